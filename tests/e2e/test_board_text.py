"""What a board says, seen through the stand-in: the challenge's ping goes once it is
answered, /board retires the board it replaces, and a finished board says what is left to
do. Board texts themselves are unit-tested in tests/cogs/test_render.py."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest
import pytest_asyncio

from bot.core.snapshots import MatchStatus
from cogs.ui import render
from tests.fixtures.boards import answered
from tests.fixtures.discord_world import World, eventually, match_id_of, world

pytestmark = pytest.mark.asyncio(loop_scope="module")


def link(w: World, channel: int, message: int) -> str:
    return f"https://discord.com/channels/{w.guild_id}/{channel}/{message}"


async def test_accepting_clears_the_challenge_text(w: World) -> None:
    ch = w.new_channel("accept-text")
    alice, bob = w["alice"], w["bob"]
    res, match_id = await w.challenge(alice, bob, "forbidden-adjacent", channel=ch, first="me")
    assert res.message_id is not None
    mid = res.message_id
    assert w.board(mid, ch)["heading"] == f"<@{bob}>, you're challenged!"
    await w.pointed_at(match_id, mid)
    accepted = await w.click(mid, bob, f"nd:accept:{match_id}", channel=ch)
    assert accepted.type == 7 and not accepted.ephemeral
    assert w.board(mid, ch)["heading"] is None  # the board stands alone
    fields = w.fields(mid, ch)
    assert fields["Turn"].startswith(f"<@{alice}> to move")
    assert fields["Buttons"].startswith("Blue: you can claim it now.")
    assert f"Green: <@{alice}>'s claims. Red: <@{bob}>'s." in fields["Buttons"]
    await w.play(mid, alice, match_id, 5, channel=ch)
    fields = w.fields(mid, ch)
    assert fields["Last move"].startswith(f"<@{alice}> claimed 5.")
    assert w.board(mid, ch)["footer"]["text"].endswith(str(render.PLAY_HINT))


async def test_a_finished_board_says_what_is_left_to_do(w: World) -> None:
    ch = w.new_channel("finished-footer")
    alice, bob = w["alice"], w["bob"]
    match_id, mid = await w.start_match(alice, bob, "circle-duel", channel=ch, first="me")
    numbers = []
    while (await w.snapshot(match_id)).status is MatchStatus.ACTIVE:
        snap = await w.snapshot(match_id)
        mover = snap.to_move_id
        assert mover is not None
        number = w.playable(mid, ch)[0]
        numbers.append(number)
        await w.play(mid, mover, match_id, number, channel=ch)
    snap = await w.snapshot(match_id)
    assert snap.winner_id == bob  # 10 numbers: the second player wins
    footer = w.board(mid, ch)["footer"]["text"]
    assert footer == f"size 10 · {render.FINISHED_HINT}"
    assert "claim" not in footer.lower()
    fields = w.fields(mid, ch)
    assert fields["Result"] == (
        f"🏆 <@{bob}> wins! <@{alice}> has no valid move left.\n"
        "This one was for fun and unrated: with 10 numbers, whoever moves second can't lose.")
    assert fields["Last move"] == f"<@{bob}> took {numbers[-1]}."
    assert fields["Players"] == f"<@{alice}> moved first, <@{bob}> second."
    assert w.board(mid, ch)["heading"] is None


async def test_accepting_a_rematch_clears_its_text(w: World) -> None:
    ch = w.new_channel("rematch-text")
    alice, bob = w["alice"], w["bob"]
    match_id, mid = await w.start_match(alice, bob, "number-capture", channel=ch, first="me")
    await w.resign(mid, bob, match_id, channel=ch)
    again = await w.click(mid, bob, f"nd:rematch:{match_id}", channel=ch)
    assert again.message_id is not None and again.message_id != mid
    new_mid = again.message_id
    new_id = match_id_of(answered(again))
    assert w.board(new_mid, ch)["heading"] == f"<@{alice}>, a rematch!"
    await w.pointed_at(new_id, new_mid)
    accepted = await w.click(new_mid, alice, f"nd:accept:{new_id}", channel=ch)
    assert accepted.type == 7 and not accepted.ephemeral
    assert w.board(new_mid, ch)["heading"] is None
    assert "Turn" in w.fields(new_mid, ch)


async def test_board_retires_the_board_it_replaces(w: World) -> None:
    ch = w.new_channel("board-retires")
    alice, bob = w["alice"], w["bob"]
    match_id, old = await w.start_match(alice, bob, "circle-duel", channel=ch, first="me")
    await w.play(old, alice, match_id, 3, channel=ch)
    res = await w.slash(bob, "board", ch)
    assert not res.ephemeral and res.message_id not in (None, old)
    new = res.message_id
    assert new is not None
    await w.pointed_at(match_id, new)
    await w.api.wait_until(lambda: not w.buttons(old, ch), timeout=5)
    retired = w.board(old, ch)
    assert retired["heading"] is None and w.message(old, ch)["content"] == ""
    assert retired["description"] == (
        f"This match moved to [a new board]({link(w, ch, new)}).")
    assert w.playable(new, ch) == [2, 4]
    await w.play(new, bob, match_id, 4, channel=ch)
    assert (await w.snapshot(match_id)).state.numbers == (3, 4)
    assert w.playable(new, ch) == [5]
    assert not w.buttons(old, ch)  # still retired: nothing to disagree


async def test_a_replaced_board_that_kept_its_buttons_is_retired_by_a_click(w: World) -> None:
    """The retiring edit fails (a Discord error): the old board keeps its buttons. A click
    there still plays (the number is legal), the old message then points to the current
    board, and the current board shows the move; a refused click retires it too."""
    ch = w.new_channel("board-retire-failed")
    alice, bob = w["alice"], w["bob"]
    match_id, old = await w.start_match(alice, bob, "non-consecutive", channel=ch,
                                        first="me")
    w.api.faults.fail_next(f"PATCH /channels/{ch}/messages/{old}", status=403)
    res = await w.slash(alice, "board", ch)
    new = res.message_id
    assert new is not None
    await w.pointed_at(match_id, new)
    await eventually(lambda: _failed(w, old))
    assert w.playable(old, ch)  # the old board still offers numbers
    clicked = await w.play(old, alice, match_id, 10, channel=ch)
    assert clicked.type == 7 and not clicked.ephemeral
    assert (await w.snapshot(match_id)).state.numbers == (10,)
    assert not w.buttons(old, ch)
    assert link(w, ch, new) in w.board(old, ch)["description"]
    await w.api.wait_until(lambda: 10 not in w.playable(new, ch), timeout=5)
    assert w.playable(new, ch) and 11 not in w.playable(new, ch)

    # A second /board whose retiring edit fails: alice clicks on bob's turn, and the
    # refused click retires the board it was made on.
    w.api.faults.fail_next(f"PATCH /channels/{ch}/messages/{new}", status=403)
    again = await w.slash(bob, "board", ch)
    newest = again.message_id
    assert newest is not None
    await w.pointed_at(match_id, newest)
    await eventually(lambda: _failed(w, new))
    refused = await w.play(new, alice, match_id, w.playable(new, ch)[0], channel=ch)
    assert refused.ephemeral and "turn" in (refused.content or "").lower()
    await w.api.wait_until(lambda: not w.buttons(new, ch), timeout=5)
    assert link(w, ch, newest) in w.board(new, ch)["description"]
    assert (await w.snapshot(match_id)).state.numbers == (10,)


async def _failed(w: World, message: int) -> bool:
    return any(r["method"] == "PATCH" and r["path"].endswith(f"/messages/{message}")
               and r["status"] == 403 for r in w.api.requests)


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def fast(tmp_path_factory: pytest.TempPathFactory) -> AsyncIterator[World]:
    """Challenges expire after 1.2 s; deadlines checked every 0.2 s."""
    async with world(tmp_path_factory.mktemp("board-text"),
                     challenge_timeout_minutes=0.02) as shared:
        yield shared


async def test_an_expired_challenge_loses_its_text(fast: World) -> None:
    """The deadline loop's bot-token edit clears the ping too
    (cogs.discord_calls.edit_message)."""
    ch = fast.new_channel("expired-text")
    res, match_id = await fast.challenge(fast["alice"], fast["bob"], "circle-duel", channel=ch)
    assert res.message_id is not None
    mid = res.message_id
    assert fast.board(mid, ch)["heading"] == f"<@{fast['bob']}>, you're challenged!"

    async def expired() -> bool:
        return (await fast.snapshot(match_id)).status is MatchStatus.EXPIRED

    await eventually(expired)
    await fast.api.wait_until(lambda: fast.buttons(mid, ch) == {}, timeout=5)
    assert fast.board(mid, ch)["heading"] is None
    assert "expired" in fast.board(mid, ch)["description"]
