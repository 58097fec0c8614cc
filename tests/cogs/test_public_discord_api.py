"""The bot reaches discord.py through its public, documented API only.

A minor release of discord.py may change anything private (``discord.http``'s helpers,
``discord.ui.View``'s internals, the ``__discord_ui_*__`` class attributes): read from the
source of every module under cogs/ and bot/, none of them may be used.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("cogs", "bot")
#: discord.py modules that are not part of its documented API.
INTERNAL_MODULES = ("discord.http", "discord.gateway", "discord.state", "discord.ui.view",
                    "discord.ui.dynamic", "discord.ui.item", "discord.webhook.async_")
#: What discord.py calls on a view or an item to build a message's payload, store and
#: dispatch it: not documented as overridable (a view drawn from raw payloads did).
VIEW_INTERNALS = {"to_components", "to_component_dict", "is_dispatchable", "is_persistent",
                  "has_components_v2", "is_finished", "timeout", "refresh_component"}
#: (file, dotted name): allowed, with the reason.
ALLOWED = {
    # Only with DISCORD_API_URL / DISCORD_GATEWAY_URL set (the local stand-in, never in
    # production): discord.py has no public setting for Discord's address.
    ("bot/process/app.py", "discord.http.Route.BASE"),
    ("bot/process/app.py", "discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY"),
}

#: Names with a leading underscore that their library documents as public: the standard
#: library's ``os._exit`` (end a process at once, as a pool's worker must when its parent
#: is gone: bot/frontends/charts.py).
DOCUMENTED = {"os._exit"}


def sources(root: Path = ROOT) -> list[Path]:
    return sorted(p for package in PACKAGES for p in (root / package).rglob("*.py"))


def dotted(node: ast.AST) -> str | None:
    """`a.b.c` for an attribute chain rooted at a name, else None."""
    parts: list[str] = []
    while isinstance(node, ast.Attribute):
        parts.append(node.attr)
        node = node.value
    if not isinstance(node, ast.Name):
        return None
    return ".".join([node.id, *reversed(parts)])


def _internal(name: str) -> bool:
    return any(name == m or name.startswith(m + ".") for m in INTERNAL_MODULES)


def _subclasses_discord(cls: ast.ClassDef) -> bool:
    return any((dotted(base.value if isinstance(base, ast.Subscript) else base) or "")
               .startswith("discord.") for base in cls.bases)


def private_uses(path: Path, root: Path = ROOT) -> list[str]:
    """Each use of a private discord.py name in `path`, as `file:line: what`."""
    name = path.relative_to(root).as_posix()
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found: list[str] = []

    def say(node: ast.AST, what: str) -> None:
        found.append(f"{name}:{getattr(node, 'lineno', 0)}: {what}")

    inner = {id(n.value) for n in ast.walk(tree) if isinstance(n, ast.Attribute)}
    # Our own objects' own attributes: self, cls, and the classes this module defines.
    ours = {"self", "cls"} | {n.name for n in ast.walk(tree) if isinstance(n, ast.ClassDef)}
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                if _internal(alias.name):
                    say(node, f"import {alias.name}")
        elif isinstance(node, ast.ImportFrom) and (node.module or "").startswith("discord"):
            if _internal(node.module or ""):
                say(node, f"from {node.module} import ...")
            for alias in node.names:
                if alias.name.startswith("_"):
                    say(node, f"from {node.module} import {alias.name}")
        elif isinstance(node, ast.Attribute):
            full = dotted(node)
            if "__discord_ui_" in node.attr:
                say(node, f"attribute {node.attr}")
            elif (node.attr.startswith("_") and not node.attr.startswith("__")
                  and dotted(node.value) not in ours and full not in DOCUMENTED):
                say(node, f"private attribute {full or node.attr}")
            if (id(node) not in inner and full is not None and _internal(full)
                    and (name, full) not in ALLOWED):  # the whole chain, once
                say(node, f"discord.py internal {full}")
        elif isinstance(node, ast.Name) and "__discord_ui_" in node.id:
            say(node, f"name {node.id}")
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) and (
                node.value.startswith("__discord_ui_")):  # getattr(item, "__discord_ui_...")
            say(node, f"string {node.value}")
        elif isinstance(node, ast.ClassDef) and _subclasses_discord(node):
            for item in node.body:
                if (isinstance(item, ast.FunctionDef | ast.AsyncFunctionDef)
                        and item.name in VIEW_INTERNALS):
                    say(item, f"overrides discord.py's {node.name}.{item.name}")
            # A subclass of a discord.py class reading its parent's private state.
            own = {t.attr for n in ast.walk(node) if isinstance(n, ast.Assign | ast.AnnAssign)
                   for t in (n.targets if isinstance(n, ast.Assign) else [n.target])
                   if isinstance(t, ast.Attribute) and dotted(t.value) == "self"}
            for n in ast.walk(node):
                if (isinstance(n, ast.Attribute) and dotted(n.value) == "self"
                        and n.attr.startswith("_") and not n.attr.startswith("__")
                        and n.attr not in own):
                    say(n, f"inherited private attribute self.{n.attr}")
    return found


@pytest.mark.parametrize("path", sources(), ids=lambda p: p.relative_to(ROOT).as_posix())
def test_no_private_discord_py_name(path: Path) -> None:
    assert private_uses(path) == []


def test_the_check_finds_what_it_forbids(tmp_path: Path) -> None:
    """Each kind of private use is reported (so the test above can fail)."""
    bad = tmp_path / "cogs" / "bad.py"
    bad.parent.mkdir()
    bad.write_text(
        "import discord\n"
        "import discord.http\n"
        "from discord.ui.view import ViewStore\n"
        "template = Item.__discord_ui_compiled_template__\n"
        "edit = discord.http.handle_message_parameters\n"
        "children = view._children\n"
        "class Board(discord.ui.View):\n"
        "    def rows(self):\n"
        "        return self._children\n"
        "    def to_components(self):\n"
        "        return []\n",
        encoding="utf-8",
    )
    found = "\n".join(private_uses(bad, tmp_path))
    for expected in ("import discord.http", "from discord.ui.view", "__discord_ui_compiled",
                     "discord.http.handle_message_parameters", "view._children",
                     "self._children", "Board.to_components"):
        assert expected in found, (expected, found)
