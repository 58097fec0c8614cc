"""bot/endings: what follows a game's end, on every backend (the real services on a real
database): nothing for a change that leaves a match open, the series' next game until its
board is recorded, a tournament's step (a voided game counted at once, once), and the bot's
opening move that won a game."""

from __future__ import annotations

import pytest

from bot.core.snapshots import MatchStatus
from bot.endings.service import Aftermath, Endings
from bot.tournaments.service import TournamentService
from bot.tournaments.snapshots import TournamentStatus
from tests.fixtures.service_helpers import BOT, CH, A, B, G, challenge, opened, started

MESSAGE = 777


@pytest.fixture
def tournaments(engine, service, clock, rng) -> TournamentService:
    return TournamentService(engine, service, clock=clock, rng=rng)


@pytest.fixture
def endings(service, tournaments) -> Endings:
    return Endings(service, tournaments)


async def test_a_change_that_leaves_the_match_open_brings_nothing(service, endings) -> None:
    pending = await challenge(service, best_of=3)
    assert await endings.after(pending) == Aftermath(pending)
    running = await service.accept(G, pending.id, B)
    assert await endings.after(running) == Aftermath(running)


async def test_a_series_game_ended_brings_its_next_game_until_its_board_is_recorded(
        service, endings) -> None:
    game1 = await started(service, game="non-consecutive", best_of=3)
    ended = await service.resign(G, (await opened(service, game1)).id, B)
    aftermath = await endings.after(ended)
    assert aftermath.tournament is None
    assert aftermath.next_game is not None
    assert (aftermath.next_game.series_game, aftermath.next_game.status) == (
        2, MatchStatus.ACTIVE)
    await service.set_message(aftermath.next_game.id, CH, MESSAGE)
    assert (await endings.after(ended)).next_game is None  # posted: nothing left to post
    single = await service.resign(G, (await opened(
        service, await started(service, game="non-consecutive", channel=CH + 1))).id, B)
    assert await endings.after(single) == Aftermath(single)


async def test_a_voided_tournament_game_is_counted_at_once_and_once(
        service, tournaments, endings) -> None:
    created = await tournaments.create(G, CH, 500, "swiss", "non-consecutive", rounds=1)
    for user in (A, B):
        await tournaments.join(G, created.id, user)
    (game,) = (await tournaments.start(G, CH, 500)).new_matches
    voided = await service.void(G, game.id, 500)
    aftermath = await endings.after(voided)
    assert aftermath.next_game is None  # a tournament pairing's game is not replayed
    assert aftermath.tournament is not None and aftermath.tournament.finished
    assert aftermath.tournament.tournament.status is TournamentStatus.FINISHED
    assert (await endings.after(voided)).tournament is None  # counted once


async def test_the_bots_opening_move_that_won_a_game_brings_the_next_one(
        service, endings) -> None:
    """Non-Consecutive on 3 numbers with 1 and 2 forbidden: the first number wins."""
    game1 = await challenge(service, opponent=BOT, game="non-consecutive", first="them",
                            options={"size": 3, "forbid": 12}, opponent_is_bot=True,
                            bot_user_id=BOT, best_of=3)
    assert game1.status is MatchStatus.FINISHED and game1.winner_id == BOT
    following = (await endings.after(game1)).next_game
    assert following is not None and following.to_move_id == A
