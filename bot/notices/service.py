"""The members' turn-notice choices over the bot's database (player_settings.notify_turns);
no discord here."""

from __future__ import annotations

from collections.abc import Iterable

from sqlalchemy.ext.asyncio import AsyncEngine

from bot.core import connections
from bot.members import store
from bot.notices.turns import NoticeChoice, choose


class TurnNotices:
    """Where each member's turn notices go."""

    def __init__(self, engine: AsyncEngine) -> None:
        self._engine = engine

    async def choose(self, user_ids: Iterable[int], server_choice: str | None
                     ) -> dict[int, NoticeChoice]:
        """Each member's choice in force: their own, else ``server_choice``, else the
        channel."""
        ids = list(user_ids)
        async with connections.reading(self._engine) as conn:
            own = await store.turn_notices(conn, ids)
        return {user_id: choose(own.get(user_id), server_choice) for user_id in ids}

    async def set_choice(self, user_id: int, choice: NoticeChoice) -> None:
        async with connections.locked_writing(self._engine) as conn:
            await store.set_turn_notices(conn, user_id, choice.value)
