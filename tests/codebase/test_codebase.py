"""The layout rules a newcomer relies on, checked over the whole source tree: no import
cycles, a function-level import only with its reason beside it, and docs/architecture.md
naming every source file. Which layer may import which is tests/codebase/test_layers.py's
one table."""

from __future__ import annotations

import ast
import re
from pathlib import Path

from tests.fixtures.import_graph import cycles, function_level_imports, import_graph, says_why

ROOT = Path(__file__).resolve().parents[2]
ARCHITECTURE = ROOT / "docs" / "architecture.md"
#: The project's packages, and the benchmark scripts beside them.
PACKAGES = ("i18n", "rules", "db", "bot", "cogs", "benchmarks")
#: Alembic's revision files: data Alembic loads by path, named in the tree by their folder.
REVISIONS = ROOT / "db" / "migrations" / "versions"


def source_files() -> list[Path]:
    return sorted(path for package in PACKAGES for path in (ROOT / package).rglob("*.py")
                  if REVISIONS not in path.parents)


def test_no_import_cycles() -> None:
    """Counting every import that runs (module and function level); the imports under ``if
    TYPE_CHECKING:`` only let a type checker read annotations that refer to each other
    (rules' Game, Screens and Strategy) and are left out."""
    assert cycles(import_graph(ROOT, PACKAGES, type_checking=False)) == []


def test_a_function_level_import_says_why() -> None:
    """An import inside a function hides a dependency from the reader of the module's head
    (of the project's or a library's module): it is there only with its reason beside it."""
    unexplained = []
    for path in source_files():
        lines = path.read_text(encoding="utf-8").splitlines()
        unexplained += [f"{path.relative_to(ROOT)}:{node.lineno}: {lines[node.lineno - 1].strip()}"
                        for node in function_level_imports(path) if not says_why(lines, node)]
    assert unexplained == []


def test_the_comment_check_tells_explained_from_unexplained() -> None:
    source = "def f():\n    # why\n    import x\n    import y\n\ndef g():\n    import z\n"
    nodes = sorted((n for n in ast.walk(ast.parse(source)) if isinstance(n, ast.Import)),
                   key=lambda n: n.lineno)
    assert [says_why(source.splitlines(), n) for n in nodes] == [True, True, False]


def named_in_architecture(text: str) -> set[str]:
    """The paths the first code block (the tree) of docs/architecture.md names: a folder
    ends with ``/``; a name sits at the tree's indentation, its description further right."""
    named: set[str] = set()
    folders: list[tuple[int, str]] = []
    for line in text.split("```", 2)[1].splitlines():
        match = re.match(r"^( {0,8})([\w.]+/|[\w.]+\.py)(\s|$)", line)
        if not match:
            continue
        indent, name = len(match.group(1)), match.group(2)
        while folders and folders[-1][0] >= indent:
            folders.pop()
        named.add("".join(folder for _, folder in folders) + name)
        if name.endswith("/"):
            folders.append((indent, name))
    return named


def test_the_tree_reader_follows_the_indentation() -> None:
    tree = ("```\nbot/\n  app.py   the bot\n  service/\n    matches.py  lifecycle,\n"
            "                  continued: see x.py\ncogs/\n  help.py\n```\n")
    assert named_in_architecture(tree) == {
        "bot/", "bot/app.py", "bot/service/", "bot/service/matches.py", "cogs/", "cogs/help.py"}


def _has_code(path: Path) -> bool:
    """Whether a package's ``__init__.py`` holds more than its docstring."""
    body = ast.parse(path.read_text(encoding="utf-8")).body
    if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
        body = body[1:]
    return bool(body)


def test_architecture_names_every_source_file() -> None:
    named = named_in_architecture(ARCHITECTURE.read_text(encoding="utf-8"))
    files = {path.relative_to(ROOT).as_posix() for path in source_files()
             if path.name != "__init__.py" or _has_code(path)}
    assert sorted(files - named) == []


def test_architecture_names_no_file_that_is_gone() -> None:
    named = named_in_architecture(ARCHITECTURE.read_text(encoding="utf-8"))
    assert sorted(path for path in named
                  if path.endswith(".py") and not (ROOT / path).exists()) == []
