"""Discord-side faults in the middle of matches, through the local stand-in (NOT Discord):
429s and 5xx on interaction callbacks and board edits, dropped gateway connections and
op 7 reconnect requests. No acknowledged move may be lost or doubled, and every board
message must end up showing the database's state (enabled buttons == legal moves)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest
import pytest_asyncio

import rules
from tests.fixtures.reliability_world import Rel, eventually, rel_world

pytestmark = [pytest.mark.asyncio(loop_scope="module"), pytest.mark.timeout(120)]


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def w(tmp_path_factory: pytest.TempPathFactory) -> AsyncIterator[Rel]:
    tmp: Path = tmp_path_factory.mktemp("faults")
    async with rel_world(tmp) as world:
        yield world


async def moves_in_db(w: Rel, guild: int, match: int) -> list[int | None]:
    snap = await w.bot.service.get(guild, match)
    return [m.number for m in snap.state.history]


async def test_faults_mid_match_lose_or_double_no_move(w: Rel) -> None:
    A = w.a
    alice, bob = A.members["alice"], A.members["bob"]
    match, board = await w.start_match(A, alice, bob, "non-consecutive", size=20)
    acknowledged: list[int] = []
    # One fault (or none) before each move, cycling; the move is a click or a /claim.
    plan = ["callback-429", "gateway-drop", "callback-500", "op7", "edit-429-claim",
            "edit-503-claim", "callback-504", "none", "callback-502", "gateway-drop-claim",
            "edit-503-claim", "op7-claim"]
    injected = {"rest": 0, "gateway": 0}
    step = 0
    while True:
        snap = await w.bot.service.get(A.id, match)
        if snap.status.value != "active":
            break
        legal = rules.get_game(snap.game).legal_moves(snap.state)
        number = legal[len(legal) // 2]
        fault = plan[step % len(plan)]
        step += 1
        api = w.api
        if fault.startswith("callback-"):
            api.faults.fail_next("/callback", int(fault.split("-")[1]), retry_after=0.2)
            injected["rest"] += 1
        elif fault.startswith("edit-"):
            api.faults.fail_next("PATCH /channels/", int(fault.split("-")[1]), retry_after=0.2)
            injected["rest"] += 1
        elif fault.startswith("gateway-drop") or fault.startswith("op7"):
            resumes = api.resume_count + api.identify_count
            if fault.startswith("op7"):
                await api.request_reconnect()
            else:
                await api.disconnect_gateway(4000)
            injected["gateway"] += 1
            await w.api.wait_until(
                lambda r=resumes: (w.api.bot_connected
                                   and w.api.resume_count + w.api.identify_count > r),
                timeout=20,
            )
        if fault.endswith("claim"):
            res = await w.slash(A, snap.to_move_id, "claim", validate=True, number=number)
            assert res.ephemeral and res.content == f"You played {number}.", res.content
        else:
            res = await w.click(A, snap.to_move_id, board, f"nd:play:{match}:{number}")
            assert res.type in (6, 7) and not res.ephemeral, (fault, res.content)
        acknowledged.append(number)
        # Whatever happened to the board edit, the match must point at a message that shows
        # the true state once the faults cleared (the fresh board after a failed edit).
        async def board_true() -> bool:
            now = await w.bot.service.get(A.id, match)
            return not w.board_matches_db(now.channel_id, now.message_id, now)

        await eventually(board_true, within=15)
        board = (await w.bot.service.get(A.id, match)).message_id
    api = w.api
    in_db = await moves_in_db(w, A.id, match)
    lost = [n for n in acknowledged if n not in in_db]
    doubled = len(in_db) - len(set(in_db))
    extra = [n for n in in_db if n not in acknowledged]
    final = await w.bot.service.get(A.id, match)
    problems = w.board_matches_db(final.channel_id, final.message_id, final)
    tracebacks = w.logs.tracebacks()
    print(
        f"\nfaults: {len(acknowledged)} moves acknowledged, {len(in_db)} in the move log; "
        f"REST faults injected {len(api.faults.injected)} (planned {injected['rest']}), "
        f"gateway drops/reconnects {injected['gateway']}; resumes {api.resume_count}, "
        f"identifies {api.identify_count}; lost {len(lost)}, doubled {doubled}, "
        f"unacknowledged {len(extra)}; final board problems {len(problems)}"
    )
    assert len(acknowledged) >= 5
    assert injected["gateway"] >= 2 and len(api.faults.injected) == injected["rest"] >= 5
    assert not lost and doubled == 0 and not extra, (acknowledged, in_db)
    assert not problems, problems
    assert not tracebacks, w.logs.describe(tracebacks)


async def test_board_edit_failing_permanently_is_repaired(w: Rel) -> None:
    """A /claim whose bot-token board edit fails (503, no retry) leaves no stale board: the
    bot posts a fresh board and points the match at it."""
    A = w.a
    carol, dave = A.members["carol"], A.members["dave"]
    ch = w.channel(A, "repair")
    match, board = await w.start_match(A, carol, dave, "circle-duel", channel=ch)
    snap = await w.bot.service.get(A.id, match)
    number = rules.get_game(snap.game).legal_moves(snap.state)[0]
    w.api.faults.fail_next("PATCH /channels/", 503)
    res = await w.slash(A, snap.to_move_id, "claim", ch, validate=True, number=number)
    assert res.ephemeral, res.content

    async def repaired() -> bool:
        now = await w.bot.service.get(A.id, match)
        return now.message_id != board and not w.board_matches_db(ch, now.message_id, now)

    await eventually(repaired, within=10)
    now = await w.bot.service.get(A.id, match)
    print(f"\nrepair: board {board} -> {now.message_id} after a 503 on the edit")
    assert [m.number for m in now.state.history] == [number]
