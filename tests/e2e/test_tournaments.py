"""Tournaments through the stand-in: created with /tournament create, joined with
the sign-up message's Join button, every pairing's board posted in the channel naming both
players, a DM with a link to it (not for a member who turned it off), games played by the
members on the boards' buttons (one lost on time), the sign-up message edited into the live
table, the podium, /tournament standings and the CSV export read back."""

from __future__ import annotations

import asyncio
import csv
import io
import re
import time
from collections.abc import Sequence
from datetime import UTC, datetime, timedelta

import pytest
from sqlalchemy import update

from bot.core.snapshots import EndReason, MatchStatus
from bot.tournaments.snapshots import TournamentSnapshot, TournamentStatus
from db.models import Tournament
from tests.fixtures.boards import heading_of, shown, title_of
from tests.fixtures.discord_world import MEMBER, World, eventually, match_id_of
from tests.standin.results import InteractionResult

pytestmark = pytest.mark.asyncio(loop_scope="module")

PLAY = re.compile(r"nd:play:(\d+):(\d+)")
GAME = "non-consecutive"
SMALL = {"size": 3}  # three moves a game: quick to play out by clicks
#: The sixteen-player Swiss plays three rounds, not the five a Swiss of 16 has by default:
#: pairing by score from round 2 on is the same, and each round is 16 board posts in one
#: channel, which passes five posts per five seconds.
ROUNDS_OF_16 = 3


def members(w: World, prefix: str, count: int) -> list[int]:
    return [w.add_member(f"{prefix}{i}") for i in range(count)]


async def create(w: World, user: int, channel: int, **options: object) -> InteractionResult:
    """/tournament create (its `name` option can't go through World.slash's keywords)."""
    res = await w.api.slash(w.guild_id, channel, user, "tournament create", options)
    return await res.settled()


async def open_tournament(w: World, channel: int, organiser: int, **options: object
                          ) -> tuple[TournamentSnapshot, int]:
    """/tournament create in ``channel``: the tournament and its sign-up message."""
    res = await create(w, organiser, channel, **options)
    assert not res.ephemeral and res.message_id is not None, res.content
    found = await w.bot.tournaments.in_channel(w.guild_id, channel)
    assert found is not None
    await eventually(lambda: _signup_stored(w, found.id, res.message_id))
    return found, res.message_id  # type: ignore[return-value]


async def _signup_stored(w: World, tournament_id: int, message_id: int | None) -> bool:
    return (await w.bot.tournaments.get(w.guild_id, tournament_id)).signup_message_id == (
        message_id)


async def join(w: World, channel: int, message_id: int, tournament_id: int,
               players: Sequence[int]) -> None:
    for player in players:
        res = await w.click(message_id, player, f"nd:tour:join:{tournament_id}",
                            channel=channel)
        assert not res.ephemeral, res.content


def open_boards(w: World, channel: int) -> dict[int, int]:
    """Boards in the channel that offer numbers now: match id -> message id."""
    boards = {}
    for message in w.api.messages(channel):
        for button in w.api.find_buttons(message):
            found = PLAY.fullmatch(button.get("custom_id", ""))
            if found and not button.get("disabled"):
                boards[int(found[1])] = int(message["id"])
    return boards


async def play_round(w: World, channel: int, idle: set[int] = frozenset()) -> int:  # type: ignore[assignment]
    """Every player to move on an open board clicks a number (the lowest offered), except
    those in ``idle``; returns how many moves were made."""
    moves = 0
    for match_id, message_id in open_boards(w, channel).items():
        snap = await w.snapshot(match_id)
        mover = snap.to_move_id
        if snap.status is not MatchStatus.ACTIVE or mover is None or mover in idle:
            continue
        number = w.playable(message_id, channel)[0]
        res = await w.play(message_id, mover, match_id, number, channel=channel)
        # Refused only as a race allows: the other player's click came first, or (on a
        # machine slow enough that a 10 s turn passed while the test clicked the other
        # boards) the deadline loop ended the game first.
        said = (res.content or "").lower()
        assert not res.ephemeral or "not your turn" in said or "time ran out" in said, said
        moves += 1
    return moves


async def board_with(w: World, channel: int, player: int) -> int:
    """The match of ``player``'s open board in the channel."""
    for match_id in open_boards(w, channel):
        if player in (await w.snapshot(match_id)).player_ids:
            return match_id
    raise AssertionError(f"no open board of {player}")


async def tournament_state(w: World, tournament_id: int) -> TournamentSnapshot:
    return await w.bot.tournaments.get(w.guild_id, tournament_id)


