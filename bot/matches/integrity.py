"""verify(): every match's stored state against the replay of its move log."""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncConnection

import rules
from bot.core.snapshots import EndReason, MatchStatus, both_moved
from db.models import Match, Move


@dataclass(frozen=True)
class VerifyReport:
    """How many matches were replayed, and those whose stored state differs (id, why)."""

    checked: int
    problems: list[tuple[int, str]] = field(default_factory=list)


async def verify(conn: AsyncConnection) -> VerifyReport:
    """Replay every match's move log and compare it with the match's stored state."""
    matches = (await conn.execute(
        select(Match.id, Match.game, Match.options, Match.player1_id, Match.player2_id,
               Match.state, Match.to_move, Match.winner_id, Match.end_reason, Match.status)
        .order_by(Match.id)
    )).all()
    moves = (await conn.execute(
        select(Move.match_id, Move.ply, Move.player_id, Move.number)
        .order_by(Move.match_id, Move.ply)
    )).all()
    log = {mid: list(rows) for mid, rows in itertools.groupby(moves, key=lambda m: m[0])}
    problems = []
    for match in matches:
        reason = replay_problem(match, log.get(match.id, []))
        if reason is not None:
            problems.append((match.id, reason))
    return VerifyReport(len(matches), problems)


def replay_problem(match: Any, log: Sequence[Any]) -> str | None:
    try:
        game = rules.get_game(match.game)
    except KeyError:
        return f"unknown game {match.game!r}"
    try:
        state = game.new_state(**match.options)
    except (TypeError, ValueError) as error:
        return f"bad options {match.options!r}: {error}"
    players = (match.player1_id, match.player2_id)
    if [m.ply for m in log] != list(range(1, len(log) + 1)):
        return "move log plies are not 1..n"
    for m in log:
        if m.number is None:
            continue
        try:
            state = game.apply(state, m.number)
        except rules.IllegalMove as error:
            return f"move log ply {m.ply} ({m.number}) is illegal: {error}"
    replayed = [(players[mv.player], mv.number) for mv in state.history]
    logged = [(m.player_id, m.number) for m in log]
    if replayed != logged:
        return "move log (players or passes) differs from the replay"
    # a state stored before an option existed (claims, forbid) holds its default
    stored = {**match.state, "options": rules.stored_options(game, match.state["options"])}
    if stored != state.to_json():
        return "stored state differs from the replay of its move log"
    if match.to_move != state.to_move:
        return "stored to_move differs from the replay"
    if match.status == MatchStatus.ABORTED.value and (
        match.winner_id is not None or both_moved(state)
        or match.end_reason not in (EndReason.RESIGNATION.value, EndReason.TIMEOUT.value)
    ):
        return "aborted, but it has a winner, both players moved, or no early end"
    if match.end_reason == EndReason.NORMAL.value and (
        state.winner is None or match.winner_id != players[state.winner]
    ):
        return "stored winner differs from the replay"
    return None
