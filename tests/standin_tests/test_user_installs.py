"""User installs in the local Discord API stand-in (NOT Discord): commands and clicks from a
guild the bot is not in, from DMs and group DMs between users, and from a channel that
denies Use External Apps; and no GUILD_CREATE for a bot without the GUILDS intent."""

from __future__ import annotations

import asyncio
import contextlib

import discord
import pytest

from tests.standin.installs import USE_EXTERNAL_APPS

from .demobot import DemoBot

pytestmark = pytest.mark.timeout(60)


def _dispatched(api, result) -> dict:
    """The INTERACTION_CREATE payload an InteractionResult answered."""
    return next(d["d"] for d in reversed(api.dispatched)
                if d["t"] == "INTERACTION_CREATE" and d["d"]["id"] == str(result.interaction_id))


def _missing_access(bot: DemoBot) -> list[int]:
    return [e.code for e in bot.errors if isinstance(e, discord.Forbidden)]


async def _answered(result) -> list[str]:
    """What the user saw: the reply (edited), then the followup."""
    followups = await result.wait_followups(1)
    result.refresh()
    return [result.content, followups[0]["content"]]


async def test_a_user_install_in_a_guild_without_the_bot(api, world, bot):
    elsewhere = api.add_guild(name="Elsewhere", bot_member=False)
    carol = api.add_member(elsewhere.id, "carol")
    ch = elsewhere.text_channel("general")
    assert bot.get_guild(elsewhere.id) is None  # no GUILD_CREATE, not in READY
    res = await api.slash(elsewhere.id, ch, carol, "anywhere")
    sent = _dispatched(api, res)
    assert sent["context"] == 0 and sent["authorizing_integration_owners"] == {"1": str(carol)}
    assert int(sent["app_permissions"]) & USE_EXTERNAL_APPS
    assert res.content == "anywhere user=True apps=True" and not res.ephemeral
    assert await _answered(res) == ["anywhere edited", "anywhere followup"]
    await api.wait_until(lambda: bool(bot.errors))
    assert _missing_access(bot) == [50001]  # the bot token may not post there
    assert not any(d["t"] == "MESSAGE_CREATE" and d["d"]["channel_id"] == str(ch)
                   for d in api.dispatched)
    with pytest.raises(PermissionError, match="integration_types"):
        await api.slash(elsewhere.id, ch, carol, "ping")  # guild installs only
    with pytest.raises(ValueError, match="only a user install"):
        await api.slash(elsewhere.id, ch, carol, "anywhere", install="guild")


async def test_a_user_install_in_dms_and_group_dms_between_users(api, world, bot):
    alice, bob = world["alice"], world["bob"]
    carol = api.add_user("carol")
    dm = api.add_private_channel([alice, bob])
    group = api.add_private_channel([alice, bob, carol], name="friends")
    assert (api.channels[dm]["type"], api.channels[group]["type"]) == (1, 3)
    for channel in (dm, group):
        bot.errors.clear()
        res = await api.slash(None, channel, alice, "anywhere")
        sent = _dispatched(api, res)
        assert sent["context"] == 2 and sent["authorizing_integration_owners"] == {
            "1": str(alice)}
        assert "member" not in sent and sent["user"]["id"] == str(alice)
        assert await _answered(res) == ["anywhere edited", "anywhere followup"]
        await api.wait_until(lambda: bool(bot.errors))
        assert _missing_access(bot) == [50001]
    with pytest.raises(ValueError, match="not in private channel"):
        await api.slash(None, dm, carol, "anywhere")


async def test_a_channel_that_denies_external_apps_forces_replies_ephemeral(api, world, bot):
    elsewhere = api.add_guild(name="Strict", bot_member=False)
    dave = api.add_member(elsewhere.id, "dave")
    ch = elsewhere.text_channel("general")
    api.deny_external_apps(ch)
    res = await api.slash(elsewhere.id, ch, dave, "anywhere")
    assert not int(_dispatched(api, res)["app_permissions"]) & USE_EXTERNAL_APPS
    assert res.content == "anywhere user=True apps=False"  # the bot can tell
    assert res.ephemeral  # the bot asked for a public reply; Discord made it ephemeral
    followups = await res.wait_followups(1)
    assert followups[0]["flags"] & 64
    # The same member in a guild with the bot: its own install, public replies.
    guild_res = await api.slash(world["guild"].id, world["channel"], world["alice"], "anywhere")
    assert not guild_res.ephemeral
    assert _dispatched(api, guild_res)["authorizing_integration_owners"] == {
        "0": str(world["guild"].id)}


async def test_a_click_through_a_user_install(api, world, bot):
    elsewhere = api.add_guild(name="Elsewhere", bot_member=False)
    erin = api.add_member(elsewhere.id, "erin")
    ch = elsewhere.text_channel("general")
    res = await api.slash(elsewhere.id, ch, erin, "v2", {"how": "ok"})
    clicked = await api.click(elsewhere.id, ch, res.message_id, erin, "v2:edit")
    assert _dispatched(api, clicked)["authorizing_integration_owners"] == {"1": str(erin)}
    assert clicked.type == 7


async def test_no_guild_create_without_the_guilds_intent(api, world):
    bot = DemoBot(intents=discord.Intents.none())
    task = asyncio.create_task(bot.start(api.token))
    try:
        await api.wait_for_ready()
        await bot.wait_until_ready()
        api.add_guild(name="Later")
        ready = next(d["d"] for d in api.dispatched if d["t"] == "READY")
        assert [g["id"] for g in ready["guilds"]] == [str(world["guild"].id)]
        assert not [d for d in api.dispatched if d["t"] in ("GUILD_CREATE", "CHANNEL_CREATE")]
        await bot.tree.sync()
        res = await api.slash(world["guild"].id, world["channel"], world["alice"], "ping")
        assert res.content == "pong"  # guilds then arrive only through interactions
    finally:
        await bot.close()
        with contextlib.suppress(Exception, asyncio.CancelledError):
            await asyncio.wait_for(task, 5)
