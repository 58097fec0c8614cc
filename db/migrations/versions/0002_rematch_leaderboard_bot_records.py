"""Rematches, the leaderboard index and the (unrated) record against the bot.

* ``matches.rematch_of``: the match a rematch was made from (a soft reference, no FK, so
  SQLite can add it with a plain ALTER TABLE and no table rebuild).
* ``ix_ratings_leaderboard``: leaderboard order (rating, then wins) within a guild and game.
* ``bot_records``: wins and losses against the bot per guild, user and game.

Revision ID: 0002
Revises: 0001
Create Date: 2025-01-02
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None

BigId = sa.BigInteger().with_variant(sa.Integer(), "sqlite")


def upgrade() -> None:
    op.add_column("matches", sa.Column("rematch_of", sa.BigInteger(), nullable=True))
    op.create_index(
        "ix_ratings_leaderboard", "ratings", ["guild_id", "game", "rating", "wins"]
    )
    op.create_table(
        "bot_records",
        sa.Column("id", BigId, primary_key=True, autoincrement=True),
        sa.Column("guild_id", sa.BigInteger(), nullable=False),
        sa.Column("user_id", sa.BigInteger(), nullable=False),
        sa.Column("game", sa.String(32), nullable=False),
        sa.Column("wins", sa.Integer(), nullable=False),
        sa.Column("losses", sa.Integer(), nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_bot_records"),
        sa.UniqueConstraint(
            "guild_id", "user_id", "game", name="uq_bot_records_guild_id_user_id_game"
        ),
    )


def downgrade() -> None:
    op.drop_table("bot_records")
    op.drop_index("ix_ratings_leaderboard", table_name="ratings")
    op.drop_column("matches", "rematch_of")  # SQLite >= 3.35 drops a column in place
