"""The line games' variations: several claims a turn (`claims`) and custom forbidden rules
(`forbid`), docs/rules.md decisions 8 and 9; the exact solver on every combination against
the brute force (tests/rules/brute.py); the referee (rules.analysis)."""

from __future__ import annotations

import random

import pytest

import rules
from rules import caps, puzzles, solver
from rules.forbid import FORBID_SETS
from rules.players import choose_move
from rules.review import review

from . import brute
from .test_fixed_result import _brute_fixed
from .test_puzzles import assert_is_a_puzzle

LINE_GAMES = ("non-consecutive", "forbidden-adjacent")
COMBINATIONS = [(claims, forbid) for claims in (1, 2, 3) for forbid in FORBID_SETS]
#: Largest size at which every reachable position is compared with the brute force (the
#: two games share one engine, so the second one is checked a little less far).
BRUTE_SIZES = {"forbidden-adjacent": 9, "non-consecutive": 7}


# ----------------------------------------------------------------- forbid as players write it
def test_forbid_sets_are_the_31_non_empty_sets_of_distances_1_to_5() -> None:
    assert len(FORBID_SETS) == 31 and len(set(FORBID_SETS)) == 31
    for value in FORBID_SETS:
        assert rules.parse_forbid(rules.forbid_text(value)) == value
    assert rules.parse_forbid("1,3") == rules.parse_forbid("3,1") == 13
    assert rules.parse_forbid(" 1, 3 ") == 13 and rules.parse_forbid("5,1,3") == 135
    assert rules.forbid_text(135) == "1,3,5" and rules.forbid_text(1) == "1"


@pytest.mark.parametrize("text", ["", "0", "6", "1,6", "13", "1,,3", "one", "1;3", "-1"])
def test_bad_forbid_text_is_refused_with_the_rule(text: str) -> None:
    with pytest.raises(ValueError) as refused:
        rules.parse_forbid(text)
    assert str(refused.value) == "`forbid` takes distances from 1 to 5, like `1,3`."


def test_claiming_forbids_the_numbers_at_every_distance_of_the_set() -> None:
    game = rules.get_game("forbidden-adjacent")
    state = game.apply(game.new_state(size=12, forbid=13), 7)
    assert game.legal_moves(state) == [1, 2, 3, 5, 9, 11, 12]  # 4, 6, 8 and 10 forbidden
    assert game.describe_move(game.new_state(size=12, forbid=13), 7) == (
        "Player 1 claimed 7. Numbers 4, 6, 8 and 10 become forbidden.")
    for number, why in ((8, "8 is forbidden: it is next to 7."),
                        (4, "4 is forbidden: it is 3 away from 7."),
                        (7, "7 is already taken.")):
        with pytest.raises(rules.IllegalMove) as refused:
            game.apply(state, number)
        assert str(refused.value) == why
    wide = game.apply(game.new_state(size=12, forbid=25), 6)
    with pytest.raises(rules.IllegalMove, match=r"^1 is forbidden: it is 5 away from 6\.$"):
        game.apply(wide, 1)
    with pytest.raises(rules.IllegalMove, match=r"^4 is forbidden: it is two away from 6\.$"):
        game.apply(wide, 4)
    nc = rules.get_game("non-consecutive")
    with pytest.raises(rules.IllegalMove, match=r"^10 is unavailable: it is 3 away from 7\.$"):
        nc.apply(nc.apply(nc.new_state(size=12, forbid=3), 7), 10)


def test_reach_is_read_as_the_forbid_set_it_meant() -> None:
    game = rules.get_game("forbidden-adjacent")
    assert game.new_state(reach=2) == game.new_state(forbid=12)
    assert game.new_state(reach=1) == game.new_state()
    assert rules.max_size("forbidden-adjacent", {"reach": 2}) == rules.max_size(
        game, {"forbid": 12})
    # a state stored with reach and before claims replays as the same game
    old = {"game": "forbidden-adjacent", "options": {"reach": 2, "size": 9},
           "history": [[0, 5], [1, 1]], "to_move": 0, "winner": None}
    state = rules.state_from_json(old)
    assert state == game.replay({"size": 9, "forbid": 12}, [5, 1])
    assert state.options_dict() == {"size": 9, "forbid": 12, "claims": 1}
    older = {"game": "non-consecutive", "options": {"size": 9}, "history": [[0, 5]],
             "to_move": 1, "winner": None}
    assert rules.state_from_json(older).options_dict() == {"size": 9, "forbid": 1, "claims": 1}
    with pytest.raises(ValueError, match="inconsistent"):
        rules.state_from_json({**older, "options": {"size": 9, "claims": 2}})


