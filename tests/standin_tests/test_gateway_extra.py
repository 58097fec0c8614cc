"""Sharding and session invalidation against the stand-in (NOT Discord)."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator

import discord
import pytest

from tests.fixtures.boards import fields
from tests.standin import StandIn, point_discord_py_at
from tests.standin.bare_bot import PING_DEFINITION, REPLY, BareBot
from tests.standin.components_rules import IS_COMPONENTS_V2
from tests.standin.pointing import restore_discord_py

pytestmark = pytest.mark.timeout(60)


class ShardedBare(discord.AutoShardedClient):
    async def before_identify_hook(self, shard_id, *, initial=False):
        return None  # skip the 5 s pause between IDENTIFYs

    async def on_interaction(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message(f"shard {interaction.guild.shard_id}")


async def test_auto_sharded_client_gets_each_guild_on_its_shard():
    async with StandIn(token="shards", recommended_shards=2) as api:
        g0 = api.add_guild(guild_id=1000 << 22, name="even")
        g1 = api.add_guild(guild_id=1001 << 22, name="odd")
        u0 = api.add_member(g0.id, name="a")
        u1 = api.add_member(g1.id, name="b")
        api.set_commands([PING_DEFINITION])
        point_discord_py_at(api.rest_url, api.gateway_url)
        bot = ShardedBare(intents=discord.Intents.default(), guild_ready_timeout=0.05)
        task = asyncio.create_task(bot.start("shards"))
        try:
            await api.wait_until(lambda: api.identify_count == 2, timeout=15)
            await asyncio.wait_for(bot.wait_until_ready(), 15)
            assert bot.shard_count == 2
            assert {s["shard"] for s in api.dispatched if s["t"] == "READY"} == {0, 1}
            r0 = await api.slash(g0.id, g0.text_channel(), u0, "ping")
            r1 = await api.slash(g1.id, g1.text_channel(), u1, "ping")
            assert (r0.content, r1.content) == ("shard 0", "shard 1")
        finally:
            await bot.close()
            await asyncio.wait_for(task, 5)
            restore_discord_py()


async def _bare(api: StandIn) -> tuple[BareBot, asyncio.Task]:
    point_discord_py_at(api.rest_url, api.gateway_url)
    bot = BareBot(guild_ready_timeout=0.05)
    task = asyncio.create_task(bot.start(api.token))
    await api.wait_for_ready()
    return bot, task


async def test_resumable_invalid_session_resumes():
    async with StandIn() as api:
        g = api.add_guild()
        u = api.add_member(g.id, name="a")
        api.set_commands([PING_DEFINITION])
        bot, task = await _bare(api)
        try:
            await api.invalidate_session(resumable=True)
            await api.wait_until(lambda: api.resume_count == 1, timeout=10)
            assert (await api.slash(g.id, g.text_channel(), u, "ping")).content == REPLY
        finally:
            await bot.close()
            await asyncio.wait_for(task, 5)
            restore_discord_py()


@pytest.mark.slow
async def test_invalid_session_reidentifies():
    async with StandIn() as api:
        g = api.add_guild()
        u = api.add_member(g.id, name="a")
        api.set_commands([PING_DEFINITION])
        bot, task = await _bare(api)
        try:
            await api.invalidate_session(resumable=False)
            await api.wait_until(lambda: api.identify_count == 2, timeout=15)
            await api.wait_for_ready()
            assert (await api.slash(g.id, g.text_channel(), u, "ping")).content == REPLY
        finally:
            await bot.close()
            await asyncio.wait_for(task, 5)
            restore_discord_py()


async def test_member_added_later_and_unknown_things(api, world, bot):
    carol = api.add_member(world["guild"].id, name="carol")
    res = await api.slash(world["guild"].id, world["channel"], carol, "ping")
    assert res.content == "pong"
    with pytest.raises(discord.NotFound) as info:
        await bot.http.get_message(world["channel"], 12345)
    assert info.value.code == 10008
    user = await bot.fetch_user(carol)
    assert user.name == "carol"
    member = await bot.get_guild(world["guild"].id).fetch_member(carol)
    assert member.id == carol
    channel = await bot.fetch_channel(world["channel"])
    assert channel.name == "general"
    msgs = [m async for m in channel.history(limit=10)]
    assert msgs[0].content == "pong"


async def test_second_response_is_rejected(api, world, bot):
    """Discord refuses a second initial response; discord.py's own guard fires first."""
    res = await api.slash(world["guild"].id, world["channel"], world["alice"], "ping")
    raw = await bot.http._HTTPClient__session.post(  # a second callback, raw
        f"{api.rest_url}/interactions/{res.interaction_id}/{res.token}/callback",
        json={"type": 4, "data": {"content": "again"}},
    )
    assert raw.status == 400 and (await raw.json())["code"] == 40060
    assert raw.headers["Content-Type"] == "application/json"


