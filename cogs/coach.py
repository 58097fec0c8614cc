"""The coach in Discord: /review, /hint, /puzzle, the Review button under a finished board
and the daily puzzle's number buttons.

Thin: parse the interaction, ask the coach (bot.coach.service), draw (cogs.ui.coach_render).
Reviews, hints, /puzzle and puzzle answers are ephemeral (only the asker sees them), in the
asker's language; the day's puzzle is posted for everyone only in the server's puzzle
channel, once a day (cogs.puzzle_posts). Refusals are the coach's `MatchError`s, answered
ephemerally.
"""

from __future__ import annotations

import re
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from cogs.anywhere import check_reach
from cogs.errors import guarded, guild_of
from cogs.host import DuelsCog, game_cog, host
from cogs.messages import in_time, reply
from cogs.places import place_of
from cogs.ui import coach_render, ids


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
    check_reach(result.match, interaction)  # outside a server: its channel's, or a player's
    cog = game_cog(host(interaction.client), result.match.game)
    embed = coach_render.review_embed(result, cog.game)
    await reply(interaction, embed=embed, ephemeral=True)


class ReviewButton(discord.ui.DynamicItem[discord.ui.Button[Any]],
                   template=ids.REVIEW_TEMPLATE):
    """Review, beside Rematch on a finished board (`nd:review:<match>`): the review, for
    whoever clicks. Wraps the clicked button as discord.py rebuilt it."""

    def __init__(self, button: discord.ui.Button[Any], match_id: int) -> None:
        super().__init__(button)
        self.match_id = match_id

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any],
                             match: re.Match[str], /) -> ReviewButton:
        if not isinstance(item, discord.ui.Button):
            raise ValueError(f"bad custom id {match.string!r}")
        return cls(item, int(match["match"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        async with guarded(interaction):
            await send_review(interaction, place_of(interaction), self.match_id)


class PuzzleButton(discord.ui.DynamicItem[discord.ui.Button[Any]],
                   template=ids.PUZZLE_TEMPLATE):
    """A number of a daily puzzle (`nd:pz:<puzzle>:<number>`): the clicker's answer, told
    to them alone. Wraps the clicked button as discord.py rebuilt it."""

    def __init__(self, button: discord.ui.Button[Any], puzzle_id: int, number: int) -> None:
        super().__init__(button)
        self.puzzle_id, self.number = puzzle_id, number

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any],
                             match: re.Match[str], /) -> PuzzleButton:
        if not isinstance(item, discord.ui.Button):
            raise ValueError(f"bad custom id {match.string!r}")
        return cls(item, int(match["puzzle"]), int(match["number"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        async with guarded(interaction):
            coach = host(interaction.client).coach
            result = await in_time(
                interaction,
                coach.answer(guild_of(interaction), self.puzzle_id, interaction.user.id,
                             self.number),
                ephemeral=True,
            )
            await reply(interaction, coach_render.answer_text(result), ephemeral=True)


#: Registered with discord.py once (`setup`).
DYNAMIC_ITEMS = (ReviewButton, PuzzleButton)


class Coach(DuelsCog):
    """The solver as a coach."""

    @app_commands.command(name="review", description="Where a finished match was won and lost.")
    @app_commands.allowed_installs(guilds=True, users=True)  # anywhere (cogs.places)
    @app_commands.allowed_contexts(guilds=True, dms=True, private_channels=True)
    @app_commands.describe(match="The match number (your last finished match here if left out)")
    async def review(self, interaction: discord.Interaction,
                     match: app_commands.Range[int, 1] | None = None) -> None:
        await send_review(interaction, place_of(interaction), match)

    @app_commands.command(name="hint", description="Against me, on your turn: a move to play.")
    @app_commands.allowed_installs(guilds=True, users=True)  # anywhere (cogs.places)
    @app_commands.allowed_contexts(guilds=True, dms=True, private_channels=True)
    async def hint(self, interaction: discord.Interaction) -> None:
        assert interaction.channel_id is not None
        given = await in_time(
            interaction,
            self.duels.coach.hint(place_of(interaction), interaction.channel_id,
                                  interaction.user.id),
            ephemeral=True,
        )
        await reply(interaction, coach_render.hint_text(given), ephemeral=True)

    @app_commands.command(name="puzzle", description="Today's puzzle for this server.")
    @app_commands.allowed_installs(guilds=True, users=False)  # a server's (cogs.places)
    @app_commands.guild_only()
    async def puzzle(self, interaction: discord.Interaction) -> None:
        guild_id = guild_of(interaction)
        daily = await in_time(interaction, self.duels.coach.todays_puzzle(guild_id),
                              ephemeral=True)
        cog = game_cog(self.duels, daily.puzzle.state.game)
        game = cog.game
        # Only the asker sees it, in their language: the channel gets one post a day at most
        # (/config puzzle-channel), not a copy per member who asks.
        board = coach_render.puzzle_board(daily, game, cog.words)
        await reply(interaction, view=board.view(), ephemeral=True)


async def setup(bot: commands.Bot) -> None:
    """The extension: the commands, and the Review and puzzle buttons answered also on old
    messages."""
    bot.add_dynamic_items(*DYNAMIC_ITEMS)
    await bot.add_cog(Coach(bot))


async def teardown(bot: commands.Bot) -> None:
    bot.remove_dynamic_items(*DYNAMIC_ITEMS)
