"""slug -> Game. A sixth game is one module and one line in ``_ALL``."""

from __future__ import annotations

from rules.base import Game
from rules.capture import NumberCapture
from rules.chain import NumberChain
from rules.circle import CircleDuel
from rules.line import ForbiddenAdjacent, NonConsecutive

_ALL: tuple[Game, ...] = (
    NonConsecutive(),
    ForbiddenAdjacent(),
    NumberCapture(),
    CircleDuel(),
    NumberChain(),
)

GAMES: dict[str, Game] = {game.slug: game for game in _ALL}


def game_slugs() -> list[str]:
    return list(GAMES)


def get_game(slug: str) -> Game:
    try:
        return GAMES[slug]
    except KeyError:
        raise KeyError(f"unknown game {slug!r}; known games: {', '.join(GAMES)}") from None
