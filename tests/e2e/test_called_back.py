"""Players called back to their games, through the stand-in (NOT Discord): a your-turn
message after an idle opponent's move, replaced when the next one comes and gone when the
move is made; none while both click back and forth; a DM or nothing as the member chose with
/notify turns, the server's default from /config notify-turns; the one reminder before a long
turn runs out; both players told of a game lost on time."""

from __future__ import annotations

from collections.abc import AsyncIterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
import pytest_asyncio
from sqlalchemy import update

from bot.core.snapshots import EndReason, MatchStatus
from db.models import Match
from tests.fixtures.discord_world import World, eventually, world
from tests.fixtures.mentions import notified

pytestmark = pytest.mark.asyncio(loop_scope="module")


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def w(tmp_path_factory: pytest.TempPathFactory) -> AsyncIterator[World]:
    """Every member counts as away from the board (idle 0 s) unless a test says otherwise;
    the reminder loop looks every 0.2 s."""
    tmp: Path = tmp_path_factory.mktemp("called-back")
    async with world(tmp, turn_ping_idle_seconds=0, turn_reminder_check_seconds=0.2) as shared:
        yield shared


def notices(w: World, channel: int, user: int, match_id: int, words: str = "your move"
            ) -> list[dict]:
    return [m for m in w.api.messages(channel)
            if m.get("content", "").startswith(f"<@{user}>")
            and words in m["content"] and f"#{match_id}" in m["content"]]


def notified_by(w: World, channel: int, content: str) -> set[int]:
    """Who the bot's post of ``content`` in ``channel`` notified (Discord's mention rules)."""
    (body,) = [r["json"] for r in w.api.requests
               if r["method"] == "POST" and r["path"].endswith(f"/channels/{channel}/messages")
               and isinstance(r.get("json"), dict) and r["json"].get("content") == content]
    return notified(body)


def dms(w: World, user: int) -> list[str]:
    channel = w.api.dm_channel(user)
    return [] if channel is None else [m["content"] for m in w.api.messages(channel)]


async def first_legal(w: World, match_id: int) -> tuple[int, int]:
    """(mover, a number that doesn't end the game)."""
    import rules

    snap = await w.snapshot(match_id)
    game = rules.get_game(snap.game)
    number = next(n for n in game.legal_moves(snap.state)
                  if game.apply(snap.state, n).winner is None)
    assert snap.to_move_id is not None
    return snap.to_move_id, number


async def move(w: World, match_id: int, board: int, channel: int) -> int:
    mover, number = await first_legal(w, match_id)
    played = await w.play(board, mover, match_id, number, channel=channel)
    assert not played.ephemeral, played.content
    return mover


async def test_an_idle_opponent_is_pinged_once_and_the_ping_goes_with_their_move(
        w: World) -> None:
    w.bot.recent_players.idle = timedelta(0)
    ch = w.new_channel("ping")
    a, b = w.add_member("ping-a"), w.add_member("ping-b")
    match_id, board = await w.start_match(a, b, "non-consecutive", channel=ch)
    first = await move(w, match_id, board, ch)
    second = b if first == a else a

    async def pinged() -> bool:
        return len(notices(w, ch, second, match_id)) == 1

    await eventually(pinged)
    (ping,) = notices(w, ch, second, match_id)
    assert f"/{board}" in ping["content"]  # links to the board
    # Only the player it is about is notified (no role, no @everyone).
    assert notified_by(w, ch, ping["content"]) == {second}

    async def recorded() -> bool:
        return (await w.snapshot(match_id)).turn_ping_message_id == int(ping["id"])

    await eventually(recorded)

    await move(w, match_id, board, ch)  # the pinged player moves: their ping goes

    async def replaced() -> bool:
        return (not notices(w, ch, second, match_id)
                and len(notices(w, ch, first, match_id)) == 1)

    await eventually(replaced)
    pings = [m for m in w.api.messages(ch) if "your move" in m.get("content", "")]
    assert len(pings) == 1  # never more than one per match in the channel


