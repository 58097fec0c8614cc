"""A game's options (``size``, ``start``, ``forbid``, ``claims``), declared once by the game.

Each game lists its ``Option``s; ``Game.new_state`` validates against them, and the
slash command's and the terminal's option help are derived from them
(``rules.registry.option_help``).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass

from i18n import Text, or_list

MIN_SIZE = 3
MAX_SIZE = 25


@dataclass(frozen=True, slots=True)
class Option:
    """One option of one game.

    ``default`` None means the game has no default: ``new_state`` needs the value, and
    whoever starts a game without one draws it (``draw``). Allowed values are ``choices``
    when given, else ``low``..``high``, where ``high`` None means "up to the size".

    An option whose value is not written as a plain number (``forbid``: "1,3") gives
    ``parse`` (text -> value, ValueError whose text is the refusal), ``show`` (value ->
    text) and ``refused`` (the one refusal of any value outside ``choices``, and the help's
    allowed values). ``drawn``: the values a random game (the daily puzzle) draws from,
    if not all the allowed ones; a single value is taken without drawing. ``longest``: for
    an option written as text, the longest text a player may write it as ("1, 2, 3").
    """

    name: str
    description: str  # short, the same for every game that takes this option
    default: int | None
    low: int = 1
    high: int | None = None
    choices: tuple[int, ...] = ()
    parse: Callable[[str], int] | None = None
    show: Callable[[int], str] = str
    refused: Text | None = None
    allowed: str | None = None  # the terminal's help (English)
    drawn: tuple[int, ...] = ()
    longest: int | None = None

    def read(self, text: str) -> int:
        """The value written as ``text`` (a command line's); ValueError with the refusal."""
        if self.parse is not None:
            return self.parse(text)
        try:
            return int(text.strip())
        except ValueError:
            raise ValueError(whole_number(self.name)) from None

    def bounds(self, options: Mapping[str, int]) -> tuple[int, int]:
        return self.low, options["size"] if self.high is None else self.high

    def refusal(self, value: int, options: Mapping[str, int]) -> Text | None:
        """Why ``value`` is not allowed (other options already given), or None: a sentence
        said in the reader's language ("`size` must be from 3 to 25.")."""
        if self.choices:
            if value in self.choices:
                return None
            if self.refused is not None:
                return self.refused
            return Text("rules-option-one-of", option=term(self.name),
                        values=or_list(self.choices))
        low, high = self.bounds(options)
        if low <= value <= high:
            return None
        return Text("rules-option-range", option=term(self.name), low=low, high=high)

    @property
    def term(self) -> Text:
        """The option's name as Discord shows it in the reader's language (`size`)."""
        return term(self.name)

    def allowed_text(self) -> str:
        """'from 3 to 25', '1 or 2', 'from 1 to the size': for the terminal's help
        (English, like the rest of the terminal)."""
        if self.allowed is not None:
            return self.allowed
        if self.choices:
            return ", ".join(map(str, self.choices[:-1])) + f" or {self.choices[-1]}"
        return f"from {self.low} to {'the size' if self.high is None else self.high}"

    def draw(self, size: int, rng: random.Random) -> int:
        """A random allowed value (from ``drawn`` when given)."""
        if len(self.drawn) == 1:
            return self.drawn[0]
        if self.drawn:
            return rng.choice(self.drawn)
        if self.choices:
            return rng.choice(self.choices)
        return rng.randint(*self.bounds({"size": size}))


def term(name: str) -> Text:
    """Option ``name`` as Discord names it in the reader's language (terms.ftl's
    ``-opt-size``...); an option without a term is named as it is written."""
    return Text("rules-option-name", option=name)


def whole_number(name: str) -> Text:
    """"`size` must be a whole number."."""
    return Text("rules-option-whole-number", option=term(name))


def size_option(default: int) -> Option:
    """Every game's ``size``: how many numbers, MIN_SIZE..MAX_SIZE."""
    return Option(
        "size",
        "How many numbers (the game's default if left out)",
        default,
        low=MIN_SIZE,
        high=MAX_SIZE,
    )
