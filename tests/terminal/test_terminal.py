"""Terminal play: the cards' command-line transcripts, bad input, EOF, the bot, pipes."""

from __future__ import annotations

import io
import os
import re
import subprocess
import sys
import threading
from pathlib import Path

import pytest

import rules
import rules.solver
from bot.frontends import terminal

ROOT = Path(__file__).resolve().parents[2]


def run(argv: list[str], typed: str, *, review: bool = False) -> tuple[int, list[str]]:
    """The game's output; without the review after its end unless ``review``."""
    out = io.StringIO()
    code = terminal.main(argv + ([] if review else ["--no-review"]), inp=io.StringIO(typed),
                         out=out)
    return code, out.getvalue().splitlines()


def assert_in_order(output: list[str], expected: str) -> None:
    """Every line of ``expected`` occurs in ``output``, in this order."""
    at = 0
    for line in expected.strip("\n").splitlines():
        try:
            at = output.index(line, at) + 1
        except ValueError:
            pytest.fail(f"line {line!r} not found after output line {at}:\n" + "\n".join(output))


# The cards' "Command-Line Interaction Example" blocks, verbatim (blank lines included;
# <sp> marks the card's trailing spaces).
FORBIDDEN_ADJACENT_CARD = """
Number Line: 1 2 3 4 5 6 7 8 9
Forbidden Numbers:<sp>
Player 1's claimed numbers:<sp>
Player 2's claimed numbers:<sp>

Player 1, enter a number to claim: 5

Number Line: 1 2 3 [4] P1 [6] 7 8 9
Forbidden Numbers: 4 6
Player 1's claimed numbers: 5
Player 2's claimed numbers:<sp>

Player 2, enter a number to claim: 7

Number Line: 1 2 3 [4] P1 [6] P2 [8] 9
Forbidden Numbers: 4 6 8
Player 1's claimed numbers: 5
Player 2's claimed numbers: 7

Player 1, enter a number to claim: 3

Number Line: 1 [2] P1 [4] P1 [6] P2 [8] 9
Forbidden Numbers: 2 4 6 8
Player 1's claimed numbers: 5 3
Player 2's claimed numbers: 7

Player 2, enter a number to claim: 9

Number Line: 1 [2] P1 [4] P1 [6] P2 [8] P2
Forbidden Numbers: 2 4 6 8
Player 1's claimed numbers: 5 3
Player 2's claimed numbers: 7 9

Player 1, enter a number to claim: 1

Number Line: P1 [2] P1 [4] P1 [6] P2 [8] P2
Forbidden Numbers: 2 4 6 8
Player 1's claimed numbers: 5 3 1
Player 2's claimed numbers: 7 9

Player 2, no valid moves remaining. Player 1 wins!
""".replace("<sp>", " ")


def test_forbidden_adjacent_card_transcript() -> None:
    code, out = run(["forbidden-adjacent"], "5\n7\n3\n9\n1\n")
    assert code == 0
    assert_in_order(out, FORBIDDEN_ADJACENT_CARD)
    # blank lines included, the card's block is the whole transcript after the header
    header = ["Forbidden Adjacent: size 9", ""]
    assert out == header + FORBIDDEN_ADJACENT_CARD.strip("\n").splitlines()


NON_CONSECUTIVE_START = """
Available Numbers: 1-20

Player 1's turn.
Enter a number to select: 10

Player 1 selected 10.
Numbers 9 and 11 are now unavailable.

Available Numbers: 1-8, 12-20 (excluding 9 and 11)

Player 2's turn.
Enter a number to select: 5

Player 2 selected 5.
Numbers 4 and 6 are now unavailable.
"""

# The card's "Game End" block starts from "Available Numbers: 16, 20" with Player 1 to
# move, which cannot end the game (16 would stay available); in the card's own example
# game 16 goes to Player 2 first. We check the ending from the card's example game.
NON_CONSECUTIVE_END = """
Player 1's turn.
Enter a number to select: 20

Player 1 selected 20.
Numbers 19 and 21 are now unavailable (21 is beyond our list).

No numbers remaining.
Player 2 has no valid moves.

Player 1 wins the game!
"""


