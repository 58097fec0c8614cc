"""A DATABASE_URL that SQLAlchemy can't even parse, or that names something SQLite or a
server can't be, is refused as :class:`UnusableDatabaseUrl`: one line, no password."""

from __future__ import annotations

import pytest

from db.urls import UnusableDatabaseUrl, resolve_database_url


@pytest.mark.parametrize(("given", "says"), [
    ("postgresql://u:secret@[::1:5432/x", "is not a database URL"),  # unclosed IPv6 bracket
    ("postgresql://u:secret@db.example:port/x", "is not a database URL"),  # port no number
    ("postgresql://u:secret@db.example:99999/x", "port 99999, which does not exist"),
    ("sqlite+aiosqlite://junk", "names a host"),
    ("sqlite://u:secret@data/duels.db", "names a host"),
])
def test_malformed_urls_are_one_line_without_the_password(given: str, says: str) -> None:
    with pytest.raises(UnusableDatabaseUrl) as refused:
        resolve_database_url(given)
    message = str(refused.value)
    assert says in message
    assert "\n" not in message and "secret" not in message
    assert message.startswith("DATABASE_URL ")


def test_an_empty_sqlite_url_is_still_an_in_memory_database() -> None:
    assert resolve_database_url("sqlite://").describe() == "SQLite in memory (aiosqlite)"
