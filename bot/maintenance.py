"""`python -m bot migrate` and `python -m bot verify` (dispatched by bot/__main__.py)."""

from __future__ import annotations

import asyncio
import sys
from typing import Any

from db.migrate import upgrade


def migrate(settings: Any) -> int:
    """Bring the database schema to the newest revision. Returns the exit code."""
    try:
        upgrade(settings.database_url)
    except Exception as error:
        print(f"Migration failed: {error}", file=sys.stderr)
        return 1
    print("Database schema is up to date.")
    return 0


async def verify_async(settings: Any) -> list[tuple[int, str]]:
    from bot.matches import MatchService, ServiceSettings
    from db.engine import make_engine

    engine = make_engine(settings.database_url)
    try:
        service = MatchService(engine, ServiceSettings.from_settings(settings))
        return await service.verify()
    finally:
        await engine.dispose()


def verify(settings: Any) -> int:
    """Replay every match's move log and compare with its stored state. Exit 1 if any differ."""
    try:
        upgrade(settings.database_url)
        problems = asyncio.run(verify_async(settings))
    except Exception as error:
        print(f"Verification failed to run: {error}", file=sys.stderr)
        return 2
    if not problems:
        print("Every match equals the replay of its move log.")
        return 0
    print(f"{len(problems)} match(es) differ from their move log:")
    for match_id, reason in problems:
        print(f"  match {match_id}: {reason}")
    return 1
