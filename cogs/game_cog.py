"""The base class of the per-game cogs: presentation, rules text and option handling.

A game cog has no commands of its own: the shared commands ask the cog of the match's game
how to check options, draw the board and explain the rules. What the base does serves a
game that needs nothing more; a game's own module (cogs/games/) sets its board's words and
overrides the hooks its game needs: `claims_left` (a turn of several claims, the line
games' `LineGameCog`), `undecided` (options with no single verdict yet, as Number Chain's
start drawn per match), `note` (a line of its own under the position, as Circle Duel's
circle), `board` (a board that needs more than cogs/ui/render.py draws).

It lives outside the `cogs.games` extension package: discord.py drops an extension's
modules from ``sys.modules`` when it unloads or reloads it, and `cogs.host.game_cog` must
recognise the game cogs of every load as instances of this one class.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from discord.ext import commands

import rules
from bot.core.errors import InvalidChallenge, reason
from bot.core.snapshots import MatchSnapshot, SeriesSnapshot
from cogs.guards import option_name
from cogs.ui import render
from cogs.ui.components import DrawnBoard
from i18n import Text, and_list


class _RulesText:
    """A game cog's text that is its game's (``rules.Game.<attribute>``, a Text or None),
    on the cog's class as on its instances: "" when the game has none."""

    def __init__(self, attribute: str) -> None:
        self.attribute = attribute

    def __get__(self, cog: object, owner: type[GameCog]) -> Text | str:
        text: Text | None = getattr(rules.get_game(owner.slug), self.attribute)
        return "" if text is None else text


class GameCog(commands.Cog):
    """One game's Discord face. Subclasses set `slug` and their board's `words`."""

    slug: ClassVar[str]
    words: ClassVar[render.BoardWords] = render.WORDS  # the board's legend, in the card's verb

    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot

    @property
    def game(self) -> rules.Game:
        return rules.get_game(self.slug)

    @property
    def title(self) -> Text:
        """The game's name in the reader's language."""
        return self.game.name

    # The game's texts are the rules' (rules.ftl), said in the language in force where they
    # are shown, read on the class too (/help lists the cogs' classes); a cog may set its own
    # (a game without texts in the catalogue).
    summary: ClassVar[Text | str] = _RulesText("summary")  # type: ignore[assignment]
    rules_text: ClassVar[Text | str] = _RulesText("rules_text")  # type: ignore[assignment]
    decisions: ClassVar[Text | str] = _RulesText("house_rules")  # type: ignore[assignment]

    def options(self, given: Mapping[str, int | str | None]) -> dict[str, Any]:
        """The `new_state` options from the command's (those left out dropped; an option
        written as text, like `forbid:1,3`, read as the rules store it).

        The rules check them (the service's `new_state`); here an option of another game
        is refused first, in the words of the slash command.
        """
        chosen = {name: value for name, value in given.items() if value is not None}
        try:
            self.game.check_option_names(chosen)
        except rules.UnknownOption as error:
            accepted = and_list([Text("error-option-quoted", option=option_name(n))
                                 for n in self.game.option_names])
            raise InvalidChallenge(Text("error-option-not-for-game",
                                        option=option_name(error.option),
                                        game=self.game.name, accepted=accepted)) from None
        try:
            return {name: self.game.option(name).read(value) if isinstance(value, str)
                    else value for name, value in chosen.items()}
        except ValueError as error:
            raise InvalidChallenge(reason(error)) from None

    def undecided(self, options: Mapping[str, int]) -> Text | None:
        """Why a new game with ``options`` has no single verdict (/analyze, and the one
        /config variant-add shows), or None: it has one."""
        return None

    def claims_left(self, snapshot: MatchSnapshot) -> int | None:
        """The claims the player to move has left this turn, for the turn line, when a turn
        is several claims; None for a game of one move a turn."""
        return None

    def note(self, state: rules.State) -> str | None:
        """A line of the game's own under the board's position ``state`` (said in the
        language in force), or None: the position says it all."""
        return None

    def board(self, snapshot: MatchSnapshot, series: SeriesSnapshot | None = None,
              replay: str | None = None) -> DrawnBoard:
        """The match message: its text and buttons in one Components V2 container.
        ``series``: the series of a series game (its line on the board); ``replay``: the
        address of its replay on the public pages (a link under a finished board)."""
        return render.match_board(snapshot, self.game, words=self.words, series=series,
                                  claims=self.claims_left(snapshot), replay=replay,
                                  note=self.note(snapshot.state))

    def moved_board(self, snapshot: MatchSnapshot) -> DrawnBoard:
        """An older message of the match: a link to its board, nothing to click."""
        return render.moved_board(snapshot, self.game)

    def board_text(self, snapshot: MatchSnapshot) -> render.BoardText:
        """The match message's text (what `board` draws, before it is drawn)."""
        return render.board_text(snapshot, self.game, words=self.words,
                                 claims=self.claims_left(snapshot),
                                 note=self.note(snapshot.state))


class LineGameCog(GameCog):
    """The line games' (Non-Consecutive, Forbidden Adjacent): their ``claims`` option makes
    a turn several claims, and the turn line says how many are left."""

    def claims_left(self, snapshot: MatchSnapshot) -> int | None:
        return render.claims_left(snapshot)
