"""CoachService: the solver as a coach. Reviews, hints against the bot, the daily puzzle.

Next to bot.matches.service.MatchService, on the same database; no Discord here. The solving is
pure (rules.review, rules.puzzles); this module decides which match or puzzle is meant,
who may ask, and what is stored (bot.coach.store). Every method takes the guild id and
refuses what belongs to another server. Refusals are ``bot.core.errors.MatchError``s with a
player-readable message; raising one means nothing was written.

Rules decided here:

* **Review**: any member may review any finished match of their server (an ended
  challenge that was never played has nothing to review). Without a match id: the
  caller's newest finished match in the channel. The hints used in it are shown.
* **Hint**: only in the caller's open match against the bot in this channel, on their
  turn; each hint is counted on the match (``hints`` table). Results against the bot are
  unrated anyway, so hints change no rating.
* **Puzzle**: a server's puzzle of a UTC day is the solver's choice for that date and
  server (rules.puzzles), stored the first time it is asked for. One answer per member;
  a button of an earlier day's puzzle is refused as closed, with the solution. Streak:
  consecutive days solved; a wrong answer ends it; it is current while the last solved
  day is today or yesterday.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, date, datetime

from babel.dates import format_date
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncEngine

import rules
from bot.coach import store as coach_store
from bot.coach.store import PuzzleRow
from bot.core.connections import locked_writing, reading
from bot.core.errors import (
    IllegalMoveError,
    MatchError,
    MatchOver,
    NoMatchHere,
    NoSuchMatch,
    NotYourTurn,
)
from bot.core.snapshots import MatchSnapshot, MatchStatus
from bot.matches.store import find_open
from bot.matches.store import load as load_match
from i18n import Text, current_language
from rules import puzzles, solver
from rules.review import Review, best_move, review

__all__ = [
    "AlreadyAnswered",
    "CoachService",
    "CoachStats",
    "DailyPuzzle",
    "Hint",
    "MatchReview",
    "NotAgainstBot",
    "NotFinished",
    "PuzzleClosed",
    "PuzzleResult",
    "PuzzleTable",
]


# ---------------------------------------------------------------------- refusals
# Each refusal's message is a Text (i18n, coach.ftl): said when the cog replies, in the
# language of the member who asked.
NOT_FINISHED = Text("coach-not-finished")
NOT_AGAINST_BOT = Text("coach-not-against-bot")


class NotFinished(MatchError):
    def __init__(self, message: Text | str = NOT_FINISHED) -> None:
        super().__init__(message)


class NotAgainstBot(MatchError):
    def __init__(self, message: Text | str = NOT_AGAINST_BOT) -> None:
        super().__init__(message)


class PuzzleClosed(MatchError):
    """An earlier day's puzzle: the message gives its solution."""


class AlreadyAnswered(MatchError):
    """A second answer to a puzzle: the message gives the first."""


NO_SUCH_MATCH = Text("coach-no-such-match")
NO_SUCH_PUZZLE = Text("coach-no-such-puzzle")
NO_FINISHED_MATCH = Text("coach-no-finished-match")


# ---------------------------------------------------------------------- values
@dataclass(frozen=True, slots=True)
class MatchReview:
    match: MatchSnapshot
    review: Review
    hints: int  # hints the player asked in this match (against the bot only)


@dataclass(frozen=True, slots=True)
class Hint:
    match: MatchSnapshot
    number: int
    wins: bool  # True: a winning move; False: every move loses, this one holds out longest
    hints: int  # hints asked in this match, this one included


@dataclass(frozen=True, slots=True)
class DailyPuzzle:
    id: int
    guild_id: int
    day: date
    puzzle: puzzles.Puzzle
    posted_message_id: int | None = None  # its post in the server's puzzle channel


@dataclass(frozen=True, slots=True)
class PuzzleResult:
    puzzle: DailyPuzzle
    number: int
    correct: bool
    explanation: str  # why the answer wins, or how the wrong number is refuted


