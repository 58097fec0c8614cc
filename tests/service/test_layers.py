"""The rooms of bot/: the service and the coach load no discord and nothing of the process
(the whole project's import rules are tests/codebase's)."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
BOT = ROOT / "bot"
DISCORD_FREE = ("service", "coach")


def _module(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _imports(path: Path) -> list[tuple[ast.Import | ast.ImportFrom, set[str]]]:
    """Every import statement of ``path`` and the modules (or module.name) it names."""
    found = []
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            found.append((node, {alias.name for alias in node.names}))
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            found.append((node, {node.module} | {f"{node.module}.{a.name}" for a in node.names}))
    return found


def _files(*packages: str) -> list[Path]:
    return sorted(path for package in packages for path in (BOT / package).rglob("*.py"))


def test_the_service_and_the_coach_load_no_discord() -> None:
    """Importing every module of bot/service and bot/coach (and all they import) in a fresh
    interpreter loads no discord module."""
    modules = [_module(path) for path in _files(*DISCORD_FREE)]
    code = (f"import importlib, sys\nfor m in {modules!r}: importlib.import_module(m)\n"
            "print(sorted(m for m in sys.modules if m.split('.')[0] == 'discord'))")
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                          text=True, timeout=120, check=True)
    assert len(modules) > 15
    assert done.stdout.strip() == "[]"


def test_the_service_and_the_coach_import_nothing_of_the_process() -> None:
    """The process builds the service, never the other way round (nor the front ends)."""
    offenders = {
        str(path.relative_to(ROOT)): sorted(name for _node, names in _imports(path)
                                            for name in names
                                            if name.startswith(("bot.process", "bot.frontends")))
        for path in _files(*DISCORD_FREE)
    }
    assert {k: v for k, v in offenders.items() if v} == {}
