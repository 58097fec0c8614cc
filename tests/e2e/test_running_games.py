"""/games (issue 31): the server's running matches, the caller's own first, each with its
players, game, whose move and its board's link; ephemeral, paged like /history. Via the
stand-in (NOT Discord). One test: the list is the whole server's, so it owns this module's
world."""

from __future__ import annotations

import pytest

from cogs.ui.render import message_link
from tests.fixtures.discord_world import World

pytestmark = pytest.mark.asyncio(loop_scope="module")


async def test_games_lists_the_running_matches_the_callers_first(w: World) -> None:
    alice, bob, carol, mod, pat = (w[name] for name in ("alice", "bob", "carol", "mod", "pat"))
    empty = await w.slash(alice, "games", w.channel_id)
    assert empty.ephemeral
    assert empty.embeds[0]["title"] == "Running matches"
    assert empty.embeds[0]["description"] == (
        "No match is running on this server right now. Start one with `/challenge`: name an "
        "`opponent`, or leave it out so anyone here can accept.")
    assert not empty.components  # nothing to page

    started = []  # (match id, board message id, channel), oldest first: alice's is oldest
    for a, b, game in [(alice, bob, "non-consecutive"), (carol, mod, "circle-duel"),
                       (pat, bob, "number-capture")]:
        ch = w.new_channel(f"games-{a}")
        match_id, mid = await w.start_match(a, b, game, channel=ch, first="me")
        started.append((match_id, mid, ch))
    pending = w.new_channel("games-pending")
    await w.challenge(carol, pat, "circle-duel", channel=pending)  # not running yet

    res = await w.slash(alice, "games", w.channel_id)
    assert res.ephemeral
    lines = res.embeds[0]["description"].split("\n")
    assert len(lines) == 3
    order = [started[0], started[2], started[1]]  # hers, then the newest first
    players = {started[0][0]: (alice, bob), started[1][0]: (carol, mod),
               started[2][0]: (pat, bob)}
    games = {started[0][0]: "Non-Consecutive", started[1][0]: "Number Circle Duel",
             started[2][0]: "Number Capture"}
    for line, (match_id, mid, ch) in zip(lines, order, strict=True):
        first, second = players[match_id]
        assert f"**{games[match_id]} · match #{match_id}**" in line
        assert f"<@{first}> against <@{second}> in <#{ch}>" in line
        assert f"<@{first}> to move" in line  # first="me": the challenger moves first
        assert f"[board]({message_link(w.guild_id, ch, mid)})" in line
    assert res.embeds[0]["footer"]["text"] == (
        "Page 1/1 · 3 running matches · Only you can see this")
    mine_first = await w.slash(mod, "games", w.channel_id)
    assert f"match #{started[1][0]}**" in mine_first.embeds[0]["description"].split("\n")[0]

    # Ten more (started through the service: no boards, so no links): two pages.
    for n in range(10):
        ch = w.new_channel(f"games-more-{n}")
        made = await w.bot.service.challenge(
            guild_id=w.guild_id, channel_id=ch, challenger_id=carol, opponent_id=pat,
            game="circle-duel")
        await w.bot.service.accept(w.guild_id, made.id, pat)
    res = await w.slash(alice, "games", w.channel_id)
    assert res.ephemeral and res.message_id is not None
    first_page = res.embeds[0]["description"].split("\n")
    assert len(first_page) == 10 and f"match #{started[0][0]}**" in first_page[0]
    buttons = w.buttons(res.message_id, w.channel_id)
    assert buttons["◀"]["disabled"] and not buttons["Next"]["disabled"]
    turned = await w.click(res.message_id, alice, buttons["Next"]["custom_id"],
                           channel=w.channel_id)
    assert turned.type == 7
    shown = w.embed(res.message_id, w.channel_id)
    second_page = shown["description"].split("\n")
    assert len(second_page) == 3
    assert not set(first_page) & set(second_page)
    assert shown["footer"]["text"] == "Page 2/2 · 13 running matches · Only you can see this"
