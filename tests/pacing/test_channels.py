"""ChannelPacer (bot/pacing/channels.py): a post waits for its channel's turn as Discord's
rate-limit headers said, one post at a time per channel, and other channels don't wait."""

from __future__ import annotations

import asyncio
import time

from bot.pacing.channels import ChannelPacer

HEADERS = {"X-RateLimit-Limit": "5", "X-RateLimit-Remaining": "0",
           "X-RateLimit-Reset-After": "0.3", "X-RateLimit-Bucket": "abc"}


async def test_a_spent_bucket_holds_the_next_post_until_its_window_resets() -> None:
    pacer = ChannelPacer(margin=0.0)
    pacer.observe_answer("POST", "/api/v10/channels/42/messages", HEADERS)
    assert 0.2 < pacer.wait_needed(42) <= 0.3
    assert pacer.wait_needed(43) == 0.0  # another channel, another bucket
    began = time.monotonic()
    async with pacer.turn(42):
        waited = time.monotonic() - began
    assert waited >= 0.25, waited


async def test_answers_of_other_routes_or_without_headers_change_nothing() -> None:
    pacer = ChannelPacer()
    pacer.observe_answer("PATCH", "/api/v10/channels/42/messages/7", HEADERS)
    pacer.observe_answer("POST", "/api/v10/interactions/1/tok/callback", HEADERS)
    pacer.observe_answer("POST", "/api/v10/channels/42/messages", {})
    pacer.observe_answer("POST", "/api/v10/channels/42/messages",
                         {**HEADERS, "X-RateLimit-Remaining": "soon"})
    assert pacer.wait_needed(42) == 0.0


async def test_posts_to_one_channel_take_their_turns_in_order_and_count_down() -> None:
    pacer = ChannelPacer(margin=0.0)
    pacer.observe(42, remaining=2, reset_after=0.4)  # two more now, then the next window
    order: list[int] = []
    began = time.monotonic()

    async def post(n: int) -> None:
        async with pacer.turn(42):
            order.append(n)
            await asyncio.sleep(0.01)  # the request itself

    await asyncio.gather(*(post(n) for n in range(3)))
    assert order == [0, 1, 2]
    assert time.monotonic() - began >= 0.35  # the third waited for the window
    assert pacer.wait_needed(42) == 0.0  # nothing left waiting: the channel is forgotten
