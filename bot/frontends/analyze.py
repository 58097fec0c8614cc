"""The referee on the command line: ``python3 manage.py bot analyze SLUG [--size N]
[--start S] [--forbid 1,3] [--claims K]``.

Prints the game and its options on one line, then the referee's sentences
(``rules.analysis``: who wins with perfect play, with which first moves, how long a
perfect game lasts, whether any move can change the result), as /analyze says them.
Exit codes: 0 answered; 2 bad options (one line on stderr saying why).

It sets no language, so the rules' texts (the same catalogue keys /analyze says) are said in
English, and the header names the game and its options as the terminal writes them.
"""

from __future__ import annotations

import argparse
import sys
from typing import TextIO

import rules
from bot.frontends.terminal import (
    EXIT_DONE,
    EXIT_USAGE,
    add_game_arguments,
    as_flags,
    new_state_from,
)


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python3 manage.py bot analyze",
        description="Solve a game from its first move: who wins with perfect play, with "
        "which first moves, and how long a perfect game lasts.",
        epilog="exit codes: 0 answered, 2 bad options",
    )
    add_game_arguments(parser)
    return parser


def header(game: rules.Game, state: rules.State) -> str:
    """'Forbidden Adjacent: size 9, forbid 1,3, claims 2' (every option in force)."""
    options = ", ".join(f"{option.name} {option.show(state.option(option.name))}"
                        for option in game.options)
    return f"{game.title}: {options}"


def main(argv: list[str], out: TextIO | None = None) -> int:
    out = out or sys.stdout
    try:
        args = _parser().parse_args(argv)
    except SystemExit as exit_:
        return int(exit_.code or 0)
    game = rules.get_game(args.slug)
    try:
        state = new_state_from(game, args, None)
    except ValueError as error:
        print(f"error: {as_flags(str(error))}", file=sys.stderr)
        return EXIT_USAGE
    lines = [header(game, state), *rules.describe(rules.analyze(state), state)]
    out.write("".join(line + "\n" for line in lines))
    return EXIT_DONE