async def test_no_ping_while_both_play_back_and_forth(w: World) -> None:
    ch = w.new_channel("fast")
    a, b = w.add_member("fast-a"), w.add_member("fast-b")
    w.bot.recent_players.idle = timedelta(hours=1)
    match_id, board = await w.start_match(a, b, "non-consecutive", channel=ch)
    for _ in range(4):
        await move(w, match_id, board, ch)
    # Then the player who just moved is away (last seen two hours ago, as the bot keeps
    # it): the next move pings them, the only ping ever posted here.
    snap = await w.snapshot(match_id)
    waiting = b if snap.to_move_id == a else a
    w.bot.recent_players.note(match_id, waiting, datetime.now(UTC) - timedelta(hours=2))
    await move(w, match_id, board, ch)

    async def pinged() -> bool:
        return len(notices(w, ch, waiting, match_id)) == 1

    await eventually(pinged)
    posted = [r for r in w.api.requests
              if r["method"] == "POST" and r["path"].endswith(f"/channels/{ch}/messages")
              and "your move" in str((r.get("json") or {}).get("content"))]
    assert len(posted) == 1, posted


async def test_notify_turns_dm_and_off_are_honoured(w: World) -> None:
    w.bot.recent_players.idle = timedelta(0)
    ch = w.new_channel("dm-off")
    a, by_dm, silent = w.add_member("dm-a"), w.add_member("dm-b"), w.add_member("dm-c")
    chose = await w.slash(by_dm, "notify", ch, turns="dm")
    assert chose.ephemeral and "direct message" in chose.content
    chose = await w.slash(silent, "notify", ch, turns="off")
    assert chose.ephemeral and "won't tell you" in chose.content
    nothing = await w.slash(a, "notify", ch)
    assert nothing.ephemeral and "`turns`" in nothing.content

    match_id, board = await w.start_match(a, by_dm, "non-consecutive", first="me", channel=ch)
    assert await move(w, match_id, board, ch) == a

    async def dm_sent() -> bool:
        return any(f"#{match_id}" in text and "your move" in text for text in dms(w, by_dm))

    await eventually(dm_sent)
    assert not notices(w, ch, by_dm, match_id)

    other, other_board = await w.start_match(a, silent, "non-consecutive", first="me",
                                             channel=w.new_channel("off"))
    off_channel = (await w.snapshot(other)).channel_id
    await move(w, other, other_board, off_channel)
    # A later notice in the same channel shows the bot is done with this move's notices.
    await w.slash(silent, "notify", off_channel, turns="channel")
    await move(w, other, other_board, off_channel)  # silent moves: a's turn, a is pinged

    async def a_pinged() -> bool:
        return len(notices(w, off_channel, a, other)) == 1

    await eventually(a_pinged)
    assert not notices(w, off_channel, silent, other)
    assert not [t for t in dms(w, silent) if f"#{other}" in t]


async def test_the_server_default_applies_to_members_who_chose_nothing(w: World) -> None:
    w.bot.recent_players.idle = timedelta(0)
    ch = w.new_channel("server-default")
    a, b = w.add_member("srv-a"), w.add_member("srv-b")
    set_ = await w.slash(w["mod"], "config notify-turns", ch, turns="dm")
    assert set_.ephemeral and "by direct message" in set_.content, set_.content
    shown = await w.slash(w["mod"], "config show", ch)
    assert "Your-move notices" in str(shown.embeds)
    try:
        match_id, board = await w.start_match(a, b, "non-consecutive", first="me", channel=ch)
        await move(w, match_id, board, ch)

        async def dm_sent() -> bool:
            return any(f"#{match_id}" in text for text in dms(w, b))

        await eventually(dm_sent)
        assert not notices(w, ch, b, match_id)
    finally:
        await w.confirmed(w["mod"], "config reset", ch, setting="notify_turns")


