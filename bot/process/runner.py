"""The bot as a process (`python -m bot run`): database first, then Discord, until a signal.

Start-up order, and why:
1. settings and token are checked (exit 2 when wrong: a restart would not fix them; a
   DATABASE_URL of no usable form is one of them, and so is a token Discord rejects);
2. the database is opened and migrated (exit 1 when it can't be, or when its SQLite file
   can't be written), so a wrong DATABASE_URL is reported even while Discord is out of reach;
3. the bot logs in. While Discord can't be reached (DNS, refused connection, 5xx, timeout) the
   process logs one line and tries again with capped exponential back-off, so a service
   started before the network comes up simply waits for it; only a rejected token ends it,
   with exit 2 (a 401 at login, or close code 4004 on the gateway: systemd's
   RestartPreventExitStatus=2 then stops, instead of a 401 every 10 s for ever). SIGTERM or
   Ctrl-C end it within a few seconds at any point (exit 0).

Each login attempt gets a fresh bot object: a discord.py client whose login failed half way
is not meant to be logged in again, while a new one costs nothing. The database outlives them.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import signal
import sys
from collections.abc import Awaitable, Iterator
from typing import TYPE_CHECKING, TypeVar

import aiohttp
import discord

from bot.process.app import DuelsBot, create_bot
from bot.process.database import CannotOpenDatabase, Database, DatabaseNotWritable, open_database
from bot.process.settings import Settings
from bot.process.shards import ShardPlan
from db.urls import UnusableDatabaseUrl

if TYPE_CHECKING:
    from bot.process.operations import Operations

log = logging.getLogger(__name__)

T = TypeVar("T")

SHUTDOWN_GRACE_SECONDS = 5.0
#: A login (REST sign-in, application info, command sync) that takes longer than this is
#: treated as Discord being out of reach.
LOGIN_TIMEOUT_SECONDS = 60.0
RETRY_FIRST_SECONDS = 1.0
RETRY_CAP_SECONDS = 60.0

EXIT_OK, EXIT_FAILED, EXIT_CONFIG = 0, 1, 2


class Stopped(Exception):
    """SIGTERM or SIGINT arrived while waiting."""


def retry_delays(first: float = RETRY_FIRST_SECONDS, cap: float = RETRY_CAP_SECONDS
                 ) -> Iterator[float]:
    """1, 2, 4, ... seconds, then ``cap`` for ever."""
    delay = first
    while True:
        yield delay
        delay = min(delay * 2, cap)


def unreachable_reason(error: BaseException) -> str | None:
    """Why Discord could not be reached, in a few words; None for any other failure."""
    if isinstance(error, discord.LoginFailure):
        return None
    if isinstance(error, discord.HTTPException):
        return f"Discord answered HTTP {error.status}" if error.status >= 500 else None
    if isinstance(error, TimeoutError):
        return "no answer in time"
    if isinstance(error, aiohttp.ClientConnectorError):
        return " ".join(str(error).split())
    if isinstance(error, (aiohttp.ClientError, OSError)):
        return " ".join(str(error).split()) or type(error).__name__
    return None


async def _until_stopped(work: Awaitable[T], stop: asyncio.Event) -> T:
    """Await ``work``, but raise :class:`Stopped` (cancelling it) as soon as ``stop`` is set."""
    task = asyncio.ensure_future(work)
    stopper = asyncio.create_task(stop.wait())
    try:
        await asyncio.wait({task, stopper}, return_when=asyncio.FIRST_COMPLETED)
    finally:  # also when this wait itself is cancelled (a timeout around it)
        stopper.cancel()
        if not task.done():
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await task
    if task.cancelled():
        raise Stopped
    return task.result()


async def _serve_once(bot: DuelsBot, token: str, stop: asyncio.Event) -> None:
    """Log ``bot`` in and keep it connected until ``stop``; login errors propagate."""
    async with asyncio.timeout(LOGIN_TIMEOUT_SECONDS):
        await _until_stopped(bot.login(token), stop)
    runner = asyncio.create_task(bot.connect())
    stopper = asyncio.create_task(stop.wait())
    done, _ = await asyncio.wait({runner, stopper}, return_when=asyncio.FIRST_COMPLETED)
    if runner in done:
        stopper.cancel()
        runner.result()  # re-raises a fatal gateway close (bad shard count, intents...)
        return
    log.info("Shutting down")
    await bot.close()
    # A reconnect back-off sleep may still hold the runner; don't wait for it long.
    done, _ = await asyncio.wait({runner}, timeout=SHUTDOWN_GRACE_SECONDS)
    if not done:
        runner.cancel()
    with contextlib.suppress(asyncio.CancelledError, Exception):
        await runner


async def serve(settings: Settings, token: str, database: Database,
                stop: asyncio.Event, operations: Operations | None = None) -> None:
    """Run the bot on ``database`` until ``stop``, retrying while Discord is out of reach
    (``operations``: OPS_PORT's endpoints, following each attempt's bot)."""
    delays = retry_delays()
    while not stop.is_set():
        bot = create_bot(settings, database, operations)
        try:
            async with bot:
                await _serve_once(bot, token, stop)
            return
        except Stopped:
            log.info("Shutting down")
            return
        except Exception as error:
            reason = unreachable_reason(error)
            if reason is None:
                raise
            delay = next(delays)
            log.warning("cannot reach Discord: %s; retrying in %g s", reason, delay)
        try:
            await _until_stopped(asyncio.sleep(delay), stop)
        except Stopped:
            log.info("Shutting down")
            return


async def _main(settings: Settings, token: str) -> int:
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGTERM, signal.SIGINT):
        with contextlib.suppress(NotImplementedError, RuntimeError):  # Windows
            loop.add_signal_handler(sig, stop.set)
    try:
        database = await _until_stopped(open_database(settings), stop)
    except Stopped:
        return EXIT_OK
    except UnusableDatabaseUrl as error:  # a wrong setting: a restart would not fix it
        print(error, file=sys.stderr)
        return EXIT_CONFIG
    except DatabaseNotWritable as error:
        print(error, file=sys.stderr)
        return EXIT_FAILED
    except CannotOpenDatabase as error:
        print(f"{error}. Check DATABASE_URL (see .env.example).", file=sys.stderr)
        return EXIT_FAILED
    announce_shards(settings.shard_plan, database)
    try:
        operations = await start_operations(settings, database)
    except OSError as error:  # the port is taken, or the address is not this machine's
        print(f"Cannot serve the operations endpoints on {settings.ops_host}:"
              f"{settings.ops_port}: {error}. Check OPS_HOST and OPS_PORT.", file=sys.stderr)
        await database.close()
        return EXIT_FAILED
    try:
        await serve(settings, token, database, stop, operations)
    finally:
        if operations is not None:
            await operations.stop()
        await database.close()
    return EXIT_OK


async def start_operations(settings: Settings, database: Database) -> Operations | None:
    """OPS_PORT's endpoints, listening before Discord is reached (None when unset)."""
    if settings.ops_port is None:
        return None
    # Here, not at the top: without OPS_PORT the metrics and their server (prometheus_client,
    # aiohttp.web: ~3 MiB) are never loaded.
    from bot.process.operations import Operations

    operations = Operations(settings, database.engine)
    await operations.start()
    return operations


