# ruff: noqa: ASYNC109  (the test-facing API takes timeout= parameters by design)
"""The local Discord API stand-in (NOT Discord): an aiohttp server speaking enough of
Discord's REST v10 API and gateway for the real, unmodified discord.py client.

See the package docstring (tests/standin/__init__.py) for the protocol details it
mimics and where it deliberately differs from Discord.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import socket
import time
from collections.abc import Callable
from typing import Any

from aiohttp import web

from . import gateway as gw
from .faults import Faults
from .results import (
    AUTOCOMPLETE_RESULT,
    CHANNEL_MESSAGE,
    DEFERRED_CHANNEL_MESSAGE,
    DEFERRED_UPDATE_MESSAGE,
    MODAL,
    PONG,
    UPDATE_MESSAGE,
    InteractionResult,
)
from .store import (
    ALL_PERMISSIONS,
    CHANNEL_DM,
    CHANNEL_TEXT,
    EPHEMERAL,
    LOADING,
    Guild,
    Interaction,
    SnowflakeGenerator,
    iso_now,
    new_token,
    user_payload,
)

API_PREFIX = "/api/v10"
_JSON: web.RequestKey[Any] = web.RequestKey("standin_json", object)

# Interaction types
APPLICATION_COMMAND = 2
MESSAGE_COMPONENT = 3
APPLICATION_COMMAND_AUTOCOMPLETE = 4
MODAL_SUBMIT = 5

# Application command option types
SUB_COMMAND = 1
SUB_COMMAND_GROUP = 2
STRING = 3
INTEGER = 4
BOOLEAN = 5
USER = 6
CHANNEL = 7
ROLE = 8
MENTIONABLE = 9
NUMBER = 10

# Message flags a sender may set (SUPPRESS_EMBEDS, EPHEMERAL, SUPPRESS_NOTIFICATIONS,
# IS_COMPONENTS_V2).
_SETTABLE_FLAGS = 4 | EPHEMERAL | 4096 | 32768


class ApiError(Exception):
    def __init__(self, status: int, code: int, message: str) -> None:
        super().__init__(message)
        self.status = status
        self.code = code
        self.message = message


class LateResponse(TimeoutError):
    """The bot's first response came after `response_deadline` (Discord's 3 s)."""


def _json(data: Any, status: int = 200) -> web.Response:
    # Content-Type must be exactly application/json (no charset) for discord.py.
    return web.Response(
        body=json.dumps(data).encode(),
        status=status,
        headers={"Content-Type": "application/json"},
    )


def _no_content() -> web.Response:
    return web.Response(status=204)


async def _no_content_handler(request: web.Request) -> web.Response:
    return _no_content()


async def _empty_list_handler(request: web.Request) -> web.Response:
    return _json([])


def _error(status: int, code: int, message: str, **extra: Any) -> web.Response:
    body = {"message": message, "code": code}
    body.update(extra)
    return _json(body, status)


def _unknown(what: str, code: int) -> ApiError:
    return ApiError(404, code, f"Unknown {what}")


def _truthy(value: str | None) -> bool:
    return value is not None and value.lower() in ("1", "true", "yes")


def walk_components(components: list[dict[str, Any]]):
    """Every component, depth first (action rows, containers, sections and accessories)."""
    for comp in components or ():
        yield comp
        children = comp.get("components")
        if children:
            yield from walk_components(children)
        accessory = comp.get("accessory")
        if accessory:
            yield accessory


class StandIn:
    """A local stand-in for Discord's API (this is NOT Discord).

    Usage::

        async with StandIn(token="stand-in-token") as api:
            guild = api.add_guild(name="Test Server")
            ...
    """

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
        log_requests: bool = True,
        port: int = 0,
    ) -> None:
        self.token = token
        self.heartbeat_interval = heartbeat_interval
        self.gateway_compression = gateway_compression
        self.message_events = message_events
        self.interaction_timeout = interaction_timeout
        self.response_deadline = response_deadline
        self.token_ttl = token_ttl
        self.replay_buffer = replay_buffer
        self.recommended_shards = recommended_shards
        self.log_requests = log_requests
        #: New interactions' ids say they were created this many seconds ago, as if they
        #: had waited somewhere before reaching the bot (the 3 s deadline still counts from
        #: when the stand-in sends them).
        self.interaction_age = 0.0

        self._ids = SnowflakeGenerator()
        self.application_id: int = self._ids.next()
        self.bot_user_id: int = self.application_id  # as for every modern Discord app
        self.users: dict[int, dict[str, Any]] = {
            self.bot_user_id: user_payload(self.bot_user_id, bot_name, bot=True)
        }
        self.guilds: dict[int, Guild] = {}
        self.channels: dict[int, dict[str, Any]] = {}
        self._messages: dict[int, dict[int, dict[str, Any]]] = {}
        self._dm_channels: dict[int, int] = {}
        self._global_commands: dict[tuple[str, int], dict[str, Any]] = {}
        self._guild_commands: dict[int, dict[tuple[str, int], dict[str, Any]]] = {}
        self._command_ids: dict[tuple[int | None, str, int], int] = {}
        self.sync_count = 0
        self.requests: list[dict[str, Any]] = []
        self.dispatched: list[dict[str, Any]] = []
        self.identify_count = 0
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

    # ------------------------------------------------------------------ lifecycle
    @property
    def rest_url(self) -> str:
        return f"http://127.0.0.1:{self.port}{API_PREFIX}"

    @property
    def gateway_url(self) -> str:
        return f"ws://127.0.0.1:{self.port}/gateway"

    def env_for_bot(self) -> dict[str, str]:
        """Environment for a bot subprocess pointed at this stand-in."""
        return {
            "DISCORD_TOKEN": self.token,
            "DISCORD_API_URL": self.rest_url,
            "DISCORD_GATEWAY_URL": self.gateway_url,
        }

    async def start(self) -> StandIn:
        app = web.Application(middlewares=[self._middleware], client_max_size=64 * 1024 * 1024)
        self._add_routes(app)
        self._runner = web.AppRunner(app, access_log=None, shutdown_timeout=1.0)
        await self._runner.setup()
        sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind(("127.0.0.1", self.port))
        sock.listen(1024)
        sock.setblocking(False)
        self.port = sock.getsockname()[1]
        site = web.SockSite(self._runner, sock)
        await site.start()
        return self

    async def stop(self) -> None:
        conns = list(self._connections)
        await asyncio.gather(*(c.close(1001) for c in conns), return_exceptions=True)
        for fut in self._callback_waiters.values():
            if not fut.done():
                fut.cancel()
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    async def __aenter__(self) -> StandIn:
        return await self.start()

    async def __aexit__(self, *exc: object) -> None:
        await self.stop()

    # ------------------------------------------------------------------ waiting
    def _bump(self) -> None:
        self._change.set()
        self._change = asyncio.Event()

    async def wait_until(self, predicate: Callable[[], bool], timeout: float = 15) -> None:
        """Wait until `predicate()` is true. Re-checked on every stand-in change
        (connection, sync, message) and every 20 ms, so predicates on bot-side state work."""
        async with asyncio.timeout(timeout):
            while not predicate():
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(self._change.wait(), 0.02)

    @property
    def bot_connected(self) -> bool:
        return any(s.connected for s in self._shard_sessions.values())

    async def wait_for_ready(self, timeout: float = 15) -> None:
        """Until a bot has IDENTIFYed (or RESUMEd) and is connected; READY and the
        GUILD_CREATEs have been sent. (discord.py's own on_ready fires
        `guild_ready_timeout` later.)"""
        await self.wait_until(lambda: self.bot_connected, timeout)

    async def wait_for_commands_synced(self, timeout: float = 15, count: int = 1) -> None:
        """Until at least `count` bulk command syncs (PUT) arrived."""
        await self.wait_until(lambda: self.sync_count >= count, timeout)

    async def wait_for_message(
        self,
        channel_id: int,
        predicate: Callable[[dict[str, Any]], bool] = lambda m: True,
        timeout: float = 5,
    ) -> dict[str, Any]:
        """The newest message in `channel_id` matching `predicate`, waiting for one."""
        found: list[dict[str, Any]] = []

        def check() -> bool:
            for msg in reversed(self._messages.get(channel_id, {}).values()):
                if predicate(msg):
                    found.append(msg)
                    return True
            return False

        await self.wait_until(check, timeout)
        return found[0]

    # ------------------------------------------------------------------ world building
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

    def add_guild(self, guild_id: int | None = None, name: str = "Test Server") -> Guild:
        gid = guild_id or self._ids.next()
        guild = Guild(id=gid, name=name, owner_id=self.bot_user_id, _api=self)
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
        guild.members[self.bot_user_id] = self._member_payload(self.bot_user_id)
        self.guilds[gid] = guild
        self.add_channel(gid, "general", dispatch=False)
        session = self._session_for_guild(gid)
        if session is not None:
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
        if dispatch:
            session = self._session_for_guild(guild_id)
            if session is not None:
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
    ) -> int:
        """Add a user to a guild; returns the user id. Sends GUILD_MEMBER_ADD to a
        connected bot that asked for the GUILD_MEMBERS intent."""
        guild = self.guilds[guild_id]
        uid = user_id if user_id is not None and user_id in self.users else None
        if uid is None:
            uid = self.add_user(name, bot=bot, user_id=user_id)
        member = self._member_payload(uid, roles)
        guild.members[uid] = member
        session = self._session_for_guild(guild_id)
        if session is not None and session.wants(gw.INTENT_GUILD_MEMBERS):
            session.dispatch("GUILD_MEMBER_ADD", {**member, "guild_id": str(guild_id)})
        return uid

    # ------------------------------------------------------------------ inspection
    def messages(self, channel_id: int) -> list[dict[str, Any]]:
        """All messages of a channel, oldest first (current state; ephemeral ones too)."""
        return list(self._messages.get(channel_id, {}).values())

    def message(self, channel_id: int, message_id: int) -> dict[str, Any]:
        """The current state of one message (KeyError if unknown/deleted)."""
        try:
            return self._messages[channel_id][int(message_id)]
        except KeyError:
            raise KeyError(f"no message {message_id} in channel {channel_id}") from None

    @staticmethod
    def find_components(message: dict[str, Any]) -> list[dict[str, Any]]:
        """Every interactive component (buttons, selects, ...) of a message, flattened."""
        return [c for c in walk_components(message.get("components", [])) if c.get("type") != 1]

    @staticmethod
    def find_buttons(message: dict[str, Any]) -> list[dict[str, Any]]:
        """Buttons of a message: {"custom_id","label","disabled","style"} (+ url, emoji)."""
        out = []
        for comp in walk_components(message.get("components", [])):
            if comp.get("type") == 2:
                out.append(
                    {
                        "custom_id": comp.get("custom_id"),
                        "label": comp.get("label"),
                        "disabled": bool(comp.get("disabled", False)),
                        "style": comp.get("style"),
                        "url": comp.get("url"),
                        "emoji": comp.get("emoji"),
                    }
                )
        return out

    @property
    def commands(self) -> list[dict[str, Any]]:
        """All synced command definitions (global ones, then per guild with guild_id)."""
        out = list(self._global_commands.values())
        for cmds in self._guild_commands.values():
            out.extend(cmds.values())
        return out

    def set_commands(
        self, definitions: list[dict[str, Any]], guild_id: int | None = None
    ) -> list[dict[str, Any]]:
        """Seed synced command definitions (as if a bot had synced them earlier; does not
        count as a sync). Accepts discord.py's `tree._get_all_commands()` payloads
        (`cmd.to_dict(tree)`) or `api.commands` of another stand-in."""
        table = (
            self._global_commands
            if guild_id is None
            else self._guild_commands.setdefault(guild_id, {})
        )
        table.clear()
        for spec in definitions:
            spec = {k: v for k, v in spec.items() if k not in ("id", "guild_id", "version")}
            spec.pop("application_id", None)
            cmd = self._store_command(guild_id, spec)
            table[(cmd["name"], cmd["type"])] = cmd
        self._bump()
        return list(table.values())

    def command(self, name: str, guild_id: int | None = None, type: int = 1) -> dict[str, Any]:
        """The synced definition a user in `guild_id` would see for `name`."""
        if guild_id is not None:
            cmd = self._guild_commands.get(guild_id, {}).get((name, type))
            if cmd is not None:
                return cmd
        cmd = self._global_commands.get((name, type))
        if cmd is None:
            raise KeyError(f"command {name!r} is not synced (guild {guild_id})")
        return cmd

    # ------------------------------------------------------------------ fault control
    async def disconnect_gateway(self, code: int = 4000, shard_id: int | None = None) -> None:
        """Close the bot's socket(s) with `code`; discord.py should RESUME."""
        conns = [
            s.conn
            for s in self._shard_sessions.values()
            if s.conn is not None and (shard_id is None or s.shard_id == shard_id)
        ]
        for conn in conns:
            if conn.session is not None and conn.session.conn is conn:
                conn.session.conn = None
        await asyncio.gather(*(c.close(code) for c in conns))
        self._bump()

    async def request_reconnect(self, shard_id: int | None = None) -> None:
        """Send op 7 RECONNECT; discord.py closes and RESUMEs."""
        for s in list(self._shard_sessions.values()):
            if s.conn is not None and (shard_id is None or s.shard_id == shard_id):
                s.conn.send_json({"op": gw.RECONNECT, "d": None})

    async def invalidate_session(
        self, resumable: bool = False, shard_id: int | None = None
    ) -> None:
        """Send op 9 INVALID_SESSION. With resumable=False discord.py re-IDENTIFYs (after
        its 5 s `before_identify_hook` sleep)."""
        for s in list(self._shard_sessions.values()):
            if s.conn is not None and (shard_id is None or s.shard_id == shard_id):
                s.conn.send_json({"op": gw.INVALID_SESSION, "d": resumable})
                if not resumable:
                    self._sessions.pop(s.session_id, None)

    # ------------------------------------------------------------------ gateway internals
    def _session_for_guild(self, guild_id: int | None) -> gw.GatewaySession | None:
        sessions = self._shard_sessions
        if not sessions:
            return None
        if None in sessions:
            return sessions[None]
        count = next(iter(sessions.values())).shard[1]  # type: ignore[index]
        shard_id = ((guild_id or 0) >> 22) % count
        return sessions.get(shard_id)

    def _guilds_for_shard(self, shard: tuple[int, int] | None) -> list[Guild]:
        if shard is None:
            return list(self.guilds.values())
        sid, count = shard
        return [g for g in self.guilds.values() if (g.id >> 22) % count == sid]

    def _identify(self, conn: gw.Connection, data: dict[str, Any]) -> None:
        shard = tuple(data["shard"]) if data.get("shard") else None
        session = gw.GatewaySession(
            self, intents=int(data.get("intents", 0)), shard=shard, buffer_size=self.replay_buffer
        )
        old = self._shard_sessions.get(session.shard_id)
        if old is not None:
            self._sessions.pop(old.session_id, None)
        self._sessions[session.session_id] = session
        self._shard_sessions[session.shard_id] = session
        session.conn = conn
        conn.session = session
        self.identify_count += 1
        guilds = self._guilds_for_shard(shard)  # type: ignore[arg-type]
        me = dict(self.users[self.bot_user_id])
        me.update({"verified": True, "mfa_enabled": False, "email": None, "locale": "en-US"})
        ready = {
            "v": 10,
            "user": me,
            "guilds": [{"id": str(g.id), "unavailable": True} for g in guilds],
            "session_id": session.session_id,
            "session_type": "normal",
            "resume_gateway_url": self.gateway_url,
            "application": {"id": str(self.application_id), "flags": 0},
            "private_channels": [],
            "relationships": [],
            "presences": [],
            "user_settings": {},
            "geo_ordered_rtc_regions": [],
            "guild_join_requests": [],
        }
        if shard is not None:
            ready["shard"] = list(shard)
        session.dispatch("READY", ready)
        for g in guilds:
            session.dispatch("GUILD_CREATE", g.create_payload())
        session.ready = True
        self._bump()

    def _resume(self, conn: gw.Connection, data: dict[str, Any]) -> None:
        session = self._sessions.get(data.get("session_id", ""))
        frames = None if session is None else session.replay_after(int(data.get("seq") or 0))
        if session is None or frames is None:
            conn.send_json({"op": gw.INVALID_SESSION, "d": False})
            return
        old = session.conn
        if old is not None and old is not conn:
            old.session = None
            asyncio.get_running_loop().create_task(old.close(4000))
        session.conn = conn
        conn.session = session
        for frame in frames:
            conn.send(frame)
        session.dispatch("RESUMED", {})
        self.resume_count += 1
        self._bump()

    def _request_guild_members(self, conn: gw.Connection, data: dict[str, Any]) -> None:
        session = conn.session
        if session is None:
            return
        guild_ids = data.get("guild_id")
        if not isinstance(guild_ids, list):
            guild_ids = [guild_ids]
        wanted = {int(u) for u in data.get("user_ids") or ()}
        query = (data.get("query") or "").lower()
        limit = data.get("limit") or 0
        for gid in guild_ids:
            guild = self.guilds.get(int(gid))
            if guild is None:
                continue
            members = [
                m
                for uid, m in guild.members.items()
                if (not wanted or uid in wanted) and m["user"]["username"].lower().startswith(query)
            ]
            if limit:
                members = members[:limit]
            chunk = {
                "guild_id": str(gid),
                "members": members,
                "chunk_index": 0,
                "chunk_count": 1,
                "not_found": [],
                "presences": [],
            }
            if data.get("nonce") is not None:
                chunk["nonce"] = data["nonce"]
            session.dispatch("GUILD_MEMBERS_CHUNK", chunk)

    # ------------------------------------------------------------------ messages
    def _dispatch_message_event(self, event: str, msg: dict[str, Any]) -> None:
        if not self.message_events or msg.get("flags", 0) & EPHEMERAL:
            return
        gid = msg.get("guild_id")
        session = self._session_for_guild(int(gid) if gid else None)
        if session is None or not session.wants(gw.INTENT_GUILD_MESSAGES):
            return
        data = dict(msg)
        if gid:
            guild = self.guilds.get(int(gid))
            member = guild.members.get(int(msg["author"]["id"])) if guild else None
            if member is not None:
                data["member"] = {k: v for k, v in member.items() if k != "user"}
        session.dispatch(event, data)

    def _create_message(
        self,
        channel_id: int,
        data: dict[str, Any],
        *,
        msg_type: int = 0,
        flags: int | None = None,
        interaction: Interaction | None = None,
        webhook: bool = False,
    ) -> dict[str, Any]:
        channel = self.channels.get(channel_id)
        if channel is None:
            raise _unknown("Channel", 10003)
        mid = self._ids.next()
        if flags is None:
            flags = int(data.get("flags") or 0) & _SETTABLE_FLAGS
            if interaction is None:
                flags &= ~EPHEMERAL
        msg: dict[str, Any] = {
            "id": str(mid),
            "channel_id": str(channel_id),
            "author": self.users[self.bot_user_id],
            "content": data.get("content") or "",
            "timestamp": iso_now(),
            "edited_timestamp": None,
            "tts": bool(data.get("tts", False)),
            "mention_everyone": False,
            "mentions": [],
            "mention_roles": [],
            "attachments": self._attachments(data),
            "embeds": data.get("embeds") or [],
            "components": data.get("components") or [],
            "reactions": [],
            "pinned": False,
            "type": msg_type,
            "flags": flags,
        }
        if channel.get("guild_id"):
            msg["guild_id"] = channel["guild_id"]
        if data.get("nonce") is not None:
            msg["nonce"] = data["nonce"]
        if data.get("message_reference"):
            ref = dict(data["message_reference"])
            ref.setdefault("channel_id", str(channel_id))
            msg["message_reference"] = ref
        if interaction is not None or webhook:
            msg["application_id"] = str(self.application_id)
            msg["webhook_id"] = str(self.application_id)
        if interaction is not None:
            meta: dict[str, Any] = {
                "id": str(interaction.id),
                "type": interaction.type,
                "user": self.users[interaction.user_id],
                "authorizing_integration_owners": interaction.payload.get(
                    "authorizing_integration_owners", {}
                ),
            }
            if interaction.component_message_id is not None:
                meta["interacted_message_id"] = str(interaction.component_message_id)
            elif interaction.original_message_id is not None:
                meta["original_response_message_id"] = str(interaction.original_message_id)
            msg["interaction_metadata"] = meta
        self._messages[channel_id][mid] = msg
        channel["last_message_id"] = str(mid)
        self._dispatch_message_event("MESSAGE_CREATE", msg)
        self._bump()
        return msg

    def _attachments(self, data: dict[str, Any]) -> list[dict[str, Any]]:
        out = []
        for att in data.get("attachments") or ():
            aid = self._ids.next()
            name = att.get("filename", "file")
            out.append(
                {
                    "id": str(aid),
                    "filename": name,
                    "size": int(att.get("size", 0)),
                    "url": f"http://127.0.0.1:{self.port}/attachments/{aid}/{name}",
                    "proxy_url": f"http://127.0.0.1:{self.port}/attachments/{aid}/{name}",
                }
            )
        return out

    def _edit_message(self, msg: dict[str, Any], data: dict[str, Any]) -> dict[str, Any]:
        for key in ("content", "embeds", "components"):
            if key in data:
                value = data[key]
                msg[key] = value if value is not None else ("" if key == "content" else [])
        if "attachments" in data:
            msg["attachments"] = self._attachments(data)
        keep = msg.get("flags", 0) & EPHEMERAL
        if data.get("flags") is not None:
            msg["flags"] = keep | (int(data["flags"]) & _SETTABLE_FLAGS & ~EPHEMERAL)
        msg["flags"] = msg.get("flags", 0) & ~LOADING
        msg["edited_timestamp"] = iso_now()
        self._dispatch_message_event("MESSAGE_UPDATE", msg)
        self._bump()
        return msg

    def _delete_message(self, channel_id: int, message_id: int) -> None:
        msg = self._messages[channel_id].pop(message_id)
        if not msg.get("flags", 0) & EPHEMERAL and self.message_events:
            gid = msg.get("guild_id")
            session = self._session_for_guild(int(gid) if gid else None)
            if session is not None and session.wants(gw.INTENT_GUILD_MESSAGES):
                payload = {"id": msg["id"], "channel_id": msg["channel_id"]}
                if gid:
                    payload["guild_id"] = gid
                session.dispatch("MESSAGE_DELETE", payload)
        self._bump()

    # ------------------------------------------------------------------ interactions (test API)
    def _interaction_payload(
        self,
        itype: int,
        guild_id: int | None,
        channel_id: int,
        user_id: int,
        data: dict[str, Any],
    ) -> Interaction:
        iid = self._ids.past(self.interaction_age) if self.interaction_age else self._ids.next()
        token = new_token(iid)
        if channel_id not in self.channels:
            raise ValueError(f"unknown channel {channel_id}")
        channel = dict(self.channels[channel_id])
        channel["permissions"] = ALL_PERMISSIONS
        payload: dict[str, Any] = {
            "id": str(iid),
            "application_id": str(self.application_id),
            "type": itype,
            "data": data,
            "channel_id": str(channel_id),
            "channel": channel,
            "token": token,
            "version": 1,
            "app_permissions": ALL_PERMISSIONS,
            "locale": "en-US",
            "entitlements": [],
            "entitlement_sku_ids": [],
            "attachment_size_limit": 10 * 1024 * 1024,
        }
        if guild_id is not None:
            guild = self.guilds[guild_id]
            member = guild.members.get(user_id)
            if member is None:
                raise ValueError(f"user {user_id} is not a member of guild {guild_id}")
            payload.update(
                {
                    "guild_id": str(guild_id),
                    "guild": {"id": str(guild_id), "locale": "en-US", "features": []},
                    "guild_locale": "en-US",
                    "member": {**member, "permissions": ALL_PERMISSIONS},
                    "authorizing_integration_owners": {"0": str(guild_id)},
                    "context": 0,
                }
            )
        else:
            payload.update(
                {
                    "user": self.users[user_id],
                    "authorizing_integration_owners": {"0": str(user_id)},
                    "context": 1,
                }
            )
        rec = Interaction(
            id=iid,
            token=token,
            type=itype,
            guild_id=guild_id,
            channel_id=channel_id,
            user_id=user_id,
            created=time.monotonic(),
            payload=payload,
        )
        return rec

    async def _send_interaction(self, rec: Interaction, timeout: float | None) -> InteractionResult:
        session = self._session_for_guild(rec.guild_id)
        if session is None:
            raise RuntimeError("no bot has identified with the stand-in")
        result = InteractionResult(
            interaction_id=rec.id, token=rec.token, channel_id=rec.channel_id, _api=self
        )
        rec.result = result
        self._interactions[rec.token] = rec
        fut: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self._callback_waiters[rec.id] = fut
        rec.created = time.monotonic()
        session.dispatch("INTERACTION_CREATE", rec.payload)
        wait = self.interaction_timeout if timeout is None else timeout
        try:
            await asyncio.wait_for(fut, wait)
        except LateResponse:
            raise
        except TimeoutError:
            name = rec.payload["data"].get("name") or rec.payload["data"].get("custom_id")
            raise TimeoutError(
                f"the bot did not answer interaction {name!r} (id {rec.id}) within {wait}s"
            ) from None
        finally:
            self._callback_waiters.pop(rec.id, None)
        return result

    def _build_options(
        self,
        guild_id: int | None,
        defs: list[dict[str, Any]],
        values: dict[str, Any],
        resolved: dict[str, dict[str, Any]],
        *,
        focused: str | None = None,
        validate: bool = True,
    ) -> list[dict[str, Any]]:
        by_name = {d["name"]: d for d in defs}
        out = []
        for name, value in values.items():
            d = by_name.get(name)
            if d is None:
                raise ValueError(f"option {name!r} not in synced definition: {sorted(by_name)}")
            otype = d["type"]
            opt: dict[str, Any] = {"name": name, "type": otype}
            if name == focused:
                opt["value"] = str(value)
                opt["focused"] = True
                out.append(opt)
                continue
            if otype in (USER, MENTIONABLE) and int(value) in self.users:
                uid = int(value)
                opt["value"] = str(uid)
                resolved.setdefault("users", {})[str(uid)] = self.users[uid]
                guild = self.guilds.get(guild_id) if guild_id else None
                member = guild.members.get(uid) if guild else None
                if member is not None:
                    m = {k: v for k, v in member.items() if k != "user"}
                    m["permissions"] = ALL_PERMISSIONS
                    resolved.setdefault("members", {})[str(uid)] = m
            elif otype in (CHANNEL, MENTIONABLE, ROLE):
                opt["value"] = str(value)
                if otype == CHANNEL and int(value) in self.channels:
                    ch = self.channels[int(value)]
                    resolved.setdefault("channels", {})[str(value)] = {
                        "id": ch["id"],
                        "name": ch.get("name"),
                        "type": ch["type"],
                        "permissions": ALL_PERMISSIONS,
                    }
                elif otype in (ROLE, MENTIONABLE) and guild_id:
                    for role in self.guilds[guild_id].roles:
                        if role["id"] == str(value):
                            resolved.setdefault("roles", {})[str(value)] = role
            elif otype == INTEGER:
                opt["value"] = int(value)
            elif otype == NUMBER:
                opt["value"] = float(value)
            elif otype == BOOLEAN:
                opt["value"] = bool(value)
            else:
                opt["value"] = str(value)
            if validate:
                self._validate_option(d, opt["value"])
            out.append(opt)
        if validate and focused is None:
            for d in defs:
                if d.get("required") and d["name"] not in values:
                    raise ValueError(f"required option {d['name']!r} missing")
        return out

    @staticmethod
    def _validate_option(d: dict[str, Any], value: Any) -> None:
        """What Discord's client enforces before sending (choices, ranges, lengths)."""
        choices = d.get("choices")
        if choices and value not in [c["value"] for c in choices]:
            raise ValueError(f"{value!r} is not a choice of option {d['name']!r}")
        if d["type"] in (INTEGER, NUMBER):
            lo, hi = d.get("min_value"), d.get("max_value")
            if (lo is not None and value < lo) or (hi is not None and value > hi):
                raise ValueError(f"{value!r} out of range [{lo}, {hi}] for option {d['name']!r}")
        if d["type"] == STRING:
            lo, hi = d.get("min_length"), d.get("max_length")
            if (lo is not None and len(value) < lo) or (hi is not None and len(value) > hi):
                raise ValueError(f"{value!r} has a bad length for option {d['name']!r}")

    def _command_data(
        self,
        guild_id: int | None,
        name: str,
        options: dict[str, Any] | None,
        *,
        focused: str | None = None,
        validate: bool = True,
    ) -> dict[str, Any]:
        parts = name.split()
        cmd = self.command(parts[0], guild_id)
        resolved: dict[str, dict[str, Any]] = {}
        defs = cmd.get("options") or []
        # Walk "group sub" paths down to the leaf's options.
        chain: list[dict[str, Any]] = []
        for part in parts[1:]:
            sub = next((o for o in defs if o["name"] == part), None)
            if sub is None or sub["type"] not in (SUB_COMMAND, SUB_COMMAND_GROUP):
                raise ValueError(f"{part!r} is not a subcommand of {cmd['name']!r}")
            chain.append({"name": part, "type": sub["type"]})
            defs = sub.get("options") or []
        leaf = self._build_options(
            guild_id, defs, options or {}, resolved, focused=focused, validate=validate
        )
        opts = leaf
        for node in reversed(chain):
            node["options"] = opts
            opts = [node]
        data: dict[str, Any] = {
            "id": cmd["id"],
            "name": cmd["name"],
            "type": cmd.get("type", 1),
            "options": opts,
        }
        if resolved:
            data["resolved"] = resolved
        if cmd.get("guild_id"):
            data["guild_id"] = cmd["guild_id"]
        return data

    async def slash(
        self,
        guild_id: int | None,
        channel_id: int,
        user_id: int,
        name: str,
        options: dict[str, Any] | None = None,
        *,
        timeout: float | None = None,
        validate: bool = True,
    ) -> InteractionResult:
        """Run /name (or "name sub", "name group sub") as user; returns the bot's answer."""
        data = self._command_data(guild_id, name, options, validate=validate)
        rec = self._interaction_payload(APPLICATION_COMMAND, guild_id, channel_id, user_id, data)
        return await self._send_interaction(rec, timeout)

    async def autocomplete(
        self,
        guild_id: int | None,
        channel_id: int,
        user_id: int,
        name: str,
        options: dict[str, Any] | None,
        focused: str,
        *,
        timeout: float | None = None,
    ) -> list[dict[str, Any]]:
        """Autocomplete for option `focused` of /name; returns the choices."""
        data = self._command_data(guild_id, name, options, focused=focused, validate=False)
        rec = self._interaction_payload(
            APPLICATION_COMMAND_AUTOCOMPLETE, guild_id, channel_id, user_id, data
        )
        result = await self._send_interaction(rec, timeout)
        return result.choices or []

    async def click(
        self,
        guild_id: int | None,
        channel_id: int,
        message_id: int,
        user_id: int,
        custom_id: str,
        *,
        values: list[str] | None = None,
        timeout: float | None = None,
        allow_disabled: bool = False,
    ) -> InteractionResult:
        """Click a button (or pick `values` in a select) of a stored message."""
        msg = self.message(channel_id, message_id)
        comp = next(
            (
                c
                for c in walk_components(msg.get("components", []))
                if c.get("custom_id") == custom_id
            ),
            None,
        )
        if comp is None:
            raise ValueError(f"message {message_id} has no component {custom_id!r}")
        if comp.get("disabled") and not allow_disabled:
            raise ValueError(f"component {custom_id!r} is disabled; Discord would not send it")
        data: dict[str, Any] = {"custom_id": custom_id, "component_type": comp["type"]}
        if comp.get("id") is not None:
            data["id"] = comp["id"]
        if comp["type"] != 2:
            data["values"] = list(values or [])
        rec = self._interaction_payload(MESSAGE_COMPONENT, guild_id, channel_id, user_id, data)
        rec.component_message_id = int(message_id)
        rec.payload["message"] = msg
        return await self._send_interaction(rec, timeout)

    async def submit_modal(
        self,
        guild_id: int | None,
        channel_id: int,
        user_id: int,
        custom_id: str,
        fields: dict[str, str],
        *,
        message_id: int | None = None,
        timeout: float | None = None,
    ) -> InteractionResult:
        """Submit a modal whose text inputs have the given custom_id -> value."""
        data = {
            "custom_id": custom_id,
            "components": [
                {"type": 1, "components": [{"type": 4, "custom_id": k, "value": v}]}
                for k, v in fields.items()
            ],
        }
        rec = self._interaction_payload(MODAL_SUBMIT, guild_id, channel_id, user_id, data)
        if message_id is not None:
            rec.component_message_id = int(message_id)
            rec.payload["message"] = self.message(channel_id, message_id)
        return await self._send_interaction(rec, timeout)

    # ------------------------------------------------------------------ HTTP plumbing
    @web.middleware
    async def _middleware(
        self, request: web.Request, handler: Callable[..., Any]
    ) -> web.StreamResponse:
        path = request.path
        if not path.startswith(API_PREFIX):
            return await handler(request)
        sub = path[len(API_PREFIX) :]
        line = f"{request.method} {sub}"
        body: Any = None
        if request.body_exists:
            ctype = request.content_type
            if ctype == "application/json":
                body = await request.json()
            elif ctype.startswith("multipart/"):
                body = await self._read_multipart(request)
        request[_JSON] = body
        record = {
            "method": request.method,
            "path": sub,
            "query": dict(request.query),
            "json": body,
            "time": time.time(),
            "status": None,
        }
        if self.log_requests:
            self.requests.append(record)
        rule = self.faults.match(line)
        if rule is not None:
            if rule.delay:
                await asyncio.sleep(rule.delay)
            if rule.status:
                record["status"] = rule.status
                if rule.status == 429:
                    resp = _json(
                        {
                            "message": "You are being rate limited.",
                            "retry_after": rule.retry_after,
                            "global": rule.is_global,
                            "code": 0,
                        },
                        429,
                    )
                    resp.headers["Via"] = "1.1 google"
                    resp.headers["Retry-After"] = str(max(1, int(rule.retry_after + 0.999)))
                    if rule.is_global:
                        resp.headers["X-RateLimit-Global"] = "true"
                    return resp
                return _error(rule.status, 0, f"{rule.status}: injected fault")
        needs_bot_token = not sub.startswith(("/interactions/", "/webhooks/"))
        if needs_bot_token and request.headers.get("Authorization") != f"Bot {self.token}":
            record["status"] = 401
            return _error(401, 0, "401: Unauthorized")
        try:
            resp = await handler(request)
        except ApiError as exc:
            resp = _error(exc.status, exc.code, exc.message)
        except web.HTTPException as exc:
            if exc.status == 404:
                resp = _error(404, 0, "404: Not Found")
            elif exc.status == 405:
                resp = _error(405, 0, "405: Method Not Allowed")
            else:
                raise
        record["status"] = resp.status
        if rule is not None and rule.answer_delay:
            await asyncio.sleep(rule.answer_delay)
        return resp

    @staticmethod
    async def _read_multipart(request: web.Request) -> dict[str, Any]:
        form = await request.post()
        payload: dict[str, Any] = {}
        if "payload_json" in form:
            payload = json.loads(form["payload_json"])  # type: ignore[arg-type]
        files = []
        for key, value in form.items():
            if key.startswith("files[") or key == "file":
                body = getattr(value, "file", None)
                size = len(body.read()) if body is not None else 0
                files.append({"filename": getattr(value, "filename", key), "size": size})
        if files:
            atts = payload.get("attachments") or []
            for i, f in enumerate(files):
                if i < len(atts):
                    atts[i] = {**atts[i], **f}
                else:
                    atts.append(f)
            payload["attachments"] = atts
        return payload

    def _add_routes(self, app: web.Application) -> None:
        p = API_PREFIX
        r = app.router
        r.add_get("/gateway", self._gateway)
        r.add_get(p + "/gateway", self._get_gateway)
        r.add_get(p + "/gateway/bot", self._get_gateway_bot)
        r.add_get(p + "/users/@me", self._get_me)
        r.add_post(p + "/users/@me/channels", self._create_dm)
        r.add_get(p + "/users/{user_id}", self._get_user)
        r.add_get(p + "/oauth2/applications/@me", self._get_application)
        r.add_get(p + "/applications/@me", self._get_application)
        r.add_post(p + "/auth/logout", _no_content_handler)
        # application commands
        base = p + "/applications/{app_id}"
        for prefix in (base, base + "/guilds/{guild_id}"):
            r.add_get(prefix + "/commands", self._list_commands)
            r.add_put(prefix + "/commands", self._bulk_commands)
            r.add_post(prefix + "/commands", self._upsert_command)
            r.add_get(prefix + "/commands/{command_id}", self._get_command)
            r.add_patch(prefix + "/commands/{command_id}", self._edit_command)
            r.add_delete(prefix + "/commands/{command_id}", self._delete_command)
        r.add_get(base + "/guilds/{guild_id}/commands/permissions", _empty_list_handler)
        # interactions & webhooks
        r.add_post(p + "/interactions/{interaction_id}/{token}/callback", self._callback)
        r.add_post(p + "/webhooks/{app_id}/{token}", self._webhook_send)
        wm = p + "/webhooks/{app_id}/{token}/messages/{message_id}"
        r.add_get(wm, self._webhook_get)
        r.add_patch(wm, self._webhook_edit)
        r.add_delete(wm, self._webhook_delete)
        # channels & messages
        r.add_get(p + "/channels/{channel_id}", self._get_channel)
        r.add_get(p + "/channels/{channel_id}/messages", self._list_messages)
        r.add_post(p + "/channels/{channel_id}/messages", self._post_message)
        cm = p + "/channels/{channel_id}/messages/{message_id}"
        r.add_get(cm, self._get_message)
        r.add_patch(cm, self._patch_message)
        r.add_delete(cm, self._delete_message_route)
        r.add_post(p + "/channels/{channel_id}/typing", _no_content_handler)
        r.add_route("*", cm + "/reactions/{tail:.*}", _no_content_handler)
        # guilds
        r.add_get(p + "/guilds/{guild_id}", self._get_guild)
        r.add_get(p + "/guilds/{guild_id}/channels", self._get_guild_channels)
        r.add_get(p + "/guilds/{guild_id}/roles", self._get_guild_roles)
        r.add_get(p + "/guilds/{guild_id}/members", self._list_members)
        r.add_get(p + "/guilds/{guild_id}/members/{user_id}", self._get_member)

    async def _gateway(self, request: web.Request) -> web.StreamResponse:
        return await gw.gateway_handler(self, request)

    # ------------------------------------------------------------------ REST: identity
    async def _get_gateway(self, request: web.Request) -> web.Response:
        return _json({"url": self.gateway_url})

    async def _get_gateway_bot(self, request: web.Request) -> web.Response:
        return _json(
            {
                "url": self.gateway_url,
                "shards": self.recommended_shards,
                "session_start_limit": {
                    "total": 1000,
                    "remaining": 1000,
                    "reset_after": 0,
                    "max_concurrency": 1,
                },
            }
        )

    async def _get_me(self, request: web.Request) -> web.Response:
        me = dict(self.users[self.bot_user_id])
        me.update({"verified": True, "mfa_enabled": False, "email": None, "locale": "en-US"})
        return _json(me)

    async def _get_user(self, request: web.Request) -> web.Response:
        user = self.users.get(self._int(request, "user_id"))
        if user is None:
            raise _unknown("User", 10013)
        return _json(user)

    async def _create_dm(self, request: web.Request) -> web.Response:
        uid = int((request[_JSON] or {}).get("recipient_id", 0))
        if uid not in self.users:
            raise _unknown("User", 10013)
        cid = self._dm_channels.get(uid)
        if cid is None:
            cid = self._ids.next()
            self._dm_channels[uid] = cid
            self.channels[cid] = {
                "id": str(cid),
                "type": CHANNEL_DM,
                "last_message_id": None,
                "recipients": [self.users[uid]],
                "flags": 0,
            }
            self._messages[cid] = {}
        return _json(self.channels[cid])

    def dm_channel(self, user_id: int) -> int | None:
        """The id of the DM channel the bot opened with `user_id`, if any."""
        return self._dm_channels.get(user_id)

    async def _get_application(self, request: web.Request) -> web.Response:
        bot = self.users[self.bot_user_id]
        return _json(
            {
                "id": str(self.application_id),
                "name": bot["username"],
                "icon": None,
                "description": "Local stand-in application (not Discord)",
                "rpc_origins": [],
                "bot_public": True,
                "bot_require_code_grant": False,
                "bot": bot,
                "terms_of_service_url": None,
                "privacy_policy_url": None,
                "owner": user_payload(self.bot_user_id + 1, "owner"),
                "verify_key": "0" * 64,
                "team": None,
                "guild_id": None,
                "flags": 0,
                "tags": [],
                "install_params": None,
                "custom_install_url": None,
                "interactions_endpoint_url": None,
                "role_connections_verification_url": None,
                "approximate_guild_count": len(self.guilds),
                "redirect_uris": [],
                "integration_types_config": {},
            }
        )

    # ------------------------------------------------------------------ REST: commands
    @staticmethod
    def _int(request: web.Request, key: str) -> int:
        try:
            return int(request.match_info[key])
        except ValueError:
            raise ApiError(400, 50035, f"Invalid Form Body: {key}") from None

    def _check_app(self, request: web.Request) -> None:
        if self._int(request, "app_id") != self.application_id:
            raise _unknown("Application", 10002)

    def _command_table(self, request: web.Request) -> tuple[int | None, dict]:
        self._check_app(request)
        if "guild_id" in request.match_info:
            gid = self._int(request, "guild_id")
            if gid not in self.guilds:
                raise _unknown("Guild", 10004)
            return gid, self._guild_commands.setdefault(gid, {})
        return None, self._global_commands

    def _store_command(self, gid: int | None, spec: dict[str, Any]) -> dict[str, Any]:
        ctype = int(spec.get("type", 1))
        key = (gid, spec["name"], ctype)
        cid = self._command_ids.get(key)
        if cid is None:
            cid = self._command_ids[key] = self._ids.next()
        cmd = {
            "description": "",
            "options": [],
            "default_member_permissions": None,
            "nsfw": False,
            "name_localizations": None,
            "description_localizations": None,
            "contexts": None,
            "integration_types": [0],
            **spec,
            "type": ctype,
            "id": str(cid),
            "application_id": str(self.application_id),
            "version": str(self._ids.next()),
        }
        if gid is not None:
            cmd["guild_id"] = str(gid)
            cmd.pop("contexts", None)
            cmd.pop("integration_types", None)
        else:
            cmd.setdefault("dm_permission", True)
        return cmd

    async def _list_commands(self, request: web.Request) -> web.Response:
        _, table = self._command_table(request)
        return _json(list(table.values()))

    async def _bulk_commands(self, request: web.Request) -> web.Response:
        gid, table = self._command_table(request)
        specs = request[_JSON] or []
        new = {}
        for spec in specs:
            cmd = self._store_command(gid, spec)
            new[(cmd["name"], cmd["type"])] = cmd
        table.clear()
        table.update(new)
        self.sync_count += 1
        self._bump()
        return _json(list(new.values()))

    async def _upsert_command(self, request: web.Request) -> web.Response:
        gid, table = self._command_table(request)
        cmd = self._store_command(gid, request[_JSON] or {})
        existed = (cmd["name"], cmd["type"]) in table
        table[(cmd["name"], cmd["type"])] = cmd
        self._bump()
        return _json(cmd, 200 if existed else 201)

    def _find_command(self, request: web.Request) -> tuple[dict, tuple[str, int], dict]:
        _, table = self._command_table(request)
        cid = request.match_info["command_id"]
        for key, cmd in table.items():
            if cmd["id"] == cid:
                return table, key, cmd
        raise _unknown("application command", 10063)

    async def _get_command(self, request: web.Request) -> web.Response:
        return _json(self._find_command(request)[2])

    async def _edit_command(self, request: web.Request) -> web.Response:
        table, key, cmd = self._find_command(request)
        gid = int(cmd["guild_id"]) if cmd.get("guild_id") else None
        new = self._store_command(gid, {**cmd, **(request[_JSON] or {})})
        del table[key]
        table[(new["name"], new["type"])] = new
        return _json(new)

    async def _delete_command(self, request: web.Request) -> web.Response:
        table, key, _ = self._find_command(request)
        del table[key]
        return _no_content()

    # ------------------------------------------------------------------ REST: interactions
    def _interaction_for(self, request: web.Request) -> Interaction:
        rec = self._interactions.get(request.match_info["token"])
        if rec is None:
            raise ApiError(401, 50027, "Invalid Webhook Token")
        if time.monotonic() - rec.created > self.token_ttl:
            raise ApiError(401, 50027, "Invalid Webhook Token")
        return rec

    async def _callback(self, request: web.Request) -> web.Response:
        rec = self._interactions.get(request.match_info["token"])
        if rec is None or str(rec.id) != request.match_info["interaction_id"]:
            raise _unknown("interaction", 10062)
        if rec.callback_type is not None:
            raise ApiError(400, 40060, "Interaction has already been acknowledged.")
        elapsed = time.monotonic() - rec.created
        if self.response_deadline is not None and elapsed > self.response_deadline:
            self.late_callbacks += 1
            fut = self._callback_waiters.get(rec.id)
            if fut is not None and not fut.done():
                fut.set_exception(
                    LateResponse(
                        f"the bot answered interaction {rec.id} after {elapsed:.2f}s; Discord "
                        f"rejects initial responses after {self.response_deadline}s"
                    )
                )
            raise _unknown("interaction", 10062)
        body = request[_JSON] or {}
        ctype = int(body.get("type", 0))
        data = body.get("data") or {}
        result: InteractionResult = rec.result
        resource_msg: dict[str, Any] | None = None
        if ctype == CHANNEL_MESSAGE:
            if rec.type not in (APPLICATION_COMMAND, MESSAGE_COMPONENT, MODAL_SUBMIT):
                raise ApiError(400, 50035, "Invalid Form Body: callback type")
            rec.callback_type = ctype
            msg_type = 20 if rec.type == APPLICATION_COMMAND else 0
            resource_msg = self._create_message(
                rec.channel_id,
                data,
                msg_type=msg_type,
                flags=int(data.get("flags") or 0) & _SETTABLE_FLAGS,
                interaction=rec,
            )
            rec.original_message_id = int(resource_msg["id"])
        elif ctype == DEFERRED_CHANNEL_MESSAGE:
            if rec.type not in (APPLICATION_COMMAND, MESSAGE_COMPONENT, MODAL_SUBMIT):
                raise ApiError(400, 50035, "Invalid Form Body: callback type")
            rec.callback_type = ctype
            flags = (int(data.get("flags") or 0) & EPHEMERAL) | LOADING
            resource_msg = self._create_message(
                rec.channel_id,
                {},
                msg_type=20 if rec.type == APPLICATION_COMMAND else 0,
                flags=flags,
                interaction=rec,
            )
            rec.original_message_id = int(resource_msg["id"])
            result.deferred = True
        elif ctype in (DEFERRED_UPDATE_MESSAGE, UPDATE_MESSAGE):
            if rec.component_message_id is None:
                raise ApiError(400, 50035, "Invalid Form Body: no message to update")
            rec.callback_type = ctype
            rec.original_message_id = rec.component_message_id
            try:
                msg = self.message(rec.channel_id, rec.component_message_id)
            except KeyError:
                raise _unknown("Message", 10008) from None
            if ctype == UPDATE_MESSAGE:
                self._edit_message(msg, data)
            else:
                result.deferred = True
            resource_msg = msg
        elif ctype == AUTOCOMPLETE_RESULT:
            if rec.type != APPLICATION_COMMAND_AUTOCOMPLETE:
                raise ApiError(400, 50035, "Invalid Form Body: not an autocomplete")
            rec.callback_type = ctype
            result.choices = list(data.get("choices") or [])
        elif ctype == MODAL:
            if rec.type in (APPLICATION_COMMAND_AUTOCOMPLETE, MODAL_SUBMIT):
                raise ApiError(400, 50035, "Invalid Form Body: cannot open a modal here")
            rec.callback_type = ctype
            result.modal = data
        elif ctype == PONG:
            rec.callback_type = ctype
        else:
            raise ApiError(400, 50035, f"Invalid Form Body: unknown callback type {ctype}")
        result.type = ctype
        result.data = data
        result.elapsed = elapsed
        if resource_msg is not None:
            result.message_id = int(resource_msg["id"])
            result.refresh()
        fut = self._callback_waiters.get(rec.id)
        if fut is not None and not fut.done():
            fut.set_result(None)
        if not _truthy(request.query.get("with_response")):
            return _no_content()
        inter: dict[str, Any] = {"id": str(rec.id), "type": rec.type}
        if rec.original_message_id is not None:
            inter["response_message_id"] = str(rec.original_message_id)
            inter["response_message_loading"] = ctype == DEFERRED_CHANNEL_MESSAGE
            inter["response_message_ephemeral"] = bool(
                (resource_msg or {}).get("flags", 0) & EPHEMERAL
            )
        resource: dict[str, Any] = {"type": ctype}
        if resource_msg is not None and ctype != DEFERRED_UPDATE_MESSAGE:
            resource["message"] = resource_msg
        return _json({"interaction": inter, "resource": resource})

    def _webhook_message(self, rec: Interaction, message_id: str) -> dict[str, Any]:
        if message_id == "@original":
            if rec.original_message_id is None:
                raise _unknown("Message", 10008)
            mid = rec.original_message_id
        else:
            mid = int(message_id)
            if mid != rec.original_message_id and not any(
                int(f["id"]) == mid for f in rec.result.followups
            ):
                raise _unknown("Message", 10008)
        msg = self._messages.get(rec.channel_id, {}).get(mid)
        if msg is None:
            raise _unknown("Message", 10008)
        return msg

    async def _webhook_send(self, request: web.Request) -> web.Response:
        self._check_app(request)
        rec = self._interaction_for(request)
        if rec.callback_type is None:
            raise _unknown("Webhook", 10015)
        data = request[_JSON] or {}
        result: InteractionResult = rec.result
        original = None
        if rec.callback_type == DEFERRED_CHANNEL_MESSAGE and rec.original_message_id is not None:
            original = self._messages.get(rec.channel_id, {}).get(rec.original_message_id)
        if original is not None and original.get("flags", 0) & LOADING:
            # Discord: the first followup after a "thinking" defer replaces the loading message.
            msg = self._edit_message(original, {k: v for k, v in data.items() if k != "flags"})
        else:
            msg = self._create_message(rec.channel_id, data, msg_type=0, interaction=rec)
        result.followups.append(msg)
        result._note_change()
        if not _truthy(request.query.get("wait")):
            return _no_content()
        return _json(msg)

    async def _webhook_get(self, request: web.Request) -> web.Response:
        self._check_app(request)
        rec = self._interaction_for(request)
        return _json(self._webhook_message(rec, request.match_info["message_id"]))

    async def _webhook_edit(self, request: web.Request) -> web.Response:
        self._check_app(request)
        rec = self._interaction_for(request)
        mid = request.match_info["message_id"]
        msg = self._webhook_message(rec, mid)
        self._edit_message(msg, request[_JSON] or {})
        result: InteractionResult = rec.result
        if mid == "@original" or int(mid) == rec.original_message_id:
            result.edits += 1
        result._note_change()
        return _json(msg)

    async def _webhook_delete(self, request: web.Request) -> web.Response:
        self._check_app(request)
        rec = self._interaction_for(request)
        msg = self._webhook_message(rec, request.match_info["message_id"])
        self._delete_message(rec.channel_id, int(msg["id"]))
        rec.result._note_change()
        return _no_content()

    # ------------------------------------------------------------------ REST: channels
    def _channel(self, request: web.Request) -> tuple[int, dict[str, Any]]:
        cid = self._int(request, "channel_id")
        channel = self.channels.get(cid)
        if channel is None:
            raise _unknown("Channel", 10003)
        return cid, channel

    def _channel_message(self, request: web.Request) -> tuple[int, dict[str, Any]]:
        cid, _ = self._channel(request)
        msg = self._messages[cid].get(self._int(request, "message_id"))
        if msg is None or msg.get("flags", 0) & EPHEMERAL:
            raise _unknown("Message", 10008)
        return cid, msg

    async def _get_channel(self, request: web.Request) -> web.Response:
        return _json(self._channel(request)[1])

    async def _post_message(self, request: web.Request) -> web.Response:
        cid, _ = self._channel(request)
        data = request[_JSON] or {}
        if not (
            data.get("content")
            or data.get("embeds")
            or data.get("components")
            or data.get("attachments")
            or data.get("sticker_ids")
            or data.get("poll")
        ):
            raise ApiError(400, 50006, "Cannot send an empty message")
        msg_type = 19 if data.get("message_reference") else 0
        return _json(self._create_message(cid, data, msg_type=msg_type))

    async def _list_messages(self, request: web.Request) -> web.Response:
        cid, _ = self._channel(request)
        limit = min(int(request.query.get("limit", 50)), 100)
        before = request.query.get("before")
        after = request.query.get("after")
        msgs = [m for m in self._messages[cid].values() if not m.get("flags", 0) & EPHEMERAL]
        if before:
            msgs = [m for m in msgs if int(m["id"]) < int(before)]
        if after:
            msgs = [m for m in msgs if int(m["id"]) > int(after)]
            msgs = msgs[:limit]
        else:
            msgs = msgs[-limit:]
        return _json(list(reversed(msgs)))

    async def _get_message(self, request: web.Request) -> web.Response:
        return _json(self._channel_message(request)[1])

    async def _patch_message(self, request: web.Request) -> web.Response:
        _, msg = self._channel_message(request)
        return _json(self._edit_message(msg, request[_JSON] or {}))

    async def _delete_message_route(self, request: web.Request) -> web.Response:
        cid, msg = self._channel_message(request)
        self._delete_message(cid, int(msg["id"]))
        return _no_content()

    # ------------------------------------------------------------------ REST: guilds
    def _guild(self, request: web.Request) -> Guild:
        guild = self.guilds.get(self._int(request, "guild_id"))
        if guild is None:
            raise _unknown("Guild", 10004)
        return guild

    async def _get_guild(self, request: web.Request) -> web.Response:
        guild = self._guild(request)
        data = guild.payload()
        if _truthy(request.query.get("with_counts")):
            data["approximate_member_count"] = len(guild.members)
            data["approximate_presence_count"] = 0
        return _json(data)

    async def _get_guild_channels(self, request: web.Request) -> web.Response:
        return _json(list(self._guild(request).channels.values()))

    async def _get_guild_roles(self, request: web.Request) -> web.Response:
        return _json(self._guild(request).roles)

    async def _list_members(self, request: web.Request) -> web.Response:
        guild = self._guild(request)
        limit = min(int(request.query.get("limit", 1)), 1000)
        after = int(request.query.get("after", 0))
        members = [m for uid, m in sorted(guild.members.items()) if uid > after]
        return _json(members[:limit])

    async def _get_member(self, request: web.Request) -> web.Response:
        guild = self._guild(request)
        member = guild.members.get(self._int(request, "user_id"))
        if member is None:
            raise _unknown("Member", 10007)
        return _json(member)
