"""The daily puzzle: exactly one winning move, a win of at least 3 plies, by brute force."""

from __future__ import annotations

import random
from datetime import date, timedelta

import pytest

import rules
from rules import puzzles

from . import brute

DAY = date(2025, 3, 1)


def assert_is_a_puzzle(puzzle: puzzles.Puzzle) -> None:
    state = puzzle.state
    game = rules.get_game(state.game)
    assert state.winner is None
    assert len(game.legal_moves(state)) == puzzle.choices >= puzzles.MIN_CHOICES
    assert brute.winning_moves(state) == (puzzle.answer,)  # exactly one winning move
    wins, plies = brute.outcome(state)
    assert wins and plies == puzzle.plies
    assert puzzles.MIN_PLIES <= plies <= puzzles.MAX_PLIES  # not trivially short


@pytest.mark.parametrize("slug", [s for s in rules.game_slugs() if s != "circle-duel"])
def test_found_puzzles_are_unique_and_deep_by_brute_force(slug: str) -> None:
    rng = random.Random(f"puzzle-{slug}")
    game = rules.get_game(slug)
    found = 0
    for _ in range(25):
        size = rng.randint(6, 12)
        options = {"size": size}
        for option in game.options[1:]:
            options[option.name] = option.draw(size, rng)
        puzzle = puzzles.find_puzzle(slug, rng, options)
        if puzzle is not None:
            assert_is_a_puzzle(puzzle)
            found += 1
    assert found >= 10


def test_daily_puzzles_are_unique_and_deep_by_brute_force() -> None:
    """The puzzles servers really get (sizes up to 25), checked by brute force wherever
    the rest of the game is small enough for it (most of them: puzzles are endgames)."""
    checked = 0
    for offset in range(60):
        puzzle = puzzles.daily_puzzle(DAY + timedelta(days=offset), 1000 + offset)
        if len(rules.get_game(puzzle.state.game).legal_moves(puzzle.state)) <= 12:
            assert_is_a_puzzle(puzzle)
            checked += 1
    assert checked >= 40


def test_circle_duel_has_no_puzzle_and_passes_its_day_on() -> None:
    assert puzzles.find_puzzle("circle-duel", random.Random(1)) is None
    day = next(DAY + timedelta(days=k) for k in range(5)
               if puzzles.rotation(DAY + timedelta(days=k))[0] == "circle-duel")
    assert puzzles.daily_puzzle(day, 42).state.game == puzzles.rotation(day)[1]


def test_the_game_rotates_by_day_and_is_the_same_for_every_server() -> None:
    games = [puzzles.rotation(DAY + timedelta(days=k))[0] for k in range(5)]
    assert sorted(games) == sorted(rules.game_slugs())
    for k in range(5):
        day = DAY + timedelta(days=k)
        if games[k] != "circle-duel":
            assert {puzzles.daily_puzzle(day, g).state.game for g in (1, 2, 3)} == {games[k]}


def test_the_puzzle_is_a_function_of_the_date_and_the_server() -> None:
    first = puzzles.daily_puzzle(DAY, 123456789012345678)
    assert puzzles.daily_puzzle(DAY, 123456789012345678) == first
    others = {puzzles.daily_puzzle(DAY, g).state for g in range(1, 8)}
    assert len(others) > 1  # servers get different positions of the day's game


def test_explanations_follow_best_play() -> None:
    puzzle = puzzles.daily_puzzle(DAY, 7)
    game = rules.get_game(puzzle.state.game)
    text = puzzles.solution(puzzle)
    assert text.startswith(f"{puzzle.answer} is the only winning number (then ")
    assert text.endswith(f": you win in {puzzle.plies} moves.")
    assert puzzles.task(puzzle) == (f"You move: find the only winning number. It wins in "
                                    f"{puzzle.plies} moves, whatever the reply.")
    wrong = next(n for n in game.legal_moves(puzzle.state) if n != puzzle.answer)
    refuted = puzzles.refutation(puzzle, wrong)
    reply = rules.get_game(puzzle.state.game).apply(puzzle.state, wrong)
    assert refuted.startswith(f"after {wrong}, your opponent wins with ")
    assert refuted.endswith(".")
    # the reply named is a winning one for the opponent
    named = int(refuted.split(" wins with ")[1].split(" ")[0].rstrip("."))
    if reply.history[-1].number is not None:  # no pass: the opponent moves next
        assert named in brute.winning_moves(reply)
