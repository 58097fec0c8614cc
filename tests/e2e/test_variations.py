"""The card's variations in Discord, end to end through the local Discord API stand-in (NOT
Discord): a `claims:2` game played by buttons and by /claim, a `forbid:1,3` game, and
/analyze (the referee) on a game, with options, and its refusals."""

from __future__ import annotations

import pytest

import rules
from bot.core.snapshots import MatchStatus
from tests.fixtures.boards import answered
from tests.fixtures.discord_world import World

pytestmark = pytest.mark.asyncio(loop_scope="module")


async def test_a_claims_2_game_by_buttons_and_by_claim(w: World) -> None:
    ch = w.new_channel("claims-2")
    alice, bob = w["alice"], w["bob"]
    match_id, mid = await w.start_match(alice, bob, "forbidden-adjacent", channel=ch,
                                        first="me", size=9, claims=2)
    assert w.fields(mid, ch)["Turn"].startswith(f"<@{alice}> to move: 2 claims left this turn")
    assert w.board(mid, ch)["footer"]["text"].startswith("size 9, claims 2 · ")
    await w.play(mid, alice, match_id, 1, channel=ch)  # a button: the first claim of two
    assert w.fields(mid, ch)["Turn"].startswith(f"<@{alice}> to move: 1 claim left this turn")
    assert w.playable(mid, ch) == [3, 4, 5, 6, 7, 8, 9]  # still alice's turn, 2 forbidden
    # /claim's list offers alice her second claim, and tells bob it's not his turn.
    offered = await w.api.autocomplete(w.guild_id, ch, alice, "claim", {"number": ""},
                                       "number")
    assert [c["value"] for c in offered] == [3, 4, 5, 6, 7, 8, 9]
    waiting = await w.api.autocomplete(w.guild_id, ch, bob, "claim", {"number": ""}, "number")
    assert waiting[0]["value"] == 0 and waiting[0]["name"].startswith("Not your turn")
    res = await w.slash(bob, "claim", ch, number=5)
    assert res.ephemeral and "not your turn" in (res.content or "").lower()
    res = await w.slash(alice, "claim", ch, number=9)  # her second claim ends the turn
    assert res.content == "You played 9."
    await w.api.wait_until(lambda: w.fields(mid, ch)["Turn"].startswith(
        f"<@{bob}> to move: 2 claims left this turn"), timeout=5)
    res = await w.slash(bob, "claim", ch, number=3)
    assert res.content == "You played 3. 1 claim left this turn."
    snap = await w.snapshot(match_id)
    assert [(m.player, m.number) for m in snap.state.history] == [(0, 1), (0, 9), (1, 3)]
    assert rules.claims_left(snap.state) == 1 and snap.to_move_id == bob
    # Played out by buttons: each claim is one move of the log, and whoever claims the
    # last number wins.
    while (snap := await w.snapshot(match_id)).status is MatchStatus.ACTIVE:
        assert snap.to_move_id is not None
        await w.api.wait_until(lambda: bool(w.playable(mid, ch)), timeout=5)
        played = await w.play(mid, snap.to_move_id, match_id, w.playable(mid, ch)[0],
                              channel=ch)
        assert not played.ephemeral, played.content
    assert snap.status is MatchStatus.FINISHED
    last = snap.state.history[-1]
    assert snap.winner_id == snap.player_ids[last.player]
    logged = await w.bot.service.verify()
    assert all(match != match_id for match, _ in logged)  # the move log replays


async def test_a_forbid_1_3_game(w: World) -> None:
    ch = w.new_channel("forbid-13")
    alice, bob = w["alice"], w["bob"]
    res, match_id = await w.challenge(alice, bob, "forbidden-adjacent", channel=ch,
                                      first="me", forbid="3, 1")
    assert match_id, res.content
    assert "(size 9, forbid 1 and 3)" in answered(res)["description"]  # the order, in words
    assert res.message_id is not None
    mid = res.message_id
    await w.pointed_at(match_id, mid)
    await w.click(mid, bob, f"nd:accept:{match_id}", channel=ch)
    await w.play(mid, alice, match_id, 5, channel=ch)
    # 5 forbids 4 and 6 (distance 1) and 2 and 8 (distance 3).
    assert w.playable(mid, ch) == [1, 3, 7, 9]
    assert "forbidden" in w.fields(mid, ch)["Last move"]
    assert w.board(mid, ch)["footer"]["text"].startswith("size 9, forbid 1 and 3 · ")
    res = await w.slash(bob, "claim", ch, number=4)
    assert res.ephemeral and "4" in (res.content or "")
    assert (await w.snapshot(match_id)).state.history[-1].number == 5  # nothing played


async def test_analyze_says_who_wins_and_how(w: World) -> None:
    ch = w.new_channel("analyze")
    alice = w["alice"]
    res = await w.slash(alice, "analyze", ch, game="forbidden-adjacent", size=9,
                        forbid="1,3")
    assert res.ephemeral and res.embeds
    state = rules.get_game("forbidden-adjacent").new_state(size=9, forbid=13)
    expected = rules.describe(rules.analyze(state), state)
    embed = res.embeds[0]
    assert embed["description"] == "\n".join(expected)
    assert embed["title"] == "⚖️ Forbidden Adjacent · size 9, forbid 1 and 3"
    # A game the rules decide from the first move says so plainly.
    res = await w.slash(alice, "analyze", ch, game="circle-duel", size=10)
    assert "no move can change the result" in res.embeds[0]["description"]
    # Number Chain needs its start; an option of another game and a bad forbid are refused.
    for options, said in [
        ({"game": "number-chain"}, "Number Chain has no single verdict until its start is "
                                   "chosen: add `start`, from 1 to the size."),
        ({"game": "circle-duel", "claims": 2}, "`claims` doesn't apply to Number Circle Duel "
                                               "(it takes `size`)."),
        ({"game": "non-consecutive", "forbid": "0"},
         "`forbid` takes distances from 1 to 5, like `1,3`."),
        ({"game": "chess"}, "`chess` is neither a game nor a variant of this server: pick "
                            "one from the list."),
    ]:
        res = await w.slash(alice, "analyze", ch, **options)
        assert res.ephemeral and res.content == said, (options, res.content)
    assert w.api.messages(ch) == [m for m in w.api.messages(ch) if m.get("flags", 0) & 64]


async def test_a_size_above_the_cap_is_refused_with_the_cap(w: World, monkeypatch) -> None:
    from rules import caps

    monkeypatch.setitem(caps.CAPS, (3, 1), 12)  # as if claims 3 went up to 12
    ch = w.new_channel("caps")
    said = "`size` goes up to 12 with `claims:3`."
    res = await w.slash(w["alice"], "analyze", ch, game="non-consecutive", claims=3, size=13)
    assert res.ephemeral and res.content == said
    res, match_id = await w.challenge(w["alice"], w["bob"], "non-consecutive", channel=ch,
                                      claims=3, size=13)
    assert match_id == 0 and res.content == said
    assert w.api.messages(ch) == [m for m in w.api.messages(ch) if m.get("flags", 0) & 64]
