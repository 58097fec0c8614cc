"""The solver against brute-force minimax."""

from __future__ import annotations

import random

import networkx as nx
import pytest
from hypothesis import given, settings

import rules
from rules import capture, solver
from rules.chain import matching_size, successors

from . import brute
from .strategies import states


def _starts(slug: str, size: int) -> list[rules.State]:
    game = rules.get_game(slug)
    if slug == "number-chain":
        return [game.new_state(size=size, start=s) for s in range(1, size + 1)]
    if slug == "forbidden-adjacent":  # every forbid set and claims: tests/rules/test_variations
        return [game.new_state(size=size, forbid=f) for f in (1, 12)]
    return [game.new_state(size=size)]


EXHAUSTIVE = [
    ("non-consecutive", range(3, 13)),
    ("forbidden-adjacent", range(3, 13)),
    ("number-capture", range(3, 10)),
    ("circle-duel", range(3, 11)),
    ("number-chain", range(3, 12)),
]


@pytest.mark.parametrize(("slug", "sizes"), EXHAUSTIVE)
def test_solver_matches_brute_force_on_every_reachable_position(slug: str, sizes) -> None:
    checked = 0
    for size in sizes:
        for start in _starts(slug, size):
            for state in brute.reachable(start):
                verdict = solver.solve(state)
                assert verdict.winning_moves == brute.winning_moves(state), state
                assert verdict.wins == brute.outcome(state)[0]
                checked += 1
    assert checked > 100


@pytest.mark.parametrize(("slug", "sizes"), EXHAUSTIVE)
def test_remoteness_matches_brute_force(slug: str, sizes) -> None:
    for size in list(sizes)[-3:]:
        for start in _starts(slug, size):
            for state in brute.reachable(start):
                assert solver.remoteness(state) == brute.outcome(state)[1], state


@settings(max_examples=120, deadline=None)
@given(states(max_size=16))
def test_solver_matches_brute_force_on_random_positions(state: rules.State) -> None:
    # brute force from a position that already has some moves played stays small
    if len(rules.get_game(state.game).legal_moves(state)) > 11:
        return
    assert solver.solve(state).winning_moves == brute.winning_moves(state)


def test_over_positions_are_lost() -> None:
    game = rules.get_game("circle-duel")
    state = game.new_state(size=3)
    for n in (1, 2, 3):
        state = game.apply(state, n)
    assert solver.solve(state) == solver.Verdict(False, ())


def test_matching_size_agrees_with_networkx() -> None:
    rng = random.Random(7)
    for size in (9, 17, 25):
        for _ in range(60):
            vertices = [v for v in range(1, size + 1) if rng.random() < 0.7]
            graph = nx.Graph()
            graph.add_nodes_from(vertices)
            graph.add_edges_from(
                (a, b) for a in vertices for b in successors(a, size) if b in vertices
            )
            expected = len(nx.max_weight_matching(graph, maxcardinality=True))
            mask = sum(1 << v for v in vertices)
            assert matching_size(mask, size) == expected


def test_clear_caches_empties_the_memos() -> None:
    solver.solve(rules.get_game("number-capture").new_state(size=12))
    solver.remoteness(rules.get_game("number-chain").new_state(size=12, start=3))
    memos = [capture.key_wins, matching_size]
    assert all(memo.cache_info().currsize > 0 for memo in memos)
    solver.clear_caches()
    assert all(memo.cache_info().currsize == 0 for memo in memos)


def test_generic_fallback_is_exact() -> None:
    for slug in ("number-capture", "number-chain", "non-consecutive"):
        for start in _starts(slug, 7):
            for state in brute.reachable(start):
                game = rules.get_game(slug)
                expected = brute.winning_moves(state)
                got = tuple(
                    n for n in game.legal_moves(state) if solver.generic_move_wins(state, n)
                )
                assert got == expected


def _capture_keys(max_total: int):
    """Every canonical Number Capture key (runs with at most two flagged ends)."""

    def partitions(m: int, largest: int):
        if m == 0:
            yield ()
            return
        for p in range(min(m, largest), 0, -1):
            for rest in partitions(m - p, p):
                yield (p, *rest)

    from itertools import combinations

    for m in range(1, max_total + 1):
        for lengths in partitions(m, m):
            n = len(lengths)
            for k in (0, 1, 2):
                for flagged in combinations(range(n), k):
                    key = tuple(sorted((x, int(i in flagged)) for i, x in enumerate(lengths)))
                    if capture.children(key):
                        yield key


def test_capture_parity_shortcut_agrees_with_full_search() -> None:
    checked = 0
    for key in _capture_keys(12):
        assert capture.key_wins(key) == capture.key_outcome(key)[0], key
        checked += 1
    assert checked > 1000


def test_capture_remoteness_is_the_numbers_left_from_five() -> None:
    """The base case of rules/capture.py's remoteness theorem: with 5 numbers left the
    full search says the game lasts exactly 5 more plies, for every key; and the shortcut
    agrees with the full search above it."""
    for key in _capture_keys(12):
        left = sum(length for length, _flag in key)
        if left >= capture.PLIES_ARE_NUMBERS_FROM:
            assert capture.key_outcome(key)[1] == left, key


#: Numbers left from which the reference minimax (tests/rules/brute.py) is quick.
BRUTE_FORCE_FROM = 8


def test_capture_remoteness_is_exact_at_size_25() -> None:
    """Along 20 random games of size 25, every position's remoteness follows from its
    moves' by minimax (the winner takes the quickest win, the loser the longest defence),
    and from 8 numbers left it equals the reference brute force's."""
    game = rules.get_game("number-capture")
    rng = random.Random(11)
    compared = 0
    for _ in range(20):
        state = game.new_state(size=25)
        while state.winner is None:
            moves = game.legal_moves(state)
            after = {n: solver.move_remoteness(state, n) for n in moves}
            assert None not in after.values()
            winning = solver.solve(state).winning_moves
            expected = 1 + (min(after[n] for n in winning) if winning
                            else max(after.values()))
            assert solver.remoteness(state) == expected
            if len(capture.remaining(state)) <= BRUTE_FORCE_FROM:
                assert brute.outcome(state) == (bool(winning), expected)
                compared += 1
            state = game.apply(state, rng.choice(moves))
        assert solver.remoteness(state) == 0
    assert compared >= 20 * BRUTE_FORCE_FROM // 2
