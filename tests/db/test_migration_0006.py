"""Migration 0006 (aborted matches): the matches table is rebuilt on SQLite (its status CHECK
changes) and must keep every match, every move and every hint that refers to it; PostgreSQL
changes the constraint in place. Afterwards the schema takes 'aborted' and the foreign keys
hold again."""

from __future__ import annotations

from datetime import datetime

import pytest
from alembic import command
from sqlalchemy import text
from sqlalchemy.exc import IntegrityError

from bot.matches.service import MatchService
from db.engine import make_engine
from db.migrate import (
    HEAD,
    alembic_config,
    current_revision_async,
    downgrade_async,
    upgrade_async,
)

G = 1
STATE = ('{{"game": "circle-duel", "options": {{"size": 5}}, "history": {history},'
         ' "to_move": {to_move}, "winner": {winner}}}')
MATCH = text(
    "INSERT INTO matches (id, guild_id, channel_id, message_id, game, options, challenger_id,"
    " opponent_id, player1_id, player2_id, bot_level, bot_user_id, status, state, to_move,"
    " deadline, winner_id, end_reason, version, created_at, updated_at, rematch_of,"
    " finished_at, rated)"
    " VALUES (:id, :g, 2, :msg, 'circle-duel', '{\"size\": 5}', 10, 11, 10, 11, NULL,"
    " NULL, :status, :state, :to_move, NULL, :winner, :reason, 3,"
    " '2025-01-01 00:00:00', '2025-01-02 00:00:00', NULL, :finished, :rated)"
)
EVERYTHING = {
    "matches": "SELECT * FROM matches ORDER BY id",
    "moves": "SELECT * FROM moves ORDER BY id",
    "hints": "SELECT * FROM hints ORDER BY match_id",
}


async def _fill_at_0005(db_url: str) -> dict[str, list[tuple]]:
    await upgrade_async(db_url, "0005")
    engine = make_engine(db_url)
    finished = STATE.format(history="[[0, 1], [1, 2], [0, 3], [1, 4], [0, 5]]", to_move=1,
                            winner=0)
    running = STATE.format(history="[[0, 3]]", to_move=1, winner="null")
    async with engine.begin() as conn:
        for mid in range(1, 41):  # ids with gaps: 1, 3, 5, ... are kept as they are
            done = mid % 4 != 0
            await conn.execute(MATCH, {
                "id": 2 * mid - 1, "g": G, "msg": 700 + mid,
                "status": "finished" if done else "active",
                "state": finished if done else running, "to_move": 1,
                "winner": 10 if done else None, "reason": "normal" if done else None,
                "finished": datetime(2025, 1, 2) if done else None,
                "rated": True if done else None,
            })
            for ply in range(1, (5 if done else 1) + 1):
                await conn.execute(text(
                    "INSERT INTO moves (match_id, ply, player_id, number, played_at) VALUES"
                    f" ({2 * mid - 1}, {ply}, {10 if ply % 2 else 11},"
                    f" {ply if done else 3}, '2025-01-01 00:00:00')"))
        await conn.execute(text(
            f"INSERT INTO hints (match_id, guild_id, user_id, hints) VALUES (1, {G}, 10, 2)"))
    async with engine.connect() as conn:
        before = {name: [tuple(r) for r in await conn.execute(text(sql))]
                  for name, sql in EVERYTHING.items()}
    await engine.dispose()
    assert len(before["matches"]) == 40 and len(before["moves"]) == 160
    return before


