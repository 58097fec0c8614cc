"""Initial tables: matches, moves (append-only log), ratings.

Revision ID: 0001
Revises:
Create Date: 2025-01-01
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None

# Frozen copies of the types as they were at this revision (never import live models here).
BigId = sa.BigInteger().with_variant(sa.Integer(), "sqlite")
Timestamp = sa.DateTime(timezone=False)  # naive UTC, see db.models.UTCDateTime


def upgrade() -> None:
    op.create_table(
        "matches",
        sa.Column("id", BigId, primary_key=True, autoincrement=True),
        sa.Column("guild_id", sa.BigInteger(), nullable=False),
        sa.Column("channel_id", sa.BigInteger(), nullable=False),
        sa.Column("message_id", sa.BigInteger(), nullable=True),
        sa.Column("game", sa.String(32), nullable=False),
        sa.Column("options", sa.JSON(), nullable=False),
        sa.Column("challenger_id", sa.BigInteger(), nullable=False),
        sa.Column("opponent_id", sa.BigInteger(), nullable=False),
        sa.Column("player1_id", sa.BigInteger(), nullable=False),
        sa.Column("player2_id", sa.BigInteger(), nullable=False),
        sa.Column("bot_level", sa.String(16), nullable=True),
        sa.Column("bot_user_id", sa.BigInteger(), nullable=True),
        sa.Column("status", sa.String(16), nullable=False),
        sa.Column("state", sa.JSON(), nullable=False),
        sa.Column("to_move", sa.SmallInteger(), nullable=False),
        sa.Column("deadline", Timestamp, nullable=True),
        sa.Column("winner_id", sa.BigInteger(), nullable=True),
        sa.Column("end_reason", sa.String(16), nullable=True),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("created_at", Timestamp, nullable=False),
        sa.Column("updated_at", Timestamp, nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_matches"),
        sa.CheckConstraint(
            "status IN ('pending', 'active', 'finished', 'declined', 'cancelled', 'expired')",
            name="ck_matches_status",
        ),
        sa.CheckConstraint(
            "end_reason IS NULL OR end_reason IN ('normal', 'resignation', 'timeout')",
            name="ck_matches_end_reason",
        ),
    )
    op.create_index(
        "ix_matches_channel_open",
        "matches",
        ["guild_id", "channel_id", "status", "player1_id", "player2_id"],
    )
    op.create_index("ix_matches_status_deadline", "matches", ["status", "deadline"])

    op.create_table(
        "moves",
        sa.Column("id", BigId, primary_key=True, autoincrement=True),
        sa.Column("match_id", sa.BigInteger(), nullable=False),
        sa.Column("ply", sa.Integer(), nullable=False),
        sa.Column("player_id", sa.BigInteger(), nullable=False),
        sa.Column("number", sa.Integer(), nullable=True),
        sa.Column("played_at", Timestamp, nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_moves"),
        sa.ForeignKeyConstraint(
            ["match_id"], ["matches.id"], name="fk_moves_match_id_matches", ondelete="CASCADE"
        ),
        sa.UniqueConstraint("match_id", "ply", name="uq_moves_match_id_ply"),
    )

    op.create_table(
        "ratings",
        sa.Column("id", BigId, primary_key=True, autoincrement=True),
        sa.Column("guild_id", sa.BigInteger(), nullable=False),
        sa.Column("user_id", sa.BigInteger(), nullable=False),
        sa.Column("game", sa.String(32), nullable=False),
        sa.Column("mu", sa.Float(), nullable=False),
        sa.Column("sigma", sa.Float(), nullable=False),
        sa.Column("rating", sa.Float(), nullable=False),
        sa.Column("wins", sa.Integer(), nullable=False),
        sa.Column("losses", sa.Integer(), nullable=False),
        sa.Column("streak", sa.Integer(), nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_ratings"),
        sa.UniqueConstraint("guild_id", "user_id", "game", name="uq_ratings_guild_id_user_id_game"),
    )


def downgrade() -> None:
    op.drop_table("ratings")
    op.drop_table("moves")
    op.drop_index("ix_matches_status_deadline", table_name="matches")
    op.drop_index("ix_matches_channel_open", table_name="matches")
    op.drop_table("matches")
