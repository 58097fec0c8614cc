"""The bot's command tree: every slash command and autocomplete is said in the language of
the member who sent it (i18n; cogs/voice.py says who hears which language), and is known to
the metrics (bot.process.operations) before anything answers it."""

from __future__ import annotations

import discord
from discord import app_commands

from bot.process.interaction_hooks import seen
from i18n import language_of, use_language


class MemberLanguageTree(app_commands.CommandTree[discord.Client]):
    """A CommandTree whose check, run first for every command and autocomplete in the task
    that goes on to run it, puts the member's language in force and tells the metrics."""

    async def interaction_check(self, interaction: discord.Interaction, /) -> bool:
        seen(interaction)
        use_language(language_of(interaction.locale))
        return True
