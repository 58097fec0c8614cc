"""Discord requests whose failure must not stop the bot, and the board edit.

:func:`attempt` is the one place where a failed Discord request is caught: editing a board,
redrawing a stale one, or sending an ephemeral reply can fail on Discord's side (a deleted
message, missing channel permissions, a 5xx after discord.py's retries). The player's action
is already stored by then, so the bot logs one line and carries on; the caller learns from
the result whether the request landed.

:func:`edit_message` edits a message with the bot token (a board after /claim, /resign, a
timeout, the bot's move), through discord.py's ``PartialMessage.edit``.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable
from typing import Any

import discord

from cogs.host import DuelsHost

log = logging.getLogger(__name__)


def pinging(*user_ids: int) -> discord.AllowedMentions:
    """Who a message's text may notify: only these members (the players it is about), never
    a role, @everyone or a mention typed into a name (the bot's default notifies nobody)."""
    return discord.AllowedMentions(everyone=False, roles=False, replied_user=False,
                                   users=[discord.Object(id=u) for u in user_ids])


async def edit_message(bot: DuelsHost, channel_id: int, message_id: int, *,
                       embed: discord.Embed, view: discord.ui.View | None,
                       content: str | None = discord.utils.MISSING) -> None:
    """Edit a message of the bot's with ``embed`` and ``view`` (None: no buttons); raises
    discord.HTTPException like ``PartialMessage.edit``. ``content``: left as it is unless
    given (None clears the text above the embed)."""
    message = bot.get_partial_messageable(channel_id).get_partial_message(message_id)
    await message.edit(content=content, embed=embed, view=view)


async def attempt(request: Awaitable[Any], what: str) -> bool:
    """Await a Discord request; on an HTTP failure log ``Could not <what> (status text)``
    and return False."""
    try:
        await request
    except discord.HTTPException as error:
        reason = " ".join(str(error.text).split())[:200]
        log.warning("Could not %s (%s %s)", what, error.status, reason)
        return False
    return True
