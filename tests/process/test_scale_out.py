"""Scale-out: several bot processes, each with a slice of the shards, on one database.

Every bot here is its own process started as the README starts it (`python3 manage.py
bot`, with SHARD_COUNT and SHARD_IDS), connected to the local Discord API stand-in (NOT
Discord), which sends each server's events to one shard by Discord's formula.

* Processes started at the same moment on an empty database: the schema is created once,
  IDENTIFYs keep one per 5 s per rate-limit bucket across processes, commands are synced
  once (by the process owning shard 0).
* Two processes on one database (PostgreSQL when TEST_DATABASE_URL is set): matches on
  both shards by buttons and /claim; the process owning shard 0 is SIGKILLed mid-match and
  the other keeps serving its servers without an error; restarted, the first continues its
  matches on their old boards; each process expires only its own servers' deadlines;
  `verify` passes at the end.
"""

from __future__ import annotations

import asyncio
import random
import re
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path

import pytest

import rules
from bot.core.snapshots import MatchStatus
from bot.matches.service import MatchService
from db.engine import make_engine
from tests.reliability.crash_harness import (
    TOKEN,
    BotProcess,
    Counts,
    Slot,
    bot_env,
    finish_match,
    run_verify_cli,
    shared_database,
    start_circle_duel,
)
from tests.standin.server import StandIn

pytestmark = [pytest.mark.slow, pytest.mark.timeout(240)]

WAITED = re.compile(r"Shard (\d+) identifying \(rate-limit bucket (\d+) of (\d+); "
                    r"waited (\d+\.\d) s\)")


def logs(procs: list[BotProcess]) -> list[str]:
    return [p.log.read_text(errors="replace") for p in procs]


def processes(api: StandIn, url: str, tmp_path: Path, count: int, **env: str
              ) -> list[BotProcess]:
    """One process per shard: SHARD_COUNT=count, SHARD_IDS=k, each its own hash folder."""
    return [
        BotProcess(api, bot_env(api, url, SHARD_COUNT=str(count), SHARD_IDS=str(k),
                                COMMAND_HASH_DIR=str(tmp_path / f"hash-{k}"), **env),
                   tmp_path / f"bot-{k}.log", shards=(k,))
        for k in range(count)
    ]


async def test_processes_started_together_migrate_once_and_identify_in_turn(tmp_path: Path
                                                                            ) -> None:
    """Three processes on one empty SQLite file (one machine), Discord allowing two
    IDENTIFYs per 5 s (max_concurrency 2): shards 0 and 2 share bucket 0 and go 5 s
    apart, shard 1 (bucket 1) waits for nobody."""
    url = f"sqlite+aiosqlite:///{tmp_path / 'shared.db'}"
    async with StandIn(token=TOKEN, max_concurrency=2) as api:
        guilds = [api.add_guild(name=f"Server {k}", shard=(k, 3)) for k in range(3)]
        members = [api.add_member(g.id, f"member{k}") for k, g in enumerate(guilds)]
        procs = processes(api, url, tmp_path, 3)
        try:
            await asyncio.gather(*(p.start(within=90) for p in procs))
            await api.wait_until(lambda: all("Logged in as" in t for t in logs(procs)), 30)
            # Each process answers its own server.
            for guild, member in zip(guilds, members, strict=True):
                res = await api.slash(guild.id, guild.text_channel(), member, "rules",
                                      {"game": "circle-duel"}, timeout=10)
                assert "Number Circle Duel" in str(res.embeds or res.content)
            codes = [await p.stop() for p in procs]
        finally:
            for p in procs:
                await p.kill()
    texts = logs(procs)
    assert codes == [0, 0, 0], [t[-2000:] for t in texts]
    assert sum(t.count("Created the database schema") for t in texts) == 1, texts
    assert api.identify_bursts() == [] and api.identify_count == 3
    at = {r["shard"]: r["time"] for r in api.identifies}
    assert abs(at[2] - at[0]) >= 5.0, at
    waited = {int(m[1]): float(m[4]) for t in texts for m in WAITED.finditer(t)}
    assert waited[1] < 1.0, waited  # bucket 1 queued behind nobody
    assert api.sync_count == 1
    assert f"Synced {len(api.commands)} slash commands" in texts[0]
    for k, text in enumerate(texts):
        assert f"in 1 server (shard {k} of 3)" in text
        assert "SHARD_IDS with SQLite: every process of this bot must run on this machine" \
            in text
        assert "Traceback" not in text and " ERROR " not in text, text[-2000:]
    for text in texts[1:]:
        assert "synced by the process that owns shard 0; not syncing here" in text


