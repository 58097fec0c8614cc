"""A Swiss round's boards under Discord's limit on new messages: when the last board is there,
and how much of any game's clock ran before its board was.

    .venv/bin/python benchmarks/tournament_boards.py [--players 16,32,64] [--turn-seconds 60]
                                                      [--latency 0.05-0.15]

The real bot, in this process, against the local Discord API stand-in (tests/standin, NOT
Discord) with its rate limits on: new messages and edits 5 per 5 s per channel, 50 requests
per second in all (``--latency``: every answer also waits a random time in that range, in
seconds). For each player count, a Swiss of Circle Duel (size 5) is signed up through the
service and started with ``/tournament start``, which posts round 1: a board per pairing in
the tournament's channel and a DM to each player. Nobody moves.

Printed per round: the boards, the time from the round's start (the pairings written) to the
last board visible (its message's time on the stand-in), and over the boards the most any
game's clock ran before its board was visible (the clock's start: its stored deadline minus
the time per move; 0 when it started after), the boards whose stated deadline differs from
the stored one, and the 429s the stand-in sent. With clocks set when the pairings were
written (before bot/matches/board_clock.py) the clock ran as long as the board took.
"""

from __future__ import annotations

import argparse
import asyncio
import re
import sys
import tempfile
import time
from datetime import UTC, datetime
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks._harness import machine_line, table
from bot.tournaments import store as tournament_store
from tests.fixtures import boards as board_reading
from tests.fixtures.discord_world import MODERATOR, TOKEN, make_settings, start_bot, stop_bot
from tests.standin import StandIn
from tests.standin.store import snowflake_time

GAME = "non-consecutive"
STATED = re.compile(r"<t:(\d+):R>")


def _title_id(message: dict) -> int | None:
    title = board_reading.title_of(message)
    found = re.search(r"#(\d+)$", title)
    return int(found[1]) if found else None


async def one_round(players: int, turn_seconds: int, latency: tuple[float, float] | None,
                    workdir: Path) -> list[str]:
    url = f"sqlite+aiosqlite:///{workdir / f'boards-{players}.db'}"
    async with StandIn(token=TOKEN, latency=latency, latency_seed=players) as api:
        guild = api.add_guild(name="Bench")
        channel = guild.text_channel("tournament")
        mod = api.add_member(guild.id, "mod", permissions=MODERATOR)
        members = [api.add_member(guild.id, f"p{n}") for n in range(players)]
        bot, task = await start_bot(api, make_settings(api, url, command_hash_dir=str(workdir),
                                                       log_level="WARNING"))
        try:
            tours = bot.tournaments
            created = await tours.create(guild.id, channel, mod, "swiss", GAME,
                                         options={"size": 5}, turn_seconds=turn_seconds,
                                         starts_in=60)
            for member in members:
                await tours.join(guild.id, created.id, member)
            before_429 = len(api.rate_limited)
            res = await api.slash(guild.id, channel, mod, "tournament start", {})
            await res.settled()
            started = await tours.get(guild.id, created.id)
            assert started.started_at is not None
            async with bot.service.transaction() as conn:
                games = {g.id: g for g in await tournament_store.games(conn, created.id)}

            def boards() -> dict[int, dict]:
                return {i: m for m in api.messages(channel)
                        if (i := _title_id(m)) in games}

            give_up = time.monotonic() + 120
            while len(boards()) < len(games):
                assert time.monotonic() < give_up, f"{len(boards())} of {len(games)} boards"
                await asyncio.sleep(0.05)
            await asyncio.sleep(1.5)  # a restated board's redraw
            shown = boards()
            ran_before, restated_wrong, last = [], 0, 0.0
            for match_id, message in shown.items():
                game = await bot.service.get(guild.id, match_id)
                visible = snowflake_time(int(message["id"]))
                last = max(last, visible - started.started_at.timestamp())
                assert game.deadline is not None, match_id
                clock_from = game.deadline.timestamp() - turn_seconds
                ran_before.append(max(0.0, visible - clock_from))
                stated = STATED.search(str(board_reading.shown(message)))
                if stated is None or int(stated[1]) != int(game.deadline.timestamp()):
                    restated_wrong += 1
            refused = len(api.rate_limited) - before_429
        finally:
            await stop_bot(bot, task)
    ran_before.sort()
    return [str(players), str(len(games)), f"{last:.1f} s", f"{max(ran_before):.2f} s",
            f"{ran_before[len(ran_before) // 2]:.2f} s", str(restated_wrong), str(refused)]


def _latency(text: str | None) -> tuple[float, float] | None:
    if not text:
        return None
    low, high = (float(x) for x in text.split("-"))
    return low, high


async def main(counts: list[int], turn_seconds: int, latency: tuple[float, float] | None
               ) -> None:
    print(machine_line())
    print(f"{datetime.now(UTC):%Y-%m-%d}, Swiss round 1, {turn_seconds} s a move, stand-in "
          f"limits 5 per 5 s per channel, latency {latency or 'none'}")
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        for players in counts:
            rows.append(await one_round(players, turn_seconds, latency, Path(tmp)))
    print(table(["players", "boards", "start to last board", "most clock before its board",
                 "median", "boards stating another deadline", "429s"], rows))


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--players", default="16,32,64")
    parser.add_argument("--turn-seconds", type=int, default=60)
    parser.add_argument("--latency", default=None, help="e.g. 0.05-0.15 (seconds)")
    args = parser.parse_args()
    asyncio.run(main([int(n) for n in args.players.split(",")], args.turn_seconds,
                     _latency(args.latency)))