async def play_until_over(w: World, channel: int, tournament_id: int,
                          within: float = 240) -> TournamentSnapshot:
    """Members play every board that offers them a move until the tournament is over."""
    deadline = time.monotonic() + within
    while True:
        found = await tournament_state(w, tournament_id)
        if found.status is not TournamentStatus.RUNNING:
            return found
        assert time.monotonic() < deadline, f"tournament {tournament_id} still running"
        if not await play_round(w, channel):
            await asyncio.sleep(0.05)


def dms(w: World, user_id: int) -> list[str]:
    channel = w.api.dm_channel(user_id)
    return [] if channel is None else [m.get("content") or "" for m in w.api.messages(channel)]


def board_messages(w: World, channel: int) -> list[dict[str, object]]:
    return [m for m in w.api.messages(channel) if "match #" in title_of(m)]


# ---------------------------------------------------------------------- permissions
async def test_only_manage_server_or_the_organiser_role_creates_a_tournament(w: World) -> None:
    ch = w.new_channel("tour-perm")
    pat = w["pat"]  # an ordinary member
    res = await create(w, pat, ch, format="swiss", game=GAME)
    assert res.ephemeral and "**Manage Server**" in (res.content or "")
    assert await w.bot.tournaments.in_channel(w.guild_id, ch) is None
    role = add_role(w, "organisers")
    w.api.guilds[w.guild_id].members[pat]["roles"] = [str(role)]
    res = await w.api.slash(w.guild_id, ch, w["mod"], "config organiser-role", {"role": role})
    assert res.ephemeral and f"<@&{role}>" in (res.content or "")
    show = await w.api.slash(w.guild_id, ch, w["mod"], "config show")
    assert f"**Tournament organisers:** Manage Server and <@&{role}> (this server)" in (
        show.embeds[0]["description"])
    found, signup = await open_tournament(w, ch, pat, format="swiss", game=GAME,
                                          name="Pat's cup")
    assert found.organiser_id == pat and found.name == "Pat's cup"
    again = await create(w, w["mod"], ch, format="arena", game=GAME)
    assert again.ephemeral and "already has a tournament" in (again.content or "")
    other = w.add_member("other-member", permissions=MEMBER)  # no Manage Server, no role
    cancel = await w.slash(other, "tournament cancel", ch)
    assert cancel.ephemeral and "organiser" in (cancel.content or "")
    cancel = await w.slash(pat, "tournament cancel", ch)
    assert cancel.ephemeral and cancel.content == "**Pat's cup** is cancelled."
    assert (await tournament_state(w, found.id)).status is TournamentStatus.CANCELLED
    assert w.embed(signup, ch)["description"].endswith(f"Cancelled by <@{pat}>.")
    assert not w.api.find_buttons(w.message(signup, ch))  # Join and Leave are gone


def add_role(w: World, name: str) -> int:
    """A role in the server, announced to the bot as Discord does (GUILD_ROLE_CREATE)."""
    guild = w.api.guilds[w.guild_id]
    role = {**guild.roles[0], "id": str(w.api._ids.next()), "name": name, "position": 1,
            "permissions": "0"}
    guild.roles.append(role)
    session = w.api._session_for_guild(w.guild_id)
    assert session is not None
    session.dispatch("GUILD_ROLE_CREATE", {"guild_id": str(w.guild_id), "role": role})
    return int(role["id"])