# ----------------------------------------------------------------- several claims a turn
def test_a_turn_is_claims_claims_each_one_move_of_the_history() -> None:
    game = rules.get_game("forbidden-adjacent")
    state = game.new_state(size=12, claims=2)
    assert (state.to_move, rules.claims_left(state)) == (0, 2)
    state = game.apply(state, 5)
    assert (state.to_move, rules.claims_left(state)) == (0, 1)
    # the second claim counts what the first one forbids
    with pytest.raises(rules.IllegalMove, match=r"^6 is forbidden: it is next to 5\.$"):
        game.apply(state, 6)
    state = game.apply(state, 9)
    assert (state.to_move, rules.claims_left(state)) == (1, 2)
    state = game.apply(state, 1)
    assert [tuple(m) for m in state.history] == [(0, 5), (0, 9), (1, 1)]
    assert rules.claims_left(state) == 1 and state.to_move == 1
    assert game.render(state).endswith("Player 1's claimed numbers: 5 9\n"
                                       "Player 2's claimed numbers: 1")


def test_claiming_the_last_number_mid_turn_wins() -> None:
    game = rules.get_game("non-consecutive")
    state = game.apply(game.new_state(size=5, claims=3), 3)  # 1 and 5 are left
    state = game.apply(state, 1)
    assert state.winner is None and state.to_move == 0 and rules.claims_left(state) == 1
    state = game.apply(state, 5)
    assert state.winner == 0 and rules.claims_left(state) == 0
    # and a turn that cannot make its first claim loses
    stuck = game.replay({"size": 3, "claims": 1}, [2])
    assert stuck.winner == 0 and game.legal_moves(stuck) == []


def test_a_claim_that_leaves_nothing_ends_the_turn_and_the_game() -> None:
    game = rules.get_game("forbidden-adjacent")
    state = game.replay({"size": 4, "claims": 2}, [2])  # 4 is left
    assert state.to_move == 0
    state = game.apply(state, 4)
    assert state.winner == 0
    assert game.render(state).splitlines()[0] == "Number Line: [1] P1 [3] P1"


# ----------------------------------------------------------------- the solver, exactly
@pytest.mark.parametrize("slug", LINE_GAMES)
@pytest.mark.parametrize("claims", (1, 2, 3))
def test_solver_matches_brute_force_on_every_combination(slug: str, claims: int) -> None:
    """Every forbid set, every reachable position up to a small size: winning moves,
    remoteness, and who is fixed to win, exactly as the brute force says."""
    game = rules.get_game(slug)
    checked = 0
    for forbid in FORBID_SETS:
        for size in range(3, BRUTE_SIZES[slug] + 1):
            start = game.new_state(size=size, forbid=forbid, claims=claims)
            assert game.fixed_winner(start) == _brute_fixed(start), start
            for state in brute.reachable(start):
                assert solver.solve(state).winning_moves == brute.winning_moves(state), state
                assert solver.remoteness(state) == brute.outcome(state)[1], state
                checked += 1
    assert checked > 2000


@pytest.mark.parametrize(("claims", "forbid"), [(1, 13), (2, 1), (3, 24), (2, 135)])
def test_perfect_play_and_the_review_with_several_claims(claims: int, forbid: int) -> None:
    """The perfect bot wins every won position against random play, moving several times
    in a row; the review judges each claim as the brute force does."""
    game = rules.get_game("forbidden-adjacent")
    rng = random.Random(claims * 1000 + forbid)
    for _ in range(6):
        state = game.new_state(size=11, forbid=forbid, claims=claims)
        perfect = rng.choice((0, 1))
        start_winner = rules.analyze(state).winner
        while state.winner is None:
            level = "perfect" if state.to_move == perfect else "easy"
            state = game.apply(state, choose_move(state, level, rng))
        if start_winner == perfect:
            assert state.winner == perfect
        judged = review(state)
        assert len(judged.plies) == len(state.history)
        position = game.new_state(**state.options_dict())
        for ply in judged.plies:
            assert ply.player == position.to_move
            winning = brute.winning_moves(position)
            if len(game.legal_moves(position)) > 1 and winning:
                assert ply.kind == ("winning" if ply.number in winning else "mistake")
            position = game.apply(position, ply.number or 0)
        assert any(a.player == b.player for a, b in zip(state.history, state.history[1:],
                                                       strict=False)) == (claims > 1)


def test_puzzles_with_several_claims_are_unique_by_brute_force() -> None:
    rng = random.Random("claims-puzzles")
    found = 0
    for claims, forbid in ((2, 1), (2, 12), (3, 1), (3, 13)):
        puzzle = puzzles.find_puzzle("forbidden-adjacent", rng,
                                     {"size": 15, "forbid": forbid, "claims": claims})
        if puzzle is None:
            continue
        assert_is_a_puzzle(puzzle)
        assert puzzles.solution(puzzle).startswith(f"{puzzle.answer} is the only winning")
        left = rules.claims_left(puzzle.state)
        assert puzzles.task(puzzle).startswith(
            f"You move ({left} claim{'s' if left > 1 else ''} left this turn): find the only")
        for number in rules.get_game(puzzle.state.game).legal_moves(puzzle.state):
            if number != puzzle.answer:  # your own claims left come before the reply
                assert puzzles.refutation(puzzle, number).startswith(
                    f"after {number} (then " if left > 1 else f"after {number}, ")
        found += 1
    assert found >= 2


