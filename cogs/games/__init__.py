"""The per-game cogs, one module each, found by looking in this package.

Adding a sixth game: its rules module (which registers itself), its catalogue texts, and
one cog module here (a ``GameCog`` subclass with the game's ``slug``, docs/architecture.md
"Adding a game"). There is no list to extend: ``game_cogs()`` imports every module of
this package.
"""

from __future__ import annotations

import importlib
import inspect
import pkgutil

from discord.ext import commands

import rules
from cogs.game_cog import GameCog


def discover() -> dict[str, type[GameCog]]:
    """slug -> the GameCog subclass defined in this package's modules (any game)."""
    found: dict[str, type[GameCog]] = {}
    for module_info in pkgutil.iter_modules(__path__, prefix=f"{__name__}."):
        module = importlib.import_module(module_info.name)
        for cls in vars(module).values():
            if (
                inspect.isclass(cls)
                and issubclass(cls, GameCog)
                and cls is not GameCog
                and cls.__module__ == module.__name__
            ):
                if cls.slug in found:
                    raise ValueError(
                        f"{cls.__module__} and {found[cls.slug].__module__} both present "
                        f"{cls.slug!r}"
                    )
                found[cls.slug] = cls
    return found


def game_cogs() -> list[type[GameCog]]:
    """The cogs of the registered games, in the registry's order (a game without a cog is
    left out; tests/cogs/test_games.py says which)."""
    found = discover()
    return [found[slug] for slug in rules.game_slugs() if slug in found]


async def setup(bot: commands.Bot) -> None:
    for cog in game_cogs():
        await bot.add_cog(cog(bot))
