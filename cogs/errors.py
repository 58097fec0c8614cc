"""Turning errors into short ephemeral replies, so no click ever "fails".

`MatchError`s (the service's refusals) are answered with their own player-readable
message; the store's `DatabaseUnavailable` with a short "try again" line; anything else is
logged with its traceback and answered with a short apology.

The metrics hear of it here too (bot.process.operations, nothing without OPS_PORT): a
refusal marks its interaction "refused", an apology "failed"; a button's guard and the
command tree's error handler settle the interaction (count it) when its handling ends.
"""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator, Mapping
from contextlib import asynccontextmanager
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.core.errors import DatabaseUnavailable, MatchError, NoSuchMatch
from bot.process.interaction_hooks import mark, seen, settle
from cogs.discord_calls import attempt
from cogs.messages import reply
from cogs.voice import speak_to
from db.availability import logged_already
from i18n import Text

log = logging.getLogger(__name__)

APOLOGY = Text("error-apology")
STALE_COMMAND = Text("error-stale-command")
STALE_COMMAND_ERRORS = (
    app_commands.CommandNotFound,
    app_commands.CommandSignatureMismatch,
    app_commands.TransformerError,
)
DATABASE_DOWN = Text("error-database-down")
#: A server-only command sent from a direct message (cogs/guards.py).
NOT_IN_DMS = Text("error-not-in-dms")
#: A check that failed without saying why.
CANT_USE_HERE = Text("error-cant-use-here")


def custom_id_of(interaction: discord.Interaction) -> str | None:
    """The clicked component's custom id (None for other interactions)."""
    data: Mapping[str, Any] = interaction.data or {}  # a TypedDict union: read as a mapping
    value = data.get("custom_id")
    return value if isinstance(value, str) else None


def guild_of(interaction: discord.Interaction) -> int:
    """The server of a click or command; NoSuchMatch outside one (matches, tables and
    puzzles only exist in servers, so a click from a DM is refused like a forged id)."""
    if interaction.guild_id is None:
        raise NoSuchMatch()
    return interaction.guild_id


async def tell(interaction: discord.Interaction, message: str | Text,
               outcome: str = "refused") -> None:
    """Answer `interaction` with an ephemeral message, whatever was already sent (a Text is
    said in the language in force: the member's): a refusal, or (``outcome`` "failed") an
    apology."""
    mark(interaction, outcome)
    await attempt(reply(interaction, str(message), ephemeral=True), "send an ephemeral reply")


async def report(interaction: discord.Interaction, error: BaseException) -> None:
    """Reply to a failed interaction: the refusal's reason, or an apology (and a log)."""
    if isinstance(error, app_commands.CommandInvokeError):
        error = error.original
    if interaction.client.is_closed():
        # The process is stopping (SIGTERM) and closed its connection to Discord under a
        # handler still at work (a board's edit after its move was saved): nothing can be
        # answered any more, and nothing is lost (the next click redraws a stale board).
        log.info("Stopped handling an interaction at shutdown (custom_id=%s): %s",
                 custom_id_of(interaction), type(error).__name__)
        return
    if isinstance(error, MatchError):
        await tell(interaction, str(error))
    elif isinstance(error, app_commands.NoPrivateMessage):
        await tell(interaction, NOT_IN_DMS)
    elif isinstance(error, app_commands.CheckFailure):
        await tell(interaction, str(error) or CANT_USE_HERE)
    elif isinstance(error, STALE_COMMAND_ERRORS):  # unknown command / options out of date
        log.warning("Refused a malformed command: %s", " ".join(str(error).split())[:200])
        await tell(interaction, STALE_COMMAND)
    elif isinstance(error, DatabaseUnavailable):  # the store's word; nothing was written
        # A file problem was logged once, as an ERROR naming the file (db.engine.FileWatch):
        # each click it refuses is only worth a debug line.
        log.log(logging.DEBUG if logged_already(error) else logging.WARNING,
            "Database unavailable (custom_id=%s, guild=%s): %s: %s",
            custom_id_of(interaction),
            interaction.guild_id,
            type(error).__name__,
            " ".join(str(error).split())[:300],
        )
        await tell(interaction, DATABASE_DOWN, "failed")
    else:
        command = interaction.command.qualified_name if interaction.command else None
        log.error(
            "Unexpected error (command=%s, custom_id=%s, guild=%s)",
            command,
            custom_id_of(interaction),
            interaction.guild_id,
            exc_info=error,
        )
        await tell(interaction, APOLOGY, "failed")


@asynccontextmanager
async def guarded(interaction: discord.Interaction) -> AsyncIterator[None]:
    """`async with guarded(interaction):` around a button's work, said in its member's
    language (and counted once it ends)."""
    seen(interaction)
    speak_to(interaction)
    try:
        yield
    except Exception as error:  # everything must be answered
        await report(interaction, error)
    finally:
        settle(interaction)


def install_tree_error_handler(tree: app_commands.CommandTree) -> None:
    """Make every slash command failure an ephemeral reply."""

    async def on_error(
        interaction: discord.Interaction, error: app_commands.AppCommandError
    ) -> None:
        try:
            await report(interaction, error)
        finally:
            settle(interaction)

    tree.error(on_error)


async def setup(bot: commands.Bot) -> None:
    """The extension: every slash command failure becomes an ephemeral reply."""
    install_tree_error_handler(bot.tree)
