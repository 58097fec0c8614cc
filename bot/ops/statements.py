"""Database statement time, through SQLAlchemy's public event API: the time from
``before_cursor_execute`` to ``after_cursor_execute`` of each statement (the driver's round
trip; on SQLite the trip to aiosqlite's thread and back), observed into the histogram.

SQLAlchemy's own recipe keeps the start on the connection's ``info`` (a stack: a statement
may run inside another's events); a statement that failed is popped by ``handle_error``.
"""

from __future__ import annotations

import time
from typing import Any

from sqlalchemy import event
from sqlalchemy.engine import Connection, ExceptionContext
from sqlalchemy.ext.asyncio import AsyncEngine

from bot.ops.metrics import OpsMetrics

_STARTS = "duels_statement_starts"


def time_statements(engine: AsyncEngine, metrics: OpsMetrics) -> None:
    """Time every statement ``engine`` runs from now on."""
    sync_engine = engine.sync_engine
    histogram = metrics.statements

    def before(conn: Connection, cursor: Any, statement: str, parameters: Any,
               context: Any, executemany: bool) -> None:
        conn.info.setdefault(_STARTS, []).append(time.perf_counter())

    def after(conn: Connection, cursor: Any, statement: str, parameters: Any,
              context: Any, executemany: bool) -> None:
        starts = conn.info.get(_STARTS)
        if starts:
            histogram.observe(time.perf_counter() - starts.pop())

    def failed(context: ExceptionContext) -> None:
        conn = context.connection
        starts = conn.info.get(_STARTS) if conn is not None else None
        if starts:
            histogram.observe(time.perf_counter() - starts.pop())

    event.listen(sync_engine, "before_cursor_execute", before)
    event.listen(sync_engine, "after_cursor_execute", after)
    event.listen(sync_engine, "handle_error", failed)
