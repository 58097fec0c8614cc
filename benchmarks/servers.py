"""Servers benchmark: memory and the first answer as a bot is added to more servers.

    .venv/bin/python benchmarks/servers.py [--servers 100,1000,10000] [--shape community|small|both]

The stand-in (tests/standin, NOT Discord) presents N servers: READY lists them, and a bot
that asks for the GUILDS intent then gets one GUILD_CREATE each (a "community" server: 20
text channels, 15 roles, 5 members, ~11 KB; a "small" one: 2 channels, 2 roles, 2 members).
Like Discord, it sends no GUILD_CREATE to a bot that did not ask for the intent.

For each N and shape, three bots in turn on the same stand-in:
- ours, first start: `python3 manage.py bot` on a new SQLite file (it syncs the commands);
- ours, restart: the same again (nothing to sync);
- bare: tests.standin.bare_bot with ``Intents.none()`` (discord.py alone).
Each: the process starts; as soon as it is connected (READY sent), a `/help` is sent in the
first server, and the time from READY to its answer is "first answer"; RSS (psutil) once the
bot has been idle for 3 s after that answer. Prints one table per shape and the ratios the
scale issue sets as goals (RSS at the largest N over RSS at 100; ours at rest).
"""

from __future__ import annotations

import argparse
import asyncio
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks._harness import (
    VENV_PYTHON,
    BotProcess,
    bot_env,
    machine_line,
    start_bare_bot,
    start_process,
    start_real_bot,
    table,
)
from tests.standin import StandIn

IDLE_SECONDS = 3.0
SHAPES = {"community": (20, 15, 5), "small": (2, 2, 2)}


def _role(role_id: int, position: int) -> dict[str, object]:
    return {"id": str(role_id), "name": f"role-{position}", "color": 0, "hoist": False,
            "position": position, "permissions": "0", "managed": False,
            "mentionable": False, "flags": 0}


def populate(api: StandIn, servers: int, shape: str) -> tuple[int, int, int]:
    """``servers`` servers of ``shape``; returns the first one's (guild, channel, member)."""
    channels, roles, members = SHAPES[shape]
    first: tuple[int, int, int] | None = None
    for n in range(servers):
        guild = api.add_guild(name=f"Server {n}")
        channel_ids = [api.add_channel(guild.id, f"channel-{c}", dispatch=False)
                       for c in range(channels)]
        guild.roles.extend(_role(guild.id + r + 1, r + 1) for r in range(roles - 1))
        member_ids = [api.add_member(guild.id, f"m{n}-{m}") for m in range(members)]
        if first is None:
            first = (guild.id, channel_ids[0], member_ids[0])
    assert first is not None
    return first


#: Discord's most servers on one shard (more: close code 4011, sharding required).
SERVERS_PER_SHARD = 2_500


async def measure(api: StandIn, proc: BotProcess, where: tuple[int, int, int]
                  ) -> tuple[float, float]:
    """(seconds from the READY of the first server's shard to the first answer there, RSS
    MiB at rest).

    With several shards the server's own shard may connect tens of seconds after the first
    (one IDENTIFY per 5 s): the clock starts when that one is connected. A session the
    previous process left behind is not connected, so nothing is sent to it."""
    guild_id, channel_id, user_id = where
    await api.wait_until(lambda: api.serves(guild_id) or proc.popen.poll() is not None, 300)
    proc.check_alive()
    ready = time.perf_counter()
    while True:  # a command sent before discord.py parsed READY is answered once it has
        try:
            result = await (await api.slash(guild_id, channel_id, user_id, "help",
                                            timeout=60)).settled(timeout=60)
            break
        except KeyError:  # the command is not synced yet (first start): try again
            proc.check_alive()
            await asyncio.sleep(0.01)
    answered = time.perf_counter() - ready
    assert result is not None
    await asyncio.sleep(IDLE_SECONDS)
    return answered, proc.rss_mib()


async def one_shape(shape: str, counts: list[int]) -> list[list[str]]:
    rows = []
    for servers in counts:
        with tempfile.TemporaryDirectory() as tmp:
            async with StandIn(token="stand-in-token") as api:
                where = populate(api, servers, shape)
                # As Discord recommends: a shard per 1,000 servers.
                api.recommended_shards = max(1, -(-servers // 1_000))
                url = f"sqlite+aiosqlite:///{tmp}/duels.db"
                figures = {}
                # Discord closes a connection with 4011 above 2,500 servers a shard: ours then
                # lets Discord choose the shards; the bare bot has one connection, so it is
                # left out there.
                sharded = servers > SERVERS_PER_SHARD
                extra = {"SHARD_COUNT": "auto"} if sharded else None
                kinds = ("ours, first start", "ours, restart") + (
                    () if sharded else ("bare (Intents.none())",))
                for kind in kinds:
                    log = Path(tmp) / f"{kind.split()[0]}-{len(figures)}.log"
                    proc = (start_bare_bot(api.env_for_bot(), log) if kind.startswith("bare")
                            else start_real_bot(api.env_for_bot(), url, log, extra=extra))
                    if kind.startswith("bare"):
                        proc.popen.kill()  # restarted below with no intent
                        proc.popen.wait()
                        proc = _bare_without_intents(api, log)
                    try:
                        figures[kind] = await measure(api, proc, where)
                    finally:
                        await proc.stop()
                    await api.wait_until(lambda: not api.bot_connected, timeout=30)
                for kind, (answer, rss) in figures.items():
                    rows.append([f"{servers:,}", kind, f"{rss:.0f}", f"{answer:.2f}"])
    return rows


def _bare_without_intents(api: StandIn, log: Path) -> BotProcess:
    env = bot_env(api.env_for_bot(), {"BARE_BOT_LOG": "WARNING", "BARE_BOT_INTENTS": "none"})
    return start_process([str(VENV_PYTHON), "-m", "tests.standin.bare_bot"], env, log)


def summary(rows: list[list[str]]) -> list[str]:
    by = {(r[0], r[1]): (float(r[2]), float(r[3])) for r in rows}
    counts = sorted({r[0] for r in rows}, key=lambda c: int(c.replace(",", "")))
    lines = []
    for kind in ("ours, first start", "ours, restart", "bare (Intents.none())"):
        low, high = by.get((counts[0], kind)), by.get((counts[-1], kind))
        if low and high:
            lines.append(f"{kind}: RSS at {counts[-1]} / at {counts[0]} servers = "
                         f"{high[0] / low[0]:.2f}x; first answer at {counts[-1]}: {high[1]:.2f} s")
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--servers", default="100,1000,10000")
    parser.add_argument("--shape", choices=["community", "small", "both"], default="both")
    args = parser.parse_args()
    counts = [int(n) for n in args.servers.split(",")]
    shapes = list(SHAPES) if args.shape == "both" else [args.shape]
    print(machine_line())
    for shape in shapes:
        rows = asyncio.run(one_shape(shape, counts))
        print(f"\n{shape} servers ({'/'.join(map(str, SHAPES[shape]))} channels/roles/members)")
        print(table(["servers", "bot", "RSS MiB at rest", "first answer s"], rows))
        for line in summary(rows):
            print(line)


if __name__ == "__main__":
    main()
