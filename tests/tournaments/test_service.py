"""Tournaments through the service, on every backend: each format from sign-up to
the final table with a fake clock, withdrawals, cancel, a restart mid-round, the CSV export
parsed back, and tournament games' own time per move."""

from __future__ import annotations

import contextlib
import csv
import io
from collections import Counter
from collections.abc import AsyncIterator, Callable
from datetime import UTC, datetime, timedelta

import pytest

from bot.core.errors import (
    ChannelHasTournament,
    InvalidChallenge,
    NoSuchTournament,
    NotOrganiser,
    TournamentRefused,
)
from bot.core.free_text import FreeTextRefused
from bot.core.snapshots import EndReason, MatchSnapshot, MatchStatus
from bot.matches.service import MatchService, ServiceSettings
from bot.members import store as members_store
from bot.tournaments.pairing import REMATCH_AFTER
from bot.tournaments.service import TournamentService
from bot.tournaments.snapshots import TournamentStatus, TournamentUpdate
from i18n import speaking
from tests.fixtures.service_helpers import BOT, CH, G, challenge, fingerprint, opened

ORGANISER = 500
GAME = "non-consecutive"
Winner = Callable[[MatchSnapshot], int]


def lowest_wins(game: MatchSnapshot) -> int:
    return min(game.player_ids)


@pytest.fixture
def tournaments(engine, service, clock, rng) -> TournamentService:
    return TournamentService(engine, service, clock=clock, rng=rng)


async def win(service, game: MatchSnapshot, winner: int) -> MatchSnapshot:
    """``winner`` wins ``game``: both players move, then the other resigns."""
    game = await opened(service, game)
    loser = game.player_ids[1] if winner == game.player_ids[0] else game.player_ids[0]
    return await service.resign(G, game.id, loser)


async def signed_up(tournaments, players, format="swiss", **kwargs):
    created = await tournaments.create(G, CH, ORGANISER, format, GAME, **kwargs)
    for user in players:
        await tournaments.join(G, created.id, user)
    return created


async def play_games(service, tournaments, games, winner: Winner = lowest_wins
                     ) -> list[TournamentUpdate]:
    queue, updates = list(games), []
    while queue:
        game = queue.pop(0)
        ended = await win(service, game, winner(game))
        following = await service.following_game(ended)
        if following is not None:
            queue.append(following)
        update = await tournaments.after_match(ended)
        if update is not None:
            updates.append(update)
            queue.extend(update.new_matches)
    return updates


# ---------------------------------------------------------------------- Swiss
async def test_a_swiss_tournament_from_sign_up_to_the_final_table(service, tournaments):
    players = [21, 22, 23, 24, 25, 26]
    created = await signed_up(tournaments, players)
    assert created.status is TournamentStatus.SIGNUP and created.turn_seconds == 60
    assert (await tournaments.get(G, created.id)).player_ids == tuple(players)
    start = await tournaments.start(G, CH, ORGANISER)
    assert start.started and not start.finished
    assert start.tournament.rounds == 4  # ceil(log2(6)) + 1
    assert len(start.new_matches) == 3
    for game in start.new_matches:
        assert game.status is MatchStatus.ACTIVE and game.tournament_id == created.id
        assert game.turn_seconds == 60 and game.series_game == 1
        assert (await service.series(G, game.series_id)).best_of == 2
    updates = await play_games(service, tournaments, start.new_matches)
    assert updates[-1].finished
    view = await tournaments.standings(G, CH)
    assert view.final and view.tournament.status is TournamentStatus.FINISHED
    pairings = await _pairings(tournaments, created.id)
    assert len(pairings) == 4 * 3
    met = [frozenset((p.a_id, p.b_id)) for p in pairings]
    assert len(set(met)) == len(met)  # nobody met twice
    # The lowest id wins every game it plays: 2-0 is one point a pairing.
    points = Counter()
    for p in pairings:
        points[p.a_id] += p.a_points
        points[p.b_id] += p.b_points
        assert {p.a_wins, p.b_wins} == {0, 2} and {p.a_points, p.b_points} == {0.0, 1.0}
    assert {row.user_id: row.points for row in view.rows} == dict(points)
    assert view.rows[0].user_id == 21 and view.rows[0].points == 4.0
    assert [row.rank for row in view.rows] == list(range(1, 7))


