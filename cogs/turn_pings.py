"""Players called back to their games (bot.notices): a your-turn ping after a move, the
reminder before a turn's time runs out, and the result of a game lost on time.

On Discord an edited board, or a mention inside an embed, notifies no one, so a move that
only redraws the board tells the next player nothing. After every change of a match
(`after_change`, called by cogs.endings.after_end on every path: a click, /claim, the bot's
move, /resign, the deadline loop, /void):

* the match's previous your-turn message is deleted (its turn is over), so a channel holds at
  most one per match;
* a running game whose next player (a member, not the bot) has not touched the match within
  TURN_PING_IDLE_SECONDS gets a new one: a message in the match's channel mentioning them with
  a link to the board, or a DM, or nothing (/notify turns, else /config notify-turns). A game
  with no move yet gets none: its board's own post (the accept, a series' next game, a
  tournament pairing) already named its mover. Outside a server the bot is in, where no
  post of the bot's reaches the channel, the notice is a DM (where Discord lets the bot DM
  the member: they installed the app or share a server with it), or nothing (/notify off);
* a game lost on time is told to both players the same way.

The reminder loop looks every TURN_REMINDER_CHECK_SECONDS for turns of an hour or more with a
quarter of their time left (bot.notices.turns.reminder_due) and reminds their mover once.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from datetime import UTC, datetime, timedelta

import discord
from discord.ext import commands, tasks

from bot.core.snapshots import EndReason, MatchSnapshot, MatchStatus
from bot.notices.turns import NoticeChoice, reminder_due
from bot.servers.settings import TURN_TIMEOUT_HOURS
from cogs.direct_messages import send_dm
from cogs.discord_calls import attempt, delete_message, pinging, result_of
from cogs.host import DuelsHost, host
from cogs.loops import stop_and_wait
from cogs.ui.render import message_link
from cogs.voice import in_server_language, member_languages
from i18n import speaking, t

log = logging.getLogger(__name__)

#: The reminder loop looks this far ahead: a quarter of the longest turn a server may set.
REMINDER_HORIZON = timedelta(hours=TURN_TIMEOUT_HOURS[1]) / 4


def _now() -> datetime:
    return datetime.now(UTC)


def note_touch(bot: DuelsHost, match_id: int, user_id: int) -> None:
    """The member touched the match (a click on its board, /claim, an answer to its
    challenge): they are at the board, and need no ping for a while."""
    bot.recent_players.note(match_id, user_id, _now())


def _link(match: MatchSnapshot) -> str:
    if match.message_id is None:
        return ""
    return message_link(match.link_guild_id, match.channel_id, match.message_id)


def _members(match: MatchSnapshot) -> list[int]:
    return [p for p in match.player_ids if p != match.bot_user_id]


async def _choices(bot: DuelsHost, match: MatchSnapshot, user_ids: list[int]
                   ) -> dict[int, NoticeChoice]:
    server = (await bot.service.config.get(match.guild_id)).notify_turns
    chosen = await bot.turn_notices.choose(user_ids, server)
    if match.outside:  # no post reaches its channel: a DM, unless they turned notices off
        return {user: NoticeChoice.DM if choice is NoticeChoice.CHANNEL else choice
                for user, choice in chosen.items()}
    return chosen


async def after_change(bot: DuelsHost, match: MatchSnapshot) -> None:
    """The notices a change of ``match`` calls for (see the module); never raises: a notice
    that fails is logged, the game goes on."""
    try:
        await _retire_ping(bot, match)
        if match.status is MatchStatus.ACTIVE:
            await _ping_mover(bot, match)
        elif match.status is MatchStatus.FINISHED and match.end_reason is EndReason.TIMEOUT:
            await _tell_time_result(bot, match)
    except Exception:
        log.exception("Calling back the players of match %s failed", match.id)


async def _retire_ping(bot: DuelsHost, match: MatchSnapshot) -> None:
    """Delete the match's your-turn message: the turn it named is over."""
    ping = match.turn_ping_message_id
    if ping is not None and await bot.service.clear_turn_ping(match.id, ping):
        await attempt(delete_message(bot, match.channel_id, ping),
                      f"delete the turn ping of match {match.id}")


