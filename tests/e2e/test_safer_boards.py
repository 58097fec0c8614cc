"""Safer and clearer boards (issue 31), through the stand-in (NOT Discord): the board's
Resign asks first, a Rules button on challenges and boards, the moderators' commands that
can't be taken back confirm first, and /claim without a number says why."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from bot.core.snapshots import EndReason, MatchStatus
from cogs import confirm
from tests.fixtures.boards import button_rows, count, is_v2
from tests.fixtures.discord_world import (
    World,
    answer_question,
    make_settings,
    start_bot,
    stop_bot,
    world,
)
from tests.standin.interactions import APPLICATION_COMMAND

pytestmark = pytest.mark.asyncio(loop_scope="module")
EPHEMERAL = 64


def labels(message: dict[str, Any], w: World) -> list[str]:
    return [b["label"] for b in w.api.find_buttons(message)]


def channel_posts(w: World, ch: int) -> list[dict[str, Any]]:
    """The channel's public messages."""
    return [m for m in w.api.messages(ch) if not m.get("flags", 0) & EPHEMERAL]


# ---------------------------------------------------------------------- Resign asks first
async def test_resign_asks_first_and_resigns_on_resign(w: World) -> None:
    ch = w.new_channel("resign-asks")
    alice, bob = w["alice"], w["bob"]
    match_id, mid = await w.start_match(alice, bob, "non-consecutive", channel=ch, first="me")
    await w.both_move(match_id, mid, channel=ch)
    before = await w.snapshot(match_id)
    board = w.message(mid, ch)
    asked = await w.click(mid, bob, f"nd:resign:{match_id}", channel=ch)
    assert asked.ephemeral and asked.content == f"Resign match #{match_id}?"
    assert asked.message_id is not None and asked.message_id != mid
    question = w.message(asked.message_id, ch)
    assert labels(question, w) == ["Resign", "Keep playing"]
    assert [b["custom_id"] for b in w.api.find_buttons(question)] == [
        f"nd:resign-yes:{match_id}", f"nd:resign-no:{match_id}"]
    # Asking changes nothing: the match and its board are as they were.
    assert (await w.snapshot(match_id)).version == before.version
    assert w.message(mid, ch) == board

    done = await w.click(asked.message_id, bob, f"nd:resign-yes:{match_id}", channel=ch)
    assert done.type == 7 and done.ephemeral  # the question becomes the answer
    assert done.content == f"You resigned match #{match_id}."
    assert w.api.find_buttons(w.message(asked.message_id, ch)) == []
    snap = await w.snapshot(match_id)
    assert (snap.status, snap.winner_id, snap.end_reason) == (
        MatchStatus.FINISHED, alice, EndReason.RESIGNATION)
    await w.api.wait_until(lambda: "Result" in w.fields(mid, ch), timeout=5)
    assert w.fields(mid, ch)["Result"] == f"🏆 <@{alice}> wins! <@{bob}> resigned."
    assert {"Rematch", "Review"} <= set(w.buttons(mid, ch))
    assert "Resign" not in w.buttons(mid, ch)


async def test_keep_playing_changes_nothing(w: World) -> None:
    ch = w.new_channel("keep-playing")
    alice, bob = w["alice"], w["bob"]
    match_id, mid = await w.start_match(alice, bob, "forbidden-adjacent", channel=ch)
    before = await w.snapshot(match_id)
    board = w.message(mid, ch)
    asked = await w.click(mid, alice, f"nd:resign:{match_id}", channel=ch)
    assert asked.message_id is not None
    kept = await w.click(asked.message_id, alice, f"nd:resign-no:{match_id}", channel=ch)
    assert kept.ephemeral
    assert kept.content == f"You keep playing match #{match_id}: nothing changed."
    assert w.api.find_buttons(w.message(asked.message_id, ch)) == []
    after = await w.snapshot(match_id)
    assert (after.status, after.version) == (MatchStatus.ACTIVE, before.version)
    assert w.message(mid, ch) == board


