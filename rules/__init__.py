"""Pure game logic for Number Duels: no Discord, no database, no I/O.

Public surface (see docs/architecture.md): get_game, GAMES, game_slugs, register, Game,
Option, State, Move, Cell, IllegalMove, UnknownOption, option_names, option_help,
state_from_json, stored_options, max_size; the line games' parse_forbid, forbid_text,
claims_left; the referee's analyze, describe, Analysis.

Texts (i18n/locales/<language>/rules.ftl, review.ftl, puzzles.ftl, analysis.ftl): refusals
are raised with an ``i18n.Text`` (``str(error)`` says it in the language in force where it is
read); sentences the rules return (``describe_move``, ``render``, the review's and the
puzzle's lines, ``describe``) are said in the language in force when called, English when
none is set (the terminal). Each game also gives ``name`` (its title in the reader's
language), ``summary``, ``rules_text`` and ``house_rules`` (what /rules shows) and
``end_line`` (a game played out), all as Text.
"""

from __future__ import annotations

import importlib
from typing import Any

from rules.analysis import Analysis, analyze, describe
from rules.base import Cell, Game, IllegalMove, Move, State, UnknownOption
from rules.forbid import claims_left, forbid_text, parse_forbid
from rules.options import Option
from rules.registry import (
    GAMES,
    game_slugs,
    get_game,
    max_size,
    option_help,
    option_names,
    register,
)

#: The games' modules, in the order the commands offer their games; each registers its
#: game(s) when imported.
GAME_MODULES = ("rules.line", "rules.capture", "rules.circle", "rules.chain")
for _module in GAME_MODULES:
    importlib.import_module(_module)


def stored_options(game: Game, options: dict[str, Any]) -> dict[str, Any]:
    """Options as stored, in today's names (``reach`` read as ``forbid``) and with the
    defaults of options added since (``claims``, ``forbid``) filled in."""
    options = game.upgrade_options(dict(options))
    for option in game.options:
        if option.name not in options and option.default is not None:
            options[option.name] = option.default
    return options


def state_from_json(data: dict[str, Any]) -> State:
    """Rebuild a state from ``State.to_json()`` by replaying its moves (so it is valid).

    A state stored before ``forbid`` and ``claims`` existed (``reach``, or neither)
    replays as the same game. Raises ValueError (or KeyError for an unknown game) if the
    data is not a consistent state of that game.
    """
    try:
        game = get_game(data["game"])
        options = stored_options(game, data["options"])
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
    "Analysis",
    "Cell",
    "Game",
    "IllegalMove",
    "Move",
    "Option",
    "State",
    "UnknownOption",
    "analyze",
    "claims_left",
    "describe",
    "forbid_text",
    "game_slugs",
    "get_game",
    "max_size",
    "option_help",
    "option_names",
    "parse_forbid",
    "register",
    "state_from_json",
    "stored_options",
]
