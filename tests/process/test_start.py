"""Start-up as a process: database before Discord, waiting out an unreachable Discord, the
start-up log, and stopping at any point (against the local Discord API stand-in, NOT Discord)."""

from __future__ import annotations

import asyncio
import logging
import re
import signal
from collections.abc import Callable
from pathlib import Path

import pytest

from bot.process import runner
from bot.process.database import open_database
from bot.process.settings import Settings
from tests.fixtures.databases import copy_of_migrated_sqlite
from tests.fixtures.discord_world import TOKEN
from tests.fixtures.processes import BotRun, ReservedPort, discord_at, refused_port
from tests.fixtures.synced_commands import SYNCED

pytestmark = pytest.mark.timeout(120)
#: How long the in-process login test gives its retry: nearly the test's own limit.
RETRY_LOGIN_SECONDS = 100.0

RETRY_LINE = re.compile(r"cannot reach Discord: (.+); retrying in (\d+(?:\.\d+)?) s$", re.M)


def sqlite_url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'duels.db'}"


def migrated(tmp_path: Path) -> str:
    """`sqlite_url`, on a copy of the migrated file: a restart, not a first start."""
    copy_of_migrated_sqlite(tmp_path)
    return sqlite_url(tmp_path)


async def test_waits_for_discord_then_connects_and_logs_who_it_is(tmp_path: Path) -> None:
    """Connection refused at start: one line per attempt, back-off growing, then it connects
    as soon as Discord answers; the start-up log says who it is and how to invite it."""
    discord = ReservedPort()  # refusing until the stand-in below listens on it
    bot = BotRun(tmp_path / "bot.log", **discord_at(discord.port, TOKEN),
                 DATABASE_URL=sqlite_url(tmp_path), COMMAND_HASH_DIR=str(SYNCED.folder))
    try:
        await bot.wait_for("cannot reach Discord", count=3, within=20)
        lines = bot.text().splitlines()
        retries = [m for line in lines if (m := RETRY_LINE.search(line))]
        assert [float(m.group(2)) for m in retries[:3]] == [1, 2, 4]
        assert all("Cannot connect to host 127.0.0.1" in m.group(1) for m in retries)
        assert "Traceback" not in bot.text()
        # The database came first: created before any attempt to reach Discord.
        assert (tmp_path / "duels.db").exists()

        async with SYNCED.new_standin(token=TOKEN, sock=discord.take()) as api:
            api.add_guild(name="One")
            api.add_guild(name="Two")
            text = await bot.wait_for("Invite link:", within=30)
            app_id = api.application_id
            assert f"Logged in as Number Duels (id {api.bot_user_id}) in 2 servers" in text
            invite = re.search(r"Invite link: (\S+)", text)
            assert invite is not None
            assert f"client_id={app_id}" in invite.group(1)
            assert "scope=bot+applications.commands" in invite.group(1)
            assert "permissions=84992" in invite.group(1)
            for noise in ("voice will NOT be supported", "alembic", "Traceback"):
                assert noise not in text, noise
            code, seconds = await bot.stop(signal.SIGTERM)
        assert code == 0 and seconds < 5
    finally:
        bot.kill()


async def test_discord_5xx_at_login_is_waited_out(tmp_path: Path) -> None:
    async with SYNCED.new_standin(token=TOKEN) as api:
        api.add_guild(name="Server")
        api.faults.fail_next("GET /users/@me", status=503, count=2)
        bot = BotRun(tmp_path / "bot.log", **api.env_for_bot(),
                     DATABASE_URL=migrated(tmp_path), COMMAND_HASH_DIR=str(SYNCED.folder))
        try:
            text = await bot.wait_for("Logged in as", within=30)
            assert text.count("cannot reach Discord: Discord answered HTTP 503") == 2
            assert "Traceback" not in text
            await api.wait_for_ready(timeout=10)
        finally:
            code, _ = await bot.stop()
        assert code == 0


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGINT], ids=["SIGTERM", "SIGINT"])
async def test_a_signal_stops_it_while_it_waits_to_retry(tmp_path: Path, sig: int) -> None:
    """A name that does not resolve (DNS failure); stopped during the back-off sleep."""
    bot = BotRun(tmp_path / "bot.log", DISCORD_TOKEN=TOKEN,
                 DISCORD_API_URL="http://discord.invalid/api/v10",
                 DATABASE_URL=migrated(tmp_path))
    try:
        await bot.wait_for("retrying in 4 s", within=30)
        code, seconds = await bot.stop(sig)
    finally:
        bot.kill()
    assert code == 0 and seconds < 5
    text = bot.text()
    assert "cannot reach Discord: Cannot connect to host discord.invalid" in text
    assert "Traceback" not in text


