"""Number Circle Duel (docs/rules.md, decision 2): adjacency on the original circle 1..N.

A claimed number leaves a gap; after the first move each pick must be a circle
neighbour of the last pick, so the game is a walk that lasts exactly N moves.
"""

from __future__ import annotations

from rules.base import Game, State
from rules.options import size_option


def neighbours(n: int, size: int) -> tuple[int, int]:
    return (size if n == 1 else n - 1, 1 if n == size else n + 1)


class CircleDuel(Game):
    slug = "circle-duel"
    title = "Number Circle Duel"
    options = (size_option(10),)

    def _moves(self, state: State) -> list[int]:
        used = set(state.numbers)
        if not state.history:
            return list(range(1, state.size + 1))
        last = state.history[-1].number
        assert last is not None
        return sorted({n for n in neighbours(last, state.size) if n not in used})

    def _why_illegal(self, state: State, number: int) -> str:
        if number in state.numbers:
            return f"{number} is already taken"
        last = state.history[-1].number
        return f"{number} is not next to {last} on the circle"

    def render(self, state: State) -> str:
        if not state.history:
            return "Available numbers: " + " ".join(map(str, self._moves(state)))
        moves = self.legal_moves(state)
        return (
            f"Last number selected: {state.history[-1].number}\n"
            f"Available adjacent numbers: {' '.join(map(str, moves)) if moves else 'none'}"
        )

    def describe_move(self, before: State, number: int) -> str:
        return f"Number {number} selected."
