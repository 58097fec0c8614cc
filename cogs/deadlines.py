"""The deadline loop: ends idle turns, expires unanswered challenges, and runs the
tournaments' due work (bot.service.tournaments ``advance``).

Deadlines live in the database, so after a restart the first pass catches up on whatever
passed while the bot was down. A process serving some of the shards (SHARD_IDS) expires the
matches of its own servers only. A board whose edit failed (Discord hiccup) is redrawn on the
following passes, from the database, until the edit lands or `REDRAW_ATTEMPTS` run out.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging

from discord.ext import commands, tasks

from bot.service.errors import NoSuchMatch
from cogs.host import host
from cogs.messages import edit_match_message
from cogs.tournament_posts import after_game, publish

log = logging.getLogger(__name__)

REDRAW_ATTEMPTS = 5


class Deadlines(commands.Cog):
    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot
        self.duels = host(bot)
        self.check.change_interval(seconds=self.duels.settings.deadline_check_seconds)
        # This process's servers only, when it serves some of the shards (SHARD_IDS): each
        # server's deadlines are handled once, by the process that gets its events.
        self.shards = self.duels.settings.shard_plan.slice()
        # (guild id, match id) -> redraws tried; only boards whose edit failed, so it stays small.
        self.unsynced: dict[tuple[int, int], int] = {}

    async def cog_load(self) -> None:
        self.check.start()

    async def cog_unload(self) -> None:
        """Stop the loop and wait for it: a pass cut short must let go of its database
        connection before the database closes."""
        self.check.cancel()
        task = self.check.get_task()
        if task is not None and task is not asyncio.current_task():
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await task

    @tasks.loop(seconds=30)
    async def check(self) -> None:
        """Expire what is due and redraw those matches' messages (bot token edits)."""
        await self.redraw_unsynced()
        try:
            changed = await self.duels.service.expire_due(shards=self.shards)
        except Exception:
            log.exception("Checking deadlines failed; will retry")
            return
        for snapshot in changed:
            log.info("Match %s: %s after its deadline", snapshot.id, snapshot.status.value)
            if snapshot.message_id is not None and not await edit_match_message(
                self.duels, snapshot
            ):
                self.unsynced[(snapshot.guild_id, snapshot.id)] = 0
            try:
                await after_game(self.duels, snapshot)  # a series' next game, a next pairing
            except Exception:
                log.exception("Posting the next game after match %s failed", snapshot.id)
        await self.advance_tournaments()

    async def advance_tournaments(self) -> None:
        """The tournaments' due work (a start, an arena's waiting players, an arena's end,
        what a restart left over), and what it posts."""
        try:
            updates = await self.duels.tournaments.advance(shards=self.shards)
        except Exception:
            log.exception("Advancing tournaments failed; will retry")
            return
        for update in updates:
            try:
                await publish(self.duels, update)
            except Exception:
                log.exception("Posting tournament %s's news failed", update.tournament.id)

    async def redraw_unsynced(self) -> None:
        for key, attempts in list(self.unsynced.items()):
            guild_id, match_id = key
            try:
                snapshot = await self.duels.service.get(guild_id, match_id)
            except NoSuchMatch:
                del self.unsynced[key]
                continue
            except Exception:
                log.warning("Could not load match %s to redraw it", match_id, exc_info=True)
                return  # the database is down: try again on the next pass
            if await edit_match_message(self.duels, snapshot):
                del self.unsynced[key]
            elif attempts + 1 >= REDRAW_ATTEMPTS:
                log.warning("Giving up redrawing match %s's message", match_id)
                del self.unsynced[key]
            else:
                self.unsynced[key] = attempts + 1


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(Deadlines(bot))