@dataclass(frozen=True, slots=True)
class CoachStats:
    puzzles_solved: int
    streak: int  # current daily streak
    hints_used: int


@dataclass(frozen=True, slots=True)
class PuzzleTable:
    guild_id: int
    page: int
    pages: int
    rows: tuple[coach_store.TableRow, ...]


def long_date(day: date) -> str:
    """'March 1, 2025', '1. März 2025': a day as the language in force writes it in full."""
    return format_date(day, format="long", locale=current_language().replace("-", "_"))


def utc_now() -> datetime:
    return datetime.now(UTC)


def _daily(row: PuzzleRow) -> DailyPuzzle:
    state = row.state
    found = puzzles.as_puzzle(state)
    if found is None or found.answer != row.answer:  # stored by another solver version
        plies = solver.remoteness(state) or 0
        choices = len(rules.get_game(state.game).legal_moves(state))
        found = puzzles.Puzzle(state, row.answer, plies, choices)
    return DailyPuzzle(row.id, row.guild_id, row.day, found, row.posted_message_id)


class CoachService:
    def __init__(self, engine: AsyncEngine, clock: Callable[[], datetime] = utc_now) -> None:
        self._engine = engine
        #: Where "today" comes from (UTC); replaceable, like MatchService's clock.
        self.clock = clock

    def today(self) -> date:
        return self.clock().astimezone(UTC).date()

    # ------------------------------------------------------------------ reviews
    async def review(self, guild_id: int, match_id: int) -> MatchReview:
        async with reading(self._engine, consistent=True) as conn:
            try:
                row = await load_match(conn, guild_id, match_id)
            except NoSuchMatch:
                raise NoSuchMatch(NO_SUCH_MATCH) from None
            hints = await coach_store.hints_used(conn, row.id)
        return self._review(row, hints)

    async def latest_review(self, guild_id: int, channel_id: int, user_id: int
                            ) -> MatchReview:
        """The caller's newest finished match in this channel."""
        async with reading(self._engine, consistent=True) as conn:
            row = await coach_store.latest_finished(conn, guild_id, channel_id, user_id)
            if row is None:
                raise NoMatchHere(NO_FINISHED_MATCH)
            hints = await coach_store.hints_used(conn, row.id)
        return self._review(row, hints)

    @staticmethod
    def _review(row: MatchSnapshot, hints: int) -> MatchReview:
        if row.is_open:
            raise NotFinished()
        if row.status is MatchStatus.ABORTED:
            raise NotFinished(Text("coach-aborted"))
        if row.status is not MatchStatus.FINISHED or row.winner_id is None:
            raise NotFinished(Text("coach-never-played"))
        winner = row.player_ids.index(row.winner_id)
        return MatchReview(row, review(row.state, winner), hints)

    # ------------------------------------------------------------------ hints
    async def hint(self, guild_id: int, channel_id: int, user_id: int) -> Hint:
        """The coach's move for the caller's turn in their match against the bot here."""
        async with reading(self._engine) as conn:
            row = await find_open(conn, guild_id, channel_id, user_id)
        if row is None:
            raise NoMatchHere()
        if row.bot_user_id is None:
            raise NotAgainstBot()
        deadline = row.deadline
        if deadline is not None and self.clock() >= deadline:
            raise MatchOver(Text("coach-time-ran-out"))
        if row.status is not MatchStatus.ACTIVE or row.player_ids[row.state.to_move] != user_id:
            raise NotYourTurn()
        advice = best_move(row.state)
        async with locked_writing(self._engine) as conn:
            used = await coach_store.add_hint(conn, row, user_id)
        return Hint(row, advice.number, advice.wins, used)

    # ------------------------------------------------------------------ the daily puzzle
    async def todays_puzzle(self, guild_id: int) -> DailyPuzzle:
        """Today's puzzle of this server: stored the first time, the same ever after."""
        return await self.puzzle_of_day(guild_id, self.today())

    async def puzzle_of_day(self, guild_id: int, day: date) -> DailyPuzzle:
        async with reading(self._engine) as conn:
            row = await coach_store.puzzle_of_day(conn, guild_id, day)
        if row is None:
            # The search takes up to ~0.1 s of CPU (a Number Capture day): in a worker thread,
            # the event loop takes its turns meanwhile, so no click waits for the whole search.
            found = await asyncio.to_thread(puzzles.daily_puzzle, day, guild_id)
            async with locked_writing(self._engine) as conn:
                await coach_store.insert_puzzle(conn, guild_id, day, found.state, found.answer,
                                                self.clock())
                row = await coach_store.puzzle_of_day(conn, guild_id, day)
            assert row is not None  # just stored, by us or by another process
        return _daily(row)

    async def mark_posted(self, puzzle_id: int, message_id: int) -> bool:
        """The day's puzzle was posted in the server's puzzle channel as ``message_id``;
        False if a post was recorded already."""
        async with locked_writing(self._engine) as conn:
            return await coach_store.mark_posted(conn, puzzle_id, message_id)

    async def answer(self, guild_id: int, puzzle_id: int, user_id: int, number: int
                     ) -> PuzzleResult:
        """A member's answer: right or wrong, with the explanation; refused when the
        puzzle is closed (an earlier day's) or already answered by them."""
        async with reading(self._engine, consistent=True) as conn:
            row = await coach_store.load_puzzle(conn, puzzle_id)
            if row is None or row.guild_id != guild_id:
                raise MatchError(NO_SUCH_PUZZLE)
            first = await coach_store.answer_of(conn, puzzle_id, user_id)
        daily = _daily(row)
        today = self.today()
        if row.day != today:
            raise PuzzleClosed(Text("coach-puzzle-closed", day=long_date(row.day),
                                    solution=puzzles.solution(daily.puzzle)))
        if first is not None:
            raise AlreadyAnswered(_answered(first))
        state = row.state
        try:
            rules.get_game(state.game).apply(state, number)
        except rules.IllegalMove as error:
            raise IllegalMoveError(str(error)) from None
        correct = number == row.answer
        try:
            async with locked_writing(self._engine) as conn:
                await coach_store.insert_answer(conn, puzzle_id, user_id, number, correct,
                                                self.clock())
                await coach_store.record_score(conn, guild_id, user_id, today, correct)
        except IntegrityError:  # a second answer raced the first: show the first
            async with reading(self._engine) as conn:
                first = await coach_store.answer_of(conn, puzzle_id, user_id)
            if first is None:
                raise
            raise AlreadyAnswered(_answered(first)) from None
        explanation = (puzzles.solution(daily.puzzle) if correct
                       else puzzles.refutation(daily.puzzle, number))
        return PuzzleResult(daily, number, correct, explanation)

    # ------------------------------------------------------------------ standings
    async def stats(self, guild_id: int, user_id: int) -> CoachStats:
        async with reading(self._engine, consistent=True) as conn:
            score = await coach_store.score_of(conn, guild_id, user_id, self.today())
            hints = await coach_store.hints_of_user(conn, guild_id, user_id)
        return CoachStats(score.solved, score.streak, hints)

    async def puzzle_table(self, guild_id: int, page: int = 1, per_page: int = 10
                           ) -> PuzzleTable:
        """Members by puzzles solved, then current streak; ``page`` clamped into 1..pages."""
        async with reading(self._engine, consistent=True) as conn:
            page, pages, rows = await coach_store.puzzle_table(
                conn, guild_id, self.today(), page, max(1, per_page))
        return PuzzleTable(guild_id, page, pages, tuple(rows))


def _answered(first: coach_store.AnswerRow) -> Text:
    if first.correct:
        return Text("coach-already-answered-right", number=first.number)
    return Text("coach-already-answered-wrong", number=first.number)
