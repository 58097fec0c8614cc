"""Where an interaction comes from: a server the bot is in, or anywhere else.

The app can be installed to a server (the bot joins it) or to a member (a user install), and
then be used where the bot is not: a DM or group DM between users, a server that never added
it, and the DM with the bot (docs/rules.md, decision 25). The matches of a server the bot is
in are stored under its id; every other match under ``OUTSIDE_SERVER``, told apart by its
channel. There the bot's own token reaches nothing (403 50001) but the DM with the bot: a
board is the reply of the interaction that made it, and is changed only through an
interaction (cogs.messages).

- :func:`place_of`: the ``guild_id`` the matches, the coach and the tables use for it.
- :func:`in_bots_server`: a server install in a server (its commands all work).
- :func:`forced_private`: a server without the bot whose channel denies *Use External Apps*:
  Discord makes every reply there private, so nobody but the member would see a board.
- :class:`ServerOnly`: a server's command asked elsewhere, refused with where it works.
"""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands

from bot.core.snapshots import OUTSIDE_SERVER
from i18n import Text


def in_bots_server(interaction: discord.Interaction) -> bool:
    """Whether the interaction comes from a server through the server's own install (the
    bot is a member there: its token posts and edits)."""
    return interaction.guild_id is not None and interaction.is_guild_integration()


def place_of(interaction: discord.Interaction) -> int:
    """The id the interaction's matches are kept under: its server's, or OUTSIDE_SERVER."""
    if in_bots_server(interaction):
        assert interaction.guild_id is not None
        return interaction.guild_id
    return OUTSIDE_SERVER


def forced_private(interaction: discord.Interaction) -> bool:
    """A server without the bot whose channel denies Use External Apps: Discord shows every
    reply of the app there to the member alone."""
    return (interaction.guild_id is not None and not in_bots_server(interaction)
            and not interaction.app_permissions.use_external_apps)


def is_server_only(command: app_commands.Command[Any, ..., Any] | app_commands.Group
                   | app_commands.ContextMenu) -> bool:
    """Whether the command (or its group) is installed to servers only."""
    root = command.root_parent if isinstance(command, app_commands.Command) else None
    installs = (root or command).allowed_installs
    return installs is not None and not installs.user


class ServerOnly(app_commands.CheckFailure):
    """A server's command (installed to servers only) asked outside a server the bot is in."""

    def __init__(self, command: str) -> None:
        super().__init__(str(Text("error-server-only", command=command)))
