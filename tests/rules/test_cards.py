"""Replay every rule card's example game move by move and compare with the card's text."""

from __future__ import annotations

import pytest

import rules
from rules import IllegalMove, Move


def play(slug: str, numbers: list[int], **options: int) -> list[rules.State]:
    game = rules.get_game(slug)
    states = [game.new_state(**options)]
    for n in numbers:
        states.append(game.apply(states[-1], n))
    return states


# ---------------------------------------------------------------- Forbidden Adjacent
FA_BOARDS = [
    "Number Line: 1 2 3 4 5 6 7 8 9\nForbidden Numbers: \n"
    "Player 1's claimed numbers: \nPlayer 2's claimed numbers: ",
    "Number Line: 1 2 3 [4] P1 [6] 7 8 9\nForbidden Numbers: 4 6\n"
    "Player 1's claimed numbers: 5\nPlayer 2's claimed numbers: ",
    "Number Line: 1 2 3 [4] P1 [6] P2 [8] 9\nForbidden Numbers: 4 6 8\n"
    "Player 1's claimed numbers: 5\nPlayer 2's claimed numbers: 7",
    "Number Line: 1 [2] P1 [4] P1 [6] P2 [8] 9\nForbidden Numbers: 2 4 6 8\n"
    "Player 1's claimed numbers: 5 3\nPlayer 2's claimed numbers: 7",
    "Number Line: 1 [2] P1 [4] P1 [6] P2 [8] P2\nForbidden Numbers: 2 4 6 8\n"
    "Player 1's claimed numbers: 5 3\nPlayer 2's claimed numbers: 7 9",
    "Number Line: P1 [2] P1 [4] P1 [6] P2 [8] P2\nForbidden Numbers: 2 4 6 8\n"
    "Player 1's claimed numbers: 5 3 1\nPlayer 2's claimed numbers: 7 9",
]


def test_forbidden_adjacent_card_game() -> None:
    game = rules.get_game("forbidden-adjacent")
    states = play("forbidden-adjacent", [5, 7, 3, 9, 1])
    assert [game.render(s) for s in states] == FA_BOARDS
    assert [s.winner for s in states] == [None] * 5 + [0]
    assert [s.to_move for s in states[:-1]] == [0, 1, 0, 1, 0]
    assert states[-1].to_move == 1  # Player 2 is the one left without a move
    assert game.legal_moves(states[-1]) == []


def test_forbidden_adjacent_cells_follow_the_card_markers() -> None:
    game = rules.get_game("forbidden-adjacent")
    state = play("forbidden-adjacent", [5, 7])[-1]
    marks = {c.number: c.mark for c in game.cells(state)}
    assert marks == {
        1: "open",
        2: "open",
        3: "open",
        4: "blocked",
        5: "p1",
        6: "blocked",
        7: "p2",
        8: "blocked",
        9: "open",
    }


def test_forbidden_adjacent_refuses_forbidden_and_claimed() -> None:
    game = rules.get_game("forbidden-adjacent")
    state = play("forbidden-adjacent", [5])[-1]
    with pytest.raises(IllegalMove, match=r"^6 is forbidden: it is next to 5\.$"):
        game.apply(state, 6)
    with pytest.raises(IllegalMove, match=r"^5 is already taken\.$"):
        game.apply(state, 5)


def test_forbidden_adjacent_reach_two_variation() -> None:
    game = rules.get_game("forbidden-adjacent")
    state = game.apply(game.new_state(reach=2), 5)
    assert game.legal_moves(state) == [1, 2, 8, 9]
    assert "Forbidden Numbers: 3 4 6 7" in game.render(state)
    with pytest.raises(IllegalMove, match=r"^7 is forbidden"):
        game.apply(state, 7)


# ---------------------------------------------------------------- Non-Consecutive
NC_MOVES = [10, 5, 14, 2, 18, 8, 12, 16, 20]
NC_AVAILABLE = [
    "1-20",
    "1-8, 12-20 (excluding 9 and 11)",
    "1-3, 7-8, 12-20 (excluding 4, 6, 9, 11)",
    "1-3, 7-8, 12, 16-20",
    "7-8, 12, 16-20",
    "7-8, 12, 16, 20",
    "12, 16, 20",
    "16, 20",
    "20",
    "None",
]


def test_non_consecutive_card_game() -> None:
    game = rules.get_game("non-consecutive")
    states = play("non-consecutive", NC_MOVES)
    assert [game.render(s) for s in states] == [f"Available Numbers: {a}" for a in NC_AVAILABLE]
    assert states[-1].winner == 0
    assert all(s.winner is None for s in states[:-1])
    assert game.describe_move(states[0], 10) == (
        "Player 1 selected 10.\nNumbers 9 and 11 are now unavailable."
    )
    assert game.describe_move(states[1], 5) == (
        "Player 2 selected 5.\nNumbers 4 and 6 are now unavailable."
    )
    assert game.describe_move(states[8], 20) == (
        "Player 1 selected 20.\nNumbers 19 and 21 are now unavailable (21 is beyond our list)."
    )


