"""Races: hundreds of clicks on the same turn at once, across several matches.

The bot runs as its own process (`python3 manage.py bot`) against the local Discord API
stand-in (NOT Discord). For each turn, every match gets a burst, all sent in one
asyncio.gather (>= 200 interactions): the player to move clicks the chosen number many times
(double clicks), the other player clicks the same number, and both send /claim with it.
Per match and turn exactly one move is applied (one answer shows it; the moves table grows
by exactly that number); every other interaction gets an ephemeral reason (not your turn,
that turn was already played, number taken...), none goes unanswered or late, and no public
message is doubled (each channel keeps exactly its one board message).
"""

from __future__ import annotations

import asyncio
import random
import time
from collections import Counter
from pathlib import Path

import pytest

import rules
from bot.matches.service import MatchService
from db.engine import make_engine
from tests.fixtures.discord_world import eventually
from tests.fixtures.synced_commands import SYNCED
from tests.reliability.crash_harness import (
    APOLOGY,
    DATABASE_DOWN,
    TOKEN,
    BotProcess,
    answers,
    applied_moves,
    bot_env,
    db_moves,
    move_problems,
    replay_problems,
    start_circle_duel,
)

pytestmark = [pytest.mark.slow, pytest.mark.timeout(240)]

MATCHES = 4
TURNS = 4
# Per match and turn: mover's clicks, other's clicks, mover's /claim, other's /claim.
MOVER_CLICKS, OTHER_CLICKS, MOVER_CLAIMS, OTHER_CLAIMS = 30, 14, 6, 5
BURST = MATCHES * (MOVER_CLICKS + OTHER_CLICKS + MOVER_CLAIMS + OTHER_CLAIMS)


async def test_bursts_of_clicks_apply_exactly_one_move_per_turn(migrated_url: str, tmp_path: Path
                                                                ) -> None:
    assert BURST >= 200
    started = time.monotonic()
    rng = random.Random(7)
    engine = make_engine(migrated_url)
    service = MatchService(engine)
    game = rules.get_game("circle-duel")
    reasons: Counter[str] = Counter()
    sent = applied_total = deferred = 0
    async with SYNCED.new_standin(token=TOKEN) as api:
        guild = api.add_guild(name="Race Server")
        pairs = []
        for i in range(MATCHES):
            channel = guild.text_channel(f"race-{i}")
            a, b = api.add_member(guild.id, f"r{i}a"), api.add_member(guild.id, f"r{i}b")
            pairs.append((channel, a, b))
        env = bot_env(api, migrated_url, COMMAND_HASH_DIR=str(SYNCED.folder),
                      DEADLINE_CHECK_SECONDS="30")
        bot = BotProcess(api, env, tmp_path / "bot.log")
        try:
            await bot.start()
            await api.wait_for_commands(timeout=30)
            matches: list[tuple[int, int, int, int, int]] = []  # channel, a, b, match, message
            for channel, a, b in pairs:
                mid, message = await start_circle_duel(api, guild.id, channel, a, b)
                matches.append((channel, a, b, mid, message))
            chan = {m[0]: m[3] for m in matches}

            def public(channel: int) -> list[dict]:
                return [m for m in api.messages(channel) if not m.get("flags", 0) & 64]

            # Each channel's public messages: the board, and the challenger's notice that
            # the game is on (cogs.challenge_notices); no burst adds one.
            async def told() -> bool:
                return all(len(public(m[0])) == 2 for m in matches)

            await eventually(told)

            for turn in range(TURNS):
                before = {m[3]: await service.get(guild.id, m[3]) for m in matches}
                chosen: dict[int, int] = {}
                calls = []
                for channel, a, b, mid, message in matches:
                    snap = before[mid]
                    mover = snap.to_move_id
                    assert mover is not None
                    other = b if mover == a else a
                    number = rng.choice(game.legal_moves(snap.state))
                    chosen[mid] = number
                    cid = f"nd:play:{mid}:{number}"

                    def click(user: int, channel=channel, message=message, cid=cid):
                        return api.click(guild.id, channel, message, user, cid, timeout=20,
                                         allow_disabled=True)

                    def claim(user: int, channel=channel, number=number):
                        return api.slash(guild.id, channel, user, "claim", {"number": number},
                                         timeout=20)

                    calls += [click(mover) for _ in range(MOVER_CLICKS)]
                    calls += [click(other) for _ in range(OTHER_CLICKS)]
                    calls += [claim(mover) for _ in range(MOVER_CLAIMS)]
                    calls += [claim(other) for _ in range(OTHER_CLAIMS)]
                rng.shuffle(calls)
                ids_before = {a.interaction_id for a in answers(api)}
                results = await asyncio.gather(*calls, return_exceptions=True)
                sent += len(results)
                failures = [r for r in results if isinstance(r, BaseException)]
                assert not failures, f"turn {turn}: {len(failures)} unanswered/late: " \
                    f"{failures[:3]}"
                await asyncio.gather(*(r.settled(timeout=20) for r in results))  # type: ignore[union-attr]
                deferred += sum(r.deferred for r in results)  # type: ignore[union-attr]
                burst = [a for a in answers(api) if a.interaction_id not in ids_before]
                assert len(burst) == len(calls)
                for channel, _a, _b, mid, _message in matches:
                    mine = [x for x in burst if x.channel_id == channel]
                    won = [x for x in mine if x.applied]
                    assert len(won) == 1, (turn, mid, [(x.kind, x.content) for x in won])
                    applied_total += 1
                    for x in mine:
                        if x.applied:
                            continue
                        assert x.final and x.ephemeral, (turn, x)
                        assert APOLOGY not in x.content and DATABASE_DOWN not in x.content, x
                        reasons[x.content] += 1
                    snap = await service.get(guild.id, mid)
                    assert snap.state.numbers == (*before[mid].state.numbers, chosen[mid])
                    assert len(public(channel)) == 2, (
                        f"public messages doubled in channel {channel}")
            stored = await db_moves(migrated_url)
            lost, doubled = move_problems(stored, applied_moves(api, chan))
            problems = await replay_problems(migrated_url)
            code = await bot.stop()
            assert code == 0, bot.tail()
        finally:
            await bot.kill()
    await engine.dispose()
    backend = migrated_url.split(":", 1)[0]
    refused = sum(reasons.values())
    print(f"\n[races {backend}] turns={TURNS} matches={MATCHES} burst={BURST} "
          f"interactions_sent={sent} moves_applied={applied_total} "
          f"ephemeral_refusals={refused} deferred={deferred} "
          f"moves_lost={len(lost)} moves_doubled={len(doubled)} "
          f"runtime={time.monotonic() - started:.1f}s reasons="
          + "; ".join(f"{k!r}x{v}" for k, v in reasons.most_common(6)))
    assert applied_total == TURNS * MATCHES
    assert refused == sent - applied_total
    assert not lost and not doubled and not problems, (lost, doubled, problems)