# ----------------------------------------------------------------- the size caps
def test_max_size_is_the_cap_table_and_size_is_refused_above_it(monkeypatch) -> None:
    for slug in rules.game_slugs():
        assert rules.max_size(slug, {}) == 25
    monkeypatch.setitem(caps.CAPS, (3, 13), 18)
    game = rules.get_game("forbidden-adjacent")
    assert rules.max_size(game, {"claims": 3, "forbid": 13}) == 18
    assert rules.max_size("non-consecutive", {"claims": 3}) == 25
    assert game.new_state(size=18, claims=3, forbid=13).size == 18
    with pytest.raises(ValueError) as refused:
        game.new_state(size=19, claims=3, forbid=13)
    assert str(refused.value) == "`size` goes up to 18 with `claims:3` and `forbid:1,3`."
    monkeypatch.setitem(caps.CAPS, (3, 1), 20)
    with pytest.raises(ValueError, match=r"^`size` goes up to 20 with `claims:3`\.$"):
        game.new_state(size=21, claims=3)


def test_every_combination_answers_in_time_at_its_largest_size() -> None:
    """The cap table's promise, loosely (the benchmark measures it exactly): the perfect
    bot's first move at the largest allowed size, cold, within 2 s."""
    import time  # only this test times anything

    game = rules.get_game("non-consecutive")
    slowest = 0.0
    for claims, forbid in [(3, 45), (3, 15), (2, 35), (1, 45), (3, 125)]:
        size = rules.max_size(game, {"claims": claims, "forbid": forbid})
        solver.clear_caches()
        began = time.perf_counter()
        choose_move(game.new_state(size=size, claims=claims, forbid=forbid), "perfect",
                    random.Random(0))
        slowest = max(slowest, time.perf_counter() - began)
    assert slowest < 2.0


# ----------------------------------------------------------------- the referee
@pytest.mark.parametrize(("claims", "forbid"), [(1, 1), (1, 13), (2, 12), (3, 1), (3, 245)])
def test_analysis_agrees_with_the_brute_force(claims: int, forbid: int) -> None:
    for slug in LINE_GAMES:
        game = rules.get_game(slug)
        for size in range(3, 10):
            state = game.new_state(size=size, claims=claims, forbid=forbid)
            found = rules.analyze(state)
            wins, length = brute.outcome(state)
            assert found.winner == (0 if wins else 1)
            assert found.winning_moves == brute.winning_moves(state)
            assert found.moves == size and found.length == length
            assert found.fixed == (_brute_fixed(state) is not None)


def test_describe_says_who_wins_with_which_first_moves() -> None:
    game = rules.get_game("forbidden-adjacent")
    state = game.new_state()
    assert rules.analyze(state) == rules.Analysis(0, (5,), 9, 5, False)
    assert rules.describe(rules.analyze(state), state) == [
        "The first player wins with perfect play: 1 of 9 first moves wins (5).",
        "A perfect game lasts 5 moves.",
    ]
    nc = rules.get_game("non-consecutive")
    state = nc.new_state(size=10)
    assert rules.describe(rules.analyze(state), state) == [
        "The first player wins with perfect play: 4 of 10 first moves win (1, 3, 8 and 10).",
        "A perfect game lasts 5 moves.",
    ]
    many = nc.new_state(size=10, claims=2)
    assert rules.describe(rules.analyze(many), many) == [
        "The first player wins with perfect play: 8 of 10 first moves win, such as 1, 3, 4 "
        "and 5.",
        "A perfect game lasts 5 moves.",
        "Each claim counts as one move.",
    ]


def test_describe_says_plainly_when_no_move_changes_the_result() -> None:
    circle = rules.get_game("circle-duel")
    state = circle.new_state(size=10)
    found = rules.analyze(state)
    assert found.fixed and found.winner == 1 and found.winning_moves == ()
    assert rules.describe(found, state) == [
        "With 10 numbers, the second player always wins: no move can change the result.",
        "A perfect game lasts 10 moves.",
    ]
    lost = rules.get_game("forbidden-adjacent").new_state(size=8)
    found = rules.analyze(lost)
    assert (found.winner, found.fixed) == (1, False)
    assert rules.describe(found, lost)[0] == (
        "The second player wins with perfect play: all 8 first moves lose.")
