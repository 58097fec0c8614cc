"""Solver timing: `python3 benchmarks/solver_bench.py [--games N]` and
`python3 benchmarks/solver_bench.py --caps [--sizes 3-25]`.

Default: for every game at its default size and at size 25 (the line games also with
forbid 1,2 and with claims 3), plays N seeded random games and times
``rules.solver.solve`` on every position: cold (``clear_caches()`` before each call) and
warm (the same call again, caches filled), best of 3 repeats per position. Prints mean
and max milliseconds per move, and the same for the perfect player's ``choose_move``
(which adds remoteness).

``--caps``: the line games' size caps (docs/rules.md decision 10, rules/caps.py). For
every combination of ``claims`` (1-3) and ``forbid`` (the 31 sets), at every size, it
times the perfect bot's first move and a full review of a perfect game (both perfect
players, seeded), each cold (caches emptied first) and warm (again, caches filled), best
of 2. A size is answered in time when both cold times are within 2 s and both warm times
within 50 ms; a combination's cap is the largest size up to which every size is. It
prints one row per combination (its times at its cap) and then the ``CAPS`` table for
rules/caps.py (empty when every combination reaches 25). Non-Consecutive is timed: it
runs the same engine and solver as Forbidden Adjacent (rules/line.py), so its caps are
both games'.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

# run as a script from anywhere: make the repository importable
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import rules
from rules import solver
from rules.forbid import FORBID_SETS, MAX_CLAIMS, forbid_text
from rules.options import MAX_SIZE, MIN_SIZE
from rules.players import choose_move
from rules.review import review

REPEATS = 3
#: The promise of decision 10: answered within these, in milliseconds.
COLD_LIMIT_MS, WARM_LIMIT_MS = 2000.0, 50.0
CAPS_GAME = "non-consecutive"


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


def per_move(games: int, seed: int) -> None:
    for what in ("solve", "perfect"):
        title = "solver.solve" if what == "solve" else "players.choose_move(level='perfect')"
        print(f"\n{title}: {games} random games per row; milliseconds per move")
        print("| game | options | cold mean | cold max | warm mean | warm max |")
        print("| --- | --- | --- | --- | --- | --- |")
        for slug, game in rules.GAMES.items():
            variants = [{"size": size} for size in dict.fromkeys((game.default_size, 25))]
            if "forbid" in game.option_names:
                variants += [{"size": 25, "forbid": 12}, {"size": 25, "claims": 3}]
            for options in variants:
                row = bench(slug, options, games, seed, what)
                cells = " | ".join(f"{x:.3f}" for x in row)
                label = " ".join(f"{k}={v}" for k, v in options.items())
                print(f"| {slug} | {label} | {cells} |")


# ----------------------------------------------------------------- --caps
def _cold_warm(run: Callable[[], object]) -> tuple[float, float]:
    """(cold, warm) milliseconds of ``run``, best of 2 each."""
    cold, warm = [], []
    for _ in range(2):
        solver.clear_caches()
        began = time.perf_counter()
        run()
        cold.append((time.perf_counter() - began) * 1000)
        began = time.perf_counter()
        run()
        warm.append((time.perf_counter() - began) * 1000)
    return min(cold), min(warm)


def perfect_game(state: rules.State) -> rules.State:
    game, rng = rules.get_game(state.game), random.Random(7)
    while state.winner is None:
        state = game.apply(state, choose_move(state, "perfect", rng))
    return state


def timings(claims: int, forbid: int, size: int) -> tuple[float, float, float, float]:
    """(first move cold, warm, review cold, warm) in milliseconds."""
    start = rules.get_game(CAPS_GAME).new_state(size=size, forbid=forbid, claims=claims)
    first = _cold_warm(lambda: choose_move(start, "perfect", random.Random(0)))
    finished = perfect_game(start)
    judged = _cold_warm(lambda: review(finished))
    return (*first, *judged)


def in_time(row: tuple[float, float, float, float]) -> bool:
    first_cold, first_warm, review_cold, review_warm = row
    return (max(first_cold, review_cold) <= COLD_LIMIT_MS
            and max(first_warm, review_warm) <= WARM_LIMIT_MS)


def caps(sizes: range) -> None:
    print(f"\n{CAPS_GAME}: the perfect bot's first move and the review of a perfect game, "
          "milliseconds, best of 2 (cold: caches emptied first)")
    print("| claims | forbid | cap | first move cold | warm | review cold | warm |")
    print("| --- | --- | --- | --- | --- | --- | --- |")
    found: dict[tuple[int, int], int] = {}
    for claims in range(1, MAX_CLAIMS + 1):
        for forbid in FORBID_SETS:
            cap, at_cap = sizes.start - 1, (0.0, 0.0, 0.0, 0.0)
            for size in sizes:
                row = timings(claims, forbid, size)
                if not in_time(row):
                    break
                cap, at_cap = size, row
            if cap < MAX_SIZE:
                found[(claims, forbid)] = cap
            cells = " | ".join(f"{x:.1f}" for x in at_cap)
            print(f"| {claims} | {forbid_text(forbid)} | {cap} | {cells} |", flush=True)
    print("\nCAPS for rules/caps.py:")
    print("CAPS: dict[tuple[int, int], int] = {" + ", ".join(
        f"({c}, {f}): {cap}" for (c, f), cap in sorted(found.items())) + "}")


def _sizes(text: str) -> range:
    low, _, high = text.partition("-")
    return range(int(low), int(high or low) + 1)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=30)
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--caps", action="store_true",
                        help="time every claims x forbid combination at every size")
    parser.add_argument("--sizes", type=_sizes, default=range(MIN_SIZE, MAX_SIZE + 1),
                        help="with --caps: the sizes, like 3-25 (the default)")
    args = parser.parse_args(argv)
    if args.caps:
        caps(args.sizes)
    else:
        per_move(args.games, args.seed)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
