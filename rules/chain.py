"""Number Chain (docs/rules.md, decision 3): the start number counts as used.

From the last number x a player adds an unused y in 1..size with y = x±1, 2x or x/2.
"""

from __future__ import annotations

from rules.base import Game, State, player_name
from rules.options import Option, size_option


def successors(x: int, size: int) -> list[int]:
    """Every number related to x (used or not), ascending."""
    out = {x - 1, x + 1, 2 * x}
    if x % 2 == 0:
        out.add(x // 2)
    return sorted(n for n in out if 1 <= n <= size)


def chain(state: State) -> list[int]:
    return [state.option("start"), *state.numbers]


def _fmt(numbers: list[int]) -> str:
    return "[" + ",".join(map(str, numbers)) + "]"


START = Option("start", "the start number (random if left out)", default=None)


class NumberChain(Game):
    slug = "number-chain"
    title = "Number Chain"
    options = (size_option(9), START)

    def used(self, state: State) -> set[int]:
        return set(chain(state))

    def _moves(self, state: State) -> list[int]:
        links = chain(state)
        used = set(links)
        return [n for n in successors(links[-1], state.size) if n not in used]

    def _why_illegal(self, state: State, number: int) -> str:
        links = chain(state)
        if number in links:
            return f"{number} is already in the chain"
        last = links[-1]
        return f"{number} doesn't follow {last}: play {last}±1, double or half"

    def available(self, state: State) -> list[int]:
        used = self.used(state)
        return [n for n in range(1, state.size + 1) if n not in used]

    def render(self, state: State) -> str:
        links = chain(state)
        return "\n".join(
            [
                f"Current Chain: {_fmt(links)}",
                f"Available Numbers: {_fmt(self.available(state))}",
                f"Last Number: {links[-1]}",
                f"Possible Moves: {_fmt(self.legal_moves(state))}",
            ]
        )

    def describe_move(self, before: State, number: int) -> str:
        return f"{player_name(before.to_move)} added {number}: {_fmt([*chain(before), number])}."
