"""The solver as a coach: an exact review of a game, and the move a coach recommends.

Pure (no I/O). ``review(state, winner)`` replays a game and judges every ply from the exact
solution of the position before it (``rules.solver``):

* **winning move**: the mover was winning and stayed winning;
* **mistake**: the mover had a winning move and played a losing one (``winning`` lists
  the moves that would have won);
* **only move**: the mover had a single legal number; **forced**: a Number Capture pass;
* **lost anyway**: every move lost; ``stubborn`` says whether the one played resisted
  longest (by exact remoteness: the number of plies left with best play).

The **turning point** is the last move after which the eventual winner was winning for
good: always a mistake by the other player (a losing player cannot hand the win over),
so it also names the decisive mistake. A game whose winner was fixed from move 1 has
none; when the rules alone fix it (Circle Duel's parity, ``Game.fixed_result``), or no
move of the game could have changed it, the review says so, for every move too.

``move_lines`` (one ``ply_line`` per move) and ``summary_lines`` (or its two parts,
``turning_point_text`` and ``mistakes_text``) turn a review into text, said in the language
in force (review.ftl); the caller names the players (mentions in Discord, "Player 1 (you)" in the
terminal). ``best_move`` is the coach's advice in a position (the quickest win, else
the longest resistance) and ``best_line`` the game that follows when both sides take it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Literal, NamedTuple

from i18n import Text, or_list, t
from rules import solver
from rules.base import Move, State
from rules.registry import get_game

Kind = Literal["winning", "mistake", "only", "forced", "lost"]
#: Alternatives are listed in full up to this many; beyond, a count and this many.
FEW = 4


@dataclass(frozen=True, slots=True)
class PlyReview:
    """One ply of the game, judged from the exact solution of the position before it."""

    ply: int  # 1-based position in the history (as in the move log), passes included
    player: int  # 0 = Player 1
    number: int | None  # None: a pass (Number Capture)
    kind: Kind
    choices: int = 1  # legal numbers the mover had
    winning: tuple[int, ...] = ()  # the winning numbers of the position before
    stubborn: bool | None = None  # lost anyway: held out longest (None: not known exactly)
    longest: tuple[int, ...] = ()  # lost anyway: the numbers that held out longest

    @property
    def had_a_choice(self) -> bool:
        """Whether the mover's choice could change who wins with best play."""
        return self.kind == "mistake" or (
            self.kind == "winning" and len(self.winning) < self.choices
        )


@dataclass(frozen=True, slots=True)
class Review:
    game: str
    size: int
    plies: tuple[PlyReview, ...]
    winner: int | None  # the result (a resignation or timeout may differ from the board)
    #: Who was winning with best play at the start and after each ply (len(plies) + 1).
    favourite: tuple[int, ...]
    turning_point: int | None  # the ply of the decisive mistake, if there was one
    fixed: Text | None  # the rules' own reason when they alone decide the winner

    def mistakes(self, player: int) -> int:
        return sum(1 for p in self.plies if p.player == player and p.kind == "mistake")

    @property
    def decided_from_the_start(self) -> bool:
        """The winner was winning throughout and nobody's move could have changed that:
        the rules decided it at move 1."""
        if self.winner is None or any(f != self.winner for f in self.favourite):
            return False
        return self.fixed is not None or not any(p.had_a_choice for p in self.plies)


def _favourite(state: State, verdict: solver.Verdict) -> int:
    """Who wins ``state`` with best play."""
    if state.winner is not None:
        return state.winner
    return state.to_move if verdict.wins else 1 - state.to_move


