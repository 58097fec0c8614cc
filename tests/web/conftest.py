"""The pages over a real database (the run's backend) seeded through the services once per
module (tests/web/seed.py), served by the real aiohttp application on a local port and read
over HTTP like a browser would."""

from __future__ import annotations

import shutil
from collections.abc import AsyncIterator
from dataclasses import dataclass
from pathlib import Path

import aiohttp
import pytest
import pytest_asyncio
from aiohttp.test_utils import TestServer

from bot.web.app import web_app
from bot.web.pseudonyms import Pseudonyms
from db.engine import make_engine
from db.migrate import upgrade_async
from db.urls import sqlite_file
from tests.fixtures.databases import BACKEND, SERVER_URL, sqlite_url
from tests.fixtures.scratch_postgres import scratch_postgres
from tests.web.seed import Seeded, seed

SECRET = b"tests-of-the-public-pages-secret"
PSEUDONYMS = Pseudonyms(SECRET)


@dataclass
class Page:
    status: int
    text: str
    headers: dict[str, str]


@dataclass
class Site:
    url: str
    seeded: Seeded
    base: str

    async def get(self, path: str, language: str | None = None, method: str = "GET") -> Page:
        headers = {"Accept-Language": language} if language else {}
        async with aiohttp.ClientSession() as http, \
                http.request(method, self.base + path, headers=headers,
                             allow_redirects=False) as answer:
            return Page(answer.status, await answer.text(), dict(answer.headers))

    def token(self, guild_id: int, user_id: int) -> str:
        return PSEUDONYMS.token(guild_id, user_id)


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def seeded_url(tmp_path_factory: pytest.TempPathFactory,
                     template_url: str) -> AsyncIterator[str]:
    """A database of the module's own, seeded once (other tests' databases are emptied
    under them on PostgreSQL; this one is not shared)."""
    if BACKEND == "sqlite":
        source = sqlite_file(template_url)
        assert source is not None
        copy = Path(tmp_path_factory.mktemp("web")) / "duels.db"
        shutil.copyfile(source, copy)
        yield sqlite_url(copy)
        return
    async with scratch_postgres(SERVER_URL, "nd_web") as url:
        await upgrade_async(url)
        yield url


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def site(seeded_url: str) -> AsyncIterator[Site]:
    engine = make_engine(seeded_url)
    seeded = await seed(engine)
    server = TestServer(web_app(engine, PSEUDONYMS, server_seconds=0.0), host="127.0.0.1")
    await server.start_server()
    try:
        yield Site(seeded_url, seeded, str(server.make_url("")).rstrip("/"))
    finally:
        await server.close()
        await engine.dispose()
