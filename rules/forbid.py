"""The line games' two variations (docs/rules.md, decisions 8 and 9): which numbers a claim
forbids (``forbid``), and how many claims make a turn (``claims``).

``forbid`` is a set of distances from 1 to 5, stored as the int whose digits are the
distances in ascending order (1 = {1}, 12 = {1, 2}, 135 = {1, 3, 5}); players write it
"1,3" (``parse_forbid``, ``forbid_text``). Claiming n forbids n - d and n + d for every
distance d of the set. ``reach``, the option it replaces, was forbid 1 (reach 1) or 12
(reach 2): ``REACH_TO_FORBID`` reads options stored before.
"""

from __future__ import annotations

from dataclasses import replace
from functools import cache
from itertools import combinations

from i18n import Text
from rules.base import State
from rules.options import Option

#: Distances a forbid set may hold.
DISTANCES = (1, 2, 3, 4, 5)
FORBID_REFUSAL = Text("rules-forbid-refusal")  # "`forbid` takes distances from 1 to 5, like `1,3`."
#: ``reach`` (Forbidden Adjacent's option until the forbid sets) as a forbid set.
REACH_TO_FORBID = {1: 1, 2: 12}
MAX_CLAIMS = 3


def _as_int(distances: tuple[int, ...]) -> int:
    return int("".join(map(str, distances)))


#: Every allowed forbid value (the 31 non-empty sets), ascending by size then digits.
FORBID_SETS: tuple[int, ...] = tuple(
    _as_int(subset) for k in range(1, len(DISTANCES) + 1)
    for subset in combinations(DISTANCES, k)
)


def distances(forbid: int) -> tuple[int, ...]:
    """The distances of a stored forbid value: 13 -> (1, 3)."""
    return tuple(int(digit) for digit in str(forbid))


def parse_forbid(text: str) -> int:
    """'1,3', '1, 3' or '3,1' -> 13; ValueError whose text is the refusal otherwise."""
    try:
        found = {int(part) for part in str(text).split(",")}
    except ValueError:
        raise ValueError(FORBID_REFUSAL) from None
    if not found or not found <= set(DISTANCES):
        raise ValueError(FORBID_REFUSAL)
    return _as_int(tuple(sorted(found)))


def forbid_text(value: int) -> str:
    """13 -> '1,3': the value as players write it."""
    return ",".join(map(str, distances(value)))


FORBID = Option(
    "forbid",
    "The distances a claim forbids, like 1,3 (default 1)",
    default=1,
    choices=FORBID_SETS,
    parse=parse_forbid,
    show=forbid_text,
    refused=FORBID_REFUSAL,
    allowed="distances from 1 to 5, like 1,3",
    drawn=(1, 12),  # the daily puzzle keeps to what Forbidden Adjacent's reach offered
    longest=20,
)
#: Non-Consecutive's: the same option, but the daily puzzle keeps to its card (forbid 1).
FORBID_ONE_DRAWN = replace(FORBID, drawn=(1,))
CLAIMS = Option(
    "claims",
    "How many numbers a turn claims (default 1)",
    default=1,
    choices=tuple(range(1, MAX_CLAIMS + 1)),
    drawn=(1,),
)


def forbid_of(state: State) -> tuple[int, ...]:
    return distances(state.options_dict().get("forbid", 1))


def claims_of(state: State) -> int:
    return state.options_dict().get("claims", 1)


@cache
def _reach(size: int, forbid: int) -> tuple[int, ...]:
    """For each number 1..size (index 0 unused), the bit mask of the numbers a claim of it
    forbids: a table per size and forbid set, so a move's legal numbers are a few ORs."""
    steps = distances(forbid)
    masks = [0] * (size + 1)
    for n in range(1, size + 1):
        for d in steps:
            for m in (n - d, n + d):
                if 1 <= m <= size:
                    masks[n] |= 1 << m
    return tuple(masks)


def _masks(state: State) -> tuple[int, int]:
    """The claimed numbers and the numbers they forbid, as bit masks (bit n: number n)."""
    reach = _reach(state.size, state.options_dict().get("forbid", 1))
    taken = out = 0
    for n in state.numbers:
        taken |= 1 << n
        out |= reach[n]
    return taken, out & ~taken


def forbidden(state: State) -> set[int]:
    """Numbers at a forbidden distance from a claim that are not themselves claimed."""
    _taken, out = _masks(state)
    return {n for n in range(1, state.size + 1) if out >> n & 1}


def open_numbers(state: State) -> list[int]:
    """Neither claimed nor forbidden, ascending (the legal moves while the game runs)."""
    taken, out = _masks(state)
    bad = taken | out
    return [n for n in range(1, state.size + 1) if not bad >> n & 1]


def claims_left(state: State) -> int:
    """Claims the player to move still has this turn (0 once the game is over); 1 in a
    game of one move a turn."""
    if state.winner is not None:
        return 0
    made = 0
    for move in reversed(state.history):
        if move.player != state.to_move:
            break
        made += 1
    return claims_of(state) - made
