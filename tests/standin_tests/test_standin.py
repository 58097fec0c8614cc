"""End-to-end checks of the local Discord API stand-in (NOT Discord) with real discord.py."""

from __future__ import annotations

import asyncio

import discord
import pytest

from tests.standin import StandIn

pytestmark = pytest.mark.timeout(60)


async def test_login_ready_and_guild(api, world, bot):
    guild = bot.get_guild(world["guild"].id)
    assert guild is not None and guild.name == "Test Server"
    # Without the members intent discord.py caches only itself (as on Discord).
    assert guild.member_count == 4  # bot, alice, bob, otherbot
    assert guild.me is not None and guild.me.id == api.bot_user_id
    assert bot.user.id == api.bot_user_id
    assert bot.application_id == api.application_id
    assert api.identify_count == 1 and api.bot_connected
    paths = [(r["method"], r["path"]) for r in api.requests]
    assert ("GET", "/users/@me") in paths
    assert ("GET", "/oauth2/applications/@me") in paths
    assert [d["t"] for d in api.dispatched[:2]] == ["READY", "GUILD_CREATE"]
    # discord.py asked for zlib-stream and the stand-in compresses.
    assert all(c.compressor is not None for c in api._connections)


async def test_sync_builds_commands(api, world, bot):
    assert api.sync_count == 2
    names = {(c["name"], c.get("guild_id")) for c in api.commands}
    gid = str(world["guild"].id)
    assert ("ping", None) in names and ("ping", gid) in names
    cmd = api.command("challenge", world["guild"].id)
    opts = {o["name"]: o for o in cmd["options"]}
    assert opts["opponent"]["type"] == 6 and opts["size"]["max_value"] == 20
    # Fetching through discord.py goes through the stand-in too.
    fetched = await bot.tree.fetch_commands()
    assert {c.name for c in fetched} >= {"ping", "duel", "challenge"}
    assert all(c.id for c in fetched)


async def test_slash_reply(api, world, bot):
    res = await api.slash(world["guild"].id, world["channel"], world["alice"], "ping")
    assert res.type == 4 and res.content == "pong" and not res.ephemeral
    assert res.elapsed is not None and res.elapsed < 3
    stored = api.message(world["channel"], res.message_id)
    assert stored["content"] == "pong"
    assert stored["interaction_metadata"]["user"]["id"] == str(world["alice"])


async def test_ephemeral(api, world, bot):
    res = await api.slash(world["guild"].id, world["channel"], world["alice"], "secret")
    assert res.ephemeral and res.content == "shh"
    assert api.message(world["channel"], res.message_id)["flags"] & 64


async def test_deferred_followup_and_edit(api, world, bot):
    g, ch, alice = world["guild"].id, world["channel"], world["alice"]
    res = await api.slash(g, ch, alice, "slow")
    assert res.deferred and res.type == 5
    await res.settled(timeout=5)
    assert res.content == "slow done"
    # The first followup after a thinking defer replaces the loading message.
    assert res.followups[0]["id"] == str(res.message_id)
    assert not api.message(ch, res.message_id)["flags"] & 128

    res2 = await api.slash(g, ch, alice, "slow", {"edit": True})
    await res2.settled(timeout=5)
    assert res2.content == "slow edited" and res2.edits == 1


async def test_autocomplete(api, world, bot):
    choices = await api.autocomplete(
        world["guild"].id, world["channel"], world["alice"], "claim", {"number": "1"}, "number"
    )
    assert [c["value"] for c in choices][:3] == [1, 10, 11]
    assert len(choices) == 11


async def test_user_option_and_dynamic_item(api, world, bot):
    g, ch = world["guild"].id, world["channel"]
    res = await api.slash(
        g, ch, world["alice"], "challenge", {"opponent": world["otherbot"], "size": 10}
    )
    assert res.content == "alice vs otherbot (True) circle-duel 10"
    buttons = api.find_buttons(res.message)
    assert buttons == [
        {
            "custom_id": "counter:0",
            "label": "+1 (0)",
            "disabled": False,
            "style": 2,
            "url": None,
            "emoji": None,
        }
    ]
    click = await api.click(g, ch, res.message_id, world["bob"], "counter:0")
    assert click.type == 7 and click.message_id == res.message_id
    assert api.message(ch, res.message_id)["content"] == "count 1"
    assert api.find_buttons(api.message(ch, res.message_id))[0]["custom_id"] == "counter:1"


