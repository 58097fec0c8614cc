"""bot.members.dms on both backends: a member whose DM Discord refused (50007) gets none
tried for a day, whatever server asks; the other members' DMs go on; their tournament-DM
setting is kept."""

from __future__ import annotations

from datetime import timedelta

from sqlalchemy.ext.asyncio import AsyncEngine

from bot.members.dms import REFUSAL_MEMORY, DirectMessages
from bot.tournaments.service import TournamentService


async def test_a_refusal_is_remembered_for_a_day(engine: AsyncEngine, clock) -> None:
    dms = DirectMessages(engine, clock)
    assert await dms.refused([10, 11]) == set()
    await dms.note_refused(10)
    assert await dms.refused([10, 11]) == {10}
    assert await dms.refused([]) == set()
    clock.advance(REFUSAL_MEMORY - timedelta(seconds=1))
    assert await dms.refused([10]) == {10}
    clock.advance(seconds=1)
    assert await dms.refused([10]) == set()  # a day on, the next DM is tried again
    await dms.note_refused(10)  # refused again: another day
    assert await dms.refused([10]) == {10}


async def test_a_refusal_keeps_the_members_tournament_setting(engine, service, clock) -> None:
    tournaments = TournamentService(engine, service, clock=clock)
    await tournaments.notify(20, False)
    await DirectMessages(engine, clock).note_refused(20)
    await DirectMessages(engine, clock).note_refused(21)
    assert await tournaments.wants_dm([20, 21]) == {21}  # the refusal is not the setting
