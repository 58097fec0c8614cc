"""The project's source files and the imports between them, read with ``ast`` (nothing is
imported), for the checks of test_codebase.py."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
#: The project's packages, and the scripts that live beside them.
PACKAGES = ("rules", "db", "bot", "cogs", "benchmarks")
#: Alembic's revision files are data Alembic loads by path, not modules of the project.
NOT_MODULES = ("db/migrations/versions",)


@dataclass(frozen=True, slots=True)
class Import:
    """One project module importing another: where, and whether only at call time."""

    importer: str
    target: str
    path: Path
    line: int
    in_function: bool


def source_files() -> list[Path]:
    return sorted(path for package in PACKAGES for path in (ROOT / package).rglob("*.py")
                  if not any(path.relative_to(ROOT).as_posix().startswith(skip)
                             for skip in NOT_MODULES))


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _targets(node: ast.Import | ast.ImportFrom, importer: str, is_package: bool,
             known: set[str]) -> Iterator[str]:
    """The modules an import statement loads: ``from a import b`` loads ``a.b`` when that is
    a module, else ``a``; relative imports are resolved against the importer."""
    if isinstance(node, ast.Import):
        yield from (alias.name for alias in node.names)
        return
    base = node.module or ""
    if node.level:
        package = importer.split(".") if is_package else importer.split(".")[:-1]
        package = package[: len(package) - (node.level - 1)]
        base = ".".join([*package, base] if base else package)
    for alias in node.names:
        candidate = f"{base}.{alias.name}"
        yield candidate if candidate in known else base


def _type_checking_only(tree: ast.Module) -> set[int]:
    """The ids of statements under ``if TYPE_CHECKING:``: read by type checkers, never run."""
    skipped: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            skipped.update(id(inner) for stmt in node.body for inner in ast.walk(stmt))
    return skipped


def project_imports() -> list[Import]:
    """Every run-time import of one project module by another (``if TYPE_CHECKING:`` blocks
    left out), and of third-party modules, each with its place."""
    files = source_files()
    known = {module_name(path) for path in files}
    found: list[Import] = []
    for path in files:
        importer = module_name(path)
        tree = ast.parse(path.read_text(), filename=str(path))
        typing_only = _type_checking_only(tree)
        in_function = {id(inner) for node in ast.walk(tree)
                       if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef)
                       for inner in ast.walk(node) if inner is not node}
        for node in ast.walk(tree):
            if not isinstance(node, ast.Import | ast.ImportFrom) or id(node) in typing_only:
                continue
            for target in _targets(node, importer, path.name == "__init__.py", known):
                if target != importer:
                    found.append(Import(importer, target, path, node.lineno,
                                        id(node) in in_function))
    return found


def cycles(edges: list[Import], modules: set[str]) -> list[list[str]]:
    """Groups of project modules that import each other in a circle (Tarjan's strongly
    connected components of more than one module)."""
    graph: dict[str, set[str]] = {module: set() for module in modules}
    for edge in edges:
        if edge.importer in modules and edge.target in modules:
            graph[edge.importer].add(edge.target)
    order: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    groups: list[list[str]] = []

    def visit(node: str) -> None:
        order[node] = low[node] = len(order)
        stack.append(node)
        for nxt in sorted(graph[node]):
            if nxt not in order:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in stack:
                low[node] = min(low[node], order[nxt])
        if low[node] == order[node]:
            group = []
            while (member := stack.pop()) != node:
                group.append(member)
            group.append(node)
            if len(group) > 1:
                groups.append(sorted(group))

    for node in sorted(graph):
        if node not in order:
            visit(node)
    return groups


def reachable(start: set[str], edges: list[Import]) -> set[str]:
    """``start`` and every module it imports, directly or through project modules."""
    seen = set(start)
    todo = list(start)
    while todo:
        module = todo.pop()
        for edge in edges:
            if edge.importer == module and edge.target not in seen:
                seen.add(edge.target)
                todo.append(edge.target)
    return seen
