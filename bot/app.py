"""The discord.py bot: start-up, command sync and the start-up log.

`create_bot(settings)` builds a ready-to-start bot (the end-to-end tests run it in-process);
bot/runner.py runs it as the process (`python -m bot`).
"""

from __future__ import annotations

import gc
import hashlib
import json
import logging
from pathlib import Path
from typing import TYPE_CHECKING, Any

import discord
import yarl
from discord.ext import commands

from bot.settings import Settings

if TYPE_CHECKING:
    from bot.database import Database
    from bot.matches import MatchService
    from cogs.games.base import GameCog
    from cogs.messages import BoardsInFlight

log = logging.getLogger(__name__)

EXTENSIONS = (
    "cogs.games",
    "cogs.matches",
    "cogs.leaderboard",
    "cogs.help",
    "cogs.deadlines",
)


def point_at(api_url: str | None, gateway_url: str | None) -> None:
    """Send REST calls and the gateway connection somewhere else than discord.com."""
    if api_url:
        discord.http.Route.BASE = api_url.rstrip("/")
    if gateway_url:
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(gateway_url)


def data_dir(database_url: str) -> Path:
    """The folder for small local state files: next to a SQLite database, else ./data."""
    from db.engine import is_sqlite, sqlite_file

    path = sqlite_file(database_url) if is_sqlite(database_url) else None
    return path.resolve().parent if path is not None else Path("data").resolve()


def command_payload_hash(payload: list[dict[str, Any]]) -> str:
    """A stable digest of the command definitions Discord would receive."""
    blob = json.dumps(payload, sort_keys=True, separators=(",", ":"), default=str)
    return hashlib.sha256(blob.encode()).hexdigest()


class DuelsBotMixin:
    """Behaviour shared by the plain and the sharded bot."""

    settings: Settings
    database: Database | None
    service: MatchService
    boards_in_flight: BoardsInFlight

    def _init_duels(self, settings: Settings, database: Database | None) -> None:
        from cogs.messages import BoardsInFlight

        self.settings = settings
        self.database = database
        self._owns_database = database is None  # opened in setup_hook, closed in close()
        self._announced = False
        self.sync_count = 0  # how many times this process sent command definitions
        self.boards_in_flight = BoardsInFlight()

    # `self` is a commands.Bot in the concrete classes below.
    async def setup_hook(self) -> None:  # type: ignore[misc]
        bot: commands.Bot = self  # type: ignore[assignment]
        if self.database is None:
            from bot.database import open_database

            self.database = await open_database(self.settings)
        self.service = self.database.service
        from cogs.buttons import DYNAMIC_ITEMS, answer_unknown_button
        from cogs.errors import install_tree_error_handler

        bot.add_dynamic_items(*DYNAMIC_ITEMS)
        bot.add_listener(answer_unknown_button, "on_interaction")
        install_tree_error_handler(bot.tree)
        for extension in EXTENSIONS:
            await bot.load_extension(extension)
        await self.sync_commands_if_changed()
        # Start-up leaves ~100k long-lived objects (modules, models, commands) that every full
        # garbage collection would rescan (~40 ms each, a latency spike); move them out of it.
        gc.freeze()

    async def on_ready(self) -> None:
        """Say once who the bot is, where it is, and how to invite it."""
        bot: commands.Bot = self  # type: ignore[assignment]
        if self._announced or bot.user is None:
            return
        self._announced = True
        count = len(bot.guilds)
        servers = "1 server" if count == 1 else f"{count} servers"
        log.info("Logged in as %s (id %s) in %s", bot.user, bot.user.id, servers)
        if bot.application_id is not None:
            log.info("Invite link: %s", invite_url(bot.application_id))

    def game_cog(self, slug: str) -> GameCog:
        """The cog that presents game `slug` (KeyError if none is loaded)."""
        from cogs.games.base import GameCog

        bot: commands.Bot = self  # type: ignore[assignment]
        for cog in bot.cogs.values():
            if isinstance(cog, GameCog) and cog.slug == slug:
                return cog
        raise KeyError(slug)

    def command_hash_path(self) -> Path:
        """Where the digest of the last synced command definitions is kept."""
        bot: commands.Bot = self  # type: ignore[assignment]
        scope = str(self.settings.dev_guild_id) if self.settings.dev_guild_id else "global"
        configured = self.settings.command_hash_dir
        folder = Path(configured) if configured else data_dir(self.settings.database_url)
        return folder / f"command-hash-{bot.application_id}-{scope}.txt"

    async def sync_commands_if_changed(self) -> bool:
        """Sync slash commands only when their definitions changed since the last sync."""
        bot: commands.Bot = self  # type: ignore[assignment]
        guild = discord.Object(self.settings.dev_guild_id) if self.settings.dev_guild_id else None
        if guild is not None:
            bot.tree.copy_global_to(guild=guild)
        payload = [c.to_dict(bot.tree) for c in bot.tree.get_commands(guild=guild)]
        digest = command_payload_hash(payload)
        path = self.command_hash_path()
        if path.exists() and path.read_text().strip() == digest:
            log.info("Slash commands unchanged; not syncing")
            return False
        synced = await bot.tree.sync(guild=guild)
        self.sync_count += 1
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(digest + "\n")
        where = f"guild {self.settings.dev_guild_id}" if guild else "globally"
        log.info("Synced %d slash commands %s", len(synced), where)
        return True

    async def close(self) -> None:  # type: ignore[misc]
        await super().close()  # type: ignore[misc]
        if self._owns_database and self.database is not None:
            await self.database.close()
            self.database = None


