"""Terminal play: ``python -m bot play SLUG [--size N] [--reach R] [--start S] [--vs WHO]``.

Human vs human at one keyboard, or a human (Player 1) against the bot. The screens
follow each rule card's command-line example. Bad input gets a one-line reason and the
same prompt again.

Exit codes: 0 the game was played to its end; 1 input ended (EOF) mid-game;
130 interrupted with Ctrl-C; 2 bad command-line options.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Callable
from dataclasses import dataclass
from typing import TextIO

import rules
from rules import IllegalMove, State
from rules.base import player_name
from rules.players import LEVELS, choose_move

EXIT_DONE, EXIT_EOF, EXIT_USAGE, EXIT_INTERRUPTED = 0, 1, 2, 130


@dataclass(frozen=True)
class Turn:
    """What to show before a move: lines, then the prompt the answer is typed after."""

    lines: list[str]
    prompt: str


def _list(numbers: list[int], sep: str = ", ") -> str:
    return "[" + sep.join(map(str, numbers)) + "]"


# ----------------------------------------------------------------- per-game screens
def _non_consecutive_turn(game: rules.Game, state: State) -> Turn:
    return Turn(
        [game.render(state), "", f"{player_name(state.to_move)}'s turn."],
        "Enter a number to select: ",
    )


def _non_consecutive_end(game: rules.Game, state: State) -> list[str]:
    return [
        "No numbers remaining.",
        f"{player_name(state.to_move)} has no valid moves.",
        "",
        f"{player_name(state.winner or 0)} wins the game!",
    ]


def _forbidden_turn(game: rules.Game, state: State) -> Turn:
    return Turn(
        [game.render(state), ""], f"{player_name(state.to_move)}, enter a number to claim: "
    )


def _forbidden_end(game: rules.Game, state: State) -> list[str]:
    loser, winner = player_name(state.to_move), player_name(state.winner or 0)
    return [game.render(state), "", f"{loser}, no valid moves remaining. {winner} wins!"]


def _capture_turn(game: rules.Game, state: State) -> Turn:
    from rules.capture import remaining, restriction

    who = player_name(state.to_move)
    last = restriction(state)
    blocked = [n for n in remaining(state) if last is not None and abs(n - last) == 1]
    if not blocked:
        return Turn([game.render(state), ""], f"{who}, select a number to capture: ")
    return Turn(
        [
            game.render(state),
            "",
            f"{who}, select a number to capture.",
            f"Unavailable numbers (adjacent to {last}): {_list(blocked)}",
            f"Available numbers: {_list(game.legal_moves(state))}",
        ],
        "Your selection: ",
    )


def _capture_after(game: rules.Game, before: State, after: State) -> list[str]:
    if after.winner is None and after.history[-1].number is None:
        stuck = player_name(after.history[-1].player)
        return [f"{stuck} has no number to capture and skips the turn.", ""]
    return []


def _capture_end(game: rules.Game, state: State) -> list[str]:
    winner = player_name(state.winner or 0)
    return [
        game.render(state),
        "",
        "Game Over.",
        f"{winner} captured the last number and wins the game!",
    ]


def _circle_turn(game: rules.Game, state: State) -> Turn:
    return Turn([f"{player_name(state.to_move)}'s turn.", game.render(state)], "Select a number: ")


def _circle_after(game: rules.Game, before: State, after: State) -> list[str]:
    return [game.describe_move(before, after.history[-1].number or 0), ""]


def _chain_intro(game: rules.Game, state: State) -> list[str]:
    start = state.option("start")
    available = [n for n in range(1, state.size + 1) if n != start]
    return [
        f"Starting Number: {start}",
        f"Number Chain: [{start}]",
        f"Available Numbers: {_list(available, ',')}",
        "",
    ]


def _chain_turn(game: rules.Game, state: State) -> Turn:
    return Turn(
        [f"{player_name(state.to_move)}'s turn.", game.render(state)], "Enter your number: "
    )


def _no_move_end(game: rules.Game, state: State) -> list[str]:
    return [
        game.render(state),
        "",
        f"{player_name(state.to_move)} has no valid moves.",
        f"{player_name(state.winner or 0)} wins the game!",
    ]


def _describe_after(game: rules.Game, before: State, after: State) -> list[str]:
    return [game.describe_move(before, after.history[-1].number or 0), ""]


def _nothing(game: rules.Game, state: State) -> list[str]:
    return []


@dataclass(frozen=True)
class Screens:
    turn: Callable[[rules.Game, State], Turn]
    end: Callable[[rules.Game, State], list[str]]
    after: Callable[[rules.Game, State, State], list[str]] = _describe_after
    intro: Callable[[rules.Game, State], list[str]] = _nothing


def _no_after(game: rules.Game, before: State, after: State) -> list[str]:
    return []


SCREENS: dict[str, Screens] = {
    "non-consecutive": Screens(_non_consecutive_turn, _non_consecutive_end),
    "forbidden-adjacent": Screens(_forbidden_turn, _forbidden_end, _no_after),
    "number-capture": Screens(_capture_turn, _capture_end, _capture_after),
    "circle-duel": Screens(_circle_turn, _no_move_end, _circle_after),
    "number-chain": Screens(_chain_turn, _no_move_end, _no_after, _chain_intro),
}
GENERIC = Screens(
    lambda g, s: Turn([g.render(s), ""], f"{player_name(s.to_move)}, your number: "),
    _no_move_end,
)


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
            out.write(f"{text!r} is not a number.\n")
            continue
        try:
            game.apply(state, number)
        except IllegalMove as error:
            out.write(f"{error}.\n")
            continue
        return number


def play(
    state: State,
    inp: TextIO,
    out: TextIO,
    *,
    bot: str | None = None,
    rng: random.Random | None = None,
) -> int:
    """Play ``state`` to the end. With ``bot`` (a level) the bot is Player 2."""
    echo = not inp.isatty()
    game = rules.get_game(state.game)
    screens = SCREENS.get(state.game, GENERIC)
    rng = rng or random.Random()
    try:
        _print(out, screens.intro(game, state))
        while state.winner is None:
            turn = screens.turn(game, state)
            _print(out, turn.lines)
            if bot is not None and state.to_move == 1:
                number = choose_move(state, bot, rng)
                out.write(f"{turn.prompt}{number}   ({bot} bot)\n")
            else:
                number = _read_number(turn, state, inp, out, echo)
            out.write("\n")
            after = game.apply(state, number)
            _print(out, screens.after(game, state, after))
            state = after
        _print(out, screens.end(game, state))
        return EXIT_DONE
    except EndOfInput:
        out.write("\nInput ended: game abandoned.\n")
        return EXIT_EOF
    except KeyboardInterrupt:
        out.write("\nInterrupted: game abandoned.\n")
        return EXIT_INTERRUPTED


def _print(out: TextIO, lines: list[str]) -> None:
    for line in lines:
        out.write(line + "\n")


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m bot play",
        description="Play a Number Duels game in the terminal.",
        epilog="exit codes: 0 game finished, 1 input ended, 130 Ctrl-C, 2 bad options",
    )
    parser.add_argument(
        "slug",
        choices=rules.game_slugs(),
        metavar="SLUG",
        help="one of: " + ", ".join(rules.game_slugs()),
    )
    parser.add_argument("--size", type=int, help="how many numbers (3..25)")
    parser.add_argument("--reach", type=int, help="forbidden-adjacent: 1 or 2")
    parser.add_argument("--start", type=int, help="number-chain: start number (random if absent)")
    parser.add_argument(
        "--vs",
        choices=["human", *LEVELS],
        default="human",
        help="human (one keyboard) or a bot level; you are Player 1",
    )
    parser.add_argument("--seed", type=int, help="seed for the bot and the random start")
    return parser


def main(argv: list[str], inp: TextIO | None = None, out: TextIO | None = None) -> int:
    inp = inp or sys.stdin
    out = out or sys.stdout
    try:
        args = _parser().parse_args(argv)
    except SystemExit as exit_:
        return int(exit_.code or 0)
    game = rules.get_game(args.slug)
    rng = random.Random(args.seed)
    options = {
        k: getattr(args, k) for k in ("size", "reach", "start") if getattr(args, k) is not None
    }
    if "start" in game.option_names and "start" not in options:
        size = options.get("size", game.default_size)
        if isinstance(size, int) and 3 <= size <= 25:
            options["start"] = rng.randint(1, size)
    try:
        state = game.new_state(**options)
    except ValueError as error:
        print(f"error: {error}", file=sys.stderr)
        return EXIT_USAGE
    return play(state, inp, out, bot=None if args.vs == "human" else args.vs, rng=rng)