async def test_two_processes_share_the_bot_and_survive_each_other(tmp_path: Path) -> None:
    async with shared_database(tmp_path) as url, StandIn(token=TOKEN) as api:
        engine = make_engine(url)
        service = MatchService(engine)
        guilds = [api.add_guild(name=f"Shard {k} server", shard=(k, 2)) for k in range(2)]
        people = [{name: api.add_member(g.id, f"{name}{k}")
                   for name in ("alice", "bob", "carol", "dave")} for k, g in enumerate(guilds)]
        # Unanswered challenges expire after 6 s, looked at every 0.5 s.
        procs = processes(api, url, tmp_path, 2, CHALLENGE_TIMEOUT_MINUTES="0.1",
                          DEADLINE_CHECK_SECONDS="0.5")
        zero, one = procs
        counts = Counts()
        try:
            # -------------------------------------------- started together, empty database
            await asyncio.gather(zero.start(within=90), one.start(within=90))
            await api.wait_for_commands_synced(timeout=30)
            texts = logs(procs)
            assert sum(t.count("Created the database schema") for t in texts) == 1, texts
            assert api.identify_bursts() == []  # max_concurrency 1: one bucket, 5 s apart
            assert abs(api.identifies[1]["time"] - api.identifies[0]["time"]) >= 5.0

            # -------------------------------------------- a match on each shard
            slots = []
            for k, guild in enumerate(guilds):
                p = people[k]
                channel = guild.text_channel("duels")
                match_id, message_id = await start_circle_duel(api, guild.id, channel,
                                                               p["alice"], p["bob"])
                slots.append(Slot(channel, p["alice"], p["bob"], "circle-duel", 10, match_id,
                                  message_id, random.Random(k)))
            for k, guild in enumerate(guilds):
                await play(api, guild.id, slots[k], service, by_button=True)
                await play(api, guild.id, slots[k], service, by_button=False)
            # A challenge on each shard that nobody answers: each process expires its own.
            pending = {}
            for k, guild in enumerate(guilds):
                res = await api.slash(guild.id, slots[k].channel, people[k]["carol"],
                                      "challenge", {"opponent": people[k]["dave"],
                                                    "game": "non-consecutive"}, timeout=10)
                res = await res.settled()
                assert not res.ephemeral, res.content
                pending[k] = (await service.current_match(guild.id, slots[k].channel,
                                                          people[k]["carol"]))
            assert all(p is not None for p in pending.values())

            # -------------------------------------------- shard 0's process dies mid-match
            await zero.kill()
            with pytest.raises(TimeoutError):  # its servers get no answer (as on Discord)
                await play(api, guilds[0].id, slots[0], service, by_button=True, answer_within=2)
            for by_button in (True, False, True):  # the other one carries on
                await play(api, guilds[1].id, slots[1], service, by_button=by_button)
            other, _ = await start_circle_duel(api, guilds[1].id,
                                               guilds[1].text_channel("more"),
                                               people[1]["carol"], people[1]["dave"])
            assert other
            expired_1, expired_0 = pending[1].id, pending[0].id  # type: ignore[union-attr]
            await one.wait_for_log(f"Match {expired_1}: expired after its deadline", 20)
            deadline = pending[0].deadline  # type: ignore[union-attr]
            assert deadline is not None
            # Past shard 0's challenge deadline, plus three passes of shard 1's loop.
            await asyncio.sleep((deadline - datetime.now(UTC)).total_seconds() + 1.5)
            snap = await service.get(guilds[0].id, expired_0)
            assert snap.status is MatchStatus.PENDING  # not shard 1's server: left alone

            # -------------------------------------------- restarted: it picks its matches up
            await zero.start(within=60)
            await zero.wait_for_log(f"Match {expired_0}: expired after its deadline", 20)
            moves = [await finish_match(api, guilds[k].id, slots[k], service, counts)
                     for k in range(2)]
            assert all(m > 0 for m in moves)
            for k, guild in enumerate(guilds):
                snap = await service.get(guild.id, slots[k].match_id)
                assert snap.status is MatchStatus.FINISHED
                assert snap.message_id == slots[k].message_id  # played on its old board
            codes = [await p.stop() for p in procs]
        finally:
            for p in procs:
                await p.kill()
            await engine.dispose()
        verify_code, verify_out = await run_verify_cli(url)

    zero_log, one_log = logs(procs)
    assert codes == [0, 0], (zero.tail(), one.tail())
    assert api.sync_count == 1  # once, by shard 0's process; never again after its restart
    assert zero_log.count(f"Synced {len(api.commands)} slash commands") == 1
    assert "Slash commands unchanged; not syncing" in zero_log
    assert one_log.count("synced by the process that owns shard 0; not syncing here") == 1
    assert f"Match {expired_0}: expired" not in one_log
    assert f"Match {expired_1}: expired" not in zero_log
    for noise in ("Traceback", " ERROR ", "went wrong"):
        assert noise not in one_log, one_log[-3000:]
    assert verify_code == 0, verify_out


