"""Pairing rules as properties over many random tournaments (round robin, Swiss), checked
against naive searches written here, independently of the weights in bot/tournaments/pairing.py;
and the arena's rules on chosen cases."""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta

import networkx as nx
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.tournaments.pairing import (
    REMATCH_AFTER,
    ArenaEntry,
    NoPairing,
    Pairing,
    SwissEntry,
    arena_pairs,
    arena_wake_at,
    round_robin,
    swiss_round,
)

SETTINGS = settings(max_examples=120, deadline=None)
players_st = st.lists(st.integers(1, 10**18), min_size=1, max_size=22, unique=True)


# ------------------------------------------------------------------------------ round robin
@SETTINGS
@given(players_st)
def test_round_robin_is_complete_and_balanced(players: list[int]) -> None:
    rounds = round_robin(players)
    n = len(players)
    assert len(rounds) == (n if n % 2 else n - 1)
    met: list[frozenset[int]] = []
    first = dict.fromkeys(players, 0)
    second = dict.fromkeys(players, 0)
    byes = dict.fromkeys(players, 0)
    for pairings in rounds:
        seated = [p for pairing in pairings for p in pairing if p is not None]
        assert sorted(seated) == sorted(players)  # everyone exactly once a round
        for a, b in pairings:
            if b is None:
                byes[a] += 1
                continue
            met.append(frozenset((a, b)))
            first[a] += 1
            second[b] += 1
    assert len(met) == len(set(met)) == n * (n - 1) // 2  # everyone meets everyone once
    assert set(byes.values()) <= ({1} if n % 2 else {0})
    assert all(abs(first[p] - second[p]) <= 1 for p in players)


# ------------------------------------------------------------------------------ Swiss
def ranked(entries: Sequence[SwissEntry]) -> list[SwissEntry]:
    return sorted(entries, key=lambda e: (-e.points, -e.rating, e.user_id))


def matchings(players: list[int], allowed: set[frozenset[int]]) -> Iterator[list[tuple[int, int]]]:
    """Every way to pair all of ``players`` using only ``allowed`` pairs (naive search)."""
    if not players:
        yield []
        return
    head, rest = players[0], players[1:]
    for k, other in enumerate(rest):
        if frozenset((head, other)) in allowed:
            for tail in matchings(rest[:k] + rest[k + 1:], allowed):
                yield [(head, other), *tail]


def pairable(players: list[int], met: set[frozenset[int]]) -> bool:
    """Whether all of ``players`` can be paired without a repeat: a matching that covers
    everyone (networkx's maximum matching, no weights: whether, not which)."""
    graph = nx.Graph()
    graph.add_nodes_from(players)
    graph.add_edges_from((a, b) for a in players for b in players
                         if a < b and frozenset((a, b)) not in met)
    return 2 * len(nx.max_weight_matching(graph, maxcardinality=True)) == len(players)


@dataclass
class Tournament:
    """A Swiss tournament played with random results."""

    ratings: dict[int, float]
    points: dict[int, float] = field(default_factory=dict)
    first: dict[int, int] = field(default_factory=dict)
    second: dict[int, int] = field(default_factory=dict)
    met: set[frozenset[int]] = field(default_factory=set)
    byes: set[int] = field(default_factory=set)

    def __post_init__(self) -> None:
        for user in self.ratings:
            self.points[user] = 0.0
            self.first[user] = self.second[user] = 0

    def entries(self) -> list[SwissEntry]:
        return [SwissEntry(u, self.points[u], self.ratings[u], self.first[u], self.second[u])
                for u in self.ratings]

    def play(self, pairings: list[Pairing], rng: random.Random) -> None:
        for a, b in pairings:
            if b is None:
                self.byes.add(a)
                self.points[a] += 1
                continue
            self.met.add(frozenset((a, b)))
            self.first[a] += 1
            self.second[b] += 1
            a_wins = rng.choice([0, 1, 1, 2])
            self.points[a] += a_wins / 2
            self.points[b] += (2 - a_wins) / 2


def key(t: Tournament, order: list[SwissEntry], pairs: list[tuple[int, int]],
        bye: int | None) -> tuple[int, ...]:
    """The rules in priority order, as numbers to maximise, computed naively: the bye to a
    player without one, the bye low in the ranking, nobody's first-move balance past 2,
    small score differences (squared), few pairings across score groups."""
    place = {e.user_id: i for i, e in enumerate(order)}
    balance = {u: t.first[u] - t.second[u] for u in t.ratings}
    has_unbyed = any(u not in t.byes for u in t.ratings)
    bye_ok = 1 if bye is None or bye not in t.byes or not has_unbyed else 0
    bye_low = place[bye] if bye is not None else 0
    drift = sum(1 for a, b in pairs
                if (balance[a] >= 2 and balance[b] >= 2) or (balance[a] <= -2 and balance[b] <= -2))
    squares = sum((2 * (t.points[a] - t.points[b])) ** 2 for a, b in pairs)
    across = sum(1 for a, b in pairs if t.points[a] != t.points[b])
    return (bye_ok, bye_low, -drift, -int(squares), -across)


