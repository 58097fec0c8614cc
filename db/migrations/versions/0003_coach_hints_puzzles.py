"""The coach: hints asked against the bot, daily puzzles, their answers and scores.

* ``hints``: per match against the bot, how many hints its player asked (/hint).
* ``puzzles``: a server's puzzle of one UTC day (unique per guild and day), stored so that
  a restart or a second /puzzle shows the same one.
* ``puzzle_answers``: one answer per member per puzzle (unique).
* ``puzzle_scores``: puzzles solved and the daily streak, per guild and user.

New tables only: rows of earlier revisions are not touched.

Revision ID: 0003
Revises: 0002
Create Date: 2025-03-01
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None

# Frozen copies of the types as they were at this revision (never import live models here).
BigId = sa.BigInteger().with_variant(sa.Integer(), "sqlite")
Timestamp = sa.DateTime(timezone=False)  # naive UTC, see db.models.UTCDateTime


def upgrade() -> None:
    op.create_table(
        "hints",
        sa.Column("match_id", sa.BigInteger(), nullable=False),
        sa.Column("guild_id", sa.BigInteger(), nullable=False),
        sa.Column("user_id", sa.BigInteger(), nullable=False),
        sa.Column("hints", sa.Integer(), nullable=False),
        sa.PrimaryKeyConstraint("match_id", name="pk_hints"),
        sa.ForeignKeyConstraint(
            ["match_id"], ["matches.id"], name="fk_hints_match_id_matches", ondelete="CASCADE"
        ),
    )
    op.create_index("ix_hints_guild_id_user_id", "hints", ["guild_id", "user_id"])

    op.create_table(
        "puzzles",
        sa.Column("id", BigId, primary_key=True, autoincrement=True),
        sa.Column("guild_id", sa.BigInteger(), nullable=False),
        sa.Column("day", sa.Date(), nullable=False),
        sa.Column("game", sa.String(32), nullable=False),
        sa.Column("state", sa.JSON(), nullable=False),
        sa.Column("answer", sa.Integer(), nullable=False),
        sa.Column("created_at", Timestamp, nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_puzzles"),
        sa.UniqueConstraint("guild_id", "day", name="uq_puzzles_guild_id_day"),
    )

    op.create_table(
        "puzzle_answers",
        sa.Column("id", BigId, primary_key=True, autoincrement=True),
        sa.Column("puzzle_id", sa.BigInteger(), nullable=False),
        sa.Column("user_id", sa.BigInteger(), nullable=False),
        sa.Column("number", sa.Integer(), nullable=False),
        sa.Column("correct", sa.Boolean(), nullable=False),
        sa.Column("answered_at", Timestamp, nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_puzzle_answers"),
        sa.ForeignKeyConstraint(
            ["puzzle_id"], ["puzzles.id"], name="fk_puzzle_answers_puzzle_id_puzzles",
            ondelete="CASCADE",
        ),
        sa.UniqueConstraint(
            "puzzle_id", "user_id", name="uq_puzzle_answers_puzzle_id_user_id"
        ),
    )

    op.create_table(
        "puzzle_scores",
        sa.Column("id", BigId, primary_key=True, autoincrement=True),
        sa.Column("guild_id", sa.BigInteger(), nullable=False),
        sa.Column("user_id", sa.BigInteger(), nullable=False),
        sa.Column("solved", sa.Integer(), nullable=False),
        sa.Column("streak", sa.Integer(), nullable=False),
        sa.Column("last_solved", sa.Date(), nullable=True),
        sa.PrimaryKeyConstraint("id", name="pk_puzzle_scores"),
        sa.UniqueConstraint(
            "guild_id", "user_id", name="uq_puzzle_scores_guild_id_user_id"
        ),
    )
    op.create_index("ix_puzzle_scores_table", "puzzle_scores", ["guild_id", "solved"])


def downgrade() -> None:
    op.drop_index("ix_puzzle_scores_table", table_name="puzzle_scores")
    op.drop_table("puzzle_scores")
    op.drop_table("puzzle_answers")
    op.drop_table("puzzles")
    op.drop_index("ix_hints_guild_id_user_id", table_name="hints")
    op.drop_table("hints")
