"""Start-up: command sync only when definitions change, restart safety, token errors.

The restart and token tests run the bot as its own process with the README's command
(`python3 manage.py bot`), pointed at the stand-in.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import signal
import sys
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from discord.ext import commands

from bot.core.snapshots import MatchStatus
from bot.matches.service import MatchService
from db.engine import make_engine
from tests.fixtures.databases import copy_of_migrated_sqlite
from tests.fixtures.discord_world import TOKEN, World, make_settings, start_bot, stop_bot, world
from tests.fixtures.processes import BotRun, clean_env
from tests.fixtures.synced_commands import SYNCED
from tests.standin.server import StandIn

ROOT = Path(__file__).resolve().parents[2]
async def bot_process(env: dict[str, str], log: Path | None = None
                      ) -> asyncio.subprocess.Process:
    """`python3 manage.py bot`; stderr to `log` if given, else a pipe to read at the end."""
    stderr = log.open("ab") if log is not None else asyncio.subprocess.PIPE
    return await asyncio.create_subprocess_exec(
        sys.executable, "manage.py", "bot", cwd=ROOT, env=env,
        stdout=asyncio.subprocess.DEVNULL, stderr=stderr,
        start_new_session=True,  # its own process group: manage.py and the bot it starts
    )


def kill_all(proc: asyncio.subprocess.Process) -> None:
    """SIGKILL the bot's process group (a crash, as far as the bot knows)."""
    with contextlib.suppress(ProcessLookupError):
        os.killpg(proc.pid, signal.SIGKILL)


def terminate_bot(proc: asyncio.subprocess.Process) -> None:
    """SIGTERM the process that `manage.py bot` started (it execs the bot: same pid)."""
    with contextlib.suppress(ProcessLookupError):
        proc.send_signal(signal.SIGTERM)


async def test_commands_sync_only_when_definitions_change(tmp_path: Path) -> None:
    url = copy_of_migrated_sqlite(tmp_path)
    async with StandIn(token=TOKEN) as api:
        api.add_guild(name="Test Server")
        settings = make_settings(api, url)
        bot, task = await start_bot(api, settings)
        hash_file = bot.command_hash_path()
        await stop_bot(bot, task)
        assert api.sync_count == 1 and bot.sync_count == 1
        assert hash_file.parent == tmp_path and hash_file.exists()

        bot, task = await start_bot(api, settings)  # same definitions: no sync
        await stop_bot(bot, task)
        assert api.sync_count == 1 and bot.sync_count == 0

        hash_file.write_text("definitions of an older version\n")
        bot, task = await start_bot(api, settings)  # changed: synced again
        await stop_bot(bot, task)
        assert api.sync_count == 2 and bot.sync_count == 1


async def test_a_later_world_finds_the_commands_synced_as_after_a_restart(
        tmp_path: Path) -> None:
    """The tests' worlds (tests/fixtures/discord_world.py): after one world synced, the next
    one's stand-in holds the same application's commands and its bot doesn't sync them
    again; its members' commands still work."""
    (tmp_path / "first").mkdir()
    (tmp_path / "later").mkdir()
    async with world(tmp_path / "first") as first:
        application = first.api.application_id
        names = {c["name"] for c in first.api.commands}
    async with world(tmp_path / "later") as later:
        assert later.api.application_id == application
        assert later.api.sync_count == 0 and later.bot.sync_count == 0
        assert {c["name"] for c in later.api.commands} == names
        res = await later.slash(later["alice"], "help")
        assert res.ephemeral and len(res.embeds) == 1
        assert "New here? Try `/challenge" in res.embeds[0]["description"].replace("**", "")


async def test_dev_guild_sync_goes_to_that_guild(tmp_path: Path) -> None:
    url = copy_of_migrated_sqlite(tmp_path)
    async with StandIn(token=TOKEN) as api:
        guild = api.add_guild(name="Dev")
        bot, task = await start_bot(api, make_settings(api, url, dev_guild_id=guild.id))
        declared = bot.tree.get_command("config")  # as declared again once sent
        await stop_bot(bot, task)
        assert declared is not None and declared.allowed_installs is not None
        assert {c.get("guild_id") for c in api.commands} == {str(guild.id)}
        assert api.command("claim", guild.id)
        # Discord applies integration_types and contexts to global commands only.
        assert not [c["name"] for c in api.commands
                    if c.get("integration_types") is not None or c.get("contexts") is not None]


@pytest.fixture
async def service_on(tmp_path: Path) -> AsyncIterator[tuple[str, MatchService]]:
    url = copy_of_migrated_sqlite(tmp_path)
    engine = make_engine(url)
    yield url, MatchService(engine)
    await engine.dispose()


