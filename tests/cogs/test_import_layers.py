"""cogs/ in layers: cogs/ui draws and imports no handler (the whole project's rules, no
import cycle and no unexplained function-level import, are tests/codebase's)."""

from __future__ import annotations

from pathlib import Path

from tests.fixtures.import_graph import cycles, function_level_imports, import_graph

ROOT = Path(__file__).resolve().parents[2]
UI = "cogs.ui"


def _in_ui(module: str) -> bool:
    return module == UI or module.startswith(UI + ".")


def ui_imports_outside(graph: dict[str, set[str]]) -> dict[str, list[str]]:
    """Each module of cogs/ui -> the cogs modules outside cogs/ui it imports."""
    found = {module: sorted(m for m in imported if not _in_ui(m))
             for module, imported in graph.items() if _in_ui(module)}
    return {module: names for module, names in found.items() if names}


def _write(root: Path, files: dict[str, str]) -> None:
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")


def test_the_checks_find_what_they_forbid(tmp_path: Path) -> None:
    """A cycle through `from package import module`, a relative import and a function-level
    import; a ui module importing a handler; an unexplained import in a function."""
    _write(tmp_path, {
        "cogs/__init__.py": "",
        "cogs/ui/__init__.py": "",
        "cogs/ui/render.py": "from cogs import buttons\n",
        "cogs/buttons.py": "def click():\n    from .ui.render import draw\n",
        "cogs/help.py": "from cogs.ui import render  # drawing only\n",
    })
    graph = import_graph(tmp_path, ["cogs"])
    assert graph["cogs.help"] == {"cogs.ui.render"}
    assert cycles(graph) == [["cogs.buttons", "cogs.ui.render"]]
    assert ui_imports_outside(graph) == {"cogs.ui.render": ["cogs.buttons"]}
    [inner] = function_level_imports(tmp_path / "cogs" / "buttons.py")
    assert inner.lineno == 2
    assert function_level_imports(tmp_path / "cogs" / "help.py") == []


def test_a_module_importing_itself_is_a_cycle() -> None:
    assert cycles({"a": {"a"}, "b": set()}) == [["a"]]
    assert cycles({"a": {"b"}, "b": {"c"}, "c": set()}) == []