def test_non_consecutive_card_transcript() -> None:
    # the card's example game: 10 5 14 2 18 8 12 16 20
    code, out = run(["non-consecutive"], "10\n5\n14\n2\n18\n8\n12\n16\n20\n")
    assert code == 0
    assert_in_order(out, NON_CONSECUTIVE_START)
    assert_in_order(out, "Available Numbers: 16, 20\n\nPlayer 2's turn.")
    assert_in_order(out, NON_CONSECUTIVE_END)
    assert out[-len(NON_CONSECUTIVE_END.strip().splitlines()) :] == (
        NON_CONSECUTIVE_END.strip().splitlines()
    )


NUMBER_CAPTURE_CARD = """
Shared List: [1, 2, 3, 4, 5, 6, 7, 8, 9]
Player 1's Captures: []
Player 2's Captures: []

Player 1, select a number to capture: 5

Shared List: [1, 2, 3, 4, 6, 7, 8, 9]
Player 1's Captures: [5]
Player 2's Captures: []

Player 2, select a number to capture.
Unavailable numbers (adjacent to 5): [4, 6]
Available numbers: [1, 2, 3, 7, 8, 9]
Your selection: 9

Shared List: [1, 2, 3, 4, 6, 7, 8]
Player 1's Captures: [5]
Player 2's Captures: [9]

Player 1, select a number to capture.
Unavailable numbers (adjacent to 9): [8]
Available numbers: [1, 2, 3, 4, 6, 7]
Your selection: 6

Shared List: [1, 2, 3, 4, 7, 8]
Player 1's Captures: [5, 6]
Player 2's Captures: [9]
"""


def test_number_capture_card_transcript_and_ending() -> None:
    # the card's moves, then the lowest legal number each turn until the game ends
    game = rules.get_game("number-capture")
    state = game.replay({"size": 9}, [5, 9, 6, 2])
    moves = [5, 9, 6, 2]
    while state.winner is None:
        n = game.legal_moves(state)[0]
        moves.append(n)
        state = game.apply(state, n)
    code, out = run(["number-capture"], "".join(f"{n}\n" for n in moves))
    assert code == 0
    assert_in_order(out, NUMBER_CAPTURE_CARD)
    winner = f"Player {state.winner + 1}"
    assert out[-2:] == ["Game Over.", f"{winner} captured the last number and wins the game!"]


def test_number_capture_pass_says_the_restriction_is_lifted() -> None:
    # 2 leaves Player 2 only 1 and 3, both next to 2: Player 2 passes, then Player 1 may
    # take 1 although it is next to 2 (docs/rules.md, decision 1)
    code, out = run(["number-capture", "--size", "3"], "2\n1\n3\n")
    assert code == 0
    assert_in_order(
        out,
        """
Player 1, select a number to capture: 2
Player 2 cannot capture and passes; Player 1 may capture any number.
Player 1, select a number to capture: 1
""",
    )
    assert not any("skips" in line for line in out)
    assert out[-1] == "Player 2 captured the last number and wins the game!"


CIRCLE_CARD = """
Player 1's turn.
Available numbers: 1 2 3 4 5 6 7 8 9 10
Select a number: 4

Number 4 selected.

Player 2's turn.
Last number selected: 4
Available adjacent numbers: 3 5
Select a number: 5

Number 5 selected.
"""


def test_circle_duel_card_transcript() -> None:
    code, out = run(["circle-duel"], "4\n5\n6\n7\n8\n9\n10\n1\n2\n3\n")
    assert code == 0
    assert_in_order(out, CIRCLE_CARD)
    assert out[-2:] == ["Player 1 has no valid moves.", "Player 2 wins the game!"]


CHAIN_CARD = """
Starting Number: 5
Number Chain: [5]
Available Numbers: [1,2,3,4,6,7,8,9]

Current Chain: [5]
Available Numbers: [1,2,3,4,6,7,8,9]
Last Number: 5
Possible Moves: [4,6]
Enter your number: 6

Current Chain: [5,6]
Available Numbers: [1,2,3,4,7,8,9]
Last Number: 6
Possible Moves: [3,7]
Enter your number: 7
"""


def test_number_chain_card_transcript() -> None:
    code, out = run(["number-chain", "--start", "5"], "6\n7\n8\n4\n3\n2\n1\n")
    assert code == 0
    assert_in_order(out, CHAIN_CARD)
    assert out[-2:] == ["Player 2 has no valid moves.", "Player 1 wins the game!"]


