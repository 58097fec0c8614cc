"""Migration 0004 (server owners): a database at 0003 with rows upgrades intact; the ratings
already stored become season 1; finished matches get their end time and their results."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import text

from bot.matches.service import MatchService
from db.engine import make_engine
from db.migrate import HEAD, current_revision_async, upgrade_async

G = 1
STATE = ('{{"game": "circle-duel", "options": {{"size": 5}}, "history": {history},'
         ' "to_move": {to_move}, "winner": {winner}}}')
MATCH = text(
    "INSERT INTO matches (id, guild_id, channel_id, message_id, game, options, challenger_id,"
    " opponent_id, player1_id, player2_id, bot_level, bot_user_id, status, state, to_move,"
    " deadline, winner_id, end_reason, version, created_at, updated_at, rematch_of)"
    " VALUES (:id, :g, 2, :msg, 'circle-duel', '{\"size\": 5}', 10, :p2, 10, :p2, :level,"
    " :bot, :status, :state, :to_move, :deadline, :winner, :reason, 3,"
    " '2025-01-01 00:00:00', :updated, NULL)"
)


async def test_a_database_at_0003_with_rows_upgrades_intact(db_url: str) -> None:
    await upgrade_async(db_url, "0003")
    engine = make_engine(db_url)
    finished = STATE.format(history="[[0, 1], [1, 2], [0, 3], [1, 4], [0, 5]]", to_move=1,
                            winner=0)
    running = STATE.format(history="[[0, 3]]", to_move=1, winner="null")
    rows = [
        # id, p2, bot, level, status, state, to_move, winner, reason, deadline, updated
        (1, 11, None, None, "finished", finished, 1, 10, "normal", None,
         datetime(2025, 1, 3)),
        (2, 12, None, None, "finished", finished, 1, 10, "normal", None,
         datetime(2025, 1, 2)),
        (3, 99, 99, "easy", "finished", finished, 1, 10, "normal", None,
         datetime(2025, 1, 4)),
        (4, 11, None, None, "active", running, 1, None, None, datetime(2025, 1, 9),
         datetime(2025, 1, 5)),
    ]
    async with engine.begin() as conn:
        for mid, p2, bot, level, status, state, to_move, winner, reason, deadline, updated \
                in rows:
            await conn.execute(MATCH, {
                "id": mid, "g": G, "msg": 700 + mid, "p2": p2, "bot": bot, "level": level,
                "status": status, "state": state, "to_move": to_move, "winner": winner,
                "reason": reason, "deadline": deadline, "updated": updated,
            })
            plies = 5 if status == "finished" else 1
            for ply in range(1, plies + 1):
                player = 10 if ply % 2 else p2
                number = ply if status == "finished" else 3
                await conn.execute(text(
                    "INSERT INTO moves (match_id, ply, player_id, number, played_at) VALUES"
                    f" ({mid}, {ply}, {player}, {number}, '2025-01-01 00:00:00')"))
        for user, game, rating, wins, losses in [(10, "*", 1070.0, 2, 0),
                                                 (11, "*", 965.0, 0, 1),
                                                 (10, "circle-duel", 1070.0, 2, 0)]:
            await conn.execute(text(
                "INSERT INTO ratings (guild_id, user_id, game, mu, sigma, rating, wins,"
                f" losses, streak) VALUES ({G}, {user}, '{game}', 27.0, 8.0, {rating},"
                f" {wins}, {losses}, 1)"))
        await conn.execute(text(
            "INSERT INTO bot_records (guild_id, user_id, game, wins, losses)"
            f" VALUES ({G}, 10, 'circle-duel', 1, 0)"))
    await engine.dispose()

    await upgrade_async(db_url)
    assert await current_revision_async(db_url) == HEAD
    engine = make_engine(db_url)
    async with engine.connect() as conn:
        counts = {t: (await conn.execute(text(f"SELECT count(*) FROM {t}"))).scalar_one()
                  for t in ("matches", "moves", "ratings", "bot_records", "results",
                            "seasons", "guild_settings")}
        seasons = (await conn.execute(text("SELECT DISTINCT season FROM ratings"))).all()
        ended = (await conn.execute(text(
            "SELECT id, finished_at, rated, voided_by FROM matches ORDER BY id"))).all()
        ledger = (await conn.execute(text(
            "SELECT match_id, season, game, winner_id, loser_id, winner_rating FROM results"
            " ORDER BY id"))).all()
    assert counts == {"matches": 4, "moves": 16, "ratings": 3, "bot_records": 1,
                      "results": 2, "seasons": 0, "guild_settings": 0}
    assert [tuple(r) for r in seasons] == [(1,)]
    assert [(r.id, r.rated, r.voided_by) for r in ended] == [
        (1, True, None), (2, True, None), (3, None, None), (4, None, None)]
    assert [r.finished_at is not None for r in ended] == [True, True, True, False]
    # The ledger in the order the games ended (match 2 was last updated before match 1).
    assert [tuple(r) for r in ledger] == [(2, 1, "circle-duel", 10, 12, None),
                                          (1, 1, "circle-duel", 10, 11, None)]

    service = MatchService(engine)
    assert await service.verify() == []
    table = await service.standings.leaderboard(G)
    assert (table.season, [(r.user_id, r.rating, r.wins) for r in table.rows]) == (
        1, [(10, 1070.0, 2), (11, 965.0, 0)])
    running = await service.get(G, 4)
    assert running.message_id == 704 and running.deadline is not None and running.is_open
    history = await service.standings.history(G, 10)
    assert [e.match_id for e in history.entries] == [3, 1, 2]
    stats = await service.standings.stats(G, 10)
    assert (stats.all_time_wins, stats.vs_bot_wins) == (2, 1)
    # A void of a match from before the upgrade recomputes season 1 from the ledger.
    await service.void(G, 1, 77)
    table = await service.standings.leaderboard(G)
    assert [(r.user_id, r.wins, r.losses) for r in table.rows] == [(10, 1, 0), (12, 0, 1)]
    assert await service.verify() == []
    await engine.dispose()