async def _pairings(tournaments, tournament_id):
    from bot.tournaments import store as tournament_store

    async with tournaments._read() as conn:
        return await tournament_store.load_pairings(conn, tournament_id)


async def test_a_drawn_pairing_gives_half_a_point_each(service, tournaments):
    await signed_up(tournaments, [31, 32])
    start = await tournaments.start(G, CH, ORGANISER)
    assert start.tournament.rounds == 1
    # The first mover wins each game: 1-1.
    updates = await play_games(service, tournaments, start.new_matches,
                               winner=lambda game: game.player1_id)
    assert updates[-1].finished
    (pairing,) = await _pairings(tournaments, start.tournament.id)
    assert (pairing.a_wins, pairing.b_wins, pairing.a_points, pairing.b_points) == (
        1, 1, 0.5, 0.5)
    series = await service.series(G, start.new_matches[0].series_id)
    assert series.winner_id is None and series.wins == (1, 1)
    stats = await service.standings.stats(G, 31)
    assert (stats.series_won, stats.series_lost) == (0, 0)  # a drawn series counts nowhere
    history = await service.standings.history(G, 31)
    assert [e.tournament_id for e in history.entries] == [start.tournament.id] * 2
    assert stats.overall is not None and stats.overall.wins == 1  # each game is rated


# ---------------------------------------------------------------------- round robin
async def test_a_round_robin_with_an_odd_count_meets_everyone_once(service, tournaments):
    players = [41, 42, 43, 44, 45]
    await signed_up(tournaments, players, format="round-robin")
    start = await tournaments.start(G, CH, ORGANISER)
    assert start.tournament.rounds == 5
    updates = await play_games(service, tournaments, start.new_matches)
    assert updates[-1].finished
    pairings = await _pairings(tournaments, start.tournament.id)
    byes = Counter(p.a_id for p in pairings if p.b_id is None)
    assert byes == Counter(players)  # one bye each
    met = Counter(frozenset((p.a_id, p.b_id)) for p in pairings if p.b_id is not None)
    assert len(met) == 10 and set(met.values()) == {1}
    view = await tournaments.standings(G, CH, start.tournament.id)
    # Everyone beats the higher ids (a point each) and has a bye (a point).
    assert [(r.user_id, r.points) for r in view.rows] == [
        (41, 5.0), (42, 4.0), (43, 3.0), (44, 2.0), (45, 1.0)]


# ---------------------------------------------------------------------- arena
async def test_an_arena_streak_rematch_after_30_s_and_the_end(service, tournaments, clock):
    await signed_up(tournaments, [51, 52], format="arena", minutes=10, turn_seconds=600)
    start = await tournaments.start(G, CH, ORGANISER)
    ends_at = start.tournament.ends_at
    assert ends_at == clock.now + timedelta(minutes=10)
    assert len(start.new_matches) == 1
    updates = await play_games(service, tournaments, start.new_matches)
    # 51 won 2-0 without a streak: 4 points. Its only opponent just played it: no rematch yet.
    assert updates and not updates[-1].new_matches
    view = await tournaments.standings(G, CH)
    assert [(r.user_id, r.points, r.games_won) for r in view.rows] == [(51, 4.0, 2),
                                                                      (52, 0.0, 0)]
    wake = await tournaments.next_due()
    assert wake == clock.now + REMATCH_AFTER
    assert await tournaments.advance(clock.now) == []
    clock.advance(REMATCH_AFTER)
    (rematch,) = await tournaments.advance(clock.now)
    assert len(rematch.new_matches) == 1
    await play_games(service, tournaments, rematch.new_matches)
    # On a streak after two wins: both further wins count double (4 + 4).
    view = await tournaments.standings(G, CH)
    assert [(r.user_id, r.points) for r in view.rows] == [(51, 12.0), (52, 0.0)]
    # A series still running at the end finishes and counts; then the arena is over.
    clock.advance(REMATCH_AFTER)
    (third,) = await tournaments.advance(clock.now)
    clock.now = ends_at + timedelta(seconds=1)
    assert await tournaments.advance(clock.now) == []  # the series is still being played
    updates = await play_games(service, tournaments, third.new_matches,
                               winner=lambda game: game.player1_id)
    assert updates[-1].finished and not updates[-1].new_matches
    view = await tournaments.standings(G, CH)
    assert view.final
    # 1-1: 52 wins one game (2). 51's win is its fifth in a row (4) if it comes first,
    # and after a loss (2) if it comes second.
    scores = {r.user_id: r.points for r in view.rows}
    first_mover = third.new_matches[0].player1_id
    assert scores == {51: 12.0 + (4.0 if first_mover == 51 else 2.0), 52: 2.0}


