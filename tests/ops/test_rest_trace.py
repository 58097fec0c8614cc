"""The REST trace on real HTTP: an aiohttp client traced as the bot's is (``http_trace``),
against a local server answering as Discord does (429s with their scope, a DM refused with
50007, an interaction callback, one refused as too late), NOT Discord."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator

import aiohttp
import pytest
from aiohttp import web

from bot.ops.interactions import InteractionLedger
from bot.ops.metrics import OpsMetrics
from bot.ops.rest_trace import rest_trace
from tests.ops.conftest import parse
from tests.ops.test_interactions import T0, Clock, counts, snowflake


def discord_like() -> web.Application:
    async def rate_limited(request: web.Request) -> web.Response:
        headers = {"X-RateLimit-Scope": request.query["scope"]} if "scope" in request.query \
            else ({"X-RateLimit-Global": "true"} if "global" in request.query else {})
        return web.json_response({"message": "You are being rate limited.",
                                  "retry_after": 0.1, "global": False}, status=429,
                                 headers=headers)

    async def message(request: web.Request) -> web.Response:
        channel = int(request.match_info["channel"])
        if channel == 1:  # a DM channel of a member who takes no DMs
            return web.json_response({"message": "Cannot send messages to this user",
                                      "code": 50007}, status=403)
        if channel == 2:  # a channel the bot may not write in: not a DM refused
            return web.json_response({"message": "Missing Permissions", "code": 50013},
                                     status=403)
        return web.json_response({"id": "5"})

    async def callback(request: web.Request) -> web.Response:
        if request.match_info["token"] == "late":
            return web.json_response({"message": "Unknown interaction", "code": 10062},
                                     status=404)
        return web.Response(status=204)

    app = web.Application()
    app.router.add_get("/limited", rate_limited)
    app.router.add_post("/api/v10/channels/{channel}/messages", message)
    app.router.add_post("/api/v10/interactions/{id}/{token}/callback", callback)
    return app


@pytest.fixture
async def server() -> AsyncIterator[str]:
    runner = web.AppRunner(discord_like())
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    yield f"http://127.0.0.1:{runner.addresses[0][1]}"
    await runner.cleanup()


async def test_rate_limits_refused_dms_and_first_answers(server: str) -> None:
    metrics, clock = OpsMetrics(), Clock()
    ledger = InteractionLedger(metrics, clock)
    answered, late = snowflake(T0, 1), snowflake(T0, 2)
    ledger.seen(answered, "command")
    ledger.seen(late, "component")
    clock.now = T0 + 2.7
    async with aiohttp.ClientSession(trace_configs=[rest_trace(metrics, ledger)]) as http:
        for query in ("scope=user", "scope=shared", "global=1", "scope=user", ""):
            async with http.get(f"{server}/limited?{query}") as answer:
                assert answer.status == 429
        bodies = []
        for channel in (1, 2, 3, 1):
            async with http.post(f"{server}/api/v10/channels/{channel}/messages",
                                 json={"content": "hi"}) as answer:
                bodies.append(await answer.text())  # still readable after the trace
        for interaction, token in ((answered, "ok"), (late, "late")):
            async with http.post(f"{server}/api/v10/interactions/{interaction}/{token}/"
                                 "callback", json={"type": 4}):
                pass
    for interaction in (answered, late):
        ledger.settle(interaction)
    samples = parse(metrics.page().decode())
    assert {labels: value for (name, labels), value in samples.items()
            if name == "duels_rest_rate_limited_total"} == {
        (("scope", "user"),): 2, (("scope", "shared"),): 1, (("scope", "global"),): 1,
        (("scope", "unknown"),): 1}
    assert samples[("duels_dms_refused_total", ())] == 2
    assert json.loads(bodies[0])["code"] == 50007
    assert counts(metrics) == {("command", "answered"): 1, ("component", "failed"): 1}
    assert samples[("duels_interaction_first_answer_seconds_bucket",
                    (("kind", "command"), ("le", "3.0")))] == 1
    assert samples[("duels_interaction_first_answer_seconds_bucket",
                    (("kind", "command"), ("le", "2.5")))] == 0