def announce_shards(plan: ShardPlan, database: Database) -> None:
    """Say which shards this process serves, and warn about SQLite shared by processes."""
    if plan.ids is None:
        return
    sync = ("it syncs the slash commands" if plan.syncs_commands
            else "the process with shard 0 syncs the slash commands")
    log.info("This process serves %s: their servers' events and deadlines; %s",
             plan.describe(), sync)
    if database.target.is_sqlite and not plan.owns_every_shard:
        log.warning(SQLITE_SHARED_WARNING)


#: Several processes may share a SQLite file only on one machine (a file lock and SQLite's
#: own locking keep them in turn there); a network file system breaks both.
SQLITE_SHARED_WARNING = (
    "SHARD_IDS with SQLite: every process of this bot must run on this machine and use this "
    "same file; for processes on several machines use PostgreSQL (docs/scaling.md)"
)


#: A token Discord rejects (401 at login; close code 4004 "authentication failed" on the
#: gateway, a token reset while the bot ran): a wrong setting, exit 2.
REJECTED_TOKEN = ("Discord rejected DISCORD_TOKEN. Check the bot token in the Developer Portal "
                  "(Bot > Reset Token) and update your environment or .env.")
REJECTED_TOKEN_CLOSE_CODE = 4004

#: Gateway close codes that a restart won't fix: the shard settings are wrong.
_SHARD_CLOSE_CODES = {
    4010: "Discord refused the shard (close code 4010, invalid shard): every process must "
          "use the same SHARD_COUNT, and SHARD_IDS must be below it",
    4011: "Discord requires more shards (close code 4011, sharding required): raise "
          "SHARD_COUNT (or set it to auto) and give every process its SHARD_IDS",
}


