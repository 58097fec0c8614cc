"""Points of a pairing (Swiss, round robin) and of an arena game (the streak bonus)."""

from __future__ import annotations

import pytest

from bot.tournaments.formats import FORMATS
from bot.tournaments.scoring import BYE_POINTS, ArenaScore, arena_game_points, series_points


def test_the_formats_are_named_as_docs_tournaments_names_them() -> None:
    assert FORMATS == ("arena", "swiss", "round-robin")


@pytest.mark.parametrize("format", ["swiss", "round-robin"])
def test_a_two_game_series_gives_one_half_or_nothing(format: str) -> None:
    assert series_points(format, 2, 0) == 1
    assert series_points(format, 1, 1) == 0.5
    assert series_points(format, 0, 2) == 0
    assert BYE_POINTS == 1


def test_series_points_refuse_the_arena_and_impossible_scores() -> None:
    with pytest.raises(ValueError):
        series_points("arena", 2, 0)
    with pytest.raises(ValueError):
        series_points("swiss", 2, 1)
    with pytest.raises(ValueError):
        series_points("knockout", 1, 1)


def test_an_arena_win_is_two_points_and_double_after_two_wins_in_a_row() -> None:
    assert arena_game_points(0, True) == (2, 1)
    assert arena_game_points(1, True) == (2, 2)
    assert arena_game_points(2, True) == (4, 3)
    assert arena_game_points(5, True) == (4, 6)
    assert arena_game_points(5, False) == (0, 0)


def test_arena_series_score_as_docs_tournaments_says() -> None:
    assert ArenaScore().after_games([True, True]).points == 4
    one_all = ArenaScore().after_games([True, False])
    assert one_all.points == 2 and one_all.streak == 0
    assert ArenaScore().after_games([False, True]).points == 2


def test_the_streak_runs_across_pairings_until_a_loss() -> None:
    score = ArenaScore().after_games([True, True, True, True, False, True])
    assert score.points == 2 + 2 + 4 + 4 + 0 + 2
    assert score.games_won == 5
    assert not score.on_streak
    assert ArenaScore().after_games([True, True]).on_streak
