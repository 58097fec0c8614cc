"""Matches outside a server the bot is in (cogs.places; docs/rules.md, decision 25): their
clock, applied on the next interaction, and a move by command shown through the board's
interaction.

No deadline loop runs for them (nothing could be posted or edited when a turn runs out), so
every interaction with such a match first applies a deadline that passed (`settle`): the
challenge expires, or the player to move loses on time ("@bob ran out of time."), and what
follows a game's end follows (the players' DMs). A match is only reached from its own
channel, or by one of its players (`check_reach`): a forged custom id from another DM finds
nothing.
"""

from __future__ import annotations

import discord

from bot.core.errors import NoSuchMatch
from bot.core.snapshots import OUTSIDE_SERVER, EndReason, MatchSnapshot, MatchStatus
from cogs.endings import after_end
from cogs.host import DuelsHost
from cogs.messages import edit_match_message, position_reply, reply
from cogs.ui.render import mention
from i18n import t


def check_reach(snapshot: MatchSnapshot, interaction: discord.Interaction) -> MatchSnapshot:
    """The match, if the interaction may touch it: a server's match from its server (the
    service checks that), one outside a server from its channel or by a player."""
    if (snapshot.outside and snapshot.channel_id != interaction.channel_id
            and interaction.user.id not in snapshot.player_ids):
        raise NoSuchMatch()
    return snapshot


async def settle(bot: DuelsHost, snapshot: MatchSnapshot) -> MatchSnapshot | None:
    """A match outside a server whose deadline passed, as applying it left it (and what
    follows its end done); None when nothing was due (or it is a server's match)."""
    if not snapshot.outside or not snapshot.is_open or snapshot.deadline is None:
        return None
    expired = await bot.service.expire_overdue(OUTSIDE_SERVER, snapshot.id)
    if expired is None:
        return None
    await after_end(bot, expired)
    return expired


async def settle_in_channel(bot: DuelsHost, interaction: discord.Interaction
                            ) -> MatchSnapshot | None:
    """/claim, /resign, /board, /challenge outside a server: the member's open match in
    this channel, its passed deadline applied (`settle`), or None."""
    if interaction.channel_id is None:
        return None
    current = await bot.service.current_match(OUTSIDE_SERVER, interaction.channel_id,
                                              interaction.user.id)
    return None if current is None else await settle(bot, current)


def settled_text(snapshot: MatchSnapshot) -> str:
    """What an applied deadline did, in the language in force: "@bob ran out of time.", or
    that the challenge expired."""
    if snapshot.status is MatchStatus.EXPIRED:
        return t("anywhere-challenge-expired")
    loser = snapshot.ended_by  # lifecycle.expire names who ran out of time (aborted too)
    assert loser is not None and snapshot.end_reason is EndReason.TIMEOUT
    return t("anywhere-ran-out", member=mention(loser))


async def show_by_command(bot: DuelsHost, interaction: discord.Interaction,
                          snapshot: MatchSnapshot, note: str) -> None:
    """A change made by command outside a server (/claim, /resign, an applied deadline):
    ``note`` to the member at once, then the board redrawn through the interaction that
    drew it; when no interaction can any more, the member gets the new position instead,
    and the board shows it on its next click."""
    if bot.board_tokens.usable(snapshot.id, interaction.created_at) is not None:
        await reply(interaction, note, ephemeral=True)
        if await edit_match_message(bot, snapshot, now=interaction.created_at):
            return
        note = ""
    await position_reply(bot, interaction, snapshot, note)
