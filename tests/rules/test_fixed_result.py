"""Game.fixed_winner: the rules alone decide the winner (no move anywhere changes it),
checked against brute force over every game at small sizes."""

from __future__ import annotations

import pytest

import rules
from rules.base import Game

from . import brute

SIZES = {
    "non-consecutive": range(3, 13),
    "forbidden-adjacent": range(3, 13),
    "number-capture": range(3, 10),
    "circle-duel": range(3, 11),
    "number-chain": range(3, 11),
}


def _starts(slug: str, size: int) -> list[rules.State]:
    game = rules.get_game(slug)
    if "start" in game.option_names:
        return [game.new_state(size=size, start=s) for s in range(1, size + 1)]
    if "forbid" in game.option_names:  # every forbid set and claims: tests/rules/test_variations
        return [game.new_state(size=size, forbid=f, claims=c) for f in (1, 12, 13) for c in (1, 2)]
    return [game.new_state(size=size)]


def _brute_fixed(start: rules.State) -> int | None:
    """Fixed iff in every reachable position either every move wins or none does (brute
    minimax); the winner is then the start's."""
    game = rules.get_game(start.game)
    for state in brute.reachable(start):
        moves = game.legal_moves(state)
        if moves and len(brute.winning_moves(state)) not in (0, len(moves)):
            return None
    wins = brute.outcome(start)[0]
    return start.to_move if wins else 1 - start.to_move


def _every_ending(game: Game, state: rules.State) -> set[int]:
    """Who wins at the end of every complete game from ``state`` (no memo: plain tree)."""
    if state.winner is not None:
        return {state.winner}
    out: set[int] = set()
    for number in game.legal_moves(state):
        out |= _every_ending(game, game.apply(state, number))
    return out


@pytest.mark.parametrize("slug", list(SIZES))
def test_fixed_winner_matches_brute_force(slug: str) -> None:
    game = rules.get_game(slug)
    fixed = []
    for size in SIZES[slug]:
        for start in _starts(slug, size):
            expected = _brute_fixed(start)
            assert game.fixed_winner(start) == expected, start
            # The generic search agrees too where a game has its own shortcut.
            assert Game.fixed_winner(game, start) == expected, start
            if expected is not None:
                fixed.append(start)
    if slug == "circle-duel":
        assert len(fixed) == len(SIZES[slug])


@pytest.mark.parametrize("slug", list(SIZES))
def test_position_key_loses_nothing(slug: str) -> None:
    """The memo's key is exact: the memoised search equals a plain walk of every game."""
    game = rules.get_game(slug)
    for size in range(3, 8):
        for start in _starts(slug, size):
            endings = _every_ending(game, start)
            expected = next(iter(endings)) if len(endings) == 1 else None
            assert Game.fixed_winner(game, start) == expected, start


def test_mid_game_positions_and_finished_games() -> None:
    game = rules.get_game("non-consecutive")
    state = game.new_state(size=20)
    assert game.fixed_winner(state) is None
    # Once only isolated numbers remain, the count left decides: 1, 3, 5 left -> mover wins.
    for number in (2, 4, 6, 8, 10, 12, 14, 16, 18):
        state = game.apply(state, number)
    assert game.legal_moves(state) == [20]
    assert game.fixed_winner(state) == state.to_move
    over = game.apply(state, 20)
    assert game.fixed_winner(over) == over.winner


def test_known_cases() -> None:
    circle = rules.get_game("circle-duel")
    assert circle.fixed_winner(circle.new_state(size=10)) == 1  # the second player
    assert circle.fixed_winner(circle.new_state(size=9)) == 0
    assert circle.fixed_winner(circle.new_state(size=25)) == 0
    line = rules.get_game("non-consecutive")
    assert line.fixed_winner(line.new_state(size=20)) is None
    for slug, game in rules.GAMES.items():
        if slug != "circle-duel":
            assert game.fixed_winner(game.new_state(**_default_options(game))) is None, slug


def test_every_start_up_to_the_largest_size_is_decided_quickly() -> None:
    """The service asks for every challenge: every game, every option, every size."""
    import time

    began = time.perf_counter()
    for slug in rules.game_slugs():
        for size in (23, 24, 25):
            for start in _starts(slug, size):
                rules.get_game(slug).fixed_winner(start)
    assert time.perf_counter() - began < 5


def _default_options(game: Game) -> dict[str, int]:
    return {"start": 1} if "start" in game.option_names else {}
