# ruff: noqa: ASYNC109  (the test-facing API takes timeout= parameters by design)
"""Recording and waiting in the local Discord API stand-in (NOT Discord).

What the stand-in saw is kept on plain attributes (state.py creates them):
`requests` (every REST request: method, path, query, json, time, status; written by the
middleware in rest/common.py), `dispatched` (every gateway dispatch; written by
gateway.GatewaySession.dispatch), `identify_count`, `resume_count`, `sync_count`,
`late_callbacks`, `faults.injected`, `spec_violations` (request bodies that break
Discord's OpenAPI spec), `rate_limited` (every 429 sent), `invalid_requests` (every 401,
403 and 429 Discord would count) and `dm_refusals`. This layer adds the change signal every
mutation raises (`_bump`), the notes of the answers that go in those logs (`_note_answer`),
the helpers tests wait with, and the hand-over of spec violations to the test that caused
them.
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import json
from collections.abc import Callable
from typing import Any

from aiohttp import web

from . import spec
from .state import StandInState

#: The statuses Discord counts as invalid requests (its "Invalid Request Limit").
INVALID_STATUSES = (401, 403, 429)


class Recording(StandInState):
    """`_bump()` on every change; `wait_until` and the `wait_for_*` helpers."""

    def _bump(self) -> None:
        self._change.set()
        self._change = asyncio.Event()

    def _record_violations(self, violations: list[spec.Violation]) -> None:
        """Keep them, and leave them for the running test's teardown check to fail it
        (tests/conftest.py), unless a test takes them first (`take_spec_violations`)."""
        mine = [dataclasses.replace(v, owner=id(self)) for v in violations]
        self.spec_violations.extend(mine)
        spec.record(mine)

    def _note_answer(self, method: str, path: str, resp: web.StreamResponse) -> None:
        """Log a 429 in `rate_limited`, and an invalid request in `invalid_requests` (a 429
        of scope "shared" is not counted against a bot, Discord says)."""
        if resp.status not in INVALID_STATUSES:
            return
        body: dict[str, Any] = {}
        raw = getattr(resp, "body", None)
        if isinstance(raw, bytes):
            with contextlib.suppress(ValueError):
                body = json.loads(raw)
        scope = resp.headers.get("X-RateLimit-Scope")
        now = self.clock.now()
        if resp.status == 429:
            self.rate_limited.append({
                "time": now, "method": method, "path": path, "scope": scope,
                "global": bool(body.get("global")), "retry_after": body.get("retry_after"),
                "code": body.get("code"), "bucket": resp.headers.get("X-RateLimit-Bucket"),
            })
        if not (resp.status == 429 and scope == "shared"):
            self.invalid_requests.append({"time": now, "method": method, "path": path,
                                          "status": resp.status, "code": body.get("code")})

    def invalid_request_count(self, window: float = 600.0) -> int:
        """Invalid requests (401/403/429) in the last `window` seconds of the stand-in's
        clock: Discord restricts an IP that reaches 10,000 in 10 minutes."""
        since = self.clock.now() - window
        return sum(1 for r in self.invalid_requests if r["time"] >= since)

    def take_spec_violations(self) -> list[spec.Violation]:
        """The spec violations not yet reported, which then fail no test: only for tests
        that send a bad request on purpose (the check's own tests)."""
        return spec.claim(id(self))

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

    def serves(self, guild_id: int) -> bool:
        """Whether the session of the shard that holds `guild_id` is connected now: its
        events and interactions reach a bot. (A session of a process that has ended stays
        resumable, as Discord keeps it, but nothing it is sent reaches anyone.)"""
        session = self._session_for_guild(guild_id)
        return session is not None and session.connected

    async def wait_for_ready(self, timeout: float = 15) -> None:
        """Until a bot has IDENTIFYed (or RESUMEd) and is connected; READY and the
        GUILD_CREATEs have been sent. (discord.py's own on_ready fires
        `guild_ready_timeout` later.)"""
        await self.wait_until(lambda: self.bot_connected, timeout)

    async def wait_for_commands_synced(self, timeout: float = 15, count: int = 1) -> None:
        """Until at least `count` bulk command syncs (PUT) arrived."""
        await self.wait_until(lambda: self.sync_count >= count, timeout)

    async def wait_for_commands(self, timeout: float = 15) -> None:
        """Until the application has global commands: synced by a bot, or kept from an
        earlier sync (`set_commands`), as Discord keeps them across restarts."""
        await self.wait_until(lambda: any("guild_id" not in c for c in self.commands), timeout)

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
