"""The daily puzzle posted on its own: ``puzzles.posted_message_id``, the message in the
server's puzzle channel (/config puzzle-channel) that shows the day's puzzle; NULL: not
posted there (yet). One post a day per server, also across restarts and processes.

Revision ID: 0011
Revises: 0010
Create Date: 2026-12-02
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0011"
down_revision = "0010"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column("puzzles", sa.Column("posted_message_id", sa.BigInteger(), nullable=True))


def downgrade() -> None:
    if op.get_bind().dialect.name == "sqlite":  # SQLite 3.35+ drops a plain column itself
        op.execute(sa.text("ALTER TABLE puzzles DROP COLUMN posted_message_id"))
    else:
        op.drop_column("puzzles", "posted_message_id")
