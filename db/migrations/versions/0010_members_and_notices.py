"""Members as Discord showed them, and what calls them back.

* ``members``: per server, the name Discord showed for a member when they last used the bot
  there (tournament exports, public pages), whether they hide it on the public pages, and
  when the bot last saw them.
* ``player_settings``: ``notify_turns`` (``channel``, ``dm``, ``off``; NULL: the server's
  default), ``locale`` (the last Discord locale seen from the member: their DMs' language),
  ``dms_refused_until`` (Discord refused a DM with 50007: no DM is tried before then).
* ``guild_settings``: ``notify_turns`` (the server's default; NULL: ``channel``),
  ``puzzle_channel_id`` (the daily puzzle is posted there), ``public_pages`` (the web pages
  show this server; NULL or false: they answer 404).
* ``server_locales``: the Discord language a server's interactions last carried
  (``guild_locale``), so posts made without an interaction (deadlines, tournaments, the daily
  puzzle) speak it without the guild cache.
* ``matches``: ``turn_ping_message_id`` (the your-turn message to delete when it is replaced
  or answered) and ``reminded_at`` (the one reminder before the clock runs out was sent).

Revision ID: 0010
Revises: 0009
Create Date: 2026-12-01
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0010"
down_revision = "0009"
branch_labels = None
depends_on = None

COLUMNS = {
    "player_settings": [sa.Column("notify_turns", sa.String(8), nullable=True),
                        sa.Column("locale", sa.String(8), nullable=True),
                        sa.Column("dms_refused_until", sa.DateTime(timezone=False), nullable=True)],
    "guild_settings": [sa.Column("notify_turns", sa.String(8), nullable=True),
                       sa.Column("puzzle_channel_id", sa.BigInteger(), nullable=True),
                       sa.Column("public_pages", sa.Boolean(), nullable=True)],
    "matches": [sa.Column("turn_ping_message_id", sa.BigInteger(), nullable=True),
                sa.Column("reminded_at", sa.DateTime(timezone=False), nullable=True)],
}


def upgrade() -> None:
    op.create_table(
        "members",
        sa.Column("guild_id", sa.BigInteger(), autoincrement=False, nullable=False),
        sa.Column("user_id", sa.BigInteger(), autoincrement=False, nullable=False),
        sa.Column("display_name", sa.String(100), nullable=False),
        sa.Column("hide_name", sa.Boolean(), nullable=False, server_default=sa.false()),
        sa.Column("seen_at", sa.DateTime(timezone=False), nullable=False),
        sa.PrimaryKeyConstraint("guild_id", "user_id", name=op.f("pk_members")),
    )
    op.create_table(
        "server_locales",
        sa.Column("guild_id", sa.BigInteger(), autoincrement=False, nullable=False),
        sa.Column("locale", sa.String(8), nullable=False),
        sa.Column("seen_at", sa.DateTime(timezone=False), nullable=False),
        sa.PrimaryKeyConstraint("guild_id", name=op.f("pk_server_locales")),
    )
    for table, columns in COLUMNS.items():
        for column in columns:
            op.add_column(table, column)


def downgrade() -> None:
    sqlite = op.get_bind().dialect.name == "sqlite"
    for table, columns in COLUMNS.items():
        for column in columns:
            if sqlite:  # SQLite 3.35+ drops a plain column itself
                op.execute(sa.text(f"ALTER TABLE {table} DROP COLUMN {column.name}"))
            else:
                op.drop_column(table, column.name)
    op.drop_table("server_locales")
    op.drop_table("members")
