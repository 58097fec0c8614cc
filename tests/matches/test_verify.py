"""verify(): stored state against the replay of the move log."""

from __future__ import annotations

import json

from sqlalchemy import text

from tests.fixtures.service_helpers import A, B, C, D, G, play_out, started


async def test_verify_detects_tampering(service, engine):
    good = await play_out(service, await started(service, game="number-capture"))
    bad = await started(service, C, D, game="non-consecutive", channel=77)
    bad = await service.play(G, bad.id, C, 5)
    assert await service.verify() == []
    tampered = dict(bad.state.to_json(), history=[[0, 9]])
    async with engine.begin() as conn:
        await conn.execute(text("UPDATE matches SET state = :s WHERE id = :id"),
                           {"s": json.dumps(tampered), "id": bad.id})
    assert [mid for mid, _ in await service.verify()] == [bad.id]
    async with engine.begin() as conn:
        await conn.execute(text("DELETE FROM moves WHERE match_id = :id AND ply = 1"),
                           {"id": good.id})
    problems = dict(await service.verify())
    assert set(problems) == {good.id, bad.id}
    assert "plies" in problems[good.id]


async def test_verify_detects_wrong_winner_and_player(service, engine):
    done = await play_out(service, await started(service, A, B))
    async with engine.begin() as conn:
        await conn.execute(text("UPDATE matches SET winner_id = :w WHERE id = :id"),
                           {"w": done.loser_id, "id": done.id})
    assert "winner" in dict(await service.verify())[done.id]
    async with engine.begin() as conn:
        await conn.execute(text("UPDATE matches SET winner_id = :w WHERE id = :id"),
                           {"w": done.winner_id, "id": done.id})
        await conn.execute(text("UPDATE moves SET player_id = 4242 WHERE match_id = :id"
                                " AND ply = 1"), {"id": done.id})
    assert "players" in dict(await service.verify())[done.id]
