"""A /claim edits the board with the bot token (cogs.discord_calls.edit_message, through
discord.py's PartialMessage.edit), and boards leave nothing behind in discord.py's view
store: their buttons are DynamicItems, answered from their custom ids."""

from __future__ import annotations

import discord
import pytest

import rules
from tests.fixtures.discord_world import World

pytestmark = pytest.mark.asyncio(loop_scope="module")


async def _claim_and_read_board(w: World, name: str) -> tuple[list[int], list[int], dict]:
    ch = w.new_channel(name)
    alice, carol = w["alice"], w["carol"]
    match_id, mid = await w.start_match(alice, carol, "non-consecutive", channel=ch,
                                        first="me")
    snap = await w.snapshot(match_id)
    number = rules.get_game(snap.game).legal_moves(snap.state)[3]
    patches = len([r for r in w.api.requests if r["method"] == "PATCH"])
    res = await w.slash(alice, "claim", ch, number=number)
    assert res.ephemeral and res.content == f"You played {number}."
    expected = rules.get_game(snap.game).legal_moves((await w.snapshot(match_id)).state)
    await w.api.wait_until(lambda: w.playable(mid, ch) == expected, timeout=5)
    patch = [r for r in w.api.requests if r["method"] == "PATCH"][patches:]
    assert [r["path"].rsplit("/", 1)[-1] for r in patch] == [str(mid)]
    return w.playable(mid, ch), expected, w.fields(mid, ch)


async def test_claim_edits_the_board_through_partial_message(
        w: World, monkeypatch: pytest.MonkeyPatch) -> None:
    used: list[int] = []
    real_edit = discord.PartialMessage.edit

    async def counting_edit(self, **kwargs):  # type: ignore[no-untyped-def]
        used.append(self.id)
        return await real_edit(self, **kwargs)

    monkeypatch.setattr(discord.PartialMessage, "edit", counting_edit)
    playable, expected, fields = await _claim_and_read_board(w, "claim-edit")
    assert playable == expected and used  # PartialMessage.edit did it
    assert fields["Turn"].startswith(f"<@{w['carol']}>")


async def test_boards_leave_no_view_in_discord_py_store(w: World) -> None:
    """Boards posted, clicked, and edited by command: discord.py keeps no view per message
    (a view of plain buttons with custom ids and no timeout would be kept for good)."""
    stored = len(w.bot.persistent_views)
    alice, bob = w["alice"], w["bob"]
    for board in range(3):
        ch = w.new_channel(f"view-store-{board}")
        match_id, mid = await w.start_match(alice, bob, "non-consecutive", channel=ch,
                                            first="me")
        await w.play(mid, alice, match_id, w.playable(mid, ch)[0], channel=ch)
        number = rules.get_game("non-consecutive").legal_moves(
            (await w.snapshot(match_id)).state)[0]
        res = await w.slash(bob, "claim", ch, number=number)
        assert res.ephemeral and res.content == f"You played {number}."
    assert len(w.bot.persistent_views) == stored
