"""Every key the code says exists in the English catalogue (so no member ever reads a bare
key), and every English key is said somewhere (so the catalogue holds no dead text)."""

from __future__ import annotations

import ast
import re
from pathlib import Path

from i18n import catalog

ROOT = Path(__file__).resolve().parents[2]
SOURCES = ("i18n", "rules", "bot", "cogs")
SAYING = {"Text", "t", "say", "has_key"}
KEY = re.compile(r"^-?[a-zA-Z][a-zA-Z0-9_-]*$")
#: The public pages' templates say keys too: ``t("web-col-rank")`` in a Jinja expression.
TEMPLATES = ROOT / "bot" / "web" / "templates"
TEMPLATE_KEY = re.compile(r"""\bt\(\s*["']([a-zA-Z][a-zA-Z0-9_-]*)["']""")


def _said_keys() -> tuple[set[str], set[str]]:
    """Keys named literally in calls of Text()/t()/say(), and the fixed beginnings of keys
    built with an f-string (f"board-legend-{game}")."""
    exact: set[str] = set()
    prefixes: set[str] = set()
    for folder in SOURCES:
        for path in (ROOT / folder).rglob("*.py"):
            tree = ast.parse(path.read_text(encoding="utf-8"))
            for node in ast.walk(tree):
                if not (isinstance(node, ast.Call) and node.args):
                    continue
                func = node.func
                name = func.id if isinstance(func, ast.Name) else (
                    func.attr if isinstance(func, ast.Attribute) else None)
                if name not in SAYING:
                    continue
                first = node.args[0]
                if isinstance(first, ast.Constant) and isinstance(first.value, str):
                    exact.add(first.value)
                elif isinstance(first, ast.JoinedStr) and first.values and isinstance(
                        first.values[0], ast.Constant):
                    prefixes.add(str(first.values[0].value))
    for path in TEMPLATES.glob("*.html"):
        exact.update(TEMPLATE_KEY.findall(path.read_text(encoding="utf-8")))
    return exact, prefixes


def test_every_key_the_code_says_is_in_english() -> None:
    exact, prefixes = _said_keys()
    english = catalog().keys("en")
    missing = sorted(key for key in exact if KEY.match(key) and key not in english)
    assert missing == []
    dangling = sorted(p for p in prefixes if not any(k.startswith(p) for k in english))
    assert dangling == []


def test_every_english_key_is_said_somewhere() -> None:
    """A key no code names, literally or by an f-string's beginning, nor any other message
    refers to, is dead text. Keys the command translator derives (cmd-, opt-, choice-) and
    the list words are said by name elsewhere."""
    exact, prefixes = _said_keys()
    english = catalog().keys("en")
    derived = ("cmd-", "opt-", "choice-", "list-")
    dead = sorted(key for key in english if key not in exact
                  and not key.startswith(derived)
                  and not any(key.startswith(p) for p in prefixes))
    assert dead == []
