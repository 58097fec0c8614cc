"""Properties every game must have, for any size and options."""

from __future__ import annotations

import copy
import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import rules
from rules import IllegalMove

from .strategies import new_states, states

SETTINGS = settings(max_examples=150, deadline=None)


@SETTINGS
@given(new_states(), st.randoms(use_true_random=False))
def test_random_games_end_with_a_winner(state: rules.State, rng) -> None:
    game = rules.get_game(state.game)
    plays = 0
    while state.winner is None:
        moves = game.legal_moves(state)
        assert moves, "a running game always offers a move"
        assert moves == sorted(set(moves))
        mover = state.to_move
        state = game.apply(state, rng.choice(moves))
        plays += 1
        assert plays <= state.size
        if state.winner is None:
            # the turn passes, except after a Number Capture pass or while the line
            # games' claims are left in the turn
            passed = state.history[-1].number is None
            keeps = passed or rules.claims_left(state) < state.options_dict().get("claims", 1)
            assert state.to_move == (mover if keeps else 1 - mover)
    assert game.legal_moves(state) == []
    assert len(state.history) <= state.size + state.size // 2
    assert state.winner in (0, 1)
    if state.game == "number-capture":
        assert state.history[-1] == rules.Move(state.winner, state.history[-1].number)
    else:  # the player left without a move loses
        assert state.winner == 1 - state.to_move


@SETTINGS
@given(states())
def test_legal_moves_are_exactly_what_apply_accepts(state: rules.State) -> None:
    game = rules.get_game(state.game)
    accepted = []
    for n in range(-2, state.size + 3):
        try:
            game.apply(state, n)
        except IllegalMove as error:
            assert str(error)
        else:
            accepted.append(n)
    assert accepted == game.legal_moves(state)
    for junk in (True, "3", 2.0, None):
        with pytest.raises(IllegalMove):
            game.apply(state, junk)  # type: ignore[arg-type]


@SETTINGS
@given(states())
def test_json_round_trip_is_exact(state: rules.State) -> None:
    data = state.to_json()
    assert rules.state_from_json(data) == state
    again = rules.state_from_json(json.loads(json.dumps(data)))
    assert again == state
    assert hash(again) == hash(state)


@SETTINGS
@given(states())
def test_apply_never_mutates(state: rules.State) -> None:
    game = rules.get_game(state.game)
    before = copy.deepcopy(state)
    for n in game.legal_moves(state):
        after = game.apply(state, n)
        assert after != state
        assert after.history[: len(state.history)] == state.history
    assert state == before
    assert state.to_json() == before.to_json()


@SETTINGS
@given(states())
def test_cells_match_legal_moves_and_history(state: rules.State) -> None:
    game = rules.get_game(state.game)
    cells = game.cells(state)
    assert [c.number for c in cells] == list(range(1, state.size + 1))
    assert {c.number for c in cells if c.mark == "open"} == set(game.legal_moves(state))
    played = set(state.numbers)
    for cell in cells:
        if cell.mark in ("p1", "p2"):
            owner = int(cell.mark[1]) - 1
            assert rules.Move(owner, cell.number) in state.history
        if cell.number in played:
            assert cell.mark in ("p1", "p2", "taken")
    assert isinstance(game.render(state), str) and game.render(state)


@SETTINGS
@given(states())
def test_describe_move_names_the_number(state: rules.State) -> None:
    game = rules.get_game(state.game)
    for n in game.legal_moves(state):
        assert str(n) in game.describe_move(state, n)


@SETTINGS
@given(states())
def test_describe_move_names_the_players_it_is_given(state: rules.State) -> None:
    """A board's names replace the card's Player 1 / Player 2 (and Circle Duel's nameless
    "Number 4 selected."); the sentence never announces the winner (the board's Result
    says it once)."""
    game = rules.get_game(state.game)
    names = ("<@111>", "<@222>")
    for n in game.legal_moves(state):
        text = game.describe_move(state, n, names)
        assert text.startswith(f"{names[state.to_move]} "), text
        assert "Player" not in text
        assert "wins" not in text and "wins" not in game.describe_move(state, n)


def test_tampered_json_is_refused() -> None:
    game = rules.get_game("circle-duel")
    data = game.apply(game.new_state(), 4).to_json()
    with pytest.raises(ValueError):
        rules.state_from_json({**data, "to_move": 0})
    with pytest.raises(ValueError):
        rules.state_from_json({**data, "winner": 1})
    with pytest.raises(IllegalMove):
        rules.state_from_json({**data, "history": [[0, 4], [1, 9]]})
    with pytest.raises(KeyError):
        rules.state_from_json({**data, "game": "chess"})


@SETTINGS
@given(states())
def test_before_last_move_equals_replaying_all_but_the_last_number(state: rules.State) -> None:
    last = state.before_last_move()
    if not state.numbers:
        assert last is None
        return
    assert last is not None
    before, number = last
    game = rules.get_game(state.game)
    assert number == state.numbers[-1]
    assert before == game.replay(state.options_dict(), list(state.numbers[:-1]))
    assert game.apply(before, number) == state  # and playing it again gives the state back
