"""The stand-in's modules stay small and each says it is a stand-in, not Discord."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

import tests.standin

PACKAGE = Path(tests.standin.__file__).parent
MODULES = sorted(PACKAGE.rglob("*.py"))
MAX_LINES = 400


@pytest.mark.parametrize("path", MODULES, ids=lambda p: str(p.relative_to(PACKAGE)))
def test_module_is_small_and_says_it_is_not_discord(path: Path) -> None:
    source = path.read_text()
    assert len(source.splitlines()) <= MAX_LINES, f"{path.name}: split it by concern"
    doc = ast.get_docstring(ast.parse(source)) or ""
    assert "NOT Discord" in " ".join(doc.split()), f"{path.name}: docstring must say so"


def test_map_names_existing_files() -> None:
    """Every file the package docstring's "Where things live" map points to exists."""
    doc = tests.standin.__doc__ or ""
    start = doc.index("Where things live")
    section = doc[start : doc.index("\n\n", doc.index("\n- ", start))]
    named = set(re.findall(r"[\w/]+\.py\b", section))
    assert {"faults.py", "interactions.py", "gateway.py", "rest/channels.py"} <= named
    missing = sorted(n for n in named if not (PACKAGE / n).is_file())
    assert not missing, missing
