"""Number Circle Duel (docs/rules.md, decision 2): adjacency on the original circle 1..N.

A claimed number leaves a gap; after the first move each pick must be a circle
neighbour of the last pick, so the game is a walk that lasts exactly N moves.
"""

from __future__ import annotations

from rules.base import Game, Names, State, player_name
from rules.options import size_option
from rules.screens import Screens, Turn, no_move_end
from rules.strategy import Strategy


def neighbours(n: int, size: int) -> tuple[int, int]:
    return (size if n == 1 else n - 1, 1 if n == size else n + 1)


# ===================================================================== solver strategy
# The claimed numbers always form an arc with the last pick at one end, so after the
# first pick each move is forced outward: exactly N moves are played. The player to
# move wins iff an odd number of numbers is left.


def _left(state: State) -> int:
    return state.size - len(state.numbers)


def _winning(state: State, moves: list[int]) -> tuple[int, ...]:
    return tuple(moves) if _left(state) % 2 == 1 else ()


def _remoteness(state: State) -> int:
    return _left(state) if state.winner is None else 0


# ===================================================================== terminal screens
def _turn(game: Game, state: State) -> Turn:
    return Turn([f"{player_name(state.to_move)}'s turn.", game.render(state)], "Select a number: ")


# ===================================================================== the game
class CircleDuel(Game):
    slug = "circle-duel"
    title = "Number Circle Duel"
    options = (size_option(10),)
    strategy = Strategy(_winning, _remoteness)
    screens = Screens(_turn, no_move_end)

    def _moves(self, state: State) -> list[int]:
        used = set(state.numbers)
        if not state.history:
            return list(range(1, state.size + 1))
        last = state.history[-1].number
        assert last is not None
        return sorted({n for n in neighbours(last, state.size) if n not in used})

    def _why_illegal(self, state: State, number: int) -> str:
        if number in state.numbers:
            return f"{number} is already taken."
        last = state.history[-1].number
        return f"{number} is not next to {last} on the circle."

    def render(self, state: State) -> str:
        if not state.history:
            return "Available numbers: " + " ".join(map(str, self._moves(state)))
        moves = self.legal_moves(state)
        return (
            f"Last number selected: {state.history[-1].number}\n"
            f"Available adjacent numbers: {' '.join(map(str, moves)) if moves else 'none'}"
        )

    def describe_move(self, before: State, number: int, names: Names = None) -> str:
        """The card's "Number 4 selected." names nobody; a board with names says who."""
        if names is None:
            return f"Number {number} selected."
        return f"{names[before.to_move]} took {number}."

    def fixed_result(self, state: State) -> str | None:
        last = "first" if state.size % 2 else "second"
        return (f"with {state.size} numbers every game lasts {state.size} moves, so whoever "
                f"moves {last} wins")

    def fixed_winner(self, state: State) -> int | None:
        """Every game lasts exactly N moves (docs/rules.md, decision 2): whoever makes the
        last one wins, so with k numbers left the player to move wins iff k is odd."""
        if state.winner is not None:
            return state.winner
        return state.to_move if _left(state) % 2 == 1 else 1 - state.to_move
