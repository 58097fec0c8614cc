"""Solver timing per move over whole games: `python benchmarks/solver_bench.py [--games N]`.

For every game at its default size and at size 25, plays N seeded random games and times
``rules.solver.solve`` on every position: cold (``clear_caches()`` before each call) and
warm (the same call again, caches filled), best of 3 repeats per position. Prints mean
and max milliseconds per move, and the same for the perfect player's ``choose_move``
(which adds remoteness).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

# run as a script from anywhere: make the repository importable
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import rules
from rules import solver
from rules.players import choose_move

REPEATS = 3


def _positions(slug: str, options: dict[str, int], rng: random.Random) -> list[rules.State]:
    game = rules.get_game(slug)
    options = dict(options)
    if "start" in game.option_names:
        options["start"] = rng.randint(1, options["size"])
    state = game.new_state(**options)
    out = [state]
    while state.winner is None:
        state = game.apply(state, rng.choice(game.legal_moves(state)))
        out.append(state)
    return out[:-1]


def _time(state: rules.State, what: str) -> float:
    start = time.perf_counter()
    if what == "solve":
        solver.solve(state)
    else:
        choose_move(state, "perfect", random.Random(0))
    return (time.perf_counter() - start) * 1000


def bench(
    slug: str, options: dict[str, int], games: int, seed: int, what: str
) -> tuple[float, float, float, float]:
    rng = random.Random(seed)
    cold: list[float] = []
    warm: list[float] = []
    for _ in range(games):
        for state in _positions(slug, options, rng):
            # best of REPEATS damps noise from other processes on the machine
            cold_runs, warm_runs = [], []
            for _ in range(REPEATS):
                solver.clear_caches()
                cold_runs.append(_time(state, what))
                warm_runs.append(_time(state, what))
            cold.append(min(cold_runs))
            warm.append(min(warm_runs))
    return statistics.mean(cold), max(cold), statistics.mean(warm), max(warm)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=30)
    parser.add_argument("--seed", type=int, default=2024)
    args = parser.parse_args(argv)
    for what in ("solve", "perfect"):
        title = "solver.solve" if what == "solve" else "players.choose_move(level='perfect')"
        print(f"\n{title}: {args.games} random games per row; milliseconds per move")
        print("| game | options | cold mean | cold max | warm mean | warm max |")
        print("| --- | --- | --- | --- | --- | --- |")
        for slug, game in rules.GAMES.items():
            variants = [{"size": size} for size in dict.fromkeys((game.default_size, 25))]
            if "reach" in game.option_names:
                variants += [{"size": size, "reach": 2} for size in (game.default_size, 25)]
            for options in variants:
                row = bench(slug, options, args.games, args.seed, what)
                cells = " | ".join(f"{x:.3f}" for x in row)
                label = " ".join(f"{k}={v}" for k, v in options.items())
                print(f"| {slug} | {label} | {cells} |")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
