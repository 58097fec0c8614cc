"""Migration 0003 (the coach's tables): a database at 0002 upgrades with its rows intact."""

from __future__ import annotations

import json
from datetime import datetime

from sqlalchemy import DateTime, bindparam, inspect, text

from bot.coach.service import CoachService
from bot.matches.service import MatchService
from db.engine import make_engine
from db.migrate import HEAD, current_revision_async, upgrade_async
from tests.fixtures.clock import FakeClock

COACH_TABLES = {"hints", "puzzles", "puzzle_answers", "puzzle_scores"}
MATCH_SQL = text(
    "INSERT INTO matches (guild_id, channel_id, message_id, game, options, challenger_id,"
    " opponent_id, player1_id, player2_id, bot_level, bot_user_id, status, state, to_move,"
    " deadline, winner_id, end_reason, version, created_at, updated_at, rematch_of)"
    " VALUES (:g, 2, 77, 'forbidden-adjacent', :opts, 10, :opp, 10, :opp, :level, :bot,"
    " :status, :state, :to_move, :deadline, :winner, :reason, 3, '2025-01-01 00:00:00',"
    " '2025-01-01 00:00:00', :rematch)"
).bindparams(bindparam("deadline", type_=DateTime()))


def state_json(history: list[list[int]], to_move: int, winner: int | None) -> str:
    return json.dumps({"game": "forbidden-adjacent", "options": {"reach": 1, "size": 9},
                       "history": history, "to_move": to_move, "winner": winner})


async def test_upgrade_from_0002_keeps_rows(db_url):
    await upgrade_async(db_url, "0002")
    engine = make_engine(db_url)
    finished = [[0, 1], [1, 5], [0, 3], [1, 8]]  # Player 2 wins: nothing left for Player 1
    async with engine.begin() as conn:
        await conn.execute(MATCH_SQL, {  # a finished match between people
            "g": 1, "opts": '{"size": 9}', "opp": 11, "level": None, "bot": None,
            "status": "finished", "state": state_json(finished, 0, 1), "to_move": 0,
            "deadline": None, "winner": 11, "reason": "normal", "rematch": None})
        await conn.execute(MATCH_SQL, {  # an active match against the bot, a rematch
            "g": 1, "opts": '{"size": 9}', "opp": 99, "level": "perfect", "bot": 99,
            "status": "active", "state": state_json([], 0, None), "to_move": 0,
            "deadline": datetime(2099, 1, 1), "winner": None, "reason": None, "rematch": 1})
        for ply, (player, number) in enumerate(finished, start=1):
            await conn.execute(text(
                "INSERT INTO moves (match_id, ply, player_id, number, played_at)"
                f" VALUES (1, {ply}, {10 + player}, {number}, '2025-01-01 00:00:00')"))
        await conn.execute(text(
            "INSERT INTO ratings (guild_id, user_id, game, mu, sigma, rating, wins, losses,"
            " streak) VALUES (1, 11, '*', 27.0, 8.0, 1040.0, 1, 0, 1)"))
        await conn.execute(text(
            "INSERT INTO bot_records (guild_id, user_id, game, wins, losses)"
            " VALUES (1, 10, 'circle-duel', 2, 3)"))
    await engine.dispose()

    await upgrade_async(db_url)
    assert await current_revision_async(db_url) == HEAD
    engine = make_engine(db_url)
    async with engine.connect() as conn:
        tables = await conn.run_sync(lambda sync: set(inspect(sync).get_table_names()))
        counts = {
            table: (await conn.execute(text(f"SELECT count(*) FROM {table}"))).scalar_one()
            for table in ("matches", "moves", "ratings", "bot_records", *sorted(COACH_TABLES))
        }
        kept = (await conn.execute(text(
            "SELECT rematch_of, version FROM matches ORDER BY id"))).all()
        record = (await conn.execute(text("SELECT wins, losses FROM bot_records"))).one()
    assert tables >= COACH_TABLES
    assert counts == {"matches": 2, "moves": 4, "ratings": 1, "bot_records": 1,
                      "hints": 0, "puzzle_answers": 0, "puzzle_scores": 0, "puzzles": 0}
    assert [tuple(r) for r in kept] == [(None, 3), (1, 3)] and tuple(record) == (2, 3)

    # The old rows work with the new service: verified, reviewed, hinted.
    service, coach = MatchService(engine), CoachService(engine, clock=FakeClock())
    assert await service.verify() == []
    review = await coach.review(1, 1)
    assert [p.number for p in review.review.plies] == [1, 5, 3, 8] and review.hints == 0
    hint = await coach.hint(1, 2, 10)
    assert (hint.number, hint.wins, hint.hints) == (5, True, 1)
    assert (await coach.stats(1, 10)).hints_used == 1
    await engine.dispose()


async def test_downgrade_to_0002_drops_only_the_coach_tables(db_url):
    from db.migrate import downgrade_async

    await upgrade_async(db_url)
    await downgrade_async(db_url, "0002")  # foreign keys off on SQLite, as upgrades
    engine = make_engine(db_url)
    async with engine.connect() as conn:
        tables = await conn.run_sync(lambda sync: set(inspect(sync).get_table_names()))
    await engine.dispose()
    assert not COACH_TABLES & tables
    assert {"matches", "moves", "ratings", "bot_records"} <= tables
    await upgrade_async(db_url)
    assert await current_revision_async(db_url) == HEAD
