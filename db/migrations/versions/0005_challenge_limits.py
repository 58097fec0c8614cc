"""Per-member challenge limits a server sets with /config challenge-limit.

* ``guild_settings.challenge_limit_per_minute`` and ``challenge_limit_per_hour``: how many
  new challenges (and rematches) one member may make in a minute and in an hour on this
  server; NULL: the environment's default, 0: no limit.

* ``ix_matches_challenger_created`` on ``matches (guild_id, challenger_id, created_at)``:
  counting a member's new challenges of the last minute and hour (bot/servers/challenge_limits.py)
  reads only their newest matches on the server.

Only nullable columns and an index are added (no table rebuild on SQLite).

Revision ID: 0005
Revises: 0004
Create Date: 2026-11-26
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0005"
down_revision = "0004"
branch_labels = None
depends_on = None

COLUMNS = ("challenge_limit_per_minute", "challenge_limit_per_hour")
INDEX = "ix_matches_challenger_created"


def upgrade() -> None:
    for column in COLUMNS:
        op.add_column("guild_settings", sa.Column(column, sa.Integer(), nullable=True))
    op.create_index(INDEX, "matches", ["guild_id", "challenger_id", "created_at"])


def downgrade() -> None:
    op.drop_index(INDEX, table_name="matches")
    with op.batch_alter_table("guild_settings") as batch:
        for column in COLUMNS:
            batch.drop_column(column)
