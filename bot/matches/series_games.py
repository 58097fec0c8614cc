"""The end of a series game, written in the transaction that ends it (bot.matches.writer):
the series row (score, result) and the game that follows, so a crash can never lose the next
game nor count a game twice. The decisions are bot.series.rules' (pure).

The next game starts at once (active, no new Accept) in the same channel, with the same game,
options, tournament and time per move; against the bot, the bot's opening move is already
played when it moves first. A game with its own time per move (a tournament's) starts its
clock when its board is posted (bot.matches.board_clock).
"""

from __future__ import annotations

import random
from collections.abc import Awaitable, Callable
from datetime import datetime, timedelta

from sqlalchemy.ext.asyncio import AsyncConnection

from bot.core.snapshots import (
    EndReason,
    MatchSnapshot,
    MatchStatus,
    SeriesSnapshot,
    fixed_winner,
)
from bot.matches import board_clock, lifecycle
from bot.matches import store as match_store
from bot.series import rules as series_rules
from bot.series import store as series_store
from bot.standings import results


class SeriesGames:
    """What ending a game of a series writes besides the game (docs/rules.md, decision 12)."""

    def __init__(self, turn_timeout: Callable[[int], Awaitable[timedelta]],
                 rng: random.Random) -> None:
        self._turn_timeout = turn_timeout
        self._rng = rng

    async def prepare(self, game: MatchSnapshot) -> timedelta:
        """Before the transaction: the next game's turn timeout (the server's, cached)."""
        return await self._turn_timeout(game.guild_id)

    async def ended(self, conn: AsyncConnection, before: MatchSnapshot, stored: MatchSnapshot,
                    now: datetime, turn_timeout: timedelta, resigned_by: int | None
                    ) -> MatchSnapshot | None:
        """Game ``stored`` just ended (or was voided; ``before``: as it was): update its
        series and start the next game. Returns the game started, if any."""
        assert stored.series_id is not None
        series = await series_store.load(conn, stored.series_id, for_update=True)
        if stored.voided_by is not None and before.voided_by is None:
            wins = await series_store.wins(conn, series)
            outcome = series_rules.after_void(series, before, wins, now)
        elif not series.is_running:
            return None  # already decided (by another process's write of this same end)
        else:
            aborted = 0
            if stored.status is MatchStatus.ABORTED:
                aborted = await series_store.aborted(conn, series.id, stored.series_game or 1)
            outcome = series_rules.after_game(series, stored, now, aborted_in_a_row=aborted,
                                              resigned_by=resigned_by)
        current, started = outcome.series, None
        while outcome.next_game is not None:
            started = await self._start(conn, current, stored, outcome.next_game, now,
                                        turn_timeout)
            if started.status is not MatchStatus.FINISHED:
                break
            # The bot won with its opening move(s) (a tiny board): that game counts too.
            outcome = series_rules.after_game(current, started, now)
            current = outcome.series
        await series_store.save(conn, series, current)
        return started

    async def _start(self, conn: AsyncConnection, series: SeriesSnapshot,
                     previous: MatchSnapshot, number: int, now: datetime,
                     turn_timeout: timedelta) -> MatchSnapshot:
        """Insert game ``number`` of ``series`` (options, players and bot as ``previous``)."""
        start = previous.rules_game.new_state(**previous.options)
        players = series_rules.players_of(series, number)
        state = lifecycle.bot_replies(start, players, previous.bot_user_id,
                                      previous.bot_level, self._rng)
        winner_id = None if state.winner is None else players[state.winner]
        counted = None
        if winner_id is not None:
            fun = fixed_winner(state.game, start.options_dict()) is not None
            counted = results.FOR_FUN if fun else results.AGAINST_THE_BOT
        draft = MatchSnapshot(
            id=match_store.NEW_ID, guild_id=previous.guild_id, channel_id=previous.channel_id,
            message_id=None, game=previous.game, options=previous.options,
            challenger_id=previous.challenger_id, opponent_id=previous.opponent_id,
            player1_id=players[0], player2_id=players[1], bot_level=previous.bot_level,
            bot_user_id=previous.bot_user_id,
            status=MatchStatus.ACTIVE if winner_id is None else MatchStatus.FINISHED,
            state=state,
            deadline=(board_clock.first_deadline(previous.turn_time, now, turn_timeout)
                      if winner_id is None else None),
            winner_id=winner_id, end_reason=None if winner_id is None else EndReason.NORMAL,
            version=1, created_at=now, updated_at=now,
            finished_at=None if winner_id is None else now,
            rated=None if counted is None else counted.rated,
            series_id=series.id, series_game=number, variant=previous.variant,
            tournament_id=previous.tournament_id, turn_seconds=previous.turn_seconds,
        )
        row = await match_store.insert_match(conn, draft)
        await match_store.log_moves(conn, match_store.move_rows(row.id, players, state, 0, now))
        if counted is not None:
            await results.record(conn, row, counted)
        return row
