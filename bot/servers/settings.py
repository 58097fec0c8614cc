"""Per-server settings (/config), resolved over the environment's defaults.

A server that set nothing gets the environment's values (bot.process.settings, through
``ServiceSettings``); each setting a server changes is stored in its ``guild_settings`` row
(bot.servers.settings_store) and wins over the default from then on.

The match service reads a server's settings whenever it sets a deadline or starts a
challenge, so they are cached per server (:class:`ServerConfig`). The cache is short-lived
(:data:`CACHE_SECONDS`) because several bot processes may serve one database: a change made
here drops this process's copy at once, a change made by another process is seen here at most
that long after. Changing a timeout never touches running matches: their current deadline
stays, the next turn gets the new timeout.
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable
from dataclasses import dataclass, replace
from datetime import datetime, timedelta
from typing import Any, Protocol

from sqlalchemy.ext.asyncio import AsyncConnection

import rules
from bot.core.errors import SettingRefused, unknown_game
from bot.notices.turns import DEFAULT_CHOICE, choose, parse_choice
from bot.servers import settings_store as store
from bot.servers.cache import PerServerCache
from bot.servers.settings_store import SettingsChanged, StoredSettings
from i18n import LANGUAGES, NATIVE_NAMES, Text, and_list, or_list
from rules.players import LEVELS

#: How long a server's settings are used before they are read again.
CACHE_SECONDS = 30.0
#: Servers whose settings are kept (least recently used leave first).
CACHE_CAPACITY = 4096
ATTEMPTS = 5

TURN_TIMEOUT_HOURS = (1, 720)
CHALLENGE_TIMEOUT_MINUTES = (1, 1440)
DAILY_RATED_LIMIT = (0, 50)
#: New challenges one member may make in a minute / an hour on a server (0: no limit).
CHALLENGE_LIMIT = (0, 1000)
MAX_ALLOWED_CHANNELS = 25


class Defaults(Protocol):
    """The environment's values (bot.matches.service.ServiceSettings)."""

    @property
    def turn_timeout(self) -> timedelta: ...

    @property
    def challenge_timeout(self) -> timedelta: ...

    @property
    def default_bot_level(self) -> str: ...

    @property
    def daily_rated_limit(self) -> int: ...

    @property
    def challenge_limit_per_minute(self) -> int: ...

    @property
    def challenge_limit_per_hour(self) -> int: ...


@dataclass(frozen=True, slots=True)
class ServerSettings:
    """One server's settings in force. ``from_server``: the names of the settings this server
    set itself (every other one is the environment's default)."""

    guild_id: int
    turn_timeout: timedelta
    challenge_timeout: timedelta
    bot_level: str
    daily_rated_limit: int  # 0: no limit
    allowed_channels: tuple[int, ...]  # where challenges may be made; () = everywhere
    disabled_games: frozenset[str]
    from_server: frozenset[str]
    # New challenges (and rematches) per member in a minute / an hour; 0: no limit.
    challenge_limit_per_minute: int = 0
    challenge_limit_per_hour: int = 0
    # The role whose members may create tournaments (besides Manage Server); None: none.
    organiser_role_id: int | None = None
    # The language of the server's public messages (a code of i18n.LANGUAGES); None: the
    # server's own Discord language.
    language: str | None = None
    # Whether the public web pages show this server (/config public-pages); off by default.
    public_pages: bool = False
    # Where its members' turn notices go unless they chose (/config notify-turns): a value of
    # bot.notices.turns.NoticeChoice.
    notify_turns: str = DEFAULT_CHOICE.value
    # Where the day's puzzle is posted on its own (/config puzzle-channel); None: nowhere.
    puzzle_channel_id: int | None = None

    def allows_channel(self, channel_id: int) -> bool:
        return not self.allowed_channels or channel_id in self.allowed_channels

    def game_enabled(self, game: str) -> bool:
        return game not in self.disabled_games


#: The names in ServerSettings.from_server, in the order /config show lists them.
SETTING_NAMES = ("allowed_channels", "turn_timeout", "challenge_timeout", "bot_level",
                 "disabled_games", "daily_rated_limit", "challenge_limit", "organiser_role",
                 "language", "public_pages", "notify_turns", "puzzle_channel")


