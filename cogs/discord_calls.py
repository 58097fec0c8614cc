"""Discord requests whose failure must not stop the bot, and the board edit.

:func:`attempt` is the one place where a failed Discord request is caught: editing a board,
redrawing a stale one, or sending an ephemeral reply can fail on Discord's side (a deleted
message, missing channel permissions, a 5xx after discord.py's retries). The player's action
is already stored by then, so the bot logs one line and carries on; the caller learns from
the result whether the request landed.

:func:`edit_message` edits a message with the bot token (a board after /claim, /resign, a
timeout, the bot's move), through discord.py's ``PartialMessage.edit``. Discord caps the edits
of messages older than an hour (error 30046, answered as a 429, possibly without
``retry_after``, which discord.py 2.7 then reads as a KeyError): both come out of it as
:class:`MessageTooOld`, so the caller posts the message afresh (cogs.messages,
cogs.tournament_posts) instead of the edit failing for good, or the KeyError escaping.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable
from typing import Any, TypeVar

import discord

from cogs.host import DuelsHost

log = logging.getLogger(__name__)


#: Discord's JSON error: "Maximum number of edits to messages older than 1 hour reached".
OLD_MESSAGE_EDITS = 30046


class MessageTooOld(Exception):
    """Discord won't edit this message now: it is over an hour old and the edits of old
    messages are spent (30046), or it answered 429 without saying when to try again."""


def pinging(*user_ids: int) -> discord.AllowedMentions:
    """Who a message's text may notify: only these members (the players it is about), never
    a role, @everyone or a mention typed into a name (the bot's default notifies nobody)."""
    return discord.AllowedMentions(everyone=False, roles=False, replied_user=False,
                                   users=[discord.Object(id=u) for u in user_ids])


async def edit_message(bot: DuelsHost, channel_id: int, message_id: int, *,
                       embed: discord.Embed | None = discord.utils.MISSING,
                       view: discord.ui.View | discord.ui.LayoutView | None
                       = discord.utils.MISSING,
                       content: str | None = discord.utils.MISSING) -> None:
    """Edit a message of the bot's with ``embed`` and ``view`` (None: no buttons; a board:
    ``**board.edit()``, its layout with the content and embeds cleared); raises
    MessageTooOld (see the module) or discord.HTTPException like ``PartialMessage.edit``.
    Whatever is not given is left as it is (None clears it)."""
    message = bot.get_partial_messageable(channel_id).get_partial_message(message_id)
    changes: dict[str, Any] = {"content": content, "embed": embed, "view": view}
    try:
        await message.edit(**changes)
    except KeyError as error:  # discord.py 2.7 reading a 429 body without retry_after
        if error.args != ("retry_after",):
            raise
        raise MessageTooOld(f"message {message_id}: 429 without retry_after") from None
    except discord.RateLimited as error:  # longer than the bot waits (max_ratelimit_timeout)
        raise MessageTooOld(f"message {message_id}: retry after {error.retry_after:.0f} s"
                            ) from None
    except discord.HTTPException as error:
        if error.code == OLD_MESSAGE_EDITS:
            raise MessageTooOld(f"message {message_id}: 30046") from error
        raise


async def delete_message(bot: DuelsHost, channel_id: int, message_id: int) -> None:
    """Delete a message of the bot's (its own: no permission needed)."""
    await bot.get_partial_messageable(channel_id).get_partial_message(message_id).delete()


async def attempt(request: Awaitable[Any], what: str) -> bool:
    """Await a Discord request; on an HTTP failure log ``Could not <what> (status text)``
    and return False (also for an edit Discord caps: MessageTooOld, and a rate limit longer
    than the bot waits)."""
    try:
        await request
    except discord.HTTPException as error:
        reason = " ".join(str(error.text).split())[:200]
        log.warning("Could not %s (%s %s)", what, error.status, reason)
        return False
    except (MessageTooOld, discord.RateLimited) as error:
        log.warning("Could not %s (%s)", what, error)
        return False
    return True


T = TypeVar("T")


async def result_of(request: Awaitable[T], what: str) -> T | None:
    """Like `attempt` for a request whose answer is needed (the message a post made): that
    answer, or None when it failed (logged as `attempt` logs it)."""
    kept: list[T] = []

    async def keep() -> None:
        kept.append(await request)

    return kept[0] if await attempt(keep(), what) else None


async def edited(request: Awaitable[Any], what: str) -> bool | None:
    """Like `attempt` for an edit: True done, False failed (logged), None Discord won't
    edit that message now (MessageTooOld: post it afresh)."""
    try:
        await request
    except MessageTooOld as error:
        log.info("Not editing an old message (%s): posting it afresh", error)
        return None
    except discord.HTTPException as error:
        reason = " ".join(str(error.text).split())[:200]
        log.warning("Could not %s (%s %s)", what, error.status, reason)
        return False
    return True
