"""Turning errors into short ephemeral replies, so no click ever "fails".

`MatchError`s (the service's refusals) are answered with their own player-readable
message; anything else is logged with its traceback and answered with a short apology.
"""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

import discord
from discord import app_commands

from bot.errors import DatabaseUnavailable, MatchError
from cogs.messages import reply

log = logging.getLogger(__name__)

APOLOGY = "Sorry, something went wrong on my side. Please try again in a moment."
STALE_COMMAND = (
    "I didn't understand that command or its options. Try again in a moment "
    "(Discord may still be updating my commands)."
)
STALE_COMMAND_ERRORS = (
    app_commands.CommandNotFound,
    app_commands.CommandSignatureMismatch,
    app_commands.TransformerError,
)
DATABASE_DOWN = "The database is unavailable right now; try again in a moment."
_DB_MODULES = ("sqlalchemy", "asyncpg", "aiosqlite", "sqlite3")


def is_database_down(error: BaseException) -> bool:
    """True for a lost or refused database connection (not for a refused statement)."""
    from sqlalchemy import exc

    if isinstance(error, DatabaseUnavailable):  # the service's own word for it
        return True
    if isinstance(error, exc.IntegrityError | exc.ProgrammingError | exc.DataError):
        return False
    if isinstance(error, exc.OperationalError | exc.InterfaceError | exc.TimeoutError):
        return True
    if isinstance(error, exc.DBAPIError) and error.connection_invalidated:
        return True
    if type(error).__module__.startswith("asyncpg"):
        return isinstance(error, OSError | ConnectionError) or "connection" in str(error).lower()
    if isinstance(error, OSError | ConnectionError):  # a refused connect, raised by the driver
        tb = error.__traceback__
        while tb is not None:
            if str(tb.tb_frame.f_globals.get("__name__", "")).startswith(_DB_MODULES):
                return True
            tb = tb.tb_next
    return False


async def tell(interaction: discord.Interaction, message: str) -> None:
    """Answer `interaction` with an ephemeral message, whatever was already sent."""
    try:
        await reply(interaction, message, ephemeral=True)
    except discord.HTTPException:
        log.warning("Could not send an ephemeral reply", exc_info=True)


async def report(interaction: discord.Interaction, error: BaseException) -> None:
    """Reply to a failed interaction: the refusal's reason, or an apology (and a log)."""
    if isinstance(error, app_commands.CommandInvokeError):
        error = error.original
    if isinstance(error, MatchError):
        await tell(interaction, str(error))
    elif isinstance(error, app_commands.CheckFailure):
        await tell(interaction, str(error) or "You can't use that here.")
    elif isinstance(error, STALE_COMMAND_ERRORS):  # unknown command / options out of date
        log.warning("Refused a malformed command: %s", " ".join(str(error).split())[:200])
        await tell(interaction, STALE_COMMAND)
    elif is_database_down(error):
        log.warning(
            "Database unavailable (custom_id=%s, guild=%s): %s: %s",
            (interaction.data or {}).get("custom_id"),
            interaction.guild_id,
            type(error).__name__,
            " ".join(str(error).split())[:300],
        )
        await tell(interaction, DATABASE_DOWN)
    else:
        command = interaction.command.qualified_name if interaction.command else None
        log.error(
            "Unexpected error (command=%s, custom_id=%s, guild=%s)",
            command,
            (interaction.data or {}).get("custom_id"),
            interaction.guild_id,
            exc_info=error,
        )
        await tell(interaction, APOLOGY)


@asynccontextmanager
async def guarded(interaction: discord.Interaction) -> AsyncIterator[None]:
    """`async with guarded(interaction):` around a button's work."""
    try:
        yield
    except Exception as error:  # everything must be answered
        await report(interaction, error)


def install_tree_error_handler(tree: app_commands.CommandTree) -> None:
    """Make every slash command failure an ephemeral reply."""

    async def on_error(
        interaction: discord.Interaction, error: app_commands.AppCommandError
    ) -> None:
        await report(interaction, error)

    tree.on_error = on_error  # type: ignore[method-assign]
