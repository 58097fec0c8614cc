"""The lifecycle's decisions on their own (bot/matches/lifecycle.py): no database, no clock."""

from __future__ import annotations

import random
from dataclasses import replace
from datetime import timedelta

import pytest

import rules
from bot.core import game_setup
from bot.core.errors import (
    ChallengeExpired,
    IllegalMoveError,
    InvalidChallenge,
    MatchOver,
    NotPending,
    NotVoidable,
    NotYourMatch,
    NotYourTurn,
    TurnAlreadyPlayed,
)
from bot.core.snapshots import EndReason, MatchSnapshot, MatchStatus
from bot.matches import lifecycle
from tests.cogs.helpers import ALICE, BOB, BOT, NOW, snapshot

STRANGER = 5555
TURN = timedelta(hours=24)
LATE = NOW + timedelta(hours=2)  # past the helper's deadline (NOW + 1 h)


def pending() -> MatchSnapshot:
    return snapshot("non-consecutive", options={"size": 4}, status=MatchStatus.PENDING)


def active(*moves: int, bot: bool = False) -> MatchSnapshot:
    return snapshot("non-consecutive", list(moves), options={"size": 4},
                    bot_level="perfect" if bot else None)


# ---------------------------------------------------------------------- answering a challenge
def test_the_challenged_player_accepts_or_declines() -> None:
    started = lifecycle.answer(pending(), BOB, True, NOW, TURN)
    assert started.status is MatchStatus.ACTIVE and started.deadline == NOW + TURN
    declined = lifecycle.answer(pending(), BOB, False, NOW, TURN)
    assert declined.status is MatchStatus.DECLINED and declined.deadline is None


def test_nobody_else_answers_a_challenge() -> None:
    with pytest.raises(NotYourMatch, match="your own challenge; wait for <@1002>"):
        lifecycle.answer(pending(), ALICE, True, NOW, TURN)
    with pytest.raises(NotYourMatch, match="isn't for you"):
        lifecycle.answer(pending(), STRANGER, False, NOW, TURN)


def test_an_expired_or_answered_challenge_takes_no_answer() -> None:
    with pytest.raises(ChallengeExpired):
        lifecycle.answer(pending(), BOB, True, LATE, TURN)
    with pytest.raises(NotPending):
        lifecycle.answer(active(), BOB, True, NOW, TURN)


def test_only_the_challenger_cancels() -> None:
    assert lifecycle.cancel(pending(), ALICE, NOW).status is MatchStatus.CANCELLED
    with pytest.raises(NotYourMatch, match="Only the challenger can cancel"):
        lifecycle.cancel(pending(), BOB, NOW)


# ---------------------------------------------------------------------- playing
def test_a_move_advances_the_state_and_sets_the_next_deadline() -> None:
    after = lifecycle.play(active(), ALICE, 1, None, NOW, TURN, random.Random(1))
    assert after.state.history == (rules.Move(0, 1),) and after.state.to_move == 1
    assert after.status is MatchStatus.ACTIVE and after.deadline == NOW + TURN


def test_the_winning_move_finishes_the_match() -> None:
    done = lifecycle.play(active(1), BOB, 3, None, NOW, TURN, random.Random(1))
    assert done.status is MatchStatus.FINISHED and done.winner_id == BOB
    assert done.end_reason is EndReason.NORMAL and done.deadline is None


def test_refused_moves() -> None:
    rng = random.Random(1)
    with pytest.raises(NotYourTurn):
        lifecycle.play(active(), BOB, 1, None, NOW, TURN, rng)
    with pytest.raises(IllegalMoveError):
        lifecycle.play(active(1), BOB, 2, None, NOW, TURN, rng)
    with pytest.raises(TurnAlreadyPlayed):
        lifecycle.play(active(), ALICE, 1, 99, NOW, TURN, rng)
    with pytest.raises(NotYourMatch):
        lifecycle.play(active(), STRANGER, 1, None, NOW, TURN, rng)
    with pytest.raises(MatchOver, match="Time ran out"):
        lifecycle.play(active(), ALICE, 1, None, LATE, TURN, rng)
    with pytest.raises(NotPending):
        lifecycle.play(pending(), ALICE, 1, None, NOW, TURN, rng)