# ---------------------------------------------------------------------- a small Swiss
async def test_a_four_player_swiss_from_sign_up_to_podium(w: World) -> None:
    ch = w.new_channel("tour-swiss4")
    players = members(w, "s4-", 4)
    quiet = players[3]
    res = await w.slash(quiet, "notify", ch, tournaments=False)
    assert res.ephemeral and "No more links" in (res.content or "")
    found, signup = await open_tournament(w, ch, w["mod"], format="swiss", game=GAME,
                                          name="Four", rounds=2, **{"starts-in": 60}, **SMALL)
    await join(w, ch, signup, found.id, players)
    listed = {f["name"]: f["value"] for f in w.embed(signup, ch)["fields"]}
    assert listed["Players (4)"] == ", ".join(f"<@{p}>" for p in players) + "."
    left = await w.click(signup, players[0], f"nd:tour:leave:{found.id}", channel=ch)
    assert not left.ephemeral
    assert "Players (3)" in {f["name"] for f in w.embed(signup, ch)["fields"]}
    await join(w, ch, signup, found.id, players[:1])

    started = await w.slash(w["mod"], "tournament start", ch)
    assert started.ephemeral and started.content == "**Four** has started.", started.content
    await eventually(lambda: _has_boards(w, ch, 2))
    boards = board_messages(w, ch)
    for board in boards:  # each names both its players
        assert len(re.findall(r"<@\d+>", heading_of(board))) == 2
    await eventually(lambda: _table_says(w, ch, signup, "Round 1 of 2."))
    assert w.embed(signup, ch)["title"] == "🏆 Four · standings"
    assert not w.api.find_buttons(w.message(signup, ch))  # sign-up closed
    for player in players[:3]:  # a link to their board, by DM
        await eventually(lambda p=player: _dm_count(w, p, 1))  # type: ignore[misc]
        assert f"https://discord.com/channels/{w.guild_id}/{ch}/" in dms(w, player)[0]
    assert dms(w, quiet) == []  # turned off with /notify tournaments:False

    over = await play_until_over(w, ch, found.id)
    assert over.status is TournamentStatus.FINISHED
    await eventually(lambda: _podium_posted(w, ch))
    podium = next(m for m in w.api.messages(ch) if m.get("embeds")
                  and m["embeds"][0].get("title") == "🏆 Four is over")
    assert "🥇 <@" in podium["embeds"][0]["description"]
    await eventually(lambda: _table_says(w, ch, signup, "Final table."))
    assert dms(w, quiet) == []

    offered = await w.api.autocomplete(w.guild_id, ch, w["carol"], "tournament standings",
                                       {"tournament": ""}, "tournament")
    assert {"name": f"{found.id} · Four · Swiss · over", "value": found.id} in offered
    res = await w.slash(w["carol"], "tournament standings", ch, tournament=found.id)
    assert not res.ephemeral and "Final table." in res.embeds[0]["description"]
    await w.bot.members_seen.flush()  # the names their clicks brought, written
    export = await w.slash(w["carol"], "tournament export", ch, tournament=found.id)
    (attachment,) = w.api.message(ch, export.message_id)["attachments"]
    assert attachment["filename"] == f"four-{found.id}.csv"  # named after the tournament
    text = w.api.attachment_bytes(attachment).decode()
    rows = list(csv.reader(io.StringIO(text)))
    assert len(rows) > 8
    flat = "\n".join(",".join(r) for r in rows)
    for player in players:
        assert str(player) in flat
    # Each player beside the name Discord showed when they last used the bot here.
    table = rows[rows.index([]) + 2:]
    names = {int(r[1]): r[2] for r in table}
    assert [names[p] for p in players] == [f"s4-{i}" for i in range(4)], names


async def _table_says(w: World, channel: int, message_id: int, text: str) -> bool:
    return text in w.embed(message_id, channel).get("description", "")


async def _has_boards(w: World, channel: int, count: int) -> bool:
    return len(board_messages(w, channel)) >= count


async def _dm_count(w: World, user_id: int, count: int) -> bool:
    return len(dms(w, user_id)) >= count


async def _podium_posted(w: World, channel: int) -> bool:
    return any(m.get("embeds") and (m["embeds"][0].get("title") or "").endswith(" is over")
               for m in w.api.messages(channel))


# ---------------------------------------------------------------------- 16-player Swiss
@pytest.mark.slow
async def test_a_sixteen_player_swiss_played_by_buttons_with_a_game_lost_on_time(
        w: World) -> None:
    ch = w.new_channel("tour-swiss16")
    players = members(w, "s16-", 16)
    # Without your-turn pings: each is a post and a delete in this channel, and the channel
    # passes five posts per five seconds (tests/e2e/test_called_back.py has the pings).
    for player in players:
        res = await w.slash(player, "notify", ch, turns="off")
        assert res.ephemeral, res.content
    found, signup = await open_tournament(w, ch, w["mod"], format="swiss", game=GAME,
                                          name="Sixteen", rounds=ROUNDS_OF_16,
                                          **{"turn-seconds": 10}, **SMALL)
    await join(w, ch, signup, found.id, players)
    await w.slash(w["mod"], "tournament start", ch)
    await eventually(lambda: _has_boards(w, ch, 8))
    assert len(board_messages(w, ch)) == 8

    # Round 1: one player never moves; their game is lost on time within a second of the
    # deadline (the board shows the time left), and their pairing's second game starts.
    sleepy = players[5]
    sleepy_match = await board_with(w, ch, sleepy)
    deadline = None
    while (snap := await w.snapshot(sleepy_match)).status is MatchStatus.ACTIVE:
        if snap.to_move_id == sleepy:
            deadline = snap.deadline
        if not await play_round(w, ch, idle={sleepy}):  # the others play on meanwhile
            await asyncio.sleep(0.1)
    assert snap.turn_seconds == 10 and deadline is not None
    assert snap.end_reason is EndReason.TIMEOUT and snap.loser_id == sleepy
    assert snap.finished_at is not None
    assert timedelta(0) <= snap.finished_at - deadline <= timedelta(seconds=1)

    over = await play_until_over(w, ch, found.id, within=300)
    assert over.status is TournamentStatus.FINISHED and over.rounds == ROUNDS_OF_16
    view = await w.bot.tournaments.standings(w.guild_id, ch, found.id)
    assert len(view.rows) == 16 and [r.rank for r in view.rows] == list(range(1, 17))
    assert sum(r.points for r in view.rows) == ROUNDS_OF_16 * 8  # a point per pairing
    await eventually(lambda: _podium_posted(w, ch))
    for player in players:
        assert len(dms(w, player)) == ROUNDS_OF_16  # one link per pairing


