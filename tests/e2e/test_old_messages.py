"""Messages over an hour old (issue 30): Discord caps their edits with error 30046, answered
as a 429, with or without ``retry_after`` (discord.py 2.7 raises KeyError on the second). The
stand-in (NOT Discord) answers so once its clock is moved on; the bot posts the board or the
live table afresh and retires the old message with a link (deleted when that edit is refused
too), and nothing escapes as an unexpected error."""

from __future__ import annotations

import logging
from datetime import timedelta

import pytest

from bot.tournaments import store as tournament_store
from bot.tournaments.snapshots import TournamentUpdate
from cogs.tournament_posts import show_table
from tests.fixtures.boards import title_of
from tests.fixtures.discord_world import World, eventually
from tests.standin.rate_limits import OLD_EDITS, OldMessageEdits

pytestmark = pytest.mark.asyncio(loop_scope="module")

HOURS_LATER = 2 * 3600


def boards_of(w: World, channel: int, match_id: int) -> list[dict]:
    return [m for m in w.api.messages(channel) if title_of(m).endswith(f"#{match_id}")]


def refused_old_edits(w: World) -> list[dict]:
    return [r for r in w.api.rate_limited if r.get("code") == OLD_EDITS]


@pytest.mark.parametrize("retry_after", [None, 0.01], ids=["no-retry-after", "retry-after"])
async def test_an_old_board_is_posted_afresh_when_discord_refuses_its_edit(
        w: World, caplog: pytest.LogCaptureFixture, retry_after: float | None) -> None:
    channel = w.new_channel(f"old-board-{retry_after}")
    match_id, old = await w.start_match(w["alice"], w["bob"], "circle-duel", channel=channel,
                                        first="me")
    w.api.old_message_edits = OldMessageEdits(retry_after=retry_after)
    w.api.clock.advance(HOURS_LATER)  # the board is two hours old for Discord now
    refused_before = len(refused_old_edits(w))
    with caplog.at_level(logging.INFO):
        claimed = await w.slash(w["alice"], "claim", channel, number=1)
        assert claimed.ephemeral and "1" in (claimed.content or ""), claimed.content

        async def moved() -> bool:
            return (await w.snapshot(match_id)).message_id != old

        await eventually(moved, within=10)
    assert len(refused_old_edits(w)) > refused_before  # Discord did refuse the edit
    current = await w.snapshot(match_id)
    (board,) = [m for m in boards_of(w, channel, match_id) if int(m["id"]) != old]
    assert int(board["id"]) == current.message_id
    assert current.state.numbers == (1,) and 1 not in w.playable(int(board["id"]), channel)
    # The old board takes no clicks any more: a link to the new one, or gone.

    async def retired() -> bool:
        leftover = [m for m in boards_of(w, channel, match_id) if int(m["id"]) == old]
        return not leftover or not w.api.find_buttons(leftover[0])

    await eventually(retired)
    assert not [r for r in caplog.records
                if r.levelno >= logging.ERROR or "KeyError" in r.getMessage()]


