"""Rate limits of the local Discord API stand-in (NOT Discord), as Discord's "Rate Limits"
documentation describes them.

- Per-route buckets: a bucket is one route (method + path template) for one top-level
  resource (``channel_id``, ``guild_id``, or ``webhook_id + webhook_token``), counted in a
  fixed window that opens with its first request. Every answer on a limited route carries
  ``X-RateLimit-Limit``, ``-Remaining``, ``-Reset`` (epoch seconds), ``-Reset-After``
  (seconds, with decimals) and ``-Bucket`` (one hash per route, "non-inclusive of top-level
  resources"), which is what discord.py paces itself by. Defaults: message create and
  message edit 5 per 5 s per channel; the interaction webhook (followups, @original) 5 per
  2 s per token; no other route has a limit unless `RateLimits.routes` gives it one.
- The global limit: 50 requests per second per bot token, on every route except the
  interaction endpoints (``/interactions/{id}/{token}/callback`` and the interaction
  webhook), which "are not bound to the bot's Global Rate Limit".
- A 429 answers ``{"message", "retry_after" (float seconds), "global"}`` with
  ``Retry-After`` (whole seconds), ``X-RateLimit-Scope`` (``user``, or ``global`` with
  ``X-RateLimit-Global: true``) and the ``Via`` header discord.py requires of a 429 that
  came from Discord rather than from Cloudflare.

`RateLimits` are the settings (``StandIn(rate_limits=RateLimits(...))``, or change
``api.rate_limits`` in a running test; ``RateLimits.off()`` disables them); `RateLimiter`
is the state, read from the stand-in's clock (clock.py). The middleware (rest/common.py)
asks `RateLimiter.check` before a request is handled and adds `headers` to the answer;
every 429 and invalid request the stand-in sends is recorded by recording.py.
"""

from __future__ import annotations

import hashlib
import json
import math
import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from aiohttp import web

if TYPE_CHECKING:
    from .clock import StandInClock

RATE_LIMITED = "You are being rate limited."

_WEBHOOK = re.compile(r"^/webhooks/(\d+)/([^/]+)")
_TOP = re.compile(r"^/(channels|guilds)/(\d+)")
_ID = re.compile(r"/\d+(?=/|$)")


@dataclass(frozen=True)
class Limit:
    """``requests`` per ``per`` seconds."""

    requests: int
    per: float


@dataclass
class RateLimits:
    """Which limits the stand-in enforces. ``None`` for one of them: that one is off."""

    enabled: bool = True
    message_create: Limit | None = Limit(5, 5.0)  # POST /channels/{channel_id}/messages
    message_edit: Limit | None = Limit(5, 5.0)  # PATCH /channels/{channel_id}/messages/{id}
    interaction_webhook: Limit | None = Limit(5, 2.0)  # each /webhooks/{app}/{token} route
    global_limit: Limit | None = Limit(50, 1.0)  # per bot token, interaction routes exempt
    #: Further per-route limits, by "METHOD /path/{id}/template" as `route_of` spells it,
    #: e.g. {"GET /channels/{id}/messages": Limit(5, 1)}; they win over the named ones.
    routes: dict[str, Limit] = field(default_factory=dict)

    @classmethod
    def off(cls) -> RateLimits:
        return cls(enabled=False)


@dataclass(frozen=True)
class Route:
    """What the limits need to know of a request."""

    key: str  # "POST /channels/{id}/messages"
    major: str  # the top-level resource: "channel:123", "webhook:app:token", ""
    interaction: bool  # an interaction endpoint: not bound by the global limit


def route_of(method: str, path: str) -> Route:
    """The route (its template, with every snowflake as ``{id}`` and a webhook's token as
    ``{token}``) and top-level resource of a request to ``path`` (under /api/v10)."""
    major = ""
    interaction = path.startswith("/interactions/")
    template = path
    hook = _WEBHOOK.match(path)
    if hook:
        major = f"webhook:{hook[1]}:{hook[2]}"
        template = "/webhooks/{id}/{token}" + path[hook.end():]
        interaction = True  # the stand-in's only webhooks are interaction webhooks
    elif interaction:
        template = re.sub(r"^/interactions/\d+/[^/]+", "/interactions/{id}/{token}", path)
    else:
        top = _TOP.match(path)
        if top:
            major = f"{top[1][:-1]}:{top[2]}"
    return Route(f"{method.upper()} {_ID.sub('/{id}', template)}", major, interaction)


def bucket_hash(route_key: str) -> str:
    """The ``X-RateLimit-Bucket`` of a route: the same for every channel, as Discord's."""
    return hashlib.sha1(route_key.encode()).hexdigest()[:16]


@dataclass
class _Window:
    start: float
    count: int = 0


