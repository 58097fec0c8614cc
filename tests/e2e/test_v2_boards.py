"""Boards on Components V2, seen through the stand-in (NOT Discord): one container at every
size, and boards drawn before (an embed above action rows, by the bot as it was) still
answer their clicks and become V2 on their next update, their content and embeds cleared
as Discord requires (the stand-in refuses the flag otherwise: components_rules.py)."""

from __future__ import annotations

from typing import Any

import discord
import pytest

import rules
from bot.core.snapshots import MatchSnapshot
from cogs.ui import render
from cogs.ui.components import PRIMARY, SUCCESS, button, row, view_of
from tests.fixtures.boards import button_rows, count, is_v2, shown, text_length
from tests.fixtures.discord_world import World

pytestmark = pytest.mark.asyncio(loop_scope="module")


def old_embed(snapshot: MatchSnapshot) -> discord.Embed:
    """The board as the bot drew it before boards were V2: its text as an embed."""
    text = render.board_text(snapshot, rules.get_game(snapshot.game))
    embed = discord.Embed(title=text.title, colour=text.colour, description=text.description)
    for name, value in text.fields:
        embed.add_field(name=name, value=value, inline=False)
    if text.footer:
        embed.set_footer(text=text.footer)
    return embed


async def old_board(w: World, snapshot: MatchSnapshot, content: str | None = None) -> int:
    """Post ``snapshot``'s board the old way (an embed, and its buttons in at most five
    action rows, with the text above it), and point the match at it; its message id."""
    rows = render.match_components(snapshot, rules.get_game(snapshot.game)) or []
    rows = rows[:5]  # Discord's 5 rows without V2: a board of 25 had only its numbers
    channel = w.bot.get_partial_messageable(snapshot.channel_id, guild_id=w.guild_id)
    sent = await channel.send(content, embed=old_embed(snapshot), view=view_of(rows))
    await w.bot.service.set_message(snapshot.id, snapshot.channel_id, sent.id)
    message = w.message(sent.id, snapshot.channel_id)
    assert not is_v2(message) and message["embeds"] and message["components"]
    return sent.id


async def started(w: World, channel: int, game: str, **options: Any) -> MatchSnapshot:
    """A match alice challenged bob to and bob accepted, through the service (no board)."""
    service = w.bot.service
    challenge = await service.challenge(w.guild_id, channel, w["alice"], w["bob"], game,
                                        options, first="me")
    return await service.accept(w.guild_id, challenge.id, w["bob"])


def assert_upgraded(w: World, channel: int, message_id: int) -> dict[str, Any]:
    """The message is a V2 board now: no content, no embeds, one container."""
    message = w.message(message_id, channel)
    assert is_v2(message), message
    assert message["content"] == "" and message["embeds"] == []
    assert count(message["components"]) <= 40 and text_length(message["components"]) <= 4000
    return message


async def test_an_old_board_clicked_becomes_v2(w: World) -> None:
    ch = w.new_channel("old-clicked")
    alice = w["alice"]
    snapshot = await started(w, ch, "circle-duel")
    mid = await old_board(w, snapshot)
    assert w.board(mid, ch)["title"].endswith(f"#{snapshot.id}")  # read from the embed
    played = await w.play(mid, alice, snapshot.id, 4, channel=ch)
    assert played.type == 7 and not played.ephemeral
    message = assert_upgraded(w, ch, mid)
    assert button_rows(message)[-1] == ["Rules", "Resign"]
    assert w.playable(mid, ch) == [3, 5]
    board = shown(message)
    assert "Around the circle: " in board["description"]
    assert w.fields(mid, ch)["Last move"] == f"<@{alice}> took 4."
    assert (await w.snapshot(snapshot.id)).state.numbers == (4,)
    # and it plays on as a V2 board
    await w.play(mid, w["bob"], snapshot.id, 5, channel=ch)
    assert w.playable(mid, ch) == [6]