@pytest.mark.slow
async def test_restart_mid_match_old_message_still_plays(
    service_on: tuple[str, MatchService],
) -> None:
    url, service = service_on
    async with StandIn(token=TOKEN) as api:
        guild = api.add_guild(name="Test Server")
        ch = guild.text_channel("general")
        alice, bob = (api.add_member(guild.id, n) for n in ("alice", "bob"))
        env = clean_env(**api.env_for_bot(), DATABASE_URL=url, DEADLINE_CHECK_SECONDS="0.5")
        log = Path(url.split(":///", 1)[1]).with_name("bot.log")
        first = await bot_process(env, log)
        try:
            await api.wait_for_ready(timeout=30)
            await api.wait_for_commands_synced(timeout=30)
            w = World(api, None, url, guild.id, ch)  # type: ignore[arg-type]
            res, match_id = await w.challenge(alice, bob, "circle-duel", first="me")
            mid = res.message_id
            assert mid is not None
            await w.click(mid, bob, f"nd:accept:{match_id}")
            await w.play(mid, alice, match_id, 3)
            await w.play(mid, bob, match_id, 4)
        finally:
            kill_all(first)
            await first.wait()
        await api.wait_until(lambda: not api.bot_connected, timeout=10)
        assert (await service.get(guild.id, match_id)).state.numbers == (3, 4)

        second = await bot_process(env, log)
        try:
            await api.wait_for_ready(timeout=30)
            await asyncio.sleep(0.5)
            # Finish the match by clicking the message rendered before the kill.
            while True:
                snap = await service.get(guild.id, match_id)
                if snap.status is MatchStatus.FINISHED:
                    break
                number = w.playable(mid)[0]
                clicked = await w.play(mid, snap.to_move_id, match_id, number)  # type: ignore[arg-type]
                assert clicked.type == 7, clicked
            assert snap.state.numbers[:2] == (3, 4) and len(snap.state.numbers) == 10
            assert f"<@{snap.winner_id}> wins" in w.fields(mid)["Result"]
            assert api.sync_count == 1  # the restart did not sync again
        finally:
            terminate_bot(second)
            try:
                await asyncio.wait_for(second.wait(), 15)
            finally:
                kill_all(second)
        assert second.returncode == 0  # SIGTERM is a clean shutdown


async def run_bot_once(env: dict[str, str]) -> tuple[int, str]:
    proc = await bot_process(env)
    try:
        _, err = await asyncio.wait_for(proc.communicate(), 60)
    finally:
        kill_all(proc)
    return proc.returncode or 0, err.decode()


async def test_missing_token_exits_2(tmp_path: Path) -> None:
    code, err = await run_bot_once(
        clean_env(DISCORD_TOKEN="", DATABASE_URL=f"sqlite+aiosqlite:///{tmp_path / 'd.db'}")
    )
    assert code == 2
    assert "DISCORD_TOKEN is not set" in err


async def test_rejected_token_exits_2_with_a_clear_message(tmp_path: Path) -> None:
    """A 401 at login is a wrong setting: exit 2, which systemd's RestartPreventExitStatus=2
    does not restart (a restart would get the same 401, every 10 s for ever)."""
    async with StandIn(token=TOKEN) as api:
        env = clean_env(**{**api.env_for_bot(), "DISCORD_TOKEN": "not-the-token"},
                        DATABASE_URL=copy_of_migrated_sqlite(tmp_path))
        code, err = await run_bot_once(env)
        logins = [r for r in api.invalid_requests if r["status"] == 401]
    assert code == 2
    assert "Discord rejected DISCORD_TOKEN" in err
    assert "not-the-token" not in err  # the token is never logged
    assert len(logins) == 1  # one try: no retry loop inside the process


async def test_a_token_reset_while_running_exits_2(tmp_path: Path) -> None:
    """Discord closes the gateway with 4004 once the token is reset: the same sentence and
    exit 2, not a reconnect loop nor exit 1 (which systemd would restart)."""
    async with SYNCED.new_standin(token=TOKEN) as api:
        api.add_guild(name="Test Server")
        env = {**api.env_for_bot(), "DISCORD_TOKEN": TOKEN,
               "COMMAND_HASH_DIR": str(SYNCED.folder),
               "DATABASE_URL": copy_of_migrated_sqlite(tmp_path)}
        run = BotRun(tmp_path / "bot.log", **env)
        try:
            await run.wait_for("Logged in as", within=60)
            await api.reject_bot_token()
            code = await run.wait_exit(within=30)
        finally:
            run.kill()
    assert code == 2, run.text()[-2000:]
    assert "Discord rejected DISCORD_TOKEN" in run.text()


async def test_sharded_bot_plays(tmp_path: Path) -> None:
    """SHARD_COUNT=2: an AutoShardedBot; a guild's clicks reach its shard and work."""
    async with world(tmp_path, shard_count="2") as w:
        assert isinstance(w.bot, commands.AutoShardedBot) and w.bot.shard_count == 2
        match_id, mid = await w.start_match(w["alice"], w["bob"], "circle-duel", first="me")
        res = await w.play(mid, w["alice"], match_id, 1)
        assert res.type == 7
        assert (await w.snapshot(match_id)).state.numbers == (1,)
