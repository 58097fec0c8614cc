"""Challenges, refusals, resigning, rematches, /board, tables and /rules, via the stand-in."""

from __future__ import annotations

import asyncio

import pytest

import rules
from bot.core.snapshots import EndReason, MatchStatus
from tests.fixtures.boards import answered, title_of
from tests.fixtures.discord_world import World, match_id_of

pytestmark = pytest.mark.asyncio(loop_scope="module")
#: The module's world syncs the commands (tests/e2e/conftest.py).
WORLD_SYNCS = True


async def test_decline(w: World) -> None:
    ch = w.new_channel("decline")
    res, match_id = await w.challenge(w["alice"], w["bob"], "circle-duel", channel=ch)
    assert f"<@{w['bob']}>" in answered(res)["heading"]  # the challenged player is pinged
    assert {"Accept", "Decline", "Cancel"} <= set(w.buttons(res.message_id, ch))
    done = await w.click(res.message_id, w["bob"], f"nd:decline:{match_id}", channel=ch)
    assert done.type == 7
    assert "declined" in w.board(res.message_id, ch)["description"]
    assert w.buttons(res.message_id, ch) == {}
    assert (await w.snapshot(match_id)).status is MatchStatus.DECLINED


async def test_cancel_only_by_challenger_and_accept_only_by_opponent(w: World) -> None:
    ch = w.new_channel("cancel")
    alice, bob, carol = w["alice"], w["bob"], w["carol"]
    res, match_id = await w.challenge(alice, bob, "non-consecutive", channel=ch)
    mid = res.message_id
    version = (await w.snapshot(match_id)).version
    for user, action in [(carol, "accept"), (alice, "accept"), (carol, "cancel"),
                         (bob, "cancel"), (alice, "decline")]:
        refused = await w.click(mid, user, f"nd:{action}:{match_id}", channel=ch)
        assert refused.ephemeral, (user, action)
        assert refused.content
        snap = await w.snapshot(match_id)
        assert (snap.status, snap.version) == (MatchStatus.PENDING, version)
    done = await w.click(mid, alice, f"nd:cancel:{match_id}", channel=ch)
    assert not done.ephemeral
    assert "cancelled" in w.board(mid, ch)["description"]
    assert (await w.snapshot(match_id)).status is MatchStatus.CANCELLED


async def test_bad_options_are_refused_ephemerally(w: World) -> None:
    ch = w.new_channel("options")
    alice, bob = w["alice"], w["bob"]
    cases = [
        ({"game": "circle-duel", "forbid": "1,2"}, "`forbid` doesn't apply"),
        ({"game": "circle-duel", "claims": 2}, "`claims` doesn't apply"),
        ({"game": "non-consecutive", "start": 3}, "`start` doesn't apply"),
        ({"game": "forbidden-adjacent", "forbid": "1,6"},
         "`forbid` takes distances from 1 to 5, like `1,3`."),
        ({"game": "non-consecutive", "forbid": "near"},
         "`forbid` takes distances from 1 to 5, like `1,3`."),
        ({"game": "number-chain", "start": 12}, "`start` must be from 1 to 9."),
        ({"game": "circle-duel", "level": "easy"}, "`level` only applies"),
    ]
    for options, reason in cases:
        res = await w.slash(alice, "challenge", ch, opponent=bob, **options)
        assert res.ephemeral, options
        assert reason in res.content, (options, res.content)
    # Out of every game's range: Discord's client refuses to send it; forged, the bot does.
    forged = [
        ({"game": "forbidden-adjacent", "claims": 4}, "`claims` must be one of its choices"),
        ({"game": "circle-duel", "size": 99}, "`size` must be from 3 to 25."),
    ]
    for options, reason in forged:
        with pytest.raises(ValueError):
            await w.api.slash(w.guild_id, ch, alice, "challenge", {"opponent": bob, **options})
        sent = await w.api.slash(w.guild_id, ch, alice, "challenge", {"opponent": bob, **options},
                                 validate=False)
        res = await sent.settled()
        assert res.ephemeral, options
        assert reason in res.content, (options, res.content)
    res = await w.slash(alice, "challenge", ch, opponent=alice, game="circle-duel")
    assert res.ephemeral and "yourself" in res.content
    assert w.api.messages(ch) == [m for m in w.api.messages(ch) if m.get("flags", 0) & 64]


