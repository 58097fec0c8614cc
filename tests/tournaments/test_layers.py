"""bot/tournaments is pure: importing it loads no discord, no database library, nothing of
the rest of bot/ (the service builds on it, never the other way round)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_the_tournament_logic_loads_no_discord_and_no_database() -> None:
    modules = sorted(".".join(path.relative_to(ROOT).with_suffix("").parts)
                     for path in (ROOT / "bot" / "tournaments").glob("*.py")
                     if path.name != "__init__.py")
    code = (f"import importlib, sys\nfor m in {modules!r}: importlib.import_module(m)\n"
            "print(sorted({m.split('.')[0] for m in sys.modules} & "
            "{'discord', 'sqlalchemy', 'aiosqlite', 'asyncpg', 'db', 'cogs'}), "
            "sorted(m for m in sys.modules if m.startswith('bot.') "
            "and not m.startswith('bot.tournaments')))")
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                          text=True, timeout=120, check=True)
    assert len(modules) == 4
    assert done.stdout.strip() == "[] []"
