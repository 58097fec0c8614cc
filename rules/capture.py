"""Number Capture, with the pass rule of docs/rules.md, decision 1.

A capture may not be next to the last captured number. A player left with no legal
capture passes (recorded as ``Move(player, None)`` inside ``apply``) and the restriction
is lifted for the capturer's next turn. Whoever captures the last number wins.
"""

from __future__ import annotations

from dataclasses import replace

from rules.base import Game, Move, State, and_join, player_name
from rules.options import size_option


def remaining(state: State) -> list[int]:
    used = set(state.numbers)
    return [n for n in range(1, state.size + 1) if n not in used]


def restriction(state: State) -> int | None:
    """The last captured number while it restricts the next capture, else None."""
    if not state.history:
        return None
    return state.history[-1].number


def _fmt(numbers: list[int]) -> str:
    return "[" + ", ".join(map(str, numbers)) + "]"


class NumberCapture(Game):
    slug = "number-capture"
    title = "Number Capture"
    options = (size_option(9),)

    def tracks_owners(self) -> bool:
        return True

    def _moves(self, state: State) -> list[int]:
        last = restriction(state)
        return [n for n in remaining(state) if last is None or abs(n - last) != 1]

    def _why_illegal(self, state: State, number: int) -> str:
        if number in state.numbers:
            return f"{number} is already taken"
        return f"{number} is next to {restriction(state)}, the last captured number"

    def _settle(self, state: State) -> State:
        capturer = 1 - state.to_move
        if not remaining(state):
            return replace(state, winner=capturer)
        if state.history and not self._moves(state):
            passed = Move(state.to_move, None)
            return replace(state, history=(*state.history, passed), to_move=capturer)
        return state

    def render(self, state: State) -> str:
        lines = [f"Shared List: {_fmt(remaining(state))}"]
        for p in (0, 1):
            mine = [m.number for m in state.history if m.player == p and m.number is not None]
            lines.append(f"{player_name(p)}'s Captures: {_fmt(mine)}")
        return "\n".join(lines)

    def describe_move(self, before: State, number: int) -> str:
        after = self.apply(before, number)
        who = player_name(before.to_move)
        text = f"{who} captured {number}."
        if after.winner is not None:
            return f"{text} {who} captured the last number and wins the game!"
        if after.history[-1].number is None:
            stuck = player_name(1 - before.to_move)
            rest = and_join([str(n) for n in remaining(after)])
            text += f" {stuck} cannot capture ({rest} next to {number}) and passes."
        return text