async def test_a_challenge_to_someone_not_in_the_server_is_refused(w: World) -> None:
    """Discord resolves a user option with member data only for the server's members."""
    ch = w.new_channel("strangers")
    stranger = w.api.add_user("stranger")  # a Discord user, not a member of this server
    res = await w.slash(w["alice"], "challenge", ch, opponent=stranger, game="circle-duel")
    assert res.ephemeral
    assert res.content == (f"<@{stranger}> is not a member of this server, so they can't "
                           "play here.")
    assert await w.bot.service.current_match(w.guild_id, ch, w["alice"]) is None
    assert w.api.messages(ch) == [m for m in w.api.messages(ch) if m.get("flags", 0) & 64]


async def test_refusals_leave_the_match_unchanged(w: World) -> None:
    ch = w.new_channel("refusals")
    alice, bob, carol = w["alice"], w["bob"], w["carol"]
    match_id, mid = await w.start_match(alice, bob, "forbidden-adjacent", channel=ch,
                                        first="me")
    await w.play(mid, alice, match_id, 5, channel=ch)
    before = await w.snapshot(match_id)
    checks = [
        (w.play(mid, alice, match_id, 1, channel=ch), "not your turn"),
        (w.play(mid, carol, match_id, 1, channel=ch), "not your match"),
        (w.slash(bob, "claim", ch, number=6), "6 is forbidden: it is next to 5"),
        (w.slash(bob, "claim", ch, number=5), "5 is already taken"),
        (w.slash(carol, "claim", ch, number=1), "no match running in this channel"),
    ]
    for action, reason in checks:
        res = await action
        assert res.ephemeral, reason
        assert reason.lower() in res.content.lower(), (reason, res.content)
        after = await w.snapshot(match_id)
        assert (after.version, after.state) == (before.version, before.state)
    # Autocomplete offers no number to the player who is waiting, or to a bystander: one
    # choice says why (tests/e2e/test_voice.py checks the texts).
    for user in (alice, carol):
        offered = await w.api.autocomplete(w.guild_id, ch, user, "claim", {"number": ""},
                                           focused="number")
        assert [c["value"] for c in offered] == [0]
    typed = await w.api.autocomplete(w.guild_id, ch, bob, "claim", {"number": "1"},
                                     focused="number")
    assert [c["value"] for c in typed] == [1]
    # Resigning ends it (once both have moved: a result); a click on the finished board is
    # refused, nothing changes.
    await w.slash(bob, "claim", ch, number=1)
    res = await w.slash(bob, "resign", ch)
    assert res.ephemeral and res.content == "You resigned."
    done = await w.snapshot(match_id)
    assert (done.status, done.winner_id, done.end_reason) == (
        MatchStatus.FINISHED, alice, EndReason.RESIGNATION)
    await w.api.wait_until(lambda: "Result" in w.fields(mid, ch), timeout=5)
    assert f"<@{bob}> resigned" in w.fields(mid, ch)["Result"]
    stale = await w.api.click(w.guild_id, ch, mid, bob, f"nd:play:{match_id}:1",
                              allow_disabled=True)
    assert stale.ephemeral and "over" in stale.content
    assert (await w.snapshot(match_id)).version == done.version


async def test_resign_button_then_rematch(w: World) -> None:
    ch = w.new_channel("rematch")
    alice, bob = w["alice"], w["bob"]
    match_id, mid = await w.start_match(alice, bob, "number-capture", channel=ch, first="me")
    res = await w.resign(mid, bob, match_id, channel=ch)
    assert res.type == 7
    snap = await w.snapshot(match_id)  # before bob's first move: aborted, no winner
    assert snap.status is MatchStatus.ABORTED and snap.winner_id is None
    assert snap.end_reason is EndReason.RESIGNATION and snap.ended_by == bob
    assert w.fields(mid, ch)["Result"] == (
        f"Aborted: <@{bob}> resigned before both players had moved, so this match doesn't "
        "count.")
    assert "Review" not in w.buttons(mid, ch)
    again = await w.click(mid, bob, f"nd:rematch:{match_id}", channel=ch)
    assert not again.ephemeral and again.message_id != mid  # a new message
    new_id = match_id_of(answered(again))
    new = await w.snapshot(new_id)
    assert new.status is MatchStatus.PENDING and new.rematch_of == match_id
    await w.pointed_at(new_id, again.message_id)
    assert new.player_ids == (bob, alice)  # the other player starts
    accepted = await w.click(again.message_id, alice, f"nd:accept:{new_id}", channel=ch)
    assert not accepted.ephemeral
    assert (await w.snapshot(new_id)).status is MatchStatus.ACTIVE


