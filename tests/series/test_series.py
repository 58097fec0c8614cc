"""Best-of-N series through the service, on every backend (docs/rules.md, decisions 11, 12)."""

from __future__ import annotations

from datetime import timedelta

import pytest

from bot.core.errors import InvalidChallenge, NotASeries
from bot.core.snapshots import (
    SERIES_FIELDS,
    EndReason,
    MatchSnapshot,
    MatchStatus,
    SeriesStatus,
)
from bot.series.store import series_table
from tests.fixtures.service_helpers import (
    BOT,
    CH,
    A,
    B,
    G,
    challenge,
    fingerprint,
    legal,
    opened,
    play_out,
    started,
)


async def win(service, game: MatchSnapshot, winner: int) -> MatchSnapshot:
    """``winner`` wins ``game``: both players move, then the other resigns."""
    game = await opened(service, game)
    loser = game.player_ids[1] if winner == game.player_ids[0] else game.player_ids[0]
    return await service.resign(G, game.id, loser)


async def next_of(service, game: MatchSnapshot) -> MatchSnapshot:
    following = await service.following_game(game)
    assert following is not None
    return following


async def test_best_of_3_won_2_0_with_the_first_mover_alternating(service):
    game1 = await started(service, game="non-consecutive", best_of=3)
    assert game1.series_id is not None and game1.series_game == 1
    assert game1.player_ids == (A, B)
    series = await service.series(G, game1.series_id)
    assert (series.best_of, series.first_id, series.second_id) == (3, A, B)
    assert series.status is SeriesStatus.RUNNING and series.wins == (0, 0)
    done1 = await win(service, game1, A)
    assert await service.following_game(game1) is not None
    game2 = await next_of(service, done1)
    # Game 2 started at once, in the same channel, without an Accept, B moving first.
    assert game2.status is MatchStatus.ACTIVE and game2.series_game == 2
    assert game2.player_ids == (B, A) and game2.channel_id == CH
    assert game2.series_id == game1.series_id and game2.options == game1.options
    assert (await service.series(G, game1.series_id)).wins == (1, 0)
    assert await service.current_match(G, CH, A) == game2
    await win(service, game2, A)
    series = await service.series(G, game1.series_id)
    assert series.status is SeriesStatus.FINISHED and series.winner_id == A
    assert series.wins == (2, 0) and series.finished_at is not None
    assert await service.following_game(game2) is None
    assert await service.current_match(G, CH, A) is None
    stats = await service.standings.stats(G, A)
    assert (stats.series_won, stats.series_lost) == (1, 0)
    assert stats.overall is not None and stats.overall.wins == 2  # each game counts
    b_stats = await service.standings.stats(G, B)
    assert (b_stats.series_won, b_stats.series_lost) == (0, 1)
    history = await service.standings.history(G, A)
    assert [(e.series_game, e.best_of, e.series_won) for e in history.entries] == [
        (2, 3, True), (1, 3, True)]
    assert await service.verify() == []


async def test_a_series_of_games_the_rules_decide_counts_in_no_series_record(service):
    game1 = await started(service, game="circle-duel", best_of=3)  # size 10: decided
    assert game1.fixed_winner is not None
    await win(service, await next_of(service, await win(service, game1, A)), A)
    assert (await service.series(G, game1.series_id)).winner_id == A
    stats = await service.standings.stats(G, A)
    assert (stats.series_won, stats.series_lost) == (0, 0)


async def test_best_of_3_won_2_1_played_out(service):
    game = await started(service, game="non-consecutive", best_of=3)
    firsts, winners = [], []
    while True:
        firsts.append(game.player1_id)
        game = await play_out(service, game)
        winners.append(game.winner_id)
        following = await service.following_game(game)
        if following is None:
            break
        game = following
    assert firsts == [A, B, A][: len(firsts)]
    series = await service.series(G, game.series_id)
    assert series.status is SeriesStatus.FINISHED
    assert max(series.wins) == 2 and sum(series.wins) == len(winners)
    assert series.winner_id == max((A, B), key=winners.count)


