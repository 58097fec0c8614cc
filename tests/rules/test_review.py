"""The post-game review and the coach's advice, against brute-force minimax."""

from __future__ import annotations

import random

import pytest

import rules
from rules import review as rv
from rules.players import choose_move

from . import brute

#: Sizes small enough for brute force, per game (every option drawn at random).
BRUTE_SIZES = {
    "non-consecutive": (3, 13),
    "forbidden-adjacent": (3, 13),
    "number-capture": (3, 10),
    "circle-duel": (3, 11),
    "number-chain": (3, 12),
}


def random_game(slug: str, rng: random.Random, sizes: tuple[int, int]) -> rules.State:
    """A finished game played by a mix of the bot's levels (so mistakes happen)."""
    game = rules.get_game(slug)
    size = rng.randint(*sizes)
    options = {"size": size}
    for option in game.options[1:]:
        options[option.name] = option.draw(size, rng)
    state = game.new_state(**options)
    levels = [rng.choice(("easy", "normal", "perfect")) for _ in (0, 1)]
    while state.winner is None:
        state = game.apply(state, choose_move(state, levels[state.to_move], rng))
    return state


def brute_move_length(state: rules.State, number: int) -> int:
    """Plies left after playing ``number``, by brute force (as solver.move_remoteness)."""
    child = rules.get_game(state.game).apply(state, number)
    plies = len(child.history) - len(state.history)
    rest = 0 if child.winner is not None else brute.outcome(child)[1]
    return rest + plies - 1


def brute_favourite(state: rules.State) -> int:
    if state.winner is not None:
        return state.winner
    return state.to_move if brute.outcome(state)[0] else 1 - state.to_move


def replay_positions(state: rules.State) -> list[rules.State]:
    """The position after each history entry (a pass included), from the start."""
    game = rules.get_game(state.game)
    position = game.new_state(**state.options_dict())
    out = [position]
    for number in state.numbers:
        after = game.apply(position, number)
        if len(after.history) > len(position.history) + 1:
            out.append(after)  # after the number: the pass is applied with it
        out.append(after)
        position = after
    return out


@pytest.mark.parametrize("slug", rules.game_slugs())
def test_review_verdicts_match_brute_force(slug: str) -> None:
    rng = random.Random(f"review-{slug}")
    checked = {"winning": 0, "mistake": 0, "only": 0, "lost": 0, "forced": 0}
    for _ in range(40):
        state = random_game(slug, rng, BRUTE_SIZES[slug])
        result = rv.review(state)
        positions = replay_positions(state)
        assert len(result.plies) == len(state.history)
        assert [p.number for p in result.plies] == [m.number for m in state.history]
        assert result.favourite == tuple(brute_favourite(p) for p in positions)
        game = rules.get_game(slug)
        for ply, before in zip(result.plies, positions, strict=False):
            checked[ply.kind] += 1
            assert ply.player == state.history[ply.ply - 1].player
            if ply.number is None:
                assert ply.kind == "forced"
                continue
            legal = game.legal_moves(before)
            won, _ = brute.outcome(before)
            winning = brute.winning_moves(before)
            if len(legal) == 1:
                assert ply.kind == "only"
            elif won:
                assert ply.kind == ("winning" if ply.number in winning else "mistake")
                assert ply.winning == winning
            else:
                assert ply.kind == "lost"
                lengths = {n: brute_move_length(before, n) for n in legal}
                longest = max(lengths.values())
                assert ply.longest == tuple(n for n in legal if lengths[n] == longest)
                assert ply.stubborn == (lengths[ply.number] == longest)
        # The turning point: the last ply after which the winner was winning for good.
        favourite = [brute_favourite(p) for p in positions]
        streak = len(favourite)
        while streak > 0 and favourite[streak - 1] == state.winner:
            streak -= 1
        assert result.turning_point == (streak or None)
        if result.turning_point is not None:
            decisive = result.plies[result.turning_point - 1]
            assert decisive.kind == "mistake" and decisive.player != state.winner
    assert checked["winning"] and checked["lost"] and checked["only"]
    if slug != "circle-duel":  # every Circle Duel move shares the outcome of the others
        assert checked["mistake"]
    if slug == "number-capture":
        assert checked["forced"]


def test_circle_duel_says_the_rules_decided_it() -> None:
    game = rules.get_game("circle-duel")
    state = game.replay({"size": 10}, [4, 5, 6, 7, 8, 9, 10, 1, 2, 3])
    result = rv.review(state)
    assert result.decided_from_the_start and result.turning_point is None
    summary = rv.summary_lines(result, lambda p: f"Player {p + 1}")
    assert summary[0] == (
        "No choice in this game changed the result: with 10 numbers every game lasts "
        "10 moves, so whoever moves second wins. Player 2 was always going to win."
    )
    # Every move says so too, instead of calling one winning and another lost.
    lines = rv.move_lines(result, lambda p: f"Player {p + 1}")
    assert lines[0] == "1. Player 1 played 4: no choice here changed the result."
    assert lines[2] == "3. Player 1 played 6: the only move."
    assert not any("winning" in line or "lost" in line for line in lines)