def _bot_kwargs() -> dict[str, Any]:
    # Slash commands and button clicks arrive whatever the intents; the guild cache is all
    # the bot needs. Without the message intents Discord doesn't send MESSAGE_CREATE/UPDATE
    # for every board edit, which the bot would only parse and throw away.
    intents = discord.Intents.none()
    intents.guilds = True
    return {
        "command_prefix": commands.when_mentioned,
        "intents": intents,
        "help_command": None,
        "allowed_mentions": discord.AllowedMentions(everyone=False, roles=False, users=True),
    }


class DuelsBot(DuelsBotMixin, commands.Bot):
    """The bot on one gateway connection."""

    def __init__(self, settings: Settings, database: Database | None = None) -> None:
        super().__init__(**_bot_kwargs())
        self._init_duels(settings, database)


class ShardedDuelsBot(DuelsBotMixin, commands.AutoShardedBot):
    """The bot on several gateway connections (SHARD_COUNT set)."""

    def __init__(
        self, settings: Settings, shard_count: int | None, database: Database | None = None
    ) -> None:
        super().__init__(shard_count=shard_count, **_bot_kwargs())
        self._init_duels(settings, database)


AnyDuelsBot = DuelsBot | ShardedDuelsBot


def create_bot(settings: Settings, database: Database | None = None) -> AnyDuelsBot:
    """Build the bot for `settings` (and point discord.py at DISCORD_API_URL/GATEWAY_URL).

    With ``database`` the bot uses that open database and leaves closing it to the caller;
    without, it opens one in ``setup_hook`` and closes it in ``close``.
    """
    point_at(settings.discord_api_url, settings.discord_gateway_url)
    if settings.shard_count is None:
        return DuelsBot(settings, database)
    if settings.shard_count.strip().lower() == "auto":
        return ShardedDuelsBot(settings, None, database)
    return ShardedDuelsBot(settings, int(settings.shard_count), database)


#: What the bot needs in a channel: View Channels, Send Messages, Embed Links and Read
#: Message History (84992, the value in the README's invite link).
INVITE_PERMISSIONS = discord.Permissions(
    view_channel=True, send_messages=True, embed_links=True, read_message_history=True
)


def invite_url(application_id: int) -> str:
    """The link that adds this application to a server with the scopes and permissions it needs."""
    return discord.utils.oauth_url(
        application_id, permissions=INVITE_PERMISSIONS, scopes=("bot", "applications.commands")
    )
