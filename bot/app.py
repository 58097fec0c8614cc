"""The discord.py bot: start-up, command sync, and the process entry point (`run`).

`create_bot(settings)` builds a ready-to-start bot (the end-to-end tests run it in-process);
`run(settings)` is what `python -m bot` calls.
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import hashlib
import json
import logging
import random
import signal
import sys
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

import discord
import yarl
from discord.ext import commands

from bot.settings import Settings

if TYPE_CHECKING:
    from bot.matches import MatchService
    from cogs.games.base import GameCog
    from cogs.messages import BoardsInFlight

log = logging.getLogger(__name__)

SHUTDOWN_GRACE_SECONDS = 5.0
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


class DatabaseUnavailable(RuntimeError):
    """The database could not be opened at start-up; `str()` is one readable line."""

    def __init__(self, database_url: str, error: BaseException) -> None:
        try:
            from sqlalchemy.engine import make_url

            where = make_url(database_url).render_as_string(hide_password=True)
        except Exception:
            where = "DATABASE_URL"
        reason = " ".join(str(error).split()) or type(error).__name__
        message = f"Cannot open the database {where}: {type(error).__name__}: {reason}"
        super().__init__(message[:500])


class DuelsBotMixin:
    """Behaviour shared by the plain and the sharded bot."""

    settings: Settings
    service: MatchService
    boards_in_flight: BoardsInFlight

    def _init_duels(self, settings: Settings) -> None:
        from cogs.messages import BoardsInFlight

        self.settings = settings
        self.sync_count = 0  # how many times this process sent command definitions
        self.boards_in_flight = BoardsInFlight()

    # `self` is a commands.Bot in the concrete classes below.
    async def setup_hook(self) -> None:  # type: ignore[misc]
        bot: commands.Bot = self  # type: ignore[assignment]
        try:
            await self._migrate()
        except Exception as error:  # unreachable server, unwritable file, bad credentials...
            raise DatabaseUnavailable(self.settings.database_url, error) from error
        self.service = await self._build_service()
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

    async def _migrate(self) -> None:
        from db.migrate import upgrade_if_needed

        if await upgrade_if_needed(self.settings.database_url):
            log.info("Database schema upgraded")

    async def _build_service(self) -> MatchService:
        from bot.matches import MatchService, ServiceSettings
        from db.engine import make_engine

        self._engine = make_engine(self.settings.database_url)
        return MatchService(
            self._engine,
            settings=ServiceSettings.from_settings(self.settings),
            clock=lambda: datetime.now(UTC),
            rng=random.Random(),
        )

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
        engine = getattr(self, "_engine", None)
        if engine is not None:
            await engine.dispose()


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

    def __init__(self, settings: Settings) -> None:
        super().__init__(**_bot_kwargs())
        self._init_duels(settings)


class ShardedDuelsBot(DuelsBotMixin, commands.AutoShardedBot):
    """The bot on several gateway connections (SHARD_COUNT set)."""

    def __init__(self, settings: Settings, shard_count: int | None) -> None:
        super().__init__(shard_count=shard_count, **_bot_kwargs())
        self._init_duels(settings)


AnyDuelsBot = DuelsBot | ShardedDuelsBot


def create_bot(settings: Settings) -> AnyDuelsBot:
    """Build the bot for `settings` (and point discord.py at DISCORD_API_URL/GATEWAY_URL)."""
    point_at(settings.discord_api_url, settings.discord_gateway_url)
    if settings.shard_count is None:
        return DuelsBot(settings)
    if settings.shard_count.strip().lower() == "auto":
        return ShardedDuelsBot(settings, None)
    return ShardedDuelsBot(settings, int(settings.shard_count))


async def _serve(bot: AnyDuelsBot, token: str) -> None:
    loop = asyncio.get_running_loop()
    stop = asyncio.Event()
    for sig in (signal.SIGTERM, signal.SIGINT):
        with contextlib.suppress(NotImplementedError, RuntimeError):  # Windows
            loop.add_signal_handler(sig, stop.set)
    async with bot:
        runner = asyncio.create_task(bot.start(token))
        stopper = asyncio.create_task(stop.wait())
        done, _ = await asyncio.wait({runner, stopper}, return_when=asyncio.FIRST_COMPLETED)
        if stopper in done:
            log.info("Shutting down")
            await bot.close()
            # A reconnect back-off sleep may still hold the runner; don't wait for it long.
            done, _ = await asyncio.wait({runner}, timeout=SHUTDOWN_GRACE_SECONDS)
            if not done:
                runner.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await runner
            return
        stopper.cancel()
        await runner  # re-raises LoginFailure and friends


def run(settings: Settings) -> int:
    """Run the bot until SIGTERM/SIGINT. Exit codes: 0 ok, 1 rejected token or no database,
    2 no token."""
    discord.utils.setup_logging(level=getattr(logging, settings.log_level))
    if settings.discord_token is None or not settings.discord_token.get_secret_value().strip():
        print(
            "DISCORD_TOKEN is not set. Put your bot token in the environment or in .env "
            "(see .env.example).",
            file=sys.stderr,
        )
        return 2
    shards = (settings.shard_count or "auto").strip().lower()
    if shards != "auto" and (not shards.isdigit() or int(shards) < 1):
        print("SHARD_COUNT must be 'auto' or a positive whole number.", file=sys.stderr)
        return 2
    bot = create_bot(settings)
    token = settings.discord_token.get_secret_value().strip()
    try:
        asyncio.run(_serve(bot, token))
    except discord.LoginFailure:
        print(
            "Discord rejected DISCORD_TOKEN. Check the bot token in the Developer Portal "
            "(Bot > Reset Token) and update your environment or .env.",
            file=sys.stderr,
        )
        return 1
    except DatabaseUnavailable as error:
        print(f"{error}. Check DATABASE_URL (see .env.example).", file=sys.stderr)
        return 1
    except discord.PrivilegedIntentsRequired:
        print("Discord refused a privileged intent; this bot needs none.", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        pass
    return 0
