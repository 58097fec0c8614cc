"""The rooms of bot/: the service and the coach load no discord and nothing of the process;
no import cycles; a function-level import says why it is there."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import networkx as nx

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


def test_no_import_cycles_in_bot() -> None:
    """Counting every import, function-level and TYPE_CHECKING ones too."""
    modules = {_module(path): path for path in BOT.rglob("*.py")}
    graph: nx.DiGraph[str] = nx.DiGraph()
    graph.add_nodes_from(modules)
    for module, path in modules.items():
        for _node, names in _imports(path):
            graph.add_edges_from((module, name) for name in names
                                 if name in modules and name != module)
    assert list(nx.simple_cycles(graph)) == []


def _says_why(lines: list[str], node: ast.stmt) -> bool:
    """A comment on the import's line, or on the line above it (or above the imports just
    before it)."""
    if "#" in lines[node.lineno - 1]:
        return True
    row = node.lineno - 2
    while row >= 0 and (not lines[row].strip() or lines[row].lstrip().startswith(("import ",
                                                                                  "from "))):
        row -= 1
    return row >= 0 and lines[row].lstrip().startswith("#")


def test_a_function_level_import_in_bot_says_why() -> None:
    unexplained = []
    for path in sorted(BOT.rglob("*.py")):
        lines = path.read_text().splitlines()
        for function in ast.walk(ast.parse(path.read_text())):
            if not isinstance(function, ast.FunctionDef | ast.AsyncFunctionDef):
                continue
            for node in ast.walk(function):
                if isinstance(node, ast.Import | ast.ImportFrom) and not _says_why(lines, node):
                    unexplained.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert unexplained == []


def test_the_comment_check_tells_explained_from_unexplained() -> None:
    source = "def f():\n    # why\n    import x\n    import y\n\ndef g():\n    import z\n"
    nodes = sorted((n for n in ast.walk(ast.parse(source)) if isinstance(n, ast.Import)),
                   key=lambda n: n.lineno)
    assert [_says_why(source.splitlines(), n) for n in nodes] == [True, True, False]
