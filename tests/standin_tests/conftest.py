from __future__ import annotations

import asyncio
import contextlib

import pytest

from tests.standin import StandIn, point_discord_py_at
from tests.standin.pointing import restore_discord_py

from .demobot import DemoBot

TOKEN = "stand-in-token"


@pytest.fixture
async def api():
    async with StandIn(token=TOKEN) as api:
        point_discord_py_at(api.rest_url, api.gateway_url)
        try:
            yield api
        finally:
            restore_discord_py()


@pytest.fixture
def world(api):
    guild = api.add_guild(name="Test Server")
    alice = api.add_member(guild.id, name="alice")
    bob = api.add_member(guild.id, name="bob")
    other = api.add_member(guild.id, name="otherbot", bot=True)
    return {
        "guild": guild,
        "channel": guild.text_channel("general"),
        "alice": alice,
        "bob": bob,
        "otherbot": other,
    }


@pytest.fixture
async def bot(api, world):
    bot = DemoBot()
    task = asyncio.create_task(bot.start(TOKEN))
    try:
        async with asyncio.timeout(15):
            await api.wait_for_ready()
            await bot.wait_until_ready()
        await bot.tree.sync()
        guild = bot.get_guild(world["guild"].id)
        bot.tree.copy_global_to(guild=guild)
        await bot.tree.sync(guild=guild)
        yield bot
    finally:
        await bot.close()
        with contextlib.suppress(Exception, asyncio.CancelledError):
            await asyncio.wait_for(task, 5)
