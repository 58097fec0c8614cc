"""The process's database: resolved from DATABASE_URL, migrated, and the match service on it.

It is opened before the bot logs in to Discord, so a wrong DATABASE_URL is reported even
while Discord can't be reached, and it outlives the bot objects of start-up retries.
"""

from __future__ import annotations

import logging
import os
import random
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path

from sqlalchemy.ext.asyncio import AsyncEngine

from bot.coach.service import CoachService
from bot.core import connections
from bot.endings.service import Endings
from bot.matches.service import MatchService, ServiceSettings
from bot.members.dms import DirectMessages
from bot.members.seen import MembersSeen
from bot.notices.service import TurnNotices
from bot.process.identify_gate import IdentifyGate
from bot.process.settings import Settings
from bot.tournaments.service import TournamentService
from db.engine import drain, make_engine, sqlite_write_problem
from db.migrate import MigrationResult, upgrade_if_needed
from db.urls import DatabaseTarget, resolve_database_url, sqlite_file

log = logging.getLogger(__name__)

#: How long closing waits for the queries of interactions still being answered.
DRAIN_SECONDS = 5.0


class DatabaseNotWritable(RuntimeError):
    """The SQLite database can't be written by this process: the bot would start and then
    refuse every move. ``str()`` is one line naming the path and what to do."""

    def __init__(self, path: Path, problem: str) -> None:
        super().__init__(
            f"Cannot write the database {path}: {problem}. The file, the files beside it "
            f"and their folder must belong to the user that runs the bot ({_user()}) and be "
            "writable by it: check their owner and permissions (ls -l, chown), or DATABASE_URL."
        )


def _user() -> str:
    try:
        import pwd  # POSIX only: imported where its absence is handled

        return pwd.getpwuid(os.geteuid()).pw_name
    except (ImportError, KeyError, AttributeError):  # no such user entry, or not POSIX
        return "this process's user"


class CannotOpenDatabase(RuntimeError):
    """The database could not be opened at start-up; ``str()`` is one readable line."""

    def __init__(self, target: DatabaseTarget, error: BaseException) -> None:
        where = target.url.render_as_string(hide_password=True)
        reason = " ".join(str(error).split()) or type(error).__name__
        message = f"Cannot open the database {where}: {type(error).__name__}: {reason}"
        super().__init__(message[:500])


@dataclass
class Database:
    """An open, up-to-date database, the services that use it (matches, the coach, the
    tournaments, what follows a game's end), and the IDENTIFY rate limit that the bot's
    processes on this database share (bot/process/identify_gate.py)."""

    target: DatabaseTarget
    engine: AsyncEngine
    service: MatchService
    migration: MigrationResult
    coach: CoachService
    tournaments: TournamentService
    endings: Endings
    identify_gate: IdentifyGate = field(init=False)
    dms: DirectMessages = field(init=False)  # the members' DM refusals (bot.members.dms)
    turn_notices: TurnNotices = field(init=False)  # where turn notices go (bot.notices)
    members_seen: MembersSeen = field(init=False)  # names and languages (bot.members.seen)

    def __post_init__(self) -> None:
        self.identify_gate = IdentifyGate(self.target.url)
        self.dms = DirectMessages(self.engine, clock=lambda: datetime.now(UTC))
        self.turn_notices = TurnNotices(self.engine)
        self.members_seen = MembersSeen(lambda: connections.reading(self.engine),
                                        lambda: connections.locked_writing(self.engine),
                                        clock=lambda: datetime.now(UTC))

    async def close(self) -> None:
        """Close the database once the queries still running have finished (see drain)."""
        still_out = await drain(self.engine, DRAIN_SECONDS)
        if still_out:
            log.warning("Closing the database with %d queries still running after %g s",
                        still_out, DRAIN_SECONDS)
        await self.identify_gate.close()
        await self.engine.dispose()


def warn_new_database(target: DatabaseTarget) -> None:
    """A new, empty database where an existing one was expected is how a typo in
    DATABASE_URL shows: say where it is, once, when it is created."""
    path = sqlite_file(target.url) if target.is_sqlite else None
    if target.is_sqlite and path is None:
        log.warning("Created a new, empty database in memory: every match is lost when the "
                    "bot stops. For a file, set DATABASE_URL=sqlite:///data/duels.db.")
    elif path is not None:
        log.warning("Created a new, empty database at %s: if you expected existing data, "
                    "check DATABASE_URL.", path.resolve())
    else:
        log.warning("Created the schema in an empty database (%s): if you expected existing "
                    "data, check DATABASE_URL.", target.describe())


async def open_database(settings: Settings) -> Database:
    """Resolve DATABASE_URL, bring its schema up to date and build the service.

    Raises :class:`db.urls.UnusableDatabaseUrl` for a URL of no supported form,
    :class:`DatabaseNotWritable` for a SQLite database this process can't write, and
    :class:`CannotOpenDatabase` when the database can't be reached or migrated. Logs a
    WARNING naming the place when it creates a new, empty database.
    """
    target = resolve_database_url(settings.database_url)
    log.info("Database: %s", target.describe())
    path = sqlite_file(target.url) if target.is_sqlite else None
    if path is not None:
        problem = sqlite_write_problem(path)
        if problem is not None:
            raise DatabaseNotWritable(path.absolute(), problem)
    try:
        migration = await upgrade_if_needed(target.url)
    except Exception as error:  # unreachable server, unwritable file, bad credentials...
        raise CannotOpenDatabase(target, error) from error
    if migration.changed:
        log.info("%s", migration.describe())
    if migration.before is None:
        warn_new_database(target)
    engine = make_engine(target.url)
    service = MatchService(
        engine,
        settings=ServiceSettings.from_settings(settings),
        clock=lambda: datetime.now(UTC),
        rng=random.Random(),
    )
    coach = CoachService(engine, clock=lambda: datetime.now(UTC))
    tournaments = TournamentService(engine, service, clock=lambda: datetime.now(UTC))
    endings = Endings(service, tournaments)
    return Database(target, engine, service, migration, coach, tournaments, endings)
