"""An arena of 100 players: the bot's CPU per move, with the re-pairing, boards and DMs.

    .venv/bin/python benchmarks/arena_bench.py [--players 100] [--seconds 30] [--db sqlite|postgres]

The real bot, as its own process (``python3 manage.py bot``), against the local Discord API
stand-in (tests/standin, NOT Discord) running in this process. An organiser creates an arena
(Forbidden Adjacent, size 9, 60 seconds a move, 60 minutes), ``--players`` members click
**Join**, the organiser starts it. Then, for ``--seconds``, every player to move clicks a
number on their board at once (closed loop: no think time), as members would. A game that
ends makes the tournament count its pairing and pair the players who are free again (new
boards in the channel, a DM to each player with a link): that work is part of what a move
costs here.

Printed: moves answered, games started, the bot process's CPU seconds in the window, CPU
per move (ms), and the same for a window of ordinary matches (the same number of members in
pairs, /challenge and Accept, no tournament) for comparison.
"""

from __future__ import annotations

import argparse
import asyncio
import re
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks._harness import (
    BotProcess,
    database,
    machine_line,
    start_real_bot,
    table,
    wait_connected,
)
from tests.fixtures import boards as board_reading
from tests.standin import StandIn

TOKEN = "stand-in-token"
GAME = "forbidden-adjacent"
PLAY = re.compile(r"nd:play:(\d+):(\d+)")
TURN = re.compile(r"<@(\d+)> to move")
CALL_TIMEOUT = 10.0


class Boards:
    """The channel's boards that offer a move, read from the stand-in's messages."""

    def __init__(self, api: StandIn, channel: int) -> None:
        self.api, self.channel = api, channel
        self.seen = 0
        self.live: set[int] = set()

    def refresh(self) -> None:
        messages = self.api.messages(self.channel)
        for message in messages[self.seen:]:
            if any(PLAY.fullmatch(b.get("custom_id", ""))
                   for b in self.api.find_buttons(message)):
                self.live.add(int(message["id"]))
        self.seen = len(messages)

    def moves(self) -> list[tuple[int, int, str]]:
        """(message, mover, custom id) for each board whose player to move can click."""
        out = []
        for message_id in list(self.live):
            message = self.api.message(self.channel, message_id)
            buttons = [b for b in self.api.find_buttons(message)
                       if PLAY.fullmatch(b.get("custom_id", "")) and not b.get("disabled")]
            turn = board_reading.fields(message).get("Turn", "")
            mover = TURN.search(turn)
            if not buttons or mover is None:
                if not buttons:
                    self.live.discard(message_id)
                continue
            out.append((message_id, int(mover[1]), buttons[0]["custom_id"]))
        return out


async def click(api: StandIn, guild: int, channel: int, message: int, user: int,
                custom_id: str) -> bool:
    try:
        res = await api.click(guild, channel, message, user, custom_id, timeout=CALL_TIMEOUT)
    except Exception:
        return False
    return not res.ephemeral


async def play(api: StandIn, guild: int, channel: int, proc: BotProcess, seconds: float
               ) -> tuple[int, float]:
    """Closed loop over the channel's boards for ``seconds``: moves answered, CPU seconds."""
    boards = Boards(api, channel)
    moves = 0
    cpu0, end = proc.cpu_seconds(), time.monotonic() + seconds
    while time.monotonic() < end:
        boards.refresh()
        wanted = boards.moves()
        if not wanted:
            await asyncio.sleep(0.02)
            continue
        done = await asyncio.gather(*(click(api, guild, channel, m, u, c)
                                      for m, u, c in wanted))
        moves += sum(done)
    return moves, proc.cpu_seconds() - cpu0


async def slash(api: StandIn, guild: int, channel: int, user: int, name: str,
                options: dict[str, object]) -> object:
    res = await api.slash(guild, channel, user, name, options, timeout=CALL_TIMEOUT)
    return await res.settled(timeout=CALL_TIMEOUT)


