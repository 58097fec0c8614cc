"""/notify: how a member is called back to their games, on every server and in a DM with the
bot: where they are told it is their move (bot.notices), and whether a tournament board also
comes as a DM with its link."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.notices.turns import NoticeChoice
from cogs.config import NOTICE_CHOICES
from cogs.host import DuelsCog
from cogs.messages import in_time, reply
from i18n import t


class Notify(DuelsCog):
    """/notify."""

    @app_commands.command(name="notify", description="Choose how I call you back to your "
                                                     "games.")
    @app_commands.allowed_installs(guilds=True, users=True)  # anywhere (cogs.places)
    @app_commands.allowed_contexts(guilds=True, dms=True, private_channels=True)
    # A member's own setting, for every server: also in a direct message with the bot.
    @app_commands.describe(turns="Where I tell you it is your move",
                           tournaments="A link to each of your tournament boards")
    @app_commands.choices(turns=NOTICE_CHOICES)
    async def notify(self, interaction: discord.Interaction, turns: str | None = None,
                     tournaments: bool | None = None) -> None:
        if turns is None and tournaments is None:
            await reply(interaction, t("notify-nothing-chosen"), ephemeral=True)
            return
        said = []
        if turns is not None:
            choice = NoticeChoice(turns)
            await in_time(interaction, self.duels.turn_notices.set_choice(interaction.user.id,
                                                                          choice),
                          ephemeral=True)
            said.append(t(f"notify-turns-{choice.value}"))
        if tournaments is not None:
            await in_time(interaction, self.duels.tournaments.notify(interaction.user.id,
                                                                      tournaments),
                          ephemeral=True)
            said.append(t("tournament-notify-on") if tournaments
                        else t("tournament-notify-off"))
        await reply(interaction, " ".join(said), ephemeral=True)


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(Notify(bot))
