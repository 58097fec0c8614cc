"""The bot players: legality, never throwing a won game away, and relative strength."""

from __future__ import annotations

import random

import pytest

import rules
from rules import solver
from rules.players import choose_move

from . import brute

CONFIGS = [
    ("non-consecutive", {"size": 20}),
    ("non-consecutive", {"size": 11}),
    ("forbidden-adjacent", {"size": 9}),
    ("forbidden-adjacent", {"size": 15, "forbid": 12}),
    ("forbidden-adjacent", {"size": 13, "forbid": 13, "claims": 2}),
    ("non-consecutive", {"size": 14, "forbid": 2, "claims": 3}),
    ("number-capture", {"size": 9}),
    ("number-capture", {"size": 18}),
    ("circle-duel", {"size": 10}),
    ("circle-duel", {"size": 7}),
    ("number-chain", {"size": 9}),
    ("number-chain", {"size": 25}),
]


def _new(slug: str, options: dict, rng: random.Random) -> rules.State:
    options = dict(options)
    if slug == "number-chain":
        options["start"] = rng.randint(1, options["size"])
    return rules.get_game(slug).new_state(**options)


def _play(state: rules.State, levels: tuple[str, str], rng: random.Random) -> rules.State:
    game = rules.get_game(state.game)
    while state.winner is None:
        move = choose_move(state, levels[state.to_move], rng)
        assert move in game.legal_moves(state)
        state = game.apply(state, move)
    return state


@pytest.mark.parametrize(("slug", "options"), CONFIGS)
def test_perfect_never_loses_a_won_position(slug: str, options: dict) -> None:
    rng = random.Random(f"{slug}{options}")
    game = rules.get_game(slug)
    for _ in range(25):
        state = _new(slug, options, rng)
        # random opening moves, then the perfect bot takes over whichever side is won
        for _ in range(rng.randint(0, 3)):
            if state.winner is None:
                state = game.apply(state, rng.choice(game.legal_moves(state)))
        if state.winner is not None:
            continue
        verdict = solver.solve(state)
        bot = state.to_move if verdict.wins else 1 - state.to_move
        levels = ("perfect", "easy") if bot == 0 else ("easy", "perfect")
        end = _play(state, levels, rng)
        if verdict.wins:
            assert end.winner == bot, end.history


def test_perfect_prefers_the_longest_defence_and_quickest_win() -> None:
    rng = random.Random(3)
    for slug, size in (("non-consecutive", 10), ("number-capture", 8), ("number-chain", 12)):
        game = rules.get_game(slug)
        for start in range(1, 4):
            state = game.new_state(
                size=size, **({"start": start} if slug == "number-chain" else {})
            )
            while state.winner is None:
                move = choose_move(state, "perfect", rng)
                wins, rem = brute.outcome(state)
                child = game.apply(state, move)
                plies = len(child.history) - len(state.history)
                if child.winner is None:
                    child_wins, child_rem = brute.outcome(child)
                    assert (child_wins == (child.to_move == state.to_move)) == wins
                else:
                    child_rem = 0
                assert child_rem + plies == rem  # optimal length, as brute force says
                state = child


def test_easy_only_plays_legal_moves_and_varies() -> None:
    rng = random.Random(1)
    game = rules.get_game("non-consecutive")
    state = game.new_state()
    seen = {choose_move(state, "easy", rng) for _ in range(200)}
    assert seen == set(game.legal_moves(state))


def _win_rate(level: str, games: int, seed: int) -> float:
    rng = random.Random(seed)
    wins = 0
    for i in range(games):
        slug, options = CONFIGS[i % len(CONFIGS)]
        state = _new(slug, options, rng)
        seat = i % 2
        levels = (level, "easy") if seat == 0 else ("easy", level)
        wins += _play(state, levels, rng).winner == seat
    return wins / games


def test_normal_beats_random_more_often_than_easy_does() -> None:
    easy = _win_rate("easy", 400, seed=11)
    normal = _win_rate("normal", 400, seed=11)
    assert 0.35 < easy < 0.65
    assert normal > easy + 0.1


def test_bad_level_and_finished_game() -> None:
    game = rules.get_game("circle-duel")
    with pytest.raises(ValueError, match="unknown level"):
        choose_move(game.new_state(), "godlike", random.Random(0))
    state = game.new_state(size=3)
    for n in (1, 2, 3):
        state = game.apply(state, n)
    with pytest.raises(ValueError):
        choose_move(state, "perfect", random.Random(0))
