"""/readyz when the database does not answer: a real engine on an address where no
database listens (nothing is mocked); the reason names the database."""

from __future__ import annotations

from pathlib import Path

from bot.process.operations import Operations
from bot.process.settings import Settings
from db.engine import make_engine
from tests.ops.conftest import fetch


async def test_the_database_not_answering_is_a_reason(tmp_path: Path) -> None:
    settings = Settings(_env_file=None, ops_port=9)  # type: ignore[call-arg]
    engine = make_engine("postgresql+asyncpg://nobody@127.0.0.1:9/none")
    operations = Operations(settings, engine, port=0)
    await operations.start()
    try:
        status, body = await fetch(operations.server.port, "/readyz")
        assert await fetch(operations.server.port, "/healthz") == (200, "ok\n")
        metrics_status, page = await fetch(operations.server.port, "/metrics")
    finally:
        await operations.stop()
        await engine.dispose()
    assert status == 503
    lines = body.splitlines()
    assert lines[:2] == ["not ready", "not connected to Discord"]
    assert lines[2].startswith("database: ") and "Connect" in lines[2], lines
    # The page still answers without the gauges it could not read.
    assert metrics_status == 200 and "duels_interactions_total" in page
