"""Full match lifecycles through the service."""

from __future__ import annotations

import random

import pytest

import rules
from bot.core.snapshots import EndReason, MatchStatus
from tests.fixtures.service_helpers import (
    CH,
    A,
    B,
    C,
    G,
    challenge,
    legal,
    logged_moves,
    opened,
    play_out,
    started,
)


@pytest.mark.parametrize("slug", list(rules.GAMES))
async def test_full_game_of_each(service, sessionmaker, clock, slug):
    snap = await challenge(service, game=slug, first="them")
    assert snap.status is MatchStatus.PENDING and snap.player_ids == (B, A)
    assert snap.deadline == clock() + service.settings.challenge_timeout
    assert snap.to_move_id is None
    clock.advance(minutes=1)
    snap = await service.accept(G, snap.id, B)
    assert snap.status is MatchStatus.ACTIVE and snap.to_move_id == B
    assert snap.deadline == clock() + service.settings.turn_timeout
    if slug == "number-chain":
        assert "start" in snap.options
    rng = random.Random(7)
    snap = await play_out(service, snap, pick=rng.choice)
    assert snap.status is MatchStatus.FINISHED and snap.end_reason is EndReason.NORMAL
    assert snap.winner_id == snap.player_ids[snap.state.winner]
    assert snap.deadline is None
    log = await logged_moves(sessionmaker, snap.id)
    assert log == [(snap.player_ids[m.player], m.number) for m in snap.state.history]
    assert await service.get(G, snap.id) == snap
    assert await service.current_match(G, CH, A) is None
    assert await service.verify() == []


def _capture_game_with_pass() -> tuple[list[int], rules.State]:
    game = rules.get_game("number-capture")
    rng = random.Random(0)
    for _ in range(500):
        state, numbers = game.new_state(), []
        while state.winner is None:
            numbers.append(rng.choice(game.legal_moves(state)))
            state = game.apply(state, numbers[-1])
        if any(m.number is None for m in state.history):
            return numbers, state
    raise AssertionError("no game with a pass found")


async def test_number_capture_passes_are_logged(service, sessionmaker):
    numbers, final = _capture_game_with_pass()
    snap = await started(service, game="number-capture")
    for n in numbers:
        snap = await service.play(G, snap.id, snap.to_move_id, n)
    assert snap.state == final and snap.status is MatchStatus.FINISHED
    log = await logged_moves(sessionmaker, snap.id)
    assert (None in [n for _, n in log]) and len(log) == len(final.history)
    assert await service.verify() == []


async def test_number_chain_start_drawn_and_kept(service):
    snap = await challenge(service, game="number-chain", options={"size": 12})
    assert 1 <= snap.options["start"] <= 12 and snap.options["size"] == 12
    chosen = await challenge(service, C, 13, game="number-chain", options={"start": 5})
    assert chosen.options["start"] == 5


async def test_first_random_uses_rng(service):
    seen = set()
    for i in range(12):
        snap = await challenge(service, 100 + i, 200 + i, first="random")
        seen.add(snap.player_ids[0] == 100 + i)
    assert seen == {True, False}


async def test_decline_and_cancel(service):
    snap = await challenge(service)
    declined = await service.decline(G, snap.id, B)
    assert declined.status is MatchStatus.DECLINED and declined.deadline is None
    snap = await challenge(service)
    cancelled = await service.cancel(G, snap.id, A)
    assert cancelled.status is MatchStatus.CANCELLED
    assert cancelled.version == snap.version + 1


async def test_resign_either_player(service, sessionmaker):
    snap = await opened(service, await started(service, game="non-consecutive"))
    snap = await service.play(G, snap.id, A, legal(snap)[0])
    resigned = await service.resign(G, snap.id, A)  # not A's turn: still allowed
    assert resigned.status is MatchStatus.FINISHED
    assert resigned.end_reason is EndReason.RESIGNATION and resigned.winner_id == B
    snap = await opened(service, await started(service, game="non-consecutive"))
    resigned = await service.resign_in_channel(G, CH, B)
    assert resigned.winner_id == A and resigned.id == snap.id


async def test_play_in_channel_and_autocomplete(service):
    snap = await started(service, game="non-consecutive")
    assert await service.legal_moves_for(G, CH, A) == legal(snap)
    assert await service.legal_moves_for(G, CH, B) == []
    assert await service.legal_moves_for(G, CH, C) == []
    after = await service.play_in_channel(G, CH, A, 7)
    assert after.state.numbers == (7,) and after.to_move_id == B
    assert 6 not in await service.legal_moves_for(G, CH, B)
    assert (await service.current_match(G, CH, B)).id == snap.id


async def test_set_message_keeps_version(service):
    snap = await challenge(service)
    await service.set_message(snap.id, 555, 777)
    after = await service.get(G, snap.id)
    assert (after.channel_id, after.message_id, after.version) == (555, 777, snap.version)


async def test_rematch_swaps_first_player(service):
    snap = await started(service, game="number-chain", options={"start": 4})
    done = await play_out(service, snap)
    again = await service.rematch(G, done.id, done.loser_id)
    assert again.status is MatchStatus.PENDING and again.rematch_of == done.id
    assert again.player_ids == (done.player_ids[1], done.player_ids[0])
    assert again.challenger_id == done.loser_id and again.opponent_id == done.winner_id
    assert again.options == done.options and again.options["start"] == 4
    accepted = await service.accept(G, again.id, done.winner_id)
    assert accepted.to_move_id == done.player_ids[1]


async def test_next_deadline(service, clock):
    assert await service.next_deadline() is None
    snap = await challenge(service)
    assert await service.next_deadline() == snap.deadline
    await service.accept(G, snap.id, B)
    assert await service.next_deadline() == clock() + service.settings.turn_timeout


async def test_set_message_returns_the_match_as_it_is_now(service):
    """Moves made while the board was being posted are in what set_message returns, so the
    poster can redraw the board (cogs.messages.post_match)."""
    snap = await started(service, game="non-consecutive")
    moved = await service.play(G, snap.id, A, legal(snap)[0])
    now = await service.set_message(snap.id, CH, 555)
    assert (now.version, now.message_id, now.state) == (moved.version, 555, moved.state)
