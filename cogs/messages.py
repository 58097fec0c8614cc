"""Posting and editing match messages; answering interactions in time.

Moves made by clicking are shown by updating the clicked message through the interaction
(type 7). Everything else (/claim, /resign, the bot's moves, timeouts) edits the match's
message with the bot token: interaction tokens die after 15 minutes, boards live longer.

A game of a series shows the series' line (the series is read for it: one read per drawing
of a series game, none for a single game). The boards the bot starts itself (a series' next
game, a tournament's pairing) are posted in the match's channel with the bot token
(`post_new_board`; what follows a game's end is cogs.endings').

Outside a server the bot is in (cogs.places; docs/rules.md, decision 25) the bot token
reaches nothing: a board is the reply of the interaction that made it (`post_match`), each
click updates it (type 7), and every other change edits it through the interaction that last
drew it while its token lives (bot.matches.board_tokens), else not at all: the next click
shows it. Nothing there tries a bot-token request.

A board is one Components V2 container (cogs.ui.render.match_board, a `DrawnBoard`:
``**board.send()`` posts it, ``**board.edit()`` edits a message into it, clearing the
content and embeds of a board drawn before boards were V2). A challenge's message starts
with a ping ("@bob, you're challenged!"), a text above the container; every edit draws the
whole message again, so the ping goes once the challenge is answered. A board that /board
replaced is edited to point at the new one, without buttons (`retire_board`).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Sequence
from dataclasses import replace
from datetime import datetime
from typing import Any, TypeVar

import discord

from bot.core.errors import NoSuchMatch
from bot.core.snapshots import MatchSnapshot, SeriesSnapshot
from bot.matches import board_clock
from cogs.discord_calls import attempt, delete_message, edit_message, edited, pinging
from cogs.host import DuelsHost, game_cog
from cogs.ui.components import DrawnBoard
from cogs.voice import in_server_language
from cogs.web_links import replay_url
from i18n import t

log = logging.getLogger(__name__)
T = TypeVar("T")

# Discord wants a first answer within 3 s; past this we defer and finish later.
INTERACTION_DEADLINE_SECONDS = 3.0
DEFER_AFTER_SECONDS = 2.0


def present(
    bot: DuelsHost, snapshot: MatchSnapshot, series: SeriesSnapshot | None = None,
    replay: str | None = None,
) -> DrawnBoard:
    """The board of a match, drawn by its game's cog (``series``: a series game's series,
    for its line; ``replay``: its replay's address on the public pages)."""
    return game_cog(bot, snapshot.game).board(snapshot, series, replay)


async def series_of(bot: DuelsHost, snapshot: MatchSnapshot) -> SeriesSnapshot | None:
    """The series of a series game (read now), None for a single game."""
    if snapshot.series_id is None:
        return None
    try:
        return await bot.service.series(snapshot.guild_id, snapshot.series_id)
    except NoSuchMatch:
        return None


async def board_of(bot: DuelsHost, snapshot: MatchSnapshot) -> DrawnBoard:
    """`present`, with the series of a series game, in the server's language (a board is
    public: everyone in the channel reads it, whoever clicked), with its Replay link on a
    server that shows its pages."""
    series = await series_of(bot, snapshot)
    replay = await replay_url(bot, snapshot)
    async with in_server_language(bot, snapshot.guild_id):
        return present(bot, snapshot, series, replay)


async def post_new_board(bot: DuelsHost, match: MatchSnapshot, content: str | None,
                         ping: Sequence[int] = ()) -> MatchSnapshot | None:
    """Post the board of ``match`` (one the bot started itself: a series' next game, a
    tournament pairing) in its channel under ``content`` (notifying only the members in
    ``ping``), and record where it lives. Moves made while it was on its way are drawn at
    once. The match as it is now, or None when Discord refused the post (logged).

    A game whose clock waits for its board (bot.matches.board_clock) waits for the
    channel's turn (bot.pacing), is sent stating the deadline it gets from the moment it
    is sent, and its clock is stored once Discord answered (restated, and the board redrawn,
    if the answer came late)."""
    channel = bot.get_partial_messageable(match.channel_id, guild_id=match.guild_id)
    sent: list[discord.Message] = []
    clocked = board_clock.waits_for_board(match)
    shown = match
    with bot.boards_in_flight.posting(match.id):
        async with _channel_turn(bot, match.channel_id, clocked):
            sent_at = discord.utils.utcnow()
            if clocked and match.turn_time is not None:
                shown = replace(match, deadline=board_clock.stated_deadline(match.turn_time,
                                                                            sent_at))
            board = await board_of(bot, shown)
            request = channel.send(**board.send(content), allowed_mentions=pinging(*ping))
            posted = await attempt(_kept(request, sent), f"post the board of match {match.id}")
            answered_at = discord.utils.utcnow()
        if not posted:
            return None
        starts = None
        if clocked and match.turn_time is not None:
            starts = board_clock.clock_start(match.turn_time, sent_at, answered_at).deadline
        current = await bot.service.set_message(match.id, match.channel_id, sent[0].id,
                                                clock_starts=starts)
    # Moves made before the board's id was stored, or a clock restated: redraw it.
    if current.version != match.version or current.deadline != shown.deadline:
        await edit_match_message(bot, current)
    return current


