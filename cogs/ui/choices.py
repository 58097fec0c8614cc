"""The fixed choices of the slash commands' options, shared by the commands that offer them.
The games' are read from the registry when a command is made (its extension loaded)."""

from __future__ import annotations

from discord import app_commands

import rules
from rules.players import LEVELS


def game_choices() -> list[app_commands.Choice[str]]:
    """The registered games, in the registry's order."""
    return [app_commands.Choice(name=g.title, value=slug) for slug, g in rules.GAMES.items()]


FIRST_CHOICES = [
    app_commands.Choice(name="random (coin toss)", value="random"),
    app_commands.Choice(name="me", value="me"),
    app_commands.Choice(name="them", value="them"),
]
BEST_OF_CHOICES = [app_commands.Choice(name=str(n), value=n) for n in (1, 3, 5, 7)]
LEVEL_CHOICES = [app_commands.Choice(name=level, value=level) for level in LEVELS]
#: The /leaderboard `game` value of the daily puzzle table (never a game's slug).
PUZZLES = "puzzles"


def table_choices() -> list[app_commands.Choice[str]]:
    """/leaderboard's tables: each game's, then the daily puzzles'."""
    return [*game_choices(), app_commands.Choice(name="Daily puzzles", value=PUZZLES)]
