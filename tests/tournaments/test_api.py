"""The first checks of the pairing and standings API (the properties are in test_pairing.py
and test_standings.py)."""

from __future__ import annotations

from bot.tournaments.pairing import round_robin
from bot.tournaments.standings import PairingResult, PlayerEntry, standings


def test_round_robin_of_four_is_three_rounds_of_two() -> None:
    rounds = round_robin([1, 2, 3, 4])
    assert len(rounds) == 3 and all(len(r) == 2 for r in rounds)
    met = {frozenset(p) for r in rounds for p in r}
    assert len(met) == 6


def test_round_robin_of_three_gives_each_one_bye() -> None:
    rounds = round_robin([1, 2, 3])
    assert sorted(p[0] for r in rounds for p in r if p[1] is None) == [1, 2, 3]


def test_standings_rank_by_points_then_buchholz() -> None:
    players = [PlayerEntry(1, 1000), PlayerEntry(2, 1100), PlayerEntry(3, 900),
               PlayerEntry(4, 800)]
    results = [PairingResult(1, 1, 2, 2, 0, 1.0, 0.0), PairingResult(1, 3, 4, 1, 1, 0.5, 0.5),
               PairingResult(2, 1, 3, 1, 1, 0.5, 0.5), PairingResult(2, 2, 4, 2, 0, 1.0, 0.0)]
    table = standings("swiss", players, results)
    assert [row.user_id for row in table] == [1, 3, 2, 4]
    assert [row.rank for row in table] == [1, 2, 3, 4]
    assert table[0].points == 1.5 and table[0].buchholz == 1.0 + 1.0
