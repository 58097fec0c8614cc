"""The deadline loop: ends idle turns, expires unanswered challenges, and runs the tournaments'
due work (starts, the arena's waves and ends).

Deadlines live in the database, so after a restart the first pass catches up on whatever
passed while the bot was down. Each pass sleeps until the next deadline or tournament event
(the service's ``next_deadline`` and the tournaments' ``next_due``), at most
DEADLINE_CHECK_SECONDS, and is woken early when a sooner deadline is written
(bot.core.deadline_signal): a tournament game's turn ends within a second of its deadline.
A process serving some of the shards (SHARD_IDS) handles its own servers only. A board whose
edit failed (Discord hiccup) is redrawn on the following passes, from the database, until the
edit lands or `REDRAW_ATTEMPTS` run out. A tournament game left without a board (its post
failed, or the bot stopped first) is posted again, every BOARD_RETRY until it is: its clock
waits for it (bot.matches.board_clock). No member speaks to this loop: the boards it edits
and posts are drawn in each server's language (cogs.messages.board_of draws every board
inside cogs.voice.in_server_language).

What a tournament change means for Discord (new boards, DMs, the live table, the podium) is
posted by whoever listens to the ``tournament_update`` event (discord.py's
``Client.dispatch``; a cog's ``on_tournament_update(update)`` listener), so this loop draws
nothing of tournaments itself.
"""

from __future__ import annotations

import logging
import time
from dataclasses import replace
from datetime import UTC, datetime, timedelta

from discord.ext import commands, tasks

from bot.core.errors import NoSuchMatch
from bot.core.snapshots import MatchStatus
from bot.matches.board_clock import BOARD_RETRY
from cogs.challenge_notices import tell_challenger
from cogs.endings import TOURNAMENT_EVENT, after_end
from cogs.host import host
from cogs.loops import stop_and_wait
from cogs.messages import edit_match_message

log = logging.getLogger(__name__)

REDRAW_ATTEMPTS = 5
#: The shortest sleep between passes (a deadline that could not be handled right now, e.g.
#: with the database away, must not spin the loop).
MIN_SLEEP = timedelta(milliseconds=100)


class Deadlines(commands.Cog):
    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot
        self.duels = host(bot)
        #: The longest sleep between passes (another process may write a sooner deadline of
        #: this process's servers without waking it).
        self.fallback = timedelta(seconds=self.duels.settings.deadline_check_seconds)
        # This process's servers only, when it serves some of the shards (SHARD_IDS): each
        # server's deadlines are handled once, by the process that gets its events.
        self.shards = self.duels.settings.shard_plan.slice()
        # (guild id, match id) -> redraws tried; only boards whose edit failed, so it stays small.
        self.unsynced: dict[tuple[int, int], int] = {}
        self.boards_checked_at = float("-inf")  # when tournament boards were last looked for

    async def cog_load(self) -> None:
        self.check.start()

    async def cog_unload(self) -> None:
        await stop_and_wait(self.check)

    @tasks.loop(seconds=0)  # each pass sleeps until the next thing due itself
    async def check(self) -> None:
        """One pass, then sleep until the next deadline or tournament event."""
        signal = self.duels.service.deadlines
        signal.begin()
        await self.run_pass()
        now = datetime.now(UTC)
        await signal.sleep_until(await self.next_wake(now), now)

    async def next_wake(self, now: datetime) -> datetime:
        wake = now + self.fallback
        try:
            found = [await self.duels.service.next_deadline(self.shards),
                     await self.duels.tournaments.next_due(self.shards)]
        except Exception:
            log.warning("Reading the next deadline failed; will retry", exc_info=True)
            return wake
        for when in found:
            if when is not None:
                wake = min(wake, max(when, now + MIN_SLEEP))
        return wake

    async def run_pass(self) -> None:
        """Expire what is due, redraw those matches' messages (bot token edits) and post what
        follows each (cogs.endings); then the tournaments' due work."""
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
            if snapshot.status is MatchStatus.EXPIRED:  # the challenger hears of it
                await tell_challenger(self.duels, snapshot)
            try:
                await after_end(self.duels, snapshot)  # a series' next game, the tournament
            except Exception:
                log.exception("Posting what follows match %s failed", snapshot.id)
        try:
            updates = await self.duels.tournaments.advance(shards=self.shards)
        except Exception:
            log.exception("Advancing tournaments failed; will retry")
            return
        for update in updates:
            self.bot.dispatch(TOURNAMENT_EVENT, update)
        await self.post_missing_boards()

    async def post_missing_boards(self) -> None:
        """Tournament games left without a board (a post Discord refused, a restart before
        it), at most every BOARD_RETRY: dispatched as new boards, posted as any round's
        (their clocks start with them). Boards this process is posting are left alone."""
        now = time.monotonic()
        if now - self.boards_checked_at < BOARD_RETRY.total_seconds():
            return
        self.boards_checked_at = now
        try:
            waiting = await self.duels.tournaments.unposted(BOARD_RETRY, self.shards)
        except Exception:
            log.exception("Looking for tournament boards to post failed; will retry")
            return
        for update in waiting:
            boards = tuple(m for m in update.new_matches
                           if not self.duels.boards_in_flight.is_posting(m.id))
            if boards:
                log.info("Posting %d board(s) of tournament %s again", len(boards),
                         update.tournament.id)
                self.bot.dispatch(TOURNAMENT_EVENT, replace(update, new_matches=boards))
        if waiting:  # come back for them even if no deadline is due
            self.duels.service.deadlines.note(datetime.now(UTC) + BOARD_RETRY)

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