def best_key(t: Tournament) -> tuple[int, ...] | None:
    order = ranked(t.entries())
    users = [e.user_id for e in order]
    allowed = {frozenset((a, b)) for a in users for b in users if a != b} - t.met
    candidates: list[tuple[int | None, list[int]]] = (
        [(bye, [u for u in users if u != bye]) for bye in users] if len(users) % 2
        else [(None, users)])
    keys = [key(t, order, pairs, bye) for bye, rest in candidates
            for pairs in matchings(rest, allowed)]
    return max(keys, default=None)


swiss_st = st.tuples(st.integers(2, 9), st.integers(1, 8), st.integers(0, 2**32))


@SETTINGS
@given(swiss_st)
def test_a_swiss_round_is_the_best_pairing_the_rules_allow(case: tuple[int, int, int]) -> None:
    """Small tournaments: each round's pairing is as good, rule by rule in priority order,
    as the best of every possible pairing (found by naive search); NoPairing only when no
    pairing without a repeat exists."""
    n, rounds, seed = case
    rng = random.Random(seed)
    t = Tournament({1000 + i: rng.uniform(500, 2500) for i in range(n)})
    for _ in range(rounds):
        best = best_key(t)
        try:
            pairings = swiss_round(t.entries(), t.met, t.byes)
        except NoPairing:
            assert best is None
            return
        pairs = [(a, b) for a, b in pairings if b is not None]
        byes = [a for a, b in pairings if b is None]
        assert key(t, ranked(t.entries()), pairs, byes[0] if byes else None) == best
        t.play(pairings, rng)


@SETTINGS
@given(st.integers(2, 40), st.integers(1, 12), st.integers(0, 2**32))
def test_swiss_rounds_keep_the_rules(n: int, rounds: int, seed: int) -> None:
    """Larger tournaments: everyone paired once a round, no repeats, at most one bye each
    while some have none, the bye to the lowest-ranked player without one (unless the others
    could then not all be paired), first moves within 2 of second moves wherever some pairing
    without a repeat could keep them so."""
    rng = random.Random(seed)
    t = Tournament({i: rng.choice([1000.0, rng.uniform(500, 2500)]) for i in range(n)})
    for _ in range(rounds):
        before = ranked(t.entries())
        try:
            pairings = swiss_round(before, t.met, t.byes)
        except NoPairing:
            assert not any(pairable([u for u in t.ratings if u != bye], t.met)
                           for bye in (t.ratings if n % 2 else [None]))
            return
        seated = [p for pairing in pairings for p in pairing if p is not None]
        assert sorted(seated) == sorted(t.ratings)
        assert not {frozenset(p) for p in pairings if p[1] is not None} & t.met
        byes = [a for a, b in pairings if b is None]
        assert len(byes) == n % 2
        if byes:
            without = [e.user_id for e in before if e.user_id not in t.byes]
            # Everyone without a bye ranked below the one who got it (all of them, if it
            # went to someone who had one) could not have it: the others could not all be
            # paired without a repeat.
            passed_over = (without[without.index(byes[0]) + 1:] if byes[0] in without
                           else without)
            for lower in passed_over:
                assert not pairable([u for u in t.ratings if u != lower], t.met)
        could_balance = balanced_pairing_exists(t, byes[0] if byes else None)
        t.play(pairings, rng)
        if could_balance:  # the balance gives way only where no pairing could keep it
            assert all(abs(t.first[u] - t.second[u]) <= 2 for u in t.ratings)


def balanced_pairing_exists(t: Tournament, bye: int | None) -> bool:
    """Whether everyone but ``bye`` could be paired without a repeat so that every player's
    first moves stay within 2 of their second moves (an edge is allowed when one of its two
    orientations keeps both players within 2; each player is in one pair, so the choices are
    independent and a perfect matching on the allowed edges decides it)."""
    if bye is not None and abs(t.first[bye] - t.second[bye]) > 2:
        return False
    players = [u for u in t.ratings if u != bye]

    def fits(first: int, second: int) -> bool:
        return abs(first - second) <= 2

    def allowed(a: int, b: int) -> bool:
        return any(fits(t.first[x] + 1, t.second[x]) and fits(t.first[y], t.second[y] + 1)
                   for x, y in ((a, b), (b, a)))

    graph = nx.Graph()
    graph.add_nodes_from(players)
    graph.add_edges_from((a, b) for a in players for b in players
                         if a < b and frozenset((a, b)) not in t.met and allowed(a, b))
    return 2 * len(nx.max_weight_matching(graph, maxcardinality=True)) == len(players)


