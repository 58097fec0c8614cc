"""Fair results through the stand-in: a Circle Duel challenge says before Accept that the
rules decide it and that it is for fun, and its result leaves /leaderboard alone; an early
/resign shows the aborted board, which still offers a rematch."""

from __future__ import annotations

import pytest

from bot.core.snapshots import EndReason, MatchStatus
from tests.fixtures.boards import answered
from tests.fixtures.discord_world import World, match_id_of

pytestmark = pytest.mark.asyncio(loop_scope="module")


async def test_a_circle_duel_says_for_fun_before_accept_and_rates_nothing(w: World) -> None:
    ch = w.new_channel("fixed")
    alice, bob = w["alice"], w["bob"]
    before = await w.slash(alice, "leaderboard", ch)
    res, match_id = await w.challenge(alice, bob, "circle-duel", channel=ch, first="me",
                                      size=10)
    assert not res.ephemeral and res.message_id is not None
    said = answered(res)["description"]
    assert said.splitlines()[-1] == (
        f"<@{bob}> moves second and always wins with 10 numbers: this one is for fun and "
        "unrated.")
    assert "Accept" in w.buttons(res.message_id, ch)  # said while nobody has accepted yet
    await w.pointed_at(match_id, res.message_id)
    accepted = await w.click(res.message_id, bob, f"nd:accept:{match_id}", channel=ch)
    assert not accepted.ephemeral
    await w.api.wait_until(lambda: "For fun" in w.fields(res.message_id, ch), timeout=5)
    while (snap := await w.snapshot(match_id)).status is MatchStatus.ACTIVE:
        assert snap.to_move_id is not None
        await w.play(res.message_id, snap.to_move_id, match_id,
                     w.playable(res.message_id, ch)[0], channel=ch)
    assert snap.winner_id == bob and snap.rated is False
    await w.api.wait_until(lambda: "Result" in w.fields(res.message_id, ch), timeout=5)
    assert w.fields(res.message_id, ch)["Result"].endswith(
        "This one was for fun and unrated: with 10 numbers, whoever moves second can't lose.")
    after = await w.slash(alice, "leaderboard", ch)
    assert after.embeds[0]["description"] == before.embeds[0]["description"]
    assert f"<@{bob}>" not in after.embeds[0]["description"]
    stats = await w.slash(bob, "stats", ch)
    assert "No rated games this season yet." in stats.embeds[0]["description"]
    history = await w.slash(bob, "history", ch)
    assert "· for fun" in history.embeds[0]["description"]
    voided = await w.confirmed(w["mod"], "void", ch, match=match_id)
    assert voided.ephemeral and voided.content.startswith(
        f"Match #{match_id} is void. It was for fun, so no rating or record changes.")


async def test_against_me_a_fixed_game_is_for_fun_without_unrated(w: World) -> None:
    ch = w.new_channel("fixed-bot")
    res, _ = await w.challenge(w["carol"], w.me, "circle-duel", channel=ch,
                               first="me", size=9)
    assert res.message_id is not None
    await w.api.wait_until(lambda: "For fun" in w.fields(res.message_id, ch), timeout=5)
    assert w.fields(res.message_id, ch)["For fun"] == (
        f"<@{w['carol']}> moves first and always wins with 9 numbers: this one is for fun.")
    await w.slash(w["carol"], "resign", ch)


async def test_an_early_resign_shows_the_aborted_board_and_a_rematch(w: World) -> None:
    ch = w.new_channel("aborted")
    alice, bob = w["alice"], w["bob"]
    match_id, mid = await w.start_match(alice, bob, "non-consecutive", channel=ch,
                                        first="me")
    await w.play(mid, alice, match_id, 7, channel=ch)  # only alice has moved
    res = await w.slash(alice, "resign", ch)
    assert res.ephemeral and res.content == "You resigned."
    snap = await w.snapshot(match_id)
    assert (snap.status, snap.winner_id, snap.end_reason) == (
        MatchStatus.ABORTED, None, EndReason.RESIGNATION)
    await w.api.wait_until(lambda: "Result" in w.fields(mid, ch), timeout=5)
    assert w.fields(mid, ch)["Result"] == (
        f"Aborted: <@{alice}> resigned before both players had moved, so this match doesn't "
        "count.")
    assert "Turn" not in w.fields(mid, ch)
    buttons = w.buttons(mid, ch)
    assert "Rematch" in buttons and not buttons["Rematch"]["disabled"]
    assert "Review" not in buttons
    stats = await w.slash(alice, "stats", ch)
    assert "No rated games this season yet." in stats.embeds[0]["description"]
    history = await w.slash(alice, "history", ch)
    assert f"`#{match_id}` ➖ Aborted vs <@{bob}>" in history.embeds[0]["description"]
    again = await w.click(mid, bob, f"nd:rematch:{match_id}", channel=ch)
    assert not again.ephemeral
    new = await w.snapshot(match_id_of(answered(again)))
    assert new.status is MatchStatus.PENDING and new.rematch_of == match_id
