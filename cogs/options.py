"""The games' options as slash-command parameters, from the rules' declarations alone
(``rules.Option``: name, range or choices, text form, description).

`game_options` is the one helper: it gives a command one parameter per option some
registered game takes, where its ``given`` parameter stands, and calls it with the values by
name (None: left out). The four commands that offer game options use it (/challenge,
/analyze, /config variant-add, /tournament create), so they offer the same parameters with
the same limits, and a game's new option needs no line here nor in them. One parameter
serves every game: Discord enforces the widest limits over the games that take the option
(each game still checks its own values), an option with a few values is a list of choices,
and one written as text (`forbid`: "1,3", docs/rules.md, decision 14) is taken as typed and
read by the game (GameCog.options) once the option is known to apply.
"""

from __future__ import annotations

import functools
import inspect
from collections.abc import Callable, Coroutine, Mapping
from types import MappingProxyType
from typing import Any, Optional, TypeVar, cast

from discord import app_commands

import rules

#: Discord's longest description of a command's option, and most choices of one.
MAX_DESCRIPTION = 100
MAX_CHOICES = 25
#: The name of the parameter `game_options` replaces: the options as typed, by name.
GIVEN = "given"
#: What a command is given for the game options: each option's value as typed, by name
#: (None: left out).
Given = Mapping[str, int | str | None]
NO_OPTIONS: Given = MappingProxyType({})

Callback = TypeVar("Callback", bound=Callable[..., Coroutine[Any, Any, None]])


def takers(name: str) -> list[rules.Option]:
    """Option ``name`` as each game that takes it declares it."""
    return [game.option(name) for game in rules.GAMES.values() if name in game.option_names]


def option_description(name: str) -> str:
    """The registry's line on option ``name`` (which games take it, what it does), or only
    what it does when both don't fit in Discord's 100 characters (/rules names the games)."""
    line = rules.option_help(name)
    if len(line) <= MAX_DESCRIPTION:
        return line
    return takers(name)[0].description[:MAX_DESCRIPTION]


def option_range(name: str) -> tuple[int, int]:
    """The widest values option ``name`` takes over the games that have it, for Discord to
    enforce as min_value and max_value. "Up to the size" is up to the game's largest size."""
    lows, highs = [], []
    for game in rules.GAMES.values():
        if name in game.option_names:
            option, size = game.option(name), game.option("size")
            low, high = (min(option.choices), max(option.choices)) if option.choices else (
                option.low, option.high if option.high is not None else size.high)
            assert high is not None  # every game's size has a largest value
            lows.append(low)
            highs.append(high)
    return min(lows), max(highs)


def option_choices(name: str) -> list[app_commands.Choice[int]]:
    """An option of a few values (at most Discord's 25 over the games that take it) as
    Discord choices; [] for any other."""
    values = sorted({value for option in takers(name) for value in option.choices})
    if len(values) > MAX_CHOICES or any(not option.choices for option in takers(name)):
        return []
    return [app_commands.Choice(name=str(value), value=value) for value in values]


def text_length(name: str) -> tuple[int, int] | None:
    """For an option written as text (its ``parse``): the shortest and longest text Discord
    takes; None for an option given as a number."""
    typed = [option for option in takers(name) if option.parse is not None]
    if not typed:
        return None
    longest = [option.longest for option in typed if option.longest is not None]
    assert longest, f"option {name!r} is written as text but declares no longest text"
    return 1, max(longest)


def python_name(name: str) -> str:
    """The command parameter's name for option ``name`` (Discord's name is ``name``)."""
    return name.replace("-", "_")


def option_parameter(name: str) -> inspect.Parameter:
    """Option ``name`` as a keyword parameter with its type and limits (None: left out)."""
    length = text_length(name)
    annotation: Any
    if length is not None:
        annotation = app_commands.Range[str, length[0], length[1]]
    elif option_choices(name):
        annotation = int
    else:
        low, high = option_range(name)
        annotation = app_commands.Range[int, low, high]
    return inspect.Parameter(python_name(name), inspect.Parameter.POSITIONAL_OR_KEYWORD,
                             default=None, annotation=Optional[annotation])  # noqa: UP045


def game_options(callback: Callback) -> Callback:
    """Decorate a slash command's callback (below its other app_commands decorators): its
    ``given`` parameter becomes one parameter per option the registered games take, each
    with its type, limits, description and choices from the declarations, and the
    callback is called with ``given`` holding their values by name. The options are read
    when the command is made (its extension loaded), so a game registered before that is
    offered too."""
    signature = inspect.signature(callback, eval_str=True)
    before = list(signature.parameters.values())
    names = [parameter.name for parameter in before]
    if GIVEN not in names:
        raise TypeError(f"{callback.__qualname__} has no {GIVEN!r} parameter")
    options = rules.option_names()

    @functools.wraps(callback)
    async def command(*args: Any, **kwargs: Any) -> None:
        given = {name: kwargs.pop(python_name(name), None) for name in options}
        await callback(*args, **kwargs, **{GIVEN: MappingProxyType(given)})

    at = names.index(GIVEN)
    added = [option_parameter(name) for name in options]
    command.__signature__ = signature.replace(  # type: ignore[attr-defined]
        parameters=[*before[:at], *added, *before[at + 1:]])
    app_commands.describe(**{python_name(n): option_description(n) for n in options})(command)
    choices = {python_name(n): option_choices(n) for n in options if option_choices(n)}
    if choices:
        app_commands.choices(**choices)(command)
    renamed = {python_name(n): n for n in options if python_name(n) != n}
    if renamed:
        app_commands.rename(**renamed)(command)
    return cast(Callback, command)


#: /claim's numbers go up to the largest size (every game plays the numbers 1 to its size).
SIZE_RANGE = option_range("size")
