"""Number Capture, with the pass rule of docs/rules.md, decision 1.

A capture may not be next to the last captured number. A player left with no legal
capture passes (recorded as ``Move(player, None)`` inside ``apply``) and the restriction
is lifted for the capturer's next turn. Whoever captures the last number wins.
"""

from __future__ import annotations

from dataclasses import replace
from functools import cache

from i18n import Text, and_list, t
from rules.base import Game, Move, Names, State, name_of, player_name, runs
from rules.options import size_option
from rules.registry import register
from rules.screens import Screens, Turn, list_text
from rules.strategy import Strategy


def remaining(state: State) -> list[int]:
    used = set(state.numbers)
    return [n for n in range(1, state.size + 1) if n not in used]


def restriction(state: State) -> int | None:
    """The last captured number while it restricts the next capture, else None."""
    if not state.history:
        return None
    return state.history[-1].number


# ===================================================================== solver strategy
# Canonical position: the remaining numbers as runs (gaps are irrelevant), each run
# (length, flag) where flag = 1 if one of its ends is next to the last capture and so
# may not be taken now (a run's own orientation is irrelevant, so the blocked end is
# taken to be its first number). Sorted, it is a multiset.

Key = tuple[tuple[int, int], ...]


def _key(left: list[int], last: int | None) -> Key:
    out = []
    for a, b in runs(left):
        flag = int(last is not None and (a == last + 1 or b == last - 1))
        out.append((b - a + 1, flag))
    return tuple(sorted(out))


def children(key: Key) -> list[tuple[bool, Key]]:
    """Every distinct capture: (opponent_must_pass, next key for the player to move)."""
    out = []
    for i, (length, flag) in enumerate(key):
        if i and key[i - 1] == (length, flag):
            continue
        others = [(n, 0) for j, (n, _f) in enumerate(key) if j != i]
        first = 2 if flag else 1
        # without a flag the run is symmetric: half the positions suffice
        last_p = length if flag else (length + 1) // 2
        for p in range(first, last_p + 1):
            parts = [(p - 1, 1), (length - p, 1)]
            blocks = others + [r for r in parts if r[0] > 0]
            stuck = bool(blocks) and all(r == (1, 1) for r in blocks)
            if stuck:  # the opponent passes; we move again, restriction lifted
                blocks = [(n, 0) for n, _f in blocks]
            out.append((stuck, tuple(sorted(blocks))))
    return out


PARITY_FROM = 6  # see key_wins
PLIES_ARE_NUMBERS_FROM = 5  # see _remoteness


@cache
def key_wins(key: Key) -> bool:
    """Won for the player to move?

    With m >= 6 numbers left the parity of m decides: a pass needs at most two numbers
    left, so from m >= 7 every capture leaves the opponent a non-stuck position with
    m - 1 >= 6, and the claim follows by induction from the base cases m = 6 and 7,
    which the tests check against the full search (and brute force) for every key.
    """
    total = sum(length for length, _flag in key)
    if total >= PARITY_FROM:
        return total % 2 == 1
    return _search(key)


def _search(key: Key) -> bool:
    for stuck, child in children(key):
        if not child:
            return True  # we captured the last number
        if key_wins(child) if stuck else not key_wins(child):
            return True
    return False


@cache
def key_outcome(key: Key) -> tuple[bool, int]:
    """(wins, remoteness) by full search."""
    if not key:
        return False, 0
    wins_best: int | None = None
    lose_best = 0
    for stuck, child in children(key):
        child_wins, rem = key_outcome(child)
        we_win = child_wins if stuck else not child_wins
        rem += 1 + int(stuck)  # our capture, and the opponent's pass
        if not child:
            we_win, rem = True, 1
        if we_win:
            wins_best = rem if wins_best is None else min(wins_best, rem)
        else:
            lose_best = max(lose_best, rem)
    return (True, wins_best) if wins_best is not None else (False, lose_best)


def _winning(state: State, moves: list[int]) -> tuple[int, ...]:
    left = remaining(state)
    if len(left) - 1 >= PARITY_FROM:  # every capture has the same, parity-given outcome
        return tuple(moves) if (len(left) - 1) % 2 == 0 else ()
    return tuple(n for n in moves if _move_wins(left, n))


