"""What a tournament's stored rows mean for its pairing and its table, pure: who met whom, who
had a bye, each side's games of a pairing, and the entries and results bot.tournaments reads.
No database: bot.tournaments.service reads the rows and passes them here."""

from __future__ import annotations

from collections.abc import Sequence

from bot.core.snapshots import SeriesSnapshot
from bot.tournaments import store
from bot.tournaments.formats import GAMES_PER_PAIRING
from bot.tournaments.snapshots import PairingSnapshot, TournamentSnapshot
from bot.tournaments.standings import PairingResult, PlayerEntry


def pairing_games(series: SeriesSnapshot, games: Sequence[store.GameResult],
             pairing: PairingSnapshot) -> tuple[list[bool], list[bool]]:
    """Each side's games in the order played (True: won): the games that count, then the
    games not played because a player resigned the series (or withdrew): lost by them."""
    a_games: list[bool] = []
    b_games: list[bool] = []
    counted = sorted((g for g in games if g.counts), key=lambda g: (g.series_game, g.id))
    for game in counted:
        a_games.append(game.winner_id == pairing.a_id)
        b_games.append(game.winner_id == pairing.b_id)
    if series.ended_by is not None:
        for _ in range(GAMES_PER_PAIRING - len(counted)):
            a_games.append(series.ended_by != pairing.a_id)
            b_games.append(series.ended_by != pairing.b_id)
    return a_games, b_games


def met(pairings: Sequence[PairingSnapshot]) -> set[frozenset[int]]:
    return {frozenset((p.a_id, p.b_id)) for p in pairings if p.b_id is not None}


def byes(found: TournamentSnapshot) -> set[int]:
    return {p.user_id for p in found.players if p.bye_round is not None}


def entries(found: TournamentSnapshot) -> list[PlayerEntry]:
    return [PlayerEntry(p.user_id, p.rating, p.withdrawn) for p in found.players]


def pairing_results(pairings: Sequence[PairingSnapshot]) -> list[PairingResult]:
    return [PairingResult(p.round, p.a_id, p.b_id, p.a_wins, p.b_wins, p.a_points, p.b_points)
            for p in pairings if p.is_done]
