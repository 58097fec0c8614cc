"""The bot on every database under test (SQLite file; PostgreSQL when TEST_DATABASE_URL is
set), reusing the shared `db_url` fixture of tests/conftest.py."""

from __future__ import annotations

from pathlib import Path

from bot.core.snapshots import MatchStatus
from tests.fixtures.discord_world import world


async def test_match_and_leaderboard_on_this_database(db_url: str, tmp_path: Path) -> None:
    async with world(tmp_path, database_url=db_url) as w:
        alice, bob = w["alice"], w["bob"]
        match_id, mid = await w.start_match(alice, bob, "non-consecutive", first="me", size=5)
        while (snap := await w.snapshot(match_id)).status is MatchStatus.ACTIVE:
            await w.play(mid, snap.to_move_id, match_id, w.playable(mid)[0])  # type: ignore[arg-type]
        assert snap.winner_id == alice  # 1, 3, 5: Player 2 is left without a move
        table = await w.slash(bob, "leaderboard")
        assert table.embeds[0]["description"].splitlines()[0].startswith(f"`#1` <@{alice}>")
