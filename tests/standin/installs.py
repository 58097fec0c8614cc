"""Where an interaction comes from, in the local Discord API stand-in (NOT Discord): its
interaction context, the installs that authorised it, and the app's permissions there,
as Discord's "Receiving and Responding" and "Application Commands" pages describe them.

- ``context``: 0 GUILD (a server), 1 BOT_DM (the DM with the app's bot), 2
  PRIVATE_CHANNEL (DMs and group DMs between users, channel type 1 or 3).
- ``authorizing_integration_owners``: key "0" (GUILD_INSTALL) maps to the guild id, or to
  "0" in the bot's DM; key "1" (USER_INSTALL) maps to the user who installed the app (the
  stand-in: the user who acts). A guild the bot is not in, and a private channel, are
  reached only through a user install.
- ``app_permissions``: in a guild with the bot, every permission (the stand-in has no
  channel overwrites); through a user install in a guild without the bot, the acting
  member's permissions, with USE_EXTERNAL_APPS (1 << 50) as the channel grants it (a
  channel that denies it makes Discord force every reply ephemeral: `force_ephemeral`);
  in the bot's DM ``ATTACH_FILES | EMBED_LINKS | MENTION_EVERYONE | USE_EXTERNAL_EMOJIS``,
  in DMs between users the same without USE_EXTERNAL_EMOJIS.
- A command is offered where its ``integration_types`` (default ``[0]``) holds the install
  and its ``contexts`` (default all three) the context; `command_refusal` says why not.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .store import ALL_PERMISSIONS

if TYPE_CHECKING:
    from .world import World

GUILD, BOT_DM, PRIVATE_CHANNEL = 0, 1, 2
GUILD_INSTALL, USER_INSTALL = "0", "1"
INSTALLS = ("guild", "user", "both")

USE_EXTERNAL_APPS = 1 << 50
ATTACH_FILES, EMBED_LINKS = 1 << 15, 1 << 14
MENTION_EVERYONE, USE_EXTERNAL_EMOJIS = 1 << 17, 1 << 18
PRIVATE_PERMISSIONS = ATTACH_FILES | EMBED_LINKS | MENTION_EVERYONE
BOT_DM_PERMISSIONS = PRIVATE_PERMISSIONS | USE_EXTERNAL_EMOJIS


@dataclass(frozen=True)
class Origin:
    """An interaction's context, authorising installs and app permissions."""

    context: int
    install: str  # "guild", "user" or "both"
    owners: dict[str, str]
    app_permissions: str
    force_ephemeral: bool  # a user install where the channel denies Use External Apps


def origin(api: World, guild_id: int | None, channel_id: int, user_id: int,
           install: str | None) -> Origin:
    """Where an interaction by `user_id` in `channel_id` comes from; ``install=None``
    picks the one Discord would use (the guild install where the bot is, else the user's)."""
    if install is not None and install not in INSTALLS:
        raise ValueError(f"install must be one of {INSTALLS}, not {install!r}")
    guild = api.guilds.get(guild_id) if guild_id is not None else None
    if channel_id in api.private_channels:
        if install not in (None, "user"):
            raise ValueError("only a user install reaches a DM between users")
        if user_id not in api.private_channels[channel_id]:
            raise ValueError(f"user {user_id} is not in private channel {channel_id}")
        return Origin(PRIVATE_CHANNEL, "user", {USER_INSTALL: str(user_id)},
                      str(PRIVATE_PERMISSIONS), False)
    if guild is None:  # the DM with the bot
        install = install or "guild"
        owners = {GUILD_INSTALL: "0"} if install != "user" else {}
        if install != "guild":
            owners[USER_INSTALL] = str(user_id)
        return Origin(BOT_DM, install, owners, str(BOT_DM_PERMISSIONS), False)
    install = install or ("guild" if guild.has_bot else "user")
    if install != "user" and not guild.has_bot:
        raise ValueError(f"the bot is not in guild {guild.id}: only a user install reaches it")
    owners = {GUILD_INSTALL: str(guild.id)} if install != "user" else {}
    if install != "guild":
        owners[USER_INSTALL] = str(user_id)
    if guild.has_bot:
        return Origin(GUILD, install, owners, ALL_PERMISSIONS, False)
    denied = channel_id in api.external_apps_denied
    perms = int(guild.permissions_of(user_id)) & ~USE_EXTERNAL_APPS
    if not denied:
        perms |= USE_EXTERNAL_APPS
    return Origin(GUILD, install, owners, str(perms), denied)


def command_refusal(command: dict[str, Any], where: Origin) -> str | None:
    """Why Discord's client would not offer this (global) command here, or None."""
    types = command.get("integration_types") or [0]
    contexts = command.get("contexts")
    if contexts is None:
        contexts = [GUILD, BOT_DM, PRIVATE_CHANNEL]
    name = command.get("name")
    if where.install == "user" and 1 not in types:
        return f"/{name} is not installable to a user (integration_types {types})"
    if where.install == "guild" and 0 not in types:
        return f"/{name} is not installable to a guild (integration_types {types})"
    if where.context not in contexts:
        return f"/{name} is not offered in context {where.context} (contexts {contexts})"
    return None
