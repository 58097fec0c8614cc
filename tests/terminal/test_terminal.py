"""Terminal play: the cards' command-line transcripts, bad input, EOF, the bot."""

from __future__ import annotations

import io
import subprocess
import sys
from pathlib import Path

import pytest

import rules
import rules.solver
from bot import terminal

ROOT = Path(__file__).resolve().parents[2]


def run(argv: list[str], typed: str) -> tuple[int, list[str]]:
    out = io.StringIO()
    code = terminal.main(argv, inp=io.StringIO(typed), out=out)
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
    # blank lines included, the card's block is the whole transcript
    assert out == FORBIDDEN_ADJACENT_CARD.strip("\n").splitlines()


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


def test_number_capture_pass_is_announced() -> None:
    code, out = run(["number-capture", "--size", "3"], "2\n1\n3\n")
    assert code == 0
    assert "Player 2 has no number to capture and skips the turn." in out
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
        starts.add(out[0])
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
'five' is not a number.
{prompt1}
Please type a number.
{prompt1}10
10 is outside 1..9.
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
    assert "size must be between 3 and 25" in capsys.readouterr().err
    assert terminal.main(["circle-duel", "--reach", "2"], io.StringIO(), io.StringIO()) == 2
    assert "circle-duel has no option 'reach'" in capsys.readouterr().err
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
    bot_lines = [line for line in out if line.endswith("(perfect bot)")]
    assert bot_lines and all(line.startswith("Player 2, enter") for line in bot_lines)
    assert "Player 1, enter a number to claim: 1" in out


def test_play_as_a_real_subprocess() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "bot", "play", "circle-duel", "--size", "4"],
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
