"""Where turn notices go and when (bot.notices.turns): pure."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from bot.notices.turns import (
    NoticeChoice,
    RecentPlayers,
    choose,
    parse_choice,
    reminder_due,
)

T0 = datetime(2026, 12, 1, 12, tzinfo=UTC)
HOUR = timedelta(hours=1)


def test_the_member_s_choice_wins_then_the_server_s_then_the_channel() -> None:
    assert choose("dm", "off") is NoticeChoice.DM
    assert choose(None, "off") is NoticeChoice.OFF
    assert choose(None, None) is NoticeChoice.CHANNEL
    # A value no longer known counts as nothing chosen.
    assert parse_choice("pigeon") is None
    assert choose("pigeon", "dm") is NoticeChoice.DM


def test_a_reminder_comes_once_with_a_quarter_of_an_hour_long_turn_left() -> None:
    deadline = T0 + 4 * HOUR
    turn = 16 * HOUR
    assert not reminder_due(deadline, turn, deadline - 4 * HOUR - timedelta(seconds=1), None)
    assert reminder_due(deadline, turn, deadline - 4 * HOUR, None)
    assert reminder_due(deadline, turn, deadline - timedelta(minutes=1), None)
    assert not reminder_due(deadline, turn, deadline, None)  # over: the deadline loop's
    # Reminded in this turn: not again; reminded in the previous turn: due again.
    assert not reminder_due(deadline, turn, deadline - HOUR, deadline - 2 * HOUR)
    assert reminder_due(deadline, turn, deadline - HOUR, deadline - turn - HOUR)


def test_a_turn_under_an_hour_gets_no_reminder() -> None:
    deadline = T0 + timedelta(minutes=5)
    assert not reminder_due(deadline, timedelta(minutes=59), T0, None)
    assert not reminder_due(None, 2 * HOUR, T0, None)


def test_a_member_at_the_board_is_not_idle_until_the_idle_time_passed() -> None:
    recent = RecentPlayers(timedelta(minutes=3))
    assert recent.is_idle(1, 10, T0)  # never seen
    recent.note(1, 10, T0)
    assert not recent.is_idle(1, 10, T0 + timedelta(minutes=2))
    assert recent.is_idle(1, 10, T0 + timedelta(minutes=3))
    assert recent.is_idle(2, 10, T0)  # another match
    # Old entries are forgotten as new ones come: the memory stays small.
    for n in range(100):
        recent.note(n, 11, T0 + timedelta(minutes=10, seconds=n))
    assert len(recent) == 100 and recent.is_idle(1, 10, T0 + timedelta(minutes=10))
