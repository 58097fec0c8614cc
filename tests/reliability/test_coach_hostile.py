"""Hostile input to the coach through the stand-in (NOT Discord): forged Review and puzzle
buttons, and /review values no client should send. Each gets an ephemeral answer saying
why, nothing is written, and the bot logs no unhandled exception."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest
import pytest_asyncio

from cogs import errors
from tests.fixtures.reliability_world import Rel, db_rows, rel_world

APOLOGY = str(errors.APOLOGY)  # said in English
pytestmark = [pytest.mark.asyncio(loop_scope="module"), pytest.mark.timeout(120)]


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def w(tmp_path_factory: pytest.TempPathFactory) -> AsyncIterator[Rel]:
    tmp: Path = tmp_path_factory.mktemp("coach-hostile")
    async with rel_world(tmp) as world:
        yield world


async def test_forged_coach_buttons_and_values_are_refused(w: Rel) -> None:
    a, b = w.a, w.b
    alice, carol, eve = a.members["alice"], a.members["carol"], b.members["eve"]
    # A's puzzle of today, a finished match in B and an open one in A.
    posted = await w.slash(a, alice, "puzzle")
    assert posted.ephemeral
    first = w.api.find_buttons({"components": posted.components})[0]  # in its container
    puzzle = int(first["custom_id"].split(":")[2])
    other_match, _ = await w.start_match(b, eve, b.members["frank"], "circle-duel")
    assert (await w.slash(b, b.members["frank"], "resign")).ephemeral  # B's, finished
    open_match, _ = await w.start_match(a, alice, a.members["bob"], "circle-duel")
    before = await db_rows(w.url)
    log_mark = len(w.logs.records)

    clicks = [
        (carol, f"nd:review:{other_match}", "can't find that match"),  # another server's
        (carol, f"nd:review:{open_match}", "isn't over yet"),
        (carol, "nd:review:0", "can't find that match"),
        (carol, f"nd:review:{'9' * 20}", "can't find that match"),
        (carol, f"nd:pz:{puzzle}:0", "not on the board"),
        (carol, f"nd:pz:{puzzle}:999999999", "not on the board"),
        (carol, f"nd:pz:{'9' * 20}:1", "can't find that puzzle"),
        (carol, "nd:pz:0:3", "can't find that puzzle"),
        (carol, "nd:pz:123456789:3", "can't find that puzzle"),
        (carol, f"nd:review:-{open_match}", "no longer valid"),
        (carol, f"nd:pz:{puzzle}", "no longer valid"),
        (carol, f"nd:pz:{puzzle}:1:2", "no longer valid"),
        (carol, f"nd:review:{open_match}:1", "no longer valid"),
    ]
    for user, custom_id, reason in clicks:
        res = await w.forged_click(a, user, custom_id)
        assert res.ephemeral and reason in res.content, (custom_id, res.content)
    # Another server's puzzle, clicked from server B.
    res = await w.forged_click(b, eve, f"nd:pz:{puzzle}:1")
    assert res.ephemeral and "can't find that puzzle" in res.content
    # /review values a client would not send: out of Discord's range, or not a number.
    for value in (0, -5, 2**63, "abc", 3.5):
        data = w.command_data(a, "review", {})
        data["options"] = [{"name": "match", "type": 4, "value": value}]
        res = await w.raw_slash(a, carol, data)
        assert res.ephemeral and res.content and res.content != APOLOGY, (value, res.content)

    assert await db_rows(w.url) == before  # nothing written
    assert not w.logs.tracebacks(log_mark), w.logs.describe(w.logs.tracebacks(log_mark))
    assert not w.logs.errors(log_mark), w.logs.describe(w.logs.errors(log_mark))