async def test_board_reposts_and_retires_the_old_message(w: World) -> None:
    ch = w.new_channel("board")
    alice, bob = w["alice"], w["bob"]
    match_id, old = await w.start_match(alice, bob, "circle-duel", channel=ch, first="me")
    res = await w.slash(bob, "board", ch)
    assert not res.ephemeral and res.message_id != old
    new = res.message_id
    await w.pointed_at(match_id, new)
    await w.play(new, alice, match_id, 3, channel=ch)
    await w.play(new, bob, match_id, 4, channel=ch)
    snap = await w.snapshot(match_id)
    assert snap.state.numbers == (3, 4)
    assert w.playable(new, ch) == [5]
    assert w.buttons(old, ch) == {}  # the old message points to the new one (test_board_text)
    nothing = await w.slash(w["carol"], "board", ch)
    assert nothing.ephemeral and "no match" in nothing.content


async def test_rules(w: World) -> None:
    res = await w.slash(w["carol"], "rules", game="circle-duel")
    assert res.ephemeral
    embed = res.embeds[0]
    assert "Number Circle Duel" in embed["title"]
    assert "the size alone decides the winner" in str(embed["fields"])


async def test_leaderboard_and_stats_with_paging(w: World) -> None:
    ch = w.new_channel("ladder")
    players = [w.add_member(f"ladder{i}") for i in range(12)]
    for winner, loser in zip(players[::2], players[1::2], strict=True):
        match_id, mid = await w.start_match(winner, loser, "non-consecutive", channel=ch)
        await w.both_move(match_id, mid, channel=ch)
        await w.resign(mid, loser, match_id, channel=ch)
    res = await w.slash(players[0], "leaderboard", ch, game="non-consecutive")
    assert not res.ephemeral
    first = res.embeds[0]
    assert first["footer"]["text"] == "W: wins, L: losses · page 1/2"
    lines = first["description"].splitlines()
    assert len(lines) == 10 and lines[0].startswith("`#1`")
    winners_shown = {p for p in players[::2] if f"<@{p}>" in first["description"]}
    assert winners_shown == set(players[::2])  # winners rank above losers
    buttons = w.buttons(res.message_id, ch)
    assert buttons["◀"]["disabled"] and not buttons["Next"]["disabled"]
    nxt = await w.click(res.message_id, players[5], buttons["Next"]["custom_id"], channel=ch)
    assert nxt.type == 7
    second = w.embed(res.message_id, ch)
    assert second["footer"]["text"] == "W: wins, L: losses · page 2/2"
    assert second["description"].splitlines()[0].startswith("`#11`")
    back = w.buttons(res.message_id, ch)
    assert back["Next"]["disabled"]
    await w.click(res.message_id, players[5], back["◀"]["custom_id"], channel=ch)
    assert w.embed(res.message_id, ch)["footer"]["text"] == "W: wins, L: losses · page 1/2"
    stats = await w.slash(players[1], "stats", ch, member=players[0])
    fields = {f["name"]: f["value"] for f in stats.embeds[0]["fields"]}
    assert "1 win, 0 losses" in fields["Overall"]
    assert "1 win, 0 losses" in fields["Non-Consecutive"]
    mine = await w.slash(players[1], "stats", ch)
    assert "0 wins, 1 loss" in {f["name"]: f["value"] for f in mine.embeds[0]["fields"]}["Overall"]


async def test_commands_synced_once(w: World) -> None:
    assert w.api.sync_count == 1
    names = {c["name"] for c in w.api.commands}
    assert names == {"challenge", "claim", "resign", "board", "leaderboard", "stats", "rules",
                     "help", "analyze",
                     "review", "hint", "puzzle",
                     "history", "games", "config", "season", "void", "tournament", "notify",
                     "privacy"}
    challenge = next(c for c in w.api.commands if c["name"] == "challenge")
    game = next(o for o in challenge["options"] if o["name"] == "game")
    assert game["autocomplete"] is True and "choices" not in game  # games and variants
    offered = await w.api.autocomplete(w.guild_id, w.channel_id, w["alice"], "challenge",
                                       {"game": ""}, "game")
    assert [c["value"] for c in offered][:len(rules.GAMES)] == rules.game_slugs()
    rules_game = next(o for o in next(c for c in w.api.commands if c["name"] == "rules")[
        "options"] if o["name"] == "game")
    assert [c["value"] for c in rules_game["choices"]] == rules.game_slugs()


async def test_claim_reposts_the_board_when_its_message_is_gone(w: World) -> None:
    ch = w.new_channel("gone")
    alice, bob = w["alice"], w["bob"]
    match_id, mid = await w.start_match(alice, bob, "non-consecutive", channel=ch, first="me")
    w.api.faults.fail_next(f"PATCH /channels/{ch}/messages/{mid}", status=404)
    res = await w.slash(alice, "claim", ch, number=10)
    assert res.ephemeral and res.content == "You played 10."  # answered before the edit
    (board,) = await res.wait_followups(1)
    new_mid = int(board["id"])
    assert not board.get("flags", 0) & 64 and new_mid != mid  # a fresh public board
    await w.pointed_at(match_id, new_mid)
    assert 10 not in w.playable(new_mid, ch) and w.playable(new_mid, ch)
    assert (await w.snapshot(match_id)).state.numbers == (10,)


