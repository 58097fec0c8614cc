"""The stand-in (NOT Discord) with a bot in a separate process, restarts, and load."""

from __future__ import annotations

import asyncio
import os
import sys
from pathlib import Path

import pytest

from tests.fixtures.discord_world import eventually
from tests.standin import StandIn
from tests.standin.bare_bot import (
    BUTTON_ID,
    CLICKED,
    FLOOR_BUTTONS,
    FLOOR_REPLY,
    PING_DEFINITION,
    REPLY,
    BareBot,
)
from tests.standin.messages import walk_components

ROOT = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.timeout(120)

CHALLENGE = {
    "name": "challenge",
    "description": "x",
    "type": 1,
    "options": [
        {"name": "opponent", "description": "x", "type": 6, "required": True},
        {"name": "size", "description": "x", "type": 4, "required": False},
    ],
}


async def _spawn(api: StandIn, **env_overrides: str) -> asyncio.subprocess.Process:
    env = {**os.environ, **api.env_for_bot(), "PYTHONPATH": str(ROOT), **env_overrides}
    return await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "tests.standin.bare_bot",
        env=env,
        cwd=str(ROOT),
        stdout=asyncio.subprocess.DEVNULL,
        stderr=asyncio.subprocess.PIPE,
    )


async def _stop(proc: asyncio.subprocess.Process) -> bytes:
    if proc.returncode is None:
        proc.terminate()
    try:
        _, err = await asyncio.wait_for(proc.communicate(), 10)
        assert proc.returncode == 0, err  # SIGTERM is a clean shutdown
    except TimeoutError:
        proc.kill()
        _, err = await proc.communicate()
    return err or b""


async def test_bare_bot_subprocess_and_restart():
    async with StandIn(token="sub-token") as api:
        guild = api.add_guild(name="Sub")
        ch = guild.text_channel("general")
        alice = api.add_member(guild.id, name="alice")
        bob = api.add_member(guild.id, name="bob")
        api.set_commands([PING_DEFINITION, CHALLENGE])

        proc = await _spawn(api)
        try:
            await api.wait_for_ready(timeout=30)
            res = await api.slash(guild.id, ch, alice, "challenge", {"opponent": bob, "size": 3})
            assert res.content == REPLY
            assert api.find_buttons(res.message)[0]["custom_id"] == "bare:click"
        finally:
            err = await _stop(proc)
        await api.wait_until(lambda: not api.bot_connected, timeout=10)

        # A new process IDENTIFYs again; old messages stay clickable.
        proc = await _spawn(api)
        try:
            await api.wait_for_ready(timeout=30)
            assert api.identify_count == 2
            click = await api.click(guild.id, ch, res.message_id, bob, "bare:click")
            assert click.content.startswith(CLICKED)
            assert api.message(ch, res.message_id)["content"].startswith(CLICKED)
        finally:
            err += await _stop(proc)
        assert b"Traceback" not in err, err.decode()


async def test_wrong_token_subprocess_exits():
    async with StandIn(token="right") as api:
        proc = await _spawn(api, DISCORD_TOKEN="wrong")
        _, err = await asyncio.wait_for(proc.communicate(), 30)
        assert proc.returncode != 0
        assert b"LoginFailure" in err


async def test_many_concurrent_interactions_in_process():
    async with StandIn(token="load") as api:
        guild = api.add_guild()
        ch = guild.text_channel("general")
        users = [api.add_member(guild.id, name=f"u{i}") for i in range(50)]
        api.set_commands([PING_DEFINITION])
        from tests.standin import point_discord_py_at
        from tests.standin.pointing import restore_discord_py

        point_discord_py_at(api.rest_url, api.gateway_url)
        bot = BareBot(guild_ready_timeout=0.05)
        task = asyncio.create_task(bot.start("load"))
        try:
            await api.wait_for_ready()
            # Enough to interleave every step; few enough that each still gets its answer
            # within Discord's 3 s on a busy two-core machine (speed: benchmarks/load.py).
            n = 100
            results = await asyncio.gather(
                *(api.slash(guild.id, ch, users[i % 50], "ping") for i in range(n))
            )
            clicks = await asyncio.gather(
                *(
                    api.click(guild.id, ch, r.message_id, users[0], "bare:click")
                    for r in results[:50]
                )
            )
            assert all(r.content == REPLY for r in results)
            assert all(c.content.startswith(CLICKED) for c in clicks)
            assert len({r.interaction_id for r in results}) == n
            assert len(api.messages(ch)) == n
        finally:
            await bot.close()
            await asyncio.wait_for(task, 5)
            restore_discord_py()


CLAIM = {"name": "claim", "description": "x", "type": 1,
         "options": [{"name": "number", "description": "x", "type": 4, "required": True}]}


def _buttons(components: list[dict]) -> list[dict]:
    """The buttons at any depth (in action rows, or a V2 container's rows)."""
    return [c for c in walk_components(components) if c.get("type") == 2]


@pytest.mark.parametrize("mode", ["floor", "board"])
async def test_the_floors_answer_as_our_bot_does_and_store_no_view(mode: str):
    """The floors of `load.py --cpu-ratio`: their message drawn once and sent as our bot
    sends its boards, a stopped view (discord.py stores none, so no click is dispatched to
    one, which would cost a task per click that our bot does not spend)."""
    async with StandIn(token="floor") as api:
        guild = api.add_guild()
        ch = guild.text_channel("general")
        alice, bob = api.add_member(guild.id, name="alice"), api.add_member(guild.id, name="bob")
        api.set_commands([CHALLENGE, CLAIM])
        from tests.standin import point_discord_py_at
        from tests.standin.pointing import restore_discord_py

        point_discord_py_at(api.rest_url, api.gateway_url)
        bot = BareBot(floor=mode == "floor", board=mode == "board", guild_ready_timeout=0.05)
        task = asyncio.create_task(bot.start("floor"))
        try:
            await api.wait_for_ready()
            posted = await api.slash(guild.id, ch, alice, "challenge", {"opponent": bob})
            numbers = [b for b in _buttons(posted.components) if b["label"].isdigit()]
            assert len(numbers) == FLOOR_BUTTONS
            first = await api.click(guild.id, ch, posted.message_id, bob, BUTTON_ID)
            again = await api.click(guild.id, ch, posted.message_id, alice, BUTTON_ID)
            if mode == "board":
                assert posted.message is not None and posted.message["flags"] & (1 << 15)
                assert first.components == again.components == posted.components
                claim = await api.slash(guild.id, ch, alice, "claim", {"number": 1})
                assert claim.ephemeral
                edited = api.message(ch, posted.message_id)["edited_timestamp"]

                async def board_edited() -> bool:  # then the board is edited with the bot token
                    return api.message(ch, posted.message_id)["edited_timestamp"] != edited

                await eventually(board_edited, within=5)
                assert api.message(ch, posted.message_id)["components"] == posted.components
            else:
                assert first.content == again.content == FLOOR_REPLY
            assert bot.persistent_views == []
        finally:
            await bot.close()
            await asyncio.wait_for(task, 5)
            restore_discord_py()
