"""Migration 0007 (series, server variants, ``reach`` stored as ``forbid``) on a database with
rows: every match, move and puzzle is kept; Forbidden Adjacent's ``reach`` becomes ``forbid``
(1 -> 1, 2 -> 12) in the matches' options, in their stored states and in the puzzles' states,
and nothing else changes; the downgrade brings back exactly what was there."""

from __future__ import annotations

import json
from datetime import date
from typing import Any

from sqlalchemy import text

from db.engine import make_engine
from db.migrate import current_revision_async, downgrade_async, upgrade_async

G = 1
MATCH = text(
    "INSERT INTO matches (id, guild_id, channel_id, message_id, game, options, challenger_id,"
    " opponent_id, player1_id, player2_id, bot_level, bot_user_id, status, state, to_move,"
    " deadline, winner_id, end_reason, version, created_at, updated_at, rematch_of,"
    " finished_at, rated, ended_by)"
    " VALUES (:id, :g, 2, NULL, :game, :options, 10, 11, 10, 11, NULL, NULL, :status,"
    " :state, :to_move, NULL, :winner, :reason, 3, '2025-01-01 00:00:00',"
    " '2025-01-02 00:00:00', NULL, :finished, :rated, NULL)"
)
PUZZLE = text(
    "INSERT INTO puzzles (id, guild_id, day, game, state, answer, created_at)"
    " VALUES (:id, :g, :day, :game, :state, 4, '2025-01-01 00:00:00')"
)
EVERYTHING = {
    "matches": "SELECT * FROM matches ORDER BY id",
    "moves": "SELECT * FROM moves ORDER BY id",
    "puzzles": "SELECT * FROM puzzles ORDER BY id",
}
#: (game, options, moves played): matches of several games, Forbidden Adjacent with reach
#: 1 and 2, one without a reach at all (the default), and Non-Consecutive.
GAMES: list[tuple[str, dict[str, int], list[int]]] = [
    ("circle-duel", {"size": 10}, [1, 3]),
    ("non-consecutive", {"size": 10}, [5]),
    ("forbidden-adjacent", {"size": 12, "reach": 1}, [6, 1]),
    ("forbidden-adjacent", {"size": 12, "reach": 2}, [6, 1]),
    ("forbidden-adjacent", {"size": 9}, [2]),
    ("number-chain", {"size": 9, "start": 4}, [5]),
]


def _state(game: str, options: dict[str, int], numbers: list[int]) -> str:
    history = [[i % 2, n] for i, n in enumerate(numbers)]
    return json.dumps({"game": game, "options": options, "history": history,
                       "to_move": len(numbers) % 2, "winner": None})


def _json(value: Any) -> Any:
    return json.loads(value) if isinstance(value, str) else value


async def _read(db_url: str) -> dict[str, list[dict[str, Any]]]:
    engine = make_engine(db_url)
    async with engine.connect() as conn:
        found = {name: [dict(r._mapping) for r in await conn.execute(text(sql))]
                 for name, sql in EVERYTHING.items()}
    await engine.dispose()
    for rows in found.values():
        for row in rows:
            for column in ("options", "state"):
                if column in row:
                    row[column] = _json(row[column])
    return found


async def _fill_at_0006(db_url: str) -> dict[str, list[dict[str, Any]]]:
    await upgrade_async(db_url, "0006")
    engine = make_engine(db_url)
    async with engine.begin() as conn:
        for index, (game, options, numbers) in enumerate(GAMES, start=1):
            await conn.execute(MATCH, {
                "id": index, "g": G, "game": game, "options": json.dumps(options),
                "status": "active", "state": _state(game, options, numbers),
                "to_move": len(numbers) % 2, "winner": None, "reason": None,
                "finished": None, "rated": None,
            })
            for ply, number in enumerate(numbers, start=1):
                await conn.execute(text(
                    "INSERT INTO moves (match_id, ply, player_id, number, played_at) VALUES"
                    f" ({index}, {ply}, {10 if ply % 2 else 11}, {number},"
                    " '2025-01-01 00:00:00')"))
        puzzles = [(date(2025, 1, 1), {"size": 12, "reach": 2}), (date(2025, 1, 2), {"size": 10})]
        for pid, (day, options) in enumerate(puzzles, 1):
            await conn.execute(PUZZLE, {
                "id": pid, "g": G, "day": day, "game": "forbidden-adjacent",
                "state": _state("forbidden-adjacent", options, [3])})
    await engine.dispose()
    return await _read(db_url)


def _as_forbid(options: dict[str, Any]) -> dict[str, Any]:
    if "reach" not in options:
        return options
    rest = {k: v for k, v in options.items() if k != "reach"}
    return {**rest, "forbid": {1: 1, 2: 12}[options["reach"]]}


async def test_0007_upgrades_rows_and_turns_reach_into_forbid(db_url: str) -> None:
    before = await _fill_at_0006(db_url)
    assert len(before["matches"]) == len(GAMES) and len(before["moves"]) == 9
    await upgrade_async(db_url, "0007")  # 0007 itself (0008 adds columns of its own)
    assert await current_revision_async(db_url) == "0007"
    after = await _read(db_url)
    assert after["moves"] == before["moves"]
    assert len(after["matches"]) == len(before["matches"])
    for old, new in zip(before["matches"], after["matches"], strict=True):
        assert (new["series_id"], new["series_game"], new["variant"]) == (None, None, None)
        expected = {**old, "options": _as_forbid(old["options"]),
                    "state": {**old["state"], "options": _as_forbid(old["state"]["options"])}}
        assert {k: v for k, v in new.items()
                if k not in ("series_id", "series_game", "variant")} == expected
    forbid = {row["id"]: row["options"].get("forbid") for row in after["matches"]}
    assert forbid == {1: None, 2: None, 3: 1, 4: 12, 5: None, 6: None}
    assert [p["state"]["options"] for p in after["puzzles"]] == [
        {"size": 12, "forbid": 12}, {"size": 10}]
    assert [{k: v for k, v in p.items() if k != "state"} for p in after["puzzles"]] == [
        {k: v for k, v in p.items() if k != "state"} for p in before["puzzles"]]
    # The new tables are there, empty, and take a series.
    engine = make_engine(db_url)
    async with engine.begin() as conn:
        for table in ("series", "server_variants"):
            assert (await conn.execute(text(f"SELECT count(*) FROM {table}"))).scalar_one() == 0
    await engine.dispose()

    # Down again: exactly the rows that were there (reach back, the new columns gone).
    await downgrade_async(db_url, "0006")
    assert await current_revision_async(db_url) == "0006"
    assert await _read(db_url) == before
