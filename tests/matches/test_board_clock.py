"""A game with its own clock starts it with its board (bot.matches.board_clock): the deadline
the board states stands when Discord answered in time, else a later one is stored and said."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from bot.matches import board_clock

T0 = datetime(2025, 1, 1, 12, 0, tzinfo=UTC)
TURN = timedelta(seconds=10)


def test_a_post_answered_within_the_slack_keeps_the_deadline_its_board_states() -> None:
    start = board_clock.clock_start(TURN, T0, T0 + timedelta(milliseconds=400))
    assert start.deadline == board_clock.stated_deadline(TURN, T0) == T0 + TURN
    assert not start.restated


def test_a_post_held_back_starts_the_clock_when_discord_answered_and_says_so() -> None:
    answered = T0 + timedelta(seconds=4.2)
    start = board_clock.clock_start(TURN, T0, answered)
    assert start.deadline == answered + TURN and start.restated
    # No clock runs more than the slack before its board is there.
    assert start.deadline - TURN >= answered - board_clock.CLOCK_SLACK


def test_only_a_game_with_its_own_clock_waits_for_its_board() -> None:
    assert board_clock.first_deadline(TURN, T0, timedelta(hours=24)) is None
    assert board_clock.first_deadline(None, T0, timedelta(hours=24)) == T0 + timedelta(hours=24)
