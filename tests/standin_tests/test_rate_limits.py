"""Rate limits of the local Discord API stand-in (NOT Discord): Discord's headers and 429s,
per-route buckets per channel, the global limit, and discord.py pacing itself by them."""

from __future__ import annotations

import asyncio
import time

import aiohttp
import pytest

from tests.standin import StandIn
from tests.standin.rate_limits import Limit, RateLimits, route_of

pytestmark = pytest.mark.timeout(60)

ROUTE_HEADERS = ("X-RateLimit-Limit", "X-RateLimit-Remaining", "X-RateLimit-Reset",
                 "X-RateLimit-Reset-After", "X-RateLimit-Bucket")


async def _post(session: aiohttp.ClientSession, api: StandIn, channel: int,
                text: str = "hi") -> aiohttp.ClientResponse:
    async with session.post(f"{api.rest_url}/channels/{channel}/messages",
                            json={"content": text},
                            headers={"Authorization": f"Bot {api.token}"}) as resp:
        await resp.read()
        return resp


async def test_message_create_answers_discords_headers_then_a_429_per_channel(api, world):
    general, other = world["channel"], world["guild"].text_channel("other")
    async with aiohttp.ClientSession() as session:
        answers = [await _post(session, api, general) for _ in range(5)]
        assert [r.status for r in answers] == [200] * 5
        assert all(h in answers[0].headers for h in ROUTE_HEADERS)
        assert [r.headers["X-RateLimit-Remaining"] for r in answers] == ["4", "3", "2", "1", "0"]
        assert answers[0].headers["X-RateLimit-Limit"] == "5"
        assert 4.5 < float(answers[0].headers["X-RateLimit-Reset-After"]) <= 5.0
        assert float(answers[0].headers["X-RateLimit-Reset"]) > time.time()

        async with session.post(f"{api.rest_url}/channels/{general}/messages",
                                json={"content": "one too many"},
                                headers={"Authorization": f"Bot {api.token}"}) as refused:
            body = await refused.json()
            assert refused.status == 429
            assert refused.headers["X-RateLimit-Scope"] == "user"
            assert refused.headers["Via"] and int(refused.headers["Retry-After"]) >= 1
            assert "X-RateLimit-Global" not in refused.headers
        assert body["message"] == "You are being rate limited." and body["global"] is False
        assert isinstance(body["retry_after"], float) and 0 < body["retry_after"] <= 5
        # Another channel is another bucket of the same route (same bucket hash).
        elsewhere = await _post(session, api, other)
        assert elsewhere.status == 200
        assert elsewhere.headers["X-RateLimit-Bucket"] == answers[0].headers["X-RateLimit-Bucket"]
    assert len(api.messages(general)) == 5
    assert [(r["path"], r["scope"], r["global"]) for r in api.rate_limited] == [
        (f"/channels/{general}/messages", "user", False)]
    assert [r["status"] for r in api.invalid_requests] == [429]


async def test_edits_are_their_own_bucket(api, world):
    ch = world["channel"]
    async with aiohttp.ClientSession() as session:
        posted = [await _post(session, api, ch) for _ in range(5)]
        mid = api.messages(ch)[0]["id"]
        async with session.patch(f"{api.rest_url}/channels/{ch}/messages/{mid}",
                                 json={"content": "edited"},
                                 headers={"Authorization": f"Bot {api.token}"}) as edit:
            assert edit.status == 200
            assert edit.headers["X-RateLimit-Remaining"] == "4"
            assert edit.headers["X-RateLimit-Bucket"] != posted[0].headers["X-RateLimit-Bucket"]


async def test_the_global_limit_spares_interaction_routes(api, world, bot):
    api.rate_limits = RateLimits(global_limit=Limit(2, 60.0))
    async with aiohttp.ClientSession() as session:
        statuses = []
        for _ in range(3):
            async with session.get(f"{api.rest_url}/users/@me",
                                   headers={"Authorization": f"Bot {api.token}"}) as resp:
                statuses.append(resp.status)
                last, body = resp.headers, await resp.json()
    assert statuses == [200, 200, 429]
    assert last["X-RateLimit-Global"] == "true" and last["X-RateLimit-Scope"] == "global"
    assert body["global"] is True and isinstance(body["retry_after"], float)
    # The bot token's global budget is spent, yet the interaction callback goes through.
    res = await api.slash(world["guild"].id, world["channel"], world["alice"], "ping")
    assert res.content == "pong"
    assert [r["global"] for r in api.rate_limited] == [True]


async def test_discord_py_paces_itself_by_the_headers_and_needs_no_429(api, world, bot):
    api.rate_limits = RateLimits(message_create=Limit(2, 0.5))
    channel = bot.get_channel(world["channel"])
    started = time.perf_counter()
    await asyncio.gather(*(channel.send(f"m{i}") for i in range(6)))
    took = time.perf_counter() - started
    assert len(api.messages(world["channel"])) == 6
    assert api.rate_limited == []  # discord.py waited for each window instead
    assert took >= 1.0  # three windows of two messages: at least two waits of 0.5 s


async def test_limits_can_be_turned_off(world):
    async with StandIn(rate_limits=RateLimits.off()) as api, aiohttp.ClientSession() as s:
        guild = api.add_guild()
        answers = [await _post(s, api, guild.text_channel("general")) for _ in range(8)]
    assert [r.status for r in answers] == [200] * 8
    assert "X-RateLimit-Limit" not in answers[0].headers


def test_routes_and_their_top_level_resource():
    assert route_of("POST", "/channels/12/messages").key == "POST /channels/{id}/messages"
    assert route_of("POST", "/channels/12/messages").major == "channel:12"
    hook = route_of("PATCH", "/webhooks/5/tok-en/messages/@original")
    assert hook.key == "PATCH /webhooks/{id}/{token}/messages/@original"
    assert hook.interaction and hook.major == "webhook:5:tok-en"
    assert route_of("POST", "/interactions/9/tok/callback").interaction
    assert not route_of("GET", "/users/@me").interaction
