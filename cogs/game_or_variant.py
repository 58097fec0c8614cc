"""The ``game`` option of /challenge and /analyze: one of the games, or one of this server's
variants (docs/rules.md, decision 13), offered by autocomplete.

A variant is played and analysed as saved: options given in the command on top of a variant
are refused, with what to do instead (pick the game itself to choose options).
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from dataclasses import dataclass

from discord import app_commands

import rules
from bot.core.errors import InvalidChallenge
from bot.matches.service import MatchService
from bot.servers.variants import Variant
from cogs.guards import option_name
from cogs.ui.render import variant_choice_name
from i18n import Text, and_list

log = logging.getLogger(__name__)

MAX_CHOICES = 25  # Discord's most autocomplete choices


@dataclass(frozen=True, slots=True)
class Chosen:
    """What the ``game`` option names: the game's slug, and the variant if it is one."""

    game: str
    variant: Variant | None = None


def _game_named(value: str) -> str | None:
    """The slug of the game ``value`` names (its slug, its English title or its name in the
    member's language, any case), or None."""
    wanted = value.strip().lower()
    return next((slug for slug, game in rules.GAMES.items()
                 if wanted in (slug, game.title.lower(), str(game.name).lower())), None)


async def chosen(service: MatchService, guild_id: int | None, value: object) -> Chosen:
    """The game or variant ``value`` names; InvalidChallenge (one sentence) if neither."""
    text = value if isinstance(value, str) else ""
    slug = _game_named(text)
    if slug is not None:
        return Chosen(slug)
    variant = (await service.variants.find(guild_id, text)
               if guild_id is not None and text.strip() else None)
    if variant is None:
        shown = text.strip()[:40]
        raise InvalidChallenge(Text("error-not-game-or-variant", name=shown) if shown
                               else Text("error-nothing-game-or-variant"))
    return Chosen(variant.game, variant)


def options_with(chosen_game: Chosen, given: Mapping[str, int | str | None]
                 ) -> dict[str, int]:
    """The options of a game played as a variant: the variant's own. An option given in the
    command too is refused (InvalidChallenge), saying what to do instead."""
    variant = chosen_game.variant
    assert variant is not None
    extra = [name for name, value in given.items() if value is not None]
    if extra:
        names = and_list([Text("error-option-quoted", option=option_name(name))
                          for name in extra])
        raise InvalidChallenge(Text("error-variant-keeps-options", variant=variant.name,
                                    options=names, game=variant.game))
    return dict(variant.options)


async def offered(service: MatchService, guild_id: int | None, typed: str
                  ) -> list[app_commands.Choice[str]]:
    """The games (named in the member's language), then the server's variants, whose name
    or title contains what was typed (at most Discord's 25)."""
    wanted = str(typed).strip().lower()
    choices = [app_commands.Choice(name=str(game.name), value=slug)
               for slug, game in rules.GAMES.items()
               if wanted in slug or wanted in game.title.lower()
               or wanted in str(game.name).lower()]
    if guild_id is not None:
        try:
            variants = await service.variants.list(guild_id)
        except Exception:  # the games alone still help; the error is logged
            log.exception("Autocomplete of the server's variants failed")
            variants = ()
        choices += [app_commands.Choice(name=variant_choice_name(v), value=v.name)
                    for v in variants if wanted in v.name]
    return choices[:MAX_CHOICES]