async def test_an_old_board_updated_by_claim_becomes_v2(w: World) -> None:
    """/claim edits the board with the bot token (no interaction on it)."""
    ch = w.new_channel("old-claimed")
    snapshot = await started(w, ch, "non-consecutive", size=25)
    mid = await old_board(w, snapshot)
    old_labels = [b["label"] for b in w.api.find_buttons(w.message(mid, ch))]
    assert "Resign" not in old_labels  # what the old board of 25 had no room for
    claimed = await w.slash(w["alice"], "claim", ch, number=7)
    assert claimed.ephemeral and claimed.content == "You played 7."
    await w.api.wait_until(lambda: is_v2(w.message(mid, ch)), timeout=5)
    message = assert_upgraded(w, ch, mid)
    rows = button_rows(message)
    assert [label.split()[0] for row in rows[:-1] for label in row] == [
        str(n) for n in range(1, 26)]
    assert rows[-1] == ["Rules", "Resign"]
    assert 7 not in w.playable(mid, ch) and 8 not in w.playable(mid, ch)


async def test_an_old_challenge_accepted_becomes_v2_without_its_ping(w: World) -> None:
    ch = w.new_channel("old-challenge")
    alice, bob = w["alice"], w["bob"]
    challenge = await w.bot.service.challenge(w.guild_id, ch, alice, bob, "number-capture",
                                              {}, first="me")
    mid = await old_board(w, challenge, content=f"<@{bob}>, you're challenged!")
    assert w.message(mid, ch)["content"] == f"<@{bob}>, you're challenged!"
    accepted = await w.click(mid, bob, f"nd:accept:{challenge.id}", channel=ch)
    assert accepted.type == 7 and not accepted.ephemeral
    assert_upgraded(w, ch, mid)
    assert w.board(mid, ch)["heading"] is None  # the ping went with the challenge
    assert w.fields(mid, ch)["Turn"].startswith(f"<@{alice}> to move")


async def test_an_old_finished_board_still_reviews_and_rematches(w: World) -> None:
    """A finished board of 24 drawn before V2 had only Rematch and Review: both still
    answer (Review through its DynamicItem on a message without V2)."""
    ch = w.new_channel("old-finished")
    alice, bob = w["alice"], w["bob"]
    snapshot = await started(w, ch, "non-consecutive", size=24)
    await w.bot.service.play(w.guild_id, snapshot.id, alice, 1)
    await w.bot.service.play(w.guild_id, snapshot.id, bob, 10)
    done = await w.bot.service.resign(w.guild_id, snapshot.id, alice)
    rows = [row([button("Rematch", f"nd:rematch:{done.id}", SUCCESS),
                 button("Review", f"nd:review:{done.id}", PRIMARY)])]
    channel = w.bot.get_partial_messageable(ch, guild_id=w.guild_id)
    sent = await channel.send(embed=old_embed(done), view=view_of(rows))
    await w.bot.service.set_message(done.id, ch, sent.id)
    review = await w.click(sent.id, bob, f"nd:review:{done.id}", channel=ch)
    assert review.ephemeral and review.embeds, review.content
    again = await w.click(sent.id, bob, f"nd:rematch:{done.id}", channel=ch)
    assert not again.ephemeral and again.message_id not in (None, sent.id)
    assert again.message_id is not None
    assert is_v2(w.message(again.message_id, ch))
    assert shown(w.message(again.message_id, ch))["heading"] == f"<@{alice}>, a rematch!"


async def test_an_old_board_that_missed_the_end_is_redrawn_as_v2_by_a_refused_click(
        w: World) -> None:
    """An old board still offering numbers of a match that ended meanwhile (it missed
    that edit): the refused click redraws it from the database, as a V2 board."""
    ch = w.new_channel("old-stale")
    alice = w["alice"]
    snapshot = await started(w, ch, "number-chain")
    mid = await old_board(w, snapshot)  # drawn while it ran: numbers to click
    await w.bot.service.resign(w.guild_id, snapshot.id, alice)  # ended without an edit
    number = w.playable(mid, ch)[0]
    refused = await w.play(mid, alice, snapshot.id, number, channel=ch)
    assert refused.ephemeral
    await w.api.wait_until(lambda: is_v2(w.message(mid, ch)), timeout=5)
    message = assert_upgraded(w, ch, mid)
    assert w.playable(mid, ch) == []
    assert button_rows(message)[-1] == ["Rematch"]  # aborted: nobody had moved twice
    assert "resigned" in w.fields(mid, ch)["Result"]
