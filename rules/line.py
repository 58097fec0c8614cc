"""One engine for Non-Consecutive and Forbidden Adjacent (docs/rules.md, decision 5).

Claiming n forbids every number within ``reach`` of it (reach 1 = the two neighbours).
Non-Consecutive is the reach-1 line of 20 that calls forbidden numbers "unavailable";
Forbidden Adjacent tracks who claimed what and offers reach 1 or 2.
"""

from __future__ import annotations

from functools import cache

from rules.base import Game, Names, State, and_join, name_of, player_name, runs
from rules.options import Option, size_option
from rules.screens import Screens, Turn, nothing_after
from rules.strategy import Strategy


def claimed(state: State) -> list[int]:
    return list(state.numbers)


def reach_of(state: State) -> int:
    return state.options_dict().get("reach", 1)


def forbidden(state: State, reach: int) -> set[int]:
    """Numbers within ``reach`` of a claim that are not themselves claimed."""
    taken = set(state.numbers)
    out: set[int] = set()
    for n in taken:
        for d in range(1, reach + 1):
            out.update(m for m in (n - d, n + d) if 1 <= m <= state.size)
    return out - taken


def open_numbers(state: State) -> list[int]:
    """Neither claimed nor forbidden, ascending (the legal moves while the game runs)."""
    bad = forbidden(state, reach_of(state)) | set(state.numbers)
    return [n for n in range(1, state.size + 1) if n not in bad]


# ===================================================================== solver strategy
# Impartial, normal play: Sprague–Grundy. The open numbers form runs separated by more
# than ``reach`` (a gap always holds a claim and its forbidden band), so the runs are
# independent games. Taking position p of a run of length L leaves runs of length
# p-1-reach and L-p-reach: an octal game.


