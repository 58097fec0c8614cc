"""The exact solver of the line games, for every ``forbid`` set and ``claims`` count
(docs/solver.md).

Only the open numbers (neither claimed nor forbidden) matter for the rest of a game: a
claim removes itself and the numbers at a forbidden distance, and nothing ever opens
again. Two open numbers interact only when their distance is in the forbid set, so the
open numbers split into independent components (the connected parts of that graph; with
forbid 2 the odd and the even numbers never meet). A component is a bit mask, shifted to
start at bit 0 and, of it and its mirror image, the smaller (``canonical``); a position
is the sorted tuple of its components plus the claims left in the turn.

* ``claims`` 1: the components are independent impartial games under normal play, so a
  position is lost iff the XOR of their Grundy values is 0 (``grundy``, memoised per
  canonical component): fast at every size.
* ``claims`` 2 or 3: a turn spans components, so there is no such sum; ``outcome`` is a
  memoised search over canonical positions (components and claims left).

Remoteness (plies left with perfect play: the winner hurries, the loser delays) is the
same search, for every ``claims``. Where it is too slow the size is capped
(``rules/caps.py``).
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache

from rules.base import State
from rules.forbid import claims_left, claims_of, distances, open_numbers
from rules.strategy import Strategy

#: Positions 0..WIDTH-1 of the bit masks: the largest size plus the largest distance.
WIDTH = 32


@cache
def near_masks(forbid: int) -> tuple[int, ...]:
    """For each bit x: x and the bits at a forbidden distance from it."""
    out = []
    for x in range(WIDTH):
        near = 1 << x
        for d in distances(forbid):
            near |= 1 << (x + d)
            if x >= d:
                near |= 1 << (x - d)
        out.append(near)
    return tuple(out)


def mirror(comp: int) -> int:
    """The bits of ``comp`` (lowest bit set) in reverse order."""
    return int(bin(comp)[:1:-1], 2)


def canonical(comp: int) -> int:
    """``comp`` shifted to bit 0, or its mirror image if that is smaller."""
    comp >>= (comp & -comp).bit_length() - 1
    return min(comp, mirror(comp))


@cache
def split(mask: int, forbid: int) -> tuple[int, ...]:
    """The independent components of the open numbers ``mask``, canonical, sorted."""
    steps = distances(forbid)
    out = []
    while mask:
        comp = frontier = mask & -mask
        while frontier:
            grow = 0
            for d in steps:
                grow |= (frontier << d) | (frontier >> d)
            frontier = grow & mask & ~comp
            comp |= frontier
        mask &= ~comp
        out.append(canonical(comp))
    return tuple(sorted(out))


@cache
def moves_of(comp: int) -> tuple[int, ...]:
    """The bits of a canonical component worth trying: all, or one of each mirror pair
    when the component is its own mirror image."""
    bits = [x for x in range(comp.bit_length()) if comp >> x & 1]
    if mirror(comp) == comp:
        width = comp.bit_length() - 1
        bits = [x for x in bits if x <= width - x]
    return tuple(bits)


@cache
def grundy(comp: int, forbid: int) -> int:
    """The Grundy value of one component (claims 1)."""
    near = near_masks(forbid)
    seen = set()
    for x in moves_of(comp):
        value = 0
        for part in split(comp & ~near[x], forbid):
            value ^= grundy(part, forbid)
        seen.add(value)
    value = 0
    while value in seen:
        value += 1
    return value


def children(comps: tuple[int, ...], forbid: int) -> Iterator[tuple[int, ...]]:
    """The positions one claim leads to from ``comps`` (a component equal to the one
    before it gives the same positions, so it is skipped)."""
    near = near_masks(forbid)
    for i, comp in enumerate(comps):
        if i and comps[i - 1] == comp:
            continue
        others = comps[:i] + comps[i + 1:]
        for x in moves_of(comp):
            yield tuple(sorted(others + split(comp & ~near[x], forbid)))


@cache
def outcome(comps: tuple[int, ...], left: int, claims: int, forbid: int) -> tuple[bool, int]:
    """(the player to move wins, remoteness) with ``left`` claims left in the turn."""
    if not comps:
        return False, 0
    quickest: int | None = None
    longest = 0
    for child in children(comps, forbid):
        wins, plies = _after(child, left, claims, forbid)
        if wins:
            quickest = plies if quickest is None else min(quickest, plies)
        elif quickest is None:
            longest = max(longest, plies)
    if quickest is not None:
        return True, quickest + 1
    return False, longest + 1


def _after(child: tuple[int, ...], left: int, claims: int, forbid: int) -> tuple[bool, int]:
    """(the player who just claimed wins, remoteness) of the position ``child``."""
    if not child:  # the last number: its claimer wins
        return True, 0
    if left > 1:  # the same player claims again
        return outcome(child, left - 1, claims, forbid)
    wins, plies = outcome(child, claims, claims, forbid)
    return not wins, plies


#: ``possible``'s results: the player to move can still end up winning / losing.
CAN_WIN, CAN_LOSE = 1, 2


@cache
def possible(comps: tuple[int, ...], left: int, claims: int, forbid: int) -> int:
    """Which results some sequence of claims reaches for the player to move (CAN_WIN,
    CAN_LOSE or both): ``Game.fixed_winner`` on canonical positions, stopping as soon as
    both are possible."""
    if not comps:
        return CAN_LOSE
    found = 0
    for child in children(comps, forbid):
        if not child:
            found |= CAN_WIN
        elif left > 1:
            found |= possible(child, left - 1, claims, forbid)
        else:
            theirs = possible(child, claims, claims, forbid)
            found |= (CAN_LOSE if theirs & CAN_WIN else 0) | (
                CAN_WIN if theirs & CAN_LOSE else 0)
        if found == CAN_WIN | CAN_LOSE:
            return found
    return found


# ===================================================================== on states
def mask_of(state: State) -> int:
    """The open numbers as bits (number n is bit n - 1)."""
    mask = 0
    for n in open_numbers(state):
        mask |= 1 << (n - 1)
    return mask


def _forbid(state: State) -> int:
    return state.options_dict().get("forbid", 1)


def _winning(state: State, moves: list[int]) -> tuple[int, ...]:
    forbid, claims = _forbid(state), claims_of(state)
    mask, near = mask_of(state), near_masks(forbid)
    if claims == 1:  # Grundy: the moves to a position of value 0
        out = []
        for n in moves:
            value = 0
            for comp in split(mask & ~near[n - 1], forbid):
                value ^= grundy(comp, forbid)
            if value == 0:
                out.append(n)
        return tuple(out)
    left = claims_left(state)
    return tuple(n for n in moves
                 if _after(split(mask & ~near[n - 1], forbid), left, claims, forbid)[0])


def fixed_winner(state: State) -> int | None:
    """The player who wins whatever anyone plays, or None (``Game.fixed_winner``)."""
    if state.winner is not None:
        return state.winner
    found = possible(split(mask_of(state), _forbid(state)), claims_left(state),
                     claims_of(state), _forbid(state))
    if found == CAN_WIN:
        return state.to_move
    if found == CAN_LOSE:
        return 1 - state.to_move
    return None


def _remoteness(state: State) -> int:
    if state.winner is not None:
        return 0
    claims = claims_of(state)
    return outcome(split(mask_of(state), _forbid(state)), claims_left(state), claims,
                   _forbid(state))[1]


STRATEGY = Strategy(_winning, _remoteness,
                    caches=(split, moves_of, grundy, outcome, possible, near_masks))
