"""What the bot posts when a tournament moves on (a `TournamentUpdate` of the service): each
new pairing's board in the tournament's channel, mentioning both players; a DM to each
player with a link to it (unless they turned it off with `/notify tournaments:False`); the
sign-up message edited into the live table; at the end, the podium and the final table.

A tournament's news reaches Discord one way: the ``tournament_update`` event (discord.py's
``Client.dispatch``), sent after a tournament game's end (cogs.endings, from every path that
ends one) and by the deadline loop (a start, the arena's waves and end), and answered by the
tournaments cog, which calls `publish` (as its commands do). The live table
is edited at most once per `TABLE_EDIT_SECONDS` per tournament (`LiveTables`): a burst of
games ending would otherwise queue the channel's board posts behind Discord's limit on edits.
Every Discord call goes through `attempt`: a failed post is logged, and the tournament (in
the database) goes on; /board shows a player's board again.

Everything here is public, or a DM about a server's tournament: said in the server's language
(``in_server_language``), whoever's click or command brought the change, and on the
background paths (the deadline loop, the live table's own task) that have no member at all.
A DM is said in the server's language too: outside an interaction we don't know the
member's own.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Callable
from dataclasses import replace
from datetime import UTC, datetime, timedelta

import discord

from bot.core.snapshots import MatchSnapshot
from bot.matches.board_clock import BOARD_RETRY
from bot.tournaments.snapshots import (
    TournamentSnapshot,
    TournamentStatus,
    TournamentUpdate,
)
from cogs.direct_messages import send_dm
from cogs.discord_calls import (
    attempt,
    delete_message,
    edit_message,
    edited,
    pinging,
    result_of,
)
from cogs.host import DuelsHost
from cogs.messages import edit_match_message, post_new_board
from cogs.ui import tournament_render as tr
from cogs.voice import in_server_language, member_languages
from cogs.web_links import link_tournament
from i18n import speaking

log = logging.getLogger(__name__)

#: The live table is edited at most this often per tournament (the final table at once).
TABLE_EDIT_SECONDS = 2.0
#: A table message this old is posted afresh before its next edit: Discord caps the edits
#: of messages over an hour old (30046); the old one is retired while it still may be edited.
TABLE_REPOST_AGE = timedelta(minutes=50)


class LiveTables:
    """The sign-up messages edited into live tables: the first change at once, then at most
    one edit per TABLE_EDIT_SECONDS per tournament, showing the latest table; the final
    table at once.

    Discord caps the edits of messages over an hour old (30046), and an arena edits its
    table for up to 4 hours: a table older than TABLE_REPOST_AGE is posted afresh before its
    next edit (the old one, still young enough to edit, becomes a link to it), and one that
    Discord refuses to edit anyway is posted afresh then. ``clock``: now, as Discord's
    message ids count time."""

    def __init__(self, bot: DuelsHost, seconds: float = TABLE_EDIT_SECONDS,
                 clock: Callable[[], datetime] = discord.utils.utcnow) -> None:
        self.bot, self.seconds, self.clock = bot, seconds, clock
        self._latest: dict[int, TournamentUpdate] = {}
        self._final: dict[int, asyncio.Event] = {}
        self._tasks: dict[int, asyncio.Task[None]] = {}
        #: Where a table was posted afresh (newer than the update's sign-up message id).
        self._moved: dict[int, int] = {}

    def show(self, update: TournamentUpdate) -> None:
        tournament_id = update.tournament.id
        known = self._latest.get(tournament_id)
        if known is None or update.tournament.version >= known.tournament.version:
            self._latest[tournament_id] = update
        final = self._final.setdefault(tournament_id, asyncio.Event())
        if update.finished:
            final.set()
        if tournament_id not in self._tasks:
            self._tasks[tournament_id] = asyncio.create_task(self._edits(tournament_id))

    async def _edits(self, tournament_id: int) -> None:
        try:
            while (update := self._latest.pop(tournament_id, None)) is not None:
                await self._show(update)
                if update.finished:
                    break
                with contextlib.suppress(TimeoutError):  # the final table does not wait
                    await asyncio.wait_for(self._final[tournament_id].wait(), self.seconds)
        except Exception:  # the next change edits it again
            log.exception("Editing the table of tournament %s failed", tournament_id)
        finally:
            self._tasks.pop(tournament_id, None)
            self._final.pop(tournament_id, None)

    async def _show(self, update: TournamentUpdate) -> None:
        tournament = update.tournament
        known = [m for m in (tournament.signup_message_id, self._moved.get(tournament.id))
                 if m is not None]
        if not known:
            return
        message_id = max(known)  # ids grow with time: the newest is where the table is
        aged = self.clock() - discord.utils.snowflake_time(message_id) >= TABLE_REPOST_AGE
        update = replace(update, tournament=replace(tournament, signup_message_id=message_id))
        now_at = await show_table(self.bot, update, afresh=aged)
        if now_at is not None and now_at != message_id:
            self._moved[tournament.id] = now_at
        if update.finished:
            self._moved.pop(tournament.id, None)

    async def close(self) -> None:
        """Stop the pending edits (the cog unloads)."""
        tasks = list(self._tasks.values())
        for task in tasks:
            task.cancel()
        for task in tasks:
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await task


async def publish(bot: DuelsHost, update: TournamentUpdate, tables: LiveTables) -> None:
    """Post what ``update`` brings: the boards of games it ended, new boards and links, the
    live table, the podium."""
    await show_ended(bot, update)
    if update.tournament.status is TournamentStatus.CANCELLED:
        await show_cancelled(bot, update.tournament)
        return
    await post_boards(bot, update)
    await announce_bye(bot, update)
    if update.standings is not None or update.started:
        tables.show(update)
    if update.finished and update.standings is not None:
        tournament = update.tournament
        channel = bot.get_partial_messageable(tournament.channel_id,
                                              guild_id=tournament.guild_id)
        async with in_server_language(bot, tournament.guild_id):
            embed = tr.podium_embed(tournament, update.standings.rows)
            await link_tournament(bot, embed, tournament.guild_id, tournament.id)
        await attempt(channel.send(embed=embed), f"post the podium of tournament {tournament.id}")


async def post_boards(bot: DuelsHost, update: TournamentUpdate) -> None:
    """The new pairings' boards, one after the other as the channel takes them (each game's
    clock starts with its board: cogs.messages.post_new_board), while the DMs that link to
    them go out beside (DMs are other channels: they don't hold the next board back). All
    of them count as on their way from the start, so nothing posts one twice."""
    boards = [m for m in update.new_matches if m.message_id is None]  # not game 2's, posted
    if not boards:
        return
    links: asyncio.Queue[MatchSnapshot | None] = asyncio.Queue()

    async def post_all() -> None:
        try:
            for match in boards:
                posted = await post_board(bot, update, match)
                if posted is not None:
                    links.put_nowait(posted)
        except Exception:  # the database away, say: the deadline loop posts the rest
            log.exception("Posting the boards of tournament %s stopped", update.tournament.id)
            bot.service.deadlines.note(datetime.now(UTC) + BOARD_RETRY)
        finally:
            links.put_nowait(None)

    async def send_all() -> None:
        while (posted := await links.get()) is not None:
            await send_links(bot, update, posted)

    with bot.boards_in_flight.posting(*(m.id for m in boards)):
        await asyncio.gather(post_all(), send_all())


async def announce_bye(bot: DuelsHost, update: TournamentUpdate) -> None:
    """The player with this round's bye (an odd number of players) is told, mentioned in the
    channel, when the round's boards go out: every game 1 of the round is in the update (a
    retry of some boards is not the round's start, and says nothing again)."""
    tournament = update.tournament
    round_ = tournament.current_round
    byes = [p.user_id for p in tournament.players if p.bye_round == round_ and round_]
    playing = [p for p in tournament.players if not p.withdrawn]
    openers = [m for m in update.new_matches if m.series_game in (None, 1)]
    if not byes or len(openers) != len(playing) // 2:
        return
    (player,) = byes[:1]
    channel = bot.get_partial_messageable(tournament.channel_id, guild_id=tournament.guild_id)
    async with in_server_language(bot, tournament.guild_id):
        text = tr.bye_text(tournament, player)
    await attempt(channel.send(text, allowed_mentions=pinging(player)),
                  f"announce the bye in tournament {tournament.id}")


async def post_board(bot: DuelsHost, update: TournamentUpdate, match: MatchSnapshot
                     ) -> MatchSnapshot | None:
    """A new pairing's board in the channel, naming (and notifying) both players. A post
    Discord refused (after discord.py's retries) is tried again by the deadline loop
    (after BOARD_RETRY; cogs.deadlines): its clock doesn't run meanwhile. The match as
    posted, or None."""
    # As it is now: its turn in the queue may have come seconds after the round began, and
    # a move by /claim meanwhile may have posted its board already.
    match = await bot.service.get(match.guild_id, match.id)
    if match.message_id is not None:
        return None
    a, b = match.player_ids
    async with in_server_language(bot, update.tournament.guild_id):
        content = tr.pairing_content(update.tournament, a, b, match.series_game)
    current = await post_new_board(bot, match, content, ping=(a, b))
    if current is None:
        bot.service.deadlines.note(datetime.now(UTC) + BOARD_RETRY)
    return current


async def send_links(bot: DuelsHost, update: TournamentUpdate, match: MatchSnapshot) -> None:
    """A DM to each player of a new pairing's board, with a link to it, unless they turned
    it off. A member who takes no DMs from the bot is skipped, for a day after Discord
    refused one (cogs.direct_messages): the board's mention in the channel still reaches
    them."""
    if match.message_id is None:
        return
    players = match.player_ids
    wanted = await bot.tournaments.wants_dm(list(players))
    tournament = update.tournament
    languages = await member_languages(bot, [u for u in players if u in wanted],
                                       tournament.guild_id)
    for user_id, language in languages.items():
        opponent = players[1] if user_id == players[0] else players[0]
        with speaking(language):  # the member's own (cogs.voice.member_languages)
            text = tr.dm_text(tournament, opponent, match.guild_id, match.channel_id,
                              match.message_id)
        await send_dm(bot, user_id, text, f"the link to match {match.id}")


async def show_cancelled(bot: DuelsHost, tournament: TournamentSnapshot,
                         by: int | None = None) -> None:
    """The sign-up message says the tournament is cancelled (by whom, or for want of
    players), with no buttons."""
    if tournament.signup_message_id is None:
        return
    async with in_server_language(bot, tournament.guild_id):
        embed = tr.cancelled_embed(tournament, by)
    await attempt(edit_message(bot, tournament.channel_id, tournament.signup_message_id,
                               embed=embed, view=None, content=None),
                  f"edit the sign-up message of tournament {tournament.id}")


async def show_ended(bot: DuelsHost, update: TournamentUpdate) -> None:
    """The boards of the games the change ended off the board (a cancel voided them, a
    withdrawal resigned them), redrawn: ended, no number buttons (as /void and /resign
    redraw a board)."""
    for match in update.ended:
        await edit_match_message(bot, match)


async def show_table(bot: DuelsHost, update: TournamentUpdate, afresh: bool = False
                     ) -> int | None:
    """The sign-up message, edited into the live table (the final table at the end); or,
    ``afresh`` or when Discord won't edit it any more (30046), the table posted as a new
    message (`move_table`). Where the table is now (None: nowhere known)."""
    tournament = update.tournament
    if tournament.signup_message_id is None:
        return None
    table = update.standings or await bot.tournaments.standings(
        tournament.guild_id, tournament.channel_id, tournament.id)
    async with in_server_language(bot, tournament.guild_id):
        embed = tr.standings_embed(table.tournament, table.rows)
        await link_tournament(bot, embed, tournament.guild_id, tournament.id)
    if not afresh:
        done = await edited(edit_message(bot, tournament.channel_id,
                                         tournament.signup_message_id, embed=embed, view=None,
                                         content=None),
                            f"edit the table of tournament {tournament.id}")
        if done is not None:
            return tournament.signup_message_id
    return await move_table(bot, tournament, embed)


async def move_table(bot: DuelsHost, tournament: TournamentSnapshot, embed: discord.Embed
                     ) -> int:
    """Post the table as a new message, record it as the tournament's, and retire the old
    one with a link (deleted if Discord won't edit it either). Where the table is now."""
    old = tournament.signup_message_id
    assert old is not None
    channel = bot.get_partial_messageable(tournament.channel_id, guild_id=tournament.guild_id)
    sent = await result_of(channel.send(embed=embed),
                           f"post the table of tournament {tournament.id} afresh")
    if sent is None:
        return old
    new = sent.id
    try:
        await bot.tournaments.set_signup_message(tournament.id, new)
    except Exception:  # this process keeps editing the new one (LiveTables); logged
        log.exception("Could not record the new table of tournament %s", tournament.id)
    async with in_server_language(bot, tournament.guild_id):
        pointer = tr.table_moved_embed(tournament, tournament.guild_id, tournament.channel_id,
                                       new)
    retired = await edited(edit_message(bot, tournament.channel_id, old, embed=pointer,
                                        view=None, content=None),
                           f"retire the old table of tournament {tournament.id}")
    if retired is None:
        await attempt(delete_message(bot, tournament.channel_id, old),
                      f"delete the old table of tournament {tournament.id}")
    return new
