"""Shared vocabulary of every game: State, Move, Cell, IllegalMove and the Game base class.

A State is fully determined by (game, options, history); ``to_move`` and ``winner`` are
derived by the game when the state is built and stored so that readers need not replay.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Hashable, Iterable, Mapping
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any, ClassVar, Literal, NamedTuple

from i18n import Text, has_key
from rules.options import MAX_SIZE, Option, term, whole_number

if TYPE_CHECKING:
    from rules.screens import Screens
    from rules.strategy import Strategy

Mark = Literal["open", "p1", "p2", "taken", "blocked"]


class IllegalMove(ValueError):
    """A move the rules refuse; ``str(error)`` is a short, player-readable reason, said in
    the language in force where it is said (the rules raise it with a :class:`Text`)."""


class UnknownOption(ValueError):
    """An option the game does not take: ``option`` names it, ``game`` is the game."""

    def __init__(self, game: Game, option: str) -> None:
        super().__init__(Text("rules-unknown-option", game=game.name, option=term(option)))
        self.game = game
        self.option = option


class Move(NamedTuple):
    """One turn: ``number`` is None when the player passed (Number Capture only)."""

    player: int
    number: int | None


class Cell(NamedTuple):
    """One number of the board, with how it should be shown (see architecture.md)."""

    number: int
    mark: Mark


@dataclass(frozen=True, slots=True)
class State:
    """An immutable position. Build it with ``Game.new_state`` and ``Game.apply`` only."""

    game: str
    size: int
    options: tuple[tuple[str, int], ...]  # every option incl. defaults, sorted by name
    history: tuple[Move, ...] = ()
    to_move: int = 0
    winner: int | None = None

    def options_dict(self) -> dict[str, int]:
        return dict(self.options)

    def option(self, name: str) -> int:
        return self.options_dict()[name]

    @property
    def over(self) -> bool:
        return self.winner is not None

    @property
    def numbers(self) -> tuple[int, ...]:
        """The numbers played so far, in order (passes left out)."""
        return tuple(m.number for m in self.history if m.number is not None)

    def before_last_move(self) -> tuple[State, int] | None:
        """The position just before the last number was played, and that number.

        Equal to replaying every number but the last (tests/rules check it), without the
        replay: history cut before that move, its player to move, nobody winning yet.
        """
        for index in range(len(self.history) - 1, -1, -1):
            player, number = self.history[index]
            if number is not None:
                before = replace(self, history=self.history[:index], to_move=player, winner=None)
                return before, number
        return None

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "options": self.options_dict(),
            "history": [[m.player, m.number] for m in self.history],
            "to_move": self.to_move,
            "winner": self.winner,
        }


def player_name(player: int) -> str:
    """The card's name of a player, "Player 1": the terminal's, which speaks English only.
    Discord names the players by their mentions (``names``), so this is never translated."""
    return f"Player {player + 1}"


#: How a board names Player 1 and Player 2 (``describe_move``'s ``names``): Discord passes
#: the players' mentions; None keeps the card's wording ("Player 1", the terminal's).
Names = tuple[str, str] | None


def name_of(player: int, names: Names) -> str:
    """``names[player]``, or the card's "Player 1" / "Player 2" when ``names`` is None."""
    return player_name(player) if names is None else names[player]


def runs(numbers: Iterable[int]) -> list[tuple[int, int]]:
    """Maximal blocks of consecutive numbers, as (first, last), ascending."""
    out: list[tuple[int, int]] = []
    for n in sorted(numbers):
        if out and out[-1][1] == n - 1:
            out[-1] = (out[-1][0], n)
        else:
            out.append((n, n))
    return out