#: How long a test waits for the bot's answer or board edit (the tests' generous bound; the
#: events themselves come in well under a second on a quiet machine).
ANSWER_SECONDS = 30.0


def open_numbers(api: StandIn, slot: Slot) -> set[str]:
    """The custom ids of the board's number buttons a player can click now."""
    board = api.message(slot.channel, slot.message_id)
    return {b["custom_id"] for b in api.find_buttons(board)
            if str(b["custom_id"]).startswith("nd:play:") and not b["disabled"]}


async def board_shows(api: StandIn, slot: Slot, what: str, check: Callable[[], bool]) -> None:
    """Wait until the stored board passes ``check``: AssertionError (not TimeoutError, which
    means "no answer" to the callers) naming ``what`` if it never does."""
    try:
        await api.wait_until(check, ANSWER_SECONDS)
    except TimeoutError:
        raise AssertionError(f"the board never showed {what}: {open_numbers(api, slot)}"
                             ) from None


async def play(api: StandIn, guild: int, slot: Slot, service: MatchService, *,
               by_button: bool, answer_within: float = ANSWER_SECONDS) -> None:
    """One legal move by the player to move, by a click on the board or by /claim; done when
    the board shows it. After /claim the bot answers first and edits the board after, so the
    move is not over at its answer: a click before that edit arrived would hit the board of
    the move before (on which the number may be disabled)."""
    snap = await service.get(guild, slot.match_id)
    number = slot.rng.choice(rules.get_game(slot.game).legal_moves(snap.state))
    user = snap.to_move_id
    assert user is not None
    custom_id = f"nd:play:{slot.match_id}:{number}"
    await board_shows(api, slot, f"{custom_id} open", lambda: custom_id in open_numbers(api, slot))
    if by_button:
        res = await api.click(guild, slot.channel, slot.message_id, user, custom_id,
                              timeout=answer_within)
        res = await res.settled(timeout=ANSWER_SECONDS)
        assert res.type in (6, 7) and not res.ephemeral, res
    else:
        res = await api.slash(guild, slot.channel, user, "claim", {"number": number},
                              timeout=answer_within)
        res = await res.settled(timeout=ANSWER_SECONDS)
        assert (res.content or "").startswith("You played"), res
    await board_shows(api, slot, f"{custom_id} played",
                      lambda: custom_id not in open_numbers(api, slot))
    after = await service.get(guild, slot.match_id)
    assert len(after.state.history) == len(snap.state.history) + 1