async def test_one_reminder_when_a_quarter_of_a_long_turn_is_left(w: World) -> None:
    ch = w.new_channel("reminder")
    a, b = w.add_member("rem-a"), w.add_member("rem-b")
    w.bot.recent_players.idle = timedelta(hours=1)  # no your-turn ping: only the reminder
    match_id, board = await w.start_match(a, b, "non-consecutive", first="me", channel=ch)
    await move(w, match_id, board, ch)
    # b's turn (the server's 24 hours) has five hours left: under a quarter.
    async with w.bot.service.transaction() as conn:
        await conn.execute(update(Match).where(Match.id == match_id).values(
            deadline=datetime.now(UTC) + timedelta(hours=5)))
    w.bot.service.forget(match_id)

    async def reminded() -> bool:
        return len(notices(w, ch, b, match_id, "runs out")) == 1

    await eventually(reminded)
    (reminder,) = notices(w, ch, b, match_id, "runs out")
    assert "<t:" in reminder["content"]  # the time left, in the reader's own clock

    async def recorded() -> bool:
        return (await w.snapshot(match_id)).turn_ping_message_id == int(reminder["id"])

    await eventually(recorded)
    snap = await w.snapshot(match_id)
    assert snap.reminded_at is not None
    # Three more passes of the reminder loop send no second one for this turn.
    loop = w.bot.get_cog("TurnReminders").check  # type: ignore[union-attr]
    seen_at = loop.current_loop

    async def passes() -> bool:
        return loop.current_loop >= seen_at + 3

    await eventually(passes)
    reminders = [r for r in w.api.requests
                 if r["method"] == "POST" and r["path"].endswith(f"/channels/{ch}/messages")
                 and "runs out" in str((r.get("json") or {}).get("content"))]
    assert len(reminders) == 1, reminders
    assert (await w.snapshot(match_id)).reminded_at == snap.reminded_at
    await move(w, match_id, board, ch)  # b moves: the reminder goes

    async def gone() -> bool:
        return not notices(w, ch, b, match_id, "runs out")

    await eventually(gone)


async def test_both_players_hear_of_a_game_lost_on_time(w: World) -> None:
    w.bot.recent_players.idle = timedelta(0)
    ch = w.new_channel("on-time")
    a, b = w.add_member("time-a"), w.add_member("time-b")
    match_id, board = await w.start_match(a, b, "non-consecutive", first="me", channel=ch)
    await w.both_move(match_id, board, channel=ch)  # one move each: a result, not an abort
    async with w.bot.service.transaction() as conn:  # a's turn runs out
        await conn.execute(update(Match).where(Match.id == match_id).values(
            deadline=datetime.now(UTC) - timedelta(seconds=1)))
    w.bot.service.forget(match_id)
    w.bot.service.deadlines.note(datetime.now(UTC))

    async def told() -> bool:
        return any("ran out of time" in m.get("content", "") and f"#{match_id}" in m["content"]
                   for m in w.api.messages(ch))

    await eventually(told)
    (said,) = [m for m in w.api.messages(ch) if "ran out of time" in m.get("content", "")]
    assert said["content"].startswith(f"<@{a}> ran out of time")
    assert f"<@{b}> wins" in said["content"]
    assert notified_by(w, ch, said["content"]) == {a, b}
    ended = await w.snapshot(match_id)
    assert ended.status is MatchStatus.FINISHED and ended.end_reason is EndReason.TIMEOUT

    async def ping_gone() -> bool:  # the your-turn message goes with the turn
        return not notices(w, ch, a, match_id)

    await eventually(ping_gone)


async def test_a_dm_is_in_the_member_s_own_language(w: World) -> None:
    w.bot.recent_players.idle = timedelta(0)
    ch = w.new_channel("dm-language")
    a, b = w.add_member("lang-a"), w.add_member("lang-b")
    w.api.user_locales[b] = "de"  # b's Discord speaks German; the server, English
    chose = await w.slash(b, "notify", ch, turns="dm")
    assert "Direktnachricht" in chose.content, chose.content
    match_id, board = await w.start_match(a, b, "non-consecutive", first="me", channel=ch)
    await move(w, match_id, board, ch)

    async def dm_sent() -> bool:
        return any(f"#{match_id}" in text for text in dms(w, b))

    await eventually(dm_sent)
    (text,) = [t for t in dms(w, b) if f"#{match_id}" in t]
    assert text.startswith(f"<@{b}>, du bist am Zug in Partie #{match_id}"), text