# ---------------------------------------------------------------------- 10-player arena
@pytest.mark.slow
async def test_a_ten_player_arena_pairs_again_at_once_and_ends_at_its_time(w: World) -> None:
    ch = w.new_channel("tour-arena")
    players = members(w, "ar-", 10)
    found, signup = await open_tournament(w, ch, w["mod"], format="arena", game=GAME,
                                          name="Arena", minutes=10, **SMALL)
    await join(w, ch, signup, found.id, players)
    await w.slash(w["mod"], "tournament start", ch)
    await eventually(lambda: _has_boards(w, ch, 5))
    # Several waves: whoever finishes is paired again (new boards come as the channel's
    # rate limit lets them: five per five seconds on the stand-in).
    give_up = time.monotonic() + 60
    while len(board_messages(w, ch)) <= 10:
        assert time.monotonic() < give_up, len(board_messages(w, ch))
        if not await play_round(w, ch):
            await asyncio.sleep(0.05)
    # Time passes: the arena's end is now. Series still running finish and count.
    async with w.bot.service.transaction() as conn:
        await conn.execute(update(Tournament).where(Tournament.id == found.id)
                           .values(ends_at=datetime.now(UTC)))
    over = await play_until_over(w, ch, found.id, within=120)
    assert over.status is TournamentStatus.FINISHED
    view = await w.bot.tournaments.standings(w.guild_id, ch, found.id)
    assert view.final and len(view.rows) == 10
    await eventually(lambda: _table_says(w, ch, signup, "Final table."))
    assert all(r.points == int(r.points) for r in view.rows)  # arena points are whole



# ---------------------------------------------------------------------- cancel, withdraw
async def test_cancel_redraws_the_running_boards_as_void(w: World) -> None:
    ch = w.new_channel("tour-cancel")
    players = members(w, "cx-", 4)
    found, signup = await open_tournament(w, ch, w["mod"], format="swiss", game=GAME,
                                          name="Called off", **{"starts-in": 60}, **SMALL)
    await join(w, ch, signup, found.id, players)
    await w.slash(w["mod"], "tournament start", ch)
    await eventually(lambda: _has_boards(w, ch, 2))
    running = open_boards(w, ch)
    assert len(running) == 2
    res = await w.slash(w["mod"], "tournament cancel", ch)
    assert res.ephemeral and res.content == "**Called off** is cancelled.", res.content
    # Nobody clicks: each running board is redrawn at once, ended void, with no numbers.
    for match_id, message_id in running.items():
        await eventually(lambda m=message_id: _says_void(w, ch, m))  # type: ignore[misc]
        assert w.playable(message_id, ch) == []
        assert (await w.snapshot(match_id)).voided_by == w["mod"]
    assert open_boards(w, ch) == {}


async def _says_void(w: World, channel: int, message_id: int) -> bool:
    return f"Voided by <@{w['mod']}>" in str(w.board(message_id, channel))