async def test_an_upgrade_with_rows_keeps_every_match_and_move(db_url: str) -> None:
    before = await _fill_at_0005(db_url)
    await upgrade_async(db_url)
    assert await current_revision_async(db_url) == HEAD
    engine = make_engine(db_url)
    async with engine.connect() as conn:
        after = {name: [tuple(r) for r in await conn.execute(text(sql))]
                 for name, sql in EVERYTHING.items()}
        ended_by = (await conn.execute(text("SELECT DISTINCT ended_by FROM matches"))).all()
    # Every row as it was (matches gain ended_by, NULL, then 0007's series_id,
    # series_game and variant, 0008's tournament_id and turn_seconds, 0010's
    # turn_ping_message_id and reminded_at, and 0012's outside_guild_id, NULL, as their
    # last columns).
    assert [row[:-9] for row in after["matches"]] == before["matches"]
    assert {row[-9:] for row in after["matches"]} == {(None,) * 9}
    assert [tuple(r) for r in ended_by] == [(None,)]
    assert after["moves"] == before["moves"]
    assert after["hints"] == before["hints"]

    # The schema takes an aborted match now, and the foreign keys hold again.
    service = MatchService(engine)
    assert await service.verify() == []
    aborted = STATE.format(history="[[0, 3]]", to_move=1, winner="null")
    async with engine.begin() as conn:
        await conn.execute(MATCH, {"id": 100, "g": G, "msg": None, "status": "aborted",
                                   "state": aborted, "to_move": 1, "winner": None,
                                   "reason": "resignation", "finished": None,
                                   "rated": None})
    with pytest.raises(IntegrityError):
        async with engine.begin() as conn:
            await conn.execute(text(
                "INSERT INTO moves (match_id, ply, player_id, number, played_at)"
                " VALUES (4242, 1, 10, 1, '2025-01-01 00:00:00')"))
    with pytest.raises(IntegrityError):
        async with engine.begin() as conn:
            await conn.execute(MATCH, {"id": 101, "g": G, "msg": None, "status": "forfeit",
                                       "state": aborted, "to_move": 1, "winner": None,
                                       "reason": None, "finished": None, "rated": None})
    # Deleting a match still cascades into its moves (the reference points at the new table).
    async with engine.begin() as conn:
        await conn.execute(text("DELETE FROM matches WHERE id = 1"))
    async with engine.connect() as conn:
        left = (await conn.execute(text("SELECT count(*) FROM moves WHERE match_id = 1"))
                ).scalar_one()
        hints = (await conn.execute(text("SELECT count(*) FROM hints"))).scalar_one()
    assert (left, hints) == (0, 0)
    # A new match gets a fresh id (on SQLite: after the highest, as before the rebuild).
    snap = await service.challenge(guild_id=G, channel_id=3, challenger_id=20, opponent_id=21,
                                   game="non-consecutive")
    if db_url.startswith("sqlite"):
        assert snap.id == 101
    await engine.dispose()


async def test_the_rebuild_refuses_to_run_with_foreign_keys_on(tmp_path) -> None:
    """Run inside a transaction with foreign keys on (not through db.migrate), the DROP TABLE
    would empty the move log through its ON DELETE CASCADE: the revision refuses instead."""
    url = f"sqlite+aiosqlite:///{tmp_path / 'fk.db'}"
    before = await _fill_at_0005(url)
    engine = make_engine(url)

    def upgrade_with_foreign_keys_on(sync) -> None:
        config = alembic_config()
        config.attributes["connection"] = sync
        command.upgrade(config, "head")

    with pytest.raises(RuntimeError, match="foreign keys off"):
        async with engine.begin() as conn:
            await conn.run_sync(upgrade_with_foreign_keys_on)
    async with engine.connect() as conn:
        moves = (await conn.execute(text("SELECT count(*) FROM moves"))).scalar_one()
    await engine.dispose()
    assert moves == len(before["moves"])
    assert await current_revision_async(url) == "0005"


async def test_downgrade_to_0005_keeps_aborted_matches_as_finished(db_url: str) -> None:
    url = db_url
    await _fill_at_0005(url)
    await upgrade_async(url)
    engine = make_engine(url)
    async with engine.begin() as conn:
        await conn.execute(text("UPDATE matches SET status = 'aborted', winner_id = NULL,"
                                " ended_by = 10 WHERE id = 1"))

    await downgrade_async(url, "0005")
    async with engine.connect() as conn:
        statuses = (await conn.execute(text(
            "SELECT DISTINCT status FROM matches ORDER BY status"))).all()
        moves = (await conn.execute(text("SELECT count(*) FROM moves"))).scalar_one()
    await engine.dispose()
    assert [s[0] for s in statuses] == ["active", "finished"]
    assert moves == 160