@cache
def grundy(length: int, reach: int) -> int:
    if length <= 0:
        return 0
    seen = {
        grundy(p - 1 - reach, reach) ^ grundy(length - p - reach, reach)
        for p in range(1, (length + 1) // 2 + 1)  # the rest are mirror images
    }
    g = 0
    while g in seen:
        g += 1
    return g


def _winning(state: State, moves: list[int]) -> tuple[int, ...]:
    """Moves to a position of Grundy value 0."""
    reach, blocks = reach_of(state), runs(moves)
    total = 0
    for a, b in blocks:
        total ^= grundy(b - a + 1, reach)
    out = []
    for a, b in blocks:
        length = b - a + 1
        rest = total ^ grundy(length, reach)
        for p in range(1, length + 1):
            if rest ^ grundy(p - 1 - reach, reach) ^ grundy(length - p - reach, reach) == 0:
                out.append(a + p - 1)
    return tuple(out)


@cache
def _rem(lengths: tuple[int, ...], reach: int) -> tuple[bool, int]:
    """(wins, remoteness) of a sum of intervals; lengths sorted, no zeros."""
    if not lengths:
        return False, 0
    wins_best: int | None = None
    lose_best = 0
    for i, length in enumerate(lengths):
        if i and lengths[i - 1] == length:
            continue
        others = lengths[:i] + lengths[i + 1 :]
        for p in range(1, (length + 1) // 2 + 1):
            parts = (p - 1 - reach, length - p - reach)
            child = tuple(sorted(others + tuple(x for x in parts if x > 0)))
            child_wins, rem = _rem(child, reach)
            if not child_wins:
                wins_best = rem if wins_best is None else min(wins_best, rem)
            else:
                lose_best = max(lose_best, rem)
    if wins_best is not None:
        return True, wins_best + 1
    return False, lose_best + 1


def _remoteness(state: State) -> int:
    blocks = runs(open_numbers(state)) if state.winner is None else []
    return _rem(tuple(sorted(b - a + 1 for a, b in blocks)), reach_of(state))[1]


STRATEGY = Strategy(_winning, _remoteness, caches=(grundy, _rem))


# ===================================================================== terminal screens
def _non_consecutive_turn(game: Game, state: State) -> Turn:
    return Turn(
        [game.render(state), "", f"{player_name(state.to_move)}'s turn."],
        "Enter a number to select: ",
    )


def _non_consecutive_end(game: Game, state: State) -> list[str]:
    return [
        "No numbers remaining.",
        f"{player_name(state.to_move)} has no valid moves.",
        "",
        f"{player_name(state.winner or 0)} wins the game!",
    ]


def _forbidden_turn(game: Game, state: State) -> Turn:
    return Turn(
        [game.render(state), ""], f"{player_name(state.to_move)}, enter a number to claim: "
    )


def _forbidden_end(game: Game, state: State) -> list[str]:
    loser, winner = player_name(state.to_move), player_name(state.winner or 0)
    return [game.render(state), "", f"{loser}, no valid moves remaining. {winner} wins!"]


# ===================================================================== the games
class LineGame(Game):
    """Shared engine; subclasses only change presentation and the reach option."""

    blocked_word = "forbidden"
    strategy = STRATEGY

    def reach(self, state: State) -> int:
        return reach_of(state)

    def _moves(self, state: State) -> list[int]:
        return open_numbers(state)

    def _why_illegal(self, state: State, number: int) -> str:
        if number in state.numbers:
            return f"{number} is already taken."
        reach = self.reach(state)
        near = min(
            (n for n in state.numbers if abs(n - number) <= reach), key=lambda n: abs(n - number)
        )
        where = "next to" if abs(near - number) == 1 else "two away from"
        return f"{number} is {self.blocked_word}: it is {where} {near}."


class NonConsecutive(LineGame):
    slug = "non-consecutive"
    title = "Non-Consecutive"
    options = (size_option(20),)
    screens = Screens(_non_consecutive_turn, _non_consecutive_end)
    blocked_word = "unavailable"

    def render(self, state: State) -> str:
        return f"Available Numbers: {self.available_text(state)}"

    def available_text(self, state: State) -> str:
        """'1-8, 12-20 (excluding 9 and 11)' as on the card.

        The card adds the "(excluding ...)" note only while every available stretch is a
        range (no lone numbers); we follow that so the card's lines come out verbatim.
        """
        blocks = runs(self._moves(state)) if state.winner is None else []
        if not blocks:
            return "None"
        parts = [str(a) if a == b else f"{a}-{b}" for a, b in blocks]
        text = ", ".join(parts)
        gone = sorted(forbidden(state, 1))
        if gone and all(a < b for a, b in blocks):
            items = [str(n) for n in gone]
            text += f" (excluding {' and '.join(items) if len(items) == 2 else ', '.join(items)})"
        return text

    def describe_move(self, before: State, number: int, names: Names = None) -> str:
        """The card names both neighbours, even one past the end ("(21 is beyond our
        list)"); a board with names speaks only of the numbers on it."""
        low, high = number - 1, number + 1
        beyond = [str(n) for n in (low, high) if not 1 <= n <= before.size]
        if names is None:
            line = f"Numbers {low} and {high} are now unavailable"
            if beyond:
                verb = "is" if len(beyond) == 1 else "are"
                line += f" ({and_join(beyond)} {verb} beyond our list)"
        else:
            on_board = [str(n) for n in (low, high) if 1 <= n <= before.size]
            line = (f"Number {on_board[0]} is now unavailable" if len(on_board) == 1
                    else f"Numbers {and_join(on_board)} are now unavailable")
        return f"{name_of(before.to_move, names)} selected {number}.\n{line}."


REACH = Option("reach", "1 forbids n±1, 2 forbids n±1 and n±2", default=1, choices=(1, 2))


class ForbiddenAdjacent(LineGame):
    slug = "forbidden-adjacent"
    title = "Forbidden Adjacent"
    options = (size_option(9), REACH)
    screens = Screens(_forbidden_turn, _forbidden_end, nothing_after)

    def tracks_owners(self) -> bool:
        return True

    def render(self, state: State) -> str:
        owners = self.owner_of(state)
        bad = forbidden(state, self.reach(state))
        line = " ".join(
            f"P{owners[n] + 1}" if n in owners else f"[{n}]" if n in bad else str(n)
            for n in range(1, state.size + 1)
        )
        lines = [
            f"Number Line: {line}",
            f"Forbidden Numbers: {' '.join(map(str, sorted(bad)))}",
        ]
        for p in (0, 1):
            mine = " ".join(str(m.number) for m in state.history if m.player == p)
            lines.append(f"{player_name(p)}'s claimed numbers: {mine}")
        return "\n".join(lines)

    def describe_move(self, before: State, number: int, names: Names = None) -> str:
        reach = self.reach(before)
        after_claims = set(before.numbers) | {number}
        old = forbidden(before, reach)
        new = sorted(
            n
            for d in range(1, reach + 1)
            for n in (number - d, number + d)
            if 1 <= n <= before.size and n not in after_claims and n not in old
        )
        first = f"{name_of(before.to_move, names)} claimed {number}."
        if not new:
            return f"{first} No new numbers become forbidden."
        if len(new) == 1:
            return f"{first} Number {new[0]} becomes forbidden."
        return f"{first} Numbers {and_join([str(n) for n in new])} become forbidden."
