"""Pure game logic for Number Duels: no Discord, no database, no I/O.

Public surface (see docs/architecture.md): get_game, GAMES, game_slugs, register, Game,
Option, State, Move, Cell, IllegalMove, UnknownOption, count, option_names, option_help,
state_from_json.
"""

from __future__ import annotations

from typing import Any

from rules.base import Cell, Game, IllegalMove, Move, State, UnknownOption, count
from rules.options import Option
from rules.registry import GAMES, game_slugs, get_game, option_help, option_names, register


def state_from_json(data: dict[str, Any]) -> State:
    """Rebuild a state from ``State.to_json()`` by replaying its moves (so it is valid).

    Raises ValueError (or KeyError for an unknown game) if the data is not a consistent
    state of that game.
    """
    try:
        game = get_game(data["game"])
        options = dict(data["options"])
        history = [[int(p), None if n is None else int(n)] for p, n in data["history"]]
        expected = {
            "game": data["game"],
            "options": options,
            "history": history,
            "to_move": data["to_move"],
            "winner": data["winner"],
        }
    except (TypeError, ValueError) as error:
        raise ValueError(f"not a game state: {error}") from None
    state = game.new_state(**options)
    for _player, number in history:
        if number is not None:
            state = game.apply(state, number)
    if state.to_json() != expected:
        raise ValueError("inconsistent game state: it differs from a replay of its moves")
    return state


__all__ = [
    "GAMES",
    "Cell",
    "Game",
    "IllegalMove",
    "Move",
    "Option",
    "State",
    "UnknownOption",
    "count",
    "game_slugs",
    "get_game",
    "option_help",
    "option_names",
    "register",
    "state_from_json",
]
