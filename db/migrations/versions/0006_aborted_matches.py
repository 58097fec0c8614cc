"""Aborted matches: a match that ends by a resignation or a timeout before both players have
moved is recorded as aborted (no winner, no record).

* ``matches.status`` may be ``'aborted'``: its CHECK constraint gains the value.
* ``matches.ended_by``: who ended a match early (resigned, or ran out of time), so an aborted
  match, which has no winner, can still say who. NULL for every match before this revision.

PostgreSQL changes the CHECK constraint in place. SQLite cannot: the table is rebuilt with
SQLite's documented procedure (https://www.sqlite.org/lang_altertable.html#otheralter,
"Making Other Kinds Of Table Schema Changes"). The move log and the hints refer to
``matches`` with ``ON DELETE CASCADE``, so the rebuild needs foreign keys off, which SQLite
only takes outside a transaction: db.migrate switches them off before the migrations'
transaction (step 1) and back on after it (step 12), and checks every reference before the
commit (step 10). Here: steps 3 to 9 (the new table's definition is the stored one with the
new CHECK text, so every column, type and constraint stays as it was; the indexes are
re-created from their stored SQL). Run with foreign keys on, this revision refuses to start
rather than let the DROP TABLE empty the move log.

Revision ID: 0006
Revises: 0005
Create Date: 2026-11-26
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0006"
down_revision = "0005"
branch_labels = None
depends_on = None

# Frozen copies of the CHECK text at each revision (never import live enums here).
STATUS_BEFORE = (
    "status IN ('pending', 'active', 'finished', 'declined', 'cancelled', 'expired')"
)
STATUS_AFTER = (
    "status IN ('pending', 'active', 'finished', 'declined', 'cancelled', 'expired', "
    "'aborted')"
)
#: The constraint's name as migration 0001 created it (the naming convention prefixed the
#: full name it was given once more); op.f keeps it as it is.
STATUS_CHECK = "ck_matches_ck_matches_status"


def upgrade() -> None:
    _change_status_check(STATUS_BEFORE, STATUS_AFTER)
    op.add_column("matches", sa.Column("ended_by", sa.BigInteger(), nullable=True))


def downgrade() -> None:
    # The schema before this revision has no aborted matches: they become finished matches
    # without a winner (unrated, like a running match a moderator voided).
    op.execute(sa.text("UPDATE matches SET status = 'finished' WHERE status = 'aborted'"))
    if op.get_bind().dialect.name == "sqlite":  # SQLite 3.35+ drops a plain column itself
        op.execute(sa.text("ALTER TABLE matches DROP COLUMN ended_by"))
    else:
        op.drop_column("matches", "ended_by")
    _change_status_check(STATUS_AFTER, STATUS_BEFORE)


def _change_status_check(before: str, after: str) -> None:
    bind = op.get_bind()
    if bind.dialect.name != "sqlite":
        op.drop_constraint(op.f(STATUS_CHECK), "matches", type_="check")
        op.create_check_constraint(op.f(STATUS_CHECK), "matches", sa.text(after))
        return
    _rebuild_sqlite_matches(bind, before, after)


def _rebuild_sqlite_matches(bind: sa.Connection, before: str, after: str) -> None:
    """SQLite's steps 3 to 10 for ``matches``, with ``before`` replaced by ``after`` in its
    definition."""
    if bind.exec_driver_sql("PRAGMA foreign_keys").scalar():
        raise RuntimeError(
            "migration 0006 rebuilds the matches table and needs SQLite's foreign keys off "
            "(PRAGMA foreign_keys = OFF outside the transaction); run it with "
            "`python3 manage.py bot migrate`, which does that"
        )
    # 3. The table's definition and what hangs on it (indexes; no trigger or view uses it).
    table_sql = bind.exec_driver_sql(
        "SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'matches'"
    ).scalar_one()
    dependents = [row[0] for row in bind.exec_driver_sql(
        "SELECT sql FROM sqlite_master WHERE tbl_name = 'matches' AND type IN "
        "('index', 'trigger') AND sql IS NOT NULL ORDER BY type, name"
    )]
    if table_sql.count(before) != 1:
        raise RuntimeError("migration 0006: the matches table's status CHECK is not the "
                           "expected one; refusing to rebuild it")
    head, rest = table_sql.split("(", 1)
    if head.split()[:2] != ["CREATE", "TABLE"]:
        raise RuntimeError("migration 0006: unexpected definition of the matches table")
    # 4. The new table in the revised format: the same definition, the new CHECK.
    bind.exec_driver_sql("CREATE TABLE _new_matches (" + rest.replace(before, after))
    # 5. Every row, column for column (same definition, same column order).
    bind.exec_driver_sql("INSERT INTO _new_matches SELECT * FROM matches")
    # 6. and 7. The old table out (foreign keys off: no cascade into the move log), the new
    # one under its name.
    bind.exec_driver_sql("DROP TABLE matches")
    bind.exec_driver_sql("ALTER TABLE _new_matches RENAME TO matches")
    # 8. The indexes (and triggers, if any) again.
    for sql in dependents:
        bind.exec_driver_sql(sql)
    # 10. Every reference into matches still holds (db.migrate checks again before COMMIT).
    broken = bind.exec_driver_sql("PRAGMA foreign_key_check").all()
    if broken:
        raise RuntimeError(f"migration 0006: foreign keys broken by the rebuild: {broken!r}")
