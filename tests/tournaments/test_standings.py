"""Standings checked against an independent, naive computation over random tournaments."""

from __future__ import annotations

import functools
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from bot.tournaments.pairing import round_robin
from bot.tournaments.scoring import ArenaScore
from bot.tournaments.standings import PairingResult, PlayerEntry, Standing, standings

SETTINGS = settings(max_examples=120, deadline=None)


def random_results(players: list[int], arena: bool, rng: random.Random) -> list[PairingResult]:
    """Round-robin rounds (some cut short) with random series results; arena points by
    the streak rule, in the order the games are played."""
    results = []
    scores = {p: ArenaScore() for p in players}
    for number, pairings in enumerate(round_robin(players), start=1):
        if rng.random() < 0.2:
            break
        for a, b in pairings:
            if b is None:
                results.append(PairingResult(number, a, None, 0, 0, 1.0, 0.0))
                continue
            a_wins = rng.choice([0, 1, 2])
            if arena:
                games = [True] * a_wins + [False] * (2 - a_wins)
                rng.shuffle(games)
                a_before, b_before = scores[a].points, scores[b].points
                scores[a] = scores[a].after_games(games)
                scores[b] = scores[b].after_games([not g for g in games])
                a_points = float(scores[a].points - a_before)
                b_points = float(scores[b].points - b_before)
            else:
                a_points, b_points = a_wins / 2, (2 - a_wins) / 2
            results.append(PairingResult(number, a, b, a_wins, 2 - a_wins, a_points, b_points))
    return results


def naive(format: str, players: list[PlayerEntry],
          results: list[PairingResult]) -> list[tuple[int, float, int, float, float]]:
    """(user, points, games won, Buchholz, Sonneborn-Berger) in rank order, the slow way: each
    total re-read from all results, ordered by a pairwise comparison."""
    def points(user: int) -> float:
        return (sum(r.a_points for r in results if r.a == user)
                + sum(r.b_points for r in results if r.b == user))

    def won(user: int) -> int:
        return (sum(r.a_wins for r in results if r.a == user)
                + sum(r.b_wins for r in results if r.b == user))

    def opponents(user: int) -> list[tuple[int, float]]:
        mine = [(r.b, r.a_points) for r in results if r.a == user and r.b is not None]
        return mine + [(r.a, r.b_points) for r in results if r.b == user]

    rows = {}
    for player in players:
        u = player.user_id
        bh = sb = 0.0
        if format != "arena":
            bh = sum(points(o) for o, _ in opponents(u))
            sb = sum(points(o) * scored for o, scored in opponents(u))
        rows[u] = (u, points(u), won(u), bh, sb)
    rating = {p.user_id: p.rating for p in players}

    def compare(x: int, y: int) -> int:
        rx, ry = rows[x], rows[y]
        keys = [1, 2] if format == "arena" else [1, 3, 4]
        for k in keys:
            if rx[k] != ry[k]:
                return -1 if rx[k] > ry[k] else 1
        if rating[x] != rating[y]:
            return -1 if rating[x] > rating[y] else 1
        return -1 if x < y else 1

    return [rows[u] for u in sorted(rows, key=functools.cmp_to_key(compare))]


@SETTINGS
@given(st.sampled_from(["arena", "swiss", "round-robin"]), st.integers(1, 14),
       st.integers(0, 2**32))
def test_standings_agree_with_a_naive_count(format: str, n: int, seed: int) -> None:
    rng = random.Random(seed)
    users = rng.sample(range(1, 10**6), n)
    players = [PlayerEntry(u, rng.choice([1000.0, 1200.0]), rng.random() < 0.2) for u in users]
    results = random_results(users, format == "arena", rng)
    table = standings(format, players, results)
    assert [row.rank for row in table] == list(range(1, n + 1))
    assert [(r.user_id, r.points, r.games_won, r.buchholz, r.sonneborn_berger)
            for r in table] == naive(format, players, results)
    withdrawn = {p.user_id for p in players if p.withdrawn}
    assert {r.user_id for r in table if r.withdrawn} == withdrawn


def test_the_arena_orders_by_points_then_games_won_then_rating() -> None:
    players = [PlayerEntry(1, 1000), PlayerEntry(2, 1500), PlayerEntry(3, 1200)]
    results = [PairingResult(1, 1, 2, 1, 1, 2.0, 2.0), PairingResult(2, 3, 1, 0, 2, 0.0, 4.0)]
    table = standings("arena", players, results)
    assert [(r.user_id, r.points, r.games_won) for r in table] == [(1, 6.0, 3), (2, 2.0, 1),
                                                                  (3, 0.0, 0)]
    assert table[0] == Standing(1, 1, 6.0, 3, 0.0, 0.0, 1000, False)


def test_a_bye_adds_points_but_no_opponent() -> None:
    players = [PlayerEntry(1, 1000), PlayerEntry(2, 1000), PlayerEntry(3, 1000)]
    results = [PairingResult(1, 1, 2, 2, 0, 1.0, 0.0), PairingResult(1, 3, None, 0, 0, 1.0, 0.0)]
    table = {r.user_id: r for r in standings("swiss", players, results)}
    assert table[3].points == 1.0 and table[3].buchholz == 0.0
    assert table[2].buchholz == 1.0 and table[1].sonneborn_berger == 0.0