def test_number_chain_draws_a_start_when_none_given() -> None:
    starts = set()
    for seed in range(12):
        _code, out = run(["number-chain", "--seed", str(seed)], "")
        starts.add(out[2])  # after the header line and a blank line
    assert len(starts) > 1
    assert all(s.startswith("Starting Number: ") for s in starts)


def test_bad_input_gets_a_reason_and_the_same_prompt() -> None:
    code, out = run(["forbidden-adjacent"], "five\n\n10\n5\n6\n5\n")
    prompt1 = "Player 1, enter a number to claim: "
    prompt2 = "Player 2, enter a number to claim: "
    assert_in_order(
        out,
        f"""
{prompt1}five
five is not a number.
{prompt1}
Please type a number.
{prompt1}10
10 is not on the board (from 1 to 9).
{prompt1}5
""",
    )
    assert_in_order(out, f"{prompt2}6\n6 is forbidden: it is next to 5.\n{prompt2}5\n")
    assert "5 is already taken." in out
    assert code == terminal.EXIT_EOF


def test_eof_ends_cleanly_with_code_1() -> None:
    code, out = run(["circle-duel"], "4\n")
    assert code == 1
    assert out[-1] == "Input ended: game abandoned."


def test_ctrl_c_ends_cleanly() -> None:
    class Interrupting(io.StringIO):
        def readline(self, *args: object) -> str:
            raise KeyboardInterrupt

    out = io.StringIO()
    code = terminal.main(["circle-duel"], inp=Interrupting(), out=out)
    assert code == 130
    assert out.getvalue().splitlines()[-1] == "Interrupted: game abandoned."


def test_bad_options_exit_2(capsys: pytest.CaptureFixture[str]) -> None:
    assert terminal.main(["circle-duel", "--size", "30"], io.StringIO(), io.StringIO()) == 2
    assert "--size must be from 3 to 25." in capsys.readouterr().err
    assert terminal.main(["circle-duel", "--forbid", "2"], io.StringIO(), io.StringIO()) == 2
    assert "Number Circle Duel has no --forbid option." in capsys.readouterr().err
    assert terminal.main(["non-consecutive", "--forbid", "1,7"], io.StringIO(),
                         io.StringIO()) == 2
    assert capsys.readouterr().err == (
        "error: --forbid takes distances from 1 to 5, like `1,3`.\n")
    assert terminal.main(["non-consecutive", "--claims", "two"], io.StringIO(),
                         io.StringIO()) == 2
    assert capsys.readouterr().err == "error: --claims must be a whole number.\n"
    assert terminal.main(["chess"], io.StringIO(), io.StringIO()) == 2


def test_against_the_perfect_bot_a_lost_position_stays_lost() -> None:
    # Forbidden Adjacent on 9: only opening 5 wins (see docs/solver.md). The human opens 1
    # and then always types 1, 2, ... 9 until one is accepted: the perfect bot must win.
    assert rules.solver.solve(rules.get_game("forbidden-adjacent").new_state()).winning_moves == (
        5,
    )
    typed = "".join(f"{n}\n" for _ in range(9) for n in range(1, 10))
    code, out = run(["forbidden-adjacent", "--vs", "perfect", "--seed", "3"], typed)
    assert code == 0
    assert out[-1] == "Player 1, no valid moves remaining. Player 2 wins!"
    assert "Player 1, enter a number to claim: 1" in out


def test_bot_moves_are_announced_on_their_own_line_without_a_prompt() -> None:
    typed = "".join(f"{n}\n" for _ in range(9) for n in range(1, 10))
    code, out = run(["forbidden-adjacent", "--vs", "perfect", "--seed", "3"], typed)
    assert code == 0
    bot_lines = [line for line in out if "(perfect bot)" in line]
    assert bot_lines
    assert all(re.fullmatch(r"Player 2 \(perfect bot\) plays \d\.", line) for line in bot_lines)
    assert not any(line.startswith("Player 2, enter a number") for line in out)


