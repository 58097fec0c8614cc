"""The daily puzzle posted on its own, once a day, in each server's puzzle channel
(/config puzzle-channel), in the server's language; anyone answers it with its buttons.

A loop looks every PUZZLE_POST_CHECK_SECONDS: for each server of this process (its shards)
with a puzzle channel, today's puzzle is read (made the first time) and posted unless its
post is recorded (``puzzles.posted_message_id``: one post a day, also across restarts). A
channel Discord refuses (deleted, no permission) is tried again an hour later, not at every
pass.
"""

from __future__ import annotations

import logging
import time

from discord.ext import commands, tasks

from cogs.discord_calls import result_of
from cogs.host import game_cog, host
from cogs.loops import stop_and_wait
from cogs.ui import coach_render
from cogs.voice import in_server_language

log = logging.getLogger(__name__)

#: A channel whose post failed is tried again after this long (seconds).
RETRY_SECONDS = 3600.0


class PuzzlePosts(commands.Cog):
    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot
        self.duels = host(bot)
        self.shards = self.duels.settings.shard_plan.slice()
        self.failed: dict[int, float] = {}  # server -> when its post last failed (monotonic)
        self.check.change_interval(seconds=self.duels.settings.puzzle_post_check_seconds)

    async def cog_load(self) -> None:
        self.check.start()

    async def cog_unload(self) -> None:
        await stop_and_wait(self.check)

    @tasks.loop(seconds=300)
    async def check(self) -> None:
        where = None if self.shards is None else self.shards.condition
        try:
            channels = await self.duels.service.config.puzzle_channels(where)
        except Exception:
            log.warning("Reading the puzzle channels failed; will retry", exc_info=True)
            return
        for guild_id, channel_id in channels:
            failed = self.failed.get(guild_id)
            if failed is not None and time.monotonic() - failed < RETRY_SECONDS:
                continue
            try:
                if not await self.post(guild_id, channel_id):
                    self.failed[guild_id] = time.monotonic()
                else:
                    self.failed.pop(guild_id, None)
            except Exception:
                log.exception("Posting the daily puzzle of server %s failed", guild_id)
                self.failed[guild_id] = time.monotonic()

    async def post(self, guild_id: int, channel_id: int) -> bool:
        """Today's puzzle in the channel unless posted already; False if Discord refused."""
        daily = await self.duels.coach.todays_puzzle(guild_id)
        if daily.posted_message_id is not None:
            return True
        cog = game_cog(self.duels, daily.puzzle.state.game)
        async with in_server_language(self.duels, guild_id):
            board = coach_render.puzzle_board(daily, cog.game, cog.words)
        channel = self.duels.get_partial_messageable(channel_id, guild_id=guild_id)
        sent = await result_of(channel.send(**board.send()),
                               f"post the daily puzzle of server {guild_id}")
        if sent is None:
            return False
        await self.duels.coach.mark_posted(daily.id, sent.id)
        return True


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(PuzzlePosts(bot))
