"""/rules: each game's rules in short, plus the house rules this bot plays by."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

import rules
from bot.errors import MatchError
from cogs.coach_render import COACH_HELP
from cogs.host import DuelsCog, game_cog, host
from cogs.matches import GAME_CHOICES


class Help(DuelsCog):
    @app_commands.command(name="rules", description="How to play one of the games.")
    # Needs no server: also in a direct message with the bot.
    @app_commands.allowed_contexts(guilds=True, dms=True, private_channels=False)
    @app_commands.describe(game="Which game")
    @app_commands.choices(game=GAME_CHOICES)
    async def rules(self, interaction: discord.Interaction, game: str) -> None:
        if not isinstance(game, str) or game not in rules.GAMES:  # only a forged value
            raise MatchError(f"I don't know the game {str(game)[:40]!r}.")
        cog = game_cog(host(self.bot), game)
        embed = cog.rules_embed().add_field(name="Learn", value=COACH_HELP, inline=False)
        await interaction.response.send_message(embed=embed, ephemeral=True)


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(Help(bot))
