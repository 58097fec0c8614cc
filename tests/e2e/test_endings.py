"""What follows a game's end, posted at once from every path that ends a game (cogs/endings.py
over bot/endings): a tournament pairing's game 2 after game 1, the tournament counted (the
podium) after the last game, ended by a click, /claim, /resign and /void; a series' next
board after the bot's own opening move won a game. The deadline loop sleeps for an hour
here (a fallback of 3600 s, no deadline due), so nothing it would do later can pass for
what the path did. A timeout's next board (the loop's own path) is
tests/e2e/test_deadlines.py's.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable

import pytest
import pytest_asyncio

import rules
from bot.core.snapshots import MatchSnapshot, MatchStatus
from bot.tournaments.snapshots import TournamentStatus
from tests.fixtures.discord_world import World, eventually, world

pytestmark = pytest.mark.asyncio(loop_scope="module")

#: What follows is posted as soon as the path ends the game: well within this.
AT_ONCE = 5.0
GAME, SMALL = "non-consecutive", {"size": 3}  # two or three moves a game


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def asleep(tmp_path_factory: pytest.TempPathFactory) -> AsyncIterator[World]:
    """The bot with its deadline loop asleep for an hour between passes."""
    async with world(tmp_path_factory.mktemp("endings"), deadline_check_seconds=3600) as shared:
        yield shared


async def started_pairing(w: World, name: str) -> tuple[int, int, MatchSnapshot]:
    """A one-round Swiss of two new members in a new channel, started with /tournament
    start: the channel, the tournament and its one game 1 (its board posted)."""
    ch = w.new_channel(name)
    tournaments = w.bot.tournaments
    found = await tournaments.create(w.guild_id, ch, w["mod"], "swiss", GAME, options=SMALL,
                                     rounds=1, turn_seconds=600, starts_in=60)
    players = (w.add_member(f"{name}-a"), w.add_member(f"{name}-b"))
    for player in players:
        await tournaments.join(w.guild_id, found.id, player)
    res = await w.slash(w["mod"], "tournament start", ch)
    assert res.ephemeral and "has started" in (res.content or ""), res.content
    game1 = await board_posted(w, lambda: w.bot.service.current_match(w.guild_id, ch,
                                                                   players[0]))
    assert game1.tournament_id == found.id and game1.series_game == 1
    return ch, found.id, game1


async def board_posted(w: World, find: Callable[[], Awaitable[MatchSnapshot | None]]
                       ) -> MatchSnapshot:
    """The game ``find`` finds, once its board is posted (within AT_ONCE)."""
    found: list[MatchSnapshot] = []

    async def posted() -> bool:
        game = await find()
        if game is None or game.message_id is None:
            return False
        found.append(game)
        return True

    await eventually(posted, within=AT_ONCE)
    return found[-1]


async def game_2_posted(w: World, game1: MatchSnapshot) -> MatchSnapshot:
    async def following() -> MatchSnapshot | None:
        return await w.bot.service.following_game(await w.snapshot(game1.id))

    game2 = await board_posted(w, following)
    assert game2.series_game == 2 and game2.status is MatchStatus.ACTIVE
    return game2


async def counted_at_once(w: World, ch: int, tournament_id: int) -> None:
    """The tournament moved on from its last game's end at once: finished, podium posted."""

    async def over() -> bool:
        found = await w.bot.tournaments.get(w.guild_id, tournament_id)
        return found.status is TournamentStatus.FINISHED and any(
            (m.get("embeds") or [{}])[0].get("title", "").endswith(" is over")
            for m in w.api.messages(ch))

    await eventually(over, within=AT_ONCE)


def lowest(game: MatchSnapshot) -> int:
    return rules.get_game(game.game).legal_moves(game.state)[0]


async def test_a_click_that_ends_a_game_posts_what_follows(asleep: World) -> None:
    w = asleep
    ch, tournament_id, game1 = await started_pairing(w, "end-click")
    game2 = await play_by_clicks(w, ch, game1)
    await play_by_clicks(w, ch, game2)
    await counted_at_once(w, ch, tournament_id)


async def play_by_clicks(w: World, ch: int, game: MatchSnapshot) -> MatchSnapshot:
    """Its players click the lowest number until it ends; the next game, once posted."""
    while (snap := await w.snapshot(game.id)).status is MatchStatus.ACTIVE:
        assert snap.to_move_id is not None and snap.message_id is not None
        res = await w.play(snap.message_id, snap.to_move_id, snap.id, lowest(snap), channel=ch)
        assert not res.ephemeral, res.content
    if snap.series_game == 1:
        return await game_2_posted(w, snap)
    return snap


async def test_claim_that_ends_a_game_posts_what_follows(asleep: World) -> None:
    w = asleep
    ch, tournament_id, game1 = await started_pairing(w, "end-claim")
    game = game1
    for _ in range(2):
        while (snap := await w.snapshot(game.id)).status is MatchStatus.ACTIVE:
            assert snap.to_move_id is not None
            res = await w.slash(snap.to_move_id, "claim", ch, number=lowest(snap))
            assert res.ephemeral and res.content.startswith("You played"), res.content
        if game is game1:
            game = await game_2_posted(w, game1)
    await counted_at_once(w, ch, tournament_id)


async def test_resign_posts_what_follows(asleep: World) -> None:
    """A tournament game resigned before anyone moved is lost, not aborted (decision 15)."""
    w = asleep
    ch, tournament_id, game1 = await started_pairing(w, "end-resign")
    res = await w.slash(game1.player1_id, "resign", ch)
    assert res.ephemeral and res.content == "You resigned.", res.content
    game2 = await game_2_posted(w, game1)
    res = await w.slash(game2.player1_id, "resign", ch)
    assert res.ephemeral and res.content == "You resigned.", res.content
    await counted_at_once(w, ch, tournament_id)


async def test_a_voided_tournament_game_is_counted_at_once(asleep: World) -> None:
    """A void of a running pairing's game ends the pairing (no replacement game): the
    tournament counts it at once, not on the deadline loop's next pass."""
    w = asleep
    ch, tournament_id, game1 = await started_pairing(w, "end-void")
    res = await w.confirmed(w["mod"], "void", ch, match=game1.id)
    assert res.ephemeral and f"Match #{game1.id}" in (res.content or ""), res.content
    await counted_at_once(w, ch, tournament_id)
    voided = await w.snapshot(game1.id)
    assert voided.voided_by == w["mod"]
    assert await w.bot.service.following_game(voided) is None
    view = await w.bot.tournaments.standings(w.guild_id, ch, tournament_id)
    assert view.final and all(p.is_done for p in view.pairings)


async def test_the_bots_opening_move_that_wins_a_game_posts_the_next_board(
        asleep: World) -> None:
    """Non-Consecutive on 3 numbers with 1 and 2 forbidden: whoever moves first wins with
    their first number. The bot moves first in game 1 and wins it with the /challenge's
    own write; game 2's board (the member moves first) follows at once, pinging them."""
    w = asleep
    ch = w.new_channel("end-bot")
    alice = w["alice"]
    res, match_id = await w.challenge(alice, w.me, "non-consecutive", channel=ch, size=3,
                                      forbid="1,2", first="them", **{"best-of": 3})
    assert match_id, res.content
    game1 = await w.snapshot(match_id)
    assert game1.status is MatchStatus.FINISHED and game1.winner_id == w.me
    game2 = await game_2_posted(w, game1)
    assert game2.to_move_id == alice
    assert f"<@{alice}>" in w.board(game2.message_id or 0, ch)["heading"]
