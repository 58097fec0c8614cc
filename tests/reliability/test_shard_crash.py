"""Crash safety with two bot processes (SHARD_COUNT=2, SHARD_IDS=0 and 1) on one database,
SIGKILLed alternately under load (as test_crash.py does with one process).

Two servers, one on each shard, each with four matches played at once by buttons and
/claim (double clicks, wrong players, click-vs-/claim races). The processes are killed in
turn at random moments; after each kill, while one is down: every acknowledged move is
stored, none twice, every state equals its move-log replay, and the other process kept
answering its own server. At the end every match is played to its end on its old board,
and `python -m bot verify` agrees. PostgreSQL when TEST_DATABASE_URL is set, else a SQLite
file shared by the two processes (one machine), migrated as after a restart. Against the
local stand-in, NOT Discord.
"""

from __future__ import annotations

import asyncio
import random
import time
from pathlib import Path

import pytest

import rules
from bot.core.snapshots import MatchStatus
from bot.matches.service import MatchService
from db.engine import make_engine
from tests.fixtures.boards import answered, has_board
from tests.fixtures.discord_world import match_id_of
from tests.fixtures.synced_commands import SYNCED
from tests.reliability.crash_harness import (
    TOKEN,
    BotProcess,
    Counts,
    Slot,
    answers,
    applied_moves,
    bot_env,
    check_database,
    db_moves,
    finish_match,
    move_problems,
    play_until,
    replay_problems,
    run_verify_cli,
)
from tests.standin.server import StandIn

pytestmark = [pytest.mark.slow, pytest.mark.timeout(300)]

SEED = 20251201
KILLS = 6  # three each, alternately
SLOTS_PER_SERVER = 4
GAMES = [("circle-duel", 24)] * 3 + [("non-consecutive", 25)]


