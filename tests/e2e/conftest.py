"""e2e fixtures: one stand-in + bot per module (fast), on a real SQLite file database.

The stand-in enforces Discord's rate limits (tests/standin/rate_limits.py). The tests in
`WITHOUT_MESSAGE_LIMITS` fail under them because the bot does what Discord would punish:
they run with the per-channel message limits turned off, named here so that the exception
stays visible, until the bot is changed (then the entry goes).
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest
import pytest_asyncio

from tests.fixtures.discord_world import World, world
from tests.standin.rate_limits import RateLimits

#: Test name -> why it fails under Discord's per-channel limits (5 message posts and 5
#: edits per 5 s per channel).
WITHOUT_MESSAGE_LIMITS: dict[str, str] = {}


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if "tests/e2e/" in str(item.fspath).replace("\\", "/"):
            item.add_marker(pytest.mark.e2e)


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def w(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
            ) -> AsyncIterator[World]:
    """The module's world. In a module that tests the command sync (``WORLD_SYNCS =
    True``) its bot syncs the commands; elsewhere it finds them synced, as after a restart."""
    tmp: Path = tmp_path_factory.mktemp("e2e")
    syncs = getattr(request.module, "WORLD_SYNCS", False)
    async with world(tmp, **({"command_hash_dir": str(tmp)} if syncs else {})) as shared:
        yield shared


@pytest.fixture(autouse=True)
def _message_limits_off_where_listed(request: pytest.FixtureRequest) -> object:
    """For a test in `WITHOUT_MESSAGE_LIMITS`: the module's stand-in without the
    per-channel message limits (the global limit and the headers stay), then as it was."""
    if request.node.originalname not in WITHOUT_MESSAGE_LIMITS:
        yield None
        return
    shared: World = request.getfixturevalue("w")
    kept = shared.api.rate_limits
    shared.api.rate_limits = RateLimits(message_create=None, message_edit=None)
    yield None
    shared.api.rate_limits = kept