def test_play_as_a_real_subprocess() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "bot", "play", "circle-duel", "--size", "4", "--no-review"],
        input="2\n3\n4\n1\n",
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""
    lines = result.stdout.splitlines()
    assert "Available numbers: 1 2 3 4" in lines
    assert lines[-2:] == ["Player 1 has no valid moves.", "Player 2 wins the game!"]


# ----------------------------------------------------------------- header and --first
@pytest.mark.parametrize(
    ("argv", "header"),
    [
        (["non-consecutive"], "Non-Consecutive: size 20"),
        (
            ["forbidden-adjacent", "--size", "11", "--forbid", "2, 1"],
            "Forbidden Adjacent: size 11, forbid 1,2",
        ),
        (
            ["non-consecutive", "--size", "12", "--claims", "2", "--forbid", "1,3"],
            "Non-Consecutive: size 12, forbid 1,3, claims 2",
        ),
        (["number-capture", "--size", "5"], "Number Capture: size 5"),
        (["number-chain", "--start", "4"], "Number Chain: size 9, start 4"),
        (
            ["number-chain", "--start", "4", "--vs", "perfect"],
            "Number Chain: size 9, start 4 · Player 1: you · Player 2: perfect bot",
        ),
        (
            ["circle-duel", "--size", "7", "--vs", "easy", "--first", "them"],
            "Number Circle Duel: size 7 · Player 1: easy bot · Player 2: you",
        ),
    ],
    ids=["non-consecutive", "forbidden-adjacent", "variations", "capture", "chain", "vs-bot",
         "bot-first"],
)
def test_header_states_the_options_in_force(argv: list[str], header: str) -> None:
    _code, out = run(argv, "")
    assert out[:2] == [header, ""]


def test_number_chain_header_shows_the_drawn_start() -> None:
    _code, out = run(["number-chain", "--seed", "5"], "")
    start = out[2].removeprefix("Starting Number: ")
    assert out[0] == f"Number Chain: size 9, start {start}"


def test_first_them_the_bot_is_player_1_and_moves_first() -> None:
    # Circle Duel on 10 always lasts 10 moves, so Player 2 wins: moving second, the human
    # wins whatever the bot does (typing 1..10 until a number is accepted).
    typed = "".join(f"{n}\n" for _ in range(10) for n in range(1, 11))
    code, out = run(["circle-duel", "--vs", "perfect", "--first", "them", "--seed", "1"], typed)
    assert code == 0
    assert out[0].endswith("Player 1: perfect bot · Player 2: you")
    assert out[2:4] == ["Player 1's turn.", "Available numbers: 1 2 3 4 5 6 7 8 9 10"]
    assert re.fullmatch(r"Player 1 \(perfect bot\) plays \d+\.", out[4])
    turns = [line for line in out if line.endswith("'s turn.")]
    prompts = [i for i, line in enumerate(out) if line.startswith("Select a number: ")]
    assert prompts and len(turns) == 10
    for i in prompts:  # every prompt is under a "Player 2's turn." heading
        assert [line for line in out[:i] if line.endswith("'s turn.")][-1] == "Player 2's turn."
    assert out[-2:] == ["Player 1 has no valid moves.", "Player 2 wins the game!"]


def test_first_me_is_the_default() -> None:
    _code, default = run(["circle-duel", "--vs", "normal", "--seed", "2"], "")
    _code, me = run(["circle-duel", "--vs", "normal", "--seed", "2", "--first", "me"], "")
    assert default == me
    assert default[0].endswith("Player 1: you · Player 2: normal bot")
    assert default[-2] == "Select a number: "  # the human was asked first


def seating(seed: int) -> str:
    _code, out = run(["number-chain", "--vs", "easy", "--first", "random", "--seed", str(seed)], "")
    return out[0]


def test_first_random_is_drawn_with_the_seed() -> None:
    seats = {seed: seating(seed) for seed in range(16)}
    assert {"Player 1: you" in header for header in seats.values()} == {True, False}
    assert all(seating(seed) == header for seed, header in seats.items())  # reproducible


def test_first_random_keeps_the_seeded_start() -> None:
    # the start is drawn before the seats, so --first does not change it
    for seed in range(6):
        _code, me = run(["number-chain", "--vs", "easy", "--seed", str(seed)], "")
        assert seating(seed).split(" · ")[0] == me[0].split(" · ")[0]


