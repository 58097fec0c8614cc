"""Server variants (/config variant-add, variant-remove): a game with saved options and a
series length, under a name the server's members challenge (docs/rules.md, decision 13).

A variant plays as its game with its options and is rated under its game; the match keeps
the variant's name (``matches.variant``) for its board. ``/challenge``'s autocomplete reads
a server's variants on every keystroke, so they are cached per server like the settings
(bot.servers.settings): for at most ``CACHE_SECONDS``, dropped here on every change.
"""

from __future__ import annotations

import random
import re
import time
from collections.abc import Callable
from datetime import datetime
from typing import Any

import rules
from bot.core import free_text, game_setup
from bot.core.errors import InvalidChallenge, SettingRefused, unknown_game
from bot.core.game_setup import check_best_of
from bot.servers import variants_store as store
from bot.servers.cache import PerServerCache
from bot.servers.settings import CACHE_CAPACITY, CACHE_SECONDS, Reader
from bot.servers.variants_store import NameTaken, Variant
from i18n import Text, and_list

__all__ = ["MAX_VARIANTS", "NAME_LENGTH", "ServerVariants", "Variant"]

#: At most this many variants per server (Discord offers 25 autocomplete choices).
MAX_VARIANTS = 25
NAME_LENGTH = (2, 24)
NAME = re.compile(r"[a-z0-9-]+")
BAD_NAME = Text("config-variant-bad-name", low=NAME_LENGTH[0], high=NAME_LENGTH[1])


def clean_name(name: object) -> str:
    """The name as stored: trimmed, lower case (members type it; ``Wide`` is ``wide``)."""
    return name.strip().lower() if isinstance(name, str) else ""


def check_name(name: str) -> str:
    """``name`` cleaned, or SettingRefused saying why it can't name a variant."""
    cleaned = free_text.checked(clean_name(name), "name")
    low, high = NAME_LENGTH
    if not low <= len(cleaned) <= high or not NAME.fullmatch(cleaned):
        raise SettingRefused(BAD_NAME)
    if cleaned in rules.GAMES:
        raise SettingRefused(Text("config-variant-game-name", name=cleaned))
    return cleaned


def check_options(game: rules.Game, options: dict[str, Any]) -> dict[str, int]:
    """The options a variant of ``game`` stores (those left out dropped), or SettingRefused
    with the rules' reason. Number Chain's ``start`` may stay out: each match draws one."""
    chosen = {name: value for name, value in options.items() if value is not None}
    try:
        game.check_option_names(chosen)
    except rules.UnknownOption as error:
        accepted = and_list(Text("config-option", option=n) for n in game.option_names)
        raise SettingRefused(Text("config-variant-option-unknown",
                                  option=Text("config-option", option=error.option),
                                  game=game.name, options=accepted)) from None
    try:  # an option typed as text (`forbid:1,3`) read as the rules store it
        values = {name: game.option(name).read(value) if isinstance(value, str) else value
                  for name, value in chosen.items()}
    except ValueError as error:
        raise SettingRefused(str(error)) from None
    try:  # the same check as a challenge's, with a start drawn if it was left out
        game_setup.new_state(game, values, random.Random(0))
    except InvalidChallenge as error:
        raise SettingRefused(str(error)) from None
    return values


class ServerVariants:
    """Reads (cached per server) and changes the servers' variants.

    ``read()`` / ``write()`` open the match service's connections, so these writes queue
    with the other writers (as bot.servers.settings.ServerConfig's do).
    """

    def __init__(self, read: Reader, write: Reader, *, clock: Callable[[], datetime],
                 ttl: float = CACHE_SECONDS, capacity: int = CACHE_CAPACITY,
                 monotonic: Callable[[], float] = time.monotonic) -> None:
        self._read = read
        self._write = write
        self._clock = clock
        self._cache = PerServerCache[tuple[Variant, ...]](ttl, capacity, monotonic)

    # ------------------------------------------------------------------ reading
    async def list(self, guild_id: int) -> tuple[Variant, ...]:
        """The server's variants by name (cached for up to ``ttl`` seconds)."""
        cached = self._cache.get(guild_id)
        if cached is not None:
            return cached
        read_at = self._cache.now()
        async with self._read() as conn:
            found = await store.load(conn, guild_id)
        self._cache.put(guild_id, found, read_at)
        return found

    async def find(self, guild_id: int, name: str) -> Variant | None:
        """The server's variant called ``name`` (any case, spaces around ignored), or None."""
        wanted = free_text.checked(clean_name(name), "game")
        return next((v for v in await self.list(guild_id) if v.name == wanted), None)

    def forget(self, guild_id: int) -> None:
        """Drop this process's copy (the next read goes to the database)."""
        self._cache.forget(guild_id)

    # ------------------------------------------------------------------ changing
    async def add(self, guild_id: int, user_id: int, name: str, game: str,
                  options: dict[str, Any] | None = None, best_of: int = 1) -> Variant:
        """Save a variant; SettingRefused (one sentence) for a bad name, game, option or
        series length, a name the server already uses, or a server at MAX_VARIANTS."""
        name = check_name(name)
        try:
            rules_game = rules.get_game(game)
        except KeyError:
            raise SettingRefused(unknown_game(game)) from None
        chosen = check_options(rules_game, options or {})
        try:
            best_of = check_best_of(best_of)
        except InvalidChallenge as error:
            raise SettingRefused(str(error)) from None
        variant = Variant(name=name, game=rules_game.slug, options=chosen, best_of=best_of,
                          created_by=user_id, created_at=self._clock())
        taken = SettingRefused(Text("config-variant-taken", name=name))
        try:
            async with self._write() as conn:
                await store.lock_guild(conn, guild_id)
                saved = await store.load(conn, guild_id)
                if any(v.name == name for v in saved):
                    raise taken
                if len(saved) >= MAX_VARIANTS:
                    raise SettingRefused(Text("config-variant-too-many", limit=MAX_VARIANTS))
                await store.add(conn, guild_id, variant)
        except NameTaken:  # added by another process between our read and our insert
            raise taken from None
        finally:
            self.forget(guild_id)
        return variant

    async def remove(self, guild_id: int, user_id: int, name: str) -> Variant:
        """Delete the server's variant ``name`` (running matches of it play on); what it
        was, or SettingRefused if there is none. ``user_id``: who asked (the moderator)."""
        wanted = free_text.checked(clean_name(name), "name")
        try:
            async with self._write() as conn:
                gone = await store.remove(conn, guild_id, wanted)
        finally:
            self.forget(guild_id)
        if gone is None:
            shown = wanted[:NAME_LENGTH[1]] or "…"
            raise SettingRefused(Text("config-variant-unknown", name=shown))
        return gone
