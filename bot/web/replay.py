"""A match's replay: every position from the first move to the last, the board as the card
draws it (its notation, the numbers each player owns, one cell per number), and the exact
review (rules/review.py): each move judged, the turning point, who threw the win away.

Pure but for the review's solving, which a page runs in a worker thread (``review_of``) and
keeps: an ended match never changes its moves.
"""

from __future__ import annotations

import asyncio
import re
from collections import OrderedDict
from dataclasses import dataclass

import rules
from bot.core.snapshots import EndReason, MatchSnapshot, MatchStatus
from bot.web.people import People, Person
from i18n import and_list, has_key, t
from rules.base import State, player_name
from rules.review import Review, move_lines, review, summary_lines

#: Reviews kept (a match's, by id and version): the solver's work, done once per match.
REVIEWS_KEPT = 512
_REVIEWS: OrderedDict[tuple[int, int], Review] = OrderedDict()


def shown(snapshot: MatchSnapshot) -> bool:
    """Whether the pages show this match: it ended, on the board (finished, aborted after a
    move, or voided after either). Pending, running, declined, cancelled and expired ones
    are not pages: a running match's review would tell its players how to win."""
    if snapshot.status is MatchStatus.FINISHED:
        return True
    return snapshot.status is MatchStatus.ABORTED and bool(snapshot.state.numbers)


async def review_of(snapshot: MatchSnapshot) -> Review | None:
    """The exact review of a finished match with a winner (None otherwise), solved once."""
    if snapshot.status is not MatchStatus.FINISHED or snapshot.winner_id is None:
        return None
    key = (snapshot.id, snapshot.version)
    found = _REVIEWS.get(key)
    if found is None:
        winner = snapshot.player_ids.index(snapshot.winner_id)
        # Up to a few hundred ms of solving on a big board: off the event loop.
        found = await asyncio.to_thread(review, snapshot.state, winner)
        _REVIEWS[key] = found
        while len(_REVIEWS) > REVIEWS_KEPT:
            _REVIEWS.popitem(last=False)
    else:
        _REVIEWS.move_to_end(key)
    return found


@dataclass(frozen=True, slots=True)
class Cell:
    number: int
    mark: str  # open, p1, p2, taken, blocked
    said: str  # what it is, for a screen reader ("Alice's", "played", "never played")


@dataclass(frozen=True, slots=True)
class Line:
    """One move of the game in the list beside the board."""

    step: int  # the position it leads to (1-based; a pass shares its move's)
    text: str
    mistake: bool
    turning: bool


@dataclass(frozen=True, slots=True)
class Replay:
    title: str
    players: str  # "<a> moved first, <b> second."
    people: tuple[Person, Person]
    result: str  # how it ended
    notes: tuple[str, ...]  # voided, unrated, for fun
    options: str
    step: int  # the position shown: 0 the start, ``steps`` the end
    steps: int
    cells: tuple[Cell, ...]
    card: tuple[str, ...]  # the card's notation of the position
    owned: tuple[str, ...]  # each player's numbers in a sentence
    last_move: str | None  # the card's sentence for the move that led here
    verdict: str | None  # the review's sentence on that move (rules.review.ply_line)
    legend: tuple[str, ...]
    moves: tuple[Line, ...]
    summary: tuple[str, ...]  # the turning point and the mistakes (a finished game's)


def positions(snapshot: MatchSnapshot) -> list[State]:
    """The start and the position after each number played (a pass is inside its move)."""
    game = snapshot.rules_game
    found = [game.new_state(**snapshot.state.options_dict())]
    for number in snapshot.state.numbers:
        found.append(game.apply(found[-1], number))
    return found


def _words(kind: str, game: str, prefix: str, **args: str) -> str:
    """A board text in the game's own verb (board.ftl), or its -default."""
    key = f"{prefix}-{kind}-{game}"
    return t(key if has_key(key) else f"{prefix}-{kind}-default", **args)


