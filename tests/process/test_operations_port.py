"""OPS_PORT as a host sets it: `python -m bot` serves /healthz at once and /readyz as soon as
Discord (the local stand-in, NOT Discord) is reached; without OPS_PORT nothing listens; a
port already taken is said in one line and ends the process with code 1."""

from __future__ import annotations

import asyncio
import signal
import socket
from pathlib import Path

import aiohttp
import pytest

from tests.fixtures.databases import copy_of_migrated_sqlite
from tests.fixtures.discord_world import TOKEN
from tests.fixtures.processes import BotRun, ReservedPort, discord_at, refused_port
from tests.fixtures.synced_commands import SYNCED

pytestmark = pytest.mark.timeout(120)


async def get(port: int, path: str) -> tuple[int, str]:
    async with aiohttp.ClientSession() as http, \
            http.get(f"http://127.0.0.1:{port}{path}") as answer:
        return answer.status, await answer.text()


async def answering(port: int, path: str, status: int, within: float = 30) -> str:
    async with asyncio.timeout(within):
        while True:
            try:
                found, body = await get(port, path)
                if found == status:
                    return body
            except aiohttp.ClientConnectionError:
                pass
            await asyncio.sleep(0.1)


async def test_the_endpoints_follow_the_process(tmp_path: Path) -> None:
    discord = ReservedPort()  # refusing until the stand-in below listens on it
    ops_port = ReservedPort().release()  # the bot binds it
    bot = BotRun(tmp_path / "bot.log", **discord_at(discord.port, TOKEN),
                 DATABASE_URL=copy_of_migrated_sqlite(tmp_path),
                 COMMAND_HASH_DIR=str(SYNCED.folder), OPS_PORT=str(ops_port))
    try:
        await bot.wait_for("cannot reach Discord", within=20)
        assert await answering(ops_port, "/healthz", 200) == "ok\n"
        waiting = await answering(ops_port, "/readyz", 503)
        assert "not connected to Discord" in waiting
        async with SYNCED.new_standin(token=TOKEN, sock=discord.take()) as api:
            api.add_guild(name="One")
            assert await answering(ops_port, "/readyz", 200) == "ready\n"
            status, page = await get(ops_port, "/metrics")
            assert status == 200 and "duels_event_loop_lag_seconds_bucket" in page
            code, _ = await bot.stop(signal.SIGTERM)
        assert code == 0
        assert "Traceback" not in bot.text()
    finally:
        bot.kill()


async def test_a_taken_port_is_said_and_ends_the_process(tmp_path: Path) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        bot = BotRun(tmp_path / "bot.log", **discord_at(refused_port(), TOKEN),
                     DATABASE_URL=copy_of_migrated_sqlite(tmp_path), OPS_PORT=str(port))
        try:
            assert await bot.wait_exit(within=30) == 1
        finally:
            bot.kill()
    text = bot.text()
    assert f"Cannot serve the operations endpoints on 127.0.0.1:{port}" in text
    assert "Traceback" not in text