# ---------------------------------------------------------------------- withdraw, cancel
async def test_a_withdrawn_player_loses_the_games_left_and_is_paired_no_more(
        service, tournaments):
    players = [61, 62, 63, 64]
    await signed_up(tournaments, players)
    start = await tournaments.start(G, CH, ORGANISER)
    game = next(g for g in start.new_matches if 64 in g.player_ids)
    opponent = next(p for p in game.player_ids if p != 64)
    update = await tournaments.withdraw(G, CH, 64)
    assert 64 not in update.tournament.active_ids
    assert [(g.id, g.winner_id) for g in update.ended] == [(game.id, opponent)]  # redrawn
    ended = await service.get(G, game.id)
    assert ended.status is MatchStatus.FINISHED and ended.winner_id == opponent
    pairings = await _pairings(tournaments, start.tournament.id)
    mine = next(p for p in pairings if 64 in (p.a_id, p.b_id))
    wins = (mine.b_wins, mine.a_wins) if mine.b_id == 64 else (mine.a_wins, mine.b_wins)
    assert wins == (0, 2) and mine.is_done  # (64's, the opponent's)
    with pytest.raises(TournamentRefused):
        await tournaments.withdraw(G, CH, 64)
    others = [g for g in start.new_matches if g.id != game.id]
    updates = await play_games(service, tournaments, others)
    later = [p for p in await _pairings(tournaments, start.tournament.id) if p.round > 1]
    assert later and all(64 not in (p.a_id, p.b_id) for p in later)
    assert updates[-1].finished
    row = next(r for r in updates[-1].standings.rows if r.user_id == 64)
    assert row.withdrawn


async def test_cancel_voids_the_running_games_and_frees_the_channel(service, tournaments):
    await signed_up(tournaments, [71, 72, 73, 74])
    with pytest.raises(ChannelHasTournament):
        await tournaments.create(G, CH, ORGANISER, "arena", GAME)
    start = await tournaments.start(G, CH, ORGANISER)
    with pytest.raises(NotOrganiser):
        await tournaments.cancel(G, CH, 71)
    update = await tournaments.cancel(G, CH, 71, moderator=True)
    assert update.finished and update.tournament.status is TournamentStatus.CANCELLED
    # The update lists the voided games as they are now, so the cogs redraw their boards.
    assert {g.id for g in update.ended} == {g.id for g in start.new_matches}
    assert all(g.voided_by == 71 and not g.is_open for g in update.ended)
    for game in start.new_matches:
        voided = await service.get(G, game.id)
        assert voided.voided_by == 71 and not voided.is_open
        assert await service.following_game(voided) is None  # no replacement game
    assert await tournaments.in_channel(G, CH) is None
    again = await tournaments.create(G, CH, ORGANISER, "arena", GAME)
    assert again.status is TournamentStatus.SIGNUP


@contextlib.asynccontextmanager
async def refusing_changes_of(engine, match_id: int) -> AsyncIterator[None]:
    """The database refuses every change of match ``match_id`` (a trigger) meanwhile: a
    failure no service expects, as a full disk or a broken constraint would be."""
    postgres = engine.dialect.name == "postgresql"
    async with engine.begin() as conn:
        if postgres:  # the worker's database is reused: the trigger goes afterwards
            await conn.exec_driver_sql(
                "CREATE FUNCTION refuse_change() RETURNS trigger AS $$ BEGIN "
                "RAISE EXCEPTION 'the disk refused'; END $$ LANGUAGE plpgsql")
            await conn.exec_driver_sql(
                f"CREATE TRIGGER refuse BEFORE UPDATE ON matches FOR EACH ROW "
                f"WHEN (OLD.id = {match_id}) EXECUTE FUNCTION refuse_change()")
        else:
            await conn.exec_driver_sql(
                f"CREATE TRIGGER refuse BEFORE UPDATE ON matches WHEN OLD.id = {match_id} "
                "BEGIN SELECT RAISE(ABORT, 'the disk refused'); END")
    try:
        yield
    finally:
        async with engine.begin() as conn:
            await conn.exec_driver_sql("DROP TRIGGER refuse" + (" ON matches" if postgres
                                                                else ""))
            if postgres:
                await conn.exec_driver_sql("DROP FUNCTION refuse_change()")


