"""A server's language: ``guild_settings.language``, the language of the server's public
messages (boards, challenges, announcements) chosen with ``/config language``. NULL: the
server's own Discord language (its community locale).

Revision ID: 0009
Revises: 0008
Create Date: 2026-11-27
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0009"
down_revision = "0008"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column("guild_settings", sa.Column("language", sa.String(8), nullable=True))


def downgrade() -> None:
    if op.get_bind().dialect.name == "sqlite":  # SQLite 3.35+ drops a plain column itself
        op.execute(sa.text("ALTER TABLE guild_settings DROP COLUMN language"))
    else:
        op.drop_column("guild_settings", "language")