def _check_int(name: str, value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(whole_number(name))
    return value


class Game(ABC):
    """One game's rules. Subclasses say how numbers become legal and who wins.

    A subclass declares ``slug``, ``title`` and ``options`` (``size`` first: every game
    has one), and may carry a solver ``strategy`` and terminal ``screens``; without them
    the solver's exhaustive search and the default screens stand in.
    """

    slug: str
    title: str
    options: tuple[Option, ...]
    strategy: ClassVar[Strategy | None] = None
    screens: ClassVar[Screens | None] = None

    # ----------------------------------------------------------------- texts
    @property
    def name(self) -> Text:
        """The game's title in the reader's language (``title`` is the English one, which
        the terminal prints); a game without a title in the catalogue is called ``title``."""
        if has_key(f"rules-title-{self.slug}"):
            return Text(f"rules-title-{self.slug}")
        return Text("rules-title-other", title=self.title)

    @property
    def summary(self) -> Text | None:
        """One line on the game (the game choice, /help and /rules), or None."""
        return Text(f"rules-summary-{self.slug}") if has_key(f"rules-summary-{self.slug}") \
            else None

    @property
    def rules_text(self) -> Text | None:
        """The card's rules in short, a bullet a line (/rules), or None."""
        return Text(f"rules-card-{self.slug}") if has_key(f"rules-card-{self.slug}") \
            else None

    @property
    def house_rules(self) -> Text | None:
        """docs/rules.md's decisions for this game, as /rules says them, or None."""
        return Text(f"rules-house-{self.slug}") if has_key(f"rules-house-{self.slug}") \
            else None

    def end_line(self, winner: str, loser: str) -> Text:
        """How a game played out ends, naming the players (their mentions): "<@a> wins!
        <@b> has no valid move left." A game whose last move wins says so its own way."""
        return Text("rules-end-stuck", winner=winner, loser=loser)

    # ----------------------------------------------------------------- options
    @property
    def option_names(self) -> tuple[str, ...]:
        return tuple(option.name for option in self.options)

    def option(self, name: str) -> Option:
        for option in self.options:
            if option.name == name:
                return option
        raise UnknownOption(self, name)

    @property
    def default_size(self) -> int:
        size = self.option("size").default
        assert size is not None  # every game has a default size
        return size

    def max_size(self, options: Mapping[str, int]) -> int:
        """The largest ``size`` the solver answers in time with these other options
        (docs/rules.md, decision 10). Default: the largest size."""
        return MAX_SIZE

    def options_to_show(self, values: Mapping[str, int]) -> list[tuple[Option, int]]:
        """The options a reader of a match needs, in the game's order: the size, any option
        without a default (Number Chain's start) and any option not at its default."""
        return [(option, values[option.name]) for option in self.options
                if option.name in values and (option.name == "size" or option.default is None
                                              or values[option.name] != option.default)]

    def check_option_names(self, names: Iterable[str]) -> None:
        """Raise UnknownOption for the first name this game does not take."""
        for name in names:
            if name not in self.option_names:
                raise UnknownOption(self, name)

    def upgrade_options(self, given: dict[str, object]) -> dict[str, object]:
        """Options as an older version wrote them (a stored match or state), in today's
        names and values. Default: unchanged."""
        return given

    def new_state(self, **given: object) -> State:
        """The starting position; ValueError with a readable reason on a bad option."""
        given = self.upgrade_options(dict(given))
        self.check_option_names(given)
        values: dict[str, int] = {}
        for option in self.options:
            if option.name in given:
                values[option.name] = _check_int(option.name, given[option.name])
            elif option.default is None:
                raise ValueError(Text("rules-option-needed", game=self.name,
                                      option=option.term))
            else:
                values[option.name] = option.default
        # size first: other options (start) are checked against it
        for option in sorted(self.options, key=lambda o: o.name != "size"):
            refusal = option.refusal(values[option.name], values)
            if refusal is not None:
                raise ValueError(refusal)
        state = State(self.slug, values["size"], tuple(sorted(values.items())))
        return self._settle(state)

    # ----------------------------------------------------------------- moves
    @abstractmethod
    def _moves(self, state: State) -> list[int]:
        """Legal numbers for ``state.to_move``, ascending, ignoring whether the game is over."""

    @abstractmethod
    def _why_illegal(self, state: State, number: int) -> Text | str:
        """Reason a number in 1..size that is not in ``_moves`` is refused: a sentence
        ending with a full stop ("7 is already in the chain."), still to be said (a
        :class:`Text`; a game without catalogue keys of its own may give plain text)."""

    def _settle(self, state: State) -> State:
        """After a move (turn already passed): decide the winner. Default: stuck player loses."""
        if not self._moves(state):
            return replace(state, winner=1 - state.to_move)
        return state

    def legal_moves(self, state: State) -> list[int]:
        self._own(state)
        return [] if state.winner is not None else self._moves(state)

    def apply(self, state: State, number: int) -> State:
        self._own(state)
        if isinstance(number, bool) or not isinstance(number, int):
            raise IllegalMove(Text("rules-move-whole-number"))
        if state.winner is not None:
            raise IllegalMove(Text("rules-move-game-over"))
        if not 1 <= number <= state.size:
            raise IllegalMove(Text("rules-move-off-board", number=number, size=state.size))
        if number not in self._moves(state):
            raise IllegalMove(self._why_illegal(state, number))
        moved = replace(state, history=(*state.history, Move(state.to_move, number)))
        return self._settle(replace(moved, to_move=self._next_to_move(moved)))

    def _next_to_move(self, moved: State) -> int:
        """Who moves after the move just added to ``moved.history`` (``moved.to_move`` is
        still its player). Default: the other player; a game with several moves a turn
        (the line games' ``claims``) keeps the mover while the turn lasts."""
        return 1 - moved.to_move

    def _own(self, state: State) -> None:
        if state.game != self.slug:
            raise ValueError(f"that is a {state.game} state, not {self.slug}")

    def fixed_result(self, state: State) -> Text | None:
        """Why the rules alone decide the winner from ``state``, whatever anyone plays
        (a clause for the post-game review, e.g. Circle Duel's parity), else None."""
        return None

    def position_key(self, state: State) -> Hashable:
        """What the rest of a game from ``state`` depends on: two states with equal keys have
        the same legal moves, the same winner, and equal keys again after the same move.
        Default: the numbers played, the last move (a pass included) and who is to move,
        which is all the built-in games look at; a game whose moves depend on more overrides
        it (tests/rules check it against a brute force)."""
        last = state.history[-1] if state.history else None
        return (frozenset(state.numbers), last, state.to_move, state.winner)

    def fixed_winner(self, state: State) -> int | None:
        """The player (0 or 1) who wins from ``state`` whatever anyone plays, or None when
        some sequence of legal moves gives the other player the win.

        Exact and generic: every position reachable from ``state`` is visited once (per
        :meth:`position_key`), and the search stops at the first sign that both players can
        still win. A game with a proven shortcut overrides it (Circle Duel: parity)."""
        if state.winner is not None:
            return state.winner
        winners = self._possible_winners(state, {})
        return next(iter(winners)) if len(winners) == 1 else None

    def _possible_winners(self, state: State, memo: dict[Hashable, frozenset[int]]
                          ) -> frozenset[int]:
        """Who can still end up winning from ``state`` over every sequence of moves (only
        as far as needed: a result of both players ends the search)."""
        if state.winner is not None:
            return frozenset((state.winner,))
        key = self.position_key(state)
        known = memo.get(key)
        if known is not None:
            return known
        found: frozenset[int] = frozenset()
        for number in self._moves(state):
            found |= self._possible_winners(self.apply(state, number), memo)
            if len(found) == 2:
                break
        memo[key] = found
        return found

    # ----------------------------------------------------------------- presentation
    def owner_of(self, state: State) -> dict[int, int]:
        """number -> player who played it."""
        return {m.number: m.player for m in state.history if m.number is not None}

    def tracks_owners(self) -> bool:
        return False

    def used(self, state: State) -> set[int]:
        return set(state.numbers)

    def cells(self, state: State) -> list[Cell]:
        legal = set(self.legal_moves(state))
        used = self.used(state)
        owners = self.owner_of(state)
        cells = []
        for n in range(1, state.size + 1):
            mark: Mark
            if n in legal:
                mark = "open"
            elif n in used:
                owner = owners.get(n)
                if owner is None or not self.tracks_owners():
                    mark = "taken"
                else:
                    mark = "p1" if owner == 0 else "p2"
            else:
                mark = "blocked"
            cells.append(Cell(n, mark))
        return cells

    @abstractmethod
    def render(self, state: State) -> str:
        """The board in the card's notation, its labels in the language in force (a
        Discord board shows it). Its lines about one player start with ``player_name``
        and stay English: only the terminal prints them (a board replaces them)."""

    @abstractmethod
    def describe_move(self, before: State, number: int, names: Names = None) -> str:
        """Card-style sentence(s) for playing ``number`` in ``before`` (must be legal), said
        in the language in force.

        ``names`` names the players (a Discord board passes their mentions); None keeps the
        card's own wording, which the terminal prints. The sentence never announces the
        winner: the end of the game says that once."""

    def replay(self, options: Mapping[str, int], numbers: list[int]) -> State:
        state = self.new_state(**options)
        for n in numbers:
            state = self.apply(state, n)
        return state