def test_equal_points_meet_and_the_top_half_meets_the_bottom_half() -> None:
    entries = [SwissEntry(u, 0.0, 2000.0 - u, 0) for u in range(1, 9)]
    assert swiss_round(entries, set(), set()) == [(1, 5), (2, 6), (3, 7), (4, 8)]


def test_the_bye_goes_to_the_lowest_ranked_without_one() -> None:
    entries = [SwissEntry(u, 1.0 if u < 3 else 0.0, 2000.0 - u, 0) for u in range(1, 6)]
    assert swiss_round(entries, set(), set())[-1] == (5, None)
    assert swiss_round(entries, set(), {5})[-1] == (4, None)
    assert swiss_round(entries, set(), {1, 2, 3, 4, 5})[-1] == (5, None)


def test_no_pairing_without_a_repeat_raises() -> None:
    entries = [SwissEntry(u, 0.0, 1000.0, 0) for u in (1, 2)]
    with pytest.raises(NoPairing):
        swiss_round(entries, {frozenset((1, 2))}, set())


def test_the_player_behind_on_first_moves_moves_first() -> None:
    entries = [SwissEntry(1, 1.0, 2000.0, 1, 0), SwissEntry(2, 1.0, 1000.0, 0, 1)]
    assert swiss_round(entries, set(), set()) == [(2, 1)]


# ------------------------------------------------------------------------------ arena
NOW = datetime(2025, 1, 1, 12, tzinfo=UTC)


def free(user: int, points: float = 0, waited: float = 0, last: int | None = None) -> ArenaEntry:
    return ArenaEntry(user, points, NOW - timedelta(seconds=waited), last)


def test_close_scores_meet() -> None:
    entries = [free(1, 0), free(2, 12), free(3, 2), free(4, 10)]
    assert sorted(tuple(sorted(p)) for p in arena_pairs(entries, NOW)) == [(1, 3), (2, 4)]


def test_a_player_alone_waits_and_the_last_one_free_waits() -> None:
    assert arena_pairs([free(1)], NOW) == []
    pairs = arena_pairs([free(1, waited=5), free(2, waited=1), free(3, waited=9)], NOW)
    assert [tuple(sorted(p)) for p in pairs] == [(1, 3)]


def test_no_rematch_while_someone_else_is_free() -> None:
    entries = [free(1, waited=40, last=2), free(2, waited=40, last=1), free(3, 8)]
    (pair,) = arena_pairs(entries, NOW)
    assert 3 in pair


def test_a_rematch_only_after_both_waited_30_seconds() -> None:
    entries = [free(1, waited=29, last=2), free(2, waited=31, last=1)]
    assert arena_pairs(entries, NOW) == []
    assert arena_wake_at(entries, NOW) == NOW + timedelta(seconds=1)
    # The one free longer moves first in game 1.
    assert arena_pairs(entries, NOW + timedelta(seconds=1)) == [(2, 1)]
    assert timedelta(seconds=30) == REMATCH_AFTER
    assert arena_wake_at([free(1), free(2)], NOW) is None


@SETTINGS
@given(st.lists(st.tuples(st.integers(0, 40), st.integers(0, 60), st.integers(0, 30)),
                max_size=30))
def test_arena_pairs_as_many_as_allowed(rows: list[tuple[int, int, int]]) -> None:
    """Random free players (last opponents among them): every pair allowed, nobody twice,
    and as many pairs as the naive count of allowed pairs permits."""
    entries = [free(i, points, waited, last if last != i and last < len(rows) else None)
               for i, (points, waited, last) in enumerate(rows)]
    pairs = arena_pairs(entries, NOW)
    by_id = {e.user_id: e for e in entries}
    seated = [u for pair in pairs for u in pair]
    assert len(seated) == len(set(seated))
    def allowed(a: ArenaEntry, b: ArenaEntry) -> bool:
        rematch = a.last_opponent == b.user_id or b.last_opponent == a.user_id
        return not rematch or (NOW - a.free_since >= REMATCH_AFTER
                               and NOW - b.free_since >= REMATCH_AFTER)
    assert all(allowed(by_id[a], by_id[b]) for a, b in pairs)
    # Anyone left over has no allowed partner among the others left over.
    left = [e for e in entries if e.user_id not in seated]
    assert not any(allowed(a, b) for i, a in enumerate(left) for b in left[i + 1:])
