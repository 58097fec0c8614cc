"""The base class of the per-game cogs: presentation, rules text and option handling.

A game cog has no commands of its own: the shared commands in `cogs.matches` ask the cog
of the match's game how to check options, draw the board and explain the rules.

It lives outside the `cogs.games` extension package: discord.py drops an extension's
modules from ``sys.modules`` when it unloads or reloads it, and `cogs.host.game_cog` must
recognise the game cogs of every load as instances of this one class.
"""

from __future__ import annotations

from typing import Any, ClassVar

import discord
from discord.ext import commands

import rules
from bot.service.errors import InvalidChallenge, reason
from bot.service.snapshots import MatchSnapshot, SeriesSnapshot
from cogs.ui import render
from i18n import Text, and_list


class GameCog(commands.Cog):
    """One game's Discord face. Subclasses set `slug`, `summary` and `rules_text`."""

    slug: ClassVar[str]
    # Texts (i18n.Text): said in the language in force where they are shown.
    summary: ClassVar[Text | str]  # one line for the game choice and /rules
    rules_text: ClassVar[Text | str]  # the card's rules in short
    decisions: ClassVar[Text | str] = ""  # docs/rules.md's decisions for this game
    words: ClassVar[render.BoardWords] = render.WORDS  # the board's legend, in the card's verb
    #: How the Result of a game played out is worded: board.ftl's board-end-<normal_end>.
    normal_end: ClassVar[str] = render.NORMAL_END

    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot

    @property
    def game(self) -> rules.Game:
        return rules.get_game(self.slug)

    @property
    def title(self) -> str:
        return self.game.title

    def options(self, given: dict[str, int | str | None]) -> dict[str, Any]:
        """The `new_state` options from the command's (those left out dropped; an option
        written as text, like `forbid:1,3`, read as the rules store it).

        The rules check them (the service's `new_state`); here an option of another game
        is refused first, in the words of the slash command.
        """
        chosen = {name: value for name, value in given.items() if value is not None}
        try:
            self.game.check_option_names(chosen)
        except rules.UnknownOption as error:
            accepted = and_list([f"`{n}`" for n in self.game.option_names])
            raise InvalidChallenge(Text("error-option-not-for-game", option=error.option,
                                        game=self.title, accepted=accepted)) from None
        try:
            return {name: self.game.option(name).read(value) if isinstance(value, str)
                    else value for name, value in chosen.items()}
        except ValueError as error:
            raise InvalidChallenge(reason(error)) from None

    def board(self, snapshot: MatchSnapshot, series: SeriesSnapshot | None = None
              ) -> tuple[discord.Embed, discord.ui.View | None]:
        """The match message: its embed and its buttons (None: no buttons at all).
        ``series``: the series of a series game (its line on the board)."""
        return render.match_board(snapshot, self.game, normal_end=self.normal_end,
                                  words=self.words, series=series)

    def moved_embed(self, snapshot: MatchSnapshot) -> discord.Embed:
        """An older message of the match: a link to its board, nothing to click."""
        return render.moved_embed(snapshot, self.game)

    def board_embed(self, snapshot: MatchSnapshot) -> discord.Embed:
        """The match message's embed."""
        return render.match_embed(snapshot, self.game, normal_end=self.normal_end,
                                  words=self.words)

    def board_view(self, snapshot: MatchSnapshot) -> discord.ui.View | None:
        """The match message's buttons (None: no buttons at all)."""
        return render.match_view(snapshot, self.game)

    def rules_embed(self) -> discord.Embed:
        """What /rules shows for this game."""
        return render.rules_embed(self.game, self.summary, self.rules_text, self.decisions)
