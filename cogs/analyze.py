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
from cogs.options import Given, game_options
from cogs.ui.analysis_render import analysis_embed, analysis_title


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
    @app_commands.allowed_installs(guilds=True, users=True)  # anywhere (cogs.places)
    @app_commands.allowed_contexts(guilds=True, dms=True, private_channels=True)
    # Needs no server: in a direct message it offers the games (a server's variants need it).
    @app_commands.describe(game="Which game, or one of this server's variants")
    @game_options
    async def analyze(self, interaction: discord.Interaction, game: str, given: Given
                      ) -> None:
        picked = await game_or_variant.chosen(self.duels.service, interaction.guild_id, game)
        if picked.variant is not None:
            options = game_or_variant.options_with(picked, given)
        else:
            options = game_cog(self.duels, picked.game).options(given)
        rules_game = rules.get_game(picked.game)
        undecided = game_cog(self.duels, picked.game).undecided(options)
        if undecided is not None:  # Number Chain without its start
            raise MatchError(undecided)
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
