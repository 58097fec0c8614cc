"""/analyze: the referee. Who wins a game (or a server variant) with perfect play, which
first moves win, how long a perfect game lasts, and whether any move can change the result
(rules.analyze and rules.describe). Ephemeral; in a direct message too (the games only).

The solver is exact; the options are capped so that it answers within 2 s cold (rules'
``max_size``), and it runs in a worker thread so the event loop answers other clicks
meanwhile.
"""

from __future__ import annotations

import asyncio
from collections.abc import Mapping

import discord
from discord import app_commands
from discord.ext import commands

import rules
from bot.core.errors import MatchError
from cogs import game_or_variant
from cogs.host import DuelsCog, game_cog
from cogs.messages import in_time, reply
from cogs.options import (
    CLAIMS_CHOICES,
    FORBID_LENGTH,
    OPTION_HELP,
    SIZE_RANGE,
    START_RANGE,
    typed_options,
)
from cogs.ui.analysis_render import analysis_embed, analysis_title
from i18n import Text


def needs_start(game: rules.Game, options: Mapping[str, int]) -> bool:
    """A game whose ``start`` each match draws (Number Chain) has no single verdict until
    one is chosen."""
    return "start" in game.option_names and "start" not in options


def start_missing(game: rules.Game) -> Text:
    return Text("analysis-start-missing", game=game.name)


async def verdict(game: rules.Game, options: Mapping[str, int]) -> list[str]:
    """The rules' sentences on a new game of ``game`` with ``options`` (solved in a worker
    thread), said in the language in force; MatchError with the rules' reason for options
    it can't take."""
    try:
        state = game.new_state(**options)
    except ValueError as error:
        raise MatchError(str(error)) from None
    analysis = await asyncio.to_thread(rules.analyze, state)
    return rules.describe(analysis, state)


class Analyze(DuelsCog):
    """/analyze."""

    @app_commands.command(name="analyze",
                          description="Who wins a game with perfect play, and how.")
    # Needs no server: in a direct message it offers the games (a server's variants need it).
    @app_commands.allowed_contexts(guilds=True, dms=True, private_channels=False)
    @app_commands.describe(
        game="Which game, or one of this server's variants",
        size=OPTION_HELP["size"], start=OPTION_HELP["start"], forbid=OPTION_HELP["forbid"],
        claims=OPTION_HELP["claims"])
    @app_commands.choices(claims=CLAIMS_CHOICES)
    async def analyze(
        self,
        interaction: discord.Interaction,
        game: str,
        size: app_commands.Range[int, SIZE_RANGE[0], SIZE_RANGE[1]] | None = None,
        start: app_commands.Range[int, START_RANGE[0], START_RANGE[1]] | None = None,
        forbid: app_commands.Range[str, FORBID_LENGTH[0], FORBID_LENGTH[1]] | None = None,
        claims: int | None = None,
    ) -> None:
        picked = await game_or_variant.chosen(self.duels.service, interaction.guild_id, game)
        given = typed_options(size, start, forbid, claims)
        if picked.variant is not None:
            options = game_or_variant.options_with(picked, given)
        else:
            options = game_cog(self.duels, picked.game).options(given)
        rules_game = rules.get_game(picked.game)
        if needs_start(rules_game, options):
            raise MatchError(start_missing(rules_game))
        lines = await in_time(interaction, verdict(rules_game, options), ephemeral=True)
        title = analysis_title(rules_game, rules_game.new_state(**options).options_dict(),
                               None if picked.variant is None else picked.variant.name)
        await reply(interaction, embed=analysis_embed(title, lines), ephemeral=True)

    @analyze.autocomplete("game")
    async def analyze_games(self, interaction: discord.Interaction, current: str
                            ) -> list[app_commands.Choice[str]]:
        """The games and this server's variants that match what was typed."""
        return await game_or_variant.offered(self.duels.service, interaction.guild_id, current)


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(Analyze(bot))