def _judge(before: State, number: int, verdict: solver.Verdict, legal: list[int],
           ply: int) -> PlyReview:
    base = PlyReview(ply, before.to_move, number, "only", len(legal), verdict.winning_moves)
    if len(legal) == 1:
        return base
    if verdict.wins:
        kind: Kind = "winning" if number in verdict.winning_moves else "mistake"
        return PlyReview(ply, before.to_move, number, kind, len(legal), verdict.winning_moves)
    lengths = {n: solver.move_remoteness(before, n) for n in legal}
    known = {n: length for n, length in lengths.items() if length is not None}
    if len(known) < len(lengths):
        return PlyReview(ply, before.to_move, number, "lost", len(legal))
    longest = max(known.values())
    best = tuple(n for n in legal if known[n] == longest)
    return PlyReview(ply, before.to_move, number, "lost", len(legal), (),
                     number in best, best)


def review(state: State, winner: int | None = None) -> Review:
    """Judge every ply of the game that led to ``state``. ``winner``: the result's winner
    (player index) when it is not the board's own (a resignation or a timeout)."""
    game = get_game(state.game)
    winner = state.winner if winner is None else winner
    position = game.new_state(**state.options_dict())
    verdict = solver.solve(position)
    start = position
    favourite = [_favourite(position, verdict)]
    plies: list[PlyReview] = []
    for number in state.numbers:
        before, before_verdict = position, verdict
        legal = game.legal_moves(before)
        position = game.apply(before, number)
        verdict = solver.solve(position)
        plies.append(_judge(before, number, before_verdict, legal, len(before.history) + 1))
        favourite.append(_favourite(position, verdict))
        if len(position.history) > len(before.history) + 1:  # the opponent had to pass
            passed = position.history[-1]
            plies.append(PlyReview(len(position.history), passed.player, None, "forced"))
            favourite.append(favourite[-1])
    if position.history != state.history:
        raise ValueError("the state's history is not a game of its options")
    return Review(
        game=state.game,
        size=state.size,
        plies=tuple(plies),
        winner=winner,
        favourite=tuple(favourite),
        turning_point=_turning_point(favourite, winner),
        fixed=game.fixed_result(start),
    )


def _turning_point(favourite: list[int], winner: int | None) -> int | None:
    """The ply after which ``winner`` was winning for good (None: from the start, or never)."""
    if winner is None or favourite[-1] != winner:
        return None
    ply = len(favourite) - 1
    while ply > 0 and favourite[ply - 1] == winner:
        ply -= 1
    return ply or None


# ===================================================================== advice
class Advice(NamedTuple):
    number: int
    wins: bool  # True: a winning move; False: every move loses, this one holds out longest


def best_move(state: State) -> Advice:
    """The quickest win, or (every move losing) the longest resistance; the smallest
    number among equals. A game without exact remoteness gets its first such move."""
    moves = get_game(state.game).legal_moves(state)
    if not moves:
        raise ValueError("the game is over")
    verdict = solver.solve(state)
    candidates = list(verdict.winning_moves) if verdict.wins else moves
    lengths = {n: solver.move_remoteness(state, n) for n in candidates}
    known = {n: length for n, length in lengths.items() if length is not None}
    if len(known) < len(lengths):
        return Advice(candidates[0], verdict.wins)
    target = (min if verdict.wins else max)(known.values())
    return Advice(min(n for n in candidates if known[n] == target), verdict.wins)


def best_line(state: State, limit: int = 40) -> tuple[Move, ...]:
    """The plies that follow ``state`` when both sides play ``best_move`` (passes
    included), up to ``limit`` plies."""
    game = get_game(state.game)
    start = len(state.history)
    while state.winner is None and len(state.history) - start < limit:
        state = game.apply(state, best_move(state).number)
    return state.history[start : start + limit]