async def test_an_old_live_table_is_posted_afresh_and_the_next_edits_follow_it(
        w: World) -> None:
    channel = w.new_channel("old-table")
    a, b = w.add_member("tab-a"), w.add_member("tab-b")
    tours = w.bot.tournaments
    created = await tours.create(w.guild_id, channel, w["mod"], "swiss", "non-consecutive",
                                 options={"size": 3}, starts_in=60)
    for player in (a, b):
        await tours.join(w.guild_id, created.id, player)
    # The service created it without a sign-up message: give it one, posted by the bot.
    first = await w.bot.get_partial_messageable(channel).send(content="sign-up")
    await tours.set_signup_message(created.id, first.id)
    w.api.old_message_edits = OldMessageEdits(retry_after=None)
    w.api.clock.advance(HOURS_LATER)
    started = await w.slash(w["mod"], "tournament start", channel)
    assert started.ephemeral

    async def table_moved() -> bool:
        return (await tours.get(w.guild_id, created.id)).signup_message_id != first.id

    await eventually(table_moved, within=10)
    now_at = (await tours.get(w.guild_id, created.id)).signup_message_id
    assert now_at is not None
    table = w.message(now_at, channel)
    assert "standings" in table["embeds"][0]["title"]
    # The old message is retired (a link) or deleted; it no longer says "sign-up" alone.
    old = [m for m in w.api.messages(channel) if int(m["id"]) == first.id]
    assert not old or f"{now_at}" in str(old[0]["embeds"])
    # Game 1 ends: the table is edited where it is now, not where it was.
    async with w.bot.service.transaction() as conn:
        (game,) = await tournament_store.games(conn, created.id)
    edits_before = len([r for r in w.api.requests
                        if r["method"] == "PATCH" and r["path"].endswith(f"/{now_at}")])
    resigned = await w.slash(game.player1_id, "resign", channel, series=True)
    assert resigned.ephemeral, resigned.content  # the pairing, and so the tournament, is over

    async def edited_there() -> bool:
        return len([r for r in w.api.requests if r["method"] == "PATCH"
                    and r["path"].endswith(f"/{now_at}")]) > edits_before

    await eventually(edited_there, within=10)


async def test_a_table_near_an_hour_old_is_posted_afresh_before_its_next_edit(
        w: World) -> None:
    """Before the cap: at TABLE_REPOST_AGE the table moves while the old message may still
    be edited, so it becomes a link (no refusal from Discord at all)."""
    channel = w.new_channel("aging-table")
    tours = w.bot.tournaments
    created = await tours.create(w.guild_id, channel, w["mod"], "swiss", "non-consecutive",
                                 options={"size": 3}, starts_in=60)
    for name in ("age-a", "age-b"):
        await tours.join(w.guild_id, created.id, w.add_member(name))
    first = await w.bot.get_partial_messageable(channel).send(content="sign-up")
    await tours.set_signup_message(created.id, first.id)
    cog = w.bot.get_cog("Tournaments")
    tables = cog.tables  # type: ignore[attr-defined]
    real_clock = tables.clock
    # 55 minutes on, by Discord's clock (the stand-in's, which earlier tests moved on).
    ahead = timedelta(seconds=w.api.clock.offset, minutes=55)
    tables.clock = lambda: real_clock() + ahead
    refused_before = len(refused_old_edits(w))
    try:
        await w.slash(w["mod"], "tournament start", channel)

        async def table_moved() -> bool:
            return (await tours.get(w.guild_id, created.id)).signup_message_id != first.id

        await eventually(table_moved, within=10)
    finally:
        tables.clock = real_clock
    now_at = (await tours.get(w.guild_id, created.id)).signup_message_id
    old = w.message(first.id, channel)
    assert f"{now_at}" in str(old["embeds"]) and "moved" in str(old["embeds"])
    assert len(refused_old_edits(w)) == refused_before


async def test_a_change_of_the_table_is_one_edit_of_its_message(w: World) -> None:
    """A young table is edited once per change (no second edit of the same content)."""
    channel = w.new_channel("one-edit-table")
    tours = w.bot.tournaments
    created = await tours.create(w.guild_id, channel, w["mod"], "swiss", "non-consecutive",
                                 options={"size": 3}, starts_in=60)
    await tours.join(w.guild_id, created.id, w.add_member("edit-a"))
    first = await w.bot.get_partial_messageable(channel).send(content="sign-up")
    await tours.set_signup_message(created.id, first.id)

    def edits() -> int:
        return len([r for r in w.api.requests
                    if r["method"] == "PATCH" and r["path"].endswith(f"/{first.id}")])

    before = edits()
    update = TournamentUpdate(await tours.get(w.guild_id, created.id), new_matches=(),
                              standings=None, finished=False)
    assert await show_table(w.bot, update) == first.id
    assert edits() == before + 1
    assert "standings" in w.message(first.id, channel)["embeds"][0]["title"]
