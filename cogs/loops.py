"""What the cogs' background loops (discord.ext.tasks) share."""

from __future__ import annotations

import asyncio
import contextlib
from typing import Any

from discord.ext import tasks


async def stop_and_wait(loop: tasks.Loop[Any]) -> None:
    """Stop ``loop`` and wait for its pass (the cog unloads): a pass cut short must let go
    of its database connection before the database closes."""
    loop.cancel()
    task = loop.get_task()
    if task is not None and task is not asyncio.current_task():
        with contextlib.suppress(asyncio.CancelledError, Exception):
            await task