async def test_moves_made_before_the_board_is_recorded_show_on_that_board(w: World) -> None:
    """The board is posted (visible, clickable) a moment before the bot learns its message id
    (Discord answers the post slowly). Accept and /claim made in that moment must show on that
    board, and no second board may be posted."""
    ch = w.new_channel("in-flight")
    alice, bob = w["alice"], w["bob"]
    w.api.faults.answer_late_next("/interactions/", 1.5)  # the /challenge's answer
    res, match_id = await w.challenge(alice, bob, "non-consecutive", channel=ch, first="me")
    mid = res.message_id
    assert (await w.snapshot(match_id)).message_id is None  # the bot doesn't know it yet
    accepted = await w.click(mid, bob, f"nd:accept:{match_id}", channel=ch)
    assert accepted.type == 7 and not accepted.ephemeral
    claim = await w.slash(alice, "claim", ch, number=10)
    assert claim.ephemeral and claim.content == "You played 10."
    await w.api.wait_until(lambda: 10 not in w.playable(mid, ch) and bool(w.playable(mid, ch)),
                           timeout=10)
    await w.pointed_at(match_id, mid)
    boards = [m for m in w.api.messages(ch)
              if f"#{match_id}" in title_of(m)]
    assert [int(m["id"]) for m in boards] == [mid]


async def test_an_interaction_that_waited_before_reaching_the_bot_is_deferred_at_once(
    w: World,
) -> None:
    """Discord's 3 s count from the interaction's creation (its id), not from when the bot
    sees it: one created 2.5 s ago (it waited in a queue) is deferred at once, then answered;
    a fresh one is answered directly."""
    ch = w.new_channel("queued")
    alice, bob = w["alice"], w["bob"]
    match_id, _board = await w.start_match(alice, bob, "non-consecutive", channel=ch, first="me")
    w.api.interaction_age = 2.5
    try:
        late = await w.slash(alice, "claim", ch, number=10)
    finally:
        w.api.interaction_age = 0.0
    assert late.deferred
    await late.settled()
    assert late.ephemeral and late.content == "You played 10."
    fresh = await w.slash(bob, "claim", ch, number=1)
    assert not fresh.deferred and fresh.content == "You played 1."
    assert (await w.snapshot(match_id)).state.numbers == (10, 1)


async def test_click_on_a_stale_board_redraws_it(w: World) -> None:
    ch = w.new_channel("stale")
    alice, bob = w["alice"], w["bob"]
    match_id, mid = await w.start_match(alice, bob, "circle-duel", channel=ch, first="me")
    # The match ends without its message being edited (as when an edit failed or the bot
    # crashed right after ending it): the board still offers every number.
    await w.bot.service.resign(w.guild_id, match_id, bob)
    assert w.playable(mid, ch)
    res = await w.click(mid, alice, f"nd:play:{match_id}:{w.playable(mid, ch)[0]}", channel=ch)
    assert res.ephemeral and "over" in res.content
    await w.api.wait_until(lambda: w.playable(mid, ch) == [], timeout=5)
    assert f"<@{bob}> resigned" in w.fields(mid, ch)["Result"]
    assert "Rematch" in w.buttons(mid, ch)


async def test_a_move_that_outlasts_the_defer_timer_is_deferred_then_answered(w: World) -> None:
    """The defer timer (cogs.messages.in_time): a /claim created 1.9 s ago whose write waits
    0.5 s for the database's write lock is deferred when 2 s have passed, then answered
    through the deferred message, with the move stored."""
    import sqlite3

    from sqlalchemy.engine import make_url

    ch = w.new_channel("slow-write")
    alice, bob = w["alice"], w["bob"]
    match_id, _board = await w.start_match(alice, bob, "non-consecutive", channel=ch, first="me")
    blocker = sqlite3.connect(str(make_url(w.database_url).database), isolation_level=None)
    blocker.execute("BEGIN IMMEDIATE")  # hold the write lock: the bot's write waits
    asyncio.get_running_loop().call_later(0.5, blocker.rollback)
    w.api.interaction_age = 1.9
    try:
        slow = await w.api.slash(w.guild_id, ch, alice, "claim", {"number": 10})
    finally:
        w.api.interaction_age = 0.0
    await slow.settled()
    blocker.close()
    assert slow.deferred
    assert slow.ephemeral and slow.content == "You played 10."
    assert (await w.snapshot(match_id)).state.numbers == (10,)