def _channel_turn(bot: DuelsHost, channel_id: int, paced: bool
                  ) -> contextlib.AbstractAsyncContextManager[None]:
    """The channel's turn for a new message (bot.pacing), or no wait at all."""
    return bot.pacer.turn(channel_id) if paced else contextlib.nullcontext()


async def _kept(request: Awaitable[discord.Message], into: list[discord.Message]) -> None:
    into.append(await request)


async def moved(bot: DuelsHost, snapshot: MatchSnapshot) -> DrawnBoard:
    """What an older board of the match shows: a link to its board (`snapshot`'s message),
    in the server's language."""
    async with in_server_language(bot, snapshot.guild_id):
        return game_cog(bot, snapshot.game).moved_board(snapshot)


def wait_before_deferring(interaction: discord.Interaction) -> float:
    """DEFER_AFTER_SECONDS from when Discord created the interaction, not from when we saw
    it: under load an interaction can wait in our queue first. An age outside 0..3 s means
    the clocks disagree (or the interaction is already dead): then count from now."""
    age = (discord.utils.utcnow() - interaction.created_at).total_seconds()
    if not 0.0 <= age <= INTERACTION_DEADLINE_SECONDS:
        return DEFER_AFTER_SECONDS
    return max(0.0, DEFER_AFTER_SECONDS - age)


async def in_time(
    interaction: discord.Interaction,
    work: Awaitable[T],
    *,
    update: bool = False,
    ephemeral: bool = False,
) -> T:
    """Await `work`; if it is slow, defer the interaction first so it cannot time out
    (see wait_before_deferring).

    `update`: a component click whose answer edits its message (deferred update, type 6);
    otherwise a deferred "thinking" reply (ephemeral or not).
    """
    task = asyncio.ensure_future(work)
    done, _ = await asyncio.wait({task}, timeout=wait_before_deferring(interaction))
    if not done and not interaction.response.is_done():
        if update:
            await interaction.response.defer()
        else:
            await interaction.response.defer(ephemeral=ephemeral, thinking=True)
            interaction.extras[PUBLIC_THINKING] = not ephemeral
    return await task


#: ``interaction.extras`` key: the interaction was deferred with a public "thinking…" that
#: no answer has replaced yet (its first followup would, whatever its ephemeral flag).
PUBLIC_THINKING = "nd-public-thinking"


async def _answered_after_thinking(interaction: discord.Interaction, ephemeral: bool) -> None:
    """Before a followup: after a public deferral, Discord turns the first followup into an
    edit of the loading message and ignores its ephemeral flag (docs, "Create Followup
    Message"). A public answer replaces it, as meant; a private one (a refusal after a slow
    database, say) deletes the public "thinking…" first, so its followup is a new message,
    seen only by the member."""
    if not interaction.extras.pop(PUBLIC_THINKING, False) or not ephemeral:
        return
    await attempt(interaction.delete_original_response(),
                  "delete the public loading message before a private answer")


async def reply(
    interaction: discord.Interaction,
    content: str | None = None,
    *,
    embed: discord.Embed | None = None,
    view: discord.ui.View | discord.ui.LayoutView | None = None,
    ephemeral: bool = False,
    file: discord.File | None = None,
) -> None:
    """Answer `interaction`, or follow it up when it was already answered (deferred).
    `file`: an attachment (a chart), sent with the message as multipart."""
    kwargs: dict[str, Any] = {"ephemeral": ephemeral}
    if content is not None:
        kwargs["content"] = content
    if embed is not None:
        kwargs["embed"] = embed
    if view is not None:
        kwargs["view"] = view
    if file is not None:
        kwargs["file"] = file
    if interaction.response.is_done():
        await _answered_after_thinking(interaction, ephemeral)
        await interaction.followup.send(**kwargs)
    else:
        await interaction.response.send_message(**kwargs)


