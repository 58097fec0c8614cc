"""What a member types never notifies anyone (issue 30): a mention typed into a tournament's
name shows as text and pings nobody; each message the bot sends lets its text notify only the
players it is about (the stand-in, NOT Discord; who is notified is read from each request's
``allowed_mentions`` as Discord's rules say: tests/fixtures/mentions.py)."""

from __future__ import annotations

import pytest

from tests.fixtures.boards import shown, title_of
from tests.fixtures.discord_world import World, eventually
from tests.fixtures.mentions import notifications

pytestmark = pytest.mark.asyncio(loop_scope="module")


def _sent_since(w: World, start: int) -> list[tuple[str, set[int]]]:
    return notifications(w.api.requests[start:])


async def test_a_mention_in_a_tournament_name_notifies_nobody(w: World) -> None:
    channel = w.new_channel("mention-cup")
    victim = w.add_member("victim")
    a, b = w.add_member("cup-a"), w.add_member("cup-b")
    start = len(w.api.requests)
    res = await w.api.slash(w.guild_id, channel, w["mod"], "tournament create",
                            {"format": "swiss", "game": "non-consecutive",
                             "name": f"<@{victim}> cup", "size": 5, "starts-in": 60})
    res = await res.settled()
    assert not res.ephemeral, res.content
    found = await w.bot.tournaments.in_channel(w.guild_id, channel)
    assert found is not None and found.name == f"<@{victim}> cup"  # stored as typed
    signup = w.api.message(channel, res.message_id)
    assert f"<@{victim}>" not in signup["embeds"][0]["title"]  # shown as text
    for player in (a, b):
        await w.bot.tournaments.join(w.guild_id, found.id, player)
    started = await w.slash(w["mod"], "tournament start", channel)
    assert started.ephemeral and f"<@{victim}>" not in (started.content or "")

    def board() -> dict | None:
        return next((m for m in w.api.messages(channel) if "match #" in title_of(m)), None)

    await eventually(lambda: _true(board() is not None))
    posted = board()
    assert posted is not None
    heading = shown(posted)["heading"] or ""
    assert f"<@{victim}>" not in heading and f"<@{a}>" in heading
    sent = _sent_since(w, start)
    assert all(victim not in users for _, users in sent), sent
    # The pairing's board notifies its two players, and nothing else notifies anyone.
    assert [users for _, users in sent] == [{a, b}], sent


async def test_a_challenge_notifies_only_the_member_challenged(w: World) -> None:
    channel = w.new_channel("mention-challenge")
    start = len(w.api.requests)
    res, match_id = await w.challenge(w["alice"], w["bob"], "circle-duel", channel=channel)
    assert match_id, res.content
    assert [users for _, users in _sent_since(w, start)] == [{w["bob"]}]
    # Not "every user it mentions": the message names whom it may notify, bob alone.
    (answer,) = [r["json"] for r in w.api.requests[start:] if r["path"].endswith("/callback")]
    allowed = answer["data"]["allowed_mentions"]
    assert "users" not in allowed.get("parse", [])
    assert [int(u) for u in allowed["users"]] == [w["bob"]]


async def _true(value: bool) -> bool:
    return value
