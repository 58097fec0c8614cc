"""/leaderboard (paged with Prev/Next buttons; `game:puzzles` is the daily puzzle table)
and /stats."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

import rules
from bot.coach import CoachStats
from bot.errors import MatchError
from bot.snapshots import PlayerStats
from cogs import coach_render, render
from cogs.coach import puzzle_table_message
from cogs.host import DuelsHost, host
from cogs.matches import GAME_CHOICES
from cogs.messages import in_time, reply

PER_PAGE = 10
TABLE_CHOICES = [
    *GAME_CHOICES, app_commands.Choice(name="Daily puzzles", value=coach_render.PUZZLES)
]


async def leaderboard_message(
    bot: DuelsHost, guild_id: int, game: str | None, page: int
) -> tuple[discord.Embed, discord.ui.View | None]:
    """One page of this server's table, with its paging buttons."""
    if game == coach_render.PUZZLES:
        return await puzzle_table_message(bot, guild_id, page)
    if game is not None and game not in rules.GAMES:  # a forged page button or option
        raise MatchError(f"I don't know the game {str(game)[:40]!r}.")
    table = await bot.service.leaderboard(guild_id, game=game, page=page, per_page=PER_PAGE)
    title = rules.get_game(game).title if game else "all games"
    return render.leaderboard_embed(table, title), render.leaderboard_view(table)


class Leaderboard(commands.Cog):
    """This server's ratings."""

    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot

    @property
    def duels(self) -> DuelsHost:
        return host(self.bot)

    @app_commands.command(name="leaderboard", description="This server's best players.")
    @app_commands.guild_only()
    @app_commands.describe(game="One game only, or the daily puzzles (all games if left out)")
    @app_commands.choices(game=TABLE_CHOICES)
    async def leaderboard(self, interaction: discord.Interaction, game: str | None = None) -> None:
        assert interaction.guild_id is not None
        embed, view = await in_time(
            interaction, leaderboard_message(self.duels, interaction.guild_id, game, 1)
        )
        await reply(interaction, embed=embed, view=view)

    @app_commands.command(name="stats", description="Ratings and results of a player.")
    @app_commands.guild_only()
    @app_commands.describe(member="Whose stats (yours if left out)")
    async def stats(
        self, interaction: discord.Interaction, member: discord.User | None = None
    ) -> None:
        assert interaction.guild_id is not None
        who = member or interaction.user
        guild_id = interaction.guild_id

        async def both() -> tuple[PlayerStats, CoachStats]:
            return (await self.duels.service.stats(guild_id, who.id),
                    await self.duels.coach.stats(guild_id, who.id))

        stats, coached = await in_time(interaction, both())
        titles = {slug: game.title for slug, game in rules.GAMES.items()}
        embed = coach_render.add_coach_stats(render.stats_embed(stats, titles), coached)
        await reply(interaction, embed=embed)


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(Leaderboard(bot))
