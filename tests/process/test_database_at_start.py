"""The database at start-up and under a running bot, as a host meets it (bot processes
against the local Discord API stand-in, NOT Discord):

* a DATABASE_URL of no usable form is one line and exit code 2 (a wrong setting);
* a SQLite database the bot's user can't write is one line and exit code 1, naming the
  path and what to check, instead of a bot that starts and refuses every move;
* a new, empty database is announced with a WARNING naming its full path (a typo in
  DATABASE_URL shows at once), and only when it is created;
* the SQLite file deleted under a running bot: moves get the "database unavailable" answer
  and the log has one ERROR line naming the file.

Unwritable as root: root ignores file modes, so when the tests run as root the bot process
runs as the unprivileged user ``nobody`` (``os.setuid`` in the child) on files that root
owns; as any other user it runs as that user on files made read-only with chmod. Without
either (no ``nobody``, or ``nobody`` can't run this project's Python, as when the checkout
sits in a folder other users can't enter) the test is skipped, saying why.
"""

from __future__ import annotations

import contextlib
import os
import pwd
import re
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from tests.fixtures.databases import copy_of_migrated_sqlite
from tests.fixtures.discord_world import TOKEN
from tests.fixtures.processes import ROOT, BotRun, clean_env, discord_at, refused_port
from tests.fixtures.synced_commands import SYNCED
from tests.reliability.crash_harness import (
    DATABASE_DOWN,
    BotProcess,
    bot_env,
    start_circle_duel,
)
from tests.standin.server import StandIn

pytestmark = pytest.mark.timeout(120)

NEW_DATABASE = "Created a new, empty database at "


def plain(text: str) -> str:
    """The log without the colours discord.py's handler may add."""
    return re.sub(r"\x1b\[[0-9;]*m", "", text)


def offline(**values: str) -> dict[str, str]:
    """A bot whose Discord is a port nothing listens on: it opens the database, then waits."""
    return {**discord_at(refused_port(), TOKEN), **values}


@pytest.mark.parametrize("url", [
    "postgresql://duels:hunter2@[::1:5432/duels",  # an unclosed IPv6 bracket
    "postgresql://duels:hunter2@db.example:port/duels",  # a port that is no number
    "sqlite+aiosqlite://junk",  # two slashes: "junk" is read as a host
    "mysql://root:hunter2@db/duels",  # no supported database
])
async def test_an_unusable_database_url_is_one_line_and_exit_2(tmp_path: Path, url: str) -> None:
    bot = BotRun(tmp_path / "bot.log", **offline(DATABASE_URL=url))
    code = await bot.wait_exit(within=60)
    text = bot.text()
    assert code == 2, text
    assert text.strip().splitlines()[-1].startswith("DATABASE_URL ")
    assert "Traceback" not in text and "hunter2" not in text
    assert "cannot reach Discord" not in text


async def test_a_new_database_is_announced_with_its_full_path_once(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path}/sub/../duels.db"  # the log resolves it
    expected = f"{NEW_DATABASE}{tmp_path / 'duels.db'}: if you expected existing data, " \
               "check DATABASE_URL."
    for run, announced in ((1, True), (2, False)):
        bot = BotRun(tmp_path / f"bot-{run}.log", **offline(DATABASE_URL=url))
        try:
            text = await bot.wait_for("cannot reach Discord", within=60)
        finally:
            bot.kill()
        lines = [line for line in plain(text).splitlines() if NEW_DATABASE in line]
        if announced:
            assert len(lines) == 1, text
            assert " WARNING " in lines[0] and lines[0].endswith(expected), lines
        else:
            assert lines == [], text  # the second start opens the same, existing database


# ---------------------------------------------------------------------- unwritable SQLite
def _nobody() -> tuple[int, int] | None:
    try:
        entry = pwd.getpwnam("nobody")
    except KeyError:
        return None
    return entry.pw_uid, entry.pw_gid


def _as_user(uid: int, gid: int) -> Callable[[], None]:
    def drop() -> None:
        os.setgroups([])
        os.setgid(gid)
        os.setuid(uid)
    return drop


@pytest.fixture
def unprivileged() -> tuple[int, int, Callable[[], None] | None]:
    """(uid, gid, what the child runs to become them): ``nobody`` under root, else us."""
    if os.geteuid() != 0:
        return os.getuid(), os.getgid(), None
    ids = _nobody()
    if ids is None:
        pytest.skip("running as root and there is no user 'nobody' to run the bot as")
    uid, gid = ids
    try:  # the real question, asked as that user: can it start this checkout's Python?
        probe = subprocess.run([sys.executable, "-c", "import bot.__main__"], cwd=ROOT,
                               env=clean_env(), preexec_fn=_as_user(uid, gid),
                               capture_output=True, text=True, timeout=60)
    except PermissionError as error:  # the exec itself: a folder above is closed to others
        pytest.skip(f"running as root, and 'nobody' can't reach this checkout ({error}): a "
                    "folder above it is closed to other users (mode 0700, as mktemp -d "
                    "makes)")
    if probe.returncode != 0:
        pytest.skip("running as root, and 'nobody' can't run this project's Python: "
                    + probe.stderr.strip().splitlines()[-1])
    return uid, gid, _as_user(uid, gid)