#: How each setting goes back to the default (its stored value cleared).
_CLEAR: dict[str, Callable[[StoredSettings], StoredSettings]] = {
    "turn_timeout": lambda row: replace(row, turn_timeout_hours=None),
    "challenge_timeout": lambda row: replace(row, challenge_timeout_minutes=None),
    "bot_level": lambda row: replace(row, bot_level=None),
    "daily_rated_limit": lambda row: replace(row, daily_rated_limit=None),
    "allowed_channels": lambda row: replace(row, allowed_channels=()),
    "disabled_games": lambda row: replace(row, disabled_games=()),
    "challenge_limit": lambda row: replace(row, challenge_limit_per_minute=None,
                                           challenge_limit_per_hour=None),
    "organiser_role": lambda row: replace(row, organiser_role_id=None),
    "language": lambda row: replace(row, language=None),
    "public_pages": lambda row: replace(row, public_pages=None),
    "notify_turns": lambda row: replace(row, notify_turns=None),
    "puzzle_channel": lambda row: replace(row, puzzle_channel_id=None),
}


def resolve(stored: StoredSettings, defaults: Defaults) -> ServerSettings:
    """The settings in force: the server's own where it set one, else the default."""
    own = {
        "turn_timeout": stored.turn_timeout_hours is not None,
        "challenge_timeout": stored.challenge_timeout_minutes is not None,
        "bot_level": stored.bot_level is not None,
        "daily_rated_limit": stored.daily_rated_limit is not None,
        "allowed_channels": bool(stored.allowed_channels),
        "disabled_games": bool(stored.disabled_games),
        # One setting of two numbers: /config challenge-limit stores both.
        "challenge_limit": (stored.challenge_limit_per_minute is not None
                            or stored.challenge_limit_per_hour is not None),
        "organiser_role": stored.organiser_role_id is not None,
        "language": stored.language is not None,
        "public_pages": stored.public_pages is not None,
        "notify_turns": parse_choice(stored.notify_turns) is not None,
        "puzzle_channel": stored.puzzle_channel_id is not None,
    }
    return ServerSettings(
        guild_id=stored.guild_id,
        turn_timeout=(defaults.turn_timeout if stored.turn_timeout_hours is None
                      else timedelta(hours=stored.turn_timeout_hours)),
        challenge_timeout=(defaults.challenge_timeout if stored.challenge_timeout_minutes is None
                           else timedelta(minutes=stored.challenge_timeout_minutes)),
        bot_level=stored.bot_level or defaults.default_bot_level,
        daily_rated_limit=(defaults.daily_rated_limit if stored.daily_rated_limit is None
                           else stored.daily_rated_limit),
        allowed_channels=stored.allowed_channels,
        disabled_games=frozenset(stored.disabled_games),
        from_server=frozenset(name for name, mine in own.items() if mine),
        challenge_limit_per_minute=(
            defaults.challenge_limit_per_minute if stored.challenge_limit_per_minute is None
            else stored.challenge_limit_per_minute),
        challenge_limit_per_hour=(
            defaults.challenge_limit_per_hour if stored.challenge_limit_per_hour is None
            else stored.challenge_limit_per_hour),
        organiser_role_id=stored.organiser_role_id,
        language=stored.language if stored.language in LANGUAGES else None,
        public_pages=bool(stored.public_pages),
        notify_turns=choose(None, stored.notify_turns).value,
        puzzle_channel_id=stored.puzzle_channel_id,
    )


def _in_range(value: int, bounds: tuple[int, int], refusal: Text) -> int:
    """``value`` if it is a whole number within ``bounds``, else SettingRefused saying
    ``refusal``."""
    low, high = bounds
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise SettingRefused(refusal)
    return value


Reader = Callable[[], contextlib.AbstractAsyncContextManager[AsyncConnection]]
Change = Callable[[StoredSettings], StoredSettings]


