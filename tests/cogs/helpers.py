"""Helpers for the rendering tests: real rules states in match values (MatchSnapshot)."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime, timedelta
from typing import Any

import rules
from bot.core.snapshots import EndReason, MatchSnapshot, MatchStatus

ALICE, BOB, BOT = 1001, 1002, 9000
NOW = datetime(2030, 1, 1, tzinfo=UTC)


def snapshot(
    game: str,
    moves: list[int] = (),  # type: ignore[assignment]
    *,
    status: MatchStatus = MatchStatus.ACTIVE,
    options: dict[str, Any] | None = None,
    winner: int | None = None,
    end_reason: EndReason | None = None,
    bot_level: str | None = None,
) -> MatchSnapshot:
    g = rules.get_game(game)
    opts = dict(options or {})
    if game == "number-chain":
        opts.setdefault("start", 5)
    state = g.new_state(**opts)
    for n in moves:
        state = g.apply(state, n)
    opponent = BOT if bot_level else BOB
    return MatchSnapshot(
        id=42,
        guild_id=7,
        channel_id=8,
        message_id=99,
        game=game,
        options=opts,
        challenger_id=ALICE,
        opponent_id=opponent,
        player1_id=ALICE,
        player2_id=opponent,
        bot_level=bot_level,
        bot_user_id=BOT if bot_level else None,
        status=status,
        state=state,
        deadline=NOW + timedelta(hours=1),
        winner_id=winner,
        end_reason=end_reason,
        version=len(moves),
        created_at=NOW,
        updated_at=NOW,
    )


def with_status(snap: MatchSnapshot, **changes: Any) -> MatchSnapshot:
    return replace(snap, **changes)
