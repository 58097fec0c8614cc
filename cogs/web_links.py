"""Links from Discord to the public pages (bot/web): a finished board's Replay button, a line
under /leaderboard and under a tournament's table. Only for a server that shows its pages
(/config public-pages on) and only when the host gave their address (WEB_BASE_URL)."""

from __future__ import annotations

import logging

import discord

from bot.core.errors import DatabaseUnavailable
from bot.core.snapshots import MatchSnapshot, MatchStatus
from bot.web import urls
from cogs.host import DuelsHost
from i18n import t

log = logging.getLogger(__name__)


async def pages_address(bot: DuelsHost, guild_id: int | None) -> str | None:
    """WEB_BASE_URL when this server shows its pages (its settings are cached), else None."""
    base = bot.settings.web_base_url
    if base is None or guild_id is None:
        return None
    try:
        shown = (await bot.service.config.get(guild_id)).public_pages
    except DatabaseUnavailable:  # the board is still drawn, without the link
        return None
    return base if shown else None


async def replay_url(bot: DuelsHost, snapshot: MatchSnapshot) -> str | None:
    """The replay of a finished match (not voided: its board offers nothing any more)."""
    if snapshot.status is not MatchStatus.FINISHED or snapshot.is_voided:
        return None
    base = await pages_address(bot, snapshot.guild_id)
    return None if base is None else urls.absolute(
        base, urls.match_path(snapshot.guild_id, snapshot.id))


async def link_leaderboard(bot: DuelsHost, embed: discord.Embed, guild_id: int,
                           game: str | None, season: int | None) -> None:
    """A line under the table with its page on the web (said in the language in force)."""
    base = await pages_address(bot, guild_id)
    if base is not None:
        url = urls.absolute(base, urls.leaderboard_path(guild_id, game, season))
        embed.description = f"{embed.description or ''}\n\n{t('web-link-leaderboard', url=url)}"


async def link_tournament(bot: DuelsHost, embed: discord.Embed, guild_id: int,
                          tournament_id: int) -> None:
    base = await pages_address(bot, guild_id)
    if base is not None:
        url = urls.absolute(base, urls.tournament_path(guild_id, tournament_id))
        embed.description = f"{embed.description or ''}\n\n{t('web-link-tournament', url=url)}"
