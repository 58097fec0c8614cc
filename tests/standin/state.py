"""Settings and state of the local Discord API stand-in (NOT Discord), in one place.

`StandInState` is the bottom of the `StandIn` class stack (see server.py): its
constructor is `StandIn(...)`'s, and every attribute the other layers share is created
here, so one glance shows what the stand-in holds.
"""

from __future__ import annotations

import asyncio
import random
import socket
from collections import Counter
from typing import TYPE_CHECKING, Any

from aiohttp import web

from .clock import StandInClock
from .faults import Faults
from .rate_limits import OldMessageEdits, RateLimiter, RateLimits
from .spec import Violation
from .store import Guild, Interaction, SnowflakeGenerator, user_payload

if TYPE_CHECKING:
    from . import gateway as gw

API_PREFIX = "/api/v10"


class StandInState:
    """What the stand-in knows: its settings, the world (users, guilds, channels,
    messages, synced commands), gateway sessions, pending interactions and the logs."""

    def __init__(
        self,
        token: str = "stand-in-token",
        *,
        bot_name: str = "Number Duels",
        heartbeat_interval: int = 41250,
        gateway_compression: bool = True,
        message_events: bool = True,
        interaction_timeout: float = 10.0,
        response_deadline: float | None = 3.0,
        token_ttl: float = 15 * 60,
        replay_buffer: int = 100_000,
        recommended_shards: int = 1,
        max_concurrency: int = 1,
        max_guilds_per_shard: int = 2500,
        log_requests: bool = True,
        check_requests: bool = True,
        rate_limits: RateLimits | None = None,
        old_message_edits: OldMessageEdits | None = None,
        latency: tuple[float, float] | None = None,
        latency_seed: int | None = None,
        reject_token: bool = False,
        port: int = 0,
        sock: socket.socket | None = None,
        application_id: int | None = None,
    ) -> None:
        self.token = token
        #: The stand-in's one clock (clock.py): snowflakes, message ages, deadlines, token
        #: expiry and rate-limit windows read it; ``api.clock.advance(seconds)`` moves it.
        self.clock = StandInClock()
        #: Refuse the bot token everywhere (401 {"message": "401: Unauthorized", "code": 0}
        #: on bot-token routes, GET /users/@me among them, and close code 4004 on the
        #: gateway), as Discord does a reset or revoked token (`reject_bot_token`).
        self.token_rejected = reject_token
        #: Per-route and global rate limits (rate_limits.py), on unless given
        #: ``RateLimits.off()``; ``api.rate_limits`` may be changed in a running test.
        self.rate_limiter = RateLimiter(rate_limits or RateLimits(), self.clock)
        #: Edits of messages older than an hour answer 30046 as a 429 (rate_limits.py).
        self.old_message_edits = old_message_edits or OldMessageEdits()
        self._old_edits_used: Counter[int] = Counter()  # by channel id
        #: Every REST answer waits a uniformly random time in [low, high] seconds first.
        self.latency = latency
        self._latency_rng = random.Random(latency_seed)
        #: The delay each request waited (seconds), in order, when `latency` is set.
        self.latency_applied: list[float] = []
        #: Every 429 the stand-in sent: {"time", "method", "path", "scope", "global",
        #: "retry_after" (None when the body has none), "code", "bucket"}.
        self.rate_limited: list[dict[str, Any]] = []
        #: Every answer Discord counts as an invalid request (401, 403, 429 except scope
        #: "shared"; 10,000 per 10 minutes bans an IP): {"time", "method", "path", "status",
        #: "code"}. `invalid_request_count(window)` counts those in a window.
        self.invalid_requests: list[dict[str, Any]] = []
        self.heartbeat_interval = heartbeat_interval
        self.gateway_compression = gateway_compression
        self.message_events = message_events
        self.interaction_timeout = interaction_timeout
        self.response_deadline = response_deadline
        self.token_ttl = token_ttl
        self.replay_buffer = replay_buffer
        self.recommended_shards = recommended_shards
        #: GET /gateway/bot's session_start_limit.max_concurrency: IDENTIFYs allowed per 5 s,
        #: one per bucket (shard id % max_concurrency).
        self.max_concurrency = max_concurrency
        #: A session that would hold more guilds is closed with 4011 (sharding required),
        #: as Discord does above 2,500.
        self.max_guilds_per_shard = max_guilds_per_shard
        self.session_start_total = 1000
        self.log_requests = log_requests
        #: Check every request body against Discord's OpenAPI spec (spec.py): a body that
        #: breaks it is answered 400 "Invalid Form Body" and recorded in `spec_violations`.
        self.check_requests = check_requests
        #: New interactions' ids say they were created this many seconds ago, as if they
        #: had waited somewhere before reaching the bot (the 3 s deadline still counts from
        #: when the stand-in sends them).
        self.interaction_age = 0.0

        self._ids = SnowflakeGenerator(self.clock)
        #: A new application's id, or the one given: the same bot, restarted.
        self.application_id: int = application_id or self._ids.next()
        self.bot_user_id: int = self.application_id  # as for every modern Discord app
        self.users: dict[int, dict[str, Any]] = {
            self.bot_user_id: user_payload(self.bot_user_id, bot_name, bot=True)
        }
        #: A user's Discord client language (an interaction's ``locale``); absent: en-US.
        self.user_locales: dict[int, str] = {}
        self.guilds: dict[int, Guild] = {}
        self.channels: dict[int, dict[str, Any]] = {}
        self._messages: dict[int, dict[int, dict[str, Any]]] = {}
        self._dm_channels: dict[int, int] = {}
        #: Users whose DMs are closed to the bot: opening the DM works, posting in it is
        #: refused with 403 50007 (`close_dms`); each refusal is in `dm_refusals`.
        self.closed_dms: set[int] = set()
        self.dm_refusals: list[dict[str, Any]] = []
        #: DMs and group DMs between users (the bot is not in them; user installs reach
        #: them): channel id -> the users in it (`add_private_channel`).
        self.private_channels: dict[int, list[int]] = {}
        #: Channels whose permissions deny Use External Apps (1 << 50) to the members
        #: (`deny_external_apps`): a user-installed app's replies there are ephemeral.
        self.external_apps_denied: set[int] = set()
        #: Bytes of the files sent as message attachments, by attachment id
        #: (`attachment_bytes(attachment)`).
        self.attachment_data: dict[int, bytes] = {}
        #: (guild id, command name, user id): a member the server's integration settings
        #: let see a command despite its default_member_permissions (`permit_command`).
        self.command_overrides: set[tuple[int, str, int]] = set()
        self._global_commands: dict[tuple[str, int], dict[str, Any]] = {}
        self._guild_commands: dict[int, dict[tuple[str, int], dict[str, Any]]] = {}
        self._command_ids: dict[tuple[int | None, str, int], int] = {}
        self.sync_count = 0
        self.requests: list[dict[str, Any]] = []
        #: Every request body that broke Discord's spec (`take_spec_violations`, spec.py).
        self.spec_violations: list[Violation] = []
        #: How many request bodies were checked, by route ("PUT /applications/{...}/commands").
        self.spec_checked: Counter[str] = Counter()
        self.dispatched: list[dict[str, Any]] = []
        self.identify_count = 0
        #: Every accepted IDENTIFY: {"time": monotonic, "shard": id or None, "count": n or None}.
        self.identifies: list[dict[str, Any]] = []
        #: Every IDENTIFY refused for its shard: {"time", "shard", "count", "code"}.
        self.refused_identifies: list[dict[str, Any]] = []
        self.resume_count = 0
        self.late_callbacks = 0
        self.faults = Faults()
        self._interactions: dict[str, Interaction] = {}  # by token
        self._callback_waiters: dict[int, asyncio.Future[None]] = {}
        self._sessions: dict[str, gw.GatewaySession] = {}
        self._shard_sessions: dict[int | None, gw.GatewaySession] = {}
        self._connections: set[gw.Connection] = set()
        self._change = asyncio.Event()
        self._runner: web.AppRunner | None = None
        self.port: int = port  # 0: any free port, chosen at start
        #: A socket bound (not listening) on the port to serve, held by the caller until now
        #: so that no one else took it (tests/fixtures/processes.ReservedPort).
        self._reserved_socket = sock

    @property
    def rate_limits(self) -> RateLimits:
        """The rate-limit settings in force (rate_limits.py); assign to change them."""
        return self.rate_limiter.settings

    @rate_limits.setter
    def rate_limits(self, settings: RateLimits) -> None:
        """New settings start every window afresh."""
        self.rate_limiter = RateLimiter(settings, self.clock)

    def _next_latency(self) -> float:
        """How long the next request waits before it is answered (0 without `latency`)."""
        if self.latency is None:
            return 0.0
        delay = self._latency_rng.uniform(*self.latency)
        self.latency_applied.append(delay)
        return delay

    @property
    def rest_url(self) -> str:
        return f"http://127.0.0.1:{self.port}{API_PREFIX}"

    @property
    def gateway_url(self) -> str:
        return f"ws://127.0.0.1:{self.port}/gateway"