@pytest.mark.parametrize("url", [
    "sqlite:////proc/no-such-folder/duels.db",  # an impossible file
    "postgresql://postgres@127.0.0.1:1/none",   # a server that is not there
])
async def test_a_bad_database_is_reported_even_when_discord_is_unreachable(
    tmp_path: Path, url: str
) -> None:
    bot = BotRun(tmp_path / "bot.log", **discord_at(refused_port(), TOKEN), DATABASE_URL=url)
    code = await bot.wait_exit(within=60)
    lines = bot.text().strip().splitlines()
    assert code == 1
    assert lines[-1].startswith("Cannot open the database "), lines
    assert "cannot reach Discord" not in bot.text()  # it never got as far as Discord
    assert "Traceback" not in bot.text()


@pytest.mark.parametrize("url", ["mysql://root:hunter2@db/duels", "duels.db"])
async def test_an_unusable_database_url_names_the_supported_forms(tmp_path: Path,
                                                                  url: str) -> None:
    bot = BotRun(tmp_path / "bot.log", **discord_at(refused_port(), TOKEN), DATABASE_URL=url)
    code = await bot.wait_exit(within=60)
    last = bot.text().strip().splitlines()[-1]
    assert code == 2  # a wrong setting, as the README says: restarting won't fix it
    assert last.startswith("DATABASE_URL ") and "sqlite:///" in last and "postgresql://" in last
    assert "hunter2" not in bot.text()


async def test_login_that_never_answers_is_retried(tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    """A timeout: the first sign-in request hangs; after LOGIN_TIMEOUT_SECONDS the bot says
    so and tries again (in-process, against the stand-in). The timeout is 1 s for the hanging
    attempt only: the moment the bot logs that it gave up, the retry gets RETRY_LOGIN_SECONDS,
    so on a busy machine a retry that is merely slow (this process's first login: the cogs
    are imported, the catalogues read) is not timed out too."""
    monkeypatch.setattr(runner, "LOGIN_TIMEOUT_SECONDS", 1.0)

    def gave_up(record: logging.LogRecord) -> None:
        if record.levelname == "WARNING":
            monkeypatch.setattr(runner, "LOGIN_TIMEOUT_SECONDS", RETRY_LOGIN_SECONDS)

    async with SYNCED.new_standin(token=TOKEN) as api:
        api.add_guild(name="Server")
        api.faults.delay_next("GET /users/@me", seconds=30)
        settings = Settings(_env_file=None, discord_token=TOKEN,  # type: ignore[call-arg]
                            database_url=migrated(tmp_path),
                            command_hash_dir=str(SYNCED.folder),
                            discord_api_url=api.rest_url, discord_gateway_url=api.gateway_url)
        database = await open_database(settings)
        stop = asyncio.Event()
        with _captured("bot.process.runner", gave_up) as records:
            serving = asyncio.create_task(runner.serve(settings, TOKEN, database, stop))
            try:
                await api.wait_for_ready(timeout=RETRY_LOGIN_SECONDS)
            finally:
                stop.set()
                await asyncio.wait_for(serving, 30)
                await database.close()
        warnings = [r.getMessage() for r in records if r.levelname == "WARNING"]
        assert warnings == ["cannot reach Discord: no answer in time; retrying in 1 s"]
        assert api.identify_count == 1


class _captured:
    """Log records of one logger, for the duration of a with block; ``then`` is called with
    each record as it is logged (in the logging thread: here, the event loop's)."""

    def __init__(self, name: str,
                 then: Callable[[logging.LogRecord], None] = lambda record: None) -> None:
        self.logger = logging.getLogger(name)
        self.records: list[logging.LogRecord] = []
        self.handler = logging.Handler()

        def emit(record: logging.LogRecord) -> None:
            self.records.append(record)
            then(record)

        self.handler.emit = emit  # type: ignore[method-assign]

    def __enter__(self) -> list[logging.LogRecord]:
        self.logger.addHandler(self.handler)
        return self.records

    def __exit__(self, *exc: object) -> None:
        self.logger.removeHandler(self.handler)
