"""The deadline loop: ends idle turns and expires unanswered challenges.

Deadlines live in the database, so after a restart the first pass catches up on whatever
passed while the bot was down.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, cast

from discord.ext import commands, tasks

from cogs.messages import edit_match_message

if TYPE_CHECKING:
    from bot.app import DuelsBotMixin

log = logging.getLogger(__name__)


class Deadlines(commands.Cog):
    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot
        self.duels = cast("DuelsBotMixin", bot)
        self.check.change_interval(seconds=self.duels.settings.deadline_check_seconds)

    async def cog_load(self) -> None:
        self.check.start()

    async def cog_unload(self) -> None:
        self.check.cancel()

    @tasks.loop(seconds=30)
    async def check(self) -> None:
        """Expire what is due and redraw those matches' messages (bot token edits)."""
        try:
            changed = await self.duels.service.expire_due()
        except Exception:
            log.exception("Checking deadlines failed; will retry")
            return
        for snapshot in changed:
            log.info("Match %s: %s after its deadline", snapshot.id, snapshot.status.value)
            await edit_match_message(self.duels, snapshot)


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(Deadlines(bot))
