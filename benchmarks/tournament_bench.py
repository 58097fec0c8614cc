"""How long a Swiss round takes to pair (bot/tournaments/pairing.py, pure, no database).

    .venv/bin/python benchmarks/tournament_bench.py [--players 128] [--repeat 5] [--seed 1]

A Swiss tournament of ``--players`` players (random ratings) is played with random series
results (2-0, 1-1, 0-2); before rounds 1, 4 and 7 (after 0, 3 and 6 rounds played) the
round is paired ``--repeat`` times. Printed: the median and the slowest milliseconds per
pairing, and the pairings across score groups the round needed.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot.tournaments.pairing import SwissEntry, swiss_round
from bot.tournaments.scoring import BYE_POINTS, series_points

MEASURED_AFTER = (0, 3, 6)


def main(players: int, repeat: int, seed: int) -> None:
    rng = random.Random(seed)
    rating = {user: rng.uniform(800, 2200) for user in range(1, players + 1)}
    points = dict.fromkeys(rating, 0.0)
    first = dict.fromkeys(rating, 0)
    second = dict.fromkeys(rating, 0)
    met: set[frozenset[int]] = set()
    byes: set[int] = set()
    print(f"{players}-player Swiss, one process, Python {sys.version.split()[0]}")
    for played in range(max(MEASURED_AFTER) + 1):
        entries = [SwissEntry(u, points[u], rating[u], first[u], second[u]) for u in rating]
        times = []
        for _ in range(repeat if played in MEASURED_AFTER else 1):
            start = time.perf_counter()
            pairings = swiss_round(entries, met, byes)
            times.append((time.perf_counter() - start) * 1000)
        if played in MEASURED_AFTER:
            across = sum(1 for a, b in pairings if b is not None and points[a] != points[b])
            print(f"after {played} rounds: {statistics.median(times):7.1f} ms median, "
                  f"{max(times):7.1f} ms slowest, {across} pairings across score groups")
        for a, b in pairings:
            if b is None:
                byes.add(a)
                points[a] += BYE_POINTS
                continue
            met.add(frozenset((a, b)))
            first[a] += 1
            second[b] += 1
            a_wins = rng.choice([0, 1, 1, 2])
            points[a] += series_points("swiss", a_wins, 2 - a_wins)
            points[b] += series_points("swiss", 2 - a_wins, a_wins)


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=128)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--seed", type=int, default=1)
    arguments = parser.parse_args()
    main(arguments.players, arguments.repeat, arguments.seed)
