"""A raw gateway client for tests of the local Discord API stand-in (NOT Discord).

``RawShard`` is one websocket that IDENTIFYs (optionally with ``shard: [id, count]``) and
keeps every frame it receives, with the close code: what one connection of one bot
process would get, without discord.py in between.

    async with RawShard(api, [0, 2]) as conn:
        await api.wait_until(lambda: api.connected_shards == {0})
        conn.received("GUILD_CREATE")
"""

from __future__ import annotations

import asyncio
import json
from typing import TYPE_CHECKING, Any

import aiohttp

if TYPE_CHECKING:
    from .server import StandIn


class RawShard:
    """One gateway connection that IDENTIFYs with ``shard`` and collects what it gets."""

    def __init__(self, api: StandIn, shard: list[int] | None) -> None:
        self.api = api
        self.shard = shard
        self.events: list[dict[str, Any]] = []
        self.close_code: int | None = None

    async def __aenter__(self) -> RawShard:
        self.session = aiohttp.ClientSession()
        self.ws = await self.session.ws_connect(self.api.gateway_url + "?v=10&encoding=json")
        hello = await self.ws.receive_json()
        assert hello["op"] == 10
        identify: dict[str, Any] = {"token": self.api.token, "intents": 1, "properties": {}}
        if self.shard is not None:
            identify["shard"] = self.shard
        await self.ws.send_json({"op": 2, "d": identify})
        self.reader = asyncio.create_task(self._read())
        return self

    async def _read(self) -> None:
        async for msg in self.ws:
            if msg.type is aiohttp.WSMsgType.TEXT:
                self.events.append(json.loads(msg.data))
        self.close_code = self.ws.close_code

    async def closed_with(self) -> int | None:
        await asyncio.wait_for(self.reader, 5)
        return self.close_code

    def received(self, event: str) -> list[dict[str, Any]]:
        return [e["d"] for e in self.events if e.get("t") == event]

    async def __aexit__(self, *exc: object) -> None:
        await self.ws.close()
        self.reader.cancel()
        await asyncio.gather(self.reader, return_exceptions=True)
        await self.session.close()
