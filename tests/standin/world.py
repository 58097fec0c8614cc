"""The world of the local Discord API stand-in (NOT Discord): users, guilds, channels,
members and DM channels, and the gateway events their creation sends; also the places
only a user install reaches (guilds without the bot, DMs and group DMs between users)
and who can be written to there.

The records themselves are plain Discord-shaped dicts and the `Guild` dataclass
(store.py); messages are in messages.py, synced commands in command_store.py.
"""

from __future__ import annotations

from typing import Any

from . import gateway as gw
from .gateway_control import GatewayControl
from .store import (
    ALL_PERMISSIONS,
    CHANNEL_DM,
    CHANNEL_GROUP_DM,
    CHANNEL_TEXT,
    Guild,
    iso_now,
    user_payload,
)


class World(GatewayControl):
    """Tests build the world with `add_guild`, `add_member`, `add_channel`, `add_user`."""

    def add_user(self, name: str, *, bot: bool = False, user_id: int | None = None) -> int:
        uid = user_id or self._ids.next()
        self.users[uid] = user_payload(uid, name, bot=bot)
        return uid

    def _member_payload(self, user_id: int, roles: list[int] | None = None) -> dict[str, Any]:
        return {
            "user": self.users[user_id],
            "nick": None,
            "avatar": None,
            "banner": None,
            "roles": [str(r) for r in roles or ()],
            "joined_at": iso_now(),
            "premium_since": None,
            "deaf": False,
            "mute": False,
            "flags": 0,
            "pending": False,
            "communication_disabled_until": None,
        }

    def add_guild(self, guild_id: int | None = None, name: str = "Test Server", *,
                  shard: tuple[int, int] | None = None, locale: str = "en-US",
                  bot_member: bool = True) -> Guild:
        """A guild; ``shard=(id, count)`` picks an id that Discord's formula
        ``(guild_id >> 22) % count`` puts on shard ``id``; ``locale``: the server's community
        language (a Discord locale code). ``bot_member=False``: a guild the bot is NOT in
        (no READY entry, no GUILD_CREATE, no events; the bot token may not touch its
        channels: 403 50001), which members reach the app in through a user install
        (``slash(..., install="user")``)."""
        gid = guild_id or self._ids.next()
        if guild_id is None and shard is not None:
            wanted, count = shard
            gid += ((wanted - (gid >> 22)) % count) << 22
            self._ids._last = max(self._ids._last, gid)  # later ids stay unique
        guild = Guild(id=gid, name=name, owner_id=self.bot_user_id, _api=self, locale=locale)
        guild.roles.append(
            {
                "id": str(gid),
                "name": "@everyone",
                "color": 0,
                "colors": {"primary_color": 0, "secondary_color": None, "tertiary_color": None},
                "hoist": False,
                "icon": None,
                "unicode_emoji": None,
                "position": 0,
                "permissions": ALL_PERMISSIONS,
                "managed": False,
                "mentionable": False,
                "flags": 0,
            }
        )
        if bot_member:
            guild.members[self.bot_user_id] = self._member_payload(self.bot_user_id)
        else:
            guild.owner_id = self.add_user(f"{name} owner")
        self.guilds[gid] = guild
        self.add_channel(gid, "general", dispatch=False)
        session = self._session_for_guild(gid)
        if session is not None and bot_member and session.wants(gw.INTENT_GUILDS):
            session.dispatch("GUILD_CREATE", guild.create_payload())
        return guild

    def add_channel(self, guild_id: int, name: str, *, dispatch: bool = True) -> int:
        guild = self.guilds[guild_id]
        cid = self._ids.next()
        channel = {
            "id": str(cid),
            "type": CHANNEL_TEXT,
            "guild_id": str(guild_id),
            "name": name,
            "position": len(guild.channels),
            "permission_overwrites": [],
            "nsfw": False,
            "parent_id": None,
            "topic": None,
            "rate_limit_per_user": 0,
            "last_message_id": None,
            "flags": 0,
        }
        guild.channels[cid] = channel
        guild.channel_by_name[name] = cid
        self.channels[cid] = channel
        self._messages[cid] = {}
        if dispatch and guild.has_bot:
            session = self._session_for_guild(guild_id)
            if session is not None and session.wants(gw.INTENT_GUILDS):
                session.dispatch("CHANNEL_CREATE", channel)
        return cid

    def add_member(
        self,
        guild_id: int,
        name: str,
        *,
        bot: bool = False,
        user_id: int | None = None,
        roles: list[int] | None = None,
        permissions: int | None = None,
    ) -> int:
        """Add a user to a guild; returns the user id. Sends GUILD_MEMBER_ADD to a
        connected bot that asked for the GUILD_MEMBERS intent. ``permissions``: the
        member's permission bits in the guild, as Discord computes them for interactions
        (``member.permissions``); None gives every permission."""
        guild = self.guilds[guild_id]
        uid = user_id if user_id is not None and user_id in self.users else None
        if uid is None:
            uid = self.add_user(name, bot=bot, user_id=user_id)
        member = self._member_payload(uid, roles)
        guild.members[uid] = member
        if permissions is not None:
            guild.member_permissions[uid] = permissions
        session = self._session_for_guild(guild_id) if guild.has_bot else None
        if session is not None and session.wants(gw.INTENT_GUILD_MEMBERS):
            session.dispatch("GUILD_MEMBER_ADD", {**member, "guild_id": str(guild_id)})
        return uid

    def permit_command(self, guild_id: int, name: str, user_id: int) -> None:
        """As a server's integration settings can: let `user_id` see and use /name even
        though they lack its default_member_permissions."""
        self.command_overrides.add((guild_id, name, user_id))

    def dm_channel(self, user_id: int) -> int | None:
        """The id of the DM channel the bot opened with `user_id`, if any."""
        return self._dm_channels.get(user_id)

    def open_dm(self, user_id: int) -> int:
        """The DM channel between the bot and `user_id`, made if there is none yet (as
        Discord has one once either side opened it)."""
        cid = self._dm_channels.get(user_id)
        if cid is None:
            cid = self._ids.next()
            self._dm_channels[user_id] = cid
            self.channels[cid] = {
                "id": str(cid),
                "type": CHANNEL_DM,
                "last_message_id": None,
                "recipients": [self.users[user_id]],
                "flags": 0,
            }
            self._messages[cid] = {}
        return cid

    # ------------------------------------------------------------------ beyond the bot's reach
    def add_private_channel(self, user_ids: list[int], *, name: str | None = None) -> int:
        """A DM (two users: channel type 1) or group DM (more: type 3) between users, which
        the bot is not in: only a user install reaches it (``slash(None, channel, user,
        ...)`` sends context 2 there), and bot-token requests to it get 403 50001."""
        if len(user_ids) < 2:
            raise ValueError("a DM between users has at least two of them")
        cid = self._ids.next()
        channel: dict[str, Any] = {
            "id": str(cid),
            "type": CHANNEL_DM if len(user_ids) == 2 else CHANNEL_GROUP_DM,
            "last_message_id": None,
            "recipients": [self.users[u] for u in user_ids],
            "flags": 0,
        }
        if len(user_ids) > 2:
            channel.update({"name": name, "icon": None, "owner_id": str(user_ids[0])})
        self.channels[cid] = channel
        self.private_channels[cid] = list(user_ids)
        self._messages[cid] = {}
        return cid

    def bot_can_see(self, channel_id: int) -> bool:
        """Whether the bot (its token, its gateway) has access to the channel: not a DM
        between users, not a channel of a guild the bot is not in."""
        if channel_id in self.private_channels:
            return False
        channel = self.channels.get(channel_id)
        gid = channel.get("guild_id") if channel else None
        return gid is None or self.guilds[int(gid)].has_bot

    def close_dms(self, user_id: int) -> None:
        """The user does not accept DMs from the bot: opening the DM channel works, posting
        in it answers 403 50007 "Cannot send messages to this user" (`dm_refusals`)."""
        self.closed_dms.add(user_id)

    def deny_external_apps(self, channel_id: int) -> None:
        """The channel denies its members Use External Apps (1 << 50): an app the guild has
        not installed answers there only ephemerally (Discord forces flag 64 on its
        interaction replies), and its interactions' ``app_permissions`` lack that bit."""
        self.external_apps_denied.add(channel_id)
