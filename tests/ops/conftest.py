"""A bot process as the runner starts it with OPS_PORT: its database, its operations
endpoints (on a free port) and the bot, connected to the local Discord stand-in (NOT
Discord), one per module. What /healthz and /readyz answered before the bot connected is
kept (``before``): a module-wide bot can't be caught before it connects later."""

from __future__ import annotations

from collections.abc import AsyncIterator
from dataclasses import dataclass, field

import aiohttp
import pytest
import pytest_asyncio
from prometheus_client.parser import text_string_to_metric_families

from bot.process.database import open_database
from bot.process.operations import Operations
from tests.fixtures.discord_world import TOKEN, World, make_settings, start_bot, stop_bot
from tests.standin.server import StandIn

#: A sample of /metrics: (name, its labels sorted) -> value.
Samples = dict[tuple[str, tuple[tuple[str, str], ...]], float]


async def fetch(port: int, path: str) -> tuple[int, str]:
    async with aiohttp.ClientSession() as session, \
            session.get(f"http://127.0.0.1:{port}{path}") as answer:
        return answer.status, await answer.text()


def parse(page: str) -> Samples:
    """/metrics read by prometheus_client's own parser."""
    return {(sample.name, tuple(sorted(sample.labels.items()))): sample.value
            for family in text_string_to_metric_families(page) for sample in family.samples}


@dataclass
class Observed:
    world: World
    operations: Operations
    #: /healthz and /readyz (status, body) before the bot connected.
    before: dict[str, tuple[int, str]] = field(default_factory=dict)

    async def get(self, path: str) -> tuple[int, str]:
        return await fetch(self.operations.server.port, path)

    async def scrape(self) -> Samples:
        status, page = await self.get("/metrics")
        assert status == 200
        return parse(page)


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def observed(tmp_path_factory: pytest.TempPathFactory) -> AsyncIterator[Observed]:
    tmp = tmp_path_factory.mktemp("ops")
    # Heartbeats every 0.3 s: the gateway latency is known within a second.
    async with StandIn(token=TOKEN, heartbeat_interval=300) as api:
        guild = api.add_guild(name="Test Server")
        channel = guild.text_channel("general")
        users = {name: api.add_member(guild.id, name) for name in ("alice", "bob", "carol")}
        settings = make_settings(api, f"sqlite+aiosqlite:///{tmp / 'duels.db'}",
                                 command_hash_dir=str(tmp), ops_port=9)
        database = await open_database(settings)
        operations = Operations(settings, database.engine, port=0)  # a free port, not OPS_PORT's
        await operations.start()
        try:
            before = {path: await fetch(operations.server.port, path)
                      for path in ("/healthz", "/readyz")}
            bot, task = await start_bot(api, settings, database=database,
                                        operations=operations)
            try:
                yield Observed(World(api, bot, settings.database_url, guild.id, channel,
                                     users, task), operations, before)
            finally:
                await stop_bot(bot, task)
        finally:
            await operations.stop()
            await database.close()
