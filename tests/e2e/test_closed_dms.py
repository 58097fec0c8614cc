"""A member whose DMs are closed (the stand-in answers 403 50007, as Discord does; NOT
Discord): the bot tries once, then sends them no DM for a day (cogs/direct_messages.py,
bot/members/dms.py), while their opponents' DMs go on and the board still names them."""

from __future__ import annotations

import pytest

from bot.core.snapshots import MatchSnapshot
from bot.tournaments import store as tournament_store
from tests.fixtures.discord_world import World, eventually

pytestmark = pytest.mark.asyncio(loop_scope="module")


async def round_one(w: World, channel: int, players: list[int]) -> list[MatchSnapshot]:
    tours = w.bot.tournaments
    created = await tours.create(w.guild_id, channel, w["mod"], "swiss", "non-consecutive",
                                 options={"size": 5}, starts_in=60)
    for player in players:
        await tours.join(w.guild_id, created.id, player)
    res = await w.slash(w["mod"], "tournament start", channel)
    assert res.ephemeral, res.content
    async with w.bot.service.transaction() as conn:
        return list(await tournament_store.games(conn, created.id))


def dm_count(w: World, user_id: int) -> int:
    channel = w.api.dm_channel(user_id)
    return 0 if channel is None else len(w.api.messages(channel))


async def test_closed_dms_are_tried_once_then_left_alone_for_a_day(w: World) -> None:
    closed, open_ = w.add_member("closed-dms"), w.add_member("open-dms")
    w.api.close_dms(closed)
    for run in range(2):  # two tournaments, each with a board naming both
        channel = w.new_channel(f"dms-{run}")
        (game,) = await round_one(w, channel, [closed, open_])

        async def linked(count: int = run + 1) -> bool:
            return dm_count(w, open_) >= count

        await eventually(linked)
        board = await w.snapshot(game.id)
        assert board.message_id is not None
        assert f"<@{closed}>" in w.board(board.message_id, channel)["heading"]
    refusals = [r for r in w.api.dm_refusals if r["user_id"] == closed]
    assert len(refusals) == 1, refusals  # the second board's DM was not tried
    assert await w.bot.dms.refused([closed, open_]) == {closed}
