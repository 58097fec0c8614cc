"""Fixtures every test layer may use, from the toolkit in tests/fixtures/ (see its
__init__ for which module holds what), and the check that fails a test whose bot sent the
local Discord API stand-in a request Discord would refuse."""

import sys
from collections.abc import Iterator
from types import ModuleType

import pytest

from tests.fixtures.clock import clock, rng
from tests.fixtures.databases import (
    BACKEND,
    db_url,
    engine,
    migrated_url,
    pg_engine,
    service,
    sessionmaker,
    template_url,
    uses_no_database,
)
from tests.standin import spec

#: The order the modules go to the workers in (the long folders first); pytester:
#: tests/codebase/test_scheduling.py runs pytest on a small project.
pytest_plugins = ["tests.fixtures.scheduling", "pytester"]

__all__ = ["clock", "db_url", "engine", "migrated_url", "pg_engine", "rng", "service",
           "sessionmaker", "template_url"]


@pytest.fixture
def spec_checker() -> spec.RequestChecker:
    """The stand-in's check of request bodies against Discord's spec (skips without it)."""
    found = spec.checker()
    if found is None:
        pytest.skip(f"{spec.spec_missing_reason()}: nothing to check against")
    return found


@pytest.fixture(autouse=True)
def requests_follow_discords_spec() -> Iterator[None]:
    """At teardown, fail the test if any stand-in (its own, or a module's shared one)
    received a request body that breaks Discord's OpenAPI spec since the last test
    (tests/standin/spec.py), naming the route and the field. A test of the check itself
    takes the violations it causes (``api.take_spec_violations()``) and so opts out."""
    yield
    violations = spec.claim()
    if violations:
        pytest.fail(spec.report(violations), pytrace=False)


#: The project's cog modules as first imported in this session.
_cog_modules: dict[str, ModuleType] = {}


def pytest_runtest_setup(item: pytest.Item) -> None:
    """Give every test the cog modules the session first imported.

    discord.py's ``Bot.close()`` unloads the bot's extensions, and unloading deletes the
    extension's modules (``cogs.games`` and its game modules among them) from
    ``sys.modules``; a later import would make second copies of their classes, which the
    first copies' ``issubclass`` checks (``cogs.games.discover``) don't recognise. So a test
    run after an in-process bot closed would see no game cogs."""
    for name, module in list(sys.modules.items()):
        if name == "cogs" or name.startswith("cogs."):
            _cog_modules.setdefault(name, module)
    for name, module in _cog_modules.items():
        sys.modules.setdefault(name, module)


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """On a PostgreSQL run, leave out the tests that use no database (the SQLite run has
    them; ``tests.fixtures.databases.uses_no_database``)."""
    if BACKEND != "postgresql":
        return
    kept: list[pytest.Item] = []
    left: list[pytest.Item] = []
    for item in items:
        (left if uses_no_database(item, config.rootpath) else kept).append(item)
    if left:
        config.hook.pytest_deselected(items=left)
        items[:] = kept
