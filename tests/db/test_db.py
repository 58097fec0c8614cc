"""db/: migrations, SQLite file handling and pragmas, restart safety."""

from __future__ import annotations

import asyncio
from types import SimpleNamespace

import pytest
from alembic.autogenerate import compare_metadata
from alembic.runtime.migration import MigrationContext
from sqlalchemy import inspect, text

from bot.matches.service import MatchService
from bot.process import maintenance
from db.engine import make_engine
from db.migrate import HEAD, current_revision_async, head_revision, upgrade, upgrade_async
from db.models import Base
from tests.fixtures.databases import only_sqlite

G, CH, A, B, C, D = 1, 2, 10, 11, 12, 13


async def test_fresh_upgrade_reaches_head(db_url):
    assert await current_revision_async(db_url) is None
    await upgrade_async(db_url)
    assert await current_revision_async(db_url) == head_revision() == HEAD
    engine = make_engine(db_url)
    async with engine.connect() as conn:
        tables = await conn.run_sync(lambda sync: set(inspect(sync).get_table_names()))
        diff = await conn.run_sync(
            lambda sync: compare_metadata(MigrationContext.configure(sync), Base.metadata)
        )
    await engine.dispose()
    assert {"matches", "moves", "ratings", "bot_records", "alembic_version"} <= tables
    assert diff == [], "models and migrations disagree"
    await upgrade_async(db_url)  # idempotent


async def test_upgrade_from_0001_keeps_rows(db_url):
    await upgrade_async(db_url, "0001")
    engine = make_engine(db_url)
    match_sql = text(
        "INSERT INTO matches (guild_id, channel_id, message_id, game, options, challenger_id,"
        " opponent_id, player1_id, player2_id, status, state, to_move, deadline, version,"
        " created_at, updated_at) VALUES (:g, 2, 77, 'circle-duel', :opts, 10, 11, 10, 11,"
        " 'active', :state, 1, '2025-01-02 00:00:00', 2, '2025-01-01 00:00:00',"
        " '2025-01-01 00:00:00')"
    )
    state = (
        '{"game": "circle-duel", "options": {"size": 10}, "history": [[0, 4]],'
        ' "to_move": 1, "winner": null}'
    )
    async with engine.begin() as conn:
        for guild in (1, 2, 9_000_000_000_000_000_000):
            await conn.execute(match_sql, {"g": guild, "opts": '{"size": 10}', "state": state})
        for match_id in (1, 2, 3):
            await conn.execute(text(
                "INSERT INTO moves (match_id, ply, player_id, number, played_at)"
                f" VALUES ({match_id}, 1, 10, 4, '2025-01-01 00:00:00')"
            ))
        await conn.execute(text(
            "INSERT INTO ratings (guild_id, user_id, game, mu, sigma, rating, wins, losses,"
            " streak) VALUES (1, 10, '*', 27.0, 8.0, 1040.0, 1, 0, 1)"
        ))
    await engine.dispose()

    await upgrade_async(db_url)
    assert await current_revision_async(db_url) == HEAD
    engine = make_engine(db_url)
    async with engine.connect() as conn:
        counts = [
            (await conn.execute(text(f"SELECT count(*) FROM {t}"))).scalar_one()
            for t in ("matches", "moves", "ratings", "bot_records")
        ]
        rematch = (await conn.execute(text("SELECT rematch_of FROM matches"))).scalars().all()
    await engine.dispose()
    assert counts == [3, 3, 1, 0]
    assert rematch == [None, None, None]

    service = MatchService(engine := make_engine(db_url))
    snap = await service.get(1, 1)
    assert snap.state.history[0].number == 4 and snap.to_move_id == 11 and snap.message_id == 77
    assert snap.deadline.isoformat() == "2025-01-02T00:00:00+00:00"
    assert await service.verify() == []
    await engine.dispose()


async def test_upgrade_sync_inside_running_loop(db_url):
    upgrade(db_url)  # runs in a helper thread because this loop is running
    assert await current_revision_async(db_url) == HEAD


