"""/games: the matches running on this server, the caller's own first, 10 a page; seen by
the caller only (drawn by cogs.ui.running_render; its Prev / Next answered by
`GamesButton`, which shows the clicker's own list: only they see the message)."""

from __future__ import annotations

import re
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.core.snapshots import OUTSIDE_SERVER, MatchSnapshot
from cogs.anywhere import settle
from cogs.errors import guarded
from cogs.host import DuelsCog, DuelsHost, host
from cogs.messages import edit_match_message, in_time, reply, update_clicked
from cogs.places import place_of
from cogs.ui import ids
from cogs.ui.running_render import running_embed, running_view

PER_PAGE = 10


async def games_message(bot: DuelsHost, guild_id: int, user_id: int, page: int
                        ) -> tuple[discord.Embed, discord.ui.View | None]:
    found = await bot.service.running(guild_id, user_id, page, PER_PAGE)
    if guild_id == OUTSIDE_SERVER and await _settled(bot, found.matches):
        found = await bot.service.running(guild_id, user_id, page, PER_PAGE)
    return running_embed(found), running_view(found)


async def _settled(bot: DuelsHost, matches: tuple[MatchSnapshot, ...]) -> bool:
    """Outside a server, no deadline loop ends a turn that ran out: the listed matches
    past their deadline are settled now (cogs.anywhere), so none shows as running; whether
    any was."""
    now = discord.utils.utcnow()
    ended = False
    for match in matches:
        if match.outside and match.deadline is not None and match.deadline <= now:
            settled = await settle(bot, match)
            if settled is not None:  # its board shows it, while its interaction can
                await edit_match_message(bot, settled)
                ended = True
    return ended


class GamesButton(discord.ui.DynamicItem[discord.ui.Button[Any]],
                  template=ids.GAMES_TEMPLATE):
    """Prev / Next under /games (`nd:games:<page>`): that page of the clicker's list, in
    the clicked message, in the clicker's language."""

    def __init__(self, button: discord.ui.Button[Any], page: int) -> None:
        super().__init__(button)
        self.page = page

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any],
                             match: re.Match[str], /) -> GamesButton:
        if not isinstance(item, discord.ui.Button):
            raise ValueError(f"bad custom id {match.string!r}")
        return cls(item, max(1, int(match["page"])))

    async def callback(self, interaction: discord.Interaction) -> None:
        async with guarded(interaction):  # said in the clicker's language
            bot = host(interaction.client)
            embed, view = await in_time(interaction, games_message(
                bot, place_of(interaction), interaction.user.id, self.page), update=True)
            await update_clicked(interaction, embed, view)


class Running(DuelsCog):
    """/games."""

    @app_commands.command(name="games",
                          description="The matches running on this server, yours first.")
    @app_commands.allowed_installs(guilds=True, users=True)  # anywhere (cogs.places)
    @app_commands.allowed_contexts(guilds=True, dms=True, private_channels=True)
    async def games(self, interaction: discord.Interaction) -> None:
        embed, view = await in_time(interaction, games_message(
            self.duels, place_of(interaction), interaction.user.id, 1), ephemeral=True)
        await reply(interaction, embed=embed, view=view, ephemeral=True)


async def setup(bot: commands.Bot) -> None:
    """The extension: /games, and its paging buttons answered also on old messages."""
    bot.add_dynamic_items(GamesButton)
    await bot.add_cog(Running(bot))


async def teardown(bot: commands.Bot) -> None:
    bot.remove_dynamic_items(GamesButton)
