"""The clock outside a server the bot is in (cogs.anywhere; docs/rules.md, decision 25),
through the local Discord API stand-in (NOT Discord): no deadline loop can post or edit
there, so a turn that ran out is applied on the next interaction with its match, a click or
/claim, and nothing tries the bot's token. (A module of its own: each module's stand-in is
the one discord.py points at.)"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from datetime import UTC, datetime

import pytest
import pytest_asyncio

from bot.core.snapshots import EndReason, MatchStatus
from tests.e2e.test_anywhere import (
    Anywhere,
    World,
    _build,
    bot_token_requests,
    click,
    forbidden,
    ids_on,
    playable,
    said,
    slash,
    snapshot,
    started,
)
from tests.fixtures.discord_world import eventually, world

pytestmark = [pytest.mark.asyncio(loop_scope="module"), pytest.mark.timeout(120)]


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def fast(tmp_path_factory: pytest.TempPathFactory) -> AsyncIterator[Anywhere]:
    """Turns of 1.8 s, deadlines looked at every 0.2 s; a player is called back at once."""
    async with world(tmp_path_factory.mktemp("anywhere-fast"), turn_timeout_hours=0.0005,
                     turn_ping_idle_seconds=0) as shared:
        yield _build(shared)


async def test_a_turn_that_ran_out_counts_on_the_next_click(fast: Anywhere) -> None:
    w, place = fast.w, fast.dm
    alice, bob = w["alice"], w["bob"]
    start = len(w.api.requests)
    board, match_id = await started(w, place, alice, bob, "non-consecutive", size=9, first="me")
    await click(w, place, board, alice, f"nd:play:{match_id}:1")
    await click(w, place, board, bob, f"nd:play:{match_id}:5")  # alice sits on her turn
    # Called back by DM (nothing can be posted in the DM between them).
    link = f"https://discord.com/channels/@me/{place.channel}/{board}"
    await w.api.wait_until(lambda: said("turn-ping", member=f"<@{alice}>", match=match_id,
                                        link=link) in dm_texts(w, alice), timeout=5)
    await asyncio.sleep(2.5)  # past the deadline: the deadline loop leaves it alone
    snap = await snapshot(w, match_id)
    assert snap.status is MatchStatus.ACTIVE and snap.deadline is not None
    clicked = await click(w, place, board, bob, f"nd:play:{match_id}:9")  # anything
    assert clicked.type == 7  # the board, as the deadline left it
    told = await clicked.wait_followups(1)
    assert told[0]["content"] == said("anywhere-ran-out", member=f"<@{alice}>")
    assert told[0]["flags"] & 64
    snap = await snapshot(w, match_id)
    assert (snap.status, snap.end_reason, snap.winner_id) == (
        MatchStatus.FINISHED, EndReason.TIMEOUT, bob)
    assert not playable(w, place, board, match_id)
    assert f"nd:rematch:{match_id}" in ids_on(w, place, board)
    lost = said("turn-lost-on-time", loser=f"<@{alice}>", winner=f"<@{bob}>",
                match=match_id, link=link)
    await w.api.wait_until(lambda: lost in dm_texts(w, alice) and lost in dm_texts(w, bob),
                           timeout=5)
    assert bot_token_requests(w, place, start) == [] and forbidden(w) == []


async def test_a_claim_on_a_turn_that_ran_out_says_so(fast: Anywhere) -> None:
    w, place = fast.w, fast.elsewhere
    alice, bob = w["alice"], w["bob"]
    board, match_id = await started(w, place, alice, bob, "circle-duel", first="me")
    await eventually(lambda: _past(w, match_id), within=5)
    claimed = await slash(w, place, alice, "claim", number=1)
    assert claimed.ephemeral  # she had not moved yet: the match is aborted
    assert claimed.content == said("anywhere-ran-out", member=f"<@{alice}>")
    snap = await snapshot(w, match_id)
    assert (snap.status, snap.end_reason) == (MatchStatus.ABORTED, EndReason.TIMEOUT)
    await w.api.wait_until(lambda: not playable(w, place, board, match_id), timeout=5)


def dm_texts(w: World, user: int) -> list[str]:
    """What the bot sent ``user`` in their DM with it."""
    channel = w.api.dm_channel(user)
    return [] if channel is None else [m.get("content") or "" for m in w.api.messages(channel)]


async def _past(w: World, match_id: int) -> bool:
    deadline = (await snapshot(w, match_id)).deadline
    return deadline is not None and deadline < datetime.now(UTC)


async def test_games_settles_a_turn_that_ran_out(fast: Anywhere) -> None:
    w, place = fast.w, fast.group
    alice, carol = w["alice"], w["carol"]
    board, match_id = await started(w, place, carol, alice, "number-capture", size=6, first="me")
    await click(w, place, board, carol, f"nd:play:{match_id}:1")
    await click(w, place, board, alice, f"nd:play:{match_id}:6")
    await eventually(lambda: _past(w, match_id), within=5)
    listed = await slash(w, fast.dm, alice, "games")  # from anywhere outside a server
    assert listed.ephemeral and f"#{match_id}" not in str(listed.embeds), listed.embeds
    snap = await snapshot(w, match_id)
    assert (snap.status, snap.end_reason, snap.winner_id) == (
        MatchStatus.FINISHED, EndReason.TIMEOUT, alice)
    # Its board shows it (edited through the last click, whose token still lives).
    await w.api.wait_until(lambda: not playable(w, place, board, match_id), timeout=5)
