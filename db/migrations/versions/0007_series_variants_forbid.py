"""Best-of series, server variants and the ``forbid`` option (the cards' variations).

* ``series``: a best-of-N series between two players (docs/rules.md, decision 12).
  ``first_id`` moves first in game 1 and in every odd game, ``second_id`` in the even ones;
  ``first_wins`` / ``second_wins`` count the games that count (recomputed after a /void);
  ``status`` is running, finished (``winner_id`` set; ``ended_by`` when a player resigned
  the series) or unfinished (ended with no winner: never accepted, or abandoned).
* ``matches.series_id`` (a soft reference to ``series.id``, like ``rematch_of``) and
  ``matches.series_game`` (1, 2, ... the game's number in its series; an aborted game's
  replay has the same number). ``matches.variant``: the server variant's name it was
  challenged as, for the board. All three NULL for every match before this revision.
* ``server_variants``: a server's named variants (/config variant-add): a game, its options
  and a series length, unique by name per server.
* ``forbid`` replaces Forbidden Adjacent's ``reach``: the distances whose numbers a claim
  forbids, stored as their digits in ascending order (``forbid`` 13 = distances 1 and 3;
  rules/line.py). ``reach`` 1 becomes ``forbid`` 1 and ``reach`` 2 becomes ``forbid`` 12, in
  the options of matches, in the states stored with matches and puzzles, and in nothing else
  (no other table stores options). The rules still read a state written with ``reach``.

Only new tables, nullable columns and an index are added (no table rebuild on SQLite); the
data change rewrites JSON values in Python, so it reads the same on both databases.

Revision ID: 0007
Revises: 0006
Create Date: 2026-11-26
"""

from __future__ import annotations

import json
from typing import Any

import sqlalchemy as sa
from alembic import op

revision = "0007"
down_revision = "0006"
branch_labels = None
depends_on = None

#: Frozen copy of the series status CHECK at this revision (never import live enums here).
SERIES_STATUS = "status IN ('running', 'finished', 'unfinished')"
SERIES_INDEX = "ix_matches_series_id"


def upgrade() -> None:
    op.create_table(
        "series",
        sa.Column("id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"),
                  primary_key=True, autoincrement=True),
        sa.Column("guild_id", sa.BigInteger(), nullable=False),
        sa.Column("channel_id", sa.BigInteger(), nullable=False),
        sa.Column("game", sa.String(32), nullable=False),
        sa.Column("best_of", sa.SmallInteger(), nullable=False),
        sa.Column("first_id", sa.BigInteger(), nullable=False),
        sa.Column("second_id", sa.BigInteger(), nullable=False),
        sa.Column("first_wins", sa.Integer(), nullable=False),
        sa.Column("second_wins", sa.Integer(), nullable=False),
        sa.Column("status", sa.String(16), nullable=False),
        sa.Column("winner_id", sa.BigInteger(), nullable=True),
        sa.Column("ended_by", sa.BigInteger(), nullable=True),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=False), nullable=False),
        sa.Column("finished_at", sa.DateTime(timezone=False), nullable=True),
        sa.CheckConstraint(SERIES_STATUS, name=op.f("ck_series_status")),
        sa.CheckConstraint("best_of IN (1, 3, 5, 7)", name=op.f("ck_series_best_of")),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_series")),
    )
    op.create_index("ix_series_guild_players", "series",
                    ["guild_id", "first_id", "second_id"])
    op.add_column("matches", sa.Column("series_id", sa.BigInteger(), nullable=True))
    op.add_column("matches", sa.Column("series_game", sa.SmallInteger(), nullable=True))
    op.add_column("matches", sa.Column("variant", sa.String(24), nullable=True))
    op.create_index(SERIES_INDEX, "matches", ["series_id"])
    op.create_table(
        "server_variants",
        sa.Column("id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"),
                  primary_key=True, autoincrement=True),
        sa.Column("guild_id", sa.BigInteger(), nullable=False),
        sa.Column("name", sa.String(24), nullable=False),
        sa.Column("game", sa.String(32), nullable=False),
        sa.Column("options", sa.JSON(), nullable=False),
        sa.Column("best_of", sa.SmallInteger(), nullable=False),
        sa.Column("created_by", sa.BigInteger(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=False), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_server_variants")),
        sa.UniqueConstraint("guild_id", "name", name=op.f("uq_server_variants_guild_id_name")),
    )
    _rewrite_options(_reach_to_forbid)


def downgrade() -> None:
    _rewrite_options(_forbid_to_reach)
    op.drop_table("server_variants")
    op.drop_index(SERIES_INDEX, table_name="matches")
    with op.batch_alter_table("matches") as batch:
        for column in ("variant", "series_game", "series_id"):
            batch.drop_column(column)
    op.drop_index("ix_series_guild_players", table_name="series")
    op.drop_table("series")


# ---------------------------------------------------------------------- reach -> forbid
REACH_TO_FORBID = {1: 1, 2: 12}


def _reach_to_forbid(game: str, options: dict[str, Any]) -> bool:
    if "reach" not in options:
        return False
    options["forbid"] = REACH_TO_FORBID[int(options.pop("reach"))]
    return True


def _forbid_to_reach(game: str, options: dict[str, Any]) -> bool:
    """Down: Forbidden Adjacent's forbid set goes back to the ``reach`` that says it (a set
    ``reach`` cannot say becomes 1); ``claims``, and Non-Consecutive's ``forbid``, have no
    older spelling and are dropped."""
    changed = False
    if "forbid" in options:
        forbid = int(options.pop("forbid"))
        if game == "forbidden-adjacent":
            options["reach"] = {1: 1, 12: 2}.get(forbid, 1)
        changed = True
    if "claims" in options:
        del options["claims"]
        changed = True
    return changed


def _rewrite_options(change: Any) -> None:
    """Apply ``change`` to the options of every match (its options column and its stored
    state) and every stored puzzle state of the two line games."""
    bind = op.get_bind()
    games = ("forbidden-adjacent", "non-consecutive")
    matches = sa.table("matches", sa.column("id", sa.BigInteger()), sa.column("game"),
                       sa.column("options", sa.JSON()), sa.column("state", sa.JSON()))
    for row in bind.execute(sa.select(matches.c.id, matches.c.game, matches.c.options,
                                      matches.c.state).where(matches.c.game.in_(games))).all():
        options, state = _loaded(row.options), _loaded(row.state)
        changed = change(row.game, options)
        changed = change(row.game, state.setdefault("options", {})) or changed
        if changed:
            bind.execute(matches.update().where(matches.c.id == row.id)
                         .values(options=options, state=state))
    puzzles = sa.table("puzzles", sa.column("id", sa.BigInteger()), sa.column("game"),
                       sa.column("state", sa.JSON()))
    for row in bind.execute(sa.select(puzzles.c.id, puzzles.c.game, puzzles.c.state)
                            .where(puzzles.c.game.in_(games))).all():
        state = _loaded(row.state)
        if change(row.game, state.setdefault("options", {})):
            bind.execute(puzzles.update().where(puzzles.c.id == row.id).values(state=state))


def _loaded(value: Any) -> dict[str, Any]:
    """A JSON column's value as a fresh dict (a driver may hand back text)."""
    return json.loads(value) if isinstance(value, str) else json.loads(json.dumps(value))
