"""What every interaction tells the bot about its server and member, noted as it arrives.

- The server's Discord language (``guild_locale``): cogs.voice speaks it in posts that no
  interaction brings. The `on_interaction` listener runs for every command and click, so it
  only compares and queues (bot.servers.locales).
- The member's name there and their own Discord language (bot.members.seen): the export and
  the public pages name players by it; DMs are said in their language.
- The member's role ids, for the one check that needs them (/tournament create by the
  organiser role). The bot asks Discord for no intent, so discord.py keeps no guild and no
  roles, and ``Member.roles`` maps the ids Discord sent through that empty cache. The ids
  are in the interaction's gateway payload, which discord.py hands out unparsed through its
  documented ``on_socket_raw_receive`` event (``enable_debug_events``): only the payloads of
  /tournament commands are parsed, and their role ids kept by interaction id for a moment.
"""

from __future__ import annotations

import json
from collections import OrderedDict

import discord
from discord.ext import commands

from cogs.host import host
from cogs.voice import note_server_locale

#: Interactions whose member's role ids are kept until their command reads them.
KEPT = 256


class RecentRoles:
    """Interaction id -> the role ids of its member, for the latest /tournament commands."""

    def __init__(self, capacity: int = KEPT) -> None:
        self._capacity = capacity
        self._roles: OrderedDict[int, frozenset[int]] = OrderedDict()

    def note_raw(self, message: str | bytes) -> None:
        """A gateway message as received: kept if it is a /tournament command's interaction."""
        text = message.decode() if isinstance(message, bytes) else message
        if '"INTERACTION_CREATE"' not in text or '"tournament"' not in text:
            return
        payload = json.loads(text)
        data = payload.get("d") or {}
        if (data.get("data") or {}).get("name") != "tournament":
            return
        roles = (data.get("member") or {}).get("roles")
        if roles is None:
            return
        self._roles[int(data["id"])] = frozenset(int(role) for role in roles)
        while len(self._roles) > self._capacity:
            self._roles.popitem(last=False)

    async def note_raw_event(self, message: str | bytes) -> None:
        """The ``on_socket_raw_receive`` listener."""
        self.note_raw(message)

    def of(self, interaction: discord.Interaction) -> frozenset[int]:
        """The role ids Discord sent with ``interaction``'s member."""
        kept = self._roles.get(interaction.id)
        if kept is not None:
            return kept
        # Not seen raw (a test's in-process bot): the roles discord.py could map.
        return frozenset(role.id for role in getattr(interaction.user, "roles", ()))


ROLES = RecentRoles()


async def setup(bot: commands.Bot) -> None:
    """The extension: every interaction's server language is noted, and the role ids of a
    /tournament command's member."""
    duels = host(bot)

    async def on_interaction(interaction: discord.Interaction) -> None:
        note_server_locale(duels, interaction)
        user = interaction.user
        duels.members_seen.seen(interaction.guild_id, user.id,
                                None if user.bot else user.display_name,
                                interaction.locale.value)

    bot.add_listener(on_interaction, "on_interaction")
    bot.add_listener(ROLES.note_raw_event, "on_socket_raw_receive")
