"""The deadline loop of a process serving some shards expires its own servers' matches only:
Discord's formula ``(guild_id >> 22) % shard_count`` in SQL, on SQLite and PostgreSQL."""

from __future__ import annotations

from sqlalchemy import select

from bot.process.shards import ShardSlice, shard_of
from db.models import Match

# Snowflake-sized server ids (as Discord's, around 2^60), two on each of shards 0..3 of 4.
GUILDS = [(1_182_391_293_910_712_320 + (k << 22)) for k in range(8)]


async def _open_challenges(service) -> dict[int, int]:
    """One pending challenge per server: guild id -> match id."""
    out = {}
    for n, guild in enumerate(GUILDS):
        snap = await service.challenge(guild_id=guild, channel_id=500 + n, challenger_id=10,
                                       opponent_id=11, game="circle-duel", first="me")
        out[guild] = snap.id
    return out


async def test_each_slice_expires_exactly_its_own_servers(service, clock) -> None:
    matches = await _open_challenges(service)
    assert sorted(shard_of(g, 4) for g in GUILDS) == [0, 0, 1, 1, 2, 2, 3, 3]
    clock.advance(service.settings.challenge_timeout)

    first = await service.expire_due(shards=ShardSlice((0, 1), 4))
    assert sorted(s.guild_id for s in first) == sorted(g for g in GUILDS
                                                       if shard_of(g, 4) in (0, 1))
    second = await service.expire_due(shards=ShardSlice((3,), 4))
    assert {shard_of(s.guild_id, 4) for s in second} == {3} and len(second) == 2
    # Shard 2's process is down: its servers' challenges wait for it.
    assert await service.expire_due(shards=ShardSlice((0, 1, 3), 4)) == []
    rest = await service.expire_due(shards=ShardSlice((2,), 4))
    assert sorted(s.id for s in first + second + rest) == sorted(matches.values())


async def test_the_sql_condition_agrees_with_the_formula(service, engine) -> None:
    await _open_challenges(service)
    for count in (1, 2, 3, 7):
        for shard in range(count):
            condition = ShardSlice((shard,), count).condition(Match.guild_id)
            async with engine.connect() as conn:
                got = {row[0] for row in await conn.execute(
                    select(Match.guild_id).where(condition))}
            assert got == {g for g in GUILDS if shard_of(g, count) == shard}, (count, shard)
