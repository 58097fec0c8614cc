"""The dependency between the process (bot/) and the Discord face (cogs/) points one way."""

from __future__ import annotations

import ast
from pathlib import Path

from bot.process.app import EXTENSIONS, DuelsBot
from bot.process.settings import Settings
from cogs.host import DuelsHost

ROOT = Path(__file__).resolve().parents[2]


def _imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text())
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
    return names


def test_no_cog_imports_the_bot_class() -> None:
    offenders = [str(p.relative_to(ROOT)) for p in (ROOT / "cogs").rglob("*.py")
                 if "bot.process.app" in _imported_modules(p)]
    assert offenders == []


def test_every_extension_is_a_module_with_setup() -> None:
    import importlib

    for name in EXTENSIONS:
        assert callable(getattr(importlib.import_module(name), "setup", None)), name


def test_the_bot_class_provides_what_the_cogs_use() -> None:
    """DuelsHost's members all exist on a DuelsBot (a missing one would fail at run time)."""
    bot = DuelsBot(Settings(_env_file=None))  # type: ignore[call-arg]  # pydantic's init kwarg
    bot.service = object()  # type: ignore[assignment]  # set by setup_hook in real life
    bot.coach = object()  # type: ignore[assignment]  # likewise
    bot.tournaments = object()  # type: ignore[assignment]  # likewise
    bot.endings = object()  # type: ignore[assignment]  # likewise
    bot.dms = object()  # type: ignore[assignment]  # likewise
    bot.turn_notices = object()  # type: ignore[assignment]  # likewise
    bot.members_seen = object()  # type: ignore[assignment]  # likewise
    members = [name for name in dir(DuelsHost) if not name.startswith("_")]
    assert sorted(members) == ["board_tokens", "boards_in_flight", "coach", "cogs",
                               "create_dm", "dispatch", "dms", "endings", "get_guild",
                               "get_partial_messageable",
                               "members_seen", "pacer", "recent_players", "service",
                               "settings", "tournaments", "turn_notices"]
    for name in members:
        assert hasattr(bot, name), name