async def test_a_cancel_logs_a_game_it_could_not_void_and_voids_the_others(
        engine, service, tournaments, caplog) -> None:
    await signed_up(tournaments, [75, 76, 77, 78])
    stuck, other = (await tournaments.start(G, CH, ORGANISER)).new_matches
    with caplog.at_level("ERROR", logger="bot.tournaments.service"):
        async with refusing_changes_of(engine, stuck.id):
            update = await tournaments.cancel(G, CH, ORGANISER)
    assert update.tournament.status is TournamentStatus.CANCELLED
    assert [g.id for g in update.ended] == [other.id]
    assert (await service.get(G, other.id)).voided_by == ORGANISER
    assert (await service.get(G, stuck.id)).is_open  # it plays on, and ends on time
    (record,) = caplog.records
    assert record.getMessage() == (f"Cancelling tournament {update.tournament.id}: voiding "
                                   f"match {stuck.id} failed")
    assert "the disk refused" in str(record.exc_info[1])


async def test_a_withdrawal_logs_a_game_it_could_not_resign(
        engine, service, tournaments, caplog) -> None:
    await signed_up(tournaments, [85, 86])
    (game,) = (await tournaments.start(G, CH, ORGANISER)).new_matches
    with caplog.at_level("ERROR", logger="bot.tournaments.service"):
        async with refusing_changes_of(engine, game.id):
            update = await tournaments.withdraw(G, CH, 85)
    assert 85 not in update.tournament.active_ids and update.ended == ()
    assert (await service.get(G, game.id)).is_open
    (record,) = caplog.records
    assert record.getMessage() == (f"Withdrawing 85 from tournament {update.tournament.id}: "
                                   f"resigning match {game.id} failed")


async def test_refusals_change_nothing(tournaments):
    with pytest.raises(TournamentRefused, match="format"):
        await tournaments.create(G, CH, ORGANISER, "knockout", GAME)
    for kwargs, option in (({"turn_seconds": 5}, "turn-seconds"),
                           ({"starts_in": 10081}, "starts-in")):
        with pytest.raises(TournamentRefused, match=option):
            await tournaments.create(G, CH, ORGANISER, "swiss", GAME, **kwargs)
    with pytest.raises(TournamentRefused, match="minutes"):
        await tournaments.create(G, CH, ORGANISER, "arena", GAME, minutes=241)
    with pytest.raises(TournamentRefused, match="rounds"):
        await tournaments.create(G, CH, ORGANISER, "arena", GAME, rounds=3)
    # A game its rules decide from the first move: Circle Duel at any size (parity), the
    # line game of 4; not one with real choices, nor Number Chain's start drawn per game.
    for game, options in (("circle-duel", {}), ("circle-duel", {"size": 7}),
                          (GAME, {"size": 4})):
        with pytest.raises(TournamentRefused, match="decided by its rules"):
            await tournaments.create(G, CH, ORGANISER, "swiss", game, options=options)
    with pytest.raises(NoSuchTournament):
        await tournaments.start(G, CH, ORGANISER)
    created = await tournaments.create(G, CH, ORGANISER, "swiss", GAME)
    await tournaments.join(G, created.id, 81)
    with pytest.raises(TournamentRefused, match="already signed up"):
        await tournaments.join(G, created.id, 81)
    with pytest.raises(NotOrganiser):
        await tournaments.start(G, CH, 81)
    with pytest.raises(TournamentRefused, match="two players"):
        await tournaments.start(G, CH, ORGANISER)
    left = await tournaments.leave(G, created.id, 81)
    assert left.players == ()
    with pytest.raises(NoSuchTournament):
        await tournaments.join(G + 1, created.id, 81)  # another server's


