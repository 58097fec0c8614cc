"""Which database a ``DATABASE_URL`` names, accepting the spellings people paste.

``postgres://`` and ``postgresql://`` (Heroku, most hosting panels) mean PostgreSQL through
asyncpg; ``sqlite:///path`` means SQLite through aiosqlite. The explicit async spellings
``postgresql+asyncpg://`` and ``sqlite+aiosqlite://`` are taken as they are. Anything else
is refused with a message that names the two supported forms.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from sqlalchemy.engine import URL, make_url
from sqlalchemy.exc import ArgumentError

SUPPORTED_FORMS = (
    "sqlite:///data/duels.db (a SQLite file) or "
    "postgresql://user:password@host:5432/dbname (PostgreSQL)"
)
_DRIVERS = {
    ("sqlite", None): "aiosqlite",
    ("sqlite", "aiosqlite"): "aiosqlite",
    ("postgres", None): "asyncpg",
    ("postgresql", None): "asyncpg",
    ("postgresql", "asyncpg"): "asyncpg",
}


def is_sqlite(url: str | URL) -> bool:
    return make_url(url).get_backend_name() == "sqlite"


def sqlite_file(url: str | URL) -> Path | None:
    """The database file of a SQLite URL, or None for an in-memory database."""
    url = make_url(url)
    database = url.database
    if not database or database == ":memory:" or database.startswith("file:"):
        return None
    return Path(database)


class UnusableDatabaseUrl(ValueError):
    """DATABASE_URL is not a form this bot can use; ``str()`` is one line for the user."""


@dataclass(frozen=True)
class DatabaseTarget:
    """A usable database URL and a line saying what it is (no password in it)."""

    url: URL

    @property
    def is_sqlite(self) -> bool:
        return self.url.get_backend_name() == "sqlite"

    def describe(self) -> str:
        if self.is_sqlite:
            path = sqlite_file(self.url)
            where = f"file {path.resolve()}" if path is not None else "in memory"
            return f"SQLite {where} (aiosqlite)"
        host = self.url.host or "localhost"
        port = f":{self.url.port}" if self.url.port else ""
        return f"PostgreSQL database {self.url.database} on {host}{port} (asyncpg)"


def _hidden(raw: str) -> str:
    """``raw`` without its password, also when SQLAlchemy can't parse it."""
    try:
        return make_url(raw).render_as_string(hide_password=True)
    except Exception:  # ArgumentError, or ValueError from a port that is no number
        return re.sub(r"(://[^:/@]*):[^@]*@", r"\1:***@", raw)


def resolve_database_url(raw: str | URL) -> DatabaseTarget:
    """The async URL for ``raw``; :class:`UnusableDatabaseUrl` if it is no supported form."""
    try:
        url = make_url(raw.strip() if isinstance(raw, str) else raw)
        port = url.port  # a port that is not a number fails here, or above
    except (ArgumentError, ValueError):
        shown = _hidden(raw.strip()) if isinstance(raw, str) else str(raw)
        raise UnusableDatabaseUrl(
            f"DATABASE_URL {shown!r} is not a database URL; use {SUPPORTED_FORMS}"
        ) from None
    backend, _, driver = url.drivername.partition("+")
    chosen = _DRIVERS.get((backend, driver or None))
    if chosen is None:
        shown = url.render_as_string(hide_password=True)
        raise UnusableDatabaseUrl(
            f"DATABASE_URL {shown!r} is not supported; use {SUPPORTED_FORMS}"
        )
    if backend == "sqlite" and (url.host or url.username or port is not None):
        shown = url.render_as_string(hide_password=True)
        raise UnusableDatabaseUrl(
            f"DATABASE_URL {shown!r} names a host, which SQLite has not: a file is "
            "sqlite:///relative/path.db (three slashes) or sqlite:////absolute/path.db (four)"
        )
    if port is not None and not 0 < port < 65536:
        raise UnusableDatabaseUrl(
            f"DATABASE_URL names port {port}, which does not exist (ports go from 1 to 65535)"
        )
    if backend == "postgres":
        backend = "postgresql"
    url = url.set(drivername=f"{backend}+{chosen}")
    if backend == "postgresql" and not url.database:
        raise UnusableDatabaseUrl(
            "DATABASE_URL names no PostgreSQL database; use "
            "postgresql://user:password@host:5432/dbname"
        )
    return DatabaseTarget(url)
