"""The coach through the stand-in (NOT Discord): Review, /review, /hint, /puzzle, tables."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime, timedelta

import pytest

import rules
from rules import puzzles, solver
from tests.fixtures.discord_world import World, eventually

pytestmark = pytest.mark.asyncio(loop_scope="module")


async def finished_match(w: World, ch: int) -> tuple[int, int]:
    """alice beats bob at Forbidden Adjacent (bob's 1 was the mistake); (match, message)."""
    alice, bob = w["alice"], w["bob"]
    match_id, mid = await w.start_match(bob, alice, "forbidden-adjacent", channel=ch,
                                        first="me")
    for user, number in ((bob, 1), (alice, 5), (bob, 3), (alice, 8)):
        res = await w.play(mid, user, match_id, number, channel=ch)
        assert not res.ephemeral, res.content
    snap = await w.snapshot(match_id)
    assert snap.winner_id == alice
    return match_id, mid


def review_of(res) -> dict:
    assert res.ephemeral, res.content
    (embed,) = res.embeds
    return embed


async def test_review_button_after_a_finished_match(w: World) -> None:
    ch = w.new_channel("review-button")
    match_id, mid = await finished_match(w, ch)
    buttons = w.buttons(mid, ch)
    assert not buttons["Review"]["disabled"] and not buttons["Rematch"]["disabled"]
    # Anyone may click it, and only they see the answer.
    res = await w.click(mid, w["carol"], f"nd:review:{match_id}", channel=ch)
    embed = review_of(res)
    assert embed["title"] == f"Review · Forbidden Adjacent · match #{match_id}"
    lines = embed["description"].splitlines()
    assert lines[0] == f"1. <@{w['bob']}> played 1: a mistake; 5 would have won."
    assert len(lines) == 4
    fields = {f["name"]: f["value"] for f in embed["fields"]}
    assert "The game turned on move" in fields["Turning point"]
    assert f"<@{w['alice']}> wins" in fields["Result"]
    assert w.buttons(mid, ch)["Review"]["custom_id"] == f"nd:review:{match_id}"  # unchanged
    await asyncio.sleep(0.3)
    assert res.followups == []  # answered once: not also as an unknown button


async def test_review_command_with_and_without_a_match_id(w: World) -> None:
    ch = w.new_channel("review-command")
    match_id, _mid = await finished_match(w, ch)
    by_id = review_of(await w.slash(w["carol"], "review", ch, match=match_id))
    latest = review_of(await w.slash(w["bob"], "review", ch))  # bob's newest here
    assert by_id == latest
    assert by_id["title"].endswith(f"match #{match_id}")
    nothing = await w.slash(w["carol"], "review", ch)  # carol has played nothing here
    assert nothing.ephemeral and "no finished match in this channel" in nothing.content
    open_id, _ = await w.start_match(w["alice"], w["carol"], "circle-duel", channel=ch)
    unfinished = await w.slash(w["bob"], "review", ch, match=open_id)
    assert unfinished.ephemeral and "isn't over yet" in unfinished.content
    missing = await w.slash(w["bob"], "review", ch, match=10**9)
    assert missing.ephemeral and "can't find that match" in missing.content


async def test_review_of_another_servers_match_is_refused(w: World) -> None:
    ch = w.new_channel("review-here")
    match_id, _mid = await finished_match(w, ch)
    other = w.api.add_guild(name="Other Server")
    dave = w.api.add_member(other.id, "dave")
    res = await (await w.api.slash(other.id, other.text_channel("general"), dave, "review",
                                   {"match": match_id})).settled()
    assert res.ephemeral and res.content == "I can't find that match in this server."
    assert not res.embeds


async def test_hint_against_the_bot_gives_a_winning_number(w: World) -> None:
    ch = w.new_channel("hint-bot")
    alice = w["alice"]
    res, match_id = await w.challenge(alice, w.me, "forbidden-adjacent", channel=ch,
                                      first="me", level="perfect")
    assert match_id
    await w.pointed_at(match_id, res.message_id)
    hint = await w.slash(alice, "hint", ch)
    assert hint.ephemeral and hint.content.startswith("Hint: 5 wins.")  # only 5 wins
    hints = 1
    while (snap := await w.snapshot(match_id)).is_open:
        given = await w.slash(alice, "hint", ch)
        hints += 1
        number = int(given.content.removeprefix("Hint: ").split()[0])
        assert number in solver.solve(snap.state).winning_moves  # the number it gives wins
        await w.play(res.message_id, alice, match_id, number, channel=ch)
    assert (await w.snapshot(match_id)).winner_id == alice  # hints beat the perfect bot
    review = review_of(await w.slash(alice, "review", ch, match=match_id))
    fields = {f["name"]: f["value"] for f in review["fields"]}
    assert fields["Hints"] == f"<@{alice}> used {hints} hints."
    stats = await w.slash(alice, "stats", ch)
    stat_fields = {f["name"]: f["value"] for f in stats.embeds[0]["fields"]}
    assert stat_fields["Hints"].startswith(f"{hints} hints used")


async def test_hint_refusals(w: World) -> None:
    ch = w.new_channel("hint-people")
    nothing = await w.slash(w["alice"], "hint", ch)
    assert nothing.ephemeral and "no match running in this channel" in nothing.content
    await w.start_match(w["alice"], w["bob"], "circle-duel", channel=ch)
    between = await w.slash(w["alice"], "hint", ch)
    assert between.ephemeral and "hints are for games against the bot" in between.content


async def test_puzzle_right_wrong_once_and_closed(w: World) -> None:
    ch = w.new_channel("puzzle")
    alice, bob, carol = w["alice"], w["bob"], w["carol"]
    posted = await w.slash(alice, "puzzle", ch)  # only alice sees it (no copy per asker)
    assert posted.ephemeral and posted.embeds[0]["title"].startswith("🧩 Daily puzzle")
    assert not [m for m in w.api.messages(ch) if not m.get("flags", 0) & 64]
    again = await w.slash(bob, "puzzle", ch)  # the same puzzle, shown to bob
    assert again.message_id != posted.message_id
    assert again.embeds == posted.embeds and again.components == posted.components
    today = datetime.now(UTC).date()
    expected = puzzles.daily_puzzle(today, w.guild_id)
    game = rules.get_game(expected.state.game)
    buttons = w.buttons(posted.message_id, ch)
    enabled = sorted(int(n) for n, b in buttons.items() if not b["disabled"])
    assert enabled == game.legal_moves(expected.state)
    wrong = next(n for n in enabled if n != expected.answer)
    right = await w.click(posted.message_id, alice, buttons[str(expected.answer)]["custom_id"],
                          channel=ch)
    assert right.ephemeral and right.content.startswith("✅ Right!")
    await asyncio.sleep(0.3)
    assert right.followups == []  # answered once: not also as an unknown button
    assert puzzles.solution(expected) in right.content
    missed = await w.click(posted.message_id, bob, buttons[str(wrong)]["custom_id"], channel=ch)
    assert missed.ephemeral and missed.content.startswith(f"❌ Not this one: after {wrong}, ")
    second = await w.click(again.message_id, alice, buttons[str(wrong)]["custom_id"], channel=ch)
    assert second.ephemeral
    assert second.content.startswith(f"You already answered this puzzle: {expected.answer} "
                                     "(right)")
    stats = await w.slash(alice, "stats", ch)
    fields = {f["name"]: f["value"] for f in stats.embeds[0]["fields"]}
    assert fields["Daily puzzles"] == "1 solved · current streak: 1 day"
    table = await w.slash(carol, "leaderboard", ch, game="puzzles")
    assert not table.ephemeral
    assert table.embeds[0]["description"] == f"`#1` <@{alice}> · **1** solved"
    # The next day, yesterday's buttons are closed and show the solution.
    coach = w.bot.coach
    real_clock = coach.clock
    coach.clock = lambda: real_clock() + timedelta(days=1)
    try:
        closed = await w.click(posted.message_id, carol,
                               buttons[str(expected.answer)]["custom_id"], channel=ch)
    finally:
        coach.clock = real_clock
    assert closed.ephemeral and "that puzzle is closed" in closed.content
    assert puzzles.solution(expected) in closed.content


async def test_rules_mention_the_coach(w: World) -> None:
    res = await w.slash(w["carol"], "rules", game="number-chain")
    fields = {f["name"]: f["value"] for f in res.embeds[0]["fields"]}
    assert all(command in fields["Learn"] for command in ("Review", "/review", "/hint",
                                                          "/puzzle", "game:puzzles"))


async def test_the_puzzle_table_pages_like_the_others(w: World) -> None:
    from cogs.leaderboard import leaderboard_message

    embed, _view = await leaderboard_message(w.bot, w.guild_id, "puzzles", 7)
    assert embed.title == "🧩 Leaderboard · daily puzzles"
    assert embed.footer.text == "Page 1/1"  # clamped, like the rating tables


async def test_the_puzzle_channel_gets_the_day_s_puzzle_once(w: World) -> None:
    ch = w.new_channel("daily-puzzle")
    cog = w.bot.get_cog("PuzzlePosts")
    assert cog is not None
    loop = cog.check  # type: ignore[attr-defined]

    async def puzzle_channel(user: int, **options: object):  # -> InteractionResult
        # World.slash's `channel` is where; here it is also the command's option.
        sent = await w.api.slash(w.guild_id, ch, user, "config puzzle-channel", options)
        return await sent.settled()

    set_ = await puzzle_channel(w["mod"], channel=ch)
    assert set_.ephemeral and f"<#{ch}>" in set_.content, set_.content
    loop.restart()  # the next pass now, not in five minutes

    def posts() -> list[dict]:
        return [m for m in w.api.messages(ch)
                if not m.get("flags", 0) & 64 and m.get("embeds")
                and m["embeds"][0]["title"].startswith("🧩 Daily puzzle")]

    async def posted() -> bool:
        return len(posts()) == 1

    await eventually(posted)
    (post,) = posts()

    async def recorded() -> bool:  # stored just after Discord answered the post
        return (await w.bot.coach.todays_puzzle(w.guild_id)).posted_message_id is not None

    await eventually(recorded)
    daily = await w.bot.coach.todays_puzzle(w.guild_id)
    assert daily.posted_message_id == int(post["id"])
    # Anyone answers on it; further passes post nothing more today.
    button = next(b for b in w.api.find_buttons(post) if not b["disabled"])
    answered = await w.click(int(post["id"]), w["carol"], button["custom_id"], channel=ch)
    assert answered.ephemeral and answered.content
    await loop()  # another pass, run here: today's post is recorded, so nothing more
    assert len(posts()) == 1
    off = await puzzle_channel(w["mod"])
    assert off.ephemeral and "won't post" in off.content
    conf = await w.bot.service.config.get(w.guild_id)
    assert conf.puzzle_channel_id is None
