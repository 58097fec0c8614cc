"""The challenger hears back: a new message in the challenge's channel that mentions them
when their challenge is accepted (the game is on, who moves first, the board's link),
declined or expired.

A new message, because Discord notifies no one of a mention in an edited message or in an
embed: the board's own edit tells the channel, this tells the challenger. Its text notifies
the challenger only (cogs.discord_calls.pinging), in the server's language (it is public).
A notice Discord refuses is logged and the game goes on (cogs.discord_calls.attempt).
"""

from __future__ import annotations

import discord

from bot.core.snapshots import MatchSnapshot, MatchStatus
from cogs.discord_calls import attempt, pinging
from cogs.host import DuelsHost
from cogs.ui.render import mention, message_link
from cogs.voice import in_server_language
from i18n import t


def notice_text(snapshot: MatchSnapshot) -> str | None:
    """What the challenger is told of their challenge's answer, in the language in force,
    or None when there is nothing to tell (cancelled by themselves, still pending)."""
    challenger, opponent = mention(snapshot.challenger_id), mention(snapshot.opponent_id)
    if snapshot.status is MatchStatus.ACTIVE:
        first = snapshot.player1_id
        text = t("match-notice-accepted", challenger=challenger, opponent=opponent,
                 first="you" if first == snapshot.challenger_id else "them")
        if snapshot.message_id is not None:
            link = message_link(snapshot.link_guild_id, snapshot.channel_id,
                                snapshot.message_id)
            text += " " + t("match-notice-board", link=link)
        return text
    if snapshot.status is MatchStatus.DECLINED:
        return t("match-notice-declined", challenger=challenger, opponent=opponent)
    if snapshot.status is MatchStatus.EXPIRED:
        if snapshot.is_open_challenge:
            return t("match-notice-expired-open", challenger=challenger)
        return t("match-notice-expired", challenger=challenger, opponent=opponent)
    return None


async def tell_challenger(bot: DuelsHost, snapshot: MatchSnapshot,
                          interaction: discord.Interaction | None = None) -> bool:
    """Post the notice of ``snapshot``'s answer (just accepted, declined or expired) in its
    channel, notifying the challenger only. Whether one was posted. Outside a server (no
    bot-token post reaches there): a followup of ``interaction``, the answering click, or
    nothing without one."""
    async with in_server_language(bot, snapshot.guild_id):
        text = notice_text(snapshot)
    if text is None:
        return False
    if snapshot.outside:
        if interaction is None:
            return False
        return await attempt(
            interaction.followup.send(text, allowed_mentions=pinging(snapshot.challenger_id)),
            f"tell the challenger of match {snapshot.id} of its answer")
    channel = bot.get_partial_messageable(snapshot.channel_id, guild_id=snapshot.guild_id)
    return await attempt(
        channel.send(text, allowed_mentions=pinging(snapshot.challenger_id)),
        f"tell the challenger of match {snapshot.id} of its answer")
