"""/privacy: a member shows or hides their name on this server's public pages (bot/web).

Hidden, the pages call them "Player 1234" (a number of their own in this server, never their
Discord id). One option, per server, answered only to them. The choice is kept whether or
not the server shows its pages now, so it holds when an owner turns them on later.
"""

from __future__ import annotations

from datetime import UTC, datetime

import discord
from discord import app_commands
from discord.ext import commands

from bot.members.privacy import set_name_hidden
from bot.web.secret import pseudonyms
from cogs.host import DuelsCog
from cogs.messages import reply
from i18n import t

NAME_CHOICES = [app_commands.Choice(name="shown", value="shown"),
                app_commands.Choice(name="hidden", value="hidden")]


class Privacy(DuelsCog):
    """/privacy."""

    @app_commands.command(name="privacy",
                          description="Show or hide your name on this server's public pages.")
    @app_commands.allowed_installs(guilds=True, users=False)  # a server's (cogs.places)
    @app_commands.guild_only()
    @app_commands.describe(name="shown: your name here; hidden: \"Player\" and a number")
    @app_commands.choices(name=NAME_CHOICES)
    async def privacy(self, interaction: discord.Interaction, name: str) -> None:
        assert interaction.guild_id is not None  # guild_only
        hidden = name == "hidden"
        member = interaction.user
        async with self.duels.service.transaction() as conn:
            await set_name_hidden(conn, interaction.guild_id, member.id, member.display_name,
                                  hidden, datetime.now(UTC))
        if hidden:
            number = pseudonyms(self.duels.settings).number(interaction.guild_id, member.id)
            text = t("privacy-name-hidden", name=t("web-player-number", number=str(number)))
        else:
            text = t("privacy-name-shown", name=member.display_name)
        await reply(interaction, text, ephemeral=True)


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(Privacy(bot))
