"""Fixtures every test layer may use, from the toolkit in tests/fixtures/ (see its
__init__ for which module holds what)."""

from tests.fixtures.clock import clock, rng
from tests.fixtures.databases import db_url, engine, pg_engine, service, sessionmaker

__all__ = ["clock", "db_url", "engine", "pg_engine", "rng", "service", "sessionmaker"]
