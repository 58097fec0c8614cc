"""A refusal stays private whatever the timing (issue 30). After a public "thinking…" defer,
Discord turns the first followup into an edit of the loading message and ignores its
ephemeral flag (docs: "Create Followup Message"; the stand-in, NOT Discord, does the same):
so a refusal that comes after the deferral must not be that followup. The stand-in sends the
interactions 2 s old, so the bot defers at once (cogs.messages.wait_before_deferring) and
every refusal below comes after a public deferral."""

from __future__ import annotations

import pytest

from tests.fixtures.boards import is_v2
from tests.fixtures.discord_world import World
from tests.standin.results import InteractionResult
from tests.standin.store import EPHEMERAL

pytestmark = pytest.mark.asyncio(loop_scope="module")


def public_messages(w: World, channel: int) -> list[dict]:
    return [m for m in w.api.messages(channel) if not m.get("flags", 0) & EPHEMERAL]


async def late(w: World, user: int, name: str, channel: int, **options: object
               ) -> InteractionResult:
    """/name, arriving 2 s after Discord created it: the bot defers at once."""
    w.api.interaction_age = 2.0
    try:
        res = await w.api.slash(w.guild_id, channel, user, name, options)
        await res.wait_followups(1)
    finally:
        w.api.interaction_age = 0.0
    return res


async def test_a_refused_challenge_after_a_public_deferral_stays_private(w: World) -> None:
    channel = w.new_channel("late-refusal")
    first, match_id = await w.challenge(w["alice"], w["bob"], "circle-duel", channel=channel)
    assert match_id, first.content
    before = public_messages(w, channel)
    # alice's challenge to bob is open here: the service refuses a second one (after reading
    # the channel's matches, so after the deferral).
    res = await late(w, w["alice"], "challenge", channel, opponent=w["carol"],
                     game="circle-duel")
    assert res.deferred  # "thinking…" for everyone first
    (refusal,) = res.followups
    assert refusal["flags"] & EPHEMERAL, refusal
    assert "still open here" in refusal["content"], refusal["content"]
    # Nothing of it stays in the channel for everyone: the loading message is gone too.
    assert public_messages(w, channel) == before


async def test_a_refusal_of_board_after_a_public_deferral_stays_private(w: World) -> None:
    channel = w.new_channel("late-board")
    res = await late(w, w["bob"], "board", channel)
    (refusal,) = res.followups
    assert refusal["flags"] & EPHEMERAL and "/challenge" in refusal["content"], refusal
    assert public_messages(w, channel) == []


async def test_a_late_answer_that_is_public_replaces_the_loading_message(w: World) -> None:
    channel = w.new_channel("late-public")
    res = await late(w, w["carol"], "challenge", channel, opponent=w["bob"],
                     game="circle-duel")
    (board,) = res.followups
    assert not board["flags"] & EPHEMERAL and is_v2(board) and board["components"]
    assert [m["id"] for m in public_messages(w, channel)] == [board["id"]]


async def test_config_and_notify_are_answered_in_time_when_the_database_is_slow(
        w: World) -> None:
    """/config and /notify answer through the same guard: deferred (privately) once 2 s
    have gone, so the answer still comes as a followup."""
    channel = w.new_channel("late-config")
    conf = await late(w, w["mod"], "config turn-timeout", channel, hours=48)
    assert conf.deferred and conf.followups[0]["flags"] & EPHEMERAL
    assert "48" in conf.followups[0]["content"]
    notify = await late(w, w["alice"], "notify", channel, tournaments=False)
    assert notify.deferred and notify.followups[0]["flags"] & EPHEMERAL
    await w.bot.tournaments.notify(w["alice"], True)
    await w.bot.service.config.reset(w.guild_id, w["mod"], "turn_timeout")
    assert public_messages(w, channel) == []
