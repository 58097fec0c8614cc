"""Exact solver: who wins from any position, and with which moves (see docs/solver.md).

Every game is finite with no draws, so each position is won or lost for the player to
move. Methods, one per game:

* line games: Sprague–Grundy values of intervals (an octal game), XORed over intervals;
* number-capture: memoised search on a canonical multiset of runs;
* circle-duel: the walk is forced, so the parity of the numbers left decides;
* number-chain: undirected vertex geography, decided by maximum matchings.

``remoteness`` (used by the perfect player) counts the plies left under optimal play:
the winner hurries, the loser delays.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import NamedTuple

from rules.base import State
from rules.registry import get_game


class Verdict(NamedTuple):
    wins: bool  # the player to move wins with perfect play
    winning_moves: tuple[int, ...]  # ascending; empty when lost (or over)


def solve(state: State) -> Verdict:
    moves = get_game(state.game).legal_moves(state)
    if not moves:
        return Verdict(False, ())
    winning = _WINNING.get(state.game, _generic_winning)(state, moves)
    return Verdict(bool(winning), winning)


def remoteness(state: State) -> int | None:
    """Plies left with perfect play (winner shortest, loser longest), None if not exact here."""
    fn = _REMOTENESS.get(state.game)
    return fn(state) if fn else None


def move_remoteness(state: State, number: int) -> int | None:
    """Remoteness of the position after playing ``number`` (including a forced pass)."""
    after = get_game(state.game).apply(state, number)
    rem = remoteness(after)
    if rem is None:
        return None
    return rem + (len(after.history) - len(state.history) - 1)


def clear_caches() -> None:
    """Forget every memo (the benchmark's 'cold' runs start here)."""
    for cached in _CACHES:
        cached.cache_clear()


def _runs(numbers: list[int]) -> list[tuple[int, int]]:
    """Maximal blocks of consecutive numbers, as (first, last)."""
    runs: list[tuple[int, int]] = []
    for n in numbers:
        if runs and runs[-1][1] == n - 1:
            runs[-1] = (runs[-1][0], n)
        else:
            runs.append((n, n))
    return runs


# ===================================================================== line games
# Legal numbers form runs separated by more than ``reach`` (a gap always holds a claim
# and its forbidden band), so the runs are independent games. Taking position p of a
# run of length L leaves runs of length p-1-reach and L-p-reach.


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


def _line_parts(state: State) -> tuple[int, list[tuple[int, int]]]:
    reach = state.options_dict().get("reach", 1)
    return reach, _runs(get_game(state.game).legal_moves(state))


def _line_winning(state: State, moves: list[int]) -> tuple[int, ...]:
    """Moves to a position of Grundy value 0."""
    reach, runs = _line_parts(state)
    total = 0
    for a, b in runs:
        total ^= grundy(b - a + 1, reach)
    out = []
    for a, b in runs:
        length = b - a + 1
        rest = total ^ grundy(length, reach)
        for p in range(1, length + 1):
            if rest ^ grundy(p - 1 - reach, reach) ^ grundy(length - p - reach, reach) == 0:
                out.append(a + p - 1)
    return tuple(out)


@cache
def _line_rem(lengths: tuple[int, ...], reach: int) -> tuple[bool, int]:
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
            child_wins, rem = _line_rem(child, reach)
            if not child_wins:
                wins_best = rem if wins_best is None else min(wins_best, rem)
            else:
                lose_best = max(lose_best, rem)
    if wins_best is not None:
        return True, wins_best + 1
    return False, lose_best + 1


def _line_remoteness(state: State) -> int:
    reach, runs = _line_parts(state)
    return _line_rem(tuple(sorted(b - a + 1 for a, b in runs)), reach)[1]


# ===================================================================== number capture
# Canonical position: the remaining numbers as runs (gaps are irrelevant), each run
# (length, flag) where flag = 1 if one of its ends is next to the last capture and so
# may not be taken now (a run's own orientation is irrelevant, so the blocked end is
# taken to be its first number). Sorted, it is a multiset.

CapKey = tuple[tuple[int, int], ...]


def _cap_key(remaining: list[int], last: int | None) -> CapKey:
    runs = []
    for a, b in _runs(remaining):
        flag = int(last is not None and (a == last + 1 or b == last - 1))
        runs.append((b - a + 1, flag))
    return tuple(sorted(runs))


def _cap_children(key: CapKey) -> list[tuple[bool, CapKey]]:
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
            runs = others + [r for r in parts if r[0] > 0]
            stuck = bool(runs) and all(r == (1, 1) for r in runs)
            if stuck:  # the opponent passes; we move again, restriction lifted
                runs = [(n, 0) for n, _f in runs]
            out.append((stuck, tuple(sorted(runs))))
    return out


CAP_PARITY_FROM = 6  # see _cap_wins
CAP_EXACT_LIMIT = 14  # remoteness is searched exactly up to this many numbers left


@cache
def _cap_wins(key: CapKey) -> bool:
    """Won for the player to move?

    With m >= 6 numbers left the parity of m decides: a pass needs at most two numbers
    left, so from m >= 7 every capture leaves the opponent a non-stuck position with
    m - 1 >= 6, and the claim follows by induction from the base cases m = 6 and 7,
    which the tests check against the full search (and brute force) for every key.
    """
    total = sum(length for length, _flag in key)
    if total >= CAP_PARITY_FROM:
        return total % 2 == 1
    return _cap_search(key)


def _cap_search(key: CapKey) -> bool:
    for stuck, child in _cap_children(key):
        if not child:
            return True  # we captured the last number
        if _cap_wins(child) if stuck else not _cap_wins(child):
            return True
    return False


@cache
def _cap_rem(key: CapKey) -> tuple[bool, int]:
    if not key:
        return False, 0
    wins_best: int | None = None
    lose_best = 0
    for stuck, child in _cap_children(key):
        child_wins, rem = _cap_rem(child)
        we_win = child_wins if stuck else not child_wins
        rem += 1 + int(stuck)  # our capture, and the opponent's pass
        if not child:
            we_win, rem = True, 1
        if we_win:
            wins_best = rem if wins_best is None else min(wins_best, rem)
        else:
            lose_best = max(lose_best, rem)
    return (True, wins_best) if wins_best is not None else (False, lose_best)


def _cap_state_key(state: State) -> CapKey:
    from rules.capture import remaining, restriction

    return _cap_key(remaining(state), restriction(state))


def _cap_winning(state: State, moves: list[int]) -> tuple[int, ...]:
    from rules.capture import remaining

    left = remaining(state)
    if len(left) - 1 >= CAP_PARITY_FROM:  # every capture has the same, parity-given outcome
        return tuple(moves) if (len(left) - 1) % 2 == 0 else ()
    return tuple(n for n in moves if _cap_move_wins(left, n))


def _cap_move_wins(left: list[int], number: int) -> bool:
    rest = [n for n in left if n != number]
    if not rest:
        return True
    if all(abs(n - number) == 1 for n in rest):  # opponent passes
        return _cap_wins(_cap_key(rest, None))
    return not _cap_wins(_cap_key(rest, number))


def _cap_remoteness(state: State) -> int | None:
    key = _cap_state_key(state)
    if sum(length for length, _flag in key) > CAP_EXACT_LIMIT:
        return None
    return _cap_rem(key)[1]


# ===================================================================== circle duel
# The claimed numbers always form an arc with the last pick at one end, so after the
# first pick each move is forced outward: exactly N moves are played. The player to
# move wins iff an odd number of numbers is left.


def _circle_left(state: State) -> int:
    return state.size - len(state.numbers)


def _circle_winning(state: State, moves: list[int]) -> tuple[int, ...]:
    return tuple(moves) if _circle_left(state) % 2 == 1 else ()


def _circle_remoteness(state: State) -> int:
    return _circle_left(state) if state.winner is None else 0


# ===================================================================== number chain
# Undirected vertex geography (Fraenkel, Scheinerman & Ullman 1993): with the token on
# v and G the graph induced on the unused numbers plus v, the player to move wins iff
# v is in every maximum matching of G, i.e. nu(G) > nu(G - v). So moving to u wins iff
# nu(G - v) == nu(G - v - u). Vertex sets are bit masks.


@cache
def _chain_adjacency(size: int) -> tuple[int, ...]:
    from rules.chain import successors

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
    partners = _chain_adjacency(size)[v] & rest
    while partners:
        u = (partners & -partners).bit_length() - 1
        partners &= partners - 1
        if 1 + matching_size(rest & ~(1 << u), size) > best:
            return best + 1  # nu(S) <= nu(S - v) + 1
    return best


def _chain_unused_mask(state: State) -> int:
    from rules.chain import chain

    used = set(chain(state))
    return sum(1 << n for n in range(1, state.size + 1) if n not in used)


def _chain_winning(state: State, moves: list[int]) -> tuple[int, ...]:
    unused = _chain_unused_mask(state)
    nu = matching_size(unused, state.size)
    return tuple(n for n in moves if matching_size(unused & ~(1 << n), state.size) == nu)


@cache
def _chain_rem(unused: int, token: int, size: int) -> tuple[bool, int]:
    adjacency = _chain_adjacency(size)
    options = adjacency[token] & unused
    if not options:
        return False, 0
    wins_best: int | None = None
    lose_best = 0
    while options:
        u = (options & -options).bit_length() - 1
        options &= options - 1
        child_wins, rem = _chain_rem(unused & ~(1 << u), u, size)
        if not child_wins:
            wins_best = rem if wins_best is None else min(wins_best, rem)
        else:
            lose_best = max(lose_best, rem)
    return (True, wins_best + 1) if wins_best is not None else (False, lose_best + 1)


def _component(unused: int, token: int, size: int) -> int:
    adjacency = _chain_adjacency(size)
    seen = 1 << token
    frontier = [token]
    while frontier:
        x = frontier.pop()
        new = adjacency[x] & unused & ~seen
        seen |= new
        while new:
            y = (new & -new).bit_length() - 1
            new &= new - 1
            frontier.append(y)
    return seen & ~(1 << token)


def _chain_remoteness(state: State) -> int:
    from rules.chain import chain

    token = chain(state)[-1]
    # Only the token's component matters; searching it is exact and measured at
    # <= 25 ms cold for every start at size 25 (docs/solver.md).
    reachable = _component(_chain_unused_mask(state), token, state.size)
    return _chain_rem(reachable, token, state.size)[1]


# ===================================================================== any other game


def _generic_move_wins(state: State, number: int) -> bool:
    """Plain minimax through the game's own apply: exact, exponential, small games only."""
    child = get_game(state.game).apply(state, number)
    if child.winner is not None:
        return child.winner == state.to_move
    return _generic_wins(child) == (child.to_move == state.to_move)


def _generic_winning(state: State, moves: list[int]) -> tuple[int, ...]:
    return tuple(n for n in moves if _generic_move_wins(state, n))


def _generic_wins(state: State) -> bool:
    moves = get_game(state.game).legal_moves(state)
    return any(_generic_move_wins(state, n) for n in moves)


_WINNING: dict[str, Callable[[State, list[int]], tuple[int, ...]]] = {
    "non-consecutive": _line_winning,
    "forbidden-adjacent": _line_winning,
    "number-capture": _cap_winning,
    "circle-duel": _circle_winning,
    "number-chain": _chain_winning,
}

_REMOTENESS: dict[str, Callable[[State], int | None]] = {
    "non-consecutive": _line_remoteness,
    "forbidden-adjacent": _line_remoteness,
    "number-capture": _cap_remoteness,
    "circle-duel": _circle_remoteness,
    "number-chain": _chain_remoteness,
}

_CACHES = (
    grundy,
    _line_rem,
    _cap_wins,
    _cap_rem,
    _chain_adjacency,
    matching_size,
    _chain_rem,
)