async def arena(api: StandIn, guild: int, proc: BotProcess, players: list[int],
                organiser: int, seconds: float) -> list[str]:
    channel = api.guilds[guild].text_channel("arena")
    res = await slash(api, guild, channel, organiser, "tournament create", {
        "format": "arena", "game": GAME, "minutes": 60, "name": "Bench arena"})
    signup = res.message_id  # type: ignore[attr-defined]
    join = next(b["custom_id"] for b in api.find_buttons(api.message(channel, signup))
                if b["label"] == "Join")
    for chunk in range(0, len(players), 20):
        await asyncio.gather(*(click(api, guild, channel, signup, p, join)
                               for p in players[chunk:chunk + 20]))
    await slash(api, guild, channel, organiser, "tournament start", {})
    boards_before = len(api.messages(channel))
    moves, cpu = await play(api, guild, channel, proc, seconds)
    posted = len(api.messages(channel)) - boards_before
    dms = sum(len(api.messages(c)) for p in players if (c := api.dm_channel(p)) is not None)
    return [f"arena, {len(players)} players", str(moves), f"{moves / seconds:.0f}",
            f"{cpu:.2f}", f"{1000 * cpu / max(moves, 1):.2f}", str(posted), str(dms)]


async def matches(api: StandIn, guild: int, proc: BotProcess, players: list[int],
                  seconds: float) -> list[str]:
    """The same members in ordinary matches (pairs, /challenge and Accept), for comparison;
    a finished match is not replayed (the window measures moves only)."""
    channel = api.guilds[guild].text_channel("plain")
    pairs = list(zip(players[::2], players[1::2], strict=True))

    async def start(a: int, b: int) -> None:
        res = await slash(api, guild, channel, a, "challenge",
                          {"opponent": b, "game": GAME, "size": 25})
        message = res.message_id  # type: ignore[attr-defined]
        accept = next(x["custom_id"] for x in api.find_buttons(api.message(channel, message))
                      if x["label"] == "Accept")
        await click(api, guild, channel, message, b, accept)

    for chunk in range(0, len(pairs), 20):
        await asyncio.gather(*(start(a, b) for a, b in pairs[chunk:chunk + 20]))
    moves, cpu = await play(api, guild, channel, proc, seconds)
    return [f"matches, {len(players)} players", str(moves), f"{moves / seconds:.0f}",
            f"{cpu:.2f}", f"{1000 * cpu / max(moves, 1):.2f}", "-", "-"]


async def main(args: argparse.Namespace) -> int:
    print(machine_line(), flush=True)
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        async with database(args.db, work) as url, StandIn(token=TOKEN) as api:
            guild = api.add_guild(name="Arena bench")
            organiser = api.add_member(guild.id, "organiser")
            players = [api.add_member(guild.id, f"p{i}") for i in range(args.players)]
            others = [api.add_member(guild.id, f"q{i}") for i in range(args.players)]
            proc = start_real_bot(api.env_for_bot(), url, work / "bot.log",
                                  extra={"COMMAND_HASH_DIR": str(work)})
            try:
                await wait_connected(api, proc)
                await api.wait_for_commands_synced(timeout=60)
                await asyncio.sleep(0.5)
                rows = [await arena(api, guild.id, proc, players, organiser, args.seconds),
                        await matches(api, guild.id, proc, others, args.seconds)]
                proc.check_alive()
            finally:
                await proc.stop()
    print(table(["load", "moves", "moves/s", "bot CPU s", "CPU/move ms", "messages posted",
                 "DMs"], rows))
    return 0


def parse(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--players", type=int, default=100)
    parser.add_argument("--seconds", type=float, default=30.0)
    parser.add_argument("--db", choices=("sqlite", "postgres"), default="sqlite")
    return parser.parse_args(argv)


if __name__ == "__main__":
    sys.exit(asyncio.run(main(parse())))
