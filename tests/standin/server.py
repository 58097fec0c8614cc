"""The local Discord API stand-in (NOT Discord): an aiohttp server speaking enough of
Discord's REST v10 API and gateway for the real, unmodified discord.py client.

See the package docstring (tests/standin/__init__.py) for the protocol details it
mimics, where it deliberately differs from Discord, and which file holds what.

`StandIn` is a stack of layers, each in its own module and each building on the ones
below it (so every layer can use what the lower ones hold):

    StandInState     state.py            settings and all state (the constructor)
    Recording        recording.py        change signal, wait_until / wait_for_*
    GatewayControl   gateway_control.py  IDENTIFY/RESUME, shard routing, gateway faults
    World            world.py            users, guilds, channels, members, DMs
    Messages         messages.py         message store, MESSAGE_* events, inspection
    CommandStore     command_store.py    synced application commands
    CommandOptions   command_options.py  encoding a command's options like a client
    Interactions     interactions.py     slash / autocomplete / click / modal submit
    StandIn          server.py           the HTTP server: start/stop, route table

REST handlers are functions in rest/ (one module per resource) that take the StandIn;
the websocket side is gateway.py.
"""

from __future__ import annotations

import asyncio
import socket
from functools import partial

from aiohttp import web

from . import gateway as gw
from . import spec
from .interactions import Interactions, LateResponse
from .rest import callbacks, channels, commands, guilds, identity
from .rest.common import make_middleware

__all__ = ["LateResponse", "StandIn"]


class StandIn(Interactions):
    """A local stand-in for Discord's API (this is NOT Discord).

    Usage::

        async with StandIn(token="stand-in-token") as api:
            guild = api.add_guild(name="Test Server")
            ...
    """

    def env_for_bot(self) -> dict[str, str]:
        """Environment for a bot subprocess pointed at this stand-in."""
        return {
            "DISCORD_TOKEN": self.token,
            "DISCORD_API_URL": self.rest_url,
            "DISCORD_GATEWAY_URL": self.gateway_url,
        }

    async def start(self) -> StandIn:
        app = web.Application(
            middlewares=[make_middleware(self)], client_max_size=64 * 1024 * 1024
        )
        self._add_routes(app)
        self._runner = web.AppRunner(app, access_log=None, shutdown_timeout=1.0)
        await self._runner.setup()
        sock, self._reserved_socket = self._reserved_socket, None  # a restart binds self.port
        if sock is None:
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

    async def __aexit__(self, exc_type: type[BaseException] | None,
                        exc: BaseException | None, tb: object) -> None:
        """Stop; then fail on the spec violations no test has reported yet (after a
        module's last test, or in a test's own block). When the block raised, they are
        most likely why (a refused command sync leaves a bot that never gets ready), so
        they lead, with the block's exception as the cause."""
        await self.stop()
        violations = spec.claim(id(self))
        if violations:
            raise AssertionError(spec.report(violations)) from exc

    def _add_routes(self, app: web.Application) -> None:
        """The websocket, then each REST resource. Order matters: aiohttp matches in
        registration order, so /users/@me must come before /users/{user_id}."""
        r = app.router
        r.add_get("/gateway", partial(gw.gateway_handler, self))
        identity.add_routes(r, self)
        commands.add_routes(r, self)
        callbacks.add_routes(r, self)
        channels.add_routes(r, self)
        guilds.add_routes(r, self)
