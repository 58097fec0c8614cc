"""Best-of-N series, pure: the score, who moves first in game k, and what the end (or the
void) of one of its games does to the series (docs/rules.md, decisions 11 and 12).

No database, no clock (``now`` is given). bot.matches.series_games writes what these decide,
in the transaction that ends the game.

* First to win more than half of ``best_of`` games wins the series. Every game won counts,
  however it was won (played out, a resignation, a timeout).
* Game 1's first mover is ``first_id`` (the challenge's ``first``); after that the first mover
  alternates: odd games ``first_id``, even games ``second_id``.
* An aborted game (ended before both players moved) does not count and is played again: same
  number, same first mover. The second aborted game in a row ends the series unfinished.
* A game that was never accepted (declined, cancelled, expired: only game 1 can be) ends the
  series unfinished.
* A resigned series: the other player wins it, unless no game of it has counted yet (0–0
  after the current game), then it ends unfinished.
* A series of 2 (a tournament pairing): both games are always played; after game 2 the
  player with more wins wins it, and at 1-1 it is finished with no winner.
* A void: the score is recounted without the game. Voiding the running game starts a
  replacement (same number, same first mover); in a tournament's pairing it ends the series
  unfinished instead (the pairing counts the games that still count). A finished series
  keeps its winner if they still won more than half the games (or the other player resigned
  it); otherwise it ends unfinished.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import datetime

from bot.core.snapshots import MatchSnapshot, MatchStatus, SeriesSnapshot, SeriesStatus

#: Aborted games in a row (the same game number) that end a series unfinished.
MAX_ABORTED_IN_A_ROW = 2
NEVER_STARTED = (MatchStatus.DECLINED, MatchStatus.CANCELLED, MatchStatus.EXPIRED)


def first_mover(series: SeriesSnapshot, number: int) -> int:
    """Who moves first in game ``number`` (1, 2, ...)."""
    return series.first_id if number % 2 == 1 else series.second_id


def players_of(series: SeriesSnapshot, number: int) -> tuple[int, int]:
    """(first mover, second mover) of game ``number``."""
    first = first_mover(series, number)
    return (first, series.second_id if first == series.first_id else series.first_id)


def score_of(series: SeriesSnapshot, user_id: int) -> int:
    return series.first_wins if user_id == series.first_id else series.second_wins


@dataclass(frozen=True, slots=True)
class Outcome:
    """The series as a game's end leaves it, and the number of the game that starts now
    (None: none)."""

    series: SeriesSnapshot
    next_game: int | None


def _unfinished(series: SeriesSnapshot, now: datetime, ended_by: int | None = None
                ) -> Outcome:
    return Outcome(replace(series, status=SeriesStatus.UNFINISHED, winner_id=None,
                           ended_by=ended_by, finished_at=now), None)


def _won(series: SeriesSnapshot, winner_id: int, now: datetime, ended_by: int | None = None
         ) -> Outcome:
    return Outcome(replace(series, status=SeriesStatus.FINISHED, winner_id=winner_id,
                           ended_by=ended_by, finished_at=now), None)


def _other(series: SeriesSnapshot, user_id: int) -> int:
    return series.second_id if user_id == series.first_id else series.first_id


def resigned(series: SeriesSnapshot, user_id: int, now: datetime) -> Outcome:
    """``user_id`` resigns the series (the current game's end already counted)."""
    if series.first_wins == series.second_wins == 0:
        return _unfinished(series, now, ended_by=user_id)
    return _won(series, _other(series, user_id), now, ended_by=user_id)


def after_game(series: SeriesSnapshot, game: MatchSnapshot, now: datetime, *,
               aborted_in_a_row: int = 0, resigned_by: int | None = None) -> Outcome:
    """What game ``game`` (as it ended: finished, aborted, or never started) does to the
    running ``series``. ``aborted_in_a_row``: aborted games with this game's number, this one
    included. ``resigned_by``: the player who resigned the whole series with this game."""
    number = game.series_game or 1
    if game.status in NEVER_STARTED:
        return _unfinished(series, now)
    if game.status is MatchStatus.ABORTED:
        if resigned_by is not None:
            return resigned(series, resigned_by, now)
        if aborted_in_a_row >= MAX_ABORTED_IN_A_ROW:
            return _unfinished(series, now)
        return Outcome(series, number)  # played again
    winner = game.winner_id
    if winner is None:  # a running game voided: a replacement follows
        return Outcome(series, number)
    if winner == series.first_id:
        series = replace(series, first_wins=series.first_wins + 1)
    else:
        series = replace(series, second_wins=series.second_wins + 1)
    if resigned_by is not None:
        return resigned(series, resigned_by, now)
    if score_of(series, winner) >= series.needed:
        return _won(series, winner, now)
    if number >= series.best_of:  # a series of 2 at 1-1: over, drawn
        return Outcome(replace(series, status=SeriesStatus.FINISHED, winner_id=None,
                               finished_at=now), None)
    return Outcome(series, number + 1)


def after_void(series: SeriesSnapshot, voided: MatchSnapshot, wins: tuple[int, int],
               now: datetime) -> Outcome:
    """Game ``voided`` (as it was before the void) no longer counts; ``wins``: the games
    each player (first_id, second_id) won that still count."""
    recounted = replace(series, first_wins=wins[0], second_wins=wins[1])
    if series.is_running:
        if voided.tournament_id is not None:  # a tournament's pairing: no replacement
            return _unfinished(recounted, now)
        if voided.status is MatchStatus.ACTIVE:
            return Outcome(recounted, voided.series_game or 1)  # a replacement
        return Outcome(recounted, None)
    if (series.status is SeriesStatus.FINISHED and series.ended_by is None
            and series.winner_id is not None
            and score_of(recounted, series.winner_id) < series.needed):
        return _unfinished(recounted, series.finished_at or now)
    return Outcome(recounted, None)
