"""Valid for Discord, end to end through the local Discord API stand-in (NOT Discord).

The stand-in checks every request body against Discord's OpenAPI spec and fails the test
that sent a bad one (tests/standin/spec.py, tests/conftest.py). Here: the bot's real command
sync is among the bodies checked and is clean, no body goes unchecked, and /challenge and
/claim declare the game registry's ranges, so Discord refuses a value out of range before
the bot sees it.
"""

from __future__ import annotations

from typing import Any

import pytest

import rules
from tests.fixtures.discord_world import World
from tests.standin import spec

pytestmark = pytest.mark.asyncio(loop_scope="module")
#: The module's world syncs the commands (tests/e2e/conftest.py).
WORLD_SYNCS = True

SYNC = "PUT /applications/{application_id}/commands"


def options_of(w: World, name: str) -> dict[str, dict[str, Any]]:
    return {o["name"]: o for o in w.api.command(name, w.guild_id).get("options") or []}


async def test_the_bots_command_sync_is_valid_for_discord(
        w: World, spec_checker: spec.RequestChecker) -> None:
    syncs = [r for r in w.api.requests if spec_checker.route(r["method"], r["path"]) == SYNC]
    assert syncs and w.api.spec_checked[SYNC] == len(syncs)
    for sync in syncs:
        assert sync["status"] == 200
        assert spec_checker.check("PUT", sync["path"], sync["json"], has_body=True) == []
    assert {c["name"] for c in syncs[-1]["json"]} >= {"challenge", "claim", "review", "void"}
    assert w.api.spec_violations == []


async def test_every_body_the_bot_sends_is_checked(w: World,
                                                   spec_checker: spec.RequestChecker) -> None:
    ch = w.new_channel("spec-tour")
    alice, bob = w["alice"], w["bob"]
    match_id, mid = await w.start_match(alice, bob, "circle-duel", channel=ch, first="me",
                                        size=5)
    await w.play(mid, alice, match_id, 1, channel=ch)
    await w.slash(bob, "resign", ch)
    await w.slash(alice, "review", ch, match=match_id)
    await w.slash(alice, "leaderboard", ch)
    sent = [r for r in w.api.requests if r["json"] is not None]
    unchecked = {f"{r['method']} {r['path']}" for r in sent
                 if spec_checker.route(r["method"], r["path"]) is None}
    assert unchecked == set()
    assert {SYNC, "POST /interactions/{interaction_id}/{interaction_token}/callback"} <= set(
        w.api.spec_checked)


async def test_challenge_and_claim_carry_the_registry_ranges(w: World) -> None:
    games = list(rules.GAMES.values())
    sizes = [game.option("size") for game in games]
    largest = max(size.high or 0 for size in sizes)
    starts = [game.option("start") for game in games if "start" in game.option_names]
    start_high = max(game.option("start").high or game.option("size").high or 0
                     for game in games if "start" in game.option_names)  # None: the size
    claims = sorted({n for game in games if "claims" in game.option_names
                     for n in game.option("claims").choices})
    challenge = options_of(w, "challenge")
    assert (challenge["size"]["min_value"], challenge["size"]["max_value"]) == (
        min(size.low for size in sizes), largest)
    assert (challenge["start"]["min_value"], challenge["start"]["max_value"]) == (
        min(start.low for start in starts), start_high)
    assert [c["value"] for c in challenge["claims"]["choices"]] == claims == [1, 2, 3]
    assert "reach" not in challenge  # one way to say it: `forbid` (docs/rules.md, decision 14)
    assert (challenge["forbid"]["type"], challenge["forbid"]["min_length"],
            challenge["forbid"]["max_length"]) == (3, 1, 20)  # a string, like 1,3
    assert challenge["game"]["autocomplete"] is True  # the games and the server's variants
    for name in ("challenge", "analyze"):
        for option in options_of(w, name).values():
            assert len(option["description"]) <= 100, (name, option["name"])
    number = options_of(w, "claim")["number"]
    # 0 is the autocomplete's explaining line ("Not your turn: ..."), answered with a sentence.
    assert (number["min_value"], number["max_value"]) == (0, largest)


async def test_discord_refuses_an_out_of_range_option_before_the_bot_sees_it(w: World) -> None:
    ch = w.new_channel("spec-ranges")
    alice, bob = w["alice"], w["bob"]
    calls = len(w.api.requests)
    for options in ({"game": "circle-duel", "size": 26}, {"game": "circle-duel", "size": 2},
                    {"game": "number-chain", "start": 0},
                    {"game": "forbidden-adjacent", "claims": 4},
                    {"game": "forbidden-adjacent", "forbid": "1" * 21}):
        with pytest.raises(ValueError):
            await w.api.slash(w.guild_id, ch, alice, "challenge", {"opponent": bob, **options})
    assert len(w.api.requests) == calls  # nothing reached the bot, so it answered nothing
    assert w.api.messages(ch) == []

