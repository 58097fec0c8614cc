"""Which tests a PostgreSQL run repeats: those that may touch a database; the ones that use
none (tests/fixtures/databases.py, ``NO_DATABASE_HERE``) run on the SQLite run only."""

from __future__ import annotations

import subprocess
import sys

from tests.fixtures.databases import PG_ENV
from tests.fixtures.processes import ROOT, clean_env

#: A server URL for collecting only: collecting connects to no database.
SOME_SERVER = "postgresql+asyncpg://postgres@127.0.0.1:1/none"


def collected(*paths: str, server: str | None = None) -> tuple[set[str], str]:
    """The test ids pytest collects under ``paths`` on SQLite, or on PostgreSQL at
    ``server``; and its last line."""
    env = clean_env()
    env.pop(PG_ENV, None)
    if server is not None:
        env[PG_ENV] = server
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "--collect-only", "-q", "-p", "no:cacheprovider",
         *paths], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    lines = done.stdout.strip().splitlines()
    return {line for line in lines if "::" in line}, lines[-1]


def test_a_postgresql_run_leaves_out_only_the_tests_that_use_no_database() -> None:
    paths = ("tests/docs", "tests/i18n/test_parsed.py", "tests/db/test_urls.py")
    on_sqlite, _ = collected(*paths)
    on_postgresql, last = collected(*paths, server=SOME_SERVER)

    left_out = on_sqlite - on_postgresql
    assert on_postgresql <= on_sqlite
    assert left_out and f"{len(left_out)} deselected" in last
    # tests/docs reads no database, except where the removal statements run on one.
    removal = "tests/docs/test_data_removal.py::"
    assert f"{removal}test_a_servers_statements_leave_nothing_of_it_and_all_of_the_others" \
        in on_postgresql
    assert f"{removal}test_every_table_of_a_server_is_named" in left_out  # reads the code
    assert {t for t in on_sqlite if t.startswith("tests/docs/test_docs.py::")} <= left_out
    assert {t for t in on_sqlite if t.startswith("tests/i18n/")} <= left_out
    # Outside those folders everything runs on both.
    urls = {t for t in on_sqlite if t.startswith("tests/db/")}
    assert urls and urls <= on_postgresql
