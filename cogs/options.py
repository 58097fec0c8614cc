"""The games' options as slash-command parameters (/challenge, /analyze, /config
variant-add): their help and the widest ranges Discord enforces, from the game registry."""

from __future__ import annotations

import rules

#: Each option's description, the same for every game that takes it.
OPTION_HELP = {name: rules.option_help(name) for name in rules.option_names()}


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


SIZE_RANGE = option_range("size")
START_RANGE = option_range("start")
REACH_RANGE = option_range("reach")
