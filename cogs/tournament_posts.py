"""What the bot posts when a tournament moves on (a `TournamentUpdate` of the service): each
new pairing's board in the tournament's channel, mentioning both players; a DM to each
player with a link to it (unless they turned it off with `/notify tournaments:False`); the
sign-up message edited into the live table; at the end, the podium and the final table.

Called by the /tournament commands, after every game that can end a tournament game
(`after_game`: clicks, /claim, /resign, the deadline loop), and by the tournaments' clock.
Every Discord call goes through `attempt`: a failed post is logged, and the tournament (in
the database) goes on; /board shows a player's board again.
"""

from __future__ import annotations

import logging

import discord

from bot.service.snapshots import MatchSnapshot
from bot.service.tournament_snapshots import (
    TournamentSnapshot,
    TournamentStatus,
    TournamentUpdate,
)
from cogs.discord_calls import attempt, edit_message
from cogs.host import DuelsHost
from cogs.messages import board_of, edit_match_message, post_following
from cogs.ui import tournament_render as tr

log = logging.getLogger(__name__)


async def after_game(bot: DuelsHost, ended: MatchSnapshot) -> None:
    """After a match changed: the next game of its series (cogs.messages.post_following),
    and, for a tournament game that ended, what the tournament does next (`publish`)."""
    await post_following(bot, ended)  # game 2 of a pairing: posted under game 1, no DM
    if ended.tournament_id is None or ended.is_open:
        return
    try:
        update = await bot.tournaments.after_match(ended)
    except Exception:  # the tournaments' clock catches up (advance) on its next pass
        log.exception("The tournament of match %s did not move on", ended.id)
        return
    if update is not None:
        await publish(bot, update)


async def publish(bot: DuelsHost, update: TournamentUpdate) -> None:
    """Post what ``update`` brings: boards and links, the live table, the podium."""
    if update.tournament.status is TournamentStatus.CANCELLED:
        await show_cancelled(bot, update.tournament)
        return
    for match in update.new_matches:
        await post_board(bot, update, match)
    if update.standings is not None or update.started:
        await show_table(bot, update)
    if update.finished and update.standings is not None:
        tournament = update.tournament
        channel = bot.get_partial_messageable(tournament.channel_id,
                                              guild_id=tournament.guild_id)
        embed = tr.podium_embed(tournament, update.standings.rows)
        await attempt(channel.send(embed=embed), f"post the podium of tournament {tournament.id}")


async def post_board(bot: DuelsHost, update: TournamentUpdate, match: MatchSnapshot) -> None:
    """A new pairing's board in the channel, naming both players, then the links by DM."""
    if match.message_id is not None:  # posted already (game 2 by post_following)
        return
    embed, view = await board_of(bot, match)
    a, b = match.player_ids
    content = tr.pairing_content(update.tournament, a, b, match.series_game)
    channel = bot.get_partial_messageable(match.channel_id, guild_id=match.guild_id)
    sent: list[discord.Message] = []

    async def send() -> None:
        if view is None:
            sent.append(await channel.send(content, embed=embed))
        else:
            sent.append(await channel.send(content, embed=embed, view=view))

    with bot.boards_in_flight.posting(match.id):
        if not await attempt(send(), f"post the board of tournament match {match.id}"):
            return
        current = await bot.service.set_message(match.id, match.channel_id, sent[0].id)
    if current.version != match.version:  # a move (or the clock) came first
        await edit_match_message(bot, current)
    await send_links(bot, update, current)


async def send_links(bot: DuelsHost, update: TournamentUpdate, match: MatchSnapshot) -> None:
    """A DM to each player of a new pairing's board, with a link to it, unless they turned
    it off. A member who takes no DMs from the bot is skipped (logged): the board's mention
    in the channel still reaches them."""
    if match.message_id is None:
        return
    players = match.player_ids
    wanted = await bot.tournaments.wants_dm(list(players))
    tournament = update.tournament
    for user_id in players:
        if user_id not in wanted:
            continue
        opponent = players[1] if user_id == players[0] else players[0]
        text = tr.dm_text(tournament, opponent, match.guild_id, match.channel_id,
                          match.message_id)
        await attempt(_dm(bot, user_id, text), f"send a DM to {user_id} about match {match.id}")


async def _dm(bot: DuelsHost, user_id: int, text: str) -> None:
    user = bot.get_user(user_id) or await bot.fetch_user(user_id)
    await user.send(text)


async def show_cancelled(bot: DuelsHost, tournament: TournamentSnapshot,
                         by: int | None = None) -> None:
    """The sign-up message says the tournament is cancelled (by whom, or for want of
    players), with no buttons."""
    if tournament.signup_message_id is None:
        return
    await attempt(edit_message(bot, tournament.channel_id, tournament.signup_message_id,
                               embed=tr.cancelled_embed(tournament, by), view=None,
                               content=None),
                  f"edit the sign-up message of tournament {tournament.id}")


async def show_table(bot: DuelsHost, update: TournamentUpdate) -> None:
    """The sign-up message, edited into the live table (the final table at the end)."""
    tournament = update.tournament
    if tournament.signup_message_id is None:
        return
    table = update.standings or await bot.tournaments.standings(
        tournament.guild_id, tournament.channel_id, tournament.id)
    embed = tr.standings_embed(table.tournament, table.rows)
    await attempt(edit_message(bot, tournament.channel_id, tournament.signup_message_id,
                               embed=embed, view=None, content=None),
                  f"edit the table of tournament {tournament.id}")
