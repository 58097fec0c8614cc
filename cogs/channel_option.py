"""A text-channel option read from the interaction itself: Discord sends the chosen channel
with the command (its id, name and type), so the bot needs no guild cache to accept it.
/config allow-channel and disallow-channel use only its id."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands


class TextChannelById(app_commands.Transformer[discord.Client]):
    """The chosen channel as Discord sent it (an ``AppCommandChannel``); Discord's picker
    offers text and announcement channels only."""

    @property
    def type(self) -> discord.AppCommandOptionType:
        return discord.AppCommandOptionType.channel

    @property
    def channel_types(self) -> list[discord.ChannelType]:
        return [discord.ChannelType.text, discord.ChannelType.news]

    async def transform(self, interaction: discord.Interaction[discord.Client],
                        value: Any, /) -> app_commands.AppCommandChannel:
        if not isinstance(value, app_commands.AppCommandChannel):
            raise app_commands.TransformerError(value, self.type, self)
        return value


TextChannelOption = app_commands.Transform[app_commands.AppCommandChannel, TextChannelById]
