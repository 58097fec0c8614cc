"""One engine for Non-Consecutive and Forbidden Adjacent (docs/rules.md, decision 5).

Claiming n forbids n - d and n + d for every distance d of the ``forbid`` set (default
{1}: the two neighbours; decision 9), and a turn is ``claims`` claims (default 1;
decision 8), each one move of the history: the mover keeps the turn while claims are
left and a number is open. Non-Consecutive calls forbidden numbers "unavailable";
Forbidden Adjacent tracks who claimed what. The solver is ``rules/line_solver.py``.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping

from i18n import Text, and_list, t
from rules import caps
from rules.base import Game, Names, State, name_of, player_name, runs
from rules.forbid import (
    CLAIMS,
    FORBID,
    FORBID_ONE_DRAWN,
    REACH_TO_FORBID,
    claims_left,
    claims_of,
    forbid_of,
    forbidden,
    open_numbers,
)
from rules.line_solver import STRATEGY, fixed_winner
from rules.options import size_option
from rules.registry import register
from rules.screens import Screens, Turn, nothing_after


def claimed(state: State) -> list[int]:
    return list(state.numbers)


def _left_text(state: State) -> str:
    """' (2 claims left)' while a turn has several claims, else ''."""
    if claims_of(state) == 1:
        return ""
    left = claims_left(state)
    return f" ({left} claim{'s' if left != 1 else ''} left)"


# ===================================================================== terminal screens
# The terminal speaks English only: its prompts stay literals (rules/screens.py).
def _non_consecutive_turn(game: Game, state: State) -> Turn:
    return Turn(
        [game.render(state), "", f"{player_name(state.to_move)}'s turn{_left_text(state)}."],
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
        [game.render(state), ""],
        f"{player_name(state.to_move)}, enter a number to claim{_left_text(state)}: ",
    )


def _forbidden_end(game: Game, state: State) -> list[str]:
    loser, winner = player_name(state.to_move), player_name(state.winner or 0)
    return [game.render(state), "", f"{loser}, no valid moves remaining. {winner} wins!"]


# ===================================================================== the games
class LineGame(Game):
    """Shared engine; subclasses only change presentation."""

    strategy = STRATEGY

    def new_state(self, **given: object) -> State:
        state = super().new_state(**given)
        options = state.options_dict()
        cap = self.max_size(options)
        if state.size > cap:
            raise ValueError(caps.refusal(options, cap))
        return state

    def max_size(self, options: Mapping[str, int]) -> int:
        return caps.line_max_size(options.get("forbid", 1), options.get("claims", 1))

    def _moves(self, state: State) -> list[int]:
        return open_numbers(state)

    def _next_to_move(self, moved: State) -> int:
        """The mover keeps the turn while claims are left and a number is open."""
        if claims_left(moved) > 0 and open_numbers(moved):
            return moved.to_move
        return 1 - moved.to_move

    def fixed_winner(self, state: State) -> int | None:
        """On canonical positions (``rules/line_solver.py``): the generic search visits
        every set of claims, seconds at size 25 with several claims a turn."""
        return fixed_winner(state)

    def position_key(self, state: State) -> Hashable:
        return (frozenset(state.numbers), state.to_move, claims_left(state), state.winner)

    def _why_illegal(self, state: State, number: int) -> Text:
        if number in state.numbers:
            return Text("rules-move-taken", number=number)
        bad = forbid_of(state)
        near = min((n for n in state.numbers if abs(n - number) in bad),
                   key=lambda n: (abs(n - number), n))
        return self._too_close(number, near, abs(near - number))

    def _too_close(self, number: int, near: int, distance: int) -> Text:
        """"6 is forbidden: it is next to 5." / "... two away from 6." / "... 3 away
        from 7." (the card's word for a number no one may claim)."""
        if distance == 1:
            return Text("rules-forbidden-next-to", number=number, near=near)
        if distance == 2:
            return Text("rules-forbidden-two-away", number=number, near=near)
        return Text("rules-forbidden-away", number=number, near=near, distance=distance)


def forbids(before: State, number: int) -> list[int]:
    """The numbers claiming ``number`` puts at a forbidden distance (on the line or not),
    ascending: the card's "Numbers 9 and 11"."""
    return sorted(number + sign * d for d in forbid_of(before) for sign in (-1, 1))


