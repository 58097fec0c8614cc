"""The local Discord API stand-in's (NOT Discord) latency setting, and its movable clock:
edits of messages older than an hour (30046 as a 429) and interaction tokens that expire."""

from __future__ import annotations

import asyncio
import contextlib
import time

import discord
import pytest

from tests.standin import StandIn, point_discord_py_at
from tests.standin.pointing import restore_discord_py
from tests.standin.rate_limits import OLD_EDITS, OldMessageEdits
from tests.standin.store import snowflake_time

from .demobot import DemoBot

pytestmark = pytest.mark.timeout(60)


async def test_latency_delays_every_request_of_a_real_discord_py_flow():
    async with StandIn(latency=(0.05, 0.15), latency_seed=7) as api:
        guild = api.add_guild()
        channel_id = guild.text_channel("general")
        point_discord_py_at(api.rest_url, api.gateway_url)
        bot = DemoBot()
        task = asyncio.create_task(bot.start(api.token))
        try:
            await api.wait_for_ready()
            await bot.wait_until_ready()
            channel = bot.get_channel(channel_id)
            started = time.perf_counter()
            await channel.send("slow network")
            took = time.perf_counter() - started
        finally:
            await bot.close()
            with contextlib.suppress(Exception, asyncio.CancelledError):
                await asyncio.wait_for(task, 5)
            restore_discord_py()
    # Every request of the flow (login, application info, the message) waited.
    assert len(api.latency_applied) == len(api.requests) >= 3
    assert all(0.05 <= d <= 0.15 for d in api.latency_applied)
    assert took >= api.latency_applied[-1] >= 0.05
    assert len(set(api.latency_applied)) > 1  # uniform, not one fixed delay


async def test_no_latency_by_default(api, world, bot):
    await bot.get_channel(world["channel"]).send("quick")
    assert api.latency is None and api.latency_applied == []


async def test_the_clock_moves_snowflakes_and_timestamps(api, world):
    before = api._ids.next()
    api.clock.advance(7200)
    after = api._ids.next()
    assert snowflake_time(after) - snowflake_time(before) >= 7200
    with pytest.raises(ValueError):
        api.clock.advance(-1)


async def test_editing_a_message_older_than_an_hour_is_30046_without_retry_after(
        api, world, bot):
    channel = bot.get_channel(world["channel"])
    old = await channel.send("posted long ago")
    api.clock.advance(3601)
    with pytest.raises(KeyError, match="retry_after"):  # what discord.py 2.7 does with it
        await old.edit(content="too late")
    assert api.message(world["channel"], old.id)["content"] == "posted long ago"
    ((refusal,),) = [api.rate_limited]
    assert refusal["code"] == OLD_EDITS and refusal["retry_after"] is None
    assert api.invalid_requests[-1]["status"] == 429
    fresh = await channel.send("posted now")
    await fresh.edit(content="edited in time")  # a message younger than an hour is fine
    assert api.message(world["channel"], fresh.id)["content"] == "edited in time"


async def test_30046_with_retry_after_is_retried_then_raised(api, world, bot):
    api.old_message_edits = OldMessageEdits(retry_after=0.01)
    old = await bot.get_channel(world["channel"]).send("posted long ago")
    api.clock.advance(3601)
    with pytest.raises(discord.HTTPException) as raised:
        await old.edit(content="too late")
    assert raised.value.status == 429 and raised.value.code == OLD_EDITS
    assert len(api.rate_limited) == 5  # discord.py tried five times
    assert all(r["retry_after"] == 0.01 for r in api.rate_limited)


async def test_interaction_tokens_expire_after_15_minutes_by_the_clock(api, world, bot):
    g, ch = world["guild"].id, world["channel"]
    await api.slash(g, ch, world["alice"], "keep")
    (interaction,) = bot.kept
    await interaction.edit_original_response(content="still valid")
    assert api.message(ch, (await interaction.original_response()).id)["content"] == "still valid"
    api.clock.advance(15 * 60 + 1)
    with pytest.raises(discord.HTTPException) as raised:
        await interaction.edit_original_response(content="too late")
    assert raised.value.status == 401 and raised.value.code == 50027
