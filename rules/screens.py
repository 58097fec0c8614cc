"""A game's terminal screens: its card's command-line prompts and end lines, as text.

Pure functions of the game and the state; ``bot/frontends/terminal.py`` runs the loop and prints
them. A game without ``screens`` of its own gets ``DEFAULT``.

The terminal speaks English only (it sets no language), so these prompts and end lines stay
English literals, as do the games' own screens in their modules; Discord uses none of them.
What both show (a move's sentence, the board) comes from the games, said in the language in
force: English here.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from rules.base import State, player_name

if TYPE_CHECKING:
    from rules.base import Game


@dataclass(frozen=True, slots=True)
class Turn:
    """What to show before a move: lines, then the prompt the answer is typed after."""

    lines: list[str]
    prompt: str


def list_text(numbers: list[int], sep: str = ", ") -> str:
    """'[1, 2, 3]' as the cards write lists."""
    return "[" + sep.join(map(str, numbers)) + "]"


def default_turn(game: Game, state: State) -> Turn:
    return Turn([game.render(state), ""], f"{player_name(state.to_move)}, your number: ")


def no_move_end(game: Game, state: State) -> list[str]:
    """The board, then who was stuck and who won."""
    return [
        game.render(state),
        "",
        f"{player_name(state.to_move)} has no valid moves.",
        f"{player_name(state.winner or 0)} wins the game!",
    ]


def describe_after(game: Game, before: State, after: State) -> list[str]:
    """The game's own sentence for the move just played."""
    return [game.describe_move(before, after.history[-1].number or 0), ""]


def nothing_after(game: Game, before: State, after: State) -> list[str]:
    return []


def no_intro(game: Game, state: State) -> list[str]:
    return []


@dataclass(frozen=True, slots=True)
class Screens:
    """``intro`` once after the header, ``turn`` before each move, ``after`` each move,
    ``end`` once the game is over."""

    turn: Callable[[Game, State], Turn]
    end: Callable[[Game, State], list[str]]
    after: Callable[[Game, State, State], list[str]] = describe_after
    intro: Callable[[Game, State], list[str]] = no_intro


DEFAULT = Screens(default_turn, no_move_end)
