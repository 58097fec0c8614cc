"""A game's solver strategy: how ``rules.solver`` decides its positions fast.

Each game's rules module defines its strategy next to its rules and sets it as the
game's ``strategy``; a game without one is solved by the generic exhaustive search in
``rules.solver`` (exact, but exponential: small sizes only). See docs/solver.md.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

from rules.base import State


class Memo(Protocol):
    """A ``functools.cache``-wrapped function: the solver empties it on request."""

    def cache_clear(self) -> None: ...


@dataclass(frozen=True, slots=True)
class Strategy:
    """``winning_moves(state, moves)``: the winning ones among ``moves`` (the legal moves,
    never empty), ascending. ``remoteness(state)``: plies left under perfect play (the
    winner hurries, the loser delays; a pass counts), or None where it is not computed
    exactly. ``caches``: every memo the two use, for ``rules.solver.clear_caches``.
    """

    winning_moves: Callable[[State, list[int]], tuple[int, ...]]
    remoteness: Callable[[State], int | None]
    caches: tuple[Memo, ...] = ()
