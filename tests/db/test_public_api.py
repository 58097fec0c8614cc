"""db/ uses only the public API of SQLAlchemy and aiosqlite: a new release of either must not
silently switch the bot to another code path, or break it at the first statement."""

from __future__ import annotations

import ast
from pathlib import Path

DB = Path(__file__).resolve().parents[2] / "db"

#: Modules whose contents are implementation, not API (dialect adapters, helpers).
PRIVATE_MODULES = ("sqlalchemy.dialects", "sqlalchemy.util", "sqlalchemy.connectors",
                   "sqlalchemy.engine.default", "aiosqlite.core")


def private_uses(source: str) -> list[str]:
    """Each private name ``source`` reaches for: ``x._name`` on anything but ``self`` or
    ``cls``, ``from m import _name``, and imports of :data:`PRIVATE_MODULES`."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Attribute) and node.attr.startswith("_") \
                and not node.attr.startswith("__"):
            if not (isinstance(node.value, ast.Name) and node.value.id in ("self", "cls")):
                found.append(f"line {node.lineno}: {ast.unparse(node)}")
        elif isinstance(node, ast.ImportFrom):
            module = node.module or ""
            found += [f"line {node.lineno}: from {module} import {alias.name}"
                      for alias in node.names if alias.name.startswith("_")]
            if module.startswith(PRIVATE_MODULES):
                found.append(f"line {node.lineno}: from {module}")
        elif isinstance(node, ast.Import):
            found += [f"line {node.lineno}: import {alias.name}" for alias in node.names
                      if alias.name.startswith(PRIVATE_MODULES)]
    return found


def test_the_check_sees_private_driver_internals() -> None:
    driver = (
        "from sqlalchemy.dialects.sqlite.aiosqlite import AsyncAdapt_aiosqlite_cursor\n"
        "import aiosqlite.core\n"
        "from aiosqlite import _private\n"
        "async def run(connection, fn):\n"
        "    return await connection._execute(fn, connection._conn)\n"
    )
    assert len(private_uses(driver)) == 5
    assert private_uses("class A:\n    def f(self):\n        return self._x\n") == []


def test_db_reaches_for_no_private_name() -> None:
    sources = sorted(DB.rglob("*.py"))
    assert any(path.name == "engine.py" for path in sources)
    found = {str(path.relative_to(DB.parent)): uses for path in sources
             if (uses := private_uses(path.read_text(encoding="utf-8")))}
    assert found == {}