@pytest.fixture
def shared_folder() -> Iterator[Path]:
    """A folder outside root's private tmp_path, so that ``nobody`` can reach it."""
    folder = Path(tempfile.mkdtemp(prefix="nd-readonly-"))
    folder.chmod(0o755)
    try:
        yield folder
    finally:
        for path in (folder, *folder.rglob("*")):
            with contextlib.suppress(OSError):
                path.chmod(0o700 if path.is_dir() else 0o600)
        shutil.rmtree(folder, ignore_errors=True)


class BotAs(BotRun):
    """BotRun whose process first becomes another user (``become``), when given."""

    def __init__(self, log: Path, become: Callable[[], None] | None, **env: str) -> None:
        self.log = log
        with log.open("wb") as err:
            self.proc = subprocess.Popen(
                [sys.executable, "-m", "bot"], cwd=ROOT, env=clean_env(**env),
                stdout=subprocess.DEVNULL, stderr=err, start_new_session=True,
                preexec_fn=become,
            )


def _owned(path: Path, uid: int, gid: int, mode: int) -> None:
    if os.geteuid() == 0:
        os.chown(path, uid, gid)
    path.chmod(mode)


@pytest.mark.parametrize("unwritable", ["file", "folder"])
async def test_an_unwritable_sqlite_database_is_one_line_and_exit_1(
    unprivileged: tuple[int, int, Callable[[], None] | None], shared_folder: Path,
    unwritable: str,
) -> None:
    uid, gid, become = unprivileged
    data = shared_folder / "data"
    data.mkdir()
    database = data / "duels.db"
    url = f"sqlite:///{database}"
    copy_of_migrated_sqlite(data)  # an existing database, with its schema
    if unwritable == "file":  # all is the bot's but the database file itself
        _owned(data, uid, gid, 0o700)  # the copy is alone in it: no lock file yet
        if os.geteuid() != 0:
            database.chmod(0o444)
        needle = f"{database} is not writable"
    else:  # the file is the bot's, its folder is not: no WAL, no lock file
        _owned(database, uid, gid, 0o600)
        if os.geteuid() != 0:
            data.chmod(0o555)
        needle = f"its folder {data} is not writable"
    log = shared_folder / "bot.log"
    bot = BotAs(log, become, **offline(DATABASE_URL=url, COMMAND_HASH_DIR=str(shared_folder)))
    try:
        code = await bot.wait_exit(within=60)
    finally:
        bot.kill()
    text = bot.text()
    last = text.strip().splitlines()[-1]
    assert code == 1, text
    assert last.startswith(f"Cannot write the database {database}: "), last
    assert needle in last and "owner and permissions" in last, last
    assert "Traceback" not in text and "cannot reach Discord" not in text


# ---------------------------------------------------------------------- gone while running
async def test_the_file_removed_under_a_running_bot_refuses_moves(tmp_path: Path) -> None:
    database = tmp_path / "duels.db"
    url = copy_of_migrated_sqlite(tmp_path)  # the bot's database, as after a restart
    async with SYNCED.new_standin(token=TOKEN) as api:
        guild = api.add_guild(name="Server")
        channel = guild.text_channel("general")
        alice, bob = api.add_member(guild.id, "alice"), api.add_member(guild.id, "bob")
        bot = BotProcess(api, bot_env(api, url, COMMAND_HASH_DIR=str(SYNCED.folder)),
                         tmp_path / "bot.log")
        try:
            await bot.start()
            await api.wait_for_commands(timeout=30)
            _, _ = await start_circle_duel(api, guild.id, channel, alice, bob)
            for name in (database, Path(f"{database}-wal"), Path(f"{database}-shm")):
                name.unlink(missing_ok=True)
            for _ in range(2):  # the same move twice: refused each time, one ERROR line
                r = await api.slash(guild.id, channel, alice, "claim", {"number": 1})
                r = await r.settled(timeout=10)
                assert r.ephemeral and r.content == DATABASE_DOWN, r
            code = await bot.stop()
            assert code == 0, bot.tail()
        finally:
            await bot.kill()
    text = plain(bot.log.read_text(errors="replace"))
    errors = [line for line in text.splitlines() if " ERROR " in line]
    assert len(errors) == 1, errors
    assert f"The database file {database} is gone" in errors[0]
    assert "Traceback" not in text
    assert not database.exists()  # no empty database made in its place