# ---------------------------------------------------------------------- start time
async def test_it_starts_by_itself_at_its_time_or_waits_then_is_cancelled(
        service, tournaments, clock):
    created = await tournaments.create(G, CH, ORGANISER, "swiss", GAME, starts_in=5)
    assert await tournaments.next_due() == created.starts_at
    await tournaments.join(G, created.id, 91)
    clock.advance(minutes=5)
    assert await tournaments.advance(clock.now) == []  # one player: waits for a second
    assert await tournaments.next_due() == created.starts_at + timedelta(hours=1)
    await tournaments.join(G, created.id, 92)
    (update,) = await tournaments.advance(clock.now)
    assert update.started and len(update.new_matches) == 1
    other = await tournaments.create(G, CH + 1, ORGANISER, "arena", GAME, starts_in=0)
    clock.advance(hours=1)
    (cancelled,) = [u for u in await tournaments.advance(clock.now)
                    if u.tournament.id == other.id]
    assert cancelled.finished and cancelled.tournament.status is TournamentStatus.CANCELLED


# ---------------------------------------------------------------------- restarts, export
async def test_a_new_service_on_the_same_database_carries_on(engine, service, tournaments,
                                                           clock, rng):
    await signed_up(tournaments, [101, 102, 103, 104])
    start = await tournaments.start(G, CH, ORGANISER)
    first = start.new_matches[0]
    ended = await win(service, first, lowest_wins(first))
    # The process dies here, before after_match; a new one on the same database.
    service2 = MatchService(engine, ServiceSettings(), clock=clock, rng=rng)
    tournaments2 = TournamentService(engine, service2, clock=clock, rng=rng)
    game2 = await service2.following_game(ended)
    assert game2 is not None and game2.tournament_id == start.tournament.id
    queue = [game2, *start.new_matches[1:]]
    updates = await play_games(service2, tournaments2, queue)
    assert updates[-1].finished
    assert (await tournaments2.standings(G, CH)).rows[0].user_id == 101


async def test_the_csv_export_reads_back(service, tournaments):
    await signed_up(tournaments, [111, 112, 113])
    async with service.transaction() as conn:  # 111 used the bot here as "Alice"
        await members_store.remember(conn, G, 111, "Alice", datetime.now(UTC))
    start = await tournaments.start(G, CH, ORGANISER)
    await play_games(service, tournaments, start.new_matches)
    name, text = await tournaments.export_csv(G, start.tournament.id)
    assert name.endswith(f"-{start.tournament.id}.csv") and " " not in name, name
    rows = list(csv.reader(io.StringIO(text)))
    assert rows[0] == ["tournament", start.tournament.name, "swiss", GAME, "finished"]
    assert rows[1] == ["round", "pairing", "game", "first_player", "first_player_name",
                       "second_player", "second_player_name", "winner", "winner_name", "end",
                       "match_id"]
    blank = rows.index([])
    games = rows[2:blank]
    played = [r for r in games if r[9] not in ("bye", "withdrawn")]
    assert len(played) == 2 * 2  # 2 rounds of 3 players: one pairing of 2 games each
    assert all(r[7] == str(min(int(r[3]), int(r[5]))) for r in played)
    assert sum(r[9] == "bye" for r in games) == 2
    named = [r for r in games if r[3] == "111"]
    assert named and all(r[4] == "Alice" for r in named)
    assert all(r[6] == "" for r in games if r[5] == "113")  # never seen: no name
    table = rows[blank + 1:]
    assert table[0] == ["rank", "player", "player_name", "points", "games_won", "buchholz",
                        "sonneborn_berger", "rating_at_signup", "withdrawn"]
    assert table[1][:3] == ["1", "111", "Alice"]
    assert float(table[1][3]) == 2.0


