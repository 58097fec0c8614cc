"""Number Circle Duel (docs/rules.md, decision 2): adjacency on the original circle 1..N.

A claimed number leaves a gap; after the first move each pick must be a circle
neighbour of the last pick, so the game is a walk that lasts exactly N moves.
"""

from __future__ import annotations

from i18n import Text, t
from rules.base import Game, Names, State, player_name
from rules.options import size_option
from rules.registry import register
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
# The terminal speaks English only: its prompts stay literals (rules/screens.py).
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

    def _why_illegal(self, state: State, number: int) -> Text:
        if number in state.numbers:
            return Text("rules-move-taken", number=number)
        last = state.history[-1].number
        assert last is not None  # a Circle Duel has no passes
        return Text("rules-circle-not-next", number=number, last=last)

    def render(self, state: State) -> str:
        if not state.history:
            return t("rules-board-circle-start", numbers=" ".join(map(str, self._moves(state))))
        moves = self.legal_moves(state)
        adjacent = (t("rules-board-circle-adjacent", numbers=" ".join(map(str, moves))) if moves
                    else t("rules-board-circle-adjacent-none"))
        return t("rules-board-circle-last", number=state.history[-1].number or 0) + "\n" + adjacent

    def describe_move(self, before: State, number: int, names: Names = None) -> str:
        """The card's "Number 4 selected." names nobody; a board with names says who."""
        if names is None:
            return t("rules-circle-move-card", number=number)
        return t("rules-circle-move", player=names[before.to_move], number=number)

    def fixed_result(self, state: State) -> Text | None:
        if state.size % 2:
            return Text("rules-circle-fixed-first", size=state.size)
        return Text("rules-circle-fixed-second", size=state.size)

    def fixed_winner(self, state: State) -> int | None:
        """Every game lasts exactly N moves (docs/rules.md, decision 2): whoever makes the
        last one wins, so with k numbers left the player to move wins iff k is odd."""
        if state.winner is not None:
            return state.winner
        return state.to_move if _left(state) % 2 == 1 else 1 - state.to_move


register(CircleDuel())
