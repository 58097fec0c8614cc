"""A page of a public table turned (Prev/Next under /leaderboard, Newer/Older under
/history): the clicked message redrawn in place, in the server's language, whoever clicks."""

from __future__ import annotations

from collections.abc import Awaitable, Callable

import discord

from cogs.errors import guarded
from cogs.host import DuelsHost, host
from cogs.messages import in_time, update_clicked
from cogs.places import place_of
from cogs.voice import in_server_language

#: Draws one page: (the bot, the server) -> the page's embed and its buttons.
PageDrawing = Callable[[DuelsHost, int], Awaitable[tuple[discord.Embed, discord.ui.View | None]]]


async def turn_page(interaction: discord.Interaction, draw: PageDrawing) -> None:
    """Answer a page button's click with the page ``draw`` makes."""
    async with guarded(interaction):
        bot, guild_id = host(interaction.client), place_of(interaction)
        async with in_server_language(bot, guild_id):  # the table is public
            embed, view = await in_time(interaction, draw(bot, guild_id), update=True)
        await update_clicked(interaction, embed, view)