async def test_a_stale_resign_after_the_end_is_refused_and_ends_nothing_twice(w: World
                                                                             ) -> None:
    """Two questions open; the first resigns; the second's Resign is refused, the board
    and the channel unchanged (no second end, no second board)."""
    ch = w.new_channel("resign-stale")
    alice, bob = w["alice"], w["bob"]
    match_id, mid = await w.start_match(alice, bob, "number-capture", channel=ch, first="me")
    await w.both_move(match_id, mid, channel=ch)
    first = await w.click(mid, bob, f"nd:resign:{match_id}", channel=ch)
    second = await w.click(mid, bob, f"nd:resign:{match_id}", channel=ch)
    assert first.message_id and second.message_id and first.message_id != second.message_id
    await w.click(first.message_id, bob, f"nd:resign-yes:{match_id}", channel=ch)
    await w.api.wait_until(lambda: "Result" in w.fields(mid, ch), timeout=5)
    ended = await w.snapshot(match_id)
    board, posts = w.message(mid, ch), channel_posts(w, ch)
    stale = await w.click(second.message_id, bob, f"nd:resign-yes:{match_id}", channel=ch)
    assert stale.ephemeral and stale.content == (
        "That match is over. Start a new one with `/challenge`.")
    assert w.api.find_buttons(w.message(second.message_id, ch)) == []
    assert (await w.snapshot(match_id)).version == ended.version
    assert w.message(mid, ch) == board and channel_posts(w, ch) == posts


async def test_only_a_player_is_asked(w: World) -> None:
    ch = w.new_channel("resign-bystander")
    match_id, mid = await w.start_match(w["alice"], w["bob"], "circle-duel", channel=ch)
    before = await w.snapshot(match_id)
    refused = await w.click(mid, w["carol"], f"nd:resign:{match_id}", channel=ch)
    assert refused.ephemeral and refused.content == (
        "That's not your match. Start your own with `/challenge`.")
    assert refused.components == []  # no question to answer
    assert (await w.snapshot(match_id)).version == before.version


async def test_resign_by_command_stays_immediate(w: World) -> None:
    ch = w.new_channel("resign-command")
    match_id, _ = await w.start_match(w["alice"], w["bob"], "circle-duel", channel=ch)
    res = await w.slash(w["alice"], "resign", ch)
    assert res.ephemeral and res.content == "You resigned." and res.components == []
    assert (await w.snapshot(match_id)).end_reason is EndReason.RESIGNATION


# ---------------------------------------------------------------------- Rules
async def test_rules_button_on_a_challenge_and_on_the_board(w: World) -> None:
    """Rules on the challenge and on the board: the game's rules with the match's options,
    to whoever clicks, in their own language."""
    ch = w.new_channel("rules-button")
    alice, bob, carol = w["alice"], w["bob"], w["carol"]
    res, match_id = await w.challenge(alice, bob, "non-consecutive", channel=ch, size=12,
                                      forbid="1,3")
    assert res.message_id is not None
    assert labels(w.message(res.message_id, ch), w) == ["Accept", "Decline", "Cancel",
                                                        "Rules"]
    shown = await w.click(res.message_id, carol, f"nd:rules:{match_id}", channel=ch)
    assert shown.ephemeral and shown.type == 4  # a new message for carol alone
    embed = shown.embeds[0]
    assert embed["title"] == "Non-Consecutive · rules"
    fields = {f["name"]: f["value"] for f in embed["fields"]}
    assert fields[f"Match #{match_id}"] == "This match plays with size 12, forbid 1 and 3."
    assert (await w.snapshot(match_id)).status is MatchStatus.PENDING

    await w.pointed_at(match_id, res.message_id)
    await w.click(res.message_id, bob, f"nd:accept:{match_id}", channel=ch)
    board = w.message(res.message_id, ch)
    rows = button_rows(board)
    assert rows[-1] == ["Rules", "Resign"]  # a row of their own, apart from the numbers
    w.api.user_locales[carol] = "de"
    try:
        german = await w.click(res.message_id, carol, f"nd:rules:{match_id}", channel=ch)
    finally:
        w.api.user_locales[carol] = "en-US"
    assert german.ephemeral
    assert german.embeds[0]["title"] == "Keine Nachbarn · Regeln"
    assert w.message(res.message_id, ch)["components"] == board["components"]  # unchanged


