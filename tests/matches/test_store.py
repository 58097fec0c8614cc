"""The match value and the ``matches`` table: one field per column, enums in Python and plain
text in SQL."""

from __future__ import annotations

import dataclasses

from sqlalchemy import text

from bot.core import connections
from bot.core.snapshots import MATCH_FIELDS, EndReason, MatchSnapshot, MatchStatus
from bot.matches import store as match_store
from bot.matches.store import changed_columns, columns
from db.models import Match
from tests.fixtures.service_helpers import G, legal, started


def test_the_value_has_a_field_for_every_column_in_the_tables_order() -> None:
    """The table (db.models, the schema the migrations build) and the value can't drift:
    to_move is the State's own (``state.to_move``), kept in its column for queries."""
    columns_ = [c.name for c in Match.__table__.c if c.name != "to_move"]
    assert list(MATCH_FIELDS) == columns_
    assert [f.name for f in dataclasses.fields(MatchSnapshot)] == columns_


async def test_a_stored_row_reads_back_as_the_value_that_was_written(service) -> None:
    """from_columns takes every column from the row's mapping: the value the store returns
    after a write equals the one a fresh read of the row gives."""
    snap = await started(service, game="non-consecutive")
    async with service._read() as conn:
        found = (await conn.execute(match_store.SELECT_MATCH, {"match_id": snap.id})
                 ).mappings().one()
    assert MatchSnapshot.from_columns(found) == snap
    assert MatchSnapshot.from_columns(found).state.to_move == found["to_move"]


async def test_rows_read_back_typed_and_write_plain_values(service) -> None:
    snap = await started(service, game="non-consecutive")
    async with service._read() as conn:
        row = await match_store.load(conn, G, snap.id)
    assert row.status is MatchStatus.ACTIVE and row.end_reason is None
    assert row.state == snap.state and row.player_ids == (row.player1_id, row.player2_id)

    done = dataclasses.replace(row, status=MatchStatus.FINISHED, winner_id=row.player1_id,
                               end_reason=EndReason.RESIGNATION, deadline=None)
    changes = changed_columns(row, done)
    assert changes == {"status": "finished", "winner_id": row.player1_id,
                       "end_reason": "resignation", "deadline": None}
    # Plain strings for the drivers, not the enums.
    assert type(changes["status"]) is str and type(changes["end_reason"]) is str
    assert changed_columns(row, row) == {}

    written = columns(done)
    assert set(written) == set(Match.__table__.c.keys()) - {"id"}
    assert type(written["status"]) is str and written["to_move"] == row.state.to_move


async def test_a_consistent_read_sees_one_snapshot(service, engine) -> None:
    """reading(consistent=True): every statement sees the database as the first did, though
    a move commits on another connection in between (on PostgreSQL, whose default READ
    COMMITTED would show it). `verify` relies on it to compare matches with their moves."""
    snap = await started(service)
    count = text("SELECT count(*) FROM moves")
    async with connections.reading(engine, consistent=True) as conn:
        before = (await conn.execute(count)).scalar_one()
        assert snap.to_move_id is not None
        await service.play(G, snap.id, snap.to_move_id, legal(snap)[0])
        assert (await conn.execute(count)).scalar_one() == before
    async with connections.reading(engine) as conn:
        assert (await conn.execute(count)).scalar_one() == before + 1