async def _ping_mover(bot: DuelsHost, match: MatchSnapshot) -> None:
    mover = match.to_move_id
    if (mover is None or mover == match.bot_user_id or not match.state.history
            or match.message_id is None
            or not bot.recent_players.is_idle(match.id, mover, _now())):
        return
    choice = (await _choices(bot, match, [mover]))[mover]
    await _deliver(bot, match, {mover: choice}, lambda: t(
        "turn-ping", member=f"<@{mover}>", match=match.id, link=_link(match)), record=True)


async def _tell_time_result(bot: DuelsHost, match: MatchSnapshot) -> None:
    loser, winner = match.loser_id, match.winner_id
    members = _members(match)
    if loser is None or winner is None or not members:
        return
    choices = await _choices(bot, match, members)
    await _deliver(bot, match, choices, lambda: t(
        "turn-lost-on-time", loser=f"<@{loser}>", winner=f"<@{winner}>", match=match.id,
        link=_link(match)), record=False)


async def remind(bot: DuelsHost, match: MatchSnapshot) -> None:
    """The one reminder of the current turn: a quarter of its time is left. It takes the
    place of the turn's your-turn message."""
    match = await bot.service.set_reminded(match.id)
    await _retire_ping(bot, match)
    match = await bot.service.get(match.guild_id, match.id)  # as it is now, its ping gone
    mover, deadline = match.to_move_id, match.deadline
    if (match.status is not MatchStatus.ACTIVE or mover is None
            or mover == match.bot_user_id or deadline is None):
        return
    choice = (await _choices(bot, match, [mover]))[mover]
    await _deliver(bot, match, {mover: choice}, lambda: t(
        "turn-reminder", member=f"<@{mover}>", match=match.id,
        when=discord.utils.format_dt(deadline, "R"), link=_link(match)), record=True)


async def _deliver(bot: DuelsHost, match: MatchSnapshot, choices: dict[int, NoticeChoice],
                   say: Callable[[], str], *, record: bool) -> None:
    """The notice ``say`` words to each member as they chose: one channel message, in the
    server's language, mentioning those who chose the channel (``record``: kept as the
    match's your-turn message, deleted with its turn); a DM, in each member's own language,
    to those who chose DMs."""
    in_channel = [u for u, c in choices.items() if c is NoticeChoice.CHANNEL]
    by_dm = [u for u, c in choices.items() if c is NoticeChoice.DM]
    if by_dm:
        for user_id, language in (await member_languages(bot, by_dm, match.guild_id)).items():
            with speaking(language):
                text = say()
            await send_dm(bot, user_id, text, f"a notice of match {match.id}")
    if not in_channel:
        return
    async with in_server_language(bot, match.guild_id):
        text = say()
    channel = bot.get_partial_messageable(match.channel_id, guild_id=match.guild_id)
    sent = await result_of(channel.send(text, allowed_mentions=pinging(*in_channel)),
                           f"post a notice of match {match.id}")
    if sent is None or not record:
        return
    if not await bot.service.record_turn_ping(match, sent.id):
        # A move or an end came while it was being posted (or a notice of the same turn is
        # there already): this one is out of date.
        await attempt(delete_message(bot, match.channel_id, sent.id),
                      f"delete an out-of-date notice of match {match.id}")


class TurnReminders(commands.Cog):
    """The reminder loop (see the module)."""

    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot
        self.duels = host(bot)
        self.shards = self.duels.settings.shard_plan.slice()
        self.check.change_interval(seconds=self.duels.settings.turn_reminder_check_seconds)

    async def cog_load(self) -> None:
        self.check.start()

    async def cog_unload(self) -> None:
        await stop_and_wait(self.check)

    @tasks.loop(seconds=60)
    async def check(self) -> None:
        try:
            ending = await self.duels.service.ending_turns(REMINDER_HORIZON,
                                                          shards=self.shards)
        except Exception:
            log.warning("Looking for turns to remind failed; will retry", exc_info=True)
            return
        now = _now()
        for match in ending:
            try:
                turn = await self.duels.service.turn_length(match)
                if reminder_due(match.deadline, turn, now, match.reminded_at):
                    await remind(self.duels, match)
            except Exception:
                log.exception("Reminding the mover of match %s failed", match.id)


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(TurnReminders(bot))