class _DropVoiceWarnings(logging.Filter):
    """discord.py warns at start that voice needs PyNaCl/davey; this bot has no voice."""

    def filter(self, record: logging.LogRecord) -> bool:
        return "voice will NOT be supported" not in record.getMessage()


class _DropGuildsIntentWarning(logging.Filter):
    """discord.py warns when the GUILDS intent is off; this bot asks for no intent on purpose
    (bot/process/app.py: everything it reads comes with the interaction)."""

    def filter(self, record: logging.LogRecord) -> bool:
        return "Guilds intent seems to be disabled" not in record.getMessage()


def configure_logging(level: str) -> None:
    """discord.py's log format on stderr, without chatter that means nothing to a host."""
    discord.utils.setup_logging(level=getattr(logging, level))
    logging.getLogger("discord.client").addFilter(_DropVoiceWarnings())
    logging.getLogger("discord.state").addFilter(_DropGuildsIntentWarning())
    logging.getLogger("alembic").setLevel(max(logging.WARNING, getattr(logging, level)))


def run(settings: Settings) -> int:
    """Run the bot until SIGTERM/SIGINT. Exit codes: 0 stopped, 1 the database can't be used,
    2 a missing or wrong setting (a token Discord rejects included)."""
    configure_logging(settings.log_level)
    if settings.discord_token is None or not settings.discord_token.get_secret_value().strip():
        print(
            "DISCORD_TOKEN is not set. Put your bot token in the environment or in .env "
            "(see .env.example).",
            file=sys.stderr,
        )
        return EXIT_CONFIG
    token = settings.discord_token.get_secret_value().strip()
    try:
        return asyncio.run(_main(settings, token))
    except discord.LoginFailure:
        print(REJECTED_TOKEN, file=sys.stderr)
        return EXIT_CONFIG
    except discord.ConnectionClosed as error:
        if error.code == REJECTED_TOKEN_CLOSE_CODE:  # reset while the bot ran
            print(REJECTED_TOKEN, file=sys.stderr)
            return EXIT_CONFIG
        if error.code in _SHARD_CLOSE_CODES:
            print(_SHARD_CLOSE_CODES[error.code], file=sys.stderr)
            return EXIT_CONFIG
        print(f"Discord closed the gateway connection (close code {error.code}): "
              f"{error.reason or 'no reason given'}", file=sys.stderr)
        return EXIT_FAILED
    except discord.PrivilegedIntentsRequired:
        print("Discord refused a privileged intent; this bot needs none.", file=sys.stderr)
        return EXIT_FAILED
    except KeyboardInterrupt:
        return EXIT_OK
