"""docs/deploy.md's "Removing a member's or a server's data" does what it says, on the run's
backend, over a database the services filled: the server's statements leave no row of that
server in any table (and name every table that has a server column), another server keeps
all of its rows; the member's statements remove their name and settings only."""

from __future__ import annotations

import re

from sqlalchemy import func, select, text
from sqlalchemy.ext.asyncio import AsyncEngine

from db.models import Base
from db.tables import matches, members, moves, tournaments
from tests.docs.test_docs import DEPLOY, section
from tests.web.seed import ALICE, BOB, G, H, seed

TABLES = Base.metadata.sorted_tables


def statements(which: int) -> list[str]:
    """The statements of the section's ``which``-th SQL block."""
    blocks = re.findall(r"```sql\n(.*?)```", section(DEPLOY.read_text(),
                                                      "Removing a member's or a server's data"),
                        re.DOTALL)
    return [line.strip().rstrip(";") for line in blocks[which].splitlines() if line.strip()]


async def counts(engine: AsyncEngine, guild_id: int) -> dict[str, int]:
    """Each table's rows of one server (through its own column or its parent's)."""
    found = {}
    async with engine.connect() as conn:
        for table in TABLES:
            if "guild_id" in table.c:
                query = select(func.count()).select_from(table).where(
                    table.c.guild_id == guild_id)
            elif table is moves:
                query = select(func.count()).select_from(moves).where(moves.c.match_id.in_(
                    select(matches.c.id).where(matches.c.guild_id == guild_id)))
            elif "tournament_id" in table.c:
                query = select(func.count()).select_from(table).where(
                    table.c.tournament_id.in_(select(tournaments.c.id).where(
                        tournaments.c.guild_id == guild_id)))
            else:
                continue
            found[table.name] = int((await conn.execute(query)).scalar_one())
    return found


def test_every_table_of_a_server_is_named() -> None:
    named = {s.split()[2] for s in statements(1)}  # DELETE FROM <table> ...
    with_server = {t.name for t in TABLES if "guild_id" in t.c}
    assert with_server <= named
    assert {"moves", "tournament_pairings", "tournament_players", "puzzle_answers"} <= named


async def test_a_servers_statements_leave_nothing_of_it_and_all_of_the_others(
        engine: AsyncEngine) -> None:
    await seed(engine)
    before_g, before_h = await counts(engine, G), await counts(engine, H)
    assert before_g["matches"] > 5 and before_g["moves"] > 20 and before_g["members"] >= 3
    assert before_g["tournament_pairings"] > 0 and before_h["matches"] > 0
    async with engine.begin() as conn:
        for statement in statements(1):
            await conn.execute(text(statement.replace("SERVER_ID", str(G))))
    assert set((await counts(engine, G)).values()) == {0}
    assert await counts(engine, H) == before_h


async def test_a_members_statements_remove_their_name_and_settings(engine: AsyncEngine
                                                                   ) -> None:
    seeded = await seed(engine)
    await seeded.tournaments.notify(ALICE, False)  # a player_settings row of hers
    await seeded.tournaments.notify(BOB, False)
    async with engine.begin() as conn:
        for statement in statements(0):
            await conn.execute(text(statement.replace("MEMBER_ID", str(ALICE))))
    async with engine.connect() as conn:
        names = {(r.guild_id, r.user_id) for r in await conn.execute(select(members))}
        settings = (await conn.execute(text("SELECT user_id FROM player_settings"))).scalars()
        settled = set(settings)
        played = (await conn.execute(select(func.count()).select_from(matches).where(
            matches.c.player1_id == ALICE))).scalar_one()
    assert not any(user == ALICE for _, user in names) and (G, BOB) in names
    assert ALICE not in settled and BOB in settled
    assert played > 0  # her games stay, the other players' record