# ---------------------------------------------------------------------- clocks
async def test_a_tournament_turn_is_lost_at_its_deadline_never_aborted(service, tournaments,
                                                                     clock):
    await signed_up(tournaments, [121, 122], turn_seconds=10)
    start = await tournaments.start(G, CH, ORGANISER)
    (game,) = start.new_matches
    # The clock waits for the board (bot.matches.board_clock): posted 3 s later, it starts.
    assert game.deadline is None and await service.next_deadline() is None
    clock.advance(seconds=3)
    assert await service.expire_due() == []
    shown = await service.set_message(game.id, CH, 9001,
                                      clock_starts=clock.now + timedelta(seconds=10))
    assert shown.deadline == clock.now + timedelta(seconds=10)
    assert await service.next_deadline() == shown.deadline
    clock.advance(seconds=9.9)
    assert await service.expire_due() == []
    clock.advance(seconds=0.1)
    (lost,) = await service.expire_due()
    # Nobody had moved: a tournament game is lost, not aborted (decision 15).
    assert lost.status is MatchStatus.FINISHED and lost.end_reason is EndReason.TIMEOUT
    assert lost.winner_id == 122
    game2 = await service.following_game(lost)
    assert game2 is not None and game2.deadline is None  # its own board starts its clock
    moved = await service.play(G, game2.id, game2.to_move_id, 1)
    assert moved.deadline == clock.now + timedelta(seconds=10)  # the match's own clock


async def test_a_board_never_posted_keeps_its_clock_stopped_and_is_listed_to_post(
        service, tournaments, clock):
    await signed_up(tournaments, [141, 142], turn_seconds=10)
    (game,) = (await tournaments.start(G, CH, ORGANISER)).new_matches
    assert await tournaments.unposted(timedelta(seconds=5)) == []  # its poster has it
    clock.advance(seconds=600)  # the post failed, or the bot stopped: no loss on time
    assert await service.expire_due() == []
    (waiting,) = await tournaments.unposted(timedelta(seconds=5))
    assert [m.id for m in waiting.new_matches] == [game.id] and waiting.standings is None
    # Posted at last: the clock starts then, once; a later record of the message keeps it.
    shown = await service.set_message(game.id, CH, 9002,
                                      clock_starts=clock.now + timedelta(seconds=10))
    assert shown.deadline == clock.now + timedelta(seconds=10)
    again = await service.set_message(game.id, CH, 9003,
                                      clock_starts=clock.now + timedelta(seconds=99))
    assert again.deadline == shown.deadline and again.message_id == 9003
    assert await tournaments.unposted(timedelta(seconds=5)) == []


async def test_player_settings_turn_dms_off_and_on(tournaments):
    assert await tournaments.wants_dm([1, 2, 3]) == {1, 2, 3}
    await tournaments.notify(2, False)
    assert await tournaments.wants_dm([1, 2, 3]) == {1, 3}
    await tournaments.notify(2, True)
    assert await tournaments.wants_dm([2]) == {2}


async def test_each_process_runs_the_tournaments_of_its_own_shards(tournaments, clock):
    from bot.process.shards import ShardSlice, shard_of

    created = await tournaments.create(G, CH, ORGANISER, "swiss", GAME, starts_in=0)
    for user in (131, 132):
        await tournaments.join(G, created.id, user)
    mine = shard_of(G, 4)
    others = ShardSlice(tuple(i for i in range(4) if i != mine), 4)
    assert await tournaments.next_due(others) is None
    assert await tournaments.advance(clock.now, shards=others) == []
    assert await tournaments.next_due(ShardSlice((mine,), 4)) == created.starts_at
    (update,) = await tournaments.advance(clock.now, shards=ShardSlice((mine,), 4))
    assert update.started and update.tournament.id == created.id


# ---------------------------------------------------------------------- decision 18
async def test_a_tournament_player_plays_no_casual_match_in_its_channel(
        service, tournaments, sessionmaker):
    await signed_up(tournaments, [81, 82])
    before = await fingerprint(sessionmaker)
    with pytest.raises(InvalidChallenge, match=r"^You're playing in the tournament in this "
                                               r"channel: challenge in another channel\.$"):
        await challenge(service, 81, 90, GAME)
    with pytest.raises(InvalidChallenge, match=r"^<@82> is playing in the tournament in this "
                                               r"channel: challenge them in another"):
        await challenge(service, 90, 82, GAME)
    with pytest.raises(InvalidChallenge, match="You're playing in the tournament"):
        await challenge(service, 81, BOT, GAME, bot_user_id=BOT)  # against me too
    assert await fingerprint(sessionmaker) == before  # nothing written
    elsewhere = await challenge(service, 81, 82, GAME, channel=CH + 1)
    assert elsewhere.status is MatchStatus.PENDING  # another channel is free
    casual = await challenge(service, 90, 91, GAME)  # members who didn't join play on
    assert casual.status is MatchStatus.PENDING