def test_non_consecutive_card_adjacency_example() -> None:
    game = rules.get_game("non-consecutive")
    state = play("non-consecutive", [7, 10])[-1]
    blocked = {c.number for c in game.cells(state) if c.mark == "blocked"}
    assert blocked == {6, 8, 9, 11}


# ---------------------------------------------------------------- Number Capture
def test_number_capture_card_game() -> None:
    game = rules.get_game("number-capture")
    states = play("number-capture", [5, 9, 6, 2])
    shared = [
        [1, 2, 3, 4, 5, 6, 7, 8, 9],
        [1, 2, 3, 4, 6, 7, 8, 9],
        [1, 2, 3, 4, 6, 7, 8],
        [1, 2, 3, 4, 7, 8],
        [1, 3, 4, 7, 8],
    ]
    captures = [([], []), ([5], []), ([5], [9]), ([5, 6], [9]), ([5, 6], [9, 2])]
    for state, left, (p1, p2) in zip(states, shared, captures, strict=True):
        assert game.render(state) == (
            f"Shared List: {left}\nPlayer 1's Captures: {p1}\nPlayer 2's Captures: {p2}"
        )
    # the card's "Available Numbers" before turns 2, 3 and 4
    assert game.legal_moves(states[1]) == [1, 2, 3, 7, 8, 9]
    assert game.legal_moves(states[2]) == [1, 2, 3, 4, 6, 7]
    assert game.legal_moves(states[3]) == [1, 2, 3, 4, 8]
    with pytest.raises(IllegalMove, match=r"^4 is next to 5"):
        game.apply(states[1], 4)


def test_number_capture_pass_lifts_the_restriction() -> None:
    game = rules.get_game("number-capture")
    # size 3: Player 1 takes 2, Player 2 has only 1 and 3 left, both next to 2 -> pass
    state = play("number-capture", [2], size=3)[-1]
    assert state.history == (Move(0, 2), Move(1, None))
    assert state.to_move == 0 and state.winner is None
    assert game.legal_moves(state) == [1, 3]
    state = game.apply(state, 1)
    assert state.to_move == 1 and game.legal_moves(state) == [3]
    state = game.apply(state, 3)
    assert state.winner == 1  # captured the last number


# ---------------------------------------------------------------- Circle Duel
def test_circle_duel_card_game() -> None:
    game = rules.get_game("circle-duel")
    moves = [4, 5, 6, 7, 8, 9, 10, 1, 2, 3]
    states = play("circle-duel", moves)
    assert states[-1].winner == 1
    assert game.legal_moves(states[0]) == list(range(1, 11))
    assert game.legal_moves(states[1]) == [3, 5]
    assert game.legal_moves(states[2]) == [6]  # 4 is claimed: the gap stays a gap
    assert game.legal_moves(states[7]) == [1]
    assert game.render(states[0]) == "Available numbers: 1 2 3 4 5 6 7 8 9 10"
    assert game.render(states[1]) == "Last number selected: 4\nAvailable adjacent numbers: 3 5"
    assert game.describe_move(states[0], 4) == "Number 4 selected."
    with pytest.raises(IllegalMove, match="not next to 5"):
        game.apply(states[2], 9)


# ---------------------------------------------------------------- Number Chain
def test_number_chain_card_game() -> None:
    game = rules.get_game("number-chain")
    moves = [6, 7, 8, 4, 3, 2, 1]
    states = play("number-chain", moves, start=5)
    possible = [[4, 6], [3, 7], [8], [4, 9], [2, 3], [2], [1], []]
    assert [game.legal_moves(s) for s in states] == possible
    assert states[-1].winner == 0
    assert game.render(states[0]) == (
        "Current Chain: [5]\nAvailable Numbers: [1,2,3,4,6,7,8,9]\n"
        "Last Number: 5\nPossible Moves: [4,6]"
    )
    assert game.render(states[1]) == (
        "Current Chain: [5,6]\nAvailable Numbers: [1,2,3,4,7,8,9]\n"
        "Last Number: 6\nPossible Moves: [3,7]"
    )
    assert "Available Numbers: [9]" in game.render(states[-1])
    with pytest.raises(IllegalMove, match=r"^7 doesn't follow 9: add one more or one less "
                                          r"than 9, or its double or half\.$"):
        game.apply(game.new_state(start=9), 7)
    with pytest.raises(IllegalMove, match=r"^5 is already in the chain\.$"):
        game.apply(states[1], 5)


def test_a_named_non_consecutive_move_says_only_what_it_made_unavailable() -> None:
    """On a board (names given), as Forbidden Adjacent says it: a neighbour already
    unavailable is not said again; the card's own wording stays the card's."""
    game = rules.get_game("non-consecutive")
    after_3 = play("non-consecutive", [3])[-1]  # 2 and 4 unavailable
    names = ("<@1>", "<@2>")
    assert game.describe_move(after_3, 5, names) == (
        "<@2> selected 5.\nNumber 6 is now unavailable.")
    assert game.describe_move(after_3, 5) == (
        "Player 2 selected 5.\nNumbers 4 and 6 are now unavailable.")
