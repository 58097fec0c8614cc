"""Discord requests whose failure must not stop the bot, and the board edit.

:func:`attempt` is the one place where a failed Discord request is caught: editing a board,
redrawing a stale one, or sending an ephemeral reply can fail on Discord's side (a deleted
message, missing channel permissions, a 5xx after discord.py's retries). The player's action
is already stored by then, so the bot logs one line and carries on; the caller learns from
the result whether the request landed.

:func:`edit_message` edits a message with the bot token (a board after /claim, /resign, a
timeout, the bot's move). ``PartialMessage.edit`` builds a whole ``discord.Message`` from
Discord's answer (the board's embed and 20+ buttons), which the bot never reads: 7-13 % of
its CPU per interaction under load (issue 14, docs/benchmarks.md). So the edit goes through
the same discord.py calls ``PartialMessage.edit`` makes (``discord.http``'s
``handle_message_parameters`` and ``HTTPClient.edit_message``, with discord.py's rate limits
and retries) and leaves the answer as JSON. Those two are not in discord.py's documented
API: :func:`raw_edit` checks them once, and without them (a discord.py that changed them)
the edit falls back to ``PartialMessage.edit``, after one warning.
"""

from __future__ import annotations

import inspect
import logging
from collections.abc import Awaitable, Callable
from typing import Any

import discord
import discord.http

from cogs.host import DuelsHost

log = logging.getLogger(__name__)

#: ``discord.http.handle_message_parameters`` when usable, else None (see raw_edit).
_raw_edit: Callable[..., Any] | None = None
_raw_edit_checked = False


def _find_raw_edit() -> tuple[Callable[..., Any] | None, str]:
    """The parameter builder if both hooks take what edit_message passes, and else why not."""
    handle = getattr(discord.http, "handle_message_parameters", None)
    edit = getattr(discord.http.HTTPClient, "edit_message", None)
    if not callable(handle) or not callable(edit):
        return None, "discord.http has no handle_message_parameters / HTTPClient.edit_message"
    try:
        takes = inspect.signature(handle).parameters
        edit_takes = inspect.signature(edit).parameters
    except (TypeError, ValueError) as error:
        return None, f"their signatures can't be read ({error})"
    if not {"content", "embed", "view"} <= set(takes) or "params" not in edit_takes:
        return None, "their signatures changed"
    return handle, ""


def raw_edit() -> Callable[..., Any] | None:
    """``discord.http.handle_message_parameters`` if the raw board edit can be used, else
    None (then one warning says why, and edits use ``PartialMessage.edit``)."""
    global _raw_edit, _raw_edit_checked
    if not _raw_edit_checked:
        _raw_edit, why = _find_raw_edit()
        _raw_edit_checked = True
        if _raw_edit is None:
            log.warning("Board edits use PartialMessage.edit (correct, slower): %s", why)
    return _raw_edit


async def edit_message(bot: DuelsHost, channel_id: int, message_id: int, *,
                       embed: discord.Embed, view: discord.ui.View | None,
                       content: str | None = discord.utils.MISSING) -> None:
    """Edit a message of the bot's with ``embed`` and ``view`` (None: no buttons); raises
    discord.HTTPException like ``PartialMessage.edit``. ``content``: left as it is unless
    given (None clears the text above the embed)."""
    handle = raw_edit()
    if handle is None:
        message = bot.get_partial_messageable(channel_id).get_partial_message(message_id)
        await message.edit(content=content, embed=embed, view=view)
        return
    with handle(content=content, embed=embed, view=view) as params:
        await bot.http.edit_message(channel_id, message_id, params=params)


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
