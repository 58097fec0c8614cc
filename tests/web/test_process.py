"""`python3 manage.py bot web` as a host runs it (`python -m bot web`, its own process): it
serves the pages of the database the bot writes, stops on SIGTERM with 0, and refuses with
one line what it can't serve: no database yet, a schema older than the code, a taken port,
a wrong setting."""

from __future__ import annotations

import asyncio
import signal
import socket
from pathlib import Path

import aiohttp
import pytest

from db.engine import make_engine
from db.migrate import upgrade_async
from tests.fixtures.databases import sqlite_url
from tests.fixtures.processes import BotRun, ReservedPort, cli, refused_port
from tests.web.seed import G, seed

pytestmark = pytest.mark.timeout(120)


async def get(port: int, path: str) -> tuple[int, str]:
    async with aiohttp.ClientSession() as http, \
            http.get(f"http://127.0.0.1:{port}{path}") as answer:
        return answer.status, await answer.text()


async def test_it_serves_the_bots_database_and_stops_on_sigterm(tmp_path: Path) -> None:
    url = sqlite_url(tmp_path / "duels.db")
    await upgrade_async(url)
    engine = make_engine(url)
    try:
        seeded = await seed(engine)
    finally:
        await engine.dispose()
    port = ReservedPort().release()  # the web process binds it
    web = BotRun(tmp_path / "web.log", "web", DATABASE_URL=url, WEB_PORT=str(port),
                 WEB_BASE_URL="https://duels.example.org")
    try:
        text = await web.wait_for("Public pages on", within=60)
        assert f"http://127.0.0.1:{port}" in text and "https://duels.example.org" in text
        status, page = await get(port, f"/s/{G}/")
        assert status == 200 and "Leaderboard" in page
        match = seeded.matches["rated"][1]
        assert (await get(port, f"/s/{G}/m/{match.id}?move=1"))[0] == 200
        assert (await get(port, "/s/1/"))[0] == 404
        # No WEB_SECRET: the key was made beside the database, for the bot to read too.
        assert (tmp_path / "web-secret").stat().st_mode & 0o077 == 0
        code, _ = await web.stop(signal.SIGTERM)
        assert code == 0
        assert "Traceback" not in web.text()
    finally:
        web.kill()


def test_no_database_yet_is_said_in_one_line(tmp_path: Path) -> None:
    done = cli("web", DATABASE_URL=sqlite_url(tmp_path / "none.db"), WEB_PORT=str(refused_port()))
    assert done.returncode == 1
    assert f"No database at {tmp_path / 'none.db'}" in done.stderr
    assert not (tmp_path / "none.db").exists()  # the pages never create one


async def test_a_schema_older_than_the_code_is_said(tmp_path: Path) -> None:
    url = sqlite_url(tmp_path / "old.db")
    await upgrade_async(url, "0009")
    done = await asyncio.to_thread(cli, "web", DATABASE_URL=url, WEB_PORT=str(refused_port()))
    assert done.returncode == 1
    assert "The database is at revision 0009" in done.stderr
    assert "python3 manage.py bot migrate" in done.stderr


async def test_a_taken_port_and_a_wrong_address_are_said(tmp_path: Path) -> None:
    url = sqlite_url(tmp_path / "duels.db")
    await upgrade_async(url)
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        done = await asyncio.to_thread(cli, "web", DATABASE_URL=url, WEB_PORT=str(port),
                                       WEB_SECRET="a-secret-of-sixteen-bytes")
    assert done.returncode == 1
    assert f"Cannot serve the pages on 127.0.0.1:{port}" in done.stderr
    assert "Traceback" not in done.stderr
    wrong = await asyncio.to_thread(cli, "web", DATABASE_URL=url, WEB_BASE_URL="duels.org")
    assert wrong.returncode == 2 and "WEB_BASE_URL must be an http://" in wrong.stderr