async def update_clicked(
    interaction: discord.Interaction,
    embed: discord.Embed | None = discord.utils.MISSING,
    view: discord.ui.View | discord.ui.LayoutView | None = discord.utils.MISSING,
    *,
    content: Any = discord.utils.MISSING,
) -> None:
    """Show the new state on the message whose button was clicked (a board:
    ``**board.edit()``). ``content``: the text above the embed, left as it is unless given
    (None clears it)."""
    changes: dict[str, Any] = {"content": content, "embed": embed, "view": view}
    if interaction.response.is_done():
        await interaction.edit_original_response(**changes)
    else:
        await interaction.response.edit_message(**changes)


async def post(
    interaction: discord.Interaction,
    message: dict[str, Any],
    *,
    ping: Sequence[int] = (),
) -> int:
    """Answer with a new public message (``message``: its arguments, a board's
    ``board.send()`` or an embed and its view; its text notifying only the members in
    ``ping``); returns its id."""
    mentions = pinging(*ping)
    if interaction.response.is_done():
        await _answered_after_thinking(interaction, ephemeral=False)
        sent = await interaction.followup.send(**message, wait=True, allowed_mentions=mentions)
        return sent.id
    callback = await interaction.response.send_message(**message, allowed_mentions=mentions)
    resource = callback.resource if callback is not None else None
    if isinstance(resource, discord.InteractionMessage | discord.Message):
        return resource.id
    if callback is not None and callback.message_id:
        return callback.message_id
    return (await interaction.original_response()).id


async def post_match(
    bot: DuelsHost,
    interaction: discord.Interaction,
    snapshot: MatchSnapshot,
    *,
    content: str | None = None,
    ping: Sequence[int] = (),
) -> int:
    """Post a match as a new message and point the match at it (``ping``: whom its text
    notifies, as `post`)."""
    board = await board_of(bot, snapshot)
    with bot.boards_in_flight.posting(snapshot.id):
        message_id = await post(interaction, board.send(content), ping=ping)
        channel_id = interaction.channel_id or snapshot.channel_id
        current = await bot.service.set_message(snapshot.id, channel_id, message_id)
    keep_board(bot, snapshot, interaction)
    if current.version != snapshot.version:  # moves made before the board's id was stored
        await edit_match_message(bot, current, now=interaction.created_at)
    return message_id


def keep_board(bot: DuelsHost, snapshot: MatchSnapshot, interaction: discord.Interaction
               ) -> None:
    """Outside a server: ``interaction`` drew the match's board last (its reply is the
    board, or it updated the board it clicked), so its token edits the board for now."""
    if snapshot.outside:
        bot.board_tokens.keep(snapshot.id, interaction, interaction.created_at)


async def edit_through_token(bot: DuelsHost, snapshot: MatchSnapshot,
                             now: datetime | None = None) -> bool:
    """Outside a server: redraw the match's board through the interaction that last drew
    it, while its token lives (``now``: Discord's time, the interaction in hand's). False
    when none can (the board then shows the change on its next click)."""
    holder = bot.board_tokens.usable(snapshot.id, now or discord.utils.utcnow())
    if holder is None or snapshot.message_id is None:
        return False
    board = await board_of(bot, snapshot)
    # By the board's id, not "@original": Discord edits it only if that interaction made it
    # (its answer, a followup, or the message it clicked).
    done = await attempt(holder.followup.edit_message(snapshot.message_id, **board.edit()),
        f"edit the board of match {snapshot.id} through its interaction")
    if not done:
        bot.board_tokens.drop(snapshot.id)
    return done


async def redraw_board(
    bot: DuelsHost, interaction: discord.Interaction, snapshot: MatchSnapshot
) -> bool:
    """Show a move made by command (/claim, /resign) on the match's board.

    A board still on its way (see bot/matches/boards_in_flight.py) is left to its poster, then
    edited with the match as it is by then; a board that is gone, or that was never recorded
    (the database failed after posting it), is posted again. Outside a server, the board
    is edited through its interaction or not at all (False: its next click shows it)."""
    if snapshot.message_id is None:
        await bot.boards_in_flight.wait(snapshot.id)
        snapshot = await bot.service.get(snapshot.guild_id, snapshot.id)
    if await edit_match_message(bot, snapshot, now=interaction.created_at):
        return True
    if snapshot.outside:
        return False
    await post_match(bot, interaction, snapshot)  # the old message is gone
    return True


