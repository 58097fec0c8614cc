"""The layers of the project, as one table: which room may import which (docs/architecture.md
draws the same picture). A room is a top-level package, a feature folder of bot/, or cogs/ui
and cogs/games; a module outside its room's list fails here with its name and the import.

The features depend one way: core <- series <- standings; core <- members <- notices <- servers;
{series, servers, standings} <- matches <- {coach, tournaments} <- endings <- process. Nothing under
bot/ imports cogs (the bot loads them by extension name); the pure rooms (rules, the
tournaments' and the series' rules) load no discord and no database, and the features load no
discord (only the cogs and the process do). Beside them: bot.ops (the metrics and the
operations endpoints, fed by hooks the process wires) and bot.web (the public pages, a
process of their own, reading through the features' stores), neither loading discord.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from tests.fixtures.import_graph import import_graph

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ["bot", "cogs", "rules", "db", "i18n"]
BASE = {"rules", "db", "i18n"}
FEATURES = {"bot.core", "bot.members", "bot.notices", "bot.series", "bot.servers",
            "bot.standings", "bot.matches", "bot.coach", "bot.tournaments", "bot.endings",
            "bot.pacing"}

#: room -> the rooms it may import (besides itself).
ALLOWED: dict[str, set[str]] = {
    "bot": set(),
    "i18n": set(),
    "rules": {"i18n"},
    "db": {"i18n"},
    "bot.core": BASE,
    "bot.pacing": set(),
    "bot.series": BASE | {"bot.core"},
    # bot.notices.turns (where turn notices go) is pure; its service reads the members' rows.
    "bot.notices": BASE | {"bot.core", "bot.members"},
    "bot.servers": BASE | {"bot.core", "bot.notices"},
    "bot.members": BASE | {"bot.core"},
    "bot.standings": BASE | {"bot.core", "bot.series"},
    "bot.matches": BASE | {"bot.core", "bot.series", "bot.servers", "bot.standings"},
    "bot.coach": BASE | {"bot.core", "bot.matches"},
    # The export names players as the members rows keep them (bot.members).
    "bot.tournaments": BASE | {"bot.core", "bot.members", "bot.series", "bot.standings",
                               "bot.matches"},
    "bot.endings": BASE | {"bot.core", "bot.matches", "bot.tournaments"},
    "bot.frontends": BASE,
    "bot.ops": BASE,
    # bot.web reads the settings (bot.process.settings) and the features' stores.
    "bot.web": BASE | FEATURES | {"bot.process"},
    "bot.process": BASE | FEATURES | {"bot.frontends", "bot.ops"},
    "bot.__main__": {"bot.process", "bot.frontends", "bot.web"},
    "cogs.ui": BASE | FEATURES,
    "cogs.games": BASE | {"cogs", "cogs.ui"},
    # cogs.host names the settings' type; tests/cogs/test_layers.py: no cog imports the bot
    "cogs": BASE | FEATURES | {"bot.frontends", "bot.process", "bot.web", "cogs.ui",
                               "cogs.games"},
}

#: The rules a service stores: no discord, no database library, no database at all.
PURE = ["rules", "bot.tournaments.formats", "bot.tournaments.pairing",
        "bot.tournaments.scoring", "bot.tournaments.standings"]
#: Pure too, on the stored values (bot.core.snapshots, which names db.enums' enumerations).
PURE_ON_VALUES = ["bot.series.rules"]
DATABASE = {"sqlalchemy", "aiosqlite", "asyncpg"}


def room_of(module: str) -> str:
    parts = module.split(".")
    if parts[0] in ("bot", "cogs") and len(parts) > 1 and f"{parts[0]}.{parts[1]}" in ALLOWED:
        return f"{parts[0]}.{parts[1]}"
    return parts[0]


def crossings(graph: dict[str, set[str]]) -> dict[str, list[str]]:
    """Each module -> the imports that leave its room for one the table does not allow."""
    found = {}
    for module, imported in graph.items():
        room = room_of(module)
        bad = sorted(m for m in imported
                     if room_of(m) != room and room_of(m) not in ALLOWED[room])
        if bad:
            found[module] = bad
    return found


def test_every_room_is_in_the_table() -> None:
    graph = import_graph(ROOT, PACKAGES)
    rooms = {room_of(module) for module in graph}
    assert rooms <= set(ALLOWED), rooms - set(ALLOWED)
    assert rooms >= FEATURES  # the feature folders are there


def test_no_module_imports_outside_what_its_room_allows() -> None:
    assert crossings(import_graph(ROOT, PACKAGES)) == {}


def test_the_table_catches_a_forbidden_import() -> None:
    """Planted imports the table forbids: a feature importing a later one, core importing a
    feature, bot importing cogs, ui importing a handler."""
    graph = {"bot.series.store": {"bot.matches.store"}, "bot.core.errors": {"bot.servers.cache"},
             "bot.matches.service": {"cogs.buttons"}, "cogs.ui.render": {"cogs.buttons"},
             "bot.matches.store": {"bot.core.errors"}, "bot.servers.cache": set(),
             "cogs.buttons": {"cogs.ui.render"}}
    assert crossings(graph) == {"bot.series.store": ["bot.matches.store"],
                                "bot.core.errors": ["bot.servers.cache"],
                                "bot.matches.service": ["cogs.buttons"],
                                "cogs.ui.render": ["cogs.buttons"]}


def _loaded_by(modules: list[str]) -> set[str]:
    """The top-level packages importing ``modules`` loads, in a fresh interpreter."""
    code = (f"import importlib, sys\nfor m in {modules!r}: importlib.import_module(m)\n"
            "print(' '.join(sorted({m.split('.')[0] for m in sys.modules})))")
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                          text=True, timeout=120, check=True)
    return set(done.stdout.split())


def test_the_pure_rules_load_no_discord_and_no_database() -> None:
    assert _loaded_by(PURE) & {"discord", "db", "cogs", *DATABASE} == set()
    assert _loaded_by(PURE_ON_VALUES) & {"discord", "cogs", *DATABASE} == set()


def test_the_features_load_no_discord() -> None:
    """Every module of the feature folders and the other front ends, the pages and the
    metrics (and all they import): discord is the cogs' and the process's alone."""
    graph = import_graph(ROOT, ["bot"])
    modules = sorted(m for m in graph
                     if room_of(m) in FEATURES | {"bot.frontends", "bot.web", "bot.ops"})
    assert len(modules) > 40
    assert "discord" not in _loaded_by(modules)
