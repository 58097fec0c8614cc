"""The coach's rows: hints asked per match, daily puzzles, answers and puzzle scores.

Core statements on an ``AsyncConnection`` (bound parameters only), like bot.matches.store,
whose ``reading``/``writing`` connections and ``MatchSnapshot`` the coach shares. Tables: see
db/models.py (Hints, Puzzle, PuzzleAnswer, PuzzleScore).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from typing import Any

from sqlalchemy import Table, bindparam, case, func, insert, or_, select, update
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.ext.asyncio import AsyncConnection

import rules
from bot.core.snapshots import MatchSnapshot, MatchStatus, state_from_db
from bot.matches.store import MAX_ID
from db.tables import hints, matches, puzzles
from db.tables import puzzle_answers as answers
from db.tables import puzzle_scores as scores

_m, _h, _p, _a, _s = matches.c, hints.c, puzzles.c, answers.c, scores.c

SELECT_LATEST_FINISHED = (
    select(*matches.c)
    .where(_m.guild_id == bindparam("guild_id"), _m.channel_id == bindparam("channel_id"),
           _m.status == MatchStatus.FINISHED.value,
           or_(_m.player1_id == bindparam("user_id"), _m.player2_id == bindparam("user_id")))
    .order_by(_m.id.desc())
    .limit(1)
)
SELECT_HINTS = select(_h.hints).where(_h.match_id == bindparam("match_id"))
SELECT_HINTS_OF_USER = select(func.coalesce(func.sum(_h.hints), 0)).where(
    _h.guild_id == bindparam("guild_id"), _h.user_id == bindparam("user_id"))
SELECT_PUZZLE_OF_DAY = select(*puzzles.c).where(
    _p.guild_id == bindparam("guild_id"), _p.day == bindparam("day"))
SELECT_PUZZLE = select(*puzzles.c).where(_p.id == bindparam("puzzle_id"))
SELECT_ANSWER = select(_a.number, _a.correct).where(
    _a.puzzle_id == bindparam("puzzle_id"), _a.user_id == bindparam("user_id"))
INSERT_ANSWER = insert(answers)
SELECT_SCORE = (
    select(_s.id, _s.solved, _s.streak, _s.last_solved)
    .where(_s.guild_id == bindparam("guild_id"), _s.user_id == bindparam("user_id"))
    .with_for_update()
)
UPDATE_SCORE = update(scores).where(_s.id == bindparam("b_id"))


def _insert(conn: AsyncConnection, table: Table) -> postgresql.Insert | sqlite.Insert:
    """An INSERT with ON CONFLICT support (both dialects spell it the same)."""
    return postgresql.insert(table) if conn.dialect.name == "postgresql" else sqlite.insert(table)


# ---------------------------------------------------------------------- matches, hints
async def latest_finished(conn: AsyncConnection, guild_id: int, channel_id: int,
                          user_id: int) -> MatchSnapshot | None:
    """The newest finished match of ``user_id`` in this channel."""
    found = (await conn.execute(SELECT_LATEST_FINISHED, {
        "guild_id": guild_id, "channel_id": channel_id, "user_id": user_id,
    })).mappings().first()
    return None if found is None else MatchSnapshot.from_columns(found)


async def hints_used(conn: AsyncConnection, match_id: int) -> int:
    used: int | None = (await conn.execute(SELECT_HINTS, {"match_id": match_id})).scalar()
    return used or 0


async def add_hint(conn: AsyncConnection, row: MatchSnapshot, user_id: int) -> int:
    """Count one more hint in match ``row``; the match's count after it."""
    stmt = _insert(conn, hints).values(match_id=row.id, guild_id=row.guild_id,
                                       user_id=user_id, hints=1)
    stmt = stmt.on_conflict_do_update(index_elements=["match_id"],
                                      set_={"hints": hints.c.hints + 1})
    await conn.execute(stmt)
    return await hints_used(conn, row.id)


async def hints_of_user(conn: AsyncConnection, guild_id: int, user_id: int) -> int:
    total = (await conn.execute(SELECT_HINTS_OF_USER,
                                {"guild_id": guild_id, "user_id": user_id})).scalar_one()
    return int(total)


# ---------------------------------------------------------------------- puzzles
@dataclass(frozen=True, slots=True)
class PuzzleRow:
    id: int
    guild_id: int
    day: date
    state: rules.State
    answer: int
    posted_message_id: int | None = None  # its post in the server's puzzle channel


def _puzzle_row(found: Any) -> PuzzleRow:
    return PuzzleRow(id=found["id"], guild_id=found["guild_id"], day=found["day"],
                     state=state_from_db(found["state"]), answer=found["answer"],
                     posted_message_id=found["posted_message_id"])


async def puzzle_of_day(conn: AsyncConnection, guild_id: int, day: date) -> PuzzleRow | None:
    found = (await conn.execute(SELECT_PUZZLE_OF_DAY, {"guild_id": guild_id, "day": day})
             ).mappings().first()
    return None if found is None else _puzzle_row(found)


