"""The daily puzzle: a position in which the player to move has exactly one winning move.

Pure (no I/O). ``daily_puzzle(day, guild_id)`` is a function of the UTC date and the
server id alone, so every member of a server gets the same puzzle that day:

* the game rotates by day through the registered games (``rotation``);
* a random generator seeded from the date and the server id draws the options (a size
  from the game's default up to 25, then any other option) and plays random games;
* every position of those games is a candidate when the player to move has at least
  ``MIN_CHOICES`` legal numbers, exactly one of which wins, and that win takes
  ``MIN_PLIES`` to ``MAX_PLIES`` more moves with best defence (exact remoteness; the lower
  bound keeps it from being trivially short, the upper one keeps it readable);
* the first game with a candidate gives the puzzle: its candidate with the most legal
  numbers, then the longest win.

A game whose positions never have exactly one winning move among several (Number Circle
Duel: after the first pick there is only one legal number, and the first picks all share
one outcome, docs/rules.md decision 2) finds nothing in ``PLAYOUTS`` games, and its day
passes to the next game of the rotation.
"""

from __future__ import annotations

import hashlib
import random
from dataclasses import dataclass
from datetime import date

from i18n import t
from rules import solver
from rules.base import Game, Move, State
from rules.forbid import claims_left, claims_of
from rules.options import MAX_SIZE
from rules.registry import game_slugs, get_game
from rules.review import best_line

MIN_CHOICES = 2
MIN_PLIES = 3
MAX_PLIES = 11
#: Random games searched per game. Number Capture, the scarcest (its puzzles are endgames
#: of at most 5 numbers, where parity stops deciding), has a candidate in about 8 % of
#: random games: 200 leave it without one about once in ten million days.
PLAYOUTS = 200


@dataclass(frozen=True, slots=True)
class Puzzle:
    state: State  # the position; the player to move is the one solving it
    answer: int  # the only winning number
    plies: int  # length of the win with best defence (the answer included)
    choices: int  # legal numbers in the position


def seed(day: date, guild_id: int) -> int:
    """The puzzle search's seed: the same for a server all day, on every machine."""
    digest = hashlib.sha256(f"{day.isoformat()}/{guild_id}".encode()).digest()
    return int.from_bytes(digest[:8], "big")


def rotation(day: date) -> list[str]:
    """The games in the order the day tries them: the day's own game first."""
    slugs = game_slugs()
    first = day.toordinal() % len(slugs)
    return slugs[first:] + slugs[:first]


def daily_puzzle(day: date, guild_id: int) -> Puzzle:
    rng = random.Random(seed(day, guild_id))
    for slug in rotation(day):
        found = find_puzzle(slug, rng)
        if found is not None:
            return found
    raise LookupError(f"no game has a puzzle for {day} (searched {', '.join(game_slugs())})")


def random_options(game: Game, rng: random.Random, given: dict[str, int] | None = None
                   ) -> dict[str, int]:
    """The ``given`` options, the others drawn: a size from the game's default to the
    largest, then every other option."""
    given = given or {}
    size = given["size"] if "size" in given else rng.randint(game.default_size, MAX_SIZE)
    options = {"size": size}
    for option in game.options[1:]:
        name = option.name
        options[name] = given[name] if name in given else option.draw(size, rng)
    return options


def find_puzzle(slug: str, rng: random.Random, options: dict[str, int] | None = None,
                playouts: int = PLAYOUTS) -> Puzzle | None:
    """The best candidate of the first of ``playouts`` random games that has one, or None.
    Options not ``given`` are drawn per game (``random_options``)."""
    game = get_game(slug)
    for _ in range(playouts):
        state = game.new_state(**random_options(game, rng, options))
        best: Puzzle | None = None
        while state.winner is None:
            found = as_puzzle(state)
            if found is not None and (
                best is None or (found.choices, found.plies) > (best.choices, best.plies)
            ):
                best = found
            state = game.apply(state, rng.choice(game.legal_moves(state)))
        if best is not None:
            return best
    return None


def as_puzzle(state: State) -> Puzzle | None:
    """``state`` as a puzzle, if it is one (see the module docstring)."""
    legal = get_game(state.game).legal_moves(state)
    if len(legal) < MIN_CHOICES:
        return None
    verdict = solver.solve(state)
    if len(verdict.winning_moves) != 1:
        return None
    plies = solver.remoteness(state)
    if plies is None or not MIN_PLIES <= plies <= MAX_PLIES:
        return None
    return Puzzle(state, verdict.winning_moves[0], plies, len(legal))


# ===================================================================== explanations
# Said in the language in force (puzzles.ftl): a puzzle holds no text, so the same puzzle
# is explained to each member in their own language.
def line_text(moves: tuple[Move, ...] | list[Move]) -> str:
    """'7, 3, pass, 9' (joined as the language joins a list's items)."""
    return t("list-separator").join(t("puzzle-pass") if m.number is None else str(m.number)
                                    for m in moves)


def task(puzzle: Puzzle) -> str:
    """What the solver is asked: 'You move: find the only winning number. It wins in 7
    moves, whatever the reply.' With several claims a turn, the claims left are said:
    'You move (2 claims left this turn): ...'."""
    if claims_of(puzzle.state) > 1:
        return t("puzzle-task-claims", claims=claims_left(puzzle.state), moves=puzzle.plies)
    return t("puzzle-task", moves=puzzle.plies)


def solution(puzzle: Puzzle) -> str:
    """Why the answer wins: the game with best play from it."""
    after = get_game(puzzle.state.game).apply(puzzle.state, puzzle.answer)
    rest = (*after.history[len(puzzle.state.history) + 1:], *best_line(after))
    if rest:
        return t("puzzle-solution-then", number=puzzle.answer, then=line_text(rest),
                 moves=puzzle.plies)
    return t("puzzle-solution", number=puzzle.answer, moves=puzzle.plies)


def refutation(puzzle: Puzzle, number: int) -> str:
    """Why ``number`` (legal, not the answer) loses: 'after 1, your opponent wins with 4
    (then 6, 8, 10, 12).' The moves in brackets are both sides' best play that follows;
    with claims left in the turn, your own best claims come first: 'after 1 (then 5), ...'."""
    after = get_game(puzzle.state.game).apply(puzzle.state, number)
    line = (*after.history[len(puzzle.state.history) + 1:], *best_line(after))
    reply = next((i for i, m in enumerate(line)
                  if m.player != puzzle.state.to_move and m.number is not None), None)
    if reply is None:  # the number ends the game: the opponent wins without a reply
        return t("puzzle-wrong-ends", number=number)
    answer = line[reply].number
    assert answer is not None
    rest = line[reply + 1:]
    if reply and rest:
        return t("puzzle-wrong-own-then", number=number, own=line_text(line[:reply]),
                 reply=answer, then=line_text(rest))
    if reply:
        return t("puzzle-wrong-own", number=number, own=line_text(line[:reply]), reply=answer)
    if rest:
        return t("puzzle-wrong-then", number=number, reply=answer, then=line_text(rest))
    return t("puzzle-wrong", number=number, reply=answer)
