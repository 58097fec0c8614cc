"""BoardTokens: the interaction that last drew a board outside a server, usable while its
token lives (bot/matches/board_tokens.py)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from bot.matches.board_tokens import TOKEN_LIFE, BoardTokens

T0 = datetime(2026, 12, 2, 12, 0, tzinfo=UTC)


def test_the_newest_drawing_interaction_edits_until_its_token_dies() -> None:
    tokens: BoardTokens[str] = BoardTokens()
    assert tokens.usable(7, T0) is None
    tokens.keep(7, "challenge", T0)
    tokens.keep(7, "click", T0 + timedelta(minutes=5))
    tokens.keep(7, "late answer of an older click", T0 + timedelta(minutes=1))  # older: ignored
    assert tokens.usable(7, T0 + timedelta(minutes=10)) == "click"
    assert tokens.usable(7, T0 + timedelta(minutes=5) + TOKEN_LIFE) is None  # dead: forgotten
    assert tokens.usable(7, T0 + timedelta(minutes=6)) is None
    assert timedelta(minutes=15) > TOKEN_LIFE  # Discord's token lives 15 minutes


def test_dropped_and_the_least_recent_forgotten_past_capacity() -> None:
    tokens: BoardTokens[str] = BoardTokens(capacity=2)
    for match_id in (1, 2, 3):
        tokens.keep(match_id, f"board {match_id}", T0)
    assert tokens.usable(1, T0) is None
    assert tokens.usable(3, T0) == "board 3"
    tokens.drop(3)
    assert tokens.usable(3, T0) is None and tokens.usable(2, T0) == "board 2"
