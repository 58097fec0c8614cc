"""/history [member] [game]: the last results in this server, 10 a page, and its Newer /
Older buttons (drawn by cogs.ui.history_render, answered by `HistoryButton`)."""

from __future__ import annotations

import re
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

import rules
from bot.core.errors import MatchError, unknown_game
from bot.core.snapshots import OUTSIDE_SERVER
from cogs.errors import tell
from cogs.host import DuelsCog, DuelsHost, host
from cogs.messages import in_time, reply
from cogs.pages import turn_page
from cogs.places import place_of
from cogs.ui import ids
from cogs.ui.choices import game_choices
from cogs.ui.history_render import history_embed, history_view
from cogs.voice import in_server_language
from i18n import Text

PER_PAGE = 10


async def history_message(bot: DuelsHost, guild_id: int, user_id: int, game: str | None,
                          page: int) -> tuple[discord.Embed, discord.ui.View | None]:
    if game is not None and game not in rules.GAMES:  # a forged button or option
        raise MatchError(unknown_game(game))
    if not 0 < user_id < 2**63:  # a forged button: no such member anywhere
        raise MatchError(Text("table-player-unknown"))
    found = await bot.service.standings.history(guild_id, user_id, game, page, PER_PAGE)
    return history_embed(found), history_view(found)


class HistoryButton(discord.ui.DynamicItem[discord.ui.Button[Any]],
                    template=ids.HISTORY_TEMPLATE):
    """Older / Newer under /history (`nd:hist:<page>:<member>:<game|all>`): shows that page
    in the clicked message. Wraps the clicked button as discord.py rebuilt it."""

    def __init__(self, button: discord.ui.Button[Any], turn: ids.HistoryTurn) -> None:
        super().__init__(button)
        self.turn = turn

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any],
                             match: re.Match[str], /) -> HistoryButton:
        if not isinstance(item, discord.ui.Button):
            raise ValueError(f"bad custom id {match.string!r}")
        return cls(item, ids.history_from_groups(match.groupdict()))

    async def callback(self, interaction: discord.Interaction) -> None:
        turn = self.turn
        if place_of(interaction) == OUTSIDE_SERVER and turn.user_id != interaction.user.id:
            # outside a server each member sees only their own (a forged or someone's button)
            await tell(interaction, Text("anywhere-history-own"))
            return
        await turn_page(interaction, lambda bot, guild_id: history_message(
            bot, guild_id, turn.user_id, turn.game, turn.page))


class History(DuelsCog):
    """/history."""

    @app_commands.command(name="history", description="The last results of a player here.")
    @app_commands.allowed_installs(guilds=True, users=True)  # anywhere (cogs.places)
    @app_commands.allowed_contexts(guilds=True, dms=True, private_channels=True)
    @app_commands.describe(member="Whose results (yours if left out)",
                           game="One game only (all games if left out)")
    @app_commands.choices(game=game_choices())
    async def history(self, interaction: discord.Interaction,
                      member: discord.User | None = None, game: str | None = None) -> None:
        who = member or interaction.user
        place = place_of(interaction)
        if place == OUTSIDE_SERVER:  # the member's own games outside servers, to them alone
            if who.id != interaction.user.id:
                raise MatchError(Text("anywhere-history-own"))
            embed, view = await in_time(interaction, history_message(
                host(self.bot), place, who.id, game, 1), ephemeral=True)
            await reply(interaction, embed=embed, view=view, ephemeral=True)
            return
        async with in_server_language(host(self.bot), place):  # a public reply
            embed, view = await in_time(interaction, history_message(
                host(self.bot), place, who.id, game, 1))
        await reply(interaction, embed=embed, view=view)


async def setup(bot: commands.Bot) -> None:
    """The extension: /history, and its paging buttons answered also on old messages."""
    bot.add_dynamic_items(HistoryButton)
    await bot.add_cog(History(bot))


async def teardown(bot: commands.Bot) -> None:
    bot.remove_dynamic_items(HistoryButton)