async def test_a_game_ended_by_resignation_vs_the_series_resigned(service):
    game1 = await started(service, best_of=5)
    game2 = await next_of(service, await win(service, game1, B))
    assert game2.series_game == 2
    # /resign resigns the current game only: the series goes on.
    game2 = await opened(service, game2)
    ended = await service.resign_in_channel(G, CH, B)
    assert ended.winner_id == A and ended.end_reason is EndReason.RESIGNATION
    game3 = await next_of(service, ended)
    assert (await service.series(G, game1.series_id)).wins == (1, 1)
    # /resign series:True: this game and the series.
    game3 = await opened(service, game3)
    last = await service.resign_in_channel(G, CH, A, series=True)
    assert last.winner_id == B
    series = await service.series(G, game1.series_id)
    assert series.status is SeriesStatus.FINISHED and series.winner_id == B
    assert series.ended_by == A and series.wins == (1, 2)
    assert await service.following_game(last) is None
    assert await service.current_match(G, CH, A) is None


async def test_resigning_a_series_before_any_game_counted_leaves_it_unfinished(service):
    game1 = await started(service, best_of=3)
    ended = await service.resign(G, game1.id, B, series=True)
    assert ended.status is MatchStatus.ABORTED
    series = await service.series(G, game1.series_id)
    assert series.status is SeriesStatus.UNFINISHED and series.winner_id is None
    assert series.ended_by == B
    assert await service.following_game(ended) is None


async def test_resign_series_in_a_single_game_is_refused(service, sessionmaker):
    game = await opened(service, await started(service))
    before = await fingerprint(sessionmaker)
    with pytest.raises(NotASeries, match="single game"):
        await service.resign(G, game.id, A, series=True)
    assert await fingerprint(sessionmaker) == before


async def test_best_of_must_be_1_3_5_or_7(service, sessionmaker):
    before = await fingerprint(sessionmaker)
    for bad in (0, 2, 4, 9, True):
        with pytest.raises(InvalidChallenge, match=r"`best-of` must be 1, 3, 5 or 7\."):
            await challenge(service, best_of=bad)
    assert await fingerprint(sessionmaker) == before
    single = await challenge(service)  # best of 1: a single game, no series
    assert single.series_id is None and single.series_game is None


async def test_a_timeout_loses_that_game_and_the_next_one_starts(service, clock):
    game1 = await opened(service, await started(service, best_of=3))
    mover = game1.to_move_id
    [ended] = await service.expire_due(now=clock() + timedelta(days=2))
    assert ended.end_reason is EndReason.TIMEOUT and ended.loser_id == mover
    game2 = await next_of(service, ended)
    assert game2.status is MatchStatus.ACTIVE and game2.series_game == 2
    assert game2.deadline is not None and game2.deadline > clock()
    series = await service.series(G, game1.series_id)
    assert series.wins == ((1, 0) if mover == B else (0, 1))


async def test_an_aborted_game_is_played_again_and_two_in_a_row_end_the_series(service, clock):
    game1 = await started(service, best_of=3)
    aborted = await service.resign(G, game1.id, A)  # before anyone moved
    assert aborted.status is MatchStatus.ABORTED
    replay = await next_of(service, aborted)
    assert replay.series_game == 1 and replay.player_ids == game1.player_ids
    assert (await service.series(G, game1.series_id)).wins == (0, 0)
    # A played a number, B never did: the replay times out, aborted again -> unfinished.
    replay = await service.play(G, replay.id, A, legal(replay)[0])
    [again] = await service.expire_due(now=clock() + timedelta(days=2))
    assert again.status is MatchStatus.ABORTED and again.ended_by == B
    assert await service.following_game(again) is None
    series = await service.series(G, game1.series_id)
    assert series.status is SeriesStatus.UNFINISHED and series.winner_id is None
    assert await service.current_match(G, CH, A) is None


async def test_an_aborted_game_between_counted_ones_does_not_end_the_series(service):
    game1 = await started(service, best_of=3)
    game2 = await next_of(service, await win(service, game1, A))
    replay = await next_of(service, await service.resign(G, game2.id, B))  # aborted once
    assert replay.series_game == 2 and replay.player_ids == (B, A)
    await win(service, replay, A)
    series = await service.series(G, game1.series_id)
    assert series.status is SeriesStatus.FINISHED and series.winner_id == A


async def test_void_of_the_running_game_starts_a_replacement(service):
    game1 = await started(service, best_of=3)
    game2 = await next_of(service, await win(service, game1, A))
    game2 = await opened(service, game2)
    voided = await service.void(G, game2.id, 77)
    assert voided.voided_by == 77 and voided.winner_id is None
    replacement = await next_of(service, voided)
    assert replacement.series_game == 2 and replacement.player_ids == (B, A)
    assert replacement.status is MatchStatus.ACTIVE and replacement.state.history == ()
    assert (await service.series(G, game1.series_id)).wins == (1, 0)


