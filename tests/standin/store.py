"""In-memory data of the local Discord API stand-in (NOT Discord).

Plain dicts shaped like Discord's JSON payloads, indexed for O(1) lookups so the
stand-in stays cheap under load benchmarks (no scans over all messages).
"""

from __future__ import annotations

import itertools
import time
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .clock import StandInClock
    from .world import World

DISCORD_EPOCH_MS = 1420070400000
# Everything a bot could want; @everyone gets it so permission checks never get in the way.
ALL_PERMISSIONS = str((1 << 50) - 1)
EPHEMERAL = 1 << 6
LOADING = 1 << 7
# Message flags a sender may set (SUPPRESS_EMBEDS, EPHEMERAL, SUPPRESS_NOTIFICATIONS,
# IS_COMPONENTS_V2).
SETTABLE_FLAGS = 4 | EPHEMERAL | 4096 | 32768

CHANNEL_TEXT = 0
CHANNEL_DM = 1
CHANNEL_GROUP_DM = 3


class SnowflakeGenerator:
    """Unique, increasing snowflakes whose timestamp part is the current time (the
    stand-in's movable clock's, when given one)."""

    def __init__(self, clock: StandInClock | None = None) -> None:
        self._last = 0
        self._backdated = 0
        self._time = clock.now if clock is not None else time.time

    def next(self) -> int:
        now = (int(self._time() * 1000) - DISCORD_EPOCH_MS) << 22
        value = now if now > self._last else self._last + 1
        self._last = value
        return value

    def past(self, seconds: float) -> int:
        """A unique snowflake whose timestamp is `seconds` ago (its low bits count up)."""
        self._backdated = (self._backdated + 1) % (1 << 22)
        then = int((self._time() - seconds) * 1000) - DISCORD_EPOCH_MS
        return (then << 22) | self._backdated


def snowflake_time(snowflake: int) -> float:
    """When a snowflake was made, in seconds since the Unix epoch (as Discord reads a
    message's age from its id)."""
    return ((int(snowflake) >> 22) + DISCORD_EPOCH_MS) / 1000


def iso_now() -> str:
    return datetime.now(UTC).isoformat()


def user_payload(user_id: int, name: str, *, bot: bool = False) -> dict[str, Any]:
    return {
        "id": str(user_id),
        "username": name,
        "global_name": None if bot else name,
        "discriminator": "0",
        "avatar": None,
        "bot": bot,
        "system": False,
        "public_flags": 0,
        "flags": 0,
    }


@dataclass
class Guild:
    """A guild in the stand-in. `text_channel(name)` returns (and creates) a channel id."""

    id: int
    name: str
    owner_id: int
    _api: World = field(repr=False)
    channels: dict[int, dict[str, Any]] = field(default_factory=dict)
    channel_by_name: dict[str, int] = field(default_factory=dict)
    members: dict[int, dict[str, Any]] = field(default_factory=dict)  # user id -> member payload
    #: user id -> the member's permissions in the guild (absent: all of them)
    member_permissions: dict[int, int] = field(default_factory=dict)
    roles: list[dict[str, Any]] = field(default_factory=list)
    #: The server's community language (its ``preferred_locale``): what interactions carry as
    #: ``guild_locale``, and GUILD_CREATE as ``preferred_locale``.
    locale: str = "en-US"

    @property
    def has_bot(self) -> bool:
        """Whether the bot is a member (False: a guild a user install reaches)."""
        return self._api.bot_user_id in self.members

    def text_channel(self, name: str = "general") -> int:
        """The id of the text channel called `name`, created on first use."""
        try:
            return self.channel_by_name[name]
        except KeyError:
            return self._api.add_channel(self.id, name)

    @property
    def default_channel(self) -> int:
        return self.text_channel("general")

    def permissions_of(self, user_id: int) -> str:
        """The member's permissions as an interaction payload carries them (a string)."""
        given = self.member_permissions.get(user_id)
        return ALL_PERMISSIONS if given is None else str(given)

    def payload(self) -> dict[str, Any]:
        """The partial guild object (REST GET /guilds/{id})."""
        return {
            "id": str(self.id),
            "name": self.name,
            "icon": None,
            "splash": None,
            "discovery_splash": None,
            "owner_id": str(self.owner_id),
            "afk_channel_id": None,
            "afk_timeout": 300,
            "verification_level": 0,
            "default_message_notifications": 0,
            "explicit_content_filter": 0,
            "roles": self.roles,
            "emojis": [],
            "stickers": [],
            "features": [],
            "mfa_level": 0,
            "application_id": None,
            "system_channel_id": None,
            "system_channel_flags": 0,
            "rules_channel_id": None,
            "vanity_url_code": None,
            "description": None,
            "banner": None,
            "premium_tier": 0,
            "premium_subscription_count": 0,
            "preferred_locale": self.locale,
            "public_updates_channel_id": None,
            "nsfw_level": 0,
            "premium_progress_bar_enabled": False,
        }

    def create_payload(self) -> dict[str, Any]:
        """The full GUILD_CREATE payload."""
        data = self.payload()
        data.update(
            {
                "unavailable": False,
                "joined_at": iso_now(),
                "large": False,
                "member_count": len(self.members),
                "members": list(self.members.values()),
                "channels": list(self.channels.values()),
                "threads": [],
                "presences": [],
                "voice_states": [],
                "stage_instances": [],
                "guild_scheduled_events": [],
                "soundboard_sounds": [],
            }
        )
        return data


@dataclass
class Interaction:
    """Server-side record of one dispatched interaction."""

    id: int
    token: str
    type: int
    guild_id: int | None
    channel_id: int
    user_id: int
    created: float
    payload: dict[str, Any]
    component_message_id: int | None = None
    original_message_id: int | None = None  # message created/edited by the callback
    callback_type: int | None = None
    result: Any = None  # InteractionResult
    #: Where it came from: context, installs, app permissions (an installs.Origin).
    origin: Any = None

    @property
    def force_ephemeral(self) -> bool:
        """Discord makes every reply ephemeral (a user install where the channel denies
        Use External Apps: installs.py)."""
        return bool(self.origin is not None and self.origin.force_ephemeral)


_token_counter = itertools.count(1)


def new_token(interaction_id: int) -> str:
    return f"standin-itoken-{interaction_id}-{next(_token_counter)}"