def test_turning_point_names_the_decisive_mistake() -> None:
    # Forbidden Adjacent 9: only 5 wins the opening; 1 hands Player 2 the win.
    game = rules.get_game("forbidden-adjacent")
    state = game.new_state(size=9)
    state = game.apply(state, 1)
    while state.winner is None:
        state = game.apply(state, rv.best_move(state).number)
    result = rv.review(state)
    assert state.winner == 1
    assert result.turning_point == 1
    first = result.plies[0]
    assert first.kind == "mistake" and first.winning == (5,)
    assert rv.ply_line(first, lambda p: f"P{p + 1}") == (
        "1. P1 played 1: a mistake; 5 would have won.")
    summary = rv.summary_lines(result, lambda p: f"P{p + 1}")
    assert summary[0] == (
        "The game turned on move 1: P1 played 1; 5 would have kept the win. From then on "
        "P2 was winning for good."
    )
    assert summary[1] == "Mistakes: P1 made 1 mistake, P2 made none."


def test_a_resignation_from_a_winning_position_has_no_turning_point() -> None:
    game = rules.get_game("forbidden-adjacent")
    state = game.apply(game.new_state(size=9), 5)  # Player 1 wins with best play...
    result = rv.review(state, winner=1)  # ...but resigns
    assert result.turning_point is None
    assert rv.summary_lines(result, lambda p: f"P{p + 1}")[0] == (
        "No turning point on the board: P1 was still winning when the game ended."
    )


def test_many_alternatives_are_counted_and_a_few_shown() -> None:
    ply = rv.PlyReview(3, 0, 10, "mistake", 12, (1, 2, 4, 6, 8, 9))
    assert rv.verdict_text(ply) == "a mistake; other numbers would have won, such as 1, 2, 4 or 6"
    ply = rv.PlyReview(4, 1, 7, "lost", 5, (), False, (2, 9))
    assert rv.verdict_text(ply) == "already lost; 2 or 9 would have held out longer"
    ply = rv.PlyReview(4, 1, 2, "lost", 5, (), True, (2, 9))
    assert rv.verdict_text(ply) == "already lost; this held out longest"


@pytest.mark.parametrize("slug", rules.game_slugs())
def test_best_move_is_the_quickest_win_or_the_longest_defence(slug: str) -> None:
    rng = random.Random(f"advice-{slug}")
    game = rules.get_game(slug)
    for _ in range(60):
        state = random_game(slug, rng, BRUTE_SIZES[slug])
        # a random position of that game: cut the finished game short
        cut = rng.randrange(len(state.numbers))
        position = game.replay(state.options_dict(), list(state.numbers[:cut]))
        if position.winner is not None:
            continue
        advice = rv.best_move(position)
        won, _ = brute.outcome(position)
        assert advice.wins == won
        legal = game.legal_moves(position)
        candidates = brute.winning_moves(position) if won else tuple(legal)
        lengths = {n: brute_move_length(position, n) for n in candidates}
        target = (min if won else max)(lengths.values())
        assert advice.number == min(n for n in candidates if lengths[n] == target)


def test_resigning_a_game_the_rules_had_won_is_not_called_decided() -> None:
    # Circle Duel on 9: parity gives Player 1 the win; Player 1 resigns after two moves.
    game = rules.get_game("circle-duel")
    state = game.replay({"size": 9}, [3, 4])
    result = rv.review(state, winner=1)
    assert not result.decided_from_the_start
    assert rv.summary_lines(result, lambda p: f"P{p + 1}")[0] == (
        "No turning point on the board: P1 was still winning when the game ended."
    )
    assert rv.review(game.replay({"size": 9}, [])).plies == ()


def test_a_game_without_exact_remoteness_says_lost_anyway_only() -> None:
    """A game solved by the generic search (no strategy) has no remoteness: no claim
    about stubbornness is made."""
    from rules.circle import CircleDuel
    from rules.registry import register, unregister

    class Plain(CircleDuel):
        slug = "plain-circle"
        strategy = None

    register(Plain())
    try:
        game = rules.get_game("plain-circle")
        state = game.replay({"size": 4}, [1, 2, 3, 4])
        result = rv.review(state)
        assert result.plies[0].kind == "lost" and result.plies[0].stubborn is None
        assert rv.verdict_text(result.plies[0]) == "already lost"
        assert rv.best_move(game.new_state(size=4)) == rv.Advice(1, False)
    finally:
        unregister("plain-circle")
