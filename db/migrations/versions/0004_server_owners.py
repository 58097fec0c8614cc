"""Server owners: per-server settings, seasons, voiding a match, history.

* ``guild_settings``: what a server changed with /config (NULL or no row: the default).
* ``seasons``: the seasons a server started with /season start (no row: season 1).
* ``ratings.season``: ratings per season; every rating stored before this revision becomes
  season 1 (the server default fills it). The unique key and the leaderboard index gain it.
* ``matches.finished_at``, ``voided_by``, ``voided_at``, ``rated``: when a match ended, who
  voided it, and whether a game between two people counted for ratings. Filled for the
  matches already finished: ``finished_at`` = their last update, ``rated`` = true between
  two people (every such game was rated before this revision).
* ``results``: each finished game between two people, in the order it was counted, filled
  from the finished matches in the order they were last updated (season 1; the ratings
  right after each game were not stored before, so they stay NULL).

Only new columns are added to ``matches`` (a plain ALTER TABLE on SQLite, no table rebuild:
rebuilding it would drop and re-create the table the move log's foreign key points at).
``ratings`` is rebuilt on SQLite (its unique key changes); nothing refers to it.

Revision ID: 0004
Revises: 0003
Create Date: 2025-01-03
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None

# Frozen copies of the types as they are at this revision (never import live models here).
BigId = sa.BigInteger().with_variant(sa.Integer(), "sqlite")
Timestamp = sa.DateTime(timezone=False)  # naive UTC, see db.models.UTCDateTime

_matches = sa.table(
    "matches",
    sa.column("id", sa.BigInteger()),
    sa.column("guild_id", sa.BigInteger()),
    sa.column("game", sa.String()),
    sa.column("status", sa.String()),
    sa.column("player1_id", sa.BigInteger()),
    sa.column("player2_id", sa.BigInteger()),
    sa.column("winner_id", sa.BigInteger()),
    sa.column("bot_user_id", sa.BigInteger()),
    sa.column("updated_at", Timestamp),
    sa.column("finished_at", Timestamp),
    sa.column("rated", sa.Boolean()),
)
_results = sa.table(
    "results",
    sa.column("match_id", sa.BigInteger()),
    sa.column("guild_id", sa.BigInteger()),
    sa.column("season", sa.Integer()),
    sa.column("game", sa.String()),
    sa.column("winner_id", sa.BigInteger()),
    sa.column("loser_id", sa.BigInteger()),
)


def upgrade() -> None:
    op.create_table(
        "guild_settings",
        sa.Column("guild_id", sa.BigInteger(), nullable=False, autoincrement=False),
        sa.Column("turn_timeout_hours", sa.Integer(), nullable=True),
        sa.Column("challenge_timeout_minutes", sa.Integer(), nullable=True),
        sa.Column("bot_level", sa.String(16), nullable=True),
        sa.Column("daily_rated_limit", sa.Integer(), nullable=True),
        sa.Column("allowed_channels", sa.JSON(), nullable=True),
        sa.Column("disabled_games", sa.JSON(), nullable=True),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("updated_at", Timestamp, nullable=False),
        sa.Column("updated_by", sa.BigInteger(), nullable=True),
        sa.PrimaryKeyConstraint("guild_id", name="pk_guild_settings"),
    )
    op.create_table(
        "seasons",
        sa.Column("id", BigId, primary_key=True, autoincrement=True),
        sa.Column("guild_id", sa.BigInteger(), nullable=False),
        sa.Column("number", sa.Integer(), nullable=False),
        sa.Column("started_at", Timestamp, nullable=False),
        sa.Column("started_by", sa.BigInteger(), nullable=True),
        sa.PrimaryKeyConstraint("id", name="pk_seasons"),
        sa.UniqueConstraint("guild_id", "number", name="uq_seasons_guild_id_number"),
    )
    op.create_table(
        "results",
        sa.Column("id", BigId, primary_key=True, autoincrement=True),
        sa.Column("match_id", sa.BigInteger(), nullable=False),
        sa.Column("guild_id", sa.BigInteger(), nullable=False),
        sa.Column("season", sa.Integer(), nullable=False),
        sa.Column("game", sa.String(32), nullable=False),
        sa.Column("winner_id", sa.BigInteger(), nullable=False),
        sa.Column("loser_id", sa.BigInteger(), nullable=False),
        sa.Column("winner_rating", sa.Float(), nullable=True),
        sa.Column("loser_rating", sa.Float(), nullable=True),
        sa.PrimaryKeyConstraint("id", name="pk_results"),
        sa.UniqueConstraint("match_id", name="uq_results_match_id"),
    )
    op.create_index("ix_results_season", "results", ["guild_id", "season", "id"])
    op.create_index("ix_results_pair", "results", ["guild_id", "winner_id", "loser_id"])

    op.add_column("matches", sa.Column("finished_at", Timestamp, nullable=True))
    op.add_column("matches", sa.Column("voided_by", sa.BigInteger(), nullable=True))
    op.add_column("matches", sa.Column("voided_at", Timestamp, nullable=True))
    op.add_column("matches", sa.Column("rated", sa.Boolean(), nullable=True))
    op.create_index("ix_matches_guild_finished", "matches", ["guild_id", "finished_at"])

    with op.batch_alter_table("ratings") as batch:
        batch.add_column(
            sa.Column("season", sa.Integer(), nullable=False, server_default=sa.text("1"))
        )
        batch.drop_index("ix_ratings_leaderboard")
        batch.drop_constraint("uq_ratings_guild_id_user_id_game", type_="unique")
        batch.create_unique_constraint(
            "uq_ratings_guild_id_season_user_id_game", ["guild_id", "season", "user_id", "game"]
        )
        batch.create_index(
            "ix_ratings_leaderboard", ["guild_id", "season", "game", "rating", "wins"]
        )

    # What was finished before this revision: when, whether rated, and the results ledger.
    finished = _matches.c.status == "finished"
    op.execute(_matches.update().where(finished).values(finished_at=_matches.c.updated_at))
    between_people = sa.and_(finished, _matches.c.bot_user_id.is_(None),
                             _matches.c.winner_id.is_not(None))
    op.execute(_matches.update().where(between_people).values(rated=sa.true()))
    loser = sa.case((_matches.c.winner_id == _matches.c.player1_id, _matches.c.player2_id),
                    else_=_matches.c.player1_id)
    op.execute(_results.insert().from_select(
        ["match_id", "guild_id", "season", "game", "winner_id", "loser_id"],
        sa.select(_matches.c.id, _matches.c.guild_id, sa.literal(1), _matches.c.game,
                  _matches.c.winner_id, loser)
        .where(between_people)
        .order_by(_matches.c.updated_at, _matches.c.id),
    ))


def downgrade() -> None:
    op.execute(sa.text("DELETE FROM ratings WHERE season <> 1"))
    with op.batch_alter_table("ratings") as batch:
        batch.drop_index("ix_ratings_leaderboard")
        batch.drop_constraint("uq_ratings_guild_id_season_user_id_game", type_="unique")
        batch.create_unique_constraint(
            "uq_ratings_guild_id_user_id_game", ["guild_id", "user_id", "game"]
        )
        batch.create_index("ix_ratings_leaderboard", ["guild_id", "game", "rating", "wins"])
        batch.drop_column("season")
    op.drop_index("ix_matches_guild_finished", table_name="matches")
    for column in ("rated", "voided_at", "voided_by", "finished_at"):
        op.drop_column("matches", column)
    op.drop_table("results")
    op.drop_table("seasons")
    op.drop_table("guild_settings")