async def test_late_first_response_is_rejected(api, world, bot):
    api.response_deadline = 0.0
    from tests.standin import LateResponse

    with pytest.raises(LateResponse):
        await api.slash(world["guild"].id, world["channel"], world["alice"], "ping")
    assert api.late_callbacks == 1


async def test_the_first_response_is_timed_when_it_reaches_the_stand_in(api, world, bot):
    """Discord times the 3 s to when the answer reaches it: what the stand-in does after
    (here 0.5 s of latency, as a busy stand-in's reading and checking would take) is not the
    bot's lateness."""
    api.response_deadline = 0.3
    api.latency = (0.5, 0.5)
    result = await api.slash(world["guild"].id, world["channel"], world["alice"], "ping")
    assert result.content and api.late_callbacks == 0
    assert api.latency_applied and min(api.latency_applied) == 0.5


@contextlib.asynccontextmanager
async def running_bare_bot(api: StandIn, **modes: bool) -> AsyncIterator[BareBot]:
    """The bare bot in ``modes`` (floor=True, board=True), connected to ``api``."""
    point_discord_py_at(api.rest_url, api.gateway_url)
    bot = BareBot(guild_ready_timeout=0.05, **modes)
    task = asyncio.create_task(bot.start(api.token))
    try:
        await api.wait_for_ready()
        yield bot
    finally:
        await bot.close()
        await asyncio.wait_for(task, 5)
        restore_discord_py()


async def test_bare_bot_floor_mode_answers_ok():
    """The CPU floor of `load.py --cpu-ratio`: /challenge posts 20 buttons, a click is
    answered with edit_message(content="ok"), any other command with an ephemeral "ok"."""
    from tests.standin.bare_bot import BUTTON_ID, FLOOR_BUTTONS, FLOOR_REPLY

    async with StandIn() as api:
        g = api.add_guild()
        u = api.add_member(g.id, name="a")
        api.set_commands([PING_DEFINITION, {**PING_DEFINITION, "name": "challenge"}])
        async with running_bare_bot(api, floor=True) as bot:
            assert bot.intents.value == discord.Intents(guilds=True).value
            board = await api.slash(g.id, g.text_channel(), u, "challenge")
            assert not board.ephemeral
            posted = api.message(g.text_channel(), board.message_id)
            assert len(api.find_buttons(posted)) == FLOOR_BUTTONS
            click = await api.click(g.id, g.text_channel(), board.message_id, u, BUTTON_ID)
            assert click.content == FLOOR_REPLY
            ping = await api.slash(g.id, g.text_channel(), u, "ping")
            assert (ping.content, ping.ephemeral) == (FLOOR_REPLY, True)


async def test_bare_bot_board_floor_sends_our_requests_without_a_game():
    """`load.py --cpu-ratio --board-floor`: the bare bot with our bot's requests and board
    payloads. /challenge posts a board (one V2 container: its text, 20 numbers, Rules and
    Resign); a click edits the clicked message with it; /claim answers ephemerally, then
    PATCHes the player's board, its content and embeds cleared as our bot's edits do."""
    challenge = {"name": "challenge", "description": "c", "type": 1, "options": [
        {"name": "opponent", "description": "who", "type": 6, "required": True}]}
    claim = {"name": "claim", "description": "c", "type": 1, "options": [
        {"name": "number", "description": "n", "type": 4, "required": True}]}
    from tests.standin.bare_bot import BUTTON_ID, FLOOR_BUTTONS

    async with StandIn() as api:
        g = api.add_guild()
        a, b = api.add_member(g.id, name="a"), api.add_member(g.id, name="b")
        channel = g.text_channel()
        api.set_commands([challenge, claim])
        async with running_bare_bot(api, board=True) as bot:
            assert bot.intents.value == discord.Intents(guilds=True).value
            posted = await api.slash(g.id, channel, a, "challenge", {"opponent": b})
            board = api.message(channel, posted.message_id)
            assert len(api.find_buttons(board)) == FLOOR_BUTTONS + 2  # numbers, Rules, Resign
            assert board["flags"] & IS_COMPONENTS_V2
            assert fields(board) and next(iter(fields(board))) == "Turn"
            click = await api.click(g.id, channel, posted.message_id, a, BUTTON_ID)
            assert click.message is not None and click.message["components"] == board[
                "components"]
            patches_before = [r for r in api.requests if r["method"] == "PATCH"]
            played = await api.slash(g.id, channel, b, "claim", {"number": 3})
            assert (played.content, played.ephemeral) == ("You played 1.", True)
            await api.wait_until(lambda: len([r for r in api.requests
                                              if r["method"] == "PATCH"]) > len(patches_before))
            patch = next(r for r in reversed(api.requests) if r["method"] == "PATCH")
            assert patch["path"].endswith(f"/messages/{posted.message_id}")
            (container,) = patch["json"]["components"]
            assert container["type"] == 17 and patch["json"]["flags"] & IS_COMPONENTS_V2
            assert patch["json"]["content"] is None and patch["json"]["embeds"] == []
