"""e2e fixtures: one stand-in + bot per module (fast), on a real SQLite file database."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest
import pytest_asyncio

from tests.fixtures.discord_world import World, world


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if "tests/e2e/" in str(item.fspath).replace("\\", "/"):
            item.add_marker(pytest.mark.e2e)


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def w(tmp_path_factory: pytest.TempPathFactory) -> AsyncIterator[World]:
    tmp: Path = tmp_path_factory.mktemp("e2e")
    async with world(tmp) as shared:
        yield shared