class NonConsecutive(LineGame):
    slug = "non-consecutive"
    title = "Non-Consecutive"
    options = (size_option(20), FORBID_ONE_DRAWN, CLAIMS)
    screens = Screens(_non_consecutive_turn, _non_consecutive_end)

    def _too_close(self, number: int, near: int, distance: int) -> Text:
        """"10 is unavailable: it is next to 9." (and the other distances)."""
        if distance == 1:
            return Text("rules-unavailable-next-to", number=number, near=near)
        if distance == 2:
            return Text("rules-unavailable-two-away", number=number, near=near)
        return Text("rules-unavailable-away", number=number, near=near, distance=distance)

    def render(self, state: State) -> str:
        return t("rules-board-available", numbers=self.available_text(state))

    def available_text(self, state: State) -> str:
        """'1-8, 12-20 (excluding 9 and 11)' as on the card.

        The card adds the "(excluding ...)" note only while every available stretch is a
        range (no lone numbers); we follow that so the card's lines come out verbatim.
        """
        blocks = runs(self._moves(state)) if state.winner is None else []
        if not blocks:
            return t("rules-board-none")
        parts = [str(a) if a == b else f"{a}-{b}" for a, b in blocks]
        separator = t("list-separator")  # ", " as the card writes it; "、" in Japanese
        text = separator.join(parts)
        gone = sorted(forbidden(state))
        if gone and all(a < b for a, b in blocks):
            excluded = (str(and_list(gone)) if len(gone) == 2
                        else separator.join(map(str, gone)))
            return t("rules-board-available-excluding", ranges=text, numbers=excluded)
        return text

    def describe_move(self, before: State, number: int, names: Names = None) -> str:
        """The card names both neighbours, even one past the end ("(21 is beyond our
        list)"); a board with names speaks only of the numbers this move made unavailable
        (not those unavailable already)."""
        near = forbids(before, number)
        beyond = [n for n in near if not 1 <= n <= before.size]
        if names is None:
            line = (t("rules-unavailable-now-beyond", numbers=and_list(near), count=len(near),
                      beyond=and_list(beyond), beyond_count=len(beyond)) if beyond
                    else t("rules-unavailable-now", numbers=and_list(near), count=len(near)))
        else:  # only what this move changed, as Forbidden Adjacent says it
            old, taken = forbidden(before), set(before.numbers) | {number}
            on_board = [n for n in near
                        if 1 <= n <= before.size and n not in old and n not in taken]
            line = (t("rules-unavailable-now", numbers=and_list(on_board), count=len(on_board))
                    if on_board else t("rules-unavailable-none"))
        move = t("rules-nonconsec-move", player=name_of(before.to_move, names), number=number)
        return f"{move}\n{line}"


class ForbiddenAdjacent(LineGame):
    slug = "forbidden-adjacent"
    title = "Forbidden Adjacent"
    options = (size_option(9), FORBID, CLAIMS)
    screens = Screens(_forbidden_turn, _forbidden_end, nothing_after)

    def tracks_owners(self) -> bool:
        return True

    def upgrade_options(self, given: dict[str, object]) -> dict[str, object]:
        """``reach`` (stored before the forbid sets) read as the forbid set it meant:
        reach 1 is forbid 1, reach 2 is forbid 1,2."""
        if "reach" in given and "forbid" not in given:
            reach = given.pop("reach")
            if not isinstance(reach, int) or reach not in REACH_TO_FORBID:
                raise ValueError("`reach` must be 1 or 2.")
            given["forbid"] = REACH_TO_FORBID[reach]
        return given

    def render(self, state: State) -> str:
        owners = self.owner_of(state)
        bad = forbidden(state)
        line = " ".join(
            f"P{owners[n] + 1}" if n in owners else f"[{n}]" if n in bad else str(n)
            for n in range(1, state.size + 1)
        )
        lines = [
            t("rules-board-number-line", numbers=line),
            t("rules-board-forbidden", numbers=" ".join(map(str, sorted(bad)))),
        ]
        for p in (0, 1):  # the terminal's lines (a Discord board replaces them)
            mine = " ".join(str(m.number) for m in state.history if m.player == p)
            lines.append(f"{player_name(p)}'s claimed numbers: {mine}")
        return "\n".join(lines)

    def describe_move(self, before: State, number: int, names: Names = None) -> str:
        after_claims = set(before.numbers) | {number}
        old = forbidden(before)
        new = [n for n in forbids(before, number)
               if 1 <= n <= before.size and n not in after_claims and n not in old]
        first = t("rules-forbidden-move", player=name_of(before.to_move, names), number=number)
        if not new:
            return f"{first} {t('rules-forbidden-none-new')}"
        return f"{first} {t('rules-forbidden-new', numbers=and_list(new), count=len(new))}"


register(NonConsecutive())
register(ForbiddenAdjacent())
