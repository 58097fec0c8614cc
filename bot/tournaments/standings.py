"""The table: points, tiebreaks and ranks, from the players and their pairings' results.

Order: points; then in Swiss and round robin Buchholz (the sum of the opponents' points), then
Sonneborn-Berger (the sum of the opponents' points, each times the points scored against that
opponent); in the arena the games won; then rating; then user id. Every rank is distinct.
A bye adds its points but no opponent (nothing to Buchholz or Sonneborn-Berger). A withdrawn
player keeps their points and place, marked ``withdrawn``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from bot.tournaments.formats import ARENA, check_format


@dataclass(frozen=True, slots=True)
class PlayerEntry:
    user_id: int
    rating: float
    withdrawn: bool = False


@dataclass(frozen=True, slots=True)
class PairingResult:
    """A pairing's result: games won by each and the points each scored (b None: a bye)."""

    round: int
    a: int
    b: int | None
    a_wins: int
    b_wins: int
    a_points: float
    b_points: float


@dataclass(frozen=True, slots=True)
class Standing:
    rank: int
    user_id: int
    points: float
    games_won: int
    buchholz: float
    sonneborn_berger: float
    rating: float
    withdrawn: bool


def standings(format: str, players: Sequence[PlayerEntry],
              results: Sequence[PairingResult]) -> list[Standing]:
    """The table, rank 1 first (Buchholz and Sonneborn-Berger 0 in the arena). ValueError if
    a result names a player not in ``players``."""
    arena = check_format(format) == ARENA
    points = {player.user_id: 0.0 for player in players}
    won = dict.fromkeys(points, 0)
    # (opponent, points scored against them) per player, byes left out.
    faced: dict[int, list[tuple[int, float]]] = {user_id: [] for user_id in points}
    for result in results:
        sides = [(result.a, result.a_wins, result.a_points, result.b)]
        if result.b is not None:
            sides.append((result.b, result.b_wins, result.b_points, result.a))
        for user_id, wins, scored, opponent in sides:
            if user_id not in points:
                raise ValueError(f"result of round {result.round} names player {user_id}, "
                                 "who is not in the tournament")
            points[user_id] += scored
            won[user_id] += wins
            if opponent is not None:
                faced[user_id].append((opponent, scored))
    rows = []
    for player in players:
        user_id = player.user_id
        buchholz = 0.0 if arena else sum(points[opponent] for opponent, _ in faced[user_id])
        sonneborn_berger = 0.0 if arena else sum(points[opponent] * scored
                                                 for opponent, scored in faced[user_id])
        rows.append(Standing(0, user_id, points[user_id], won[user_id], buchholz,
                             sonneborn_berger, player.rating, player.withdrawn))
    if arena:
        rows.sort(key=lambda row: (-row.points, -row.games_won, -row.rating, row.user_id))
    else:
        rows.sort(key=lambda row: (-row.points, -row.buchholz, -row.sonneborn_berger,
                                   -row.rating, row.user_id))
    return [replace(row, rank=rank) for rank, row in enumerate(rows, start=1)]