async def test_rules_of_a_variant_name_it(w: World) -> None:
    ch = w.new_channel("rules-variant")
    mod = w["mod"]
    added = await (await w.api.slash(w.guild_id, ch, mod, "config variant-add",
                                     {"name": "tiny", "game": "circle-duel", "size": 5})
                   ).settled()
    assert added.ephemeral, added.content
    match_id, mid = await w.start_match(w["alice"], w["bob"], "tiny", channel=ch)
    shown = await w.click(mid, w["carol"], f"nd:rules:{match_id}", channel=ch)
    fields = {f["name"]: f["value"] for f in shown.embeds[0]["fields"]}
    assert fields[f"Match #{match_id}"] == "This match is this server's variant tiny: size 5."
    await w.api.slash(w.guild_id, ch, mod, "config variant-remove", {"name": "tiny"})


@pytest.mark.parametrize("size", [24, 25])
async def test_the_largest_boards_keep_every_number_rules_and_resign(w: World,
                                                                     size: int) -> None:
    """Components V2 leave room for everything at 24 and 25: every number, Rules and
    Resign while it runs (Resign asks first, then resigns, by its buttons), and once it is
    over every number beside Rematch and Review, within Discord's 40 components."""
    ch = w.new_channel(f"rules-size-{size}")
    alice, bob = w["alice"], w["bob"]
    match_id, mid = await w.start_match(alice, bob, "non-consecutive", channel=ch,
                                        size=size, first="me")
    message = w.message(mid, ch)
    assert is_v2(message) and count(message["components"]) <= 40
    numbers = [str(n) for n in range(1, size + 1)]
    assert [label for row in button_rows(message)[:-1] for label in row] == numbers
    assert button_rows(message)[-1] == ["Rules", "Resign"]
    await w.both_move(match_id, mid, channel=ch)
    footer = w.board(mid, ch)["footer"]["text"]
    assert "`" not in footer and "/resign" not in footer
    await w.resign(mid, alice, match_id, channel=ch)  # the board's Resign, then the question's
    snap = await w.snapshot(match_id)
    assert snap.status is MatchStatus.FINISHED and snap.winner_id == bob
    message = w.message(mid, ch)
    rows = button_rows(message)
    assert [label.split()[0] for row in rows[:-1] for label in row] == numbers
    assert rows[-1] == ["Rematch", "Review"]
    assert count(message["components"]) <= 40
    assert w.fields(mid, ch)["Result"] == f"🏆 <@{bob}> wins! <@{alice}> resigned."
    review = await w.click(mid, bob, f"nd:review:{match_id}", channel=ch)
    assert review.ephemeral, review.content
    again = await w.click(mid, bob, f"nd:rematch:{match_id}", channel=ch)
    assert not again.ephemeral and again.message_id not in (None, mid)


async def test_board_footers_carry_no_backticks(w: World) -> None:
    ch = w.new_channel("footers")
    _, mid = await w.start_match(w["alice"], w["bob"], "forbidden-adjacent", channel=ch)
    assert w.board(mid, ch)["footer"]["text"] == (
        "size 9 · Click a blue number on your turn, or use /claim.")
    await w.slash(w["alice"], "resign", ch)


