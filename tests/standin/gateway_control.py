"""The stand-in's side of gateway sessions (this is NOT Discord): what IDENTIFY, RESUME
and REQUEST_GUILD_MEMBERS do, which shard's session gets a guild's events, and the
gateway faults tests inject (drop, op 7 RECONNECT, op 9 INVALID_SESSION).

Shards as Discord has them: IDENTIFY carries ``shard: [id, count]``; each session gets
only the guilds with ``(guild_id >> 22) % count == id`` (READY, GUILD_CREATE, every later
event and interaction); an id out of range or a count unlike the connected sessions' is
closed with 4010, a session that would hold too many guilds with 4011. Every IDENTIFY is
recorded (``identifies``), and ``identify_bursts()`` lists those that broke the rate limit
of one per 5 s per bucket (``shard id % max_concurrency``, served by GET /gateway/bot).

Sockets, frames, opcodes and the session object are in gateway.py; this layer touches
the stand-in's state. To add a gateway event, dispatch it from the layer whose change
causes it (`self._session_for_guild(guild_id).dispatch("EVENT", payload)`, see world.py
and messages.py) and check `session.wants(intent)` if Discord gates it by an intent.
"""

from __future__ import annotations

import asyncio
import time
from typing import Any

from . import gateway as gw
from .recording import Recording
from .store import Guild


class GatewayControl(Recording):
    """Gateway sessions by shard, the op handlers gateway.py calls, gateway faults."""

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

    async def reject_bot_token(self) -> None:
        """From now on refuse the bot token, as Discord does one that was reset: 401 on
        every bot-token route, and the gateway sockets closed with 4004 (discord.py then
        stops: LoginFailure at the next login)."""
        self.token_rejected = True
        conns = [s.conn for s in self._shard_sessions.values() if s.conn is not None]
        self._sessions.clear()
        await asyncio.gather(*(c.flush_and_close(4004) for c in conns))
        self._bump()

    # ------------------------------------------------------------------ shard routing
    @property
    def connected_shards(self) -> set[int | None]:
        """Shard ids with a connected session now (None: an unsharded session)."""
        return {key for key, s in self._shard_sessions.items() if s.connected}

    def identify_bursts(self, window: float = 5.0) -> list[tuple[dict[str, Any], dict[str, Any]]]:
        """Pairs of IDENTIFYs of one rate-limit bucket (shard id % max_concurrency) less than
        ``window`` seconds apart: each one breaks Discord's limit of one per 5 s per bucket."""
        last: dict[int, dict[str, Any]] = {}
        bursts = []
        for record in sorted(self.identifies, key=lambda r: r["time"]):
            bucket = (record["shard"] or 0) % max(1, self.max_concurrency)
            before = last.get(bucket)
            if before is not None and record["time"] - before["time"] < window:
                bursts.append((before, record))
            last[bucket] = record
        return bursts

    def _session_for_guild(self, guild_id: int | None) -> gw.GatewaySession | None:
        sessions = self._shard_sessions
        if not sessions:
            return None
        if None in sessions:
            return sessions[None]
        # No unsharded session (checked above), so every session here has a shard.
        count = next(iter(sessions.values())).shard[1]  # type: ignore[index]  # see above
        shard_id = ((guild_id or 0) >> 22) % count
        return sessions.get(shard_id)

    def _guilds_for_shard(self, shard: tuple[int, int] | None) -> list[Guild]:
        """The guilds the bot is in on this shard (not those only a user install reaches)."""
        guilds = [g for g in self.guilds.values() if g.has_bot]
        if shard is None:
            return guilds
        sid, count = shard
        return [g for g in guilds if (g.id >> 22) % count == sid]

    def _shard_refusal(self, data: dict[str, Any]) -> int | None:
        """The close code Discord would answer this IDENTIFY's shard with, or None.

        4010 (invalid shard): ``shard`` is not ``[id, count]`` with 0 <= id < count, or
        its count differs from that of the sessions connected now (the stand-in routes a
        guild by one count, as Discord does for one bot). 4011 (sharding required): the
        session would hold more than ``max_guilds_per_shard`` guilds."""
        raw = data.get("shard")
        shard: tuple[int, int] | None = None
        code: int | None = None
        if raw is not None:
            valid = (isinstance(raw, list) and len(raw) == 2
                     and all(isinstance(x, int) for x in raw))
            if valid:
                shard = (raw[0], raw[1])
            if not valid or not (shard and 0 <= shard[0] < shard[1]):
                code = 4010
        if code is None:
            count = 1 if shard is None else shard[1]
            live = {1 if s.shard is None else s.shard[1]
                    for s in self._shard_sessions.values() if s.connected}
            if live and live != {count}:
                code = 4010
            elif len(self._guilds_for_shard(shard)) > self.max_guilds_per_shard:
                code = 4011
        if code is not None:
            self.refused_identifies.append({"time": time.monotonic(), "code": code,
                                            "shard": None if shard is None else shard[0],
                                            "count": None if shard is None else shard[1]})
            self._bump()
        return code

    # ------------------------------------------------------------------ op handlers
    def _identify(self, conn: gw.Connection, data: dict[str, Any]) -> None:
        shard = tuple(data["shard"]) if data.get("shard") else None
        session = gw.GatewaySession(
            self, intents=int(data.get("intents", 0)), shard=shard, buffer_size=self.replay_buffer
        )
        old = self._shard_sessions.get(session.shard_id)
        if old is not None:
            self._sessions.pop(old.session_id, None)
        # Sessions of an earlier shard count (every one of them disconnected, or this
        # IDENTIFY was refused) would route guilds by the wrong formula: forget them.
        count = None if shard is None else shard[1]
        for key, other in list(self._shard_sessions.items()):
            if (None if other.shard is None else other.shard[1]) != count:
                self._sessions.pop(other.session_id, None)
                del self._shard_sessions[key]
        self._sessions[session.session_id] = session
        self._shard_sessions[session.shard_id] = session
        session.conn = conn
        conn.session = session
        self.identify_count += 1
        self.identifies.append({"time": time.monotonic(), "shard": session.shard_id,
                                "count": count})
        guilds = self._guilds_for_shard(shard)
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
        if session.wants(gw.INTENT_GUILDS):  # without it, READY's stubs stay unavailable
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
