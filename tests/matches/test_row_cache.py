"""The row cache is a hint: two services on one database (two bot processes) stay correct."""

from __future__ import annotations

import dataclasses

import pytest

from bot.core.errors import NotYourTurn
from bot.core.snapshots import MatchSnapshot, MatchStatus
from bot.matches.row_cache import RowCache
from bot.matches.service import MatchService
from tests.cogs.helpers import snapshot
from tests.fixtures.service_helpers import CH, A, B, C, G, fingerprint, legal, started


@pytest.fixture
def other(engine, clock, rng) -> MatchService:
    """A second process on the same database, with its own cache."""
    from bot.matches.service import ServiceSettings

    return MatchService(engine, ServiceSettings(), clock=clock, rng=rng)


async def test_refusal_on_a_stale_row_is_decided_again_on_a_fresh_read(service, other):
    snap = await started(service, game="non-consecutive")
    await other.get(G, snap.id)
    moved = await other.play(G, snap.id, A, legal(snap)[0])  # the first process never saw it
    # The first process's cache still says it is A's turn; B's move must not be refused.
    after = await service.play(G, snap.id, B, legal(moved)[0])
    assert after.version == moved.version + 1
    assert [m.number for m in after.state.history] == [legal(snap)[0], legal(moved)[0]]


async def test_stale_accept_loses_the_version_check_and_writes_nothing(service, other,
                                                                      sessionmaker):
    snap = await started(service, game="non-consecutive")
    first = legal(snap)[0]
    moved = await other.play(G, snap.id, A, first)
    before = await fingerprint(sessionmaker)
    with pytest.raises(NotYourTurn):  # decided on the cached row, refused after re-reading
        await service.play(G, snap.id, A, legal(snap)[1])
    assert await fingerprint(sessionmaker) == before
    assert (await service.get(G, snap.id)).version == moved.version


async def test_claim_follows_a_new_match_made_by_another_process(service, other):
    old = await started(service, game="non-consecutive")  # cached as A's open match here
    await other.resign(G, old.id, A)
    new = await started(other, game="circle-duel")
    mover = new.to_move_id
    assert mover is not None
    played = await service.play_in_channel(G, CH, mover, legal(new)[0])
    assert played.id == new.id and played.version == new.version + 1
    assert (await service.get(G, old.id)).status is MatchStatus.ABORTED  # nobody had moved


async def test_a_move_reports_the_message_another_process_set(service, other):
    snap = await started(service, game="non-consecutive")
    await other.set_message(snap.id, CH, 777)  # does not bump the version
    played = await service.play(G, snap.id, A, legal(snap)[0])
    assert played.message_id == 777  # from UPDATE ... RETURNING, not the cached row


async def test_set_message_keeps_this_process_cache_current(service):
    snap = await started(service, game="non-consecutive")
    await service.set_message(snap.id, CH, 555)
    row = service._rows.get(snap.id, G)
    assert row is not None and row.message_id == 555
    assert (await service.play(G, snap.id, A, legal(snap)[0])).message_id == 555


async def test_other_guilds_never_hit_the_cache(service):
    snap = await started(service, game="non-consecutive")
    assert service._rows.get(snap.id, G) is not None
    assert service._rows.get(snap.id, G + 1) is None
    assert service._rows.open_match(G + 1, CH, A) is None


# ---------------------------------------------------------------------- the cache alone
def row(match_id: int, *, version: int = 1, status: MatchStatus = MatchStatus.ACTIVE,
        channel: int = CH, players: tuple[int, int] = (A, B), bot: int | None = None
        ) -> MatchSnapshot:
    return dataclasses.replace(
        snapshot("circle-duel"), id=match_id, guild_id=G, channel_id=channel, message_id=None,
        challenger_id=players[0], opponent_id=players[1], player1_id=players[0],
        player2_id=players[1], bot_level=None, bot_user_id=bot, status=status, deadline=None,
        version=version)


def test_least_recently_used_rows_leave_and_take_their_index_along() -> None:
    cache = RowCache(capacity=2)
    cache.put(row(1))
    cache.put(row(2, players=(C, B + 100)))
    assert cache.get(1, G) is not None  # 1 is now the most recent
    cache.put(row(3, players=(C + 1, C + 2)))
    assert len(cache) == 2 and cache.get(2, G) is None
    assert cache.open_match(G, CH, C) is None  # 2's players are unindexed with it
    assert cache.open_match(G, CH, A) is not None


def test_an_older_row_never_replaces_a_newer_one() -> None:
    cache = RowCache()
    cache.put(row(1, version=5))
    cache.put(row(1, version=4))
    cached = cache.get(1, G)
    assert cached is not None and cached.version == 5


def test_a_boards_location_is_never_taken_back_at_the_same_version() -> None:
    cache = RowCache()
    cache.put(dataclasses.replace(row(1, version=3), message_id=555))  # set_message's row
    cache.put(row(1, version=3))  # a write decided before the board was posted
    cached = cache.get(1, G)
    assert cached is not None and cached.message_id == 555
    cache.put(row(1, version=4))  # a newer version is the database's word
    cached = cache.get(1, G)
    assert cached is not None and cached.message_id is None


def test_a_lost_race_drops_the_row_unless_the_winners_is_cached() -> None:
    cache = RowCache()
    cache.put(row(1, version=4))  # the winner of the race, cached when it committed
    cache.drop(1, version=3)  # the loser had decided on version 3
    assert cache.get(1, G) is not None
    cache.drop(1, version=4)
    assert cache.get(1, G) is None and cache.open_match(G, CH, A) is None


def test_finished_matches_leave_the_open_index_and_the_bot_is_never_indexed() -> None:
    cache = RowCache()
    cache.put(row(1, players=(A, 99), bot=99))
    assert cache.open_match(G, CH, A) is not None and cache.open_match(G, CH, 99) is None
    cache.put(row(1, version=2, status=MatchStatus.FINISHED, players=(A, 99), bot=99))
    assert cache.open_match(G, CH, A) is None
    assert cache.get(1, G) is not None


def test_rows_handed_out_cannot_be_changed_in_the_cache() -> None:
    cache = RowCache()
    cache.put(row(1))
    first = cache.get(1, G)
    assert first is not None
    with pytest.raises(dataclasses.FrozenInstanceError):
        first.status = MatchStatus.FINISHED  # type: ignore[misc]  # what this test refuses
    finished = dataclasses.replace(first, status=MatchStatus.FINISHED)  # an action's copy
    assert finished.status is MatchStatus.FINISHED
    second = cache.get(1, G)
    assert second is not None and second.status is MatchStatus.ACTIVE


def test_capacity_zero_keeps_nothing_and_negative_is_refused() -> None:
    cache = RowCache(capacity=0)
    cache.put(row(1))
    assert len(cache) == 0 and cache.get(1, G) is None
    with pytest.raises(ValueError):
        RowCache(capacity=-1)


async def test_a_new_challenge_is_cached_as_written(service, engine):
    from tests.fixtures.service_helpers import challenge
    from tests.matches.test_hot_path import statements

    snap = await challenge(service, A, B, game="non-consecutive")
    cached = service._rows.get(snap.id, G)
    assert cached is not None
    from bot.matches import store as match_store

    async with service._read() as conn:
        fresh = await match_store.load(conn, G, snap.id)
    # The same row a read would give.
    assert cached == fresh
    with statements(engine) as seen:
        await service.accept(G, snap.id, B)
    assert "SELECT" not in seen, seen
