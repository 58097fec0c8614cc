"""Terminal play: ``python3 manage.py bot play SLUG [--size N] [--forbid 1,3] [--claims K]
[--start S] [--vs human|easy|normal|perfect] [--first me|them|random] [--seed K] [--no-review]``.

Human vs human at one keyboard, or a human against the bot. Against the bot, ``--first``
says who moves first: ``me`` (the default: you are Player 1), ``them`` (the bot is
Player 1) or ``random`` (drawn with ``--seed``). The first line names the game, its
options and who plays whom. The screens are the game's own (``Game.screens`` in its
rules module, after its rule card's command-line example; ``rules.screens.DEFAULT`` for a
game without them); the bot's moves are printed as "Player 2 (perfect bot) plays 7."
Bad input gets a one-line reason and the same prompt again. When the game ends, the
coach's review follows (every ply judged by the exact solver, the turning point; as
Discord's Review button shows it, rules/review.py); ``--no-review`` leaves it out.

Exit codes: 0 the game was played to its end; 1 input ended (EOF) mid-game;
2 bad command-line options (including ``--first them|random`` with ``--vs human``);
130 interrupted with Ctrl-C; 141 the output was closed early (e.g. piped into ``head``),
as a shell reports a process stopped by SIGPIPE.
"""

from __future__ import annotations

import argparse
import os
import random
import re
import sys
from typing import TextIO

import rules
from rules import IllegalMove, State
from rules.base import player_name
from rules.players import LEVELS, choose_move
from rules.review import move_lines, review, summary_lines
from rules.screens import DEFAULT, Turn

EXIT_DONE, EXIT_EOF, EXIT_USAGE, EXIT_INTERRUPTED, EXIT_CLOSED = 0, 1, 2, 130, 141
FIRST_CHOICES = ("me", "them", "random")


# ----------------------------------------------------------------- the loop
class EndOfInput(Exception):
    pass


def _read_number(turn: Turn, state: State, inp: TextIO, out: TextIO, echo: bool) -> int:
    """Prompt until the answer is a legal number; raise EndOfInput at EOF.

    With ``echo`` (input not from a terminal) the answer is copied to the output so a
    piped transcript reads like the card's.
    """
    game = rules.get_game(state.game)
    while True:
        out.write(turn.prompt)
        out.flush()
        line = inp.readline()
        if not line:
            raise EndOfInput
        if echo:
            out.write(line if line.endswith("\n") else line + "\n")
        text = line.strip()
        if not text:
            out.write("Please type a number.\n")
            continue
        try:
            number = int(text)
        except ValueError:
            out.write(f"{text} is not a number.\n")
            continue
        try:
            game.apply(state, number)
        except IllegalMove as error:
            out.write(f"{error}\n")
            continue
        return number


def _header(game: rules.Game, state: State, bot: str | None, bot_player: int) -> str:
    """One line: the game, its options in force (size, start, and any other option not
    at its default) and, against the bot, who is who."""
    options = ", ".join(f"{option.name} {option.show(value)}"
                        for option, value in game.options_to_show(state.options_dict()))
    parts = [f"{game.title}: {options}"]
    if bot is not None:
        seats = {bot_player: f"{bot} bot", 1 - bot_player: "you"}
        parts += [f"{player_name(p)}: {seats[p]}" for p in (0, 1)]
    return " · ".join(parts)


def _bot_move(state: State, bot: str, rng: random.Random, out: TextIO) -> int:
    """The bot's number, announced on its own line (no prompt: nobody is asked)."""
    number = choose_move(state, bot, rng)
    out.write(f"{player_name(state.to_move)} ({bot} bot) plays {number}.\n")
    return number


def play(
    state: State,
    inp: TextIO,
    out: TextIO,
    *,
    bot: str | None = None,
    bot_player: int = 1,
    rng: random.Random | None = None,
    with_review: bool = True,
) -> int:
    """Play ``state`` to the end. With ``bot`` (a level) the bot is ``bot_player`` (0 or 1);
    ``with_review``: the coach's review of the game after its end lines."""
    echo = not inp.isatty()
    game = rules.get_game(state.game)
    screens = game.screens or DEFAULT
    rng = rng or random.Random()
    try:
        _print(out, [_header(game, state, bot, bot_player), ""])
        _print(out, screens.intro(game, state))
        while state.winner is None:
            turn = screens.turn(game, state)
            _print(out, turn.lines)
            if bot is not None and state.to_move == bot_player:
                number = _bot_move(state, bot, rng, out)
            else:
                number = _read_number(turn, state, inp, out, echo)
            out.write("\n")
            after = game.apply(state, number)
            _print(out, screens.after(game, state, after))
            state = after
        _print(out, screens.end(game, state))
        if with_review:
            _print(out, review_lines(state, bot, bot_player))
        return EXIT_DONE
    except EndOfInput:
        out.write("\nInput ended: game abandoned.\n")
        return EXIT_EOF
    except KeyboardInterrupt:
        out.write("\nInterrupted: game abandoned.\n")
        return EXIT_INTERRUPTED