# ---------------------------------------------------------------------- confirmations
async def test_season_start_asks_and_cancel_changes_nothing(w: World) -> None:
    ch = w.new_channel("season-confirm")
    mod, pat = w["mod"], w["pat"]
    season = (await w.bot.service.standings.season(w.guild_id)).number
    asked = await w.slash(mod, "season start", ch)
    assert asked.ephemeral and asked.content == (
        "Close this season and start a new one? Its final table stays, and everyone starts "
        "afresh.")
    assert asked.message_id is not None
    assert labels(w.message(asked.message_id, ch), w) == ["Confirm", "Cancel"]
    assert (await w.bot.service.standings.season(w.guild_id)).number == season
    # Only the moderator who asked can answer.
    yes = next(b["custom_id"] for b in w.api.find_buttons(w.message(asked.message_id, ch))
               if ":yes:" in b["custom_id"])
    other = await w.click(asked.message_id, pat, yes, channel=ch)
    assert other.ephemeral and other.content == f"Only <@{mod}> can answer this question."
    assert labels(w.message(asked.message_id, ch), w) == ["Confirm", "Cancel"]
    cancelled = await answer_question(w.api, asked, mod, w.guild_id, yes=False)
    assert cancelled.ephemeral and cancelled.content == "Cancelled: nothing changed."
    assert w.api.find_buttons(w.message(asked.message_id, ch)) == []
    assert (await w.bot.service.standings.season(w.guild_id)).number == season
    assert channel_posts(w, ch) == []


async def test_season_start_acts_on_confirm(w: World) -> None:
    ch = w.new_channel("season-confirmed")
    season = (await w.bot.service.standings.season(w.guild_id)).number
    done = await w.confirmed(w["mod"], "season start", ch)
    assert done.ephemeral and done.content == (
        f"Season {season + 1} has started: I told the channel.")
    announced = (await done.wait_followups(1))[0]
    assert not announced.get("flags", 0) & EPHEMERAL
    assert announced["content"].startswith(f"🏁 **Season {season + 1}** has started")
    assert (await w.bot.service.standings.season(w.guild_id)).number == season + 1


async def test_void_asks_and_acts_only_on_confirm(w: World) -> None:
    ch = w.new_channel("void-confirm")
    mod = w["mod"]
    match_id, mid = await w.start_match(w["alice"], w["bob"], "circle-duel", channel=ch,
                                        first="me")
    asked = await w.slash(mod, "void", ch, match=match_id)
    assert asked.ephemeral and asked.content == (
        f"Void match #{match_id}? It ends now with no winner and doesn't count.")
    cancelled = await answer_question(w.api, asked, mod, w.guild_id, yes=False)
    assert cancelled.content == "Cancelled: nothing changed."
    snap = await w.snapshot(match_id)
    assert snap.voided_by is None and snap.status is MatchStatus.ACTIVE
    done = await w.confirmed(mod, "void", ch, match=match_id)
    assert done.ephemeral and (done.content or "").startswith(f"Match #{match_id} is void.")
    assert (await w.snapshot(match_id)).voided_by == mod
    assert w.fields(mid, ch)["Result"] == f"⛔ Voided by <@{mod}>: this match doesn't count."
    # Refused before asking: nothing to confirm.
    again = await w.slash(mod, "void", ch, match=match_id)
    assert again.ephemeral and again.content == f"Match #{match_id} is already void."
    assert again.components == []


async def test_config_reset_asks_and_acts_only_on_confirm(w: World) -> None:
    mod = w["mod"]
    await w.slash(mod, "config turn-timeout", hours=5)
    asked = await w.slash(mod, "config reset", setting="turn_timeout")
    assert asked.ephemeral and asked.content == "Put the turn timeout back to its default?"
    await answer_question(w.api, asked, mod, w.guild_id, yes=False)
    assert "turn_timeout" in (await w.bot.service.config.get(w.guild_id)).from_server
    everything = await w.slash(mod, "config reset")
    assert everything.content == "Put every setting back to its default?"
    done = await answer_question(w.api, everything, mod, w.guild_id)
    assert done.content == "Every setting is back to its default."
    assert (await w.bot.service.config.get(w.guild_id)).from_server == frozenset()