async def test_void_of_a_finished_game_recounts_the_running_series(service):
    game1 = await started(service, best_of=3)
    done1 = await win(service, game1, A)
    game2 = await next_of(service, done1)
    await service.void(G, done1.id, 77)
    series = await service.series(G, game1.series_id)
    assert series.wins == (0, 0) and series.is_running
    assert await service.current_match(G, CH, A) == game2  # no second game starts
    rows = (await service.standings.leaderboard(G)).rows
    assert all(r.wins == 0 and r.losses == 0 for r in rows)  # the game no longer counts


async def test_void_in_a_finished_series_keeps_or_undoes_its_result(service):
    game1 = await started(service, best_of=3)
    done1 = await win(service, game1, A)
    done2 = await win(service, await next_of(service, done1), B)
    done3 = await win(service, await next_of(service, done2), A)
    series = await service.series(G, game1.series_id)
    assert series.winner_id == A and series.wins == (2, 1)
    await service.void(G, done2.id, 77)  # B's win: A still won 2 of 3
    series = await service.series(G, game1.series_id)
    assert series.status is SeriesStatus.FINISHED and series.winner_id == A
    assert series.wins == (2, 0)
    await service.void(G, done3.id, 77)  # now A won only 1: the series is undone
    series = await service.series(G, game1.series_id)
    assert series.status is SeriesStatus.UNFINISHED and series.winner_id is None
    assert series.wins == (1, 0)
    assert await service.following_game(done3) is None
    a_won = (await service.standings.stats(G, A)).series_won
    assert (a_won, (await service.standings.stats(G, B)).series_lost) == (0, 0)


async def test_a_declined_series_challenge_leaves_the_series_unfinished(service):
    game1 = await challenge(service, best_of=7)
    declined = await service.decline(G, game1.id, B)
    assert declined.status is MatchStatus.DECLINED
    series = await service.series(G, game1.series_id)
    assert series.status is SeriesStatus.UNFINISHED and series.best_of == 7


async def test_rematch_of_a_series_starts_a_new_one_with_the_other_player_first(service):
    game1 = await started(service, best_of=3)
    done = await win(service, await next_of(service, await win(service, game1, A)), A)
    rematch = await service.rematch(G, done.id, B)
    assert rematch.status is MatchStatus.PENDING and rematch.series_game == 1
    assert rematch.series_id not in (None, game1.series_id)
    assert rematch.player_ids == (B, A)
    series = await service.series(G, rematch.series_id)
    assert (series.best_of, series.first_id, series.status) == (3, B, SeriesStatus.RUNNING)


async def test_a_finished_game_of_a_running_series_cannot_be_rematched(service):
    game1 = await started(service, best_of=3)
    done1 = await win(service, game1, A)
    with pytest.raises(InvalidChallenge, match="series is still going"):
        await service.rematch(G, done1.id, B)


async def test_a_series_against_the_bot(service):
    game1 = await service.challenge(guild_id=G, channel_id=CH, challenger_id=A,
                                    opponent_id=BOT, game="non-consecutive", first="me",
                                    opponent_is_bot=True, bot_user_id=BOT, level="easy",
                                    best_of=3)
    assert game1.status is MatchStatus.ACTIVE and game1.series_game == 1
    game = game1
    while True:
        if game.status is MatchStatus.ACTIVE:
            assert game.to_move_id == A  # the bot's opening move is already played
            game = await play_out(service, game)
        following = await service.following_game(game)
        if following is None:
            break
        assert following.player1_id == (A if following.series_game % 2 else BOT)
        if following.player1_id == BOT:
            assert len(following.state.history) >= 1
        game = following
    series = await service.series(G, game1.series_id)
    assert series.status is SeriesStatus.FINISHED and max(series.wins) == 2
    stats = await service.standings.stats(G, A)
    assert stats.vs_bot_wins + stats.vs_bot_losses == sum(series.wins)
    assert (stats.series_won, stats.series_lost) == (0, 0)  # against the bot: not counted


def test_a_series_snapshot_has_one_field_per_series_column():
    assert tuple(c.name for c in series_table.columns) == SERIES_FIELDS