# ===================================================================== text
# Said in the language in force (the terminal: English); the review itself holds no text
# but the rules' own reason (``fixed``, a Text), so one review is said in any language.
def _verdict(ply: PlyReview, settled: bool) -> Text:
    """The verdict of one move, still to be said (see ``verdict_text``)."""
    if ply.kind == "forced":
        return Text("review-verdict-forced")
    if ply.kind == "only":
        return Text("review-verdict-only")
    if settled:
        return Text("review-verdict-settled")
    if ply.kind == "winning":
        if len(ply.winning) == 1 and ply.choices > 1:
            return Text("review-verdict-only-winning")
        return Text("review-verdict-winning")
    if ply.kind == "mistake":
        if len(ply.winning) <= FEW:
            return Text("review-verdict-mistake", numbers=or_list(ply.winning),
                        count=len(ply.winning))
        return Text("review-verdict-mistake-many", count=len(ply.winning),
                    numbers=or_list(ply.winning[:FEW]))
    if ply.stubborn is None:
        return Text("review-verdict-lost")
    if ply.stubborn:
        return Text("review-verdict-lost-longest")
    if len(ply.longest) <= FEW:
        return Text("review-verdict-lost-longer", numbers=or_list(ply.longest),
                    count=len(ply.longest))
    return Text("review-verdict-lost-longer-many", count=len(ply.longest),
                numbers=or_list(ply.longest[:FEW]))


def verdict_text(ply: PlyReview, settled: bool = False) -> str:
    """'a winning move', 'a mistake; 3 or 5 would have won', 'already lost; this held out
    longest'. ``settled``: nothing in the game could change the result (the review's
    ``decided_from_the_start``), so no move is called winning or losing."""
    return str(_verdict(ply, settled))


def ply_line(ply: PlyReview, name: Callable[[int], str], settled: bool = False) -> str:
    """'7. <who> played 4: a mistake; 2 or 6 would have won.' (a pass: '<who> passed')."""
    verdict = _verdict(ply, settled)
    if ply.number is None:
        return t("review-line-pass", move=ply.ply, player=name(ply.player), verdict=verdict)
    return t("review-line", move=ply.ply, player=name(ply.player), number=ply.number,
             verdict=verdict)


def move_lines(result: Review, name: Callable[[int], str]) -> list[str]:
    """Every move of the review, one line each (``ply_line``)."""
    settled = result.decided_from_the_start
    return [ply_line(ply, name, settled) for ply in result.plies]


def turning_point_text(result: Review, name: Callable[[int], str]) -> str:
    """The turning point, or why there is none (or why there is nothing to review)."""
    if result.winner is None:
        return t("review-not-over")
    if not result.plies:
        return t("review-no-moves")
    winner, loser = name(result.winner), name(1 - result.winner)
    if result.favourite[-1] != result.winner:  # a resignation or a timeout
        return t("review-no-turning-point-on-board", loser=loser)
    if result.decided_from_the_start and result.fixed is not None:
        return t("review-decided-by-rules", reason=result.fixed, winner=winner)
    if result.decided_from_the_start:
        return t("review-decided", winner=winner)
    if result.turning_point is None:
        return t("review-no-turning-point", winner=winner)
    decisive = result.plies[result.turning_point - 1]
    assert decisive.kind == "mistake"  # only the winning side can hand the win over
    assert decisive.number is not None
    if len(decisive.winning) <= FEW:
        return t("review-turning-point", move=decisive.ply, loser=loser,
                 number=decisive.number, numbers=or_list(decisive.winning),
                 count=len(decisive.winning), winner=winner)
    return t("review-turning-point-many", move=decisive.ply, loser=loser,
             number=decisive.number, numbers=or_list(decisive.winning[:FEW]),
             count=len(decisive.winning), winner=winner)


def mistakes_text(result: Review, name: Callable[[int], str]) -> str:
    """Each player's mistakes: '<a> made 1 mistake, <b> made none.'"""
    return t("review-mistakes", first=name(0), first_count=result.mistakes(0),
             second=name(1), second_count=result.mistakes(1))


def summary_lines(result: Review, name: Callable[[int], str]) -> list[str]:
    """The turning point (or why there is none), then the mistakes of each player
    ('Mistakes: <a> made 1 mistake, <b> made none.'; none without moves)."""
    lines = [turning_point_text(result, name)]
    if result.winner is not None and result.plies:
        lines.append(t("review-mistakes-line", mistakes=mistakes_text(result, name)))
    return lines
