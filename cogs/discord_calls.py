"""The one place where a failed Discord request is caught: it is logged, never raised.

Editing a board, redrawing a stale one, or sending an ephemeral reply can fail on Discord's
side (a deleted message, missing channel permissions, a 5xx after discord.py's retries). The
player's action is already stored by then, so the bot logs one line and carries on; the
caller learns from the result whether the request landed.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable
from typing import Any

import discord

log = logging.getLogger(__name__)


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
