"""The discord.py bot: start-up, command sync and the start-up log.

`create_bot(settings)` builds a ready-to-start bot (the end-to-end tests run it in-process);
bot/process/runner.py runs it as the process (`python -m bot`).
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import hashlib
import json
import logging
import random
from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path
from typing import TYPE_CHECKING, Any

import discord
import yarl
from discord.ext import commands

from bot.coach.service import CoachService
from bot.endings.service import Endings
from bot.matches.board_tokens import BoardTokens
from bot.matches.boards_in_flight import BoardsInFlight
from bot.matches.service import MatchService
from bot.members.dms import DirectMessages
from bot.members.seen import MembersSeen
from bot.notices.service import TurnNotices
from bot.notices.turns import RecentPlayers
from bot.pacing.channels import ChannelPacer
from bot.process.command_translator import CommandTranslator
from bot.process.command_tree import MemberLanguageTree
from bot.process.database import Database, open_database
from bot.process.rate_headers import pacing_trace
from bot.process.settings import Settings
from bot.process.shards import ShardPlan
from bot.tournaments.service import TournamentService
from db.urls import is_sqlite, sqlite_file
from i18n import DEFAULT, catalog

if TYPE_CHECKING:  # OPS_PORT's modules are loaded only when it is set (the runner)
    from bot.ops.interactions import InteractionLedger
    from bot.process.operations import Operations

log = logging.getLogger(__name__)

#: The longest per-route rate limit discord.py sleeps through (its minimum allowed: 30 s).
MAX_RATELIMIT_WAIT_SECONDS = 30.0
#: How long to wait for GET /gateway/bot's session start limit before assuming the strictest.
SESSION_LIMITS_TIMEOUT_SECONDS = 10.0

#: The Discord face, loaded by name: nothing under bot/ imports cogs.
EXTENSIONS = (
    "cogs.errors",
    "cogs.buttons",
    "cogs.seen",
    "cogs.games",
    "cogs.matches",
    "cogs.leaderboard",
    "cogs.history",
    "cogs.running",
    "cogs.config",
    "cogs.moderation",
    "cogs.help",
    "cogs.deadlines",
    "cogs.turn_pings",
    "cogs.puzzle_posts",
    "cogs.coach",
    "cogs.analyze",
    "cogs.tournaments",
    "cogs.privacy",
    "cogs.notify",
)


def point_at(api_url: str | None, gateway_url: str | None) -> None:
    """Send REST calls and the gateway connection somewhere else than discord.com."""
    if api_url:
        discord.http.Route.BASE = api_url.rstrip("/")
    if gateway_url:
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(gateway_url)


def data_dir(database_url: str) -> Path:
    """The folder for small local state files: next to a SQLite database, else ./data."""
    path = sqlite_file(database_url) if is_sqlite(database_url) else None
    return path.resolve().parent if path is not None else Path("data").resolve()


def command_payload_hash(payload: list[dict[str, Any]],
                         translations: dict[str, str] | None = None) -> str:
    """A stable digest of the command definitions Discord would receive: the English
    payload and, with a translator, a digest of each language's command texts
    (``CommandTranslator.fingerprint``),
    so a changed translation changes the digest too."""
    content: Any = payload if translations is None else {"commands": payload,
                                                          "translations": translations}
    blob = json.dumps(content, sort_keys=True, separators=(",", ":"), default=str)
    return hashlib.sha256(blob.encode()).hexdigest()


def _bot_kwargs(settings: Settings) -> dict[str, Any]:
    # Slash commands and button clicks arrive whatever the intents, and each carries what the
    # bot reads of its server (id, locale, channel, the member with their role ids and
    # permissions). So no intent at all: Discord sends no GUILD_CREATE (the guild cache grew
    # by ~15 KB per server) and no MESSAGE_CREATE/UPDATE for every board edit; discord.py
    # keeps no members and no messages.
    return {
        "command_prefix": commands.when_mentioned,
        "intents": discord.Intents.none(),
        "member_cache_flags": discord.MemberCacheFlags.none(),
        "chunk_guilds_at_startup": False,
        "max_messages": None,
        # on_socket_raw_receive: the role ids of a /tournament command's member (cogs.seen).
        "enable_debug_events": True,
        "help_command": None,
        # Nobody is notified unless a message names whom (cogs.discord_calls.pinging: the
        # players it is about), so a mention typed into a name never notifies anyone.
        "allowed_mentions": discord.AllowedMentions.none(),
        # A request Discord asks to wait longer for (a 429 with a long retry_after: an old
        # message's edits, 30046) raises RateLimited instead of holding its caller (the
        # deadline loop) for minutes; the callers post afresh or log it (cogs.discord_calls).
        "max_ratelimit_timeout": MAX_RATELIMIT_WAIT_SECONDS,
        "guild_ready_timeout": settings.guild_ready_seconds,
        "tree_cls": MemberLanguageTree,
    }


def _shard_kwargs(plan: ShardPlan) -> dict[str, Any]:
    """discord.py's sharding arguments: the total, and this process's shards (if a slice)."""
    if plan.ids is None:
        return {"shard_count": plan.count}
    return {"shard_count": plan.count, "shard_ids": list(plan.ids)}


@contextlib.contextmanager
def _global_only_fields_left_out(commands_: list[Any], guild: bool) -> Iterator[None]:
    """While syncing to a server (DEV_GUILD_ID): the commands without ``integration_types``
    and ``contexts``, which Discord applies to global commands only; as declared after.
    (The sync runs in setup_hook, before any interaction can read them.)"""
    if not guild:
        yield
        return
    kept = [(c, c.allowed_installs, c.allowed_contexts) for c in commands_]
    try:
        for command, _, _ in kept:
            command.allowed_installs = None
            command.allowed_contexts = None
        yield
    finally:
        for command, installs, contexts in kept:
            command.allowed_installs, command.allowed_contexts = installs, contexts


class DuelsBot(commands.AutoShardedBot):
    """The bot: one class for one shard, many, or a slice of them (SHARD_COUNT, SHARD_IDS).

    It knows the cogs only by extension name (EXTENSIONS); each extension's ``setup()``
    registers its own commands, buttons, listeners and error handler. The cogs see this
    class through their own protocol (cogs/host.py).

    With several processes (SHARD_IDS, docs/scaling.md) each connects its own shards,
    IDENTIFYs in turn with the others (:meth:`before_identify_hook`), and only the one that
    owns shard 0 syncs the slash commands.
    """

    service: MatchService  # set in setup_hook, once the database is open
    coach: CoachService  # likewise
    tournaments: TournamentService  # likewise
    endings: Endings  # likewise
    dms: DirectMessages  # likewise
    turn_notices: TurnNotices  # likewise
    members_seen: MembersSeen  # likewise

    def __init__(self, settings: Settings, database: Database | None = None,
                 operations: Operations | None = None) -> None:
        #: New messages per channel as Discord's headers allow them (tournament boards wait
        #: here for their turn, so their clock starts when they are sent).
        self.pacer = ChannelPacer()
        trace = pacing_trace(self.pacer, None if operations is None else operations.new_trace())
        super().__init__(**_shard_kwargs(settings.shard_plan), **_bot_kwargs(settings),
                         http_trace=trace)
        self.settings = settings
        self._max_concurrency: int | None = None
        self._identified: set[int] = set()  # shards that sent IDENTIFY at least once
        self.database = database
        self._owns_database = database is None  # opened in setup_hook, closed in close()
        self._announced = False
        self.sync_count = 0  # how many times this process sent command definitions
        self.boards_in_flight = BoardsInFlight()
        #: The interactions that can still edit boards outside a server (bot.matches.board_tokens).
        self.board_tokens: BoardTokens[discord.Interaction] = BoardTokens()
        #: Who touched which match lately: no your-turn ping for a player at the board.
        self.recent_players = RecentPlayers(timedelta(seconds=settings.turn_ping_idle_seconds))
        #: The metrics' interaction hooks (bot.process.operations); None without OPS_PORT.
        self.interactions: InteractionLedger | None = None
        if operations is not None:
            self.interactions = operations.ledger
            operations.watch(self)

    async def setup_hook(self) -> None:
        if self.database is None:
            self.database = await open_database(self.settings)
        self.service = self.database.service
        self.coach = self.database.coach
        self.tournaments = self.database.tournaments
        self.endings = self.database.endings
        self.dms = self.database.dms
        self.turn_notices = self.database.turn_notices
        self.members_seen = self.database.members_seen
        for extension in EXTENSIONS:
            await self.load_extension(extension)
        # Each member sees the commands in their own language (commands.ftl).
        await self.tree.set_translator(CommandTranslator())
        # English is read now, not in the first interaction (any other language on first use).
        catalog().bundle(DEFAULT)
        await self.sync_commands_if_changed()
        # Start-up leaves ~100k long-lived objects (modules, models, commands) that every full
        # garbage collection would rescan (~40 ms each, a latency spike); move them out of it.
        gc.freeze()

    async def before_identify_hook(self, shard_id: int | None, *, initial: bool = False
                                   ) -> None:
        """With SHARD_IDS (one of several processes): wait for this shard's turn to IDENTIFY,
        shared with the bot's other processes (bot/process/identify_gate.py). A process that owns
        every shard keeps discord.py's own spacing (5 s between its shards' IDENTIFYs)."""
        if self.settings.shard_plan.ids is None or self.database is None:
            await super().before_identify_hook(shard_id, initial=initial)
            return
        shard = shard_id or 0
        if shard in self._identified:
            # Again (after an invalid session or a failed resume): Discord asks for a
            # pause of 1-5 s first, which discord.py's own hook gave with its 5 s sleep.
            await asyncio.sleep(random.uniform(1.0, 5.0))
        self._identified.add(shard)
        concurrency = await self.max_concurrency()
        waited = await self.database.identify_gate.wait_turn(shard, concurrency)
        log.info("Shard %d identifying (rate-limit bucket %d of %d; waited %.1f s)",
                 shard, shard % concurrency, concurrency, waited)

    async def max_concurrency(self) -> int:
        """``session_start_limit.max_concurrency`` of GET /gateway/bot, asked once (1 if
        Discord doesn't say: the strictest limit)."""
        if self._max_concurrency is None:
            try:
                async with asyncio.timeout(SESSION_LIMITS_TIMEOUT_SECONDS):
                    limits = await self.fetch_session_start_limits()
                self._max_concurrency = max(1, int(limits.max_concurrency))
            except Exception as error:  # the gateway will tell soon enough if it is down
                log.warning("Could not read the session start limit (%s); "
                            "identifying one shard per 5 s", error)
                self._max_concurrency = 1
        return self._max_concurrency

    async def on_ready(self) -> None:
        """Say once who the bot is, where it is, and how to invite it."""
        if self._announced or self.user is None:
            return
        self._announced = True
        count = len(self.guilds)
        servers = "1 server" if count == 1 else f"{count} servers"
        plan = self.settings.shard_plan
        if plan.ids is not None:
            servers += f" ({plan.describe()})"
        log.info("Logged in as %s (id %s) in %s", self.user, self.user.id, servers)
        if self.application_id is not None:
            log.info("Invite link: %s", invite_url(self.application_id))

    def command_hash_path(self) -> Path:
        """Where the digest of the last synced command definitions is kept."""
        scope = str(self.settings.dev_guild_id) if self.settings.dev_guild_id else "global"
        configured = self.settings.command_hash_dir
        folder = Path(configured) if configured else data_dir(self.settings.database_url)
        return folder / f"command-hash-{self.application_id}-{scope}.txt"

    async def sync_commands_if_changed(self) -> bool:
        """Sync slash commands only when their definitions changed since the last sync, and
        only in the process that owns shard 0 (the others never sync: once is enough)."""
        if not self.settings.shard_plan.syncs_commands:
            log.info("Slash commands are synced by the process that owns shard 0; "
                     "not syncing here")
            return False
        guild = discord.Object(self.settings.dev_guild_id) if self.settings.dev_guild_id else None
        if guild is not None:
            self.tree.copy_global_to(guild=guild)
        with _global_only_fields_left_out(self.tree.get_commands(guild=guild), guild is not None):
            return await self._sync_if_changed(guild)

    async def _sync_if_changed(self, guild: discord.Object | None) -> bool:
        payload = [c.to_dict(self.tree) for c in self.tree.get_commands(guild=guild)]
        translator = self.tree.translator
        digest = command_payload_hash(
            payload,
            translator.fingerprint() if isinstance(translator, CommandTranslator) else None)
        path = self.command_hash_path()
        if path.exists() and path.read_text().strip() == digest:
            log.info("Slash commands unchanged; not syncing")
            return False
        try:
            if isinstance(translator, CommandTranslator):
                await translator.prepare()
            synced = await self.tree.sync(guild=guild)
        finally:
            if isinstance(translator, CommandTranslator):
                translator.release()
        self.sync_count += 1
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(digest + "\n")
        where = f"guild {self.settings.dev_guild_id}" if guild else "globally"
        log.info("Synced %d slash commands %s", len(synced), where)
        return True

    async def close(self) -> None:
        # Cogs first: their background work (the deadline loop) ends while the database is
        # still open. A task cancelled later, mid-query on a closed database, would never
        # finish, and the process would hang at exit.
        for name in list(self.cogs):
            try:
                await self.remove_cog(name)
            except Exception:
                log.warning("Could not unload cog %s cleanly", name, exc_info=True)
        await super().close()
        if self._owns_database and self.database is not None:
            await self.database.close()
            self.database = None


def create_bot(settings: Settings, database: Database | None = None,
               operations: Operations | None = None) -> DuelsBot:
    """Build the bot for `settings` (and point discord.py at DISCORD_API_URL/GATEWAY_URL).

    With ``database`` the bot uses that open database and leaves closing it to the caller;
    without, it opens one in ``setup_hook`` and closes it in ``close``. ``operations``
    (OPS_PORT): the metrics follow this bot's REST calls, shards and interactions.
    """
    point_at(settings.discord_api_url, settings.discord_gateway_url)
    return DuelsBot(settings, database, operations)


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
