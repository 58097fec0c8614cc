"""The bot as a player: ``choose_move(state, level, rng)``.

Levels:
* ``easy``: a uniformly random legal move.
* ``normal``: with probability ``NORMAL_SKILL`` (0.7) a winning move when there is one,
  otherwise a random legal move, so it is beatable but punishes obvious mistakes.
* ``perfect``: from a won position a winning move, preferring the quickest win; from a
  lost position the move that makes the game last longest (exact remoteness, see
  rules.solver). Where remoteness is not computed exactly (a game without a strategy of
  its own) it picks uniformly among the moves with the right outcome. Ties are broken by
  ``rng``.
"""

from __future__ import annotations

import random

from rules import solver
from rules.base import State
from rules.registry import get_game

LEVELS = ("easy", "normal", "perfect")
NORMAL_SKILL = 0.7


def choose_move(state: State, level: str, rng: random.Random) -> int:
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}; choose one of {', '.join(LEVELS)}")
    moves = get_game(state.game).legal_moves(state)
    if not moves:
        raise ValueError("the game is over")
    if level == "easy":
        return rng.choice(moves)
    verdict = solver.solve(state)
    if level == "normal":
        if verdict.wins and rng.random() < NORMAL_SKILL:
            return rng.choice(verdict.winning_moves)
        return rng.choice(moves)
    return _perfect(state, moves, verdict, rng)


def _perfect(state: State, moves: list[int], verdict: solver.Verdict, rng: random.Random) -> int:
    candidates = list(verdict.winning_moves) if verdict.wins else moves
    if len(candidates) == 1:
        return candidates[0]
    lengths: dict[int, int] = {}
    for n in candidates:
        length = solver.move_remoteness(state, n)
        if length is None:  # not exact here: any winning (or any) move will do
            return rng.choice(candidates)
        lengths[n] = length
    pick = min if verdict.wins else max
    best = pick(lengths.values())
    return rng.choice([n for n in candidates if lengths[n] == best])
