"""Everything the bot sends keeps Discord's payload limits, read from Discord's OpenAPI
description (tests/fixtures/discord_limits.py): the largest boards played to the end, their
reviews, tables, stats with the chart, history, rules, the puzzle and server settings,
as the stand-in (NOT Discord) recorded them."""

from __future__ import annotations

from typing import Any

import pytest

import rules
from tests.fixtures.discord_limits import message_problems, spec_limits
from tests.fixtures.discord_world import World


def sent_messages(requests: list[dict[str, Any]]) -> list[tuple[str, dict[str, Any]]]:
    """(route, message payload) of every message the bot posted, edited or answered with."""
    out = []
    for request in requests:
        body, path = request.get("json"), request["path"]
        if not isinstance(body, dict) or request["method"] not in {"POST", "PATCH"}:
            continue
        if path.endswith("/callback"):
            data = body.get("data")
            if isinstance(data, dict):
                out.append((path, data))
        elif path.startswith("/webhooks/") or (
            path.startswith("/channels/") and "/messages" in path
        ):
            out.append((path, body))
    return out


async def play_to_the_end(w: World, slug: str, ch: int) -> int:
    match_id, mid = await w.start_match(w["alice"], w["bob"], slug, channel=ch, size=25,
                                        first="me")
    snap = await w.snapshot(match_id)
    while snap.is_open:
        res = await w.play(mid, snap.to_move_id, match_id, w.playable(mid, ch)[-1], channel=ch)
        assert not res.ephemeral, res.content
        snap = await w.snapshot(match_id)
    review = await w.click(mid, w["carol"], f"nd:review:{match_id}", channel=ch)
    assert review.ephemeral and review.embeds, review.content
    return match_id


@pytest.mark.asyncio(loop_scope="module")
async def test_everything_the_bot_sends_fits_discords_limits(w: World) -> None:
    limits = spec_limits()
    first = len(w.api.requests)
    for slug in rules.game_slugs():
        ch = w.new_channel(f"limits-{slug}")
        await play_to_the_end(w, slug, ch)
        await w.slash(w["alice"], "rules", ch, game=slug)
        await w.slash(w["alice"], "leaderboard", ch, game=slug)
    ch = w.new_channel("limits-tables")
    for command, options in [("leaderboard", {}), ("stats", {}), ("history", {}),
                             ("games", {}), ("puzzle", {}), ("review", {})]:
        await w.slash(w["alice"], command, ch, **options)
    await w.slash(w["mod"], "config show", ch)
    sent = sent_messages(w.api.requests[first:])
    assert len(sent) >= 60  # every move's board, the reviews, the tables...
    problems = [(route, p) for route, body in sent for p in message_problems(body, limits)]
    assert problems == []


def test_the_check_names_each_broken_limit() -> None:
    limits = spec_limits()
    too_long = {
        "content": "x" * (limits["content"] + 1),
        "embeds": [{"title": "t" * (limits["title"] + 1),
                    "fields": [{"name": "n", "value": "v" * (limits["field_value"] + 1)}]}],
        "components": [{"type": 1, "components": [{"type": 2, "custom_id": "c" * 101}] * 6}]
        * 6,
    }
    problems = " / ".join(message_problems(too_long, limits))
    for part in ("content has", "embed title", "value has", "6 rows", "a row of 6",
                 "custom id"):
        assert part in problems, problems
    assert message_problems({"content": "ok", "embeds": [{"title": "fine"}]}, limits) == []


def longest_language() -> str:
    """The language whose boards say the most (drawn the way the bot draws them)."""
    from dataclasses import replace as changed

    from cogs.games import game_cogs
    from cogs.ui import render
    from i18n import LANGUAGES, speaking
    from tests.cogs.helpers import snapshot

    def said(language: str) -> int:
        total = 0
        with speaking(language):
            for cog in game_cogs():
                snap = changed(snapshot(cog.slug, options={"size": 25}), variant="v" * 24)
                text = render.board_text(snap, rules.get_game(cog.slug), words=cog.words)
                total += len(str(text))
        return total

    return max(LANGUAGES, key=said)


@pytest.mark.asyncio(loop_scope="module")
async def test_boards_of_25_in_the_longest_language_fit_discords_limits(w: World) -> None:
    """Every game at size 25 played to the end on a server speaking the language whose
    boards are longest: each board the bot posted or edited keeps Discord's limits."""
    from dataclasses import replace as changed

    limits = spec_limits()
    language = longest_language()
    assert language != "en"  # the translations are longer than the English
    server = w.api.add_guild(name="Longest", locale=language)
    users = {name: w.api.add_member(server.id, name) for name in ("alice", "bob", "carol")}
    there = changed(w, guild_id=server.id, channel_id=server.text_channel("general"),
                    users=users)
    first = len(w.api.requests)
    for slug in rules.game_slugs():
        await play_to_the_end(there, slug, there.new_channel(f"longest-{slug}"))
    sent = sent_messages(w.api.requests[first:])
    assert len(sent) >= 60
    problems = [(route, p) for route, body in sent for p in message_problems(body, limits)]
    assert problems == []
