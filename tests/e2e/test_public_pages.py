"""Discord's side of the public pages, through the stand-in (NOT Discord): /config
public-pages turns them on and off, a finished board then carries a Replay link (and a board
of 23 numbers gives its numbers' room to it), /leaderboard and a tournament's table link to
their page, and /privacy hides a member's name with the number the pages show."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest
import pytest_asyncio
from sqlalchemy import select

import rules
from bot.core.snapshots import MatchStatus
from bot.web.secret import pseudonyms
from db.engine import make_engine
from db.tables import members
from tests.fixtures.discord_world import World, world

pytestmark = pytest.mark.asyncio(loop_scope="module")
BASE = "https://duels.example.org/pages"


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def w(tmp_path_factory: pytest.TempPathFactory) -> AsyncIterator[World]:
    tmp: Path = tmp_path_factory.mktemp("pages")
    async with world(tmp, web_base_url=BASE + "/", web_secret="e2e-secret-of-the-pages") as found:
        yield found


async def config(w: World, state: str) -> str:
    res = await (await w.api.slash(w.guild_id, w.channel_id, w["mod"], "config public-pages",
                                   {"state": state})).settled()
    assert res.ephemeral
    return res.content


async def finished(w: World, channel: int, size: int) -> tuple[int, int]:
    """A Non-Consecutive game played out by clicks (match id, board message id)."""
    match_id, message_id = await w.start_match(w["alice"], w["bob"], "non-consecutive",
                                               channel=channel, size=size)
    snap = await w.snapshot(match_id)
    game = rules.get_game(snap.game)
    while snap.status is MatchStatus.ACTIVE:
        assert snap.to_move_id is not None
        await w.play(message_id, snap.to_move_id, match_id, game.legal_moves(snap.state)[0],
                     channel=channel)
        snap = await w.snapshot(match_id)
    return match_id, message_id


def links(w: World, message_id: int, channel: int) -> list[dict[str, object]]:
    return [b for b in w.api.find_buttons(w.message(message_id, channel)) if b["url"]]


async def test_off_by_default_on_and_off_again(w: World) -> None:
    ch = w.new_channel("pages-toggle")
    match_id, message_id = await finished(w, ch, 7)
    assert links(w, message_id, ch) == []  # never turned on: no link
    board = await w.slash(w["alice"], "leaderboard", ch)
    assert BASE not in (board.embeds[0].get("description") or "")
    said = await config(w, "on")
    assert said == f"The public pages are on: {BASE}/s/{w.guild_id}/"
    match_id, message_id = await finished(w, ch, 7)
    (replay,) = links(w, message_id, ch)
    assert replay["label"] == "Replay" and replay["style"] == 5
    assert replay["url"] == f"{BASE}/s/{w.guild_id}/m/{match_id}"
    labels = [b["label"] for b in w.api.find_buttons(w.message(message_id, ch))]
    assert labels[-3:] == ["Rematch", "Review", "Replay"]
    board = await w.slash(w["alice"], "leaderboard", ch)
    assert f"[This table on the web]({BASE}/s/{w.guild_id}/)" in board.embeds[0]["description"]
    shown = await w.slash(w["mod"], "config show")
    assert "**Public pages:** on (this server)" in shown.embeds[0]["description"]
    assert (await config(w, "off")).startswith("The public pages are off")
    match_id, message_id = await finished(w, ch, 7)
    assert links(w, message_id, ch) == []


async def test_a_board_of_25_numbers_keeps_its_numbers_beside_the_link(w: World) -> None:
    await config(w, "on")
    try:
        ch = w.new_channel("pages-big")
        _, kept = await finished(w, ch, 22)
        _, largest = await finished(w, ch, 25)
    finally:
        await config(w, "off")
    numbers = [b for b in w.api.find_buttons(w.message(kept, ch))
               if str(b["custom_id"]).startswith("nd:play:")]
    assert len(numbers) == 22 and len(links(w, kept, ch)) == 1
    labels = [b["label"] for b in w.api.find_buttons(w.message(largest, ch))]
    assert [label.split()[0] for label in labels[:-3]] == [str(n) for n in range(1, 26)]
    assert labels[-3:] == ["Rematch", "Review", "Replay"]


async def test_a_tournament_table_links_to_its_page(w: World) -> None:
    await config(w, "on")
    try:
        ch = w.new_channel("pages-tour")
        created = await (await w.api.slash(w.guild_id, ch, w["mod"], "tournament create",
                                           {"format": "swiss",
                                            "game": "non-consecutive"})).settled()
        assert not created.ephemeral, created.content
        found = await w.bot.tournaments.in_channel(w.guild_id, ch)
        assert found is not None
        table = await w.slash(w["alice"], "tournament standings", ch)
    finally:
        await config(w, "off")
    assert (f"[This tournament on the web]({BASE}/s/{w.guild_id}/t/{found.id})"
            in table.embeds[0]["description"])


async def test_privacy_hides_a_name_with_the_number_the_pages_show(w: World) -> None:
    number = pseudonyms(w.bot.settings).number(w.guild_id, w["carol"])
    hidden = await privacy(w, w["carol"], "hidden")
    assert hidden.ephemeral
    assert hidden.content == (f"On this server's public pages you now appear as Player "
                              f"{number}.")
    assert await hide_name(w, w["carol"]) is True
    shown = await privacy(w, w["carol"], "shown")
    assert shown.ephemeral and "appear as carol" in shown.content
    assert await hide_name(w, w["carol"]) is False


async def privacy(w: World, user: int, name: str):  # type: ignore[no-untyped-def]
    """/privacy (its `name` option can't go through World.slash's keywords)."""
    return await (await w.api.slash(w.guild_id, w.channel_id, user, "privacy",
                                    {"name": name})).settled()


async def hide_name(w: World, user_id: int) -> bool | None:
    engine = make_engine(w.database_url)
    try:
        async with engine.connect() as conn:
            found = await conn.execute(select(members.c.hide_name).where(
                members.c.guild_id == w.guild_id, members.c.user_id == user_id))
            value = found.scalar()
    finally:
        await engine.dispose()
    return None if value is None else bool(value)
