"""Who may change this server's settings and moderate its matches: members with Manage Server.

The moderators' commands are registered with ``default_member_permissions`` = Manage Server,
so Discord shows them only to those members; a server owner can change that in the
server's integration settings. The bot checks the permission itself too, on every use: a
member someone let see the command, or an old client, is refused with the reason.
"""

from __future__ import annotations

import discord
from discord import app_commands

from i18n import Text

#: What the moderators' commands ask Discord to require by default.
MANAGE_SERVER = discord.Permissions(manage_guild=True)

NEEDS_MANAGE_SERVER = Text("error-needs-manage-server")
ONLY_IN_SERVERS = Text("error-only-in-servers")


class NeedsManageServer(app_commands.CheckFailure):
    """The member lacks Manage Server (the reply says so)."""

    def __init__(self, message: Text | str = NEEDS_MANAGE_SERVER) -> None:
        super().__init__(message)  # a Text: str(error) says it in the member's language


def can_manage_server(interaction: discord.Interaction) -> bool:
    """The member's permissions in this server, as Discord sent them with the interaction."""
    permissions = interaction.permissions
    return permissions.manage_guild or permissions.administrator


def require_manage_server(interaction: discord.Interaction) -> bool:
    """A cog's ``interaction_check``: True, or NeedsManageServer with the reason."""
    if interaction.guild_id is None:
        raise NeedsManageServer(ONLY_IN_SERVERS)
    if not can_manage_server(interaction):
        raise NeedsManageServer()
    return True
