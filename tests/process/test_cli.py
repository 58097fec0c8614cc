"""`python3 manage.py bot ...` as a process: help, wrong input, and what the maintenance
commands say they did (migrate, verify, backup)."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from sqlalchemy import update

from bot.matches.service import MatchService
from db.engine import make_engine
from db.migrate import HEAD, upgrade_async
from db.models import Match
from tests.fixtures.processes import cli
from tests.fixtures.service_helpers import play_out, started

pytestmark = pytest.mark.timeout(180)
SUBCOMMANDS = ("run", "migrate", "verify", "backup", "play", "analyze")


def sqlite_url(path: Path) -> str:
    return f"sqlite:///{path}"


@pytest.mark.parametrize("args", [["--help"], *[[c, "--help"] for c in SUBCOMMANDS]],
                         ids=lambda a: " ".join(a))
def test_help_prints_help_and_does_nothing_else(tmp_path: Path, args: list[str]) -> None:
    db = tmp_path / "duels.db"
    done = cli(*args, DATABASE_URL=sqlite_url(db), DISCORD_TOKEN="x",
               DISCORD_API_URL="http://127.0.0.1:9/api/v10")
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("usage: python3 manage.py bot"), done.stdout
    assert done.stderr == ""
    assert not db.exists()  # no database opened, nothing started


def test_unknown_command_is_named(tmp_path: Path) -> None:
    done = cli("frobnicate")
    assert done.returncode == 2
    assert "invalid choice: 'frobnicate'" in done.stderr
    assert "python3 manage.py bot" in done.stderr


@pytest.mark.parametrize(("name", "value", "line"), [
    ("TURN_TIMEOUT_HOURS", "-1", "TURN_TIMEOUT_HOURS must be greater than 0 (it is '-1')"),
    ("CHALLENGE_TIMEOUT_MINUTES", "soon",
     "CHALLENGE_TIMEOUT_MINUTES must be a number (it is 'soon')"),
    ("DEV_GUILD_ID", "my-server", "DEV_GUILD_ID must be a whole number (it is 'my-server')"),
    ("DEFAULT_BOT_LEVEL", "hard", "DEFAULT_BOT_LEVEL must be one of easy, normal, perfect"),
])
def test_a_wrong_setting_is_one_line_naming_the_variable(
    tmp_path: Path, name: str, value: str, line: str
) -> None:
    done = cli("run", DISCORD_TOKEN="x", DATABASE_URL=sqlite_url(tmp_path / "d.db"),
               **{name: value})
    assert done.returncode == 2
    assert done.stderr.strip() == line
    assert not (tmp_path / "d.db").exists()


def test_env_file_in_the_working_directory_is_read(tmp_path: Path) -> None:
    (tmp_path / ".env").write_text(f"DATABASE_URL={sqlite_url(tmp_path / 'from-env.db')}\n")
    done = cli("migrate", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert (tmp_path / "from-env.db").exists()
    assert f"SQLite file {tmp_path / 'from-env.db'}" in done.stdout


def test_env_file_in_the_project_folder_is_read_too() -> None:
    from bot.process.settings import ENV_FILES, PROJECT_ROOT, Settings

    assert Path(__file__).resolve().parents[2] == PROJECT_ROOT
    assert (PROJECT_ROOT / "manage.py").exists()  # the folder the README's commands run in
    assert Settings.model_config["env_file"] == ENV_FILES
    assert ENV_FILES[0] == PROJECT_ROOT / ".env"


async def test_migrate_says_created_upgraded_or_current(tmp_path: Path) -> None:
    url = sqlite_url(tmp_path / "d.db")
    created = cli("migrate", DATABASE_URL=url)
    assert created.returncode == 0, created.stderr
    assert created.stdout.splitlines() == [
        f"Database: SQLite file {tmp_path / 'd.db'} (aiosqlite)",
        f"Created the database schema (revision {HEAD}).",
        f"Created a new, empty database at {tmp_path / 'd.db'}: if you expected existing data, "
        "check DATABASE_URL.",
    ]
    current = cli("migrate", DATABASE_URL=url)
    assert current.stdout.splitlines()[-1] == f"The database schema is current (revision {HEAD})."
    assert "Created a new" not in current.stdout

    old = sqlite_url(tmp_path / "old.db")
    await upgrade_async(old, "0001")
    upgraded = cli("migrate", DATABASE_URL=old)
    assert upgraded.stdout.splitlines()[-1] == (
        f"Upgraded the database schema from revision 0001 to {HEAD}."
    )


def test_verify_reports_a_missing_database_file_and_does_not_create_it(tmp_path: Path) -> None:
    db = tmp_path / "typo.db"
    done = cli("verify", DATABASE_URL=sqlite_url(db))
    assert done.returncode == 1
    assert f"There is no database file at {db}" in done.stderr
    assert not db.exists()


async def _db_with_matches(path: Path, finished: int) -> str:
    url = sqlite_url(path)
    await upgrade_async(url)
    engine = make_engine(url)
    try:
        service = MatchService(engine)
        for player in range(finished):
            await play_out(service, await started(service, challenger=100 + player))
        await started(service, challenger=500)  # one still being played
    finally:
        await engine.dispose()
    return url


async def test_verify_says_how_many_matches_it_checked(tmp_path: Path) -> None:
    url = await _db_with_matches(tmp_path / "d.db", finished=3)
    done = cli("verify", DATABASE_URL=url)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[-1] == (
        "Checked 4 matches: each equals the replay of its move log."
    )
    engine = make_engine(url)
    async with engine.begin() as conn:
        await conn.execute(update(Match).where(Match.id == 2).values(to_move=9))
    await engine.dispose()
    bad = cli("verify", DATABASE_URL=url)
    assert bad.returncode == 1
    assert "Checked 4 matches: 1 differs from its move log:" in bad.stdout
    assert "match 2: stored to_move differs from the replay" in bad.stdout


async def test_backup_writes_a_consistent_copy_and_never_overwrites(tmp_path: Path) -> None:
    url = await _db_with_matches(tmp_path / "d.db", finished=2)
    copy = tmp_path / "backups" / "monday.db"
    done = cli("backup", str(copy), DATABASE_URL=url)
    assert done.returncode == 0, done.stderr
    assert "Backed up 3 matches (" in done.stdout and str(copy) in done.stdout
    with sqlite3.connect(copy) as conn:
        assert conn.execute("PRAGMA integrity_check").fetchone() == ("ok",)
        assert conn.execute("SELECT count(*) FROM moves").fetchone()[0] == 20
    assert cli("verify", DATABASE_URL=sqlite_url(copy)).returncode == 0

    before = copy.read_bytes()
    again = cli("backup", str(copy), DATABASE_URL=url)
    assert again.returncode == 1
    assert "already exists" in again.stderr
    assert copy.read_bytes() == before


def test_backup_of_postgresql_points_at_pg_dump(tmp_path: Path) -> None:
    done = cli("backup", str(tmp_path / "x.db"),
               DATABASE_URL="postgres://postgres@127.0.0.1:5432/test")
    assert done.returncode == 1
    assert "pg_dump" in done.stderr
    assert not (tmp_path / "x.db").exists()


def test_backup_of_a_missing_database_says_so(tmp_path: Path) -> None:
    done = cli("backup", str(tmp_path / "x.db"), DATABASE_URL=sqlite_url(tmp_path / "none.db"))
    assert done.returncode == 1
    assert "There is no database file at" in done.stderr
    assert not (tmp_path / "none.db").exists() and not (tmp_path / "x.db").exists()
