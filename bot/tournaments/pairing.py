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
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import networkx as nx

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
    round pairs everyone without a repeat.

    The weight of a pairing, level by level (each level outweighs all below it):

    1. the bye goes to a player who has had none (when one is left);
    2. the bye goes to the lowest-ranked such player;
    3. nobody's game-1 first moves drift more than 2 from their second moves (two players
       both 2 ahead, or both 2 behind, don't meet);
    4. score groups: the smallest sum of squared score differences across pairings (one
       pairing 1 point apart costs four times one ½ point apart);
    5. the fewest pairings across score groups;
    6. first-move balance: players whose balances differ the most meet;
    7. within a score group the top half meets the bottom half (1st meets the middle one),
       across groups the players nearest the groups' border meet.

    In each pairing the player with fewer first moves (net) moves first in game 1; on a tie
    the higher-ranked one.
    """
    ranked = sorted(entries, key=lambda e: (-e.points, -e.rating, e.user_id))
    if len({entry.user_id for entry in ranked}) != len(ranked):
        raise ValueError("a player appears twice")
    n = len(ranked)
    if n < 2:
        if n == 1:
            return [(ranked[0].user_id, None)]
        return []
    halves = [round(entry.points * 2) for entry in ranked]
    balance = [entry.first_moves - entry.second_moves for entry in ranked]
    group_rank, group_size = _score_groups(halves)
    widest = max(halves) - min(halves)
    bye = n if n % 2 else None
    eligible = {i for i in range(n) if ranked[i].user_id not in byes} or set(range(n))
    levels = _Levels(pairs=(n + 1) // 2, maxima=(1, n - 1, 1, widest * widest, 1, 4, n))
    graph = _graph()
    for i in range(n):
        for j in range(i + 1, n):
            if frozenset((ranked[i].user_id, ranked[j].user_id)) in met:
                continue
            difference = abs(halves[i] - halves[j])
            same_side = (min(balance[i], balance[j]) >= 2
                         or max(balance[i], balance[j]) <= -2)
            if difference == 0:
                shape = abs(abs(group_rank[i] - group_rank[j]) - group_size[i] // 2)
            else:
                # i is ranked above j: the last of i's group and the first of j's are 1 apart.
                shape = (group_size[i] - group_rank[i]) + group_rank[j]
            graph.add_edge(i, j, weight=levels.weight(
                1, 0, 0 if same_side else 1, widest * widest - difference * difference,
                1 if difference == 0 else 0, min(4, abs(balance[i] - balance[j])),
                max(0, n - shape)))
    if bye is not None:
        for i in range(n):
            graph.add_edge(i, bye, weight=levels.weight(
                1 if i in eligible else 0, i, 1, widest * widest, 1, 4, n))
    matching = _perfect_matching(graph, n + (bye is not None))
    if matching is None:
        raise NoPairing("every pairing of this round would have two players meet again")
    pairings: list[tuple[int, int | None]] = []
    bye_player = None
    for u, v in sorted(matching, key=min):
        if bye in (u, v):
            bye_player = ranked[min(u, v)].user_id
            continue
        top, bottom = min(u, v), max(u, v)
        if balance[bottom] < balance[top]:
            top, bottom = bottom, top
        pairings.append((ranked[top].user_id, ranked[bottom].user_id))
    if bye_player is not None:
        pairings.append((bye_player, None))
    return pairings


def _score_groups(halves: Sequence[int]) -> tuple[list[int], list[int]]:
    """Each ranked player's place within their score group (0: its top) and the group's
    size; ``halves`` (points in half points) is in rank order."""
    place: list[int] = []
    for i, score in enumerate(halves):
        place.append(place[-1] + 1 if i and halves[i - 1] == score else 0)
    size = [0] * len(halves)
    for i in reversed(range(len(halves))):
        size[i] = place[i] + 1 if i + 1 == len(halves) or place[i + 1] == 0 else size[i + 1]
    return place, size


class _Levels:
    """Lexicographic weights: level k's value is multiplied by more than what every level
    below it can add up to over the ``pairs`` pairings of a round (each level's per-pairing
    value lies in 0..maximum). networkx uses integer arithmetic on integer weights, so the
    big numbers are exact."""

    def __init__(self, pairs: int, maxima: Sequence[int]) -> None:
        self.multipliers: list[int] = []
        multiplier = 1
        for maximum in reversed(maxima):
            self.multipliers.append(multiplier)
            multiplier *= pairs * maximum + 1
        self.multipliers.reverse()

    def weight(self, *values: int) -> int:
        assert len(values) == len(self.multipliers)
        # +1: every edge weighs something (all rounds pair the same number of pairs, so a
        # constant per pairing changes no choice).
        return 1 + sum(value * multiplier
                       for value, multiplier in zip(values, self.multipliers, strict=True))


def _graph() -> nx.Graph:
    """An empty networkx graph."""
    # networkx is imported on first use: it is ~20 MiB of the bot's resident memory, and
    # only tournaments pair players.
    import networkx

    return networkx.Graph()


def _max_weight_matching(graph: nx.Graph) -> set[tuple[int, int]]:
    """networkx.max_weight_matching with ``maxcardinality=True``."""
    # Imported on first use, as in _graph.
    import networkx

    matching: set[tuple[int, int]] = networkx.max_weight_matching(graph, maxcardinality=True)
    return matching


def _perfect_matching(graph: nx.Graph, nodes: int) -> set[tuple[int, int]] | None:
    """The heaviest of the matchings that pair every node, or None if none does."""
    matching = _max_weight_matching(graph)
    return matching if 2 * len(matching) == nodes else None


def arena_pairs(free: Sequence[ArenaEntry], now: datetime) -> list[tuple[int, int]]:
    """Pairs of the arena's free players: as many as can be made, the players free the
    longest first, close scores together; never the last opponent again unless both have
    been free for REMATCH_AFTER (and nobody else is there for them). A player alone waits.

    Weight levels: 1. not a rematch; 2. the players free the longest are paired (the one
    left waiting is the one free the shortest time); 3. the smallest sum of squared score
    differences. In each pair the player free longer moves first in game 1.
    """
    waiting = sorted(free, key=lambda e: (e.free_since, e.user_id))
    if len({entry.user_id for entry in waiting}) != len(waiting):
        raise ValueError("a player appears twice")
    n = len(waiting)
    halves = [round(entry.points * 2) for entry in waiting]
    widest = max(halves) - min(halves) if halves else 0
    levels = _Levels(pairs=n // 2, maxima=(1, 2 * n, widest * widest))
    graph = _graph()
    for i in range(n):
        for j in range(i + 1, n):
            rematch = _rematch(waiting[i], waiting[j])
            if rematch and not _rematch_allowed(waiting[i], waiting[j], now):
                continue
            difference = halves[i] - halves[j]
            # Free the longest = sorted first: (n - i) is larger for those.
            graph.add_edge(i, j, weight=levels.weight(
                0 if rematch else 1, (n - i) + (n - j), widest * widest - difference ** 2))
    matching = _max_weight_matching(graph)
    pairs = [(waiting[min(u, v)].user_id, waiting[max(u, v)].user_id)
             for u, v in sorted(matching, key=min)]
    return pairs


def _rematch(a: ArenaEntry, b: ArenaEntry) -> bool:
    return a.last_opponent == b.user_id or b.last_opponent == a.user_id


def _rematch_allowed(a: ArenaEntry, b: ArenaEntry, now: datetime) -> bool:
    return now >= max(a.free_since, b.free_since) + REMATCH_AFTER


def arena_wake_at(free: Sequence[ArenaEntry], now: datetime) -> datetime | None:
    """When arena_pairs may pair some of ``free`` (those it leaves unpaired at ``now``) that
    it can't pair now: the moment a rematch becomes allowed. None: nothing to wait for."""
    paired = {user_id for pair in arena_pairs(free, now) for user_id in pair}
    left = [entry for entry in free if entry.user_id not in paired]
    times = [max(a.free_since, b.free_since) + REMATCH_AFTER
             for i, a in enumerate(left) for b in left[i + 1:]
             if _rematch(a, b) and not _rematch_allowed(a, b, now)]
    return min(times, default=None)
