"""Fixtures every test layer may use, from the toolkit in tests/fixtures/ (see its
__init__ for which module holds what), and the check that fails a test whose bot sent the
local Discord API stand-in a request Discord would refuse."""

from collections.abc import Iterator

import pytest

from tests.fixtures.clock import clock, rng
from tests.fixtures.databases import db_url, engine, pg_engine, service, sessionmaker
from tests.standin import spec

__all__ = ["clock", "db_url", "engine", "pg_engine", "rng", "service", "sessionmaker"]


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
