"""One engine for Non-Consecutive and Forbidden Adjacent (docs/rules.md, decision 5).

Claiming n forbids every number within ``reach`` of it (reach 1 = the two neighbours).
Non-Consecutive is the reach-1 line of 20 that calls forbidden numbers "unavailable";
Forbidden Adjacent tracks who claimed what and offers reach 1 or 2.
"""

from __future__ import annotations

from rules.base import Game, State, and_join, player_name
from rules.options import Option, size_option


def claimed(state: State) -> list[int]:
    return list(state.numbers)


def forbidden(state: State, reach: int) -> set[int]:
    """Numbers within ``reach`` of a claim that are not themselves claimed."""
    taken = set(state.numbers)
    out: set[int] = set()
    for n in taken:
        for d in range(1, reach + 1):
            out.update(m for m in (n - d, n + d) if 1 <= m <= state.size)
    return out - taken


def _ranges(numbers: list[int]) -> list[tuple[int, int]]:
    runs: list[tuple[int, int]] = []
    for n in sorted(numbers):
        if runs and runs[-1][1] == n - 1:
            runs[-1] = (runs[-1][0], n)
        else:
            runs.append((n, n))
    return runs


class LineGame(Game):
    """Shared engine; subclasses only change presentation and the reach option."""

    blocked_word = "forbidden"

    def reach(self, state: State) -> int:
        return state.options_dict().get("reach", 1)

    def _moves(self, state: State) -> list[int]:
        bad = forbidden(state, self.reach(state)) | set(state.numbers)
        return [n for n in range(1, state.size + 1) if n not in bad]

    def _why_illegal(self, state: State, number: int) -> str:
        if number in state.numbers:
            return f"{number} is already taken"
        reach = self.reach(state)
        near = min(
            (n for n in state.numbers if abs(n - number) <= reach), key=lambda n: abs(n - number)
        )
        where = "next to" if abs(near - number) == 1 else "two away from"
        return f"{number} is {self.blocked_word}: it is {where} {near}"


class NonConsecutive(LineGame):
    slug = "non-consecutive"
    title = "Non-Consecutive"
    options = (size_option(20),)
    blocked_word = "unavailable"

    def render(self, state: State) -> str:
        return f"Available Numbers: {self.available_text(state)}"

    def available_text(self, state: State) -> str:
        """'1-8, 12-20 (excluding 9 and 11)' as on the card.

        The card adds the "(excluding ...)" note only while every available stretch is a
        range (no lone numbers); we follow that so the card's lines come out verbatim.
        """
        runs = _ranges(self._moves(state)) if state.winner is None else []
        if not runs:
            return "None"
        parts = [str(a) if a == b else f"{a}-{b}" for a, b in runs]
        text = ", ".join(parts)
        gone = sorted(forbidden(state, 1))
        if gone and all(a < b for a, b in runs):
            items = [str(n) for n in gone]
            text += f" (excluding {' and '.join(items) if len(items) == 2 else ', '.join(items)})"
        return text

    def describe_move(self, before: State, number: int) -> str:
        low, high = number - 1, number + 1
        beyond = [str(n) for n in (low, high) if not 1 <= n <= before.size]
        line = f"Numbers {low} and {high} are now unavailable"
        if beyond:
            line += f" ({and_join(beyond)} {'is' if len(beyond) == 1 else 'are'} beyond our list)"
        return f"{player_name(before.to_move)} selected {number}.\n{line}."


REACH = Option("reach", "1 forbids n±1, 2 forbids n±1 and n±2", default=1, choices=(1, 2))


class ForbiddenAdjacent(LineGame):
    slug = "forbidden-adjacent"
    title = "Forbidden Adjacent"
    options = (size_option(9), REACH)

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

    def describe_move(self, before: State, number: int) -> str:
        reach = self.reach(before)
        after_claims = set(before.numbers) | {number}
        old = forbidden(before, reach)
        new = sorted(
            n
            for d in range(1, reach + 1)
            for n in (number - d, number + d)
            if 1 <= n <= before.size and n not in after_claims and n not in old
        )
        first = f"{player_name(before.to_move)} claimed {number}."
        if not new:
            return f"{first} No new numbers become forbidden."
        if len(new) == 1:
            return f"{first} Number {new[0]} becomes forbidden."
        return f"{first} Numbers {and_join([str(n) for n in new])} become forbidden."