async def test_a_player_withdraws_from_a_running_swiss(w: World) -> None:
    ch = w.new_channel("tour-withdraw")
    players = members(w, "wd-", 4)
    found, signup = await open_tournament(w, ch, w["mod"], format="swiss", game=GAME,
                                          name="Leavers", rounds=2, **{"starts-in": 60},
                                          **SMALL)
    await join(w, ch, signup, found.id, players)
    await w.slash(w["mod"], "tournament start", ch)
    await eventually(lambda: _has_boards(w, ch, 2))
    leaver = players[2]
    game = await board_with(w, ch, leaver)
    opponent = next(p for p in (await w.snapshot(game)).player_ids if p != leaver)
    round_one = len(board_messages(w, ch))
    board = open_boards(w, ch)[game]

    res = await w.slash(leaver, "tournament withdraw", ch)
    assert res.ephemeral, res.content
    assert res.content == ("You withdrew from **Leavers**. Your unplayed games count as "
                           "lost."), res.content
    ended = await w.snapshot(game)
    assert ended.status is MatchStatus.FINISHED and ended.winner_id == opponent
    assert ended.end_reason is EndReason.RESIGNATION
    await eventually(lambda: _no_numbers(w, ch, board))  # the board shows it ended
    await eventually(lambda: _table_says(w, ch, signup, "~~`"))
    table = w.embed(signup, ch)["description"]
    withdrawn = next(line for line in table.splitlines() if f"<@{leaver}>" in line)
    assert withdrawn.startswith("~~") and withdrawn.endswith("(withdrew)")

    # The other pairing plays on; round 2 pairs the three left (one bye), never the leaver.
    over = await play_until_over(w, ch, found.id)
    assert over.status is TournamentStatus.FINISHED and over.current_round == 2
    later = [await w.snapshot(match_id_of(shown(m)))  # type: ignore[index]
             for m in board_messages(w, ch)[round_one:]]
    # Round 1's other game 2, then round 2's single pairing (two games): none the leaver's.
    assert [g.tournament_id for g in later] == [found.id] * 3
    assert all(leaver not in g.player_ids for g in later)
    assert {g.series_id for g in later if g.series_game == 1} != set()  # round 2 was paired
    view = await w.bot.tournaments.standings(w.guild_id, ch, found.id)
    assert next(r for r in view.rows if r.user_id == leaver).withdrawn


async def _no_numbers(w: World, channel: int, message_id: int) -> bool:
    return w.playable(message_id, channel) == []


# ---------------------------------------------------------------------- decision 18
async def test_a_tournament_player_is_refused_a_casual_match_in_its_channel(w: World) -> None:
    ch = w.new_channel("tour-casual")
    joined, outsider, other = members(w, "cas-", 3)
    found, signup = await open_tournament(w, ch, w["mod"], format="swiss", game=GAME,
                                          name="Busy", **{"starts-in": 60})
    await join(w, ch, signup, found.id, [joined])
    res = await w.api.slash(w.guild_id, ch, joined, "challenge",
                            {"opponent": outsider, "game": GAME})
    res = await res.settled()
    assert res.ephemeral and res.content == ("You're playing in the tournament in this "
                                             "channel: challenge in another channel.")
    assert board_messages(w, ch) == []  # no challenge posted
    # A member with a challenge open here can't join until it's settled.
    res = await (await w.api.slash(w.guild_id, ch, outsider, "challenge",
                                   {"opponent": other, "game": GAME})).settled()
    assert not res.ephemeral, res.content
    refused = await w.click(signup, outsider, f"nd:tour:join:{found.id}", channel=ch)
    assert refused.ephemeral and refused.content == (
        f"Your challenge to <@{other}> is still open here: cancel it first, or wait for an "
        "answer."), refused.content
    assert (await tournament_state(w, found.id)).player_ids == (joined,)


async def test_the_player_with_a_bye_is_told_once_per_round(w: World) -> None:
    ch = w.new_channel("tour-bye")
    players = members(w, "bye-", 3)
    found, signup = await open_tournament(w, ch, w["mod"], format="swiss", game=GAME,
                                          name="Odd", rounds=2, **SMALL)
    await join(w, ch, signup, found.id, players)
    await w.slash(w["mod"], "tournament start", ch)
    await eventually(lambda: _has_boards(w, ch, 1))

    def byes_said() -> list[dict]:
        return [m for m in w.api.messages(ch) if "bye in round" in m.get("content", "")]

    async def told() -> bool:
        return len(byes_said()) == 1

    await eventually(told)
    started = await w.bot.tournaments.get(w.guild_id, found.id)
    (bye,) = [p.user_id for p in started.players if p.bye_round == 1]
    (said,) = byes_said()
    assert said["content"].startswith(f"<@{bye}>, you have a bye in round 1 of **Odd**")
    # Round 2 brings the next bye, said once too (to a player who had none).
    await play_until_over(w, ch, found.id, within=60)

    async def both_told() -> bool:
        return len(byes_said()) == 2

    await eventually(both_told)
    second = byes_said()[1]["content"]
    assert "round 2" in second and not second.startswith(f"<@{bye}>")


async def test_a_tournament_of_a_game_its_rules_decide_is_refused(w: World) -> None:
    ch = w.new_channel("tour-decided")
    res = await create(w, w["mod"], ch, format="swiss", game="circle-duel")
    assert res.ephemeral, res.content
    assert ("Number Circle Duel with these options is decided by its rules from the first "
            "move") in res.content and "Choose another game" in res.content
    assert await w.bot.tournaments.in_channel(w.guild_id, ch) is None  # nothing was made