def _card(state: State, game: rules.Game, names: tuple[str, str]
          ) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The card's drawing of ``state``, and its lines about one player as sentences naming
    the player (as the bot's boards say them)."""
    board: list[str] = []
    owned: list[str] = []
    for line in game.render(state).splitlines():
        for index, name in enumerate(names):
            card_name = player_name(index)
            if line.startswith(card_name):
                numbers = sorted(re.findall(r"\d+", line.removeprefix(card_name)), key=int)
                owned.append(_words("list", game.slug, "board-owned", who="member",
                                    member=name, numbers=str(and_list(numbers)))
                             if numbers else
                             _words("none", game.slug, "board-owned", who="member",
                                    member=name))
                break
        else:
            board.append(line)
    return tuple(board), tuple(owned)


def _cells(state: State, game: rules.Game, names: tuple[str, str], last: bool
           ) -> tuple[Cell, ...]:
    said = {"p1": t("web-cell-owned", player=names[0]),
            "p2": t("web-cell-owned", player=names[1]),
            "taken": t("web-cell-taken"),
            "blocked": t("web-cell-blocked"),
            "open": t("web-cell-never") if last else t("web-cell-open")}
    return tuple(Cell(c.number, c.mark, said[c.mark]) for c in game.cells(state))


def _legend(game: rules.Game, cells: tuple[Cell, ...], names: tuple[str, str]
            ) -> tuple[str, ...]:
    marks = {cell.mark for cell in cells}
    out = []
    if game.tracks_owners() or marks & {"p1", "p2"}:
        out += [_words("first", game.slug, "board-legend", member=names[0]),
                _words("second", game.slug, "board-legend", member=names[1])]
    if "taken" in marks:
        out.append(_words("done", game.slug, "board-legend", mark="✗"))
    if marks & {"open", "blocked"}:
        out.append(t("web-legend-other"))
    return tuple(out)


def result_text(snapshot: MatchSnapshot, name: dict[int, str]) -> str:
    """How it ended, the board's words with the players' names."""
    if snapshot.is_aborted:
        if snapshot.ended_by is not None and snapshot.end_reason is EndReason.RESIGNATION:
            return t("board-aborted-resigned", member=name[snapshot.ended_by])
        if snapshot.ended_by is not None and snapshot.end_reason is EndReason.TIMEOUT:
            return t("board-aborted-timeout", member=name[snapshot.ended_by])
        return t("board-aborted")
    winner, loser = snapshot.winner_id, snapshot.loser_id
    if winner is None or loser is None:
        return t("board-over")
    both = {"winner": name[winner], "loser": name[loser]}
    if snapshot.end_reason is EndReason.RESIGNATION:
        return t("board-end-resigned", **both)
    if snapshot.end_reason is EndReason.TIMEOUT:
        return t("board-end-timeout", **both)
    return str(snapshot.rules_game.end_line(**both))


def _notes(snapshot: MatchSnapshot, name: dict[int, str]) -> tuple[str, ...]:
    notes = []
    if snapshot.voided_by is not None:
        notes.append(t("web-match-voided"))
    if snapshot.for_fun:
        notes.append(t("web-match-for-fun"))
    elif snapshot.rated is False:
        notes.append(t("board-unrated"))
    return tuple(notes)


def options_text(snapshot: MatchSnapshot) -> str:
    game = snapshot.rules_game
    return t("list-separator").join(
        t("board-option", option=option.name, value=str(and_list(option.show(value).split(","))))
        for option, value in game.options_to_show(snapshot.state.options_dict()))


def replay(snapshot: MatchSnapshot, people: People, step: int, judged: Review | None
           ) -> Replay:
    """The page of ``snapshot`` at position ``step`` (0 to the number of moves played)."""
    game = snapshot.rules_game
    states = positions(snapshot)
    if states[-1].history != snapshot.state.history:
        raise ValueError(f"match {snapshot.id}: its moves don't replay to its board")
    seats = tuple(people(user_id) for user_id in snapshot.player_ids)
    p1, p2 = seats[0], seats[1]
    names = (p1.name, p2.name)
    name_of = dict(zip(snapshot.player_ids, names, strict=True))
    for user_id in (snapshot.ended_by, snapshot.voided_by):
        if user_id is not None and user_id not in name_of:
            name_of[user_id] = people(user_id).name
    state = states[step]
    cells = _cells(state, game, names, last=step == len(states) - 1)
    card, owned = _card(state, game, names)
    last_move = verdict = None
    if step > 0:
        before = states[step - 1]
        last_move = str(game.describe_move(before, snapshot.state.numbers[step - 1], names))
    lines, summary = _moves(snapshot, states, names, judged)
    if judged is not None and step > 0:
        verdict = next(line.text for line in lines if line.step == step)
    title = (t("board-title-variant", game=game.name, variant=snapshot.variant, id=snapshot.id)
             if snapshot.variant else t("board-title", game=game.name, id=snapshot.id))
    return Replay(
        title=title, players=t("board-players-done", first=p1.name, second=p2.name),
        people=(p1, p2), result=result_text(snapshot, name_of),
        notes=_notes(snapshot, name_of), options=options_text(snapshot), step=step,
        steps=len(states) - 1, cells=cells, card=card, owned=owned, last_move=last_move,
        verdict=verdict, legend=_legend(game, cells, names), moves=lines, summary=summary)


def _moves(snapshot: MatchSnapshot, states: list[State], names: tuple[str, str],
           judged: Review | None) -> tuple[tuple[Line, ...], tuple[str, ...]]:
    """The list of moves (the review's sentences when there is one) and its summary."""
    game = snapshot.rules_game

    def name(index: int) -> str:
        return names[index]

    if judged is None:
        return tuple(Line(k, t("web-move-line", move=k, text=str(game.describe_move(
            states[k - 1], number, names))), False, False)
            for k, number in enumerate(snapshot.state.numbers, start=1)), ()
    said = move_lines(judged, name)
    out = []
    step = 0
    for ply, text in zip(judged.plies, said, strict=True):
        if ply.number is not None:
            step += 1
        out.append(Line(max(step, 1), text, ply.kind == "mistake",
                        ply.ply == judged.turning_point))
    return tuple(out), tuple(summary_lines(judged, name))