class ServerConfig:
    """Reads (cached) and changes the servers' settings.

    ``read()`` / ``write()`` open the match service's connections (bot.matches.store.reading
    and the service's serialized writer), so settings writes queue with the other writers.
    """

    def __init__(self, read: Reader, write: Reader, defaults: Defaults, *,
                 clock: Callable[[], datetime], ttl: float = CACHE_SECONDS,
                 capacity: int = CACHE_CAPACITY,
                 monotonic: Callable[[], float] = time.monotonic) -> None:
        self._read = read
        self._write = write
        self.defaults = defaults
        self._clock = clock
        self._cache = PerServerCache[ServerSettings](ttl, capacity, monotonic)

    # ------------------------------------------------------------------ reading
    async def get(self, guild_id: int) -> ServerSettings:
        """The server's settings in force (cached for up to ``ttl`` seconds)."""
        cached = self._cache.get(guild_id)
        if cached is not None:
            return cached
        read_at = self._cache.now()
        async with self._read() as conn:
            stored = await store.load(conn, guild_id)
        settings = resolve(stored, self.defaults)
        self._cache.put(guild_id, settings, read_at)
        return settings

    def forget(self, guild_id: int) -> None:
        """Drop this process's copy (the next read goes to the database)."""
        self._cache.forget(guild_id)

    # ------------------------------------------------------------------ changing
    async def _change(self, guild_id: int, user_id: int, change: Change) -> ServerSettings:
        """Read the row, apply ``change`` (which raises SettingRefused to refuse), write it
        with the version check; on a lost race read again."""
        for attempt in range(ATTEMPTS):
            try:
                async with self._write() as conn:
                    before = await store.load(conn, guild_id, for_update=True)
                    after = replace(change(before), updated_at=self._clock(),
                                    updated_by=user_id)
                    await store.save(conn, before, after)
            except SettingsChanged:
                if attempt == ATTEMPTS - 1:
                    raise
                continue
            finally:
                self.forget(guild_id)
            settings = resolve(after, self.defaults)
            self._cache.put(guild_id, settings, self._cache.now())
            return settings
        raise AssertionError("unreachable")

    async def set_organiser_role(self, guild_id: int, user_id: int, role_id: int | None
                                 ) -> ServerSettings:
        """The role whose members may create tournaments (/config organiser-role); None:
        only members with Manage Server."""
        if role_id is not None and not 0 < role_id < 2**63:
            raise SettingRefused(Text("config-role-unknown"))
        if role_id == guild_id:  # @everyone's id is the server's
            raise SettingRefused(Text("config-role-everyone"))
        return await self._change(guild_id, user_id,
                                  lambda row: replace(row, organiser_role_id=role_id))

    async def set_language(self, guild_id: int, user_id: int, language: str | None
                           ) -> ServerSettings:
        """The language of the server's public messages (/config language); None: the
        server's own Discord language."""
        if language is not None and language not in LANGUAGES:
            raise SettingRefused(Text("config-language-unknown",
                                      languages=and_list(NATIVE_NAMES.values())))
        return await self._change(guild_id, user_id,
                                  lambda row: replace(row, language=language))

    async def set_public_pages(self, guild_id: int, user_id: int, on: bool) -> ServerSettings:
        """Whether the public web pages show this server (/config public-pages): off, every
        page of the server answers 404."""
        return await self._change(guild_id, user_id,
                                  lambda row: replace(row, public_pages=bool(on)))

    async def set_notify_turns(self, guild_id: int, user_id: int, choice: str
                               ) -> ServerSettings:
        """Where members' turn notices go unless they chose (/config notify-turns)."""
        chosen = parse_choice(choice)
        if chosen is None:
            raise SettingRefused(Text("notify-turns-unknown"))
        return await self._change(guild_id, user_id,
                                  lambda row: replace(row, notify_turns=chosen.value))

    async def set_puzzle_channel(self, guild_id: int, user_id: int, channel_id: int | None
                                 ) -> ServerSettings:
        """Where the day's puzzle is posted on its own (/config puzzle-channel); None: not
        posted (members still ask /puzzle)."""
        if channel_id is not None and not 0 < channel_id < 2**63:
            raise SettingRefused(Text("config-puzzle-channel-unknown"))
        return await self._change(guild_id, user_id,
                                  lambda row: replace(row, puzzle_channel_id=channel_id))

    async def puzzle_channels(self, where: Any = None) -> list[tuple[int, int]]:
        """(server, channel) of the servers that chose a puzzle channel (``where``: of a
        process's shards, as bot.process.shards.ShardSlice.condition)."""
        async with self._read() as conn:
            return await store.puzzle_channels(conn, where)

    async def set_turn_timeout(self, guild_id: int, user_id: int, hours: int) -> ServerSettings:
        hours = _in_range(hours, TURN_TIMEOUT_HOURS, Text(
            "config-turn-timeout-range", low=TURN_TIMEOUT_HOURS[0], high=TURN_TIMEOUT_HOURS[1]))
        return await self._change(guild_id, user_id,
                                  lambda row: replace(row, turn_timeout_hours=hours))

    async def set_challenge_timeout(self, guild_id: int, user_id: int, minutes: int
                                    ) -> ServerSettings:
        minutes = _in_range(minutes, CHALLENGE_TIMEOUT_MINUTES, Text(
            "config-challenge-timeout-range", low=CHALLENGE_TIMEOUT_MINUTES[0],
            high=CHALLENGE_TIMEOUT_MINUTES[1]))
        return await self._change(guild_id, user_id,
                                  lambda row: replace(row, challenge_timeout_minutes=minutes))

    async def set_bot_level(self, guild_id: int, user_id: int, level: str) -> ServerSettings:
        if level not in LEVELS:
            raise SettingRefused(Text("config-level-refused", levels=or_list(
                Text("config-level-name", level=name) for name in LEVELS)))
        return await self._change(guild_id, user_id, lambda row: replace(row, bot_level=level))

    async def set_daily_rated_limit(self, guild_id: int, user_id: int, games: int
                                    ) -> ServerSettings:
        games = _in_range(games, DAILY_RATED_LIMIT, Text(
            "config-rated-limit-range", low=DAILY_RATED_LIMIT[0], high=DAILY_RATED_LIMIT[1]))
        return await self._change(guild_id, user_id,
                                  lambda row: replace(row, daily_rated_limit=games))

    async def set_challenge_limit(self, guild_id: int, user_id: int, *,
                                  per_minute: int | None = None, per_hour: int | None = None
                                  ) -> ServerSettings:
        """New challenges one member may make in a minute and in an hour (0: no limit). The
        one left out keeps its value in force, so the server then sets both."""
        if per_minute is None and per_hour is None:
            raise SettingRefused(Text("config-challenge-limit-missing"))
        if per_minute is not None:
            per_minute = _in_range(per_minute, CHALLENGE_LIMIT, Text(
                "config-challenge-limit-minute-range", low=CHALLENGE_LIMIT[0],
                high=CHALLENGE_LIMIT[1]))
        if per_hour is not None:
            per_hour = _in_range(per_hour, CHALLENGE_LIMIT, Text(
                "config-challenge-limit-hour-range", low=CHALLENGE_LIMIT[0],
                high=CHALLENGE_LIMIT[1]))

        def change(row: StoredSettings) -> StoredSettings:
            now = resolve(row, self.defaults)
            return replace(
                row,
                challenge_limit_per_minute=(now.challenge_limit_per_minute if per_minute is None
                                            else per_minute),
                challenge_limit_per_hour=(now.challenge_limit_per_hour if per_hour is None
                                          else per_hour),
            )

        return await self._change(guild_id, user_id, change)

    async def allow_channel(self, guild_id: int, user_id: int, channel_id: int
                            ) -> ServerSettings:
        def change(row: StoredSettings) -> StoredSettings:
            if channel_id in row.allowed_channels:
                raise SettingRefused(Text("config-channel-already-listed",
                                          channel=f"<#{channel_id}>"))
            if len(row.allowed_channels) >= MAX_ALLOWED_CHANNELS:
                raise SettingRefused(Text("config-channel-list-full",
                                          limit=MAX_ALLOWED_CHANNELS))
            return replace(row, allowed_channels=(*row.allowed_channels, channel_id))

        return await self._change(guild_id, user_id, change)

    async def disallow_channel(self, guild_id: int, user_id: int, channel_id: int
                               ) -> ServerSettings:
        def change(row: StoredSettings) -> StoredSettings:
            if channel_id not in row.allowed_channels:
                if not row.allowed_channels:
                    raise SettingRefused(Text("config-channel-not-listed-none",
                                              channel=f"<#{channel_id}>"))
                raise SettingRefused(Text(
                    "config-channel-not-listed", channel=f"<#{channel_id}>",
                    channels=and_list(f"<#{c}>" for c in row.allowed_channels)))
            return replace(row, allowed_channels=tuple(
                c for c in row.allowed_channels if c != channel_id))

        return await self._change(guild_id, user_id, change)

    async def reset(self, guild_id: int, user_id: int, name: str | None = None
                    ) -> ServerSettings:
        """Back to the environment's default: one setting (a name of SETTING_NAMES), or
        every one when ``name`` is None."""
        if name is not None and name not in SETTING_NAMES:
            raise SettingRefused(Text("config-setting-unknown", setting=str(name)[:40]))
        names = SETTING_NAMES if name is None else (name,)

        def clear(row: StoredSettings) -> StoredSettings:
            for setting in names:
                row = _CLEAR[setting](row)
            return row

        return await self._change(guild_id, user_id, clear)

    async def set_game(self, guild_id: int, user_id: int, game: str, enabled: bool
                       ) -> ServerSettings:
        if game not in rules.GAMES:
            raise SettingRefused(unknown_game(game))

        def change(row: StoredSettings) -> StoredSettings:
            off = [g for g in row.disabled_games if g != game]
            if not enabled:
                off.append(game)
            return replace(row, disabled_games=tuple(g for g in rules.GAMES if g in off))

        return await self._change(guild_id, user_id, change)