def test_help_explains_each_first_choice(capsys: pytest.CaptureFixture[str]) -> None:
    assert terminal.main(["--help"], io.StringIO(), io.StringIO()) == 0
    text = " ".join(capsys.readouterr().out.split())
    assert "--first {me,them,random}" in text
    assert "me (you are Player 1, the default)" in text
    assert "them (the bot is Player 1)" in text
    assert "random (drawn with --seed)" in text
    assert "141 output closed early" in text


def test_help_derives_the_option_flags_from_the_games(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert terminal.main(["--help"], io.StringIO(), io.StringIO()) == 0
    text = " ".join(capsys.readouterr().out.split())
    for name in rules.option_names():
        assert f"--{name} {name.upper()} {rules.option_help(name)}" in text
    assert "(the game's default if left out) [from 3 to 25]" in text
    assert ("Non-Consecutive, Forbidden Adjacent: The distances a claim forbids, like 1,3 "
            "(default 1) [distances from 1 to 5, like 1,3]") in text
    assert ("Non-Consecutive, Forbidden Adjacent: How many numbers a turn claims (default 1) "
            "[1, 2 or 3]") in text
    assert "Number Chain: the start number (random if left out) [from 1 to the size]" in text


def test_first_me_with_vs_human_is_accepted() -> None:
    code, out = run(["circle-duel", "--size", "3", "--first", "me"], "1\n2\n3\n")
    assert code == 0
    assert out[0] == "Number Circle Duel: size 3"


# ----------------------------------------------------------------- as a process
def bot_play(*args: str, typed: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "bot", "play", *args],
        input=typed,
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=60,
    )


@pytest.mark.parametrize("first", ["them", "random"])
def test_first_other_than_me_against_a_human_is_refused(first: str) -> None:
    result = bot_play("circle-duel", "--first", first, typed="1\n")
    assert result.returncode == 2
    assert result.stdout == ""
    assert result.stderr == (
        f"error: --first {first} needs a bot opponent (--vs easy|normal|perfect)\n"
    )


def close_output_early(
    argv: list[str], typed: str, prompts: int, rest: str, *, buffered: bool
) -> tuple[int, str]:
    """Run ``bot play``, close its output once ``prompts`` prompts are shown, type ``rest``.

    The process is waiting for input when the pipe is closed, so its next write fails
    every time (unlike ``| head -3``, where the game may finish before head exits).
    ``buffered`` is Python's default for a pipe (PYTHONUNBUFFERED unset): what is still
    buffered is flushed once more at exit. Returns the exit code and stderr.
    """
    env = {k: v for k, v in os.environ.items() if k != "PYTHONUNBUFFERED"}
    if not buffered:
        env["PYTHONUNBUFFERED"] = "1"
    proc = subprocess.Popen(
        [sys.executable, "-m", "bot", "play", *argv],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        cwd=ROOT,
        env=env,
    )
    assert proc.stdin and proc.stdout and proc.stderr
    watchdog = threading.Timer(60, proc.kill)
    watchdog.start()
    try:
        proc.stdin.write(typed.encode())
        proc.stdin.flush()
        seen = b""
        while seen.count(b"Select a number: ") < prompts:
            chunk = os.read(proc.stdout.fileno(), 4096)
            assert chunk, seen.decode()
            seen += chunk
        proc.stdout.close()
        proc.stdin.write(rest.encode())
        proc.stdin.close()
        err = proc.stderr.read().decode()
        return proc.wait(), err
    finally:
        watchdog.cancel()


@pytest.mark.parametrize("buffered", [True, False], ids=["buffered", "unbuffered"])
def test_output_closed_mid_game_ends_quietly(buffered: bool) -> None:
    # python -m bot play circle-duel --vs perfect < moves | head -3
    moves = "".join(f"{n}\n" for _ in range(10) for n in range(1, 11))
    argv = ["circle-duel", "--vs", "perfect"]
    code, err = close_output_early(argv, "", 1, moves, buffered=buffered)
    assert err == ""
    assert code == terminal.EXIT_CLOSED == 141