async def load_puzzle(conn: AsyncConnection, puzzle_id: int) -> PuzzleRow | None:
    if not 0 < puzzle_id <= MAX_ID:
        return None
    found = (await conn.execute(SELECT_PUZZLE, {"puzzle_id": puzzle_id})).mappings().first()
    return None if found is None else _puzzle_row(found)


MARK_POSTED = (update(puzzles)
               .where(_p.id == bindparam("puzzle_id"), _p.posted_message_id.is_(None))
               .values(posted_message_id=bindparam("message_id")))


async def mark_posted(conn: AsyncConnection, puzzle_id: int, message_id: int) -> bool:
    """The puzzle's post in the puzzle channel; False if it had one already."""
    done = await conn.execute(MARK_POSTED, {"puzzle_id": puzzle_id, "message_id": message_id})
    return bool(done.rowcount)


async def insert_puzzle(conn: AsyncConnection, guild_id: int, day: date, state: rules.State,
                        answer: int, now: datetime) -> None:
    """Store the day's puzzle unless another process stored it first (same puzzle)."""
    await conn.execute(
        _insert(conn, puzzles)
        .values(guild_id=guild_id, day=day, game=state.game, state=state.to_json(),
                answer=answer, created_at=now)
        .on_conflict_do_nothing(index_elements=["guild_id", "day"])
    )


@dataclass(frozen=True, slots=True)
class AnswerRow:
    number: int
    correct: bool


async def answer_of(conn: AsyncConnection, puzzle_id: int, user_id: int) -> AnswerRow | None:
    found = (await conn.execute(SELECT_ANSWER, {"puzzle_id": puzzle_id, "user_id": user_id})
             ).first()
    return None if found is None else AnswerRow(found[0], bool(found[1]))


async def insert_answer(conn: AsyncConnection, puzzle_id: int, user_id: int, number: int,
                        correct: bool, now: datetime) -> None:
    """IntegrityError if this member already answered (UNIQUE(puzzle_id, user_id))."""
    await conn.execute(INSERT_ANSWER, {"puzzle_id": puzzle_id, "user_id": user_id,
                                       "number": number, "correct": correct,
                                       "answered_at": now})


async def record_score(conn: AsyncConnection, guild_id: int, user_id: int, day: date,
                       correct: bool) -> None:
    """One answer's effect: solved + 1 and the streak on (or to 1) when right; the streak
    back to 0 when wrong."""
    await conn.execute(
        _insert(conn, scores)
        .values(guild_id=guild_id, user_id=user_id, solved=0, streak=0, last_solved=None)
        .on_conflict_do_nothing(index_elements=["guild_id", "user_id"])
    )
    row = (await conn.execute(SELECT_SCORE, {"guild_id": guild_id, "user_id": user_id})
           ).mappings().one()
    if correct:
        follows = row["last_solved"] == day - timedelta(days=1)
        changes = {"solved": row["solved"] + 1, "streak": row["streak"] + 1 if follows else 1,
                   "last_solved": day}
    else:
        changes = {"streak": 0}
    await conn.execute(UPDATE_SCORE, {"b_id": row["id"], **changes})


@dataclass(frozen=True, slots=True)
class ScoreRow:
    solved: int
    streak: int  # current: 0 unless the last solved day is ``today`` or the day before


def current_streak(streak: int, last_solved: date | None, today: date) -> int:
    return streak if last_solved is not None and last_solved >= today - timedelta(days=1) else 0


async def score_of(conn: AsyncConnection, guild_id: int, user_id: int, today: date
                   ) -> ScoreRow:
    found = (await conn.execute(
        select(_s.solved, _s.streak, _s.last_solved)
        .where(_s.guild_id == guild_id, _s.user_id == user_id)
    )).first()
    if found is None:
        return ScoreRow(0, 0)
    return ScoreRow(found.solved, current_streak(found.streak, found.last_solved, today))


@dataclass(frozen=True, slots=True)
class TableRow:
    rank: int
    user_id: int
    solved: int
    streak: int


async def puzzle_table(conn: AsyncConnection, guild_id: int, today: date, page: int,
                       per_page: int) -> tuple[int, int, list[TableRow]]:
    """(page, pages, rows): members with a solved puzzle, by solved, then current streak.
    ``page`` is clamped into 1..pages."""
    where = (_s.guild_id == guild_id, _s.solved > 0)
    total = (await conn.execute(select(func.count()).select_from(scores).where(*where))
             ).scalar_one()
    pages = max(1, math.ceil(total / per_page))
    page = min(max(1, page), pages)
    streak = case((_s.last_solved >= today - timedelta(days=1), _s.streak), else_=0)
    rows = (await conn.execute(
        select(_s.user_id, _s.solved, streak.label("current"))
        .where(*where)
        .order_by(_s.solved.desc(), streak.desc(), _s.user_id)
        .offset((page - 1) * per_page)
        .limit(per_page)
    )).all()
    first = (page - 1) * per_page
    return page, pages, [TableRow(first + i + 1, r.user_id, r.solved, r.current)
                         for i, r in enumerate(rows)]
