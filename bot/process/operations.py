"""OPS_PORT: the operations endpoints of this process and the hooks that feed its metrics
(bot/ops), wired to discord.py through its public events and the client's ``http_trace``.

:class:`Operations` lives as long as the process (the runner starts it before Discord is
reached, so /healthz answers and /readyz says why it is not ready while Discord can't be
reached); each bot object of a login attempt is :meth:`watched <Operations.watch>` in turn.

The hooks a handler calls are `bot.process.interaction_hooks` (they load none of this). The
runner imports this module only with OPS_PORT set.
"""

from __future__ import annotations

import asyncio
import logging
import math
from typing import TYPE_CHECKING, Any

import aiohttp
import discord
from sqlalchemy import text
from sqlalchemy.ext.asyncio import AsyncEngine

from bot.core.connections import reading
from bot.ops.endpoints import OpsServer, ops_app
from bot.ops.gauges import active_counts
from bot.ops.interactions import InteractionLedger
from bot.ops.loop_lag import LoopLag
from bot.ops.metrics import OpsMetrics
from bot.ops.rest_trace import rest_trace
from bot.ops.statements import time_statements
from bot.process.settings import Settings
from db.availability import describe

if TYPE_CHECKING:
    from bot.process.app import DuelsBot

log = logging.getLogger(__name__)

#: How long /readyz waits for the database to answer ``SELECT 1``.
DATABASE_PING_SECONDS = 2.0

class Operations:
    """The process's metrics, their hooks and the endpoints serving them."""

    def new_trace(self) -> aiohttp.TraceConfig:
        """A fresh REST trace for one attempt's client: aiohttp freezes a TraceConfig once a
        session used it, and the pacing trace of that attempt's bot is added to it."""
        return rest_trace(self.metrics, self.ledger)

    def __init__(self, settings: Settings, engine: AsyncEngine, port: int | None = None
                 ) -> None:
        self.metrics = OpsMetrics()
        self.ledger = InteractionLedger(self.metrics)
        self.settings = settings
        self.engine = engine
        self._servers = settings.shard_plan.slice()
        self._bot: DuelsBot | None = None
        self._ready: set[int] = set()
        self._lag = LoopLag(self.metrics, every_minute=self.ledger.sweep)
        time_statements(engine, self.metrics)
        # ``port`` 0: a free one (the tests'); else OPS_PORT.
        chosen = settings.ops_port if port is None else port
        self.server = OpsServer(ops_app(self.metrics, self.readiness, self.refresh),
                                settings.ops_host, chosen or 0)

    async def start(self) -> None:
        await self.server.start()
        self._lag.start()

    async def stop(self) -> None:
        await self._lag.stop()
        await self.server.stop()

    # ------------------------------------------------------------------ the bot
    def watch(self, bot: DuelsBot) -> None:
        """Follow ``bot`` (this login attempt's): its shards' state, its commands' ends."""
        self._bot = bot
        self._ready.clear()

        async def shard_ready(shard_id: int) -> None:
            if bot is self._bot:
                self._ready.add(shard_id)

        async def shard_gone(shard_id: int) -> None:
            if bot is self._bot:
                self._ready.discard(shard_id)

        async def command_done(interaction: discord.Interaction, command: Any) -> None:
            self.ledger.settle(interaction.id)

        bot.add_listener(shard_ready, "on_shard_ready")
        bot.add_listener(shard_ready, "on_shard_resumed")
        bot.add_listener(shard_gone, "on_shard_disconnect")
        bot.add_listener(command_done, "on_app_command_completion")

    # ------------------------------------------------------------------ the endpoints
    async def readiness(self) -> list[str]:
        """Why the process is not ready: a shard not READY, the servers not all received,
        the database not answering ([]: ready)."""
        reasons = self._discord_reasons()
        problem = await self._database_problem()
        if problem is not None:
            reasons.append(f"database: {problem}")
        return reasons

    def _discord_reasons(self) -> list[str]:
        bot = self._bot
        if bot is None or bot.is_closed():
            return ["not connected to Discord"]
        if bot.shard_count is None:
            return ["not connected to Discord yet (the shard count is not known)"]
        shards = bot.shard_ids if bot.shard_ids is not None else range(bot.shard_count)
        reasons = [f"shard {shard} is not READY" for shard in shards if shard not in self._ready]
        if not reasons and not bot.is_ready():
            reasons.append("waiting for Discord to send every server")
        return reasons

    async def _database_problem(self) -> str | None:
        try:
            async with asyncio.timeout(DATABASE_PING_SECONDS):
                async with reading(self.engine) as conn:
                    await conn.execute(text("SELECT 1"))
        except TimeoutError:
            return f"no answer within {DATABASE_PING_SECONDS:g} s"
        except Exception as error:  # whatever it is, it is the reason
            return describe(error)
        return None

    async def refresh(self) -> None:
        """The gauges: each shard's gateway latency, the active matches and tournaments."""
        self.ledger.sweep()
        bot = self._bot
        self.metrics.gateway_latency.clear()
        if bot is not None and not bot.is_closed():
            for shard, latency in bot.latencies:
                if math.isfinite(latency):
                    self.metrics.gateway_latency.labels(shard=str(shard)).set(latency)
        async with reading(self.engine, consistent=True) as conn:
            playing, running = await active_counts(conn, self._servers)
        self.metrics.active_matches.set(playing)
        self.metrics.active_tournaments.set(running)