def _move_wins(left: list[int], number: int) -> bool:
    rest = [n for n in left if n != number]
    if not rest:
        return True
    if all(abs(n - number) == 1 for n in rest):  # opponent passes
        return key_wins(_key(rest, None))
    return not key_wins(_key(rest, number))


def _remoteness(state: State) -> int:
    """Exact at every size. With m >= 5 numbers left the game lasts exactly m more plies
    whatever anyone plays: a pass needs at most two numbers left, so from m >= 6 every
    capture leaves a non-stuck position with m - 1 >= 5, and the claim follows by
    induction from m = 5, which the tests check by full search for every key of 5."""
    key = _key(remaining(state), restriction(state))
    left = sum(length for length, _flag in key)
    if left >= PLIES_ARE_NUMBERS_FROM:
        return left
    return key_outcome(key)[1]


STRATEGY = Strategy(_winning, _remoteness, caches=(key_wins, key_outcome))


# ===================================================================== terminal screens
# The terminal speaks English only: its prompts stay literals (rules/screens.py).
def _turn(game: Game, state: State) -> Turn:
    who = player_name(state.to_move)
    last = restriction(state)
    blocked = [n for n in remaining(state) if last is not None and abs(n - last) == 1]
    if not blocked:
        return Turn([game.render(state), ""], f"{who}, select a number to capture: ")
    return Turn(
        [
            game.render(state),
            "",
            f"{who}, select a number to capture.",
            f"Unavailable numbers (adjacent to {last}): {list_text(blocked)}",
            f"Available numbers: {list_text(game.legal_moves(state))}",
        ],
        "Your selection: ",
    )


def _after(game: Game, before: State, after: State) -> list[str]:
    """Announce a pass: it lifts the restriction for the capturer's next number."""
    if after.winner is None and after.history[-1].number is None:
        stuck = player_name(after.history[-1].player)
        capturer = player_name(after.to_move)
        return [f"{stuck} cannot capture and passes; {capturer} may capture any number.", ""]
    return []


def _end(game: Game, state: State) -> list[str]:
    winner = player_name(state.winner or 0)
    return [
        game.render(state),
        "",
        "Game Over.",
        f"{winner} captured the last number and wins the game!",
    ]


# ===================================================================== the game
class NumberCapture(Game):
    slug = "number-capture"
    title = "Number Capture"
    options = (size_option(9),)
    strategy = STRATEGY
    screens = Screens(_turn, _end, _after)

    def tracks_owners(self) -> bool:
        return True

    def _moves(self, state: State) -> list[int]:
        last = restriction(state)
        return [n for n in remaining(state) if last is None or abs(n - last) != 1]

    def _why_illegal(self, state: State, number: int) -> Text:
        if number in state.numbers:
            return Text("rules-move-taken", number=number)
        last = restriction(state)
        assert last is not None  # nothing restricts the first capture
        return Text("rules-capture-next-to-last", number=number, last=last)

    def _settle(self, state: State) -> State:
        capturer = 1 - state.to_move
        if not remaining(state):
            return replace(state, winner=capturer)
        if state.history and not self._moves(state):
            passed = Move(state.to_move, None)
            return replace(state, history=(*state.history, passed), to_move=capturer)
        return state

    def end_line(self, winner: str, loser: str) -> Text:
        return Text("rules-end-capture", winner=winner, loser=loser)

    def render(self, state: State) -> str:
        lines = [t("rules-board-shared-list", numbers=list_text(remaining(state)))]
        for p in (0, 1):  # the terminal's lines (a Discord board replaces them)
            mine = [m.number for m in state.history if m.player == p and m.number is not None]
            lines.append(f"{player_name(p)}'s Captures: {list_text(mine)}")
        return "\n".join(lines)

    def describe_move(self, before: State, number: int, names: Names = None) -> str:
        after = self.apply(before, number)
        text = t("rules-capture-move", player=name_of(before.to_move, names), number=number)
        if after.winner is None and after.history[-1].number is None:
            rest = remaining(after)
            text += " " + t("rules-capture-pass", player=name_of(1 - before.to_move, names),
                            numbers=and_list(rest), count=len(rest), number=number)
        return text


register(NumberCapture())