async def test_dynamic_item_on_old_message(api, world):
    """A DynamicItem works on a message the bot created before it (re)started."""
    ch = world["channel"]
    old = api._create_message(
        ch,
        {
            "content": "old board",
            "components": [
                {"type": 1, "components": [{"type": 2, "style": 2, "custom_id": "counter:41"}]}
            ],
        },
    )
    from .demobot import DemoBot

    bot = DemoBot()
    task = asyncio.create_task(bot.start(api.token))
    try:
        await api.wait_for_ready()
        await bot.tree.sync()
        res = await api.click(world["guild"].id, ch, int(old["id"]), world["alice"], "counter:41")
        assert res.content == "count 42"
        assert api.message(ch, int(old["id"]))["content"] == "count 42"
    finally:
        await bot.close()
        await asyncio.wait_for(task, 5)


async def test_plain_view_button(api, world, bot):
    g, ch = world["guild"].id, world["channel"]
    res = await api.slash(g, ch, world["alice"], "plain")
    click = await api.click(g, ch, res.message_id, world["alice"], "plain:btn")
    assert click.content == "plain clicked"
    assert api.find_buttons(api.message(ch, res.message_id))[0]["disabled"] is True
    with pytest.raises(ValueError, match="disabled"):
        await api.click(g, ch, res.message_id, world["alice"], "plain:btn")


async def test_subcommand_and_validation(api, world, bot):
    g, ch, alice = world["guild"].id, world["channel"], world["alice"]
    res = await api.slash(g, ch, alice, "duel start", {"rounds": 3})
    assert res.content == "duel start 3"
    with pytest.raises(ValueError, match="out of range"):
        await api.slash(g, ch, alice, "challenge", {"opponent": world["bob"], "size": 99})
    with pytest.raises(ValueError, match="required"):
        await api.slash(g, ch, alice, "challenge", {"size": 5})


async def test_429_is_retried(api, world, bot):
    api.faults.fail_next("PATCH /channels/", status=429, retry_after=0.05)
    await api.slash(world["guild"].id, world["channel"], world["alice"], "board")
    await api.wait_until(lambda: bot.edited or bot.errors, timeout=5)
    assert not bot.errors
    msgs = [m["content"] for m in api.messages(world["channel"])]
    assert "board v2" in msgs
    patches = [r["status"] for r in api.requests if r["method"] == "PATCH"]
    assert patches == [429, 200]


async def test_server_error_surfaces(api, world, bot):
    api.faults.fail_next("PATCH /channels/", status=503)
    await api.slash(world["guild"].id, world["channel"], world["alice"], "board")
    await api.wait_until(lambda: bot.edited or bot.errors, timeout=5)
    assert len(bot.errors) == 1
    assert isinstance(bot.errors[0], discord.HTTPException)
    assert bot.errors[0].status == 503
    assert "board v1" in [m["content"] for m in api.messages(world["channel"])]


@pytest.mark.slow
async def test_single_500_is_retried_by_discord_py(api, world, bot):
    api.faults.fail_next("PATCH /channels/", status=500)
    await api.slash(world["guild"].id, world["channel"], world["alice"], "board")
    await api.wait_until(lambda: bot.edited or bot.errors, timeout=5)
    assert not bot.errors and bot.edited


async def test_gateway_disconnect_resumes(api, world, bot):
    await api.disconnect_gateway(code=4000)
    assert not api.bot_connected
    # An interaction sent while the bot is away is buffered and replayed on RESUME.
    pending = asyncio.create_task(
        api.slash(world["guild"].id, world["channel"], world["alice"], "ping")
    )
    await asyncio.wait_for(bot.resumed.wait(), 10)
    assert api.resume_count == 1 and api.identify_count == 1
    assert (await pending).content == "pong"
    res = await api.slash(world["guild"].id, world["channel"], world["alice"], "ping")
    assert res.content == "pong"


async def test_op7_reconnect(api, world, bot):
    await api.request_reconnect()
    await asyncio.wait_for(bot.resumed.wait(), 10)
    assert api.resume_count == 1 and api.identify_count == 1
    res = await api.slash(world["guild"].id, world["channel"], world["alice"], "ping")
    assert res.content == "pong"


async def test_wrong_token_login_failure(api):
    client = discord.Client(intents=discord.Intents.default())
    try:
        with pytest.raises(discord.LoginFailure):
            await client.login("not-the-token")
    finally:
        await client.close()
    assert api.requests[-1]["status"] == 401


async def test_env_for_bot_and_text_frames():
    async with StandIn(token="t", gateway_compression=False) as api:
        env = api.env_for_bot()
        assert env["DISCORD_TOKEN"] == "t"
        assert env["DISCORD_API_URL"].endswith("/api/v10")
        assert env["DISCORD_GATEWAY_URL"].startswith("ws://127.0.0.1:")


async def test_modal(api, world, bot):
    g, ch, alice = world["guild"].id, world["channel"], world["alice"]
    res = await api.slash(g, ch, alice, "feedback")
    assert res.type == 9 and res.modal["custom_id"] == "fb:modal"
    done = await api.submit_modal(g, ch, alice, "fb:modal", {"fb:text": "nice"})
    assert done.content == "thanks: nice" and done.ephemeral
