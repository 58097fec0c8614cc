"""A /claim edits the board with the bot token, through discord.py's HTTP client without
building a Message from the answer (cogs.discord_calls.edit_message), or, on a discord.py
without those hooks, through PartialMessage.edit: the board ends up the same either way."""

from __future__ import annotations

import pytest

import rules
from cogs import discord_calls
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


async def test_claim_edits_the_board_without_parsing_the_answer(w: World) -> None:
    assert discord_calls.raw_edit() is not None  # this discord.py has the hooks
    playable, expected, fields = await _claim_and_read_board(w, "raw-edit")
    assert playable == expected
    assert fields["Turn"].startswith(f"<@{w['carol']}>")


async def test_without_the_hooks_the_board_is_edited_through_partial_message(
        w: World, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(discord_calls, "_raw_edit", None)
    monkeypatch.setattr(discord_calls, "_raw_edit_checked", True)
    used: list[int] = []
    import discord

    real_edit = discord.PartialMessage.edit

    async def counting_edit(self, **kwargs):  # type: ignore[no-untyped-def]
        used.append(self.id)
        return await real_edit(self, **kwargs)

    monkeypatch.setattr(discord.PartialMessage, "edit", counting_edit)
    playable, expected, fields = await _claim_and_read_board(w, "fallback-edit")
    assert playable == expected and used  # PartialMessage.edit did it
    assert fields["Turn"].startswith(f"<@{w['carol']}>")
