"""What the bot's REST traffic says, read through aiohttp's request tracing: the
``http_trace`` a discord.py client accepts (documented: "for tracking HTTP requests the
library does"), so nothing of discord.py's own is touched.

* an interaction callback (``POST /interactions/<id>/<token>/callback``) leaving is the
  interaction's first answer (:meth:`InteractionLedger.answered`); one Discord refuses (too
  late: 10062) marks it failed;
* every 429 is a REST rate limit hit (discord.py waits and retries it), by the scope Discord
  names in ``X-RateLimit-Scope`` (``global`` also from ``X-RateLimit-Global``);
* a message Discord refuses with code 50007 (a 403 on ``POST /channels/<id>/messages``) is
  a direct message the member does not take from the bot.

A trace callback that raised would fail the request itself, so every one swallows its own
errors (logged at DEBUG).
"""

from __future__ import annotations

import json
import logging
import re
from types import SimpleNamespace
from typing import Any

import aiohttp

from bot.ops.interactions import InteractionLedger
from bot.ops.metrics import OpsMetrics

log = logging.getLogger(__name__)

CALLBACK = re.compile(r"/interactions/(\d+)/[^/]+/callback$")
MESSAGES = re.compile(r"/channels/\d+/messages$")
#: Discord's "Cannot send messages to this user".
CANNOT_MESSAGE_USER = 50007
SCOPES = ("user", "global", "shared")


def rate_limit_scope(headers: Any) -> str:
    """The scope of a 429 as Discord names it; "unknown" when it says none."""
    scope = str(headers.get("X-RateLimit-Scope", "")).lower()
    if scope in SCOPES:
        return scope
    if str(headers.get("X-RateLimit-Global", "")).lower() == "true":
        return "global"
    return "unknown"


def rest_trace(metrics: OpsMetrics, ledger: InteractionLedger) -> aiohttp.TraceConfig:
    """The trace to give the bot's client (``http_trace=``)."""

    async def on_start(session: aiohttp.ClientSession, context: SimpleNamespace,
                       params: aiohttp.TraceRequestStartParams) -> None:
        try:
            found = CALLBACK.search(params.url.path)
            if found is not None and params.method == "POST":
                ledger.answered(int(found.group(1)))
        except Exception:  # never fail the request
            log.debug("REST trace: request start", exc_info=True)

    async def on_end(session: aiohttp.ClientSession, context: SimpleNamespace,
                     params: aiohttp.TraceRequestEndParams) -> None:
        try:
            await _ended(metrics, ledger, params)
        except Exception:  # never fail the request
            log.debug("REST trace: request end", exc_info=True)

    trace = aiohttp.TraceConfig()
    trace.on_request_start.append(on_start)
    trace.on_request_end.append(on_end)
    return trace


async def _ended(metrics: OpsMetrics, ledger: InteractionLedger,
                 params: aiohttp.TraceRequestEndParams) -> None:
    status, path = params.response.status, params.url.path
    if status == 429:
        metrics.rate_limited.labels(scope=rate_limit_scope(params.response.headers)).inc()
        return
    if status < 400:
        return
    found = CALLBACK.search(path)
    if found is not None:
        ledger.mark(int(found.group(1)), "failed")
    elif status == 403 and params.method == "POST" and MESSAGES.search(path):
        # read() keeps the body: discord.py reads the same bytes after this.
        body = json.loads(await params.response.read() or b"{}")
        if isinstance(body, dict) and body.get("code") == CANNOT_MESSAGE_USER:
            metrics.dms_refused.inc()