async def test_an_unanswered_question_times_out_clearly(w: World,
                                                        monkeypatch: pytest.MonkeyPatch
                                                        ) -> None:
    ch = w.new_channel("confirm-timeout")
    monkeypatch.setattr(confirm, "CONFIRM_SECONDS", 0.3)
    season = (await w.bot.service.standings.season(w.guild_id)).number
    asked = await w.slash(w["mod"], "season start", ch)
    assert asked.ephemeral and asked.message_id is not None
    await asked.wait_edits(1)
    assert asked.content == (
        "Nothing changed: you didn't confirm in time. Run the command again if you still "
        "want it.")
    assert w.api.find_buttons(w.message(asked.message_id, ch)) == []
    assert (await w.bot.service.standings.season(w.guild_id)).number == season


# ---------------------------------------------------------------------- /claim
async def test_claim_without_a_number_says_why(w: World) -> None:
    ch = w.new_channel("claim-text")
    alice, bob = w["alice"], w["bob"]
    match_id, _ = await w.start_match(alice, bob, "circle-duel", channel=ch, size=5,
                                      first="me")
    before = await w.snapshot(match_id)

    async def claim(user: int, value: object) -> str:
        """/claim with ``value`` as its number, whatever its type (text: a broken or forged
        client's payload, built as tests/fixtures/reliability_world.py's raw_slash does)."""
        data = w.api._command_data(w.guild_id, "claim", {"number": 1}, validate=False)
        data["options"][0]["value"] = value
        rec = w.api._interaction_payload(APPLICATION_COMMAND, w.guild_id, ch, user, data)
        res = await (await w.api._send_interaction(rec, None)).settled()
        assert res.ephemeral
        return res.content or ""

    # Bob's help line typed as the number, or picked: it is not his turn.
    assert await claim(bob, "Not your turn: your opponent to move.") == (
        "Not your turn: your opponent to move.")
    assert await claim(bob, 0) == "Not your turn: your opponent to move."
    # Alice may move: the numbers to type.
    assert await claim(alice, "five") == "Type the number you play: 1, 2, 3, 4 or 5."
    for value in (0, "You have no match in this channel."):
        assert await claim(w["carol"], value) == (
            "You have no match in this channel. Start one with /challenge.")
    after = await w.snapshot(match_id)
    assert (after.version, after.state) == (before.version, before.state)
    await w.slash(alice, "resign", ch)


# ---------------------------------------------------------------------- after a restart
@pytest.mark.asyncio(loop_scope="function")
async def test_the_questions_work_after_a_restart(tmp_path: Path) -> None:
    """Asked before a restart, answered after it: the buttons carry all they need."""
    async with world(tmp_path) as w:
        alice, bob, mod = w["alice"], w["bob"], w["mod"]
        games = w.new_channel("restart-void")
        match_id, mid = await w.start_match(alice, bob, "non-consecutive", first="me")
        await w.both_move(match_id, mid)
        other, other_mid = await w.start_match(alice, bob, "circle-duel", channel=games)
        resign = await w.click(mid, bob, f"nd:resign:{match_id}")
        void = await w.slash(mod, "void", games, match=other)
        assert resign.message_id is not None and void.message_id is not None
        await stop_bot(w.bot, w.task)  # type: ignore[arg-type]
        w.bot, w.task = await start_bot(w.api, make_settings(
            w.api, w.database_url, command_hash_dir=str(tmp_path)))
        try:
            rules = await w.click(other_mid, w["carol"], f"nd:rules:{other}", channel=games)
            assert rules.ephemeral and rules.embeds[0]["title"] == "Number Circle Duel · rules"
            done = await w.click(resign.message_id, bob, f"nd:resign-yes:{match_id}")
            assert done.content == f"You resigned match #{match_id}."
            assert (await w.snapshot(match_id)).winner_id == alice
            voided = await answer_question(w.api, void, mod, w.guild_id)
            assert (voided.content or "").startswith(f"Match #{other} is void.")
            assert (await w.snapshot(other)).voided_by == mod
        finally:
            await stop_bot(w.bot, w.task)
