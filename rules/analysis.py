"""The referee (/analyze, ``python3 manage.py bot analyze``): who wins a game with perfect
play, with which first moves, how long a perfect game lasts, and whether any move can
change the result at all. Pure: the exact solver (``rules.solver``) answers.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass

from i18n import Text, and_list, t
from rules import solver
from rules.base import State
from rules.forbid import claims_of
from rules.registry import get_game

#: Winning moves are named in full up to this many; beyond, a count and this many.
EXAMPLES = 4


@dataclass(frozen=True, slots=True)
class Analysis:
    """A position solved: for a new game, its first player is the one to move.

    ``winner``: who wins with perfect play (0 = the first player, 1 = the second);
    ``winning_moves``: the moves that win for the player to move, ascending (empty when
    that player loses); ``moves``: how many legal moves there are; ``length``: the moves of
    a perfect game from here (the winner hurries, the loser delays); ``fixed``: no move
    of anyone can change the result (``Game.fixed_winner``).
    """

    winner: int
    winning_moves: tuple[int, ...]
    moves: int
    length: int
    fixed: bool


def analyze(state: State) -> Analysis:
    game = get_game(state.game)
    if state.winner is not None:
        return Analysis(state.winner, (), 0, 0, True)
    verdict = solver.solve(state)
    winner = state.to_move if verdict.wins else 1 - state.to_move
    length = solver.remoteness(state)
    if length is None:  # a game without exact remoteness of its own
        length = _length(state, {})[1]
    return Analysis(winner, verdict.winning_moves, len(game.legal_moves(state)), length,
                    game.fixed_winner(state) is not None)


def _length(state: State, memo: dict[Hashable, tuple[bool, int]]) -> tuple[bool, int]:
    """(the player to move wins, remoteness) by exhaustive search: small games only."""
    game = get_game(state.game)
    key = game.position_key(state)
    if key in memo:
        return memo[key]
    wins: list[int] = []
    losses: list[int] = []
    for number in game.legal_moves(state):
        child = game.apply(state, number)
        plies = len(child.history) - len(state.history)
        if child.winner is not None:
            ours, rem = child.winner == state.to_move, 0
        else:
            child_wins, rem = _length(child, memo)
            ours = child_wins == (child.to_move == state.to_move)
        (wins if ours else losses).append(rem + plies)
    found = (True, min(wins)) if wins else (False, max(losses, default=0))
    memo[key] = found
    return found


def _who(player: int) -> str:
    """How a sentence of analysis.ftl tells the players apart (its selector's value)."""
    return "first" if player == 0 else "second"


def describe(analysis: Analysis, state: State) -> list[str]:
    """Short sentences in the bot's voice, naming no one, said in the language in force:
    "With 10 numbers, the second player always wins: no move can change the result.",
    "The first player wins with perfect play: 3 of 9 first moves win (4, 5 and 6).",
    "A perfect game lasts 7 moves."
    """
    who = _who(analysis.winner)
    if analysis.moves == 0:
        return [t("analysis-over", player=who)]
    start = not state.history
    lines = []
    if analysis.fixed:
        lines.append(t("analysis-fixed", player=who, size=state.size))
    else:
        lines.append(t("analysis-perfect-play", player=who, how=_how(analysis, start)))
    if start:
        lines.append(t("analysis-length", moves=analysis.length))
    else:
        lines.append(t("analysis-length-more", moves=analysis.length))
    if claims_of(state) > 1:
        lines.append(t("analysis-claims"))
    return lines


def _how(analysis: Analysis, start: bool) -> Text:
    """'3 of 9 first moves win (4, 5 and 6)' / 'all 3 first moves win' / '12 of 20 first
    moves win, such as 3, 5, 7 and 9' / 'all 4 first moves lose' (``start``: the game's
    first move; else 'moves')."""
    first = "yes" if start else "no"
    won, total = len(analysis.winning_moves), analysis.moves
    if won == 0:
        if total == 1:
            return Text("analysis-only-move-loses", first=first)
        return Text("analysis-all-moves-lose", first=first, total=total)
    if won == total:
        if total == 1:
            return Text("analysis-only-move-wins", first=first)
        return Text("analysis-all-moves-win", first=first, total=total)
    if won <= EXAMPLES:
        return Text("analysis-some-moves-win", first=first, won=won, total=total,
                    numbers=and_list(analysis.winning_moves))
    return Text("analysis-some-moves-win-such-as", first=first, won=won, total=total,
                numbers=and_list(analysis.winning_moves[:EXAMPLES]))
