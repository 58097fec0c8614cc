"""Number Chain (docs/rules.md, decision 3): the start number counts as used.

From the last number x a player adds an unused y in 1..size with y = x±1, 2x or x/2.
"""

from __future__ import annotations

from functools import cache

from i18n import Text, t
from rules.base import Game, Names, State, name_of, player_name
from rules.options import Option, size_option
from rules.registry import register
from rules.screens import Screens, Turn, list_text, no_move_end, nothing_after
from rules.strategy import Strategy


def successors(x: int, size: int) -> list[int]:
    """Every number related to x (used or not), ascending."""
    out = {x - 1, x + 1, 2 * x}
    if x % 2 == 0:
        out.add(x // 2)
    return sorted(n for n in out if 1 <= n <= size)


def chain(state: State) -> list[int]:
    return [state.option("start"), *state.numbers]


def _fmt(numbers: list[int]) -> str:
    return list_text(numbers, ",")


# ===================================================================== solver strategy
# Undirected vertex geography (Fraenkel, Scheinerman & Ullman 1993): with the token on
# v and G the graph induced on the unused numbers plus v, the player to move wins iff
# v is in every maximum matching of G, i.e. nu(G) > nu(G - v). So moving to u wins iff
# nu(G - v) == nu(G - v - u). Vertex sets are bit masks.


@cache
def adjacency(size: int) -> tuple[int, ...]:
    masks = [0] * (size + 1)
    for x in range(1, size + 1):
        for y in successors(x, size):
            masks[x] |= 1 << y
    return tuple(masks)


@cache
def matching_size(vertices: int, size: int) -> int:
    """Maximum matching size of the chain graph on 1..size induced on the bit mask."""
    if not vertices:
        return 0
    v = (vertices & -vertices).bit_length() - 1
    rest = vertices & ~(1 << v)
    best = matching_size(rest, size)
    partners = adjacency(size)[v] & rest
    while partners:
        u = (partners & -partners).bit_length() - 1
        partners &= partners - 1
        if 1 + matching_size(rest & ~(1 << u), size) > best:
            return best + 1  # nu(S) <= nu(S - v) + 1
    return best


def _unused_mask(state: State) -> int:
    used = set(chain(state))
    return sum(1 << n for n in range(1, state.size + 1) if n not in used)


def _winning(state: State, moves: list[int]) -> tuple[int, ...]:
    unused = _unused_mask(state)
    nu = matching_size(unused, state.size)
    return tuple(n for n in moves if matching_size(unused & ~(1 << n), state.size) == nu)


@cache
def _rem(unused: int, token: int, size: int) -> tuple[bool, int]:
    options = adjacency(size)[token] & unused
    if not options:
        return False, 0
    wins_best: int | None = None
    lose_best = 0
    while options:
        u = (options & -options).bit_length() - 1
        options &= options - 1
        child_wins, rem = _rem(unused & ~(1 << u), u, size)
        if not child_wins:
            wins_best = rem if wins_best is None else min(wins_best, rem)
        else:
            lose_best = max(lose_best, rem)
    return (True, wins_best + 1) if wins_best is not None else (False, lose_best + 1)


def _component(unused: int, token: int, size: int) -> int:
    links = adjacency(size)
    seen = 1 << token
    frontier = [token]
    while frontier:
        x = frontier.pop()
        new = links[x] & unused & ~seen
        seen |= new
        while new:
            y = (new & -new).bit_length() - 1
            new &= new - 1
            frontier.append(y)
    return seen & ~(1 << token)


def _remoteness(state: State) -> int:
    token = chain(state)[-1]
    # Only the token's component matters; searching it is exact and measured at
    # <= 25 ms cold for every start at size 25 (docs/solver.md).
    reachable = _component(_unused_mask(state), token, state.size)
    return _rem(reachable, token, state.size)[1]


STRATEGY = Strategy(_winning, _remoteness, caches=(adjacency, matching_size, _rem))


# ===================================================================== terminal screens
# The terminal speaks English only: its prompts stay literals (rules/screens.py).
def _intro(game: Game, state: State) -> list[str]:
    start = state.option("start")
    available = [n for n in range(1, state.size + 1) if n != start]
    return [
        f"Starting Number: {start}",
        f"Number Chain: [{start}]",
        f"Available Numbers: {list_text(available, ',')}",
        "",
    ]


def _turn(game: Game, state: State) -> Turn:
    return Turn(
        [f"{player_name(state.to_move)}'s turn.", game.render(state)], "Enter your number: "
    )


# ===================================================================== the game
START = Option("start", "the start number (random if left out)", default=None)


class NumberChain(Game):
    slug = "number-chain"
    title = "Number Chain"
    options = (size_option(9), START)
    strategy = STRATEGY
    screens = Screens(_turn, no_move_end, nothing_after, _intro)

    def used(self, state: State) -> set[int]:
        return set(chain(state))

    def _moves(self, state: State) -> list[int]:
        links = chain(state)
        used = set(links)
        return [n for n in successors(links[-1], state.size) if n not in used]

    def _why_illegal(self, state: State, number: int) -> Text:
        links = chain(state)
        if number in links:
            return Text("rules-chain-in-chain", number=number)
        return Text("rules-chain-not-next", number=number, last=links[-1])

    def available(self, state: State) -> list[int]:
        used = self.used(state)
        return [n for n in range(1, state.size + 1) if n not in used]

    def render(self, state: State) -> str:
        links = chain(state)
        return "\n".join(
            [
                t("rules-board-chain", numbers=_fmt(links)),
                t("rules-board-available", numbers=_fmt(self.available(state))),
                t("rules-board-last-number", number=links[-1]),
                t("rules-board-possible-moves", numbers=_fmt(self.legal_moves(state))),
            ]
        )

    def describe_move(self, before: State, number: int, names: Names = None) -> str:
        """The card writes the chain after the move ("Player 1 added 8: [9,8]."); named
        players read a board that shows the chain already, so it is left out there."""
        player = name_of(before.to_move, names)
        if names:
            return t("rules-chain-move", player=player, number=number)
        return t("rules-chain-move-card", player=player, number=number,
                 chain=_fmt([*chain(before), number]))


register(NumberChain())
