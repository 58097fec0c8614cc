"""The operations endpoints of a bot process, on OPS_HOST:OPS_PORT (aiohttp):

* ``GET /healthz``: 200 ``ok`` while the event loop answers (this handler ran);
* ``GET /readyz``: 200 ``ready`` when every shard of the process is READY and the database
  answers, else 503 with each reason on a line of the body;
* ``GET /metrics``: the Prometheus text format (prometheus_client), the gauges read first.

What "ready" means and how the gauges are read is the process's (``readiness``, ``refresh``):
this module only serves them, so it knows nothing of discord.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable

from aiohttp import web
from prometheus_client import CONTENT_TYPE_LATEST

from bot.ops.metrics import OpsMetrics

log = logging.getLogger(__name__)

#: What keeps the process from being ready ([]: ready).
Readiness = Callable[[], Awaitable[list[str]]]
#: Reads the gauges (gateway latency, active matches) just before a scrape.
Refresh = Callable[[], Awaitable[None]]
#: A scrape answers within this even if the gauges could not be read.
REFRESH_SECONDS = 2.0


def ops_app(metrics: OpsMetrics, readiness: Readiness, refresh: Refresh) -> web.Application:
    async def healthz(request: web.Request) -> web.Response:
        return web.Response(text="ok\n")

    async def readyz(request: web.Request) -> web.Response:
        reasons = await readiness()
        if reasons:
            return web.Response(status=503, text="not ready\n" + "".join(
                f"{reason}\n" for reason in reasons))
        return web.Response(text="ready\n")

    async def scrape(request: web.Request) -> web.Response:
        try:
            async with asyncio.timeout(REFRESH_SECONDS):
                await refresh()
        except Exception as error:  # the page still answers, with the last values read
            log.warning("Metrics: the gauges could not be read (%s: %s)",
                        type(error).__name__, error)
        response = web.Response(body=metrics.page())
        response.headers["Content-Type"] = CONTENT_TYPE_LATEST
        return response

    app = web.Application()
    app.router.add_get("/healthz", healthz)
    app.router.add_get("/readyz", readyz)
    app.router.add_get("/metrics", scrape)
    return app


class OpsServer:
    """The endpoints, listening until :meth:`stop`. ``port`` 0 picks a free one (tests);
    :attr:`port` is the one bound."""

    def __init__(self, app: web.Application, host: str, port: int) -> None:
        self._runner = web.AppRunner(app, access_log=None)
        self._host, self.port = host, port

    async def start(self) -> None:
        await self._runner.setup()
        site = web.TCPSite(self._runner, self._host, self.port)
        await site.start()
        if self._runner.addresses:  # (host, port, ...) of each bound socket
            self.port = int(self._runner.addresses[0][1])
        log.info("Operations endpoints on http://%s:%d (/healthz, /readyz, /metrics)",
                 self._host, self.port)

    async def stop(self) -> None:
        await self._runner.cleanup()
