"""Gateway side of the local Discord API stand-in (NOT Discord): sessions and sockets."""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import time
import uuid
import zlib
from collections import deque
from typing import TYPE_CHECKING, Any

from aiohttp import WSMsgType, web

if TYPE_CHECKING:
    from .server import StandIn
    from .state import StandInState

log = logging.getLogger(__name__)

# Opcodes
DISPATCH = 0
HEARTBEAT = 1
IDENTIFY = 2
PRESENCE_UPDATE = 3
RESUME = 6
RECONNECT = 7
REQUEST_GUILD_MEMBERS = 8
INVALID_SESSION = 9
HELLO = 10
HEARTBEAT_ACK = 11

INTENT_GUILDS = 1 << 0
INTENT_GUILD_MEMBERS = 1 << 1
INTENT_GUILD_MESSAGES = 1 << 9

_dumps = json.dumps


class Connection:
    """One websocket. Frames go through a queue so they leave in order (and the zlib
    stream stays consistent) while callers never have to await."""

    def __init__(self, ws: web.WebSocketResponse, *, compress: bool) -> None:
        self.ws = ws
        self.compressor = zlib.compressobj() if compress else None
        self.queue: asyncio.Queue[str | None] = asyncio.Queue()
        self.writer = asyncio.create_task(self._write())
        self.session: GatewaySession | None = None
        self.closed = False

    def send(self, frame: str) -> None:
        if not self.closed:
            self.queue.put_nowait(frame)

    def send_json(self, payload: dict[str, Any]) -> None:
        self.send(_dumps(payload))

    async def _write(self) -> None:
        ws = self.ws
        comp = self.compressor
        try:
            while True:
                frame = await self.queue.get()
                if frame is None:
                    return
                if comp is not None:
                    data = comp.compress(frame.encode()) + comp.flush(zlib.Z_SYNC_FLUSH)
                    await ws.send_bytes(data)
                else:
                    await ws.send_str(frame)
        except (ConnectionError, RuntimeError) as exc:  # peer went away
            log.debug("gateway writer stopped: %r", exc)
            self.closed = True

    async def close(self, code: int = 1000) -> None:
        """Close the socket at once (frames still queued are dropped, as on a real drop)."""
        self.closed = True
        self.writer.cancel()
        with contextlib.suppress(asyncio.CancelledError, Exception):
            await self.writer
        with contextlib.suppress(Exception):
            await asyncio.wait_for(self.ws.close(code=code), timeout=2)

    async def flush_and_close(self, code: int = 1000) -> None:
        """Send what is queued, then close."""
        self.queue.put_nowait(None)
        with contextlib.suppress(Exception):
            await asyncio.wait_for(self.writer, timeout=2)
        self.closed = True
        with contextlib.suppress(Exception):
            await asyncio.wait_for(self.ws.close(code=code), timeout=2)


class GatewaySession:
    """A gateway session: survives disconnects so it can be RESUMEd; keeps the sent
    dispatch frames (bounded) for replay."""

    def __init__(
        self,
        api: StandInState,
        *,
        intents: int,
        shard: tuple[int, int] | None,
        buffer_size: int,
    ) -> None:
        self.api = api
        self.session_id = uuid.uuid4().hex
        self.intents = intents
        self.shard = shard
        self.seq = 0
        self.buffer: deque[tuple[int, str]] = deque(maxlen=buffer_size)
        self.conn: Connection | None = None
        self.ready = False

    @property
    def shard_id(self) -> int | None:
        return None if self.shard is None else self.shard[0]

    @property
    def connected(self) -> bool:
        return self.ready and self.conn is not None and not self.conn.closed

    def wants(self, intent: int) -> bool:
        return bool(self.intents & intent)

    def dispatch(self, event: str, data: dict[str, Any]) -> int:
        self.seq += 1
        seq = self.seq
        frame = _dumps({"op": DISPATCH, "t": event, "s": seq, "d": data})
        self.buffer.append((seq, frame))
        self.api.dispatched.append(
            {
                "t": event,
                "s": seq,
                "d": data,
                "time": time.time(),
                "session_id": self.session_id,
                "shard": self.shard_id,
            }
        )
        if self.conn is not None:
            self.conn.send(frame)
        return seq

    def replay_after(self, seq: int) -> list[str] | None:
        """Frames after `seq`, or None when some of them are no longer buffered."""
        if seq >= self.seq:
            return []
        if not self.buffer or self.buffer[0][0] > seq + 1:
            return None
        return [frame for s, frame in self.buffer if s > seq]


async def gateway_handler(api: StandIn, request: web.Request) -> web.WebSocketResponse:
    ws = web.WebSocketResponse(max_msg_size=0, autoping=True)
    await ws.prepare(request)
    compress = api.gateway_compression and request.query.get("compress") == "zlib-stream"
    if request.query.get("encoding", "json") != "json":
        await ws.close(code=4002, message=b"only encoding=json is supported")
        return ws
    conn = Connection(ws, compress=compress)
    api._connections.add(conn)
    conn.send_json({"op": HELLO, "d": {"heartbeat_interval": api.heartbeat_interval}})
    try:
        async for msg in ws:
            if msg.type is not WSMsgType.TEXT:
                if msg.type is WSMsgType.BINARY:
                    await conn.close(4002)  # "decode error": we only take JSON text
                    break
                continue
            try:
                payload = json.loads(msg.data)
            except ValueError:
                await conn.close(4002)
                break
            op = payload.get("op")
            data = payload.get("d")
            if op == HEARTBEAT:
                conn.send_json({"op": HEARTBEAT_ACK})
            elif op == IDENTIFY:
                if conn.session is not None:
                    await conn.close(4005)  # already authenticated
                    break
                if data.get("token") != api.token or api.token_rejected:
                    await conn.close(4004)  # authentication failed
                    break
                refusal = api._shard_refusal(data)
                if refusal is not None:
                    await conn.close(refusal)  # 4010 invalid shard, 4011 sharding required
                    break
                api._identify(conn, data)
            elif op == RESUME:
                if data.get("token") != api.token or api.token_rejected:
                    await conn.close(4004)
                    break
                api._resume(conn, data)
            elif op == REQUEST_GUILD_MEMBERS:
                api._request_guild_members(conn, data)
            elif op == PRESENCE_UPDATE:
                pass
            else:
                log.debug("stand-in gateway ignores op %s", op)
    finally:
        conn.closed = True
        conn.writer.cancel()
        api._connections.discard(conn)
        session = conn.session
        if session is not None and session.conn is conn:
            session.conn = None
            api._bump()
    return ws
