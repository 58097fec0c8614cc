"""Isolation between servers and players, through the local stand-in (NOT Discord), and the
bot token never reaching the logs (in-process at DEBUG, and a rejected-token subprocess)."""

from __future__ import annotations

import asyncio
import logging
import os
import subprocess
import sys
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
import pytest_asyncio

from tests.fixtures.reliability_world import Rel, db_rows, new_token, rel_world
from tests.standin.server import StandIn

pytestmark = [pytest.mark.asyncio(loop_scope="module"), pytest.mark.timeout(90)]
ROOT = Path(__file__).resolve().parents[2]
ACTIONS = ("play", "accept", "decline", "cancel", "resign", "rematch", "rules", "resign-yes",
           "resign-no")


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def w(tmp_path_factory: pytest.TempPathFactory) -> AsyncIterator[Rel]:
    tmp: Path = tmp_path_factory.mktemp("isolation")
    # Its own digest folder: this bot syncs, so the token check covers the sync's requests.
    async with rel_world(tmp, discord_level=logging.DEBUG, log_level="DEBUG",
                         command_hash_dir=str(tmp)) as world:
        yield world
        text = world.logs.text()
        assert world.token not in text, "the bot token appeared in the logs"
        print(f"\ntoken check: {len(world.logs.records)} DEBUG+ records, token absent")


def cid(action: str, match: int) -> str:
    return f"nd:{action}:{match}" + (":1" if action == "play" else "")


async def test_no_one_reaches_another_servers_or_players_match(w: Rel) -> None:
    A, B = w.a, w.b
    alice, bob, carol, dave = (A.members[n] for n in ("alice", "bob", "carol", "dave"))
    eve, frank = B.members["eve"], B.members["frank"]
    # B: a finished, rated game (frank resigns) and a running one; A: a running one + pending.
    done_b, board_b = await w.start_match(B, eve, frank, "non-consecutive", first="me")
    for user, number in ((eve, 1), (frank, 3)):  # both move: the resignation is a result
        assert not (await w.click(B, user, board_b, f"nd:play:{done_b}:{number}")).ephemeral
    assert (await w.slash(B, frank, "resign")).ephemeral
    ch_b = w.channel(B, "second")
    run_b, _ = await w.start_match(B, eve, frank, "number-capture", channel=ch_b)
    run_a, _ = await w.start_match(A, alice, bob, "non-consecutive")
    ch_p = w.channel(A, "pending")
    pend_a, _ = await w.start_match(A, alice, dave, "number-chain", channel=ch_p, accept=False)
    before = await db_rows(w.url)
    refused = 0
    attempts = []
    # Forged clicks: every action on B's matches from A (carol, and alice who is in both),
    # on A's matches from B, and on A's matches by A members who don't play in them.
    for action in ACTIONS:
        for user in (carol, alice, bob):
            for m in (done_b, run_b):
                attempts.append((A, user, cid(action, m), "I can't find that match."))
        for user in (eve, frank, alice):
            for m in (run_a, pend_a):
                attempts.append((B, user, cid(action, m), "I can't find that match."))
        for m in (run_a, pend_a):
            attempts.append((A, carol, cid(action, m), None))
    for server, user, custom_id, expected in attempts:
        res = await w.forged_click(server, user, custom_id)
        assert res.ephemeral, (custom_id, res.content)
        if expected is not None:
            assert res.content == expected, (custom_id, res.content)
        refused += 1
    # Commands where the member has no match (their own server or the other one).
    for server, user in ((A, carol), (B, alice), (A, dave)):
        for name, opts in (("claim", {"number": 1}), ("resign", {}), ("board", {})):
            res = await w.slash(server, user, name, validate=True, **opts)
            assert res.ephemeral and "no match" in res.content.lower(), (name, res.content)
            refused += 1
    # /claim by alice in B's channel where B's players play: still not her match.
    res = await w.slash(B, alice, "claim", ch_b, validate=True, number=2)
    assert res.ephemeral and "no match" in res.content.lower(), res.content
    refused += 1
    after = await db_rows(w.url)
    assert before == after
    # Leaderboards and stats: A never shows B's games.
    lb_a = await w.slash(A, carol, "leaderboard", validate=True)
    lb_b = await w.slash(B, eve, "leaderboard", validate=True)
    text_a = str(lb_a.embeds)
    text_b = str(lb_b.embeds)
    assert str(eve) not in text_a and str(frank) not in text_a, text_a
    assert str(eve) in text_b and str(frank) in text_b, text_b
    stats_a = await w.slash(A, alice, "stats", validate=True, member=eve)
    stats_b = await w.slash(B, alice, "stats", validate=True, member=eve)
    assert stats_a.embeds and stats_b.embeds
    assert stats_a.embeds != stats_b.embeds, "A's /stats of eve equals B's"
    assert "1" not in "".join(f["value"] for f in stats_a.embeds[0].get("fields", [])
                              if "win" in f["name"].lower()), stats_a.embeds
    print(f"\nisolation: {len(attempts)} forged clicks + {refused - len(attempts)} commands "
          f"refused, database unchanged, leaderboard/stats of A show none of B's games")


async def test_rejected_token_is_not_logged_by_a_subprocess(tmp_path: Path) -> None:
    rejected = new_token()
    async with StandIn(token=new_token()) as api:
        env = {**os.environ, **api.env_for_bot(), "DISCORD_TOKEN": rejected,
               "LOG_LEVEL": "DEBUG", "DATABASE_URL": f"sqlite+aiosqlite:///{tmp_path}/d.db",
               "PYTHONPATH": str(ROOT)}
        proc = await asyncio.create_subprocess_exec(
            sys.executable, "-m", "bot", cwd=tmp_path, env=env,
            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        out, err = await asyncio.wait_for(proc.communicate(), 60)
    stderr = err.decode(errors="replace")
    print(f"\nrejected token: exit {proc.returncode}, {len(stderr.splitlines())} stderr lines, "
          f"token absent")
    assert proc.returncode == 2, stderr[-2000:]  # a wrong setting: not restarted
    assert "rejected" in stderr.lower()
    assert rejected not in stderr and rejected not in out.decode(errors="replace")