def review_lines(state: State, bot: str | None, bot_player: int) -> list[str]:
    """The coach's review of the finished game ``state``, after a blank line."""
    def name(player: int) -> str:
        if bot is None:
            return player_name(player)
        return f"{player_name(player)} ({f'{bot} bot' if player == bot_player else 'you'})"

    judged = review(state)
    return ["", "Review (every position solved exactly):",
            *move_lines(judged, name), *summary_lines(judged, name)]


def _print(out: TextIO, lines: list[str]) -> None:
    for line in lines:
        out.write(line + "\n")


def _silence(out: TextIO) -> None:
    """Point ``out``'s closed descriptor at the null device.

    Python flushes stdout once more at exit; on a closed pipe that flush would print
    "Exception ignored ... BrokenPipeError". An in-memory ``out`` has no descriptor.
    """
    try:
        fd = out.fileno()
    except (OSError, ValueError):
        return
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, fd)
    os.close(devnull)


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python3 manage.py bot play",
        description="Play a Number Duels game in the terminal.",
        epilog="exit codes: 0 game finished, 1 input ended, 2 bad options, 130 Ctrl-C, "
        "141 output closed early (e.g. piped into head)",
    )
    add_game_arguments(parser)
    parser.add_argument(
        "--vs",
        choices=["human", *LEVELS],
        default="human",
        help="human (two at one keyboard, the default) or a bot level",
    )
    parser.add_argument(
        "--first",
        choices=FIRST_CHOICES,
        default="me",
        help="against the bot, who moves first: me (you are Player 1, the default), "
        "them (the bot is Player 1) or random (drawn with --seed)",
    )
    parser.add_argument("--seed", type=int, help="seed for the bot, the random start and --first")
    parser.add_argument("--no-review", dest="review", action="store_false",
                        help="leave out the review of the game printed when it ends")
    return parser


def add_game_arguments(parser: argparse.ArgumentParser) -> None:
    """SLUG and one flag per option a game declares (``--size``, ``--forbid 1,3``, ...),
    shared with ``bot analyze``."""
    parser.add_argument(
        "slug",
        choices=rules.game_slugs(),
        metavar="SLUG",
        help="one of: " + ", ".join(rules.game_slugs()),
    )
    for name in rules.option_names():
        parser.add_argument(f"--{name}", help=_option_help(name))


def _option_help(name: str) -> str:
    """'--forbid' help: what it means (for which games) and the values allowed."""
    takers = [game for game in rules.GAMES.values() if name in game.option_names]
    allowed = {game.option(name).allowed_text() for game in takers}
    return f"{rules.option_help(name)} [{' / '.join(sorted(allowed))}]"


def new_state_from(game: rules.Game, args: argparse.Namespace,
                   rng: random.Random | None) -> State:
    """The starting position from the options given; raise ValueError if they are bad.

    With ``rng``, an option without a default (Number Chain's start) is drawn when not
    given, once the size is known to be good (a bad size is reported by ``new_state``)."""
    given = [name for name in rules.option_names() if getattr(args, name) is not None]
    game.check_option_names(given)
    options = {name: game.option(name).read(getattr(args, name)) for name in given}
    size = options.get("size", game.default_size)
    size_ok = game.option("size").refusal(size, {"size": size}) is None
    for option in game.options:
        if option.default is None and option.name not in options and size_ok and rng:
            options[option.name] = option.draw(size, rng)
    return game.new_state(**options)


def _bot_player(first: str, rng: random.Random) -> int:
    """The bot's seat (0 = Player 1, who moves first) for ``--first``."""
    if first == "random":
        first = rng.choice(("me", "them"))
    return 0 if first == "them" else 1


def as_flags(message: str) -> str:
    """A refusal worded for Discord (options as `start`) in the terminal's words
    (``--start``)."""
    names = "|".join(re.escape(name) for name in rules.option_names())
    return re.sub(rf"`({names})`", r"--\1", message)


def main(argv: list[str], inp: TextIO | None = None, out: TextIO | None = None) -> int:
    inp = inp or sys.stdin
    out = out or sys.stdout
    try:
        args = _parser().parse_args(argv)
    except SystemExit as exit_:
        return int(exit_.code or 0)
    if args.vs == "human" and args.first != "me":
        print(
            f"error: --first {args.first} needs a bot opponent (--vs easy|normal|perfect)",
            file=sys.stderr,
        )
        return EXIT_USAGE
    game = rules.get_game(args.slug)
    rng = random.Random(args.seed)
    try:
        state = new_state_from(game, args, rng)
    except ValueError as error:
        print(f"error: {as_flags(str(error))}", file=sys.stderr)
        return EXIT_USAGE
    bot = None if args.vs == "human" else args.vs
    try:
        code = play(state, inp, out, bot=bot, bot_player=_bot_player(args.first, rng), rng=rng,
                    with_review=args.review)
        out.flush()  # here, not at exit, so that a closed pipe is caught below
        return code
    except BrokenPipeError:
        _silence(out)
        return EXIT_CLOSED