async def test_two_processes_killed_alternately_lose_and_double_nothing(
        migrated_url: str, tmp_path: Path) -> None:
    started = time.monotonic()
    counts = Counts()
    krng = random.Random(SEED)
    url = migrated_url  # one database both processes share, as after a restart
    async with SYNCED.new_standin(token=TOKEN, max_concurrency=2) as api:  # a restart never queues
        engine = make_engine(url)
        service = MatchService(engine)
        guilds = [api.add_guild(name=f"Crash {k}", shard=(k, 2)) for k in range(2)]
        slots: list[tuple[int, Slot]] = []
        for k, guild in enumerate(guilds):
            for i, (game, size) in enumerate(GAMES[:SLOTS_PER_SERVER]):
                a = api.add_member(guild.id, f"s{k}p{i}a")
                b = api.add_member(guild.id, f"s{k}p{i}b")
                slots.append((guild.id, Slot(guild.text_channel(f"duel-{i}"), a, b, game, size,
                                             rng=random.Random(SEED + 10 * k + i))))
        procs = [BotProcess(api, bot_env(api, url, SHARD_COUNT="2", SHARD_IDS=str(k),
                                         COMMAND_HASH_DIR=str(SYNCED.folder),
                                         DEADLINE_CHECK_SECONDS="5"),
                            tmp_path / f"bot-{k}.log", shards=(k,))
                 for k in range(2)]
        try:
            await asyncio.gather(*(p.start(within=90) for p in procs))
            await api.wait_for_commands(timeout=30)
            syncs = api.sync_count  # 1 if shard 0's process was this test process's first

            async def open_match(guild: int, slot: Slot) -> None:
                res = await api.slash(guild, slot.channel, slot.a, "challenge",
                                      {"opponent": slot.b, "game": slot.game,
                                       "size": slot.size, "first": "me"}, timeout=15)
                res = await res.settled(timeout=15)
                assert not res.ephemeral and has_board(res), res.content
                slot.match_id, slot.message_id = match_id_of(answered(res)), res.message_id
                ok = await api.click(guild, slot.channel, slot.message_id, slot.b,
                                     f"nd:accept:{slot.match_id}", timeout=15)
                assert not ok.ephemeral, ok.content

            await asyncio.gather(*(open_match(g, s) for g, s in slots))
            chan = {s.channel: s.match_id for _, s in slots}

            stop = asyncio.Event()
            players = [asyncio.create_task(play_until(stop, api, g, s, service, counts))
                       for g, s in slots]
            survivor_answers: list[str] = []
            try:
                for n in range(KILLS):
                    victim, survivor = procs[n % 2], procs[1 - n % 2]
                    await asyncio.sleep(krng.uniform(0.3, 1.2))  # a random moment under load
                    await victim.kill()
                    counts.kills += 1
                    await check_database(api, url, chan, counts)
                    # The survivor answers its own server meanwhile (a move by /claim).
                    survivor_guild = guilds[1 - n % 2].id
                    survivor_answers.append(await _survivor_answers(api, survivor_guild,
                                                                    slots, service))
                    assert survivor.proc is not None and survivor.proc.returncode is None
                    await victim.start(within=60)
                    for p in players:
                        if p.done():
                            p.result()  # surface a player's failure now
            finally:
                stop.set()
                await asyncio.gather(*players)

            await asyncio.sleep(0.5)
            await check_database(api, url, chan, counts)
            final_moves = sum(await asyncio.gather(
                *(finish_match(api, g, s, service, counts) for g, s in slots)))
            codes = [await p.stop() for p in procs]
            assert codes == [0, 0], [p.tail() for p in procs]
        finally:
            for p in procs:
                await p.kill()

        stored = await db_moves(url)
        acked = applied_moves(api, chan)
        lost, doubled = move_problems(stored, acked)
        move_answers = [a for a in answers(api) if a.kind in ("click", "claim")]
        refused = [a for a in move_answers if a.final and not a.applied]
        apologies = [a.content for a in refused if "went wrong" in a.content]
        for guild, slot in slots:
            snap = await service.get(guild, slot.match_id)
            assert snap.status is MatchStatus.FINISHED, (slot.match_id, snap.status)
        problems = await replay_problems(url)
        cli_code, cli_out = await run_verify_cli(url)
        await engine.dispose()

    backend = url.split(":", 1)[0]
    print(
        f"\n[shard crash {backend}] kills={counts.kills} checks={counts.checks} "
        f"clicks_sent={counts.clicks} moves_acknowledged={len(acked)} "
        f"moves_stored={sum(len(v) for v in stored.values())} refused={len(refused)} "
        f"timeouts={counts.timeouts} late={counts.late} final_phase_moves={final_moves} "
        f"survivor_answers={','.join(survivor_answers)} moves_lost={len(lost)} "
        f"moves_doubled={len(doubled)} runtime={time.monotonic() - started:.1f}s"
    )
    assert counts.kills == KILLS and counts.checks >= KILLS + 1
    assert len(survivor_answers) == KILLS  # the survivor answered during every outage
    assert not lost and not doubled, (lost, doubled)
    assert not problems, problems
    assert cli_code == 0, cli_out
    assert not apologies, apologies[:3]
    assert api.sync_count == syncs <= 1  # never again after the restarts
    assert api.identify_bursts() == []
    assert len(acked) >= 40, "too little load to mean anything"
    assert counts.timeouts >= 1, "no click ever hit a dead process"
    assert all(a.ephemeral for a in refused), [a for a in refused if not a.ephemeral][:3]


async def _survivor_answers(api: StandIn, guild: int, slots: list[tuple[int, Slot]],
                            service: MatchService) -> str:
    """The surviving process answers its server while the other is down: a /claim in one of
    ``guild``'s active matches where moves are left (applied, or refused when the players
    were quicker), else /rules. api.slash raises TimeoutError if nothing answers."""
    for g, slot in slots:
        if g != guild:
            continue
        snap = await service.get(guild, slot.match_id)
        legal = rules.get_game(slot.game).legal_moves(snap.state)
        if snap.status is not MatchStatus.ACTIVE or len(legal) <= 3 or snap.to_move_id is None:
            continue
        res = await api.slash(guild, slot.channel, snap.to_move_id, "claim",
                              {"number": slot.rng.choice(legal)}, timeout=5)
        await res.settled(timeout=5)
        return "claim"
    g, slot = next((g, s) for g, s in slots if g == guild)
    res = await api.slash(guild, slot.channel, slot.a, "rules", {"game": "circle-duel"},
                          timeout=5)
    assert has_board(res) or res.content
    return "rules"
