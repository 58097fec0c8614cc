"""What the local Discord API stand-in (NOT Discord) refuses as Discord does: DMs to a member
who closed them (403 50007, counted as an invalid request) and a rejected bot token (401 at
login, 4004 on the gateway)."""

from __future__ import annotations

import asyncio
import contextlib

import discord
import pytest

from tests.standin import StandIn, point_discord_py_at
from tests.standin.pointing import restore_discord_py
from tests.standin.raw_gateway import RawShard

from .demobot import DemoBot

pytestmark = pytest.mark.timeout(60)


async def test_a_member_with_closed_dms_gets_the_channel_but_not_the_message(api, world, bot):
    api.close_dms(world["bob"])
    bob = await bot.fetch_user(world["bob"])
    with pytest.raises(discord.Forbidden) as refused:
        await bob.send("your match starts")
    assert refused.value.code == 50007
    assert refused.value.text == "Cannot send messages to this user"
    channel = api.dm_channel(world["bob"])
    assert channel is not None and api.messages(channel) == []  # the DM channel was made
    assert [r["user_id"] for r in api.dm_refusals] == [world["bob"]]
    assert api.invalid_request_count() == 1
    assert api.invalid_requests[0]["code"] == 50007
    alice = await bot.fetch_user(world["alice"])
    await alice.send("open DMs still work")
    assert api.messages(api.dm_channel(world["alice"]))[0]["content"] == "open DMs still work"


async def test_a_rejected_token_fails_login_with_401():
    async with StandIn(reject_token=True) as api:
        api.add_guild()
        point_discord_py_at(api.rest_url, api.gateway_url)
        try:
            with pytest.raises(discord.LoginFailure):
                await DemoBot().login(api.token)
        finally:
            restore_discord_py()
        assert [(r["path"], r["status"]) for r in api.invalid_requests] == [("/users/@me", 401)]
        async with RawShard(api, None) as conn:
            closed = await conn.closed_with()
        assert closed == 4004


async def test_rejecting_the_token_later_closes_the_gateway_with_4004(api, world):
    bot = DemoBot()
    task = asyncio.create_task(bot.start(api.token))
    try:
        await api.wait_for_ready()
        await api.reject_bot_token()
        with pytest.raises(discord.ConnectionClosed) as closed:
            await asyncio.wait_for(task, 10)
        assert closed.value.code == 4004
        assert not api.bot_connected
    finally:
        await bot.close()
        with contextlib.suppress(Exception, asyncio.CancelledError):
            await asyncio.wait_for(task, 5)
