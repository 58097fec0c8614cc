"""`python3 manage.py bot analyze`: the referee's sentences on the command line."""

from __future__ import annotations

import io
import subprocess
import sys
from pathlib import Path

import pytest

from bot.frontends import analyze

ROOT = Path(__file__).resolve().parents[2]


def run(*argv: str) -> tuple[int, list[str]]:
    out = io.StringIO()
    code = analyze.main(list(argv), out)
    return code, out.getvalue().splitlines()


def test_the_card_game_is_won_by_the_first_player_with_5_only() -> None:
    assert run("forbidden-adjacent") == (0, [
        "Forbidden Adjacent: size 9, forbid 1, claims 1",
        "The first player wins with perfect play: 1 of 9 first moves wins (5).",
        "A perfect game lasts 5 moves.",
    ])


def test_a_result_no_move_can_change_is_said_plainly() -> None:
    assert run("circle-duel", "--size", "10") == (0, [
        "Number Circle Duel: size 10",
        "With 10 numbers, the second player always wins: no move can change the result.",
        "A perfect game lasts 10 moves.",
    ])


def test_the_variations_are_options_of_the_command() -> None:
    code, lines = run("non-consecutive", "--size", "12", "--forbid", "3, 1", "--claims", "2")
    assert code == 0
    assert lines[0] == "Non-Consecutive: size 12, forbid 1,3, claims 2"
    assert lines[-1] == "Each claim counts as one move."
    code, lines = run("forbidden-adjacent", "--size", "8")
    assert lines[1] == "The second player wins with perfect play: all 8 first moves lose."


@pytest.mark.parametrize(("argv", "refusal"), [
    (["forbidden-adjacent", "--forbid", "1,6"],
     "--forbid takes distances from 1 to 5, like `1,3`."),
    (["circle-duel", "--claims", "2"], "Number Circle Duel has no --claims option."),
    (["number-chain"], "Number Chain needs the --start option."),
    (["non-consecutive", "--size", "2"], "--size must be from 3 to 25."),
])
def test_bad_options_are_one_line_and_exit_2(argv: list[str], refusal: str,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    assert run(*argv) == (2, [])
    assert capsys.readouterr().err == f"error: {refusal}\n"


def test_it_runs_as_a_command_of_the_bot() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "bot", "analyze", "number-chain", "--start", "4"],
        capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert result.returncode == 0 and result.stderr == ""
    assert result.stdout.splitlines()[0] == "Number Chain: size 9, start 4"
    assert "A perfect game lasts" in result.stdout