async def position_reply(bot: DuelsHost, interaction: discord.Interaction,
                         snapshot: MatchSnapshot, note: str) -> None:
    """Outside a server, when the board can't be edited any more: ``note``, the match's
    position (its board, without buttons) and that the board shows it on its next click,
    to the member alone."""
    board = (await board_of(bot, snapshot)).without_buttons()
    text = " ".join(part for part in (note, t("anywhere-board-later")) if part)
    await reply(interaction, **board.send(text), ephemeral=True)


async def edit_match_message(
    bot: DuelsHost, snapshot: MatchSnapshot, *, skip: int | None = None,
    now: datetime | None = None,
) -> bool:
    """Edit the match's own message with the bot token. A board Discord won't edit any more
    (over an hour old: 30046) is posted afresh and the old one retired (`replace_board`).
    Outside a server: through the interaction that drew it (`edit_through_token`; ``now``:
    Discord's time). False if it could not be shown."""
    if snapshot.message_id is None or snapshot.message_id == skip:
        return False
    if snapshot.outside:
        return await edit_through_token(bot, snapshot, now)
    board = await board_of(bot, snapshot)
    done = await edited(
        edit_message(bot, snapshot.channel_id, snapshot.message_id, **board.edit()),
        f"edit the message of match {snapshot.id}",
    )
    if done is None:
        return await replace_board(bot, snapshot)
    return done


async def replace_board(bot: DuelsHost, snapshot: MatchSnapshot) -> bool:
    """The match's board, which Discord no longer lets the bot edit (30046), posted afresh in
    its channel with the bot token and recorded; the old message retired with a link to it
    (or deleted, when it can't be edited either). Whether the new board is there."""
    old_message = snapshot.message_id
    assert old_message is not None
    channel = bot.get_partial_messageable(snapshot.channel_id, guild_id=snapshot.guild_id)
    board = await board_of(bot, snapshot)
    sent: list[discord.Message] = []
    request = channel.send(**board.send())
    with bot.boards_in_flight.posting(snapshot.id):
        if not await attempt(_kept(request, sent), f"post match {snapshot.id}'s board afresh"):
            return False
        current = await bot.service.set_message(snapshot.id, snapshot.channel_id, sent[0].id)
    await retire_board(bot, current, snapshot.channel_id, old_message)
    if current.version != snapshot.version:  # moves made meanwhile: the new board is young
        await edit_match_message(bot, current)
    return True


async def repost_board(
    bot: DuelsHost, interaction: discord.Interaction, snapshot: MatchSnapshot
) -> int:
    """/board: post the match again as a new message and retire the one it replaces."""
    old_channel, old_message = snapshot.channel_id, snapshot.message_id
    retiring = (bot.board_tokens.usable(snapshot.id, interaction.created_at)
                if snapshot.outside else None)
    message_id = await post_match(bot, interaction, snapshot)
    if snapshot.outside:  # the old board: retired through its interaction, if that lives
        if retiring is not None and old_message is not None and old_message != message_id:
            retired = await moved(bot, replace(snapshot, message_id=message_id))
            await attempt(retiring.followup.edit_message(old_message, **retired.edit()),
                f"retire an old board of match {snapshot.id} through its interaction")
        return message_id
    if old_message is not None and old_message != message_id:
        channel_id = interaction.channel_id or snapshot.channel_id  # as post_match stores it
        current = replace(snapshot, channel_id=channel_id, message_id=message_id)
        await retire_board(bot, current, old_channel, old_message)
    return message_id


async def retire_board(
    bot: DuelsHost, snapshot: MatchSnapshot, channel_id: int, message_id: int
) -> bool:
    """Edit an older message of the match to say where its board is now (`snapshot`'s
    message), with no text above it and no buttons; one Discord won't edit any more (30046)
    is deleted instead, so no two boards of a match take clicks. False if it could not be
    edited (it keeps its buttons then; a click on them retires it, see cogs.buttons)."""
    done = await edited(
        edit_message(bot, channel_id, message_id, **(await moved(bot, snapshot)).edit()),
        f"retire an old board of match {snapshot.id}",
    )
    if done is None:
        return await attempt(delete_message(bot, channel_id, message_id),
                             f"delete an old board of match {snapshot.id}")
    return done
