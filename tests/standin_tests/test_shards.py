"""Shards on the stand-in (NOT Discord): the session start limit, IDENTIFY's shard checked
with Discord's close codes, and each connection getting only its own guilds.

Raw gateway clients (tests/standin/raw_gateway.py) play the bot's processes here, so each
check sees exactly the frames one connection receives.
"""

from __future__ import annotations

import asyncio
from typing import Any

import aiohttp
import pytest

from tests.standin import StandIn
from tests.standin.raw_gateway import RawShard

pytestmark = pytest.mark.timeout(60)
TOKEN = "stand-in-token"


async def test_gateway_bot_serves_the_shard_count_and_session_start_limit() -> None:
    headers = {"Authorization": f"Bot {TOKEN}"}
    async with StandIn(token=TOKEN, recommended_shards=4, max_concurrency=2) as api, \
            aiohttp.ClientSession() as http, \
            http.get(api.rest_url + "/gateway/bot", headers=headers) as res:
        body = await res.json()
    assert body["shards"] == 4
    assert body["session_start_limit"]["max_concurrency"] == 2
    assert body["session_start_limit"]["remaining"] == body["session_start_limit"]["total"]


@pytest.mark.parametrize("shard", [[2, 2], [0, 0], [-1, 2], ["0", 2], [1]])
async def test_a_shard_out_of_range_is_closed_with_4010(shard: list[Any]) -> None:
    async with StandIn(token=TOKEN) as api, RawShard(api, shard) as conn:
        assert await conn.closed_with() == 4010
        assert api.identify_count == 0 and api.refused_identifies[0]["code"] == 4010


async def test_a_shard_count_unlike_the_connected_sessions_is_closed_with_4010() -> None:
    async with StandIn(token=TOKEN) as api, RawShard(api, [0, 2]) as first:
        await api.wait_until(lambda: api.connected_shards == {0})
        async with RawShard(api, [1, 3]) as wrong:
            assert await wrong.closed_with() == 4010
        assert first.close_code is None and api.connected_shards == {0}


async def test_too_many_guilds_for_one_session_is_closed_with_4011() -> None:
    async with StandIn(token=TOKEN, max_guilds_per_shard=2) as api:
        for shard in (0, 0, 1, 1):
            api.add_guild(shard=(shard, 2))
        async with RawShard(api, None) as unsharded:
            assert await unsharded.closed_with() == 4011
        async with RawShard(api, [0, 2]) as zero, RawShard(api, [1, 2]) as one:
            await api.wait_until(lambda: api.connected_shards == {0, 1})
            assert zero.close_code is None and one.close_code is None


async def test_each_connection_gets_only_its_own_guilds_and_interactions() -> None:
    async with StandIn(token=TOKEN) as api:
        guilds = {shard: api.add_guild(name=f"on {shard}", shard=(shard, 3)) for shard in range(3)}
        assert all((g.id >> 22) % 3 == shard for shard, g in guilds.items())
        api.set_commands([{"name": "ping", "description": "ping", "type": 1}])
        async with RawShard(api, [0, 3]) as zero, RawShard(api, [2, 3]) as two:
            await api.wait_until(lambda: api.connected_shards == {0, 2})
            await api.wait_until(lambda: len(zero.received("GUILD_CREATE")) == 1
                                 and len(two.received("GUILD_CREATE")) == 1)
            assert [g["id"] for g in zero.received("GUILD_CREATE")] == [str(guilds[0].id)]
            assert [g["id"] for g in two.received("GUILD_CREATE")] == [str(guilds[2].id)]
            assert zero.received("READY")[0]["shard"] == [0, 3]
            user = api.add_member(guilds[2].id, name="someone")
            sent = asyncio.create_task(api.slash(guilds[2].id, guilds[2].text_channel(), user,
                                                 "ping", timeout=0.5))
            await api.wait_until(lambda: bool(two.received("INTERACTION_CREATE")))
            assert not zero.received("INTERACTION_CREATE")
            with pytest.raises(TimeoutError):  # nobody answers: these are raw sockets
                await sent


async def test_identifies_of_one_bucket_within_5_s_are_listed_as_bursts() -> None:
    async with StandIn(token=TOKEN, max_concurrency=2) as api:
        async with RawShard(api, [0, 4]), RawShard(api, [1, 4]), RawShard(api, [2, 4]):
            await api.wait_until(lambda: api.identify_count == 3)
        # 0 and 1 are in buckets 0 and 1: fine together; 2 is in bucket 0 with 0.
        assert [(a["shard"], b["shard"]) for a, b in api.identify_bursts()] == [(0, 2)]
        assert api.identify_bursts(window=0.0) == []


async def test_a_server_is_served_only_while_its_shards_connection_is_up() -> None:
    """`serves`: the server's own shard is connected, not just some shard; a session whose
    connection is gone (a process that ended) serves nobody, as Discord's would."""
    async with StandIn(token=TOKEN) as api:
        one = api.add_guild(name="on 1", shard=(1, 2))
        async with RawShard(api, [0, 2]):
            await api.wait_until(lambda: api.connected_shards == {0})
            assert api.bot_connected and not api.serves(one.id)
            async with RawShard(api, [1, 2]):
                await api.wait_until(lambda: api.serves(one.id))
            await api.wait_until(lambda: not api.serves(one.id))
            assert api.bot_connected  # shard 0 is still up
