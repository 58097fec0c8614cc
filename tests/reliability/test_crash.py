"""Crash safety: SIGKILL the bot process at random moments under load, restart, check.

The bot runs as its own process, started with the README's main command (`python3 manage.py
bot`), against the local Discord API stand-in (NOT Discord) in this test process, on a real
SQLite file (and on PostgreSQL when TEST_DATABASE_URL is set: the `migrated_url` fixture).
Several matches are played at once by buttons and /claim (plus double clicks, wrong-player
clicks and click-vs-/claim races). After every kill, while the bot is down:

* every move the bot acknowledged (the stand-in received its interaction callback showing
  the move) is in the moves table: moves lost = 0;
* no move is stored twice (plies 1..n, no number twice in a match) and no move was
  acknowledged twice: moves doubled = 0;
* every match's state equals the replay of its move log (MatchService.verify).

Clicks sent while the bot is down time out; a killed process starts a new gateway session,
so they are never delivered later (and the checks above would catch a double). At the end
every match is played to its end by clicking the messages rendered before the kills, and
`python -m bot verify` (the README's `manage.py bot verify`) agrees.
"""

from __future__ import annotations

import asyncio
import random
import time
from pathlib import Path

import pytest

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

pytestmark = [pytest.mark.slow, pytest.mark.timeout(300)]

SEED = 20251125
KILLS = 10
SLOTS = 8  # concurrent matches
GAMES = [("circle-duel", 24)] * 6 + [("non-consecutive", 25)] * 2


async def test_sigkill_under_load_loses_and_doubles_nothing(migrated_url: str, tmp_path: Path
                                                            ) -> None:
    started = time.monotonic()
    counts = Counts()
    krng = random.Random(SEED)
    engine = make_engine(migrated_url)
    service = MatchService(engine)
    async with SYNCED.new_standin(token=TOKEN) as api:
        guild = api.add_guild(name="Crash Server")
        slots = []
        for i, (game, size) in enumerate(GAMES[:SLOTS]):
            a = api.add_member(guild.id, f"p{i}a")
            b = api.add_member(guild.id, f"p{i}b")
            slots.append(Slot(guild.text_channel(f"duel-{i}"), a, b, game, size,
                              rng=random.Random(SEED + i)))
        env = bot_env(api, migrated_url, COMMAND_HASH_DIR=str(SYNCED.folder),
                      DEADLINE_CHECK_SECONDS="5")
        bot = BotProcess(api, env, tmp_path / "bot.log")
        try:
            await bot.start()
            await api.wait_for_commands(timeout=30)

            async def open_match(slot: Slot) -> None:
                res = await api.slash(guild.id, slot.channel, slot.a, "challenge",
                                      {"opponent": slot.b, "game": slot.game,
                                       "size": slot.size, "first": "me"}, timeout=15)
                res = await res.settled(timeout=15)
                assert not res.ephemeral and has_board(res), res.content
                slot.match_id, slot.message_id = match_id_of(answered(res)), res.message_id
                ok = await api.click(guild.id, slot.channel, slot.message_id, slot.b,
                                     f"nd:accept:{slot.match_id}", timeout=15)
                assert not ok.ephemeral, ok.content

            await asyncio.gather(*(open_match(s) for s in slots))
            chan = {s.channel: s.match_id for s in slots}

            stop = asyncio.Event()
            players = [asyncio.create_task(play_until(stop, api, guild.id, s, service, counts))
                       for s in slots]
            try:
                for _ in range(KILLS):
                    await asyncio.sleep(krng.uniform(0.3, 1.5))  # a random moment under load
                    await bot.kill()
                    counts.kills += 1
                    await check_database(api, migrated_url, chan, counts)
                    await asyncio.sleep(krng.uniform(0.0, 0.6))  # clicks land on a dead bot
                    await bot.start()
                    for p in players:
                        if p.done():
                            p.result()  # surface a player's failure now
            finally:
                stop.set()
                await asyncio.gather(*players)

            # Every click after the last restart must work: finish every match on the
            # message rendered before the kills (/claim where that board shows a stale,
            # disabled button).
            await asyncio.sleep(0.5)
            await check_database(api, migrated_url, chan, counts)
            final_moves = sum(await asyncio.gather(
                *(finish_match(api, guild.id, s, service, counts) for s in slots)))
            code = await bot.stop()
            assert code == 0, bot.tail()
        finally:
            await bot.kill()

        # ------------------------------------------------------------ the final account
        stored = await db_moves(migrated_url)
        acked = applied_moves(api, chan)
        lost, doubled = move_problems(stored, acked)
        all_answers = answers(api)
        move_answers = [a for a in all_answers if a.kind in ("click", "claim")]
        acknowledged = sum(1 for a in move_answers if a.answered)
        refused = [a for a in move_answers if a.final and not a.applied]
        apologies = [a.content for a in refused if "went wrong" in a.content]
        for s in slots:
            snap = await service.get(guild.id, s.match_id)
            assert snap.status is MatchStatus.FINISHED, (s.match_id, snap.status)
            if s.game == "circle-duel":
                assert len(stored[s.match_id]) == s.size
        problems = await replay_problems(migrated_url)
        cli_code, cli_out = await run_verify_cli(migrated_url)
    await engine.dispose()

    backend = migrated_url.split(":", 1)[0]
    print(
        f"\n[crash {backend}] kills={counts.kills} restarts={bot.starts - 1} "
        f"checks={counts.checks} clicks_sent={counts.clicks} "
        f"clicks_acknowledged={acknowledged} moves_acknowledged={len(acked)} "
        f"moves_stored={sum(len(v) for v in stored.values())} refused={len(refused)} "
        f"timeouts={counts.timeouts} late={counts.late} final_phase_moves={final_moves} "
        f"moves_lost={len(lost)} moves_doubled={len(doubled)} "
        f"runtime={time.monotonic() - started:.1f}s"
    )
    assert counts.kills >= KILLS and counts.checks >= KILLS + 1
    assert not lost and not doubled, (lost, doubled)
    assert not problems, problems
    assert cli_code == 0, cli_out
    assert not apologies, apologies[:3]
    assert len(acked) >= 50, "too little load to mean anything"
    assert counts.timeouts >= 1, "no click ever hit a dead bot"
    assert all(a.ephemeral for a in refused), [a for a in refused if not a.ephemeral][:3]


def test_the_accounting_sees_a_lost_and_a_doubled_move() -> None:
    """The checks above would fail: a lost, a doubled and a twice-acknowledged move."""
    stored: dict[int, list[tuple[int, int | None]]] = {1: [(1, 3), (2, 4)], 2: [(1, 5), (2, 5)]}
    lost, doubled = move_problems(stored, [(1, 3), (1, 9), (2, 5), (1, 4), (1, 4)])
    assert lost == [(1, 9)]
    assert (2, 5, 2) in doubled and (1, 4, "acknowledged twice") in doubled
    _, gaps = move_problems({1: [(1, 3), (3, 4)]}, [])
    assert gaps == [(1, "plies", [1, 3])]
