"""The games' options as slash-command parameters (/challenge, /analyze, /config
variant-add): their help, the widest ranges Discord enforces, the `claims` choices, and
`forbid` read from what the member typed (docs/rules.md, decision 14: one way to say it)."""

from __future__ import annotations

from discord import app_commands

import rules

#: Discord's longest description of a command's option.
MAX_DESCRIPTION = 100


def option_description(name: str) -> str:
    """The registry's line on option ``name`` (which games take it, what it does), or only
    what it does when both don't fit in Discord's 100 characters (/rules names the games)."""
    line = rules.option_help(name)
    if len(line) <= MAX_DESCRIPTION:
        return line
    return next(game.option(name).description for game in rules.GAMES.values()
                if name in game.option_names)[:MAX_DESCRIPTION]


#: Each option's description, the same for every game that takes it: Discord's default
#: (English) text of the parameter; commands.ftl gives it in the other languages.
OPTION_HELP = {name: option_description(name) for name in rules.option_names()}


def option_range(name: str) -> tuple[int, int]:
    """The widest values option ``name`` takes over the games that have it (one /challenge
    serves them all; each game still checks its own values), for Discord to enforce as
    min_value and max_value. "Up to the size" is up to the game's largest size."""
    lows, highs = [], []
    for game in rules.GAMES.values():
        if name in game.option_names:
            option = game.option(name)
            size = game.option("size")
            low, high = (min(option.choices), max(option.choices)) if option.choices else (
                option.low, option.high if option.high is not None else size.high)
            assert high is not None  # every game's size has a largest value
            lows.append(low)
            highs.append(high)
    return min(lows), max(highs)


def _choices_of(name: str) -> list[app_commands.Choice[int]]:
    """An option with a few values as Discord choices (the games that take it agree)."""
    values = sorted({value for game in rules.GAMES.values() if name in game.option_names
                     for value in game.option(name).choices})
    return [app_commands.Choice(name=str(value), value=value) for value in values]


SIZE_RANGE = option_range("size")
START_RANGE = option_range("start")
CLAIMS_CHOICES = _choices_of("claims")
#: `forbid` is typed ("1,3"): Discord checks only its length.
FORBID_LENGTH = (1, 20)


def typed_options(size: int | None = None, start: int | None = None,
                  forbid: str | None = None, claims: int | None = None
                  ) -> dict[str, int | str | None]:
    """The game options of a command, by name (None: left out). ``forbid`` stays as typed
    ("1,3"): the game reads it once it knows the option applies (GameCog.options, and the
    variants' check), so a game without it says so rather than how to write it."""
    return {"size": size, "start": start, "forbid": forbid, "claims": claims}
