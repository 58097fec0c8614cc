"""Database faults: no database at start-up, and a PostgreSQL restart during play.

(a) The bot (README's `python3 manage.py bot`, against the local Discord API stand-in, NOT
    Discord) with an unreachable PostgreSQL or an impossible SQLite path exits 1 within
    seconds, with one clear line on stderr and no traceback.
(b) A private, throwaway PostgreSQL cluster (initdb into a temporary folder, its own port;
    run as the `postgres` user when the tests run as root) is stopped during play: every
    move then gets the clear ephemeral "database is unavailable" answer (never "interaction
    failed", never a traceback or an apology) and nothing is half-written; once the server
    is back, moves succeed again (pool_pre_ping) and every match equals its move log.
"""

from __future__ import annotations

import asyncio
import sys
import time
from pathlib import Path

import pytest

from bot.core.snapshots import MatchStatus
from bot.matches.service import MatchService
from db.engine import make_engine
from tests.fixtures.databases import only_postgresql
from tests.fixtures.synced_commands import SYNCED
from tests.reliability.crash_harness import (
    APOLOGY,
    DATABASE_DOWN,
    ROOT,
    TOKEN,
    BotProcess,
    PrivatePostgres,
    bot_env,
    db_moves,
    replay_problems,
    run_verify_cli,
    start_circle_duel,
)
from tests.standin.server import StandIn

UNREACHABLE = {
    "postgres-refused": "postgresql+asyncpg://postgres@127.0.0.1:1/none",
    "sqlite-impossible-path": "sqlite+aiosqlite:////proc/nope/x.db",
}


@pytest.mark.timeout(120)
@pytest.mark.parametrize("name", sorted(UNREACHABLE))
async def test_unreachable_database_at_start_exits_1_with_one_clear_line(
    name: str, tmp_path: Path
) -> None:
    url = UNREACHABLE[name]
    async with StandIn(token=TOKEN) as api:
        api.add_guild(name="Server")
        env = bot_env(api, url, COMMAND_HASH_DIR=str(tmp_path))
        started = time.monotonic()
        proc = await asyncio.create_subprocess_exec(
            sys.executable, "manage.py", "bot", cwd=ROOT, env=env,
            stdout=asyncio.subprocess.DEVNULL, stderr=asyncio.subprocess.PIPE,
            start_new_session=True,
        )
        try:
            _, err_bytes = await asyncio.wait_for(proc.communicate(), 60)
        finally:
            if proc.returncode is None:
                proc.kill()
                await proc.wait()
        elapsed = time.monotonic() - started
    err = err_bytes.decode(errors="replace")
    last = err.strip().splitlines()[-1] if err.strip() else ""
    print(f"\n[db-start {name}] exit={proc.returncode} seconds={elapsed:.1f} stderr_last={last!r}")
    assert proc.returncode == 1, err[-2000:]
    assert last.startswith("Cannot open the database "), err[-2000:]
    assert "DATABASE_URL" in last
    assert "Traceback" not in err, err[-3000:]
    assert elapsed < 30
    assert api.identify_count == 0  # it never went online without a database


@only_postgresql
@pytest.mark.slow
@pytest.mark.timeout(240)
async def test_postgres_restart_during_play(tmp_path: Path) -> None:
    started = time.monotonic()
    pg = PrivatePostgres()
    try:
        try:
            pg.init()
            pg.start()
        except (OSError, RuntimeError) as error:  # never a silent skip
            pytest.fail(f"could not start a private PostgreSQL cluster: {error}")
        url = pg.url
        engine = make_engine(url)
        service = MatchService(engine)
        down_answers: list[str] = []
        retries_after_restart = 0
        async with SYNCED.new_standin(token=TOKEN) as api:
            guild = api.add_guild(name="PG Server")
            channel = guild.text_channel("general")
            alice, bob = api.add_member(guild.id, "alice"), api.add_member(guild.id, "bob")
            env = bot_env(api, url, COMMAND_HASH_DIR=str(SYNCED.folder),
                          DEADLINE_CHECK_SECONDS="1")
            bot = BotProcess(api, env, tmp_path / "bot.log")
            try:
                await bot.start()
                await api.wait_for_commands(timeout=30)
                mid, message = await start_circle_duel(api, guild.id, channel, alice, bob)

                async def click(user: int, number: int):
                    r = await api.click(guild.id, channel, message, user,
                                        f"nd:play:{mid}:{number}", timeout=10,
                                        allow_disabled=True)
                    return await r.settled(timeout=10)

                for user, number in ((alice, 1), (bob, 2), (alice, 3)):
                    r = await click(user, number)
                    assert r.type == 7 and not r.ephemeral, r
                before = await db_moves(url)
                assert [n for _, n in before[mid]] == [1, 2, 3]

                pg.stop("fast")
                assert not pg.is_up()
                # Moves while the server is down: buttons and /claim, both players.
                for user, number in ((bob, 4), (bob, 4), (alice, 5)):
                    r = await click(user, number)
                    down_answers.append(r.content or "")
                    assert r.ephemeral and r.content == DATABASE_DOWN, r
                r = await api.slash(guild.id, channel, bob, "claim", {"number": 4}, timeout=10)
                r = await r.settled(timeout=10)
                down_answers.append(r.content or "")
                assert r.ephemeral and r.content == DATABASE_DOWN, r
                assert bot.proc is not None and bot.proc.returncode is None  # still running

                pg.start()
                # Back: the next move works (pool_pre_ping drops the dead connections).
                r = await click(bob, 4)
                while r.content == DATABASE_DOWN and retries_after_restart < 3:
                    retries_after_restart += 1
                    await asyncio.sleep(0.5)
                    r = await click(bob, 4)
                assert r.type in (6, 7) and not r.ephemeral, r
                r = await api.slash(guild.id, channel, alice, "claim", {"number": 5})
                r = await r.settled()
                assert r.content == "You played 5.", r
                # Play it out by buttons.
                while True:
                    snap = await service.get(guild.id, mid)
                    if snap.status is not MatchStatus.ACTIVE:
                        break
                    legal = [n for n in range(1, 11) if n not in snap.state.numbers]
                    nxt = next(n for n in legal if abs(n - snap.state.numbers[-1]) in (1, 9))
                    r = await click(snap.to_move_id, nxt)  # type: ignore[arg-type]
                    assert r.type in (6, 7) and not r.ephemeral, r
                assert snap.status is MatchStatus.FINISHED
                code = await bot.stop()
                assert code == 0, bot.tail()
            finally:
                await bot.kill()
        log = bot.log.read_text(errors="replace")
        after = await db_moves(url)
        problems = await replay_problems(url)
        cli_code, cli_out = await run_verify_cli(url)
        await engine.dispose()
    finally:
        pg.cleanup()
    numbers = [n for _, n in after[mid]]
    print(f"\n[db-pg-restart] moves_before_stop=3 attempts_while_down={len(down_answers)} "
          f"clear_ephemeral={sum(a == DATABASE_DOWN for a in down_answers)} "
          f"retries_after_restart={retries_after_restart} moves_total={len(numbers)} "
          f"runtime={time.monotonic() - started:.1f}s")
    assert numbers[:5] == [1, 2, 3, 4, 5] and len(numbers) == 10
    assert len(set(numbers)) == len(numbers)
    assert not problems, problems
    assert cli_code == 0, cli_out
    assert APOLOGY not in "".join(down_answers)
    assert "Database unavailable" in log  # logged, as one line each
    assert retries_after_restart == 0, "the first move after the restart failed"
