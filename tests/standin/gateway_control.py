"""The stand-in's side of gateway sessions (this is NOT Discord): what IDENTIFY, RESUME
and REQUEST_GUILD_MEMBERS do, which shard's session gets a guild's events, and the
gateway faults tests inject (drop, op 7 RECONNECT, op 9 INVALID_SESSION).

Sockets, frames, opcodes and the session object are in gateway.py; this layer touches
the stand-in's state. To add a gateway event, dispatch it from the layer whose change
causes it (`self._session_for_guild(guild_id).dispatch("EVENT", payload)`, see world.py
and messages.py) and check `session.wants(intent)` if Discord gates it by an intent.
"""

from __future__ import annotations

import asyncio
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

    # ------------------------------------------------------------------ shard routing
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
        if shard is None:
            return list(self.guilds.values())
        sid, count = shard
        return [g for g in self.guilds.values() if (g.id >> 22) % count == sid]

    # ------------------------------------------------------------------ op handlers
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
