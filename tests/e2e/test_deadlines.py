"""Deadlines: unanswered challenges expire, idle turns are lost on time (short timeouts)."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest
import pytest_asyncio

from bot.core.snapshots import EndReason, MatchStatus
from tests.fixtures.discord_world import World, eventually, world

pytestmark = pytest.mark.asyncio(loop_scope="module")


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def fast(tmp_path_factory: pytest.TempPathFactory) -> AsyncIterator[World]:
    """Challenges expire after 1.2 s and turns after 1.8 s; deadlines checked every 0.2 s."""
    async with world(tmp_path_factory.mktemp("deadlines"), challenge_timeout_minutes=0.02,
                     turn_timeout_hours=0.0005) as shared:
        yield shared


async def test_unanswered_challenge_expires(fast: World) -> None:
    ch = fast.new_channel("expiry")
    res, match_id = await fast.challenge(fast["alice"], fast["bob"], "circle-duel", channel=ch)
    assert "Expires" in fast.fields(res.message_id, ch)

    async def expired() -> bool:
        return (await fast.snapshot(match_id)).status is MatchStatus.EXPIRED

    await eventually(expired)
    async def redrawn() -> bool:
        return fast.buttons(res.message_id, ch) == {}

    await eventually(redrawn)
    assert "expired" in fast.board(res.message_id, ch)["description"]


async def test_idle_turn_is_lost_on_time(fast: World) -> None:
    ch = fast.new_channel("timeout")
    alice, bob = fast["alice"], fast["bob"]
    match_id, mid = await fast.start_match(alice, bob, "non-consecutive", channel=ch,
                                           first="me")
    await fast.play(mid, alice, match_id, 10, channel=ch)
    await fast.play(mid, bob, match_id, 1, channel=ch)
    await fast.play(mid, alice, match_id, 15, channel=ch)  # bob now sits on his turn

    async def finished() -> bool:
        return (await fast.snapshot(match_id)).status is MatchStatus.FINISHED

    await eventually(finished)
    snap = await fast.snapshot(match_id)
    assert (snap.winner_id, snap.end_reason) == (alice, EndReason.TIMEOUT)
    async def shown() -> bool:
        return "Result" in fast.fields(mid, ch)

    await eventually(shown)
    assert f"<@{bob}> ran out of time" in fast.fields(mid, ch)["Result"]
    assert "Rematch" in fast.buttons(mid, ch)


async def test_a_timeout_before_both_have_moved_aborts(fast: World) -> None:
    ch = fast.new_channel("abort-timeout")
    alice, bob = fast["alice"], fast["bob"]
    match_id, mid = await fast.start_match(alice, bob, "non-consecutive", channel=ch,
                                           first="me")
    await fast.play(mid, alice, match_id, 10, channel=ch)  # bob never moves

    async def aborted() -> bool:
        return (await fast.snapshot(match_id)).status is MatchStatus.ABORTED

    await eventually(aborted)
    snap = await fast.snapshot(match_id)
    assert (snap.winner_id, snap.end_reason, snap.ended_by) == (None, EndReason.TIMEOUT, bob)

    async def shown() -> bool:
        return "Result" in fast.fields(mid, ch)

    await eventually(shown)
    assert fast.fields(mid, ch)["Result"] == (
        f"Aborted: <@{bob}> ran out of time before both players had moved, so this match "
        "doesn't count.")
    assert "Rematch" in fast.buttons(mid, ch)


async def test_board_edit_that_failed_is_redrawn_on_a_later_pass(fast: World) -> None:
    ch = fast.new_channel("redraw")
    alice, bob = fast["alice"], fast["bob"]
    match_id, mid = await fast.start_match(alice, bob, "circle-duel", channel=ch, first="me")
    await fast.play(mid, alice, match_id, 4, channel=ch)
    route = f"PATCH /channels/{ch}/messages/{mid}"
    fast.api.faults.fail_next(route, status=503)  # the loop's edit after the timeout fails

    async def shown() -> bool:
        return "Result" in fast.fields(mid, ch)

    await eventually(shown)
    failed = [r for r in fast.api.requests
              if r["method"] == "PATCH" and r["path"].endswith(f"/channels/{ch}/messages/{mid}")
              and r["status"] == 503]
    assert len(failed) == 1  # the first edit really failed; a later pass redrew the board
    assert f"<@{bob}> ran out of time" in fast.fields(mid, ch)["Result"]
    assert fast.playable(mid, ch) == []


async def test_a_timeout_in_a_series_loses_the_game_and_posts_the_next_board(
        fast: World) -> None:
    ch = fast.new_channel("series-timeout")
    alice, bob = fast["alice"], fast["bob"]
    match_id, mid = await fast.start_match(alice, bob, "non-consecutive", channel=ch,
                                           first="me", **{"best-of": 3})
    await fast.play(mid, alice, match_id, 10, channel=ch)
    await fast.play(mid, bob, match_id, 1, channel=ch)  # alice now sits on her turn
    found: list[int] = []

    async def next_posted() -> bool:
        following = await fast.bot.service.following_game(await fast.snapshot(match_id))
        if following is None or following.message_id is None:
            return False
        found.append(following.message_id)
        return True

    await eventually(next_posted)
    ended = await fast.snapshot(match_id)
    assert (ended.winner_id, ended.end_reason) == (bob, EndReason.TIMEOUT)
    fields = fast.fields(found[-1], ch)
    assert fields["Series"] == f"Game 2 · best of 3 · <@{alice}> 0–1 <@{bob}>."
    assert fields["Turn"].startswith(f"<@{bob}> to move")


async def test_the_loop_draws_in_the_servers_language(fast: World) -> None:
    """No member speaks to the deadline loop: the board it redraws is in the server's
    language (Russian here), though both members' Discord speaks English."""
    from dataclasses import replace

    server = fast.api.add_guild(name="Сервер", locale="ru")
    users = {name: fast.api.add_member(server.id, name) for name in ("alice", "bob")}
    there = replace(fast, guild_id=server.id, channel_id=server.text_channel("general"),
                    users=users)
    res, match_id = await there.challenge(users["alice"], users["bob"], "circle-duel")
    assert "Истекает" in there.fields(res.message_id)

    async def redrawn() -> bool:
        return there.buttons(res.message_id) == {}

    await eventually(redrawn)
    assert (await there.snapshot(match_id)).status is MatchStatus.EXPIRED
    assert there.board(res.message_id)["description"] == (
        f"Этот вызов истёк: ответа от <@{users['bob']}> вовремя не пришло.")