async def test_a_withdrawn_player_may_play_casually_again(service, tournaments):
    await signed_up(tournaments, [83, 84, 85])
    await tournaments.start(G, CH, ORGANISER)
    await tournaments.withdraw(G, CH, 83)
    assert (await challenge(service, 83, 92, GAME)).status is MatchStatus.PENDING


async def test_join_is_refused_while_a_casual_match_is_open_in_the_channel(
        service, tournaments, sessionmaker):
    pending = await challenge(service, 86, 87, GAME)
    created = await tournaments.create(G, CH, ORGANISER, "swiss", GAME)
    before = await fingerprint(sessionmaker)
    with pytest.raises(TournamentRefused, match=r"^Your challenge to <@87> is still open"):
        await tournaments.join(G, created.id, 86)
    with pytest.raises(TournamentRefused, match=r"^Decline <@86>'s challenge first"):
        await tournaments.join(G, created.id, 87)
    running = await service.accept(G, pending.id, 87)
    with pytest.raises(TournamentRefused, match=r"^Finish your match with <@87> here first, "
                                                r"or resign it with `/resign`\.$"):
        await tournaments.join(G, created.id, 86)
    after = await tournaments.get(G, created.id)
    assert after.player_ids == () and after.version == created.version  # nothing written
    assert (await fingerprint(sessionmaker))[1:] == before[1:]  # no move, rating, record
    await service.resign(G, running.id, 86)
    assert (await tournaments.join(G, created.id, 86)).player_ids == (86,)


# ---------------------------------------------------------------------- languages
async def test_refusals_are_said_in_the_readers_language(tournaments):
    """A refusal is raised unsaid (a Text) and said where it is read: in the language of the
    member the cog answers, not the one in force when it was raised."""
    with pytest.raises(TournamentRefused) as out_of_range:
        await tournaments.create(G, CH, ORGANISER, "swiss", GAME, turn_seconds=5)
    with speaking("de"):
        assert str(out_of_range.value) == (
            "`sekunden-pro-zug` muss eine Zahl von 10 bis 600 sein.")
    with speaking("ru"):
        assert str(out_of_range.value) == "Значение `секунд-на-ход` должно быть от 10 до 600."
    created = await tournaments.create(G, CH, ORGANISER, "swiss", GAME)
    await tournaments.join(G, created.id, 81)
    with pytest.raises(TournamentRefused) as twice:
        await tournaments.join(G, created.id, 81)
    with speaking("ja"):
        assert str(twice.value) == "この大会にはもう参加登録しています。"
    assert str(twice.value) == "You're already signed up for this tournament."
    with pytest.raises(TournamentRefused) as alone:
        await tournaments.start(G, CH, ORGANISER)
    with speaking("fr"):
        assert str(alone.value) == "Un tournoi a besoin d'au moins deux joueurs pour commencer."
    with pytest.raises(NoSuchTournament) as missing:
        await tournaments.get(G, created.id + 1000)
    with speaking("es-ES"):
        assert str(missing.value) == "No encuentro ese torneo."


async def test_a_default_name_is_said_in_the_language_it_is_created_in(tournaments):
    """The cog creates a tournament in the server's language: its default name is stored
    as said then."""
    with speaking("de"):
        created = await tournaments.create(G, CH, ORGANISER, "round-robin", GAME)
    assert created.name.endswith(" – Jeder gegen jeden")
    english = await tournaments.create(G, CH + 1, ORGANISER, "round-robin", GAME)
    assert english.name.endswith(" Round robin")


async def test_a_name_with_a_control_character_is_refused_alike_on_every_backend(
        tournaments, service):
    """A NUL in a tournament's name: PostgreSQL can't store it, SQLite could; both refuse it
    with the same sentence before anything is written (bot/core/free_text.py)."""
    with pytest.raises(FreeTextRefused):
        await tournaments.create(G, CH, ORGANISER, "swiss", GAME, name="a\u0000b")
    assert await tournaments.in_channel(G, CH) is None
    with pytest.raises(FreeTextRefused):
        await service.variants.remove(G, ORGANISER, "wide\u0000")
    kept = await tournaments.create(G, CH, ORGANISER, "swiss", GAME, name="a\tb  cup")
    assert kept.name == "a b cup"  # runs of spaces (tabs included) are one space, as before