@dataclass
class Decision:
    """What `RateLimiter.check` found: a 429 to answer (``refusal``), or headers to add."""

    refusal: web.Response | None = None
    headers: dict[str, str] = field(default_factory=dict)


class RateLimiter:
    """Fixed windows per bucket and per token, on the stand-in's clock."""

    def __init__(self, settings: RateLimits, clock: StandInClock) -> None:
        self.settings = settings
        self.clock = clock
        self._buckets: dict[tuple[str, str], _Window] = {}
        self._global: dict[str, _Window] = {}

    def _limit_for(self, route: Route) -> Limit | None:
        s = self.settings
        if route.key in s.routes:
            return s.routes[route.key]
        if route.key == "POST /channels/{id}/messages":
            return s.message_create
        if route.key == "PATCH /channels/{id}/messages/{id}":
            return s.message_edit
        if route.key.split(" ", 1)[1].startswith("/webhooks/"):
            return s.interaction_webhook
        return None

    @staticmethod
    def _window(windows: dict[Any, _Window], key: Any, now: float, per: float) -> _Window:
        window = windows.get(key)
        if window is None or now >= window.start + per:
            window = windows[key] = _Window(now)
        return window

    def check(self, route: Route, token: str) -> Decision:
        """Count the request; refuse it (a 429) when a bucket or the global limit is spent."""
        s = self.settings
        if not s.enabled:
            return Decision()
        now = self.clock.monotonic()
        if s.global_limit is not None and not route.interaction:
            window = self._window(self._global, token, now, s.global_limit.per)
            if window.count >= s.global_limit.requests:
                return Decision(global_refusal(window.start + s.global_limit.per - now))
            window.count += 1
        limit = self._limit_for(route)
        if limit is None:
            return Decision()
        window = self._window(self._buckets, (route.key, route.major), now, limit.per)
        reset_after = window.start + limit.per - now
        remaining = limit.requests - window.count
        headers = {
            "X-RateLimit-Limit": str(limit.requests),
            "X-RateLimit-Remaining": str(max(0, remaining - 1)),
            "X-RateLimit-Reset": f"{self.clock.now() + reset_after:.3f}",
            "X-RateLimit-Reset-After": f"{reset_after:.3f}",
            "X-RateLimit-Bucket": bucket_hash(route.key),
        }
        if remaining <= 0:
            headers["X-RateLimit-Remaining"] = "0"
            return Decision(route_refusal(reset_after, headers), headers)
        window.count += 1
        return Decision(None, headers)


def _too_many(body: dict[str, Any], retry_after: float | None,
              headers: dict[str, str]) -> web.Response:
    resp = web.Response(body=json.dumps(body).encode(), status=429,
                        headers={"Content-Type": "application/json", **headers})
    resp.headers["Via"] = "1.1 google"  # discord.py takes a 429 without it for Cloudflare's
    if retry_after is not None:
        resp.headers["Retry-After"] = str(max(1, math.ceil(retry_after)))
    return resp


def route_refusal(retry_after: float, headers: dict[str, str]) -> web.Response:
    """A spent per-route bucket: scope ``user``, the bucket's headers."""
    retry_after = round(max(retry_after, 0.001), 3)
    return _too_many({"message": RATE_LIMITED, "retry_after": retry_after, "global": False},
                     retry_after, {**headers, "X-RateLimit-Scope": "user"})


def global_refusal(retry_after: float) -> web.Response:
    """The global limit: ``global: true``, ``X-RateLimit-Global: true``, scope ``global``."""
    retry_after = round(max(retry_after, 0.001), 3)
    return _too_many({"message": RATE_LIMITED, "retry_after": retry_after, "global": True},
                     retry_after, {"X-RateLimit-Global": "true", "X-RateLimit-Scope": "global"})


#: Discord's JSON error 30046.
OLD_EDITS = 30046
OLD_EDITS_MESSAGE = ("Maximum number of edits to messages older than 1 hour reached. "
                     "Try again later")


@dataclass
class OldMessageEdits:
    """Edits of a message older than ``after`` seconds (by the stand-in's clock) answer
    30046 as a 429. ``retry_after=None`` leaves ``retry_after`` out of the body, the shape
    that makes discord.py 2.7 raise KeyError inside its request loop; a number puts it in
    (discord.py then sleeps that long and tries again, up to 5 times). ``allowed``: how many
    edits of old messages are accepted first, per channel."""

    enabled: bool = True
    after: float = 3600.0
    retry_after: float | None = None
    allowed: int = 0


def old_edit_refusal(rule: OldMessageEdits) -> web.Response:
    body: dict[str, Any] = {"message": OLD_EDITS_MESSAGE, "code": OLD_EDITS, "global": False}
    if rule.retry_after is not None:
        body["retry_after"] = rule.retry_after
    return _too_many(body, rule.retry_after, {"X-RateLimit-Scope": "user"})
