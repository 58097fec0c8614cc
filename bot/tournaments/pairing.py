"""Who plays whom: round robin (circle method), a Swiss round and the arena's free players.

A pairing is ``(a, b)``: ``a`` moves first in game 1 of the pairing's 2-game series, ``b`` in
game 2; ``(a, None)`` is a bye. Swiss and the arena use networkx.max_weight_matching with
``maxcardinality=True``: of all the pairings that pair the most players, the one with the most
weight. The weights encode the rules as levels, each worth more than all the levels below it
together can add up to (see _Levels); they are listed in docs/tournaments.md.
"""

from __future__ import annotations

from collections.abc import Sequence, Set
from dataclasses import dataclass
from datetime import datetime, timedelta

#: In the arena, players who just played each other are paired again only after both have
#: been free this long (and nobody else could be paired with them).
REMATCH_AFTER = timedelta(seconds=30)

Pairing = tuple[int, int | None]


class NoPairing(Exception):
    """No Swiss round pairs everyone (but one bye) without two players meeting again."""


@dataclass(frozen=True, slots=True)
class SwissEntry:
    """A player to pair in a Swiss round.

    ``first_moves`` / ``second_moves``: the pairings so far in which the player moved first /
    second in game 1 (a bye counts as neither). Their difference is kept within 2.
    """

    user_id: int
    points: float
    rating: float
    first_moves: int
    second_moves: int = 0


@dataclass(frozen=True, slots=True)
class ArenaEntry:
    """A free player in an arena: score, since when free, and the last opponent (None: none)."""

    user_id: int
    points: float
    free_since: datetime
    last_opponent: int | None


def round_robin(players: Sequence[int]) -> list[list[Pairing]]:
    """Every round's pairings by the circle method: everyone meets everyone exactly once;
    with an odd count each player has one bye, ``(a, None)``. Each player moves first in
    game 1 in half their pairings (one more or one fewer when the count is odd).

    Positions 0..n-1 (a None for the bye when the count is odd, at the fixed position 0):
    each round, position i meets position n-1-i, then everyone but position 0 moves one
    place on. The player in the first half moves first, except at the fixed position, which
    moves first in even rounds: a moving player passes every position once, as many first
    halves as second, plus one pairing with the fixed player.
    """
    if len(set(players)) != len(players):
        raise ValueError("a player appears twice")
    seats: list[int | None] = list(players)
    if len(seats) % 2:
        seats.insert(0, None)
    n = len(seats)
    rounds: list[list[Pairing]] = []
    for number in range(n - 1):
        pairings: list[Pairing] = []
        for i in range(n // 2):
            first, second = seats[i], seats[n - 1 - i]
            if i == 0 and number % 2:
                first, second = second, first
            if first is None or second is None:
                player = first if second is None else second
                assert player is not None
                pairings.append((player, None))
            else:
                pairings.append((first, second))
        # The bye (if any) last, as in every round's list.
        pairings.sort(key=lambda pairing: pairing[1] is None)
        rounds.append(pairings)
        seats = [seats[0], seats[-1], *seats[1:-1]]
    return rounds


def swiss_round(entries: Sequence[SwissEntry], met: Set[frozenset[int]],
                byes: Set[int]) -> list[Pairing]:
    """One Swiss round: equal points meet (as few and as small score differences across
    pairings as possible), no two players meet twice (``met``: the pairs that have met), a
    bye to the lowest-ranked player not in ``byes`` (anyone when all have had one). Ranked by
    points, then rating, then user id. Pairings in rank order, the bye last. NoPairing if no
    round pairs everyone without a repeat."""
    raise NotImplementedError


def arena_pairs(free: Sequence[ArenaEntry], now: datetime) -> list[tuple[int, int]]:
    """Pairs of the arena's free players: as many as can be made, the players free the
    longest first, close scores together; never the last opponent again unless both have
    been free for REMATCH_AFTER and nobody else is there for them. A player alone waits."""
    raise NotImplementedError


def arena_wake_at(free: Sequence[ArenaEntry], now: datetime) -> datetime | None:
    """When arena_pairs may pair some of ``free`` (those it leaves unpaired at ``now``) that
    it can't pair now: the moment a rematch becomes allowed. None: nothing to wait for."""
    raise NotImplementedError
