"""Exact solver: who wins from any position, and with which moves (see docs/solver.md).

Every game is finite with no draws, so each position is won or lost for the player to
move. The methods live with each game's rules, as its ``strategy``
(``rules.strategy.Strategy``): for the line games Sprague–Grundy values of canonical
components with one claim a turn, a memoised search over canonical positions with several
(``rules/line_solver.py``), a memoised search on canonical runs for Number Capture
(``rules/capture.py``), parity for Number Circle Duel (``rules/circle.py``) and maximum
matchings for Number Chain (``rules/chain.py``). This module dispatches through the
registry; a game without a strategy falls back to plain minimax through its own
``apply`` (``GENERIC``: exact, but exponential, so for small sizes only).

``remoteness`` (used by the perfect player) counts the plies left under optimal play:
the winner hurries, the loser delays.
"""

from __future__ import annotations

from typing import NamedTuple

from rules.base import State
from rules.registry import GAMES, get_game
from rules.strategy import Strategy


class Verdict(NamedTuple):
    wins: bool  # the player to move wins with perfect play
    winning_moves: tuple[int, ...]  # ascending; empty when lost (or over)


def solve(state: State) -> Verdict:
    moves = get_game(state.game).legal_moves(state)
    if not moves:
        return Verdict(False, ())
    winning = _strategy(state).winning_moves(state, moves)
    return Verdict(bool(winning), winning)


def remoteness(state: State) -> int | None:
    """Plies left with perfect play (winner shortest, loser longest), None if not exact here."""
    return _strategy(state).remoteness(state)


def move_remoteness(state: State, number: int) -> int | None:
    """Remoteness of the position after playing ``number`` (including a forced pass)."""
    after = get_game(state.game).apply(state, number)
    rem = remoteness(after)
    if rem is None:
        return None
    return rem + (len(after.history) - len(state.history) - 1)


def clear_caches() -> None:
    """Forget every memo of every registered game's strategy (the benchmark's 'cold' runs
    start here)."""
    for game in GAMES.values():
        for cached in game.strategy.caches if game.strategy else ():
            cached.cache_clear()


def _strategy(state: State) -> Strategy:
    return get_game(state.game).strategy or GENERIC


# ===================================================================== any other game


def generic_move_wins(state: State, number: int) -> bool:
    """Plain minimax through the game's own apply: exact, exponential, small games only."""
    child = get_game(state.game).apply(state, number)
    if child.winner is not None:
        return child.winner == state.to_move
    return _generic_wins(child) == (child.to_move == state.to_move)


def _generic_winning(state: State, moves: list[int]) -> tuple[int, ...]:
    return tuple(n for n in moves if generic_move_wins(state, n))


def _generic_wins(state: State) -> bool:
    moves = get_game(state.game).legal_moves(state)
    return any(generic_move_wins(state, n) for n in moves)


GENERIC = Strategy(_generic_winning, lambda state: None)
