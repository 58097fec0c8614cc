"""Matches outside a server the bot is in (docs/rules.md, decision 25) are stored with
``guild_id`` 0; ``matches.outside_guild_id`` keeps the server such a match is played in when
it is one (a server without the bot, reached through a member's install of the app), for
its board's link. NULL for every other match, so every stored match is as it was.

Revision ID: 0012
Revises: 0011
Create Date: 2026-12-02
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0012"
down_revision = "0011"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column("matches", sa.Column("outside_guild_id", sa.BigInteger(), nullable=True))


def downgrade() -> None:
    if op.get_bind().dialect.name == "sqlite":  # SQLite 3.35+ drops a plain column itself
        op.execute(sa.text("ALTER TABLE matches DROP COLUMN outside_guild_id"))
    else:
        op.drop_column("matches", "outside_guild_id")