async def test_the_file_turned_read_only_under_a_running_bot_refuses_moves_once_logged(
    unprivileged: tuple[int, int, Callable[[], None] | None], shared_folder: Path,
) -> None:
    """The database file made read-only for the bot's user while it runs: the open
    connections could still write, new ones could not; every move gets the players'
    sentence, the log one ERROR naming the file and its permissions (no WARNING per click),
    and once the file is writable again the next move goes through."""
    uid, gid, become = unprivileged
    data = shared_folder / "data"
    data.mkdir()
    database = data / "duels.db"
    url = copy_of_migrated_sqlite(data)
    for path in (data, *data.iterdir()):
        _owned(path, uid, gid, 0o700 if path.is_dir() else 0o600)
    log = shared_folder / "bot.log"
    async with StandIn(token=TOKEN) as api:
        guild = api.add_guild(name="Server")
        channel = guild.text_channel("general")
        alice, bob = api.add_member(guild.id, "alice"), api.add_member(guild.id, "bob")
        env = {**api.env_for_bot(), "DISCORD_TOKEN": TOKEN, "DATABASE_URL": url,
               "COMMAND_HASH_DIR": str(data), "LOG_LEVEL": "INFO"}
        bot = BotAs(log, become, **env)
        try:
            await bot.wait_for("Logged in as", within=60)
            await api.wait_for_commands_synced(timeout=30)
            await start_circle_duel(api, guild.id, channel, alice, bob)
            database.chmod(0o444)  # still the bot's, but read-only for it now
            for _ in range(2):  # the same move twice: refused each time
                r = await api.slash(guild.id, channel, alice, "claim", {"number": 1})
                r = await r.settled(timeout=10)
                assert r.ephemeral and r.content == DATABASE_DOWN, r
            database.chmod(0o600)  # writable again: writes go on by themselves
            r = await api.slash(guild.id, channel, alice, "claim", {"number": 1})
            r = await r.settled(timeout=10)
            assert r.ephemeral and r.content != DATABASE_DOWN, r
            code, _ = await bot.stop()
            assert code == 0, bot.text()[-3000:]
        finally:
            bot.kill()
    text = plain(bot.text())
    errors = [line for line in text.splitlines() if " ERROR " in line]
    assert len(errors) == 1, errors
    assert f"The database file {database} is not writable by this process" in errors[0]
    assert "-r--r--r--" in errors[0] and "chmod" in errors[0], errors[0]
    assert not [line for line in text.splitlines() if "Database unavailable" in line]
    assert "is back: writes go on" in text and "Traceback" not in text


@pytest.mark.parametrize(("url", "says"), [
    ("sqlite://", "Created a new, empty database in memory: every match is lost when the bot "
                  "stops."),
    ("postgresql://u:secret@db.example/duels", "Created the schema in an empty database "
                                               "(PostgreSQL database duels on db.example"),
])
def test_a_new_database_elsewhere_is_announced_too(
    url: str, says: str, caplog: pytest.LogCaptureFixture,
) -> None:
    from bot.process.database import warn_new_database
    from db.urls import resolve_database_url

    warn_new_database(resolve_database_url(url))
    (record,) = caplog.records
    assert record.levelname == "WARNING" and record.getMessage().startswith(says)
    assert "secret" not in record.getMessage()


@pytest.mark.parametrize("command", ["verify", "backup"])
def test_verify_and_backup_of_a_file_another_user_owns_say_so_in_one_line(
    unprivileged: tuple[int, int, Callable[[], None] | None], shared_folder: Path,
    command: str,
) -> None:
    """The same sentence as the bot's start, not a PermissionError or "unable to open
    database file"."""
    _, _, become = unprivileged
    data = shared_folder / "data"
    data.mkdir()
    database = data / "duels.db"
    url = f"sqlite:///{database}"
    copy_of_migrated_sqlite(data)
    if os.geteuid() != 0:  # as the owner: read-only for us
        database.chmod(0o444)
    # else: root's file, which `nobody` may read but not write
    args = [command] + ([str(shared_folder / "copy.db")] if command == "backup" else [])
    done = subprocess.run([sys.executable, "-m", "bot", *args], cwd=ROOT,
                          env=clean_env(DATABASE_URL=url), preexec_fn=become,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 1, done.stdout + done.stderr
    last = done.stderr.strip().splitlines()[-1]
    assert last.startswith(f"Cannot write the database {database}: "), done.stderr
    assert "owner and permissions" in last and "Traceback" not in done.stderr
    assert not (shared_folder / "copy.db").exists()