def test_against_the_bot_its_reply_is_part_of_the_move() -> None:
    after = lifecycle.play(active(bot=True), ALICE, 4, None, NOW, TURN, random.Random(1))
    assert [move.player for move in after.state.history] == [0, 1]


# ---------------------------------------------------------------------- ending early
def test_resigning_before_both_moved_aborts_after_it_loses() -> None:
    aborted = lifecycle.resign(active(1), ALICE, NOW)
    assert aborted.status is MatchStatus.ABORTED and aborted.winner_id is None
    assert aborted.ended_by == ALICE and aborted.finished_at == NOW
    lost = lifecycle.resign(snapshot("non-consecutive", [1, 4], options={"size": 6}), ALICE, NOW)
    assert lost.status is MatchStatus.FINISHED and lost.winner_id == BOB
    assert lost.end_reason is EndReason.RESIGNATION and lost.ended_by == ALICE


def test_a_pending_challenge_is_not_resigned() -> None:
    with pytest.raises(NotPending, match="cancel or decline"):
        lifecycle.resign(pending(), BOB, NOW)


def test_a_passed_deadline_expires_a_challenge_or_loses_the_turn() -> None:
    expired = lifecycle.expire(pending(), LATE)
    assert expired is not None and expired.status is MatchStatus.EXPIRED
    timed_out = lifecycle.expire(snapshot("non-consecutive", [1, 4], options={"size": 6}), LATE)
    assert timed_out is not None and timed_out.end_reason is EndReason.TIMEOUT
    assert timed_out.winner_id == BOB  # Alice was to move
    assert lifecycle.expire(active(), NOW) is None  # not yet
    assert lifecycle.expire(replace(active(), status=MatchStatus.FINISHED), LATE) is None


# ---------------------------------------------------------------------- void and rematch
def test_void() -> None:
    ended = lifecycle.void(active(1), 77, NOW)
    assert ended.status is MatchStatus.FINISHED and ended.voided_by == 77
    finished = replace(active(1, 3), status=MatchStatus.FINISHED, winner_id=BOB)
    kept = lifecycle.void(finished, 77, NOW)
    assert kept.winner_id == BOB and kept.voided_at == NOW
    for match, reason in [(pending(), "nobody has accepted"), (kept, "already void"),
                          (replace(active(), status=MatchStatus.ABORTED), "aborted")]:
        with pytest.raises(NotVoidable, match=reason):
            lifecycle.void(match, 77, NOW)


def test_rematch_opponent() -> None:
    finished = replace(active(1, 3), status=MatchStatus.FINISHED, winner_id=BOB)
    assert lifecycle.rematch_opponent(finished, BOB) == ALICE
    with pytest.raises(NotYourMatch):
        lifecycle.rematch_opponent(finished, STRANGER)
    with pytest.raises(InvalidChallenge, match="still going"):
        lifecycle.rematch_opponent(active(), ALICE)
    with pytest.raises(InvalidChallenge, match="voided"):
        lifecycle.rematch_opponent(replace(finished, voided_by=77), ALICE)
    vs_bot = replace(finished, bot_user_id=BOT, player2_id=BOT)
    with pytest.raises(NotYourMatch):
        lifecycle.rematch_opponent(vs_bot, BOT)


def test_a_new_state_draws_number_chains_start_and_refuses_bad_options() -> None:
    chain = rules.get_game("number-chain")
    starts = {game_setup.new_state(chain, {"size": 6}, random.Random(seed)).options_dict()["start"]
              for seed in range(40)}
    assert starts == set(range(1, 7))
    with pytest.raises(InvalidChallenge):
        game_setup.new_state(chain, {"size": -3}, random.Random(1))
