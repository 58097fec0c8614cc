"""Finding a game (issue 31): an open challenge anyone here may accept, and the challenger
told of every answer (accepted, declined, expired) by a new message that mentions them,
via the stand-in (NOT Discord; who is notified is read from each request's
``allowed_mentions``: tests/fixtures/mentions.py)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

import pytest
import pytest_asyncio

from bot.core.snapshots import OPEN_SEAT, MatchStatus
from tests.fixtures.boards import answered
from tests.fixtures.discord_world import World, eventually, match_id_of, world
from tests.fixtures.mentions import notified

pytestmark = pytest.mark.asyncio(loop_scope="module")


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def fast(tmp_path_factory: pytest.TempPathFactory) -> AsyncIterator[World]:
    """Challenges expire after 1.2 s; deadlines checked every 0.2 s."""
    async with world(tmp_path_factory.mktemp("finding"),
                     challenge_timeout_minutes=0.02) as shared:
        yield shared


def _posted(w: World, start: int, channel: int) -> list[dict[str, Any]]:
    """The new messages the bot posted in ``channel`` with its token since request
    ``start`` (not interaction answers), as sent."""
    return [r["json"] for r in w.api.requests[start:]
            if r["method"] == "POST" and r["path"] == f"/channels/{channel}/messages"
            and isinstance(r.get("json"), dict)]


async def _notice(w: World, start: int, channel: int, words: str) -> dict[str, Any]:
    """The one new message containing ``words`` posted in ``channel`` since ``start``."""
    def found() -> list[dict[str, Any]]:
        return [m for m in _posted(w, start, channel) if words in str(m.get("content"))]

    async def there() -> bool:
        return bool(found())

    await eventually(there)
    [notice] = found()
    return notice


async def _open_challenge(w: World, user: int, channel: int, **options: Any
                          ) -> tuple[int, int]:
    res = await w.slash(user, "challenge", channel, game="circle-duel", **options)
    assert not res.ephemeral, res.content
    assert res.message_id is not None
    match_id = match_id_of(answered(res))
    await w.pointed_at(match_id, res.message_id)
    return match_id, res.message_id


async def test_an_open_challenge_is_accepted_by_a_third_member(w: World) -> None:
    ch = w.new_channel("open-accepted")
    alice, carol = w["alice"], w["carol"]
    helper = w.api.add_member(w.guild_id, "helper-bot", bot=True)
    start = len(w.api.requests)
    match_id, mid = await _open_challenge(w, alice, ch, first="me")
    assert w.board(mid, ch)["heading"] == f"Anyone here can accept <@{alice}>'s challenge!"
    assert f"<@{alice}> challenges anyone here to **Number Circle Duel**" in (
        w.board(mid, ch)["description"])
    assert "Anyone here can accept: click **Accept** to play." in w.board(mid, ch)["description"]
    assert w.fields(mid, ch)["Players"] == f"<@{alice}> moves first, whoever accepts second."
    assert set(w.buttons(mid, ch)) == {"Accept", "Cancel", "Rules"}  # nobody in particular declines
    assert not any(notified(body) for body in _posted(w, start, ch))  # pings nobody
    pending = await w.snapshot(match_id)
    assert (pending.status, pending.opponent_id) == (MatchStatus.PENDING, OPEN_SEAT)

    refusals = [
        (alice, "You can't accept your own challenge; wait for someone here to accept it "
                "(or cancel it)."),
        (helper, "A bot can't accept a challenge; open challenges are for members."),
    ]
    for user, sentence in refusals:
        refused = await w.click(mid, user, f"nd:accept:{match_id}", channel=ch)
        assert refused.ephemeral and refused.content == sentence
        assert await w.snapshot(match_id) == pending  # nothing changed

    start = len(w.api.requests)
    accepted = await w.click(mid, carol, f"nd:accept:{match_id}", channel=ch)
    assert accepted.type == 7 and not accepted.ephemeral
    snap = await w.snapshot(match_id)
    assert (snap.status, snap.opponent_id, snap.player_ids) == (
        MatchStatus.ACTIVE, carol, (alice, carol))
    assert w.board(mid, ch)["heading"] is None  # the call above is gone
    assert w.fields(mid, ch)["Turn"].startswith(f"<@{alice}> to move")
    assert w.playable(mid, ch)  # the board is live
    notice = await _notice(w, start, ch, "accepted your challenge")
    assert notice["content"].startswith(
        f"<@{alice}>, <@{carol}> accepted your challenge: the game is on! You move first.")
    assert f"/channels/{w.guild_id}/{ch}/{mid}" in notice["content"]  # the board's link
    assert notified(notice) == {alice}  # the challenger only


async def test_a_challenge_accepted_tells_who_moves_first(w: World) -> None:
    ch = w.new_channel("named-accepted")
    alice, bob = w["alice"], w["bob"]
    res, match_id = await w.challenge(alice, bob, "non-consecutive", channel=ch,
                                      first="them")
    assert res.message_id is not None
    await w.pointed_at(match_id, res.message_id)
    start = len(w.api.requests)
    await w.click(res.message_id, bob, f"nd:accept:{match_id}", channel=ch)
    notice = await _notice(w, start, ch, "accepted your challenge")
    assert notice["content"].startswith(
        f"<@{alice}>, <@{bob}> accepted your challenge: the game is on! <@{bob}> moves first.")
    assert notified(notice) == {alice}


async def test_a_declined_challenge_is_told_to_the_challenger(w: World) -> None:
    ch = w.new_channel("named-declined")
    alice, bob = w["alice"], w["bob"]
    res, match_id = await w.challenge(alice, bob, "circle-duel", channel=ch)
    assert res.message_id is not None
    await w.pointed_at(match_id, res.message_id)
    start = len(w.api.requests)
    done = await w.click(res.message_id, bob, f"nd:decline:{match_id}", channel=ch)
    assert done.type == 7
    notice = await _notice(w, start, ch, "declined your challenge")
    assert notice["content"] == f"<@{alice}>, <@{bob}> declined your challenge."
    assert notified(notice) == {alice}


async def test_a_cancelled_open_challenge_tells_nobody(w: World) -> None:
    ch = w.new_channel("open-cancelled")
    alice = w["alice"]
    match_id, mid = await _open_challenge(w, alice, ch)
    refused = await w.click(mid, w["bob"], f"nd:cancel:{match_id}", channel=ch)
    assert refused.ephemeral and refused.content == (
        "Only the challenger can cancel this challenge; accept it to play.")
    start = len(w.api.requests)
    done = await w.click(mid, alice, f"nd:cancel:{match_id}", channel=ch)
    assert done.type == 7
    assert w.board(mid, ch)["description"] == f"<@{alice}> cancelled the open challenge."
    assert (await w.snapshot(match_id)).status is MatchStatus.CANCELLED
    assert _posted(w, start, ch) == []  # the challenger did it: nothing to tell


async def test_an_open_challenge_expires(fast: World) -> None:
    ch = fast.new_channel("open-expiry")
    alice = fast["alice"]
    start = len(fast.api.requests)
    match_id, mid = await _open_challenge(fast, alice, ch)

    async def expired() -> bool:
        return (await fast.snapshot(match_id)).status is MatchStatus.EXPIRED

    await eventually(expired)

    async def redrawn() -> bool:
        return fast.buttons(mid, ch) == {}

    await eventually(redrawn)
    assert fast.board(mid, ch)["description"] == (
        "This open challenge expired: nobody accepted it in time.")
    notice = await _notice(fast, start, ch, "expired")
    assert notice["content"] == (
        f"<@{alice}>, your open challenge expired: nobody accepted it in time.")
    assert notified(notice) == {alice}


async def test_an_expired_challenge_is_told_to_the_challenger(fast: World) -> None:
    ch = fast.new_channel("named-expiry")
    alice, bob = fast["alice"], fast["bob"]
    start = len(fast.api.requests)
    _, match_id = await fast.challenge(alice, bob, "circle-duel", channel=ch)
    notice = await _notice(fast, start, ch, "expired")
    assert notice["content"] == (
        f"<@{alice}>, your challenge to <@{bob}> expired: they didn't answer in time.")
    assert notified(notice) == {alice}
    assert (await fast.snapshot(match_id)).status is MatchStatus.EXPIRED
