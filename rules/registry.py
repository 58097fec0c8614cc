"""slug -> Game, in registration order. Each game's module registers its game when it is
imported (``register(MyGame())`` at its end); rules/__init__.py imports the game modules
(``GAME_MODULES``) in the order the commands offer the games. Everything else (slash
command choices and option parameters, the terminal, the solver, the option help) is
derived from this registry.
"""

from __future__ import annotations

from collections.abc import Mapping

from rules.base import Game

GAMES: dict[str, Game] = {}


def register(game: Game) -> Game:
    """Make ``game`` known to every layer (the public registration hook)."""
    if game.slug in GAMES:
        raise ValueError(f"a game {game.slug!r} is already registered")
    if game.option_names[:1] != ("size",):
        raise ValueError(f"{game.slug}: the first option must be size")
    GAMES[game.slug] = game
    return game


def unregister(slug: str) -> None:
    """Forget a game (tests that register a game of their own clean up with this)."""
    del GAMES[slug]


def game_slugs() -> list[str]:
    return list(GAMES)


def get_game(slug: str) -> Game:
    try:
        return GAMES[slug]
    except KeyError:
        raise KeyError(f"unknown game {slug!r}; known games: {', '.join(GAMES)}") from None


def option_names() -> list[str]:
    """Every option some game takes, in the order the games declare them."""
    return list(dict.fromkeys(name for game in GAMES.values() for name in game.option_names))


def option_help(name: str) -> str:
    """One line on option ``name`` for a command that serves every game: its description,
    after the titles of the games that take it unless all do ("Number Chain: the start
    number (random if left out)"). Games that share an option share its description."""
    takers = [game for game in GAMES.values() if name in game.option_names]
    description = takers[0].option(name).description
    if len(takers) == len(GAMES):
        return description
    return f"{', '.join(game.title for game in takers)}: {description}"


def max_size(game: Game | str, options: Mapping[str, int] | None = None) -> int:
    """The largest ``size`` allowed with ``options`` (the others than size; defaults for
    those left out): the solver's cap (docs/rules.md, decision 10), for Discord to say."""
    found = get_game(game) if isinstance(game, str) else game
    chosen = found.upgrade_options(dict(options or {}))
    values: dict[str, int] = {}
    for option in found.options:
        value = chosen.get(option.name, option.default)
        if isinstance(value, int):
            values[option.name] = value
    return found.max_size(values)
