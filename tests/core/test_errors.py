"""Every refusal raises its typed error and writes nothing."""

from __future__ import annotations

import pytest

from bot.core.errors import (
    ChallengeExpired,
    IllegalMoveError,
    InvalidChallenge,
    MatchOver,
    NoMatchHere,
    NoSuchMatch,
    NotPending,
    NotYourMatch,
    NotYourTurn,
    TurnAlreadyPlayed,
)
from tests.fixtures.service_helpers import (
    BOT,
    CH,
    A,
    B,
    C,
    D,
    G,
    challenge,
    fingerprint,
    play_out,
    started,
)


async def refused(sessionmaker, error, action, match=None):
    before = await fingerprint(sessionmaker)
    with pytest.raises(error, match=match):
        await action
    assert await fingerprint(sessionmaker) == before


async def test_challenge_refusals(service, sessionmaker):
    await refused(sessionmaker, InvalidChallenge, challenge(service, A, A), "yourself")
    await refused(sessionmaker, InvalidChallenge,
                  challenge(service, A, 555, opponent_is_bot=True, bot_user_id=BOT), "bot")
    await refused(sessionmaker, InvalidChallenge, challenge(service, level="easy"),
                  "`level` only applies")
    await refused(sessionmaker, InvalidChallenge,
                  challenge(service, opponent=BOT, opponent_is_bot=True, bot_user_id=BOT,
                            level="godlike"), "level")
    await refused(sessionmaker, InvalidChallenge, challenge(service, game="chess"), "chess")
    await refused(sessionmaker, InvalidChallenge,
                  challenge(service, options={"size": 100}), "size")
    await refused(sessionmaker, InvalidChallenge,
                  challenge(service, options={"reach": 2}), "reach")
    await refused(sessionmaker, InvalidChallenge,
                  challenge(service, game="number-chain", options={"start": 99}), "start")
    await refused(sessionmaker, InvalidChallenge, challenge(service, first="coin"), "first")


async def test_one_open_match_per_person_per_channel(service, sessionmaker):
    pending = await challenge(service, A, B)
    # Each refusal says what that member can do: cancel, decline or play, finish or resign.
    await refused(sessionmaker, InvalidChallenge, challenge(service, A, C),
                  rf"^Your challenge to <@{B}> is still open here: cancel it first, or wait "
                  r"for an answer\.$")
    await refused(sessionmaker, InvalidChallenge, challenge(service, C, B), "already has")
    await refused(sessionmaker, InvalidChallenge, challenge(service, B, A),
                  rf"^Decline <@{A}>'s challenge first, or play it\.$")
    await service.accept(G, pending.id, B)
    await refused(sessionmaker, InvalidChallenge, challenge(service, B, C),
                  rf"^Finish your match with <@{A}> here first, or resign it with `/resign`\.$")
    # another channel, or other people, are fine
    await challenge(service, A, C, channel=CH + 1)
    await challenge(service, C, D)


async def test_answer_refusals(service, sessionmaker, clock):
    snap = await challenge(service)
    await refused(sessionmaker, NotYourMatch, service.accept(G, snap.id, A), "your own")
    await refused(sessionmaker, NotYourMatch, service.accept(G, snap.id, C))
    await refused(sessionmaker, NotYourMatch, service.decline(G, snap.id, A))
    await refused(sessionmaker, NotYourMatch, service.cancel(G, snap.id, B), "decline")
    await refused(sessionmaker, NotYourMatch, service.cancel(G, snap.id, C))
    await refused(sessionmaker, NoSuchMatch, service.accept(G + 1, snap.id, B))
    await refused(sessionmaker, NoSuchMatch, service.accept(G, snap.id + 100, B))
    await refused(sessionmaker, NoSuchMatch, service.get(G, -1))
    await refused(sessionmaker, NotPending, service.play(G, snap.id, A, 1), "accepted")
    await refused(sessionmaker, NotPending, service.resign(G, snap.id, A), "cancel")
    clock.advance(service.settings.challenge_timeout)
    await refused(sessionmaker, ChallengeExpired, service.accept(G, snap.id, B))
    await refused(sessionmaker, ChallengeExpired, service.cancel(G, snap.id, A))
    snap = await started(service, C, D)
    await refused(sessionmaker, NotPending, service.accept(G, snap.id, D))
    await refused(sessionmaker, NotPending, service.decline(G, snap.id, D))


async def test_play_refusals(service, sessionmaker, clock):
    snap = await started(service, game="non-consecutive")
    await refused(sessionmaker, NotYourMatch, service.play(G, snap.id, C, 5))
    await refused(sessionmaker, NotYourTurn, service.play(G, snap.id, B, 5))
    await refused(sessionmaker, IllegalMoveError, service.play(G, snap.id, A, 99),
                  r"^99 is not on the board \(from 1 to \d+\)\.$")
    await refused(sessionmaker, NoSuchMatch, service.play(G + 1, snap.id, A, 5))
    await refused(sessionmaker, TurnAlreadyPlayed,
                  service.play(G, snap.id, A, 5, expected_version=snap.version - 1))
    await refused(sessionmaker, NoMatchHere, service.play_in_channel(G, CH + 1, A, 5))
    await refused(sessionmaker, NoMatchHere, service.resign_in_channel(G, CH, C))
    snap = await service.play(G, snap.id, A, 5)
    await refused(sessionmaker, IllegalMoveError, service.play(G, snap.id, B, 6), "6")
    await refused(sessionmaker, IllegalMoveError, service.play(G, snap.id, B, 5))
    await refused(sessionmaker, NotYourMatch, service.resign(G, snap.id, C))
    await refused(sessionmaker, NotYourMatch, service.rematch(G, snap.id, C))
    await refused(sessionmaker, InvalidChallenge, service.rematch(G, snap.id, A), "still")
    clock.advance(service.settings.turn_timeout)
    await refused(sessionmaker, MatchOver, service.play(G, snap.id, B, 1), "Time")
    await refused(sessionmaker, MatchOver, service.resign(G, snap.id, B), "Time")


async def test_finished_match_refusals(service, sessionmaker):
    snap = await play_out(service, await started(service))
    await refused(sessionmaker, MatchOver, service.play(G, snap.id, snap.loser_id, 1))
    await refused(sessionmaker, MatchOver, service.resign(G, snap.id, A))
    await refused(sessionmaker, NotPending, service.accept(G, snap.id, B))
    await refused(sessionmaker, NoMatchHere, service.play_in_channel(G, CH, A, 1))
    declined = await service.decline(G, (await challenge(service)).id, B)
    await refused(sessionmaker, InvalidChallenge, service.rematch(G, declined.id, A),
                  "finished")
    again = await service.rematch(G, snap.id, A)
    await refused(sessionmaker, InvalidChallenge, service.rematch(G, snap.id, B), "Decline")
    assert again.rematch_of == snap.id
