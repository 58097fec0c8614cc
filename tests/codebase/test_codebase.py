"""The layout rules a newcomer relies on, checked over the whole source tree: no import
cycles, a function-level import only with its reason beside it, a service that knows nothing
of Discord, and docs/architecture.md naming every source file."""

from __future__ import annotations

import ast
import re
from pathlib import Path

from tests.codebase.sources import (
    ROOT,
    cycles,
    module_name,
    project_imports,
    reachable,
    source_files,
)

ARCHITECTURE = ROOT / "docs" / "architecture.md"
#: The packages that must run without discord.py: the rules, the storage and the service.
WITHOUT_DISCORD = ("rules", "db", "bot.service", "bot.coach")


def test_no_import_cycles() -> None:
    modules = {module_name(path) for path in source_files()}
    assert cycles(project_imports(), modules) == []


def test_a_function_level_import_says_why() -> None:
    """An import inside a function hides a dependency from the reader of the module's head;
    it is there only for a reason written on its line or the line above it."""
    unexplained = []
    for edge in project_imports():
        if not edge.in_function:
            continue
        lines = edge.path.read_text().splitlines()
        own, above = lines[edge.line - 1], lines[edge.line - 2].strip()
        if "#" not in own and not above.startswith("#"):
            unexplained.append(f"{edge.path.relative_to(ROOT)}:{edge.line}: {own.strip()}")
    assert sorted(set(unexplained)) == []


def test_the_service_imports_no_discord() -> None:
    edges = project_imports()
    modules = {module_name(path) for path in source_files()}
    service = {m for m in modules if any(m == p or m.startswith(p + ".") for p in WITHOUT_DISCORD)}
    assert service, "no service modules found: WITHOUT_DISCORD names packages that moved"
    loaded = reachable(service, edges)
    offenders = sorted({f"{edge.importer} imports {edge.target}" for edge in edges
                        if edge.importer in loaded
                        and (edge.target == "discord" or edge.target.startswith("discord."))})
    assert offenders == []


def named_in_architecture() -> set[str]:
    """The paths docs/architecture.md's tree names: folders end with ``/``, files are names
    at the tree's indentation (descriptions sit further right)."""
    text = ARCHITECTURE.read_text()
    tree = text.split("```", 2)[1]
    named: set[str] = set()
    folders: list[tuple[int, str]] = []
    for line in tree.splitlines():
        match = re.match(r"^( {0,8})([\w.]+/|[\w.]+\.py)(\s|$)", line)
        if not match:
            continue
        indent, name = len(match.group(1)), match.group(2)
        while folders and folders[-1][0] >= indent:
            folders.pop()
        path = "".join(folder for _, folder in folders) + name
        named.add(path)
        if name.endswith("/"):
            folders.append((indent, name))
    return named


def test_architecture_names_every_source_file() -> None:
    named = named_in_architecture()
    files = {path.relative_to(ROOT).as_posix() for path in source_files()
             if path.name != "__init__.py" or _has_code(path)}
    assert sorted(files - named) == []


def test_architecture_names_no_file_that_is_gone() -> None:
    gone = sorted(path for path in named_in_architecture()
                  if path.endswith(".py") and not (ROOT / path).exists())
    assert gone == []


def _has_code(path: Path) -> bool:
    """Whether a package's ``__init__.py`` holds more than its docstring."""
    body = ast.parse(path.read_text()).body
    if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
        body = body[1:]
    return bool(body)
