"""Which language the bot speaks in a message: the member's own in what only they see, the
server's in what everyone in the channel sees.

- Ephemeral replies (refusals, hints, `/stats`, `/help`...) are said in the language of the
  member who asked (``interaction.locale``). Every interaction sets it on arrival: the command
  tree's check (bot.process.app) for slash commands and autocomplete, `cogs.errors.guarded`
  for buttons. So a handler needs nothing more for what it says to its member.
- Public messages (boards, challenges, announcements, tournament tables, DMs about them) are
  said in the server's language: the one `/config language` set, else the server's own
  Discord language (its community locale, as the server's last interaction carried it:
  bot.servers.locales; no guild cache), else English. Draw them inside
  ``async with in_server_language(bot, guild_id):``.
"""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

import discord

from bot.core.errors import DatabaseUnavailable
from cogs.host import DuelsHost
from i18n import DEFAULT, language_of, speaking, use_language

log = logging.getLogger(__name__)


def member_language(interaction: discord.Interaction) -> str:
    """The language of the member behind ``interaction``."""
    return language_of(interaction.locale)


def speak_to(interaction: discord.Interaction) -> None:
    """Say everything from here on in the interaction's member's language."""
    use_language(member_language(interaction))


async def server_language(bot: DuelsHost, guild_id: int | None) -> str:
    """The language of a server's public messages (English outside a server)."""
    if guild_id is None:
        return DEFAULT
    try:
        chosen = (await bot.service.config.get(guild_id)).language
    except DatabaseUnavailable:  # a board still gets drawn: in the server's Discord language
        log.warning("Server %s's language unread (database unavailable)", guild_id)
        chosen = None
    if chosen is not None:
        return chosen
    return await discord_language(bot, guild_id)


async def discord_language(bot: DuelsHost, guild_id: int) -> str:
    """The server's own Discord language, as its last interaction carried it (English for a
    server never heard from, or while the database can't say)."""
    try:
        seen = await bot.service.locales.locale(guild_id)
    except DatabaseUnavailable:
        log.warning("Server %s's Discord language unread (database unavailable)", guild_id)
        seen = None
    return DEFAULT if seen is None else language_of(seen)


def note_server_locale(bot: DuelsHost, interaction: discord.Interaction) -> None:
    """Keep the Discord language this interaction's server has (``guild_locale``)."""
    if interaction.guild_id is not None and interaction.guild_locale is not None:
        bot.service.locales.seen(interaction.guild_id, interaction.guild_locale.value)


@asynccontextmanager
async def in_server_language(bot: DuelsHost, guild_id: int | None) -> AsyncIterator[str]:
    """``async with in_server_language(bot, guild_id):`` says the block in the server's
    language."""
    with speaking(await server_language(bot, guild_id)) as language:
        yield language


async def member_languages(bot: DuelsHost, user_ids: list[int], guild_id: int | None
                           ) -> dict[int, str]:
    """The language of each member's DMs: their own Discord language, as their last
    interaction carried it, else the server's (a member never heard from)."""
    try:
        seen = await bot.members_seen.locales(user_ids)
    except DatabaseUnavailable:
        log.warning("Members' languages unread (database unavailable)")
        seen = {}
    server = None
    languages = {}
    for user_id in user_ids:
        if user_id in seen:
            languages[user_id] = language_of(seen[user_id])
        else:
            server = server or await server_language(bot, guild_id)
            languages[user_id] = server
    return languages
