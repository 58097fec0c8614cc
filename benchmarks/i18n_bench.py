"""What speaking seven languages costs, in-process (no Discord, no database).

    .venv/bin/python benchmarks/i18n_bench.py [--repeat N]

Printed, for each language: how long reading its catalogue takes and how much memory it
holds (a language is read when a text is first said in it; English at the bot's start), and
the time to draw a board as the bot draws it (``cogs.ui.render.match_board``: its V2 container,
its buttons) for every position of a short game of each of the five games, the catalogue
read and the recently said messages remembered, as in a running bot. The CPU per interaction
before and after the translations is load.py's (docs/benchmarks.md).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
import tracemalloc
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import rules
from bot.core.snapshots import MatchSnapshot
from cogs.ui import render
from i18n import LANGUAGES, Catalog, speaking
from tests.cogs.helpers import snapshot

#: A few moves of each game, so the boards show taken, owned and blocked numbers.
GAMES = {"non-consecutive": [1, 5, 9, 13, 17], "forbidden-adjacent": [1, 5, 3, 8],
         "number-capture": [1, 3, 5, 7], "circle-duel": [5, 4, 3, 2], "number-chain": [6, 3]}


def positions() -> list[tuple[MatchSnapshot, rules.Game]]:
    found = []
    for slug, moves in GAMES.items():
        for k in range(len(moves) + 1):
            found.append((snapshot(slug, moves[:k]), rules.get_game(slug)))
    return found


def reading(language: str) -> tuple[float, float]:
    """(ms, MiB) to read one language's catalogue into a fresh catalogue: the time without
    tracing (the best of 3), the memory traced in a fourth reading."""
    times = []
    for _ in range(3):
        began = time.perf_counter()
        Catalog().bundle(language)
        times.append(time.perf_counter() - began)
    fresh = Catalog()
    tracemalloc.start()
    fresh.bundle(language)
    held, _peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    return min(times) * 1000, held / 2**20


def drawing(language: str, boards: list[tuple[MatchSnapshot, rules.Game]], repeat: int) -> float:
    """Microseconds per board, the best of ``repeat`` rounds over every position."""
    with speaking(language):
        for snap, game in boards:  # read the catalogue, remember the messages
            render.match_board(snap, game)
        rounds = []
        for _ in range(repeat):
            began = time.perf_counter()
            for _ in range(20):
                for snap, game in boards:
                    render.match_board(snap, game)
            rounds.append((time.perf_counter() - began) / (20 * len(boards)))
    return min(rounds) * 1e6


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=7)
    args = parser.parse_args()
    boards = positions()
    print(f"{len(boards)} boards of the five games; best of {args.repeat} rounds")
    print("| language | read catalogue | its memory | draw a board |")
    print("| --- | --- | --- | --- |")
    per_board = []
    for language in LANGUAGES:
        ms, mib = reading(language)
        us = drawing(language, boards, args.repeat)
        per_board.append(us)
        print(f"| {language} | {ms:.0f} ms | {mib:.1f} MiB | {us:.0f} us |")
    print(f"median board: {statistics.median(per_board):.0f} us")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
