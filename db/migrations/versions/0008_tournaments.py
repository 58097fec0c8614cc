"""Tournaments: arena, Swiss and round robin, run by the bot from sign-up to podium.

* ``tournaments``: one per event in a channel (format, game, options or variant, rounds or
  minutes, the time per move, the start time, its status, the organiser, the sign-up message,
  the round being played, version).
* ``tournament_players``: who signed up (their rating when they joined, when they withdrew,
  the round of their bye).
* ``tournament_pairings``: each pairing of a round (or of an arena wave) and its two-game
  series: the games each player won and the tournament points each got; ``b_id`` NULL is a
  bye.
* ``player_settings``: a member's own settings (``notify_tournaments``: DMs with a link to
  their boards).
* ``guild_settings.organiser_role_id``: the role that may create tournaments.
* ``matches.tournament_id`` (soft reference) and ``matches.turn_seconds`` (a per-match time
  per move; NULL: the server's turn timeout), NULL for every match before this revision.
* ``series.best_of`` may be 2: a tournament pairing plays both games, first mover swapped, and
  may end 1-1. PostgreSQL changes the CHECK in place; SQLite rebuilds the (small) series table
  with its documented procedure, as 0006 did for matches (nothing refers to ``series``).

Revision ID: 0008
Revises: 0007
Create Date: 2026-11-26
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0008"
down_revision = "0007"
branch_labels = None
depends_on = None

# Frozen copies of the CHECK texts at this revision (never import live enums here).
TOURNAMENT_STATUS = "status IN ('signup', 'running', 'finished', 'cancelled')"
PAIRING_STATUS = "status IN ('playing', 'done')"
BEST_OF_BEFORE = "best_of IN (1, 3, 5, 7)"
BEST_OF_AFTER = "best_of IN (1, 2, 3, 5, 7)"
BEST_OF_CHECK = "ck_series_best_of"
BIG_ID = sa.BigInteger().with_variant(sa.Integer(), "sqlite")


def upgrade() -> None:
    op.create_table(
        "tournaments",
        sa.Column("id", BIG_ID, primary_key=True, autoincrement=True),
        sa.Column("guild_id", sa.BigInteger(), nullable=False),
        sa.Column("channel_id", sa.BigInteger(), nullable=False),
        sa.Column("name", sa.String(100), nullable=False),
        sa.Column("format", sa.String(16), nullable=False),
        sa.Column("game", sa.String(32), nullable=False),
        sa.Column("options", sa.JSON(), nullable=False),
        sa.Column("variant", sa.String(24), nullable=True),
        sa.Column("rounds", sa.SmallInteger(), nullable=True),
        sa.Column("minutes", sa.Integer(), nullable=True),
        sa.Column("turn_seconds", sa.Integer(), nullable=False),
        sa.Column("starts_at", sa.DateTime(timezone=False), nullable=False),
        sa.Column("status", sa.String(16), nullable=False),
        sa.Column("organiser_id", sa.BigInteger(), nullable=False),
        sa.Column("signup_message_id", sa.BigInteger(), nullable=True),
        sa.Column("current_round", sa.Integer(), nullable=False),
        sa.Column("started_at", sa.DateTime(timezone=False), nullable=True),
        sa.Column("ends_at", sa.DateTime(timezone=False), nullable=True),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=False), nullable=False),
        sa.Column("finished_at", sa.DateTime(timezone=False), nullable=True),
        sa.CheckConstraint(TOURNAMENT_STATUS, name=op.f("ck_tournaments_status")),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_tournaments")),
    )
    op.create_index("ix_tournaments_channel_status", "tournaments",
                    ["guild_id", "channel_id", "status"])
    op.create_index("ix_tournaments_status_starts_at", "tournaments", ["status", "starts_at"])
    op.create_table(
        "tournament_players",
        sa.Column("tournament_id", sa.BigInteger(), nullable=False),
        sa.Column("user_id", sa.BigInteger(), nullable=False, autoincrement=False),
        sa.Column("rating", sa.Float(), nullable=False),
        sa.Column("joined_at", sa.DateTime(timezone=False), nullable=False),
        sa.Column("withdrawn_at", sa.DateTime(timezone=False), nullable=True),
        sa.Column("bye_round", sa.SmallInteger(), nullable=True),
        sa.ForeignKeyConstraint(
            ["tournament_id"], ["tournaments.id"], ondelete="CASCADE",
            name=op.f("fk_tournament_players_tournament_id_tournaments")),
        sa.PrimaryKeyConstraint("tournament_id", "user_id", name=op.f("pk_tournament_players")),
    )
    op.create_table(
        "tournament_pairings",
        sa.Column("id", BIG_ID, primary_key=True, autoincrement=True),
        sa.Column("tournament_id", sa.BigInteger(), nullable=False),
        sa.Column("round", sa.Integer(), nullable=False),
        sa.Column("a_id", sa.BigInteger(), nullable=False),
        sa.Column("b_id", sa.BigInteger(), nullable=True),
        sa.Column("series_id", sa.BigInteger(), nullable=True),
        sa.Column("a_wins", sa.SmallInteger(), nullable=False),
        sa.Column("b_wins", sa.SmallInteger(), nullable=False),
        sa.Column("a_points", sa.Float(), nullable=False),
        sa.Column("b_points", sa.Float(), nullable=False),
        sa.Column("status", sa.String(8), nullable=False),
        sa.Column("started_at", sa.DateTime(timezone=False), nullable=False),
        sa.Column("finished_at", sa.DateTime(timezone=False), nullable=True),
        sa.CheckConstraint(PAIRING_STATUS, name=op.f("ck_tournament_pairings_status")),
        sa.ForeignKeyConstraint(
            ["tournament_id"], ["tournaments.id"], ondelete="CASCADE",
            name=op.f("fk_tournament_pairings_tournament_id_tournaments")),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_tournament_pairings")),
    )
    op.create_index("ix_tournament_pairings_tournament_id_round", "tournament_pairings",
                    ["tournament_id", "round"])
    op.create_index("ix_tournament_pairings_series_id", "tournament_pairings", ["series_id"])
    op.create_table(
        "player_settings",
        sa.Column("user_id", sa.BigInteger(), nullable=False, autoincrement=False),
        sa.Column("notify_tournaments", sa.Boolean(), nullable=False),
        sa.PrimaryKeyConstraint("user_id", name=op.f("pk_player_settings")),
    )
    op.add_column("guild_settings",
                  sa.Column("organiser_role_id", sa.BigInteger(), nullable=True))
    op.add_column("matches", sa.Column("tournament_id", sa.BigInteger(), nullable=True))
    op.add_column("matches", sa.Column("turn_seconds", sa.Integer(), nullable=True))
    op.create_index("ix_matches_tournament_id", "matches", ["tournament_id"])
    _change_best_of_check(BEST_OF_BEFORE, BEST_OF_AFTER)


def downgrade() -> None:
    # The schema before this revision has no two-game series: they become best of 3 rows
    # that ended as they ended (nothing of them is replayed).
    op.execute(sa.text("UPDATE series SET best_of = 3 WHERE best_of = 2"))
    _change_best_of_check(BEST_OF_AFTER, BEST_OF_BEFORE)
    op.drop_index("ix_matches_tournament_id", table_name="matches")
    for table, column in (("matches", "turn_seconds"), ("matches", "tournament_id"),
                          ("guild_settings", "organiser_role_id")):
        if op.get_bind().dialect.name == "sqlite":  # SQLite 3.35+ drops a plain column
            op.execute(sa.text(f"ALTER TABLE {table} DROP COLUMN {column}"))
        else:
            op.drop_column(table, column)
    op.drop_table("player_settings")
    op.drop_index("ix_tournament_pairings_series_id", table_name="tournament_pairings")
    op.drop_index("ix_tournament_pairings_tournament_id_round",
                  table_name="tournament_pairings")
    op.drop_table("tournament_pairings")
    op.drop_table("tournament_players")
    op.drop_index("ix_tournaments_status_starts_at", table_name="tournaments")
    op.drop_index("ix_tournaments_channel_status", table_name="tournaments")
    op.drop_table("tournaments")


def _change_best_of_check(before: str, after: str) -> None:
    bind = op.get_bind()
    if bind.dialect.name != "sqlite":
        op.drop_constraint(op.f(BEST_OF_CHECK), "series", type_="check")
        op.create_check_constraint(op.f(BEST_OF_CHECK), "series", sa.text(after))
        return
    # SQLite's steps 3 to 9 for ``series`` (see 0006): the stored definition with the new
    # CHECK text, every row copied, the index re-created from its stored SQL. Nothing
    # refers to series, so no foreign key is involved.
    table_sql = bind.exec_driver_sql(
        "SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'series'").scalar_one()
    dependents = [row[0] for row in bind.exec_driver_sql(
        "SELECT sql FROM sqlite_master WHERE tbl_name = 'series' AND type IN "
        "('index', 'trigger') AND sql IS NOT NULL ORDER BY type, name")]
    if table_sql.count(before) != 1:
        raise RuntimeError("migration 0008: the series table's best_of CHECK is not the "
                           "expected one; refusing to rebuild it")
    head, rest = table_sql.split("(", 1)
    if head.split()[:2] != ["CREATE", "TABLE"]:
        raise RuntimeError("migration 0008: unexpected definition of the series table")
    bind.exec_driver_sql("CREATE TABLE _new_series (" + rest.replace(before, after))
    bind.exec_driver_sql("INSERT INTO _new_series SELECT * FROM series")
    bind.exec_driver_sql("DROP TABLE series")
    bind.exec_driver_sql("ALTER TABLE _new_series RENAME TO series")
    for sql in dependents:
        bind.exec_driver_sql(sql)