@only_sqlite
async def test_sqlite_folder_and_file_created_relative_to_cwd(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    url = "sqlite+aiosqlite:///data/duels.db"
    assert not (tmp_path / "data").exists()
    await upgrade_async(url)
    assert (tmp_path / "data" / "duels.db").is_file()


@only_sqlite
async def test_sqlite_pragmas(tmp_path):
    engine = make_engine(f"sqlite+aiosqlite:///{tmp_path / 'p.db'}")
    async with engine.connect() as conn:
        journal = (await conn.exec_driver_sql("PRAGMA journal_mode")).scalar_one()
        fks = (await conn.exec_driver_sql("PRAGMA foreign_keys")).scalar_one()
        busy = (await conn.exec_driver_sql("PRAGMA busy_timeout")).scalar_one()
    await engine.dispose()
    assert (journal, fks) == ("wal", 1)
    assert busy >= 5000


async def test_foreign_keys_enforced(sessionmaker):
    from sqlalchemy.exc import IntegrityError

    with pytest.raises(IntegrityError):
        async with sessionmaker() as session, session.begin():
            await session.execute(text(
                "INSERT INTO moves (match_id, ply, player_id, number, played_at)"
                " VALUES (12345, 1, 10, 4, '2025-01-01 00:00:00')"
            ))


async def test_restart_sees_every_open_match(migrated_url, clock, rng):
    engine = make_engine(migrated_url)
    service = MatchService(engine, clock=clock, rng=rng)
    pending = await service.challenge(guild_id=G, channel_id=CH, challenger_id=A,
                                      opponent_id=B, game="non-consecutive", first="me")
    active = await service.challenge(guild_id=G, channel_id=CH, challenger_id=C,
                                     opponent_id=D, game="number-chain", first="me")
    active = await service.accept(G, active.id, D)
    clock.advance(minutes=3)
    moves = await service.legal_moves_for(G, CH, C)
    active = await service.play(G, active.id, C, moves[0])
    await engine.dispose()

    engine = make_engine(migrated_url)
    restarted = MatchService(engine, clock=clock, rng=rng)
    for before in (pending, active):
        after = await restarted.get(G, before.id)
        assert after == before
        assert after.deadline is not None and after.deadline.tzinfo is not None
    assert await restarted.current_match(G, CH, D) == active
    assert await restarted.next_deadline() == pending.deadline
    await engine.dispose()


async def test_maintenance_commands(tmp_path, capsys):
    url = f"sqlite+aiosqlite:///{tmp_path / 'm' / 'duels.db'}"
    settings = SimpleNamespace(database_url=url, challenge_timeout_minutes=15.0,
                               challenge_timeout=None, turn_timeout=None,
                               default_bot_level="normal")
    from datetime import timedelta

    settings.challenge_timeout, settings.turn_timeout = timedelta(minutes=15), timedelta(hours=1)
    assert await asyncio.to_thread(maintenance.migrate, settings) == 0
    assert await current_revision_async(url) == HEAD
    assert await asyncio.to_thread(maintenance.verify, settings) == 0
    engine = make_engine(url)
    service = MatchService(engine)
    snap = await service.challenge(guild_id=G, channel_id=CH, challenger_id=A, opponent_id=B,
                                   game="circle-duel", first="me")
    await service.accept(G, snap.id, B)
    await service.play(G, snap.id, A, 3)
    async with engine.begin() as conn:
        await conn.execute(text("UPDATE matches SET to_move = 0"))
    await engine.dispose()
    assert await asyncio.to_thread(maintenance.verify, settings) == 1
    assert f"match {snap.id}" in capsys.readouterr().out


# ---------------------------------------------------------------------- enums and CHECKs
async def test_check_constraints_built_from_the_enums_equal_the_migrations(tmp_path):
    """The models' CHECK text (from db.enums) is exactly what the migrations created: a new
    enum member without a migration fails here. (SQLite keeps the CHECK text as written;
    PostgreSQL rewrites it, so the comparison is made on SQLite.)"""
    from sqlalchemy import CheckConstraint

    from db.models import Match

    url = f"sqlite+aiosqlite:///{tmp_path / 'ck.db'}"
    await upgrade_async(url)
    engine = make_engine(url)
    async with engine.connect() as conn:
        migrated = await conn.run_sync(
            lambda sync: {c["name"]: c["sqltext"]
                          for c in inspect(sync).get_check_constraints("matches")}
        )
    await engine.dispose()
    modelled = {c.name: str(c.sqltext) for c in Match.__table__.constraints
                if isinstance(c, CheckConstraint)}
    # The migrations pass the full names and the naming convention prefixes them once
    # more, so the databases hold ck_matches_ck_matches_*; only the names differ.
    assert {str(name).removeprefix("ck_matches_"): text for name, text in migrated.items()} \
        == modelled == {
        "ck_matches_status":
            "status IN ('pending', 'active', 'finished', 'declined', 'cancelled', 'expired', "
            "'aborted')",
        "ck_matches_end_reason":
            "end_reason IS NULL OR end_reason IN ('normal', 'resignation', 'timeout')",
    }


async def test_the_schema_takes_every_enum_value_and_nothing_else(engine):
    from datetime import UTC, datetime

    from sqlalchemy import insert
    from sqlalchemy.exc import IntegrityError

    from db.enums import EndReason, MatchStatus
    from db.models import Match

    now = datetime(2025, 1, 1, tzinfo=UTC)

    def match(status: str, end_reason: str | None) -> dict:
        return dict(guild_id=G, channel_id=CH, game="circle-duel", options={"size": 10},
                    challenger_id=A, opponent_id=B, player1_id=A, player2_id=B,
                    status=status, state={}, to_move=0, end_reason=end_reason, version=1,
                    created_at=now, updated_at=now)

    for status in MatchStatus:
        for reason in (None, *EndReason):
            async with engine.begin() as conn:
                await conn.execute(insert(Match), match(status.value, reason))
    for refused in (match("resigned", None), match("finished", "forfeit")):
        with pytest.raises(IntegrityError):
            async with engine.begin() as conn:
                await conn.execute(insert(Match), refused)


# ---------------------------------------------------------------------- availability
def test_unreachable_database_errors_are_unavailable():
    import asyncpg
    from sqlalchemy import exc

    from db.availability import describe, is_unavailable

    refused = ConnectionRefusedError(111, "Connect call failed ('127.0.0.1', 1)")
    shutdown = Exception("terminating connection due to administrator command")
    shutdown.__cause__ = asyncpg.exceptions.AdminShutdownError("terminating connection")
    invalidated = exc.DBAPIError("SELECT 1", {}, Exception("gone"),
                                 connection_invalidated=True)
    for error in (
        refused,  # a refused connect comes out of the pool unwrapped
        TimeoutError(),
        OSError("Network is unreachable"),
        exc.OperationalError("SELECT 1", {}, Exception("unable to open database file")),
        exc.InterfaceError("SELECT 1", {}, Exception("connection is closed")),
        exc.TimeoutError("QueuePool limit reached"),
        invalidated,
        exc.DBAPIError("SELECT 1", {}, shutdown),  # asyncpg's error under the adapter's
        asyncpg.exceptions.ConnectionDoesNotExistError("connection was closed"),
        asyncpg.exceptions.CannotConnectNowError("the database system is starting up"),
    ):
        assert is_unavailable(error), repr(error)
    assert describe(refused) == (
        "ConnectionRefusedError: [Errno 111] Connect call failed ('127.0.0.1', 1)")
    # The driver's words, without the statement or its parameters.
    assert describe(exc.OperationalError("SELECT secret", {"p": 1}, Exception("locked"))) \
        == "Exception: locked"


def test_refused_statements_and_bugs_are_not_unavailable():
    from sqlalchemy import exc

    from db.availability import is_unavailable

    for error in (
        exc.IntegrityError("INSERT", {}, Exception("UNIQUE constraint failed")),
        exc.ProgrammingError("SELEC", {}, Exception("syntax error")),
        exc.DataError("INSERT", {}, Exception("value too long")),
        exc.DBAPIError("SELECT 1", {}, Exception("division by zero")),
        exc.StatementError("bad bind", "SELECT 1", {}, ValueError("naive datetime")),
        exc.InvalidRequestError("This transaction is inactive"),
        ValueError("not a database error"),
        KeyError("id"),
    ):
        assert not is_unavailable(error), repr(error)
