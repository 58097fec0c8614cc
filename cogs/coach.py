"""The coach in Discord: /review, /hint, /puzzle, and what the Review button shows.

Thin: parse the interaction, ask the coach (bot.coach), draw (cogs.coach_render). Reviews,
hints and puzzle answers are ephemeral (only the asker sees them); /puzzle posts the day's
board for everyone. Refusals are the coach's `MatchError`s, answered ephemerally.
"""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.errors import NoSuchMatch
from cogs import coach_render
from cogs.host import DuelsCog, DuelsHost, game_cog, host
from cogs.messages import in_time, post, reply


def _guild(interaction: discord.Interaction) -> int:
    if interaction.guild_id is None:  # matches and puzzles only exist in servers
        raise NoSuchMatch()
    return interaction.guild_id


async def send_review(interaction: discord.Interaction, guild_id: int,
                      match_id: int | None) -> None:
    """The review of ``match_id``, or of the caller's newest finished match here."""
    coach = host(interaction.client).coach
    if match_id is None:
        assert interaction.channel_id is not None
        work = coach.latest_review(guild_id, interaction.channel_id, interaction.user.id)
    else:
        work = coach.review(guild_id, match_id)
    result = await in_time(interaction, work, ephemeral=True)
    cog = game_cog(host(interaction.client), result.match.game)
    embed = coach_render.review_embed(result, cog.game, cog.normal_end)
    await reply(interaction, embed=embed, ephemeral=True)


class Coach(DuelsCog):
    """The solver as a coach."""

    @app_commands.command(name="review", description="Where a finished match was won and lost.")
    @app_commands.guild_only()
    @app_commands.describe(match="The match number (your last finished match here if left out)")
    async def review(self, interaction: discord.Interaction,
                     match: app_commands.Range[int, 1] | None = None) -> None:
        await send_review(interaction, _guild(interaction), match)

    @app_commands.command(name="hint", description="Against me, on your turn: a move to play.")
    @app_commands.guild_only()
    async def hint(self, interaction: discord.Interaction) -> None:
        assert interaction.channel_id is not None
        given = await in_time(
            interaction,
            self.duels.coach.hint(_guild(interaction), interaction.channel_id,
                                  interaction.user.id),
            ephemeral=True,
        )
        await reply(interaction, coach_render.hint_text(given), ephemeral=True)

    @app_commands.command(name="puzzle", description="Today's puzzle for this server.")
    @app_commands.guild_only()
    async def puzzle(self, interaction: discord.Interaction) -> None:
        daily = await in_time(interaction, self.duels.coach.todays_puzzle(_guild(interaction)))
        cog = game_cog(self.duels, daily.puzzle.state.game)
        game = cog.game
        await post(interaction, coach_render.puzzle_embed(daily, game, cog.words),
                   coach_render.puzzle_view(daily, game))


async def puzzle_table_message(bot: DuelsHost, guild_id: int, page: int
                               ) -> tuple[discord.Embed, discord.ui.View | None]:
    """/leaderboard game:puzzles, one page."""
    table = await bot.coach.puzzle_table(guild_id, page=page)
    return coach_render.puzzle_table_embed(table), coach_render.puzzle_table_view(table)


async def setup(bot: commands.Bot) -> None:
    """The extension: the commands (the Review and puzzle buttons are cogs.buttons')."""
    await bot.add_cog(Coach(bot))