@pytest.mark.parametrize("buffered", [True, False], ids=["buffered", "unbuffered"])
def test_output_closed_before_the_last_lines_ends_quietly(buffered: bool) -> None:
    # buffered, the final lines are only written when the game is over: the flush at exit
    # must not print "Exception ignored ... BrokenPipeError"
    argv = ["circle-duel", "--size", "3"]
    code, err = close_output_early(argv, "1\n2\n", 3, "3\n", buffered=buffered)
    assert err == ""
    assert code == terminal.EXIT_CLOSED


# ----------------------------------------------------------------- the review at the end
def test_the_review_follows_the_end_of_the_game() -> None:
    # Forbidden Adjacent 9: 1 is Player 1's mistake (only 5 wins); the card's game goes on
    code, out = run(["forbidden-adjacent"], "1\n5\n3\n8\n", review=True)
    assert code == 0
    at = out.index("Review (every position solved exactly):")
    assert out[at - 2 : at] == ["Player 1, no valid moves remaining. Player 2 wins!", ""]
    assert out[at + 1 :] == [
        "1. Player 1 played 1: a mistake; 5 would have won.",
        "2. Player 2 played 5: a mistake; 4, 6 or 8 would have won.",
        "3. Player 1 played 3: a mistake; 7 or 9 would have won.",
        "4. Player 2 played 8: the only winning move.",
        "The game turned on move 3: Player 1 played 3; 7 or 9 would have kept the win. "
        "From then on Player 2 was winning for good.",
        "Mistakes: Player 1 made 2 mistakes, Player 2 made 1 mistake.",
    ]


def test_the_review_names_you_and_the_bot() -> None:
    typed = "".join(f"{n}\n" for _ in range(10) for n in range(1, 11))
    code, out = run(["circle-duel", "--vs", "perfect", "--first", "them", "--seed", "1"], typed,
                    review=True)
    assert code == 0
    plies = [line for line in out if re.match(r"\d+\. Player", line)]
    assert len(plies) == 10
    assert plies[0].startswith("1. Player 1 (perfect bot) played ")
    assert plies[1].startswith("2. Player 2 (you) played ")
    assert all(line.endswith((": no choice here changed the result.", ": the only move."))
               for line in plies)
    assert out[-2] == ("No choice in this game changed the result: with 10 numbers every game "
                       "lasts 10 moves, so whoever moves second wins. Player 2 (you) was always "
                       "going to win.")


def test_no_review_leaves_it_out_in_a_real_subprocess() -> None:
    def play(*extra: str) -> list[str]:
        result = subprocess.run(
            [sys.executable, "-m", "bot", "play", "number-capture", "--size", "3", *extra],
            input="2\n1\n3\n", capture_output=True, text=True, cwd=ROOT, timeout=60,
        )
        assert result.returncode == 0 and result.stderr == ""
        return result.stdout.splitlines()

    with_review, without = play(), play("--no-review")
    assert without[-1] == "Player 2 captured the last number and wins the game!"
    assert with_review[: len(without)] == without
    assert with_review[len(without) :] == [
        "",
        "Review (every position solved exactly):",
        "1. Player 1 played 2: no choice here changed the result.",  # size 3 is lost for P1
        "2. Player 2 passed: nothing could be captured.",
        "3. Player 1 played 1: no choice here changed the result.",
        "4. Player 2 played 3: the only move.",
        "No choice in this game changed the result: Player 2 was always going to win.",
        "Mistakes: Player 1 made none, Player 2 made none.",
    ]


def test_with_several_claims_the_prompt_says_the_claims_left() -> None:
    code, out = run(["forbidden-adjacent", "--size", "5", "--claims", "2", "--no-review"],
                    "1\n3\n5\n")
    assert code == 0
    prompts = [line for line in out if "enter a number" in line]
    assert prompts == [
        "Player 1, enter a number to claim (2 claims left): 1",
        "Player 1, enter a number to claim (1 claim left): 3",
        "Player 2, enter a number to claim (2 claims left): 5",
    ]
    assert out[-1] == "Player 1, no valid moves remaining. Player 2 wins!"


def test_a_refusal_names_the_terminal_s_flags_not_discord_s_options(capsys) -> None:
    from bot.frontends.terminal import main

    assert main(["circle-duel", "--start", "3"], io.StringIO(""), io.StringIO()) != 0
    said = capsys.readouterr().err
    assert "--start" in said and "`start`" not in said, said
