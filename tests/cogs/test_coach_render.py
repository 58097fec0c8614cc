"""The coach's messages, and the largest of them against Discord's limits.

The limits are read from Discord's API reference (its OpenAPI spec, in ../shared next to
the repository); without it these tests skip, saying so. The spec has every per-item limit
but not the 6000 characters an embed may hold in all, which Discord's documentation
states ("Embed Limits"); that one is written here.
"""

from __future__ import annotations

import random
from dataclasses import replace
from datetime import date
from typing import Any

import discord
import pytest

import rules
from bot.coach.service import CoachStats, DailyPuzzle, Hint, MatchReview, PuzzleResult, PuzzleTable
from bot.coach.store import TableRow
from bot.core.snapshots import EndReason, MatchStatus
from cogs.coach import PuzzleButton, ReviewButton
from cogs.ui import coach_render, ids
from rules import puzzles
from rules.players import choose_move
from rules.review import PlyReview, Review, review
from tests.cogs.helpers import ALICE, BOB, BOT, snapshot, with_status
from tests.fixtures.discord_limits import EMBED_TOTAL, message_problems, spec_limits
from tests.standin.components_rules import IS_COMPONENTS_V2

#: The largest snowflakes: the longest mentions.
BIG_IDS = (2**63 - 1, 2**63 - 2)


@pytest.fixture(scope="module")
def limits() -> dict[str, int]:
    return spec_limits()


def test_the_spec_says_what_the_docs_say(limits: dict[str, int]) -> None:
    assert limits == {"title": 256, "description": 4096, "fields": 25, "field_name": 256,
                      "field_value": 1024, "footer": 2048, "label": 80, "custom_id": 100,
                      "row": 5, "content": 2000}


def assert_fits(embed: discord.Embed, limits: dict[str, int]) -> int:
    """Every limit holds; returns the embed's total characters."""
    data = embed.to_dict()
    fields = data.get("fields", [])
    assert len(data.get("title", "")) <= limits["title"]
    assert len(data.get("description", "")) <= limits["description"]
    assert len(fields) <= limits["fields"]
    for field in fields:
        assert 0 < len(field["name"]) <= limits["field_name"]
        assert 0 < len(field["value"]) <= limits["field_value"]
    footer = data.get("footer", {}).get("text", "")
    assert len(footer) <= limits["footer"]
    total = (len(data.get("title", "")) + len(data.get("description", "")) + len(footer)
             + sum(len(f["name"]) + len(f["value"]) for f in fields))
    assert total <= EMBED_TOTAL
    return total


def reviewed(state: rules.State, hints: int = 0) -> MatchReview:
    """A finished match between the largest ids, with its review."""
    snap = snapshot(state.game, list(state.numbers), options=state.options_dict())
    done = replace(with_status(snap, status=MatchStatus.FINISHED, end_reason=EndReason.NORMAL),
                   player1_id=BIG_IDS[0], player2_id=BIG_IDS[1], challenger_id=BIG_IDS[0],
                   opponent_id=BIG_IDS[1],
                   winner_id=BIG_IDS[state.winner or 0])
    return MatchReview(done, review(state), hints)


def played(slug: str, rng: random.Random, levels: tuple[str, str], **options: int
           ) -> rules.State:
    game = rules.get_game(slug)
    state = game.new_state(**options)
    while state.winner is None:
        state = game.apply(state, choose_move(state, levels[state.to_move], rng))
    return state


def test_the_largest_reviews_fit_discord(limits: dict[str, int]) -> None:
    """Every game at 25 numbers, many games each, as wordy as play makes them (mistakes
    and stubbornness notes on many plies), and Number Capture's passes: the longest
    review found must fit, with room to spare."""
    rng = random.Random(25)
    longest: tuple[int, MatchReview] | None = None
    for slug in rules.game_slugs():
        game = rules.get_game(slug)
        for _ in range(40):
            options = {"size": 25}
            for option in game.options[1:]:
                options[option.name] = option.draw(25, rng)
            levels = (rng.choice(("easy", "normal")), rng.choice(("easy", "normal")))
            result = reviewed(played(slug, rng, levels, **options), hints=12)
            total = assert_fits(coach_render.review_embed(result, game), limits)
            if longest is None or total > longest[0]:
                longest = (total, result)
    # 25 numbers and a pass: 1, 3, ..., 21, 2, 4, ..., 22, then 24 leaves 23 and 25 both
    # next to it, so Player 2 passes; 23 and 25 follow.
    capture = rules.get_game("number-capture")
    moves = [*range(1, 22, 2), *range(2, 23, 2), 24, 23, 25]
    state = capture.replay({"size": 25}, moves)
    assert state.winner is not None and None in (m.number for m in state.history)
    result = reviewed(state, hints=3)
    assert len(result.review.plies) == 26 and result.review.plies[23].kind == "forced"
    total = assert_fits(coach_render.review_embed(result, capture), limits)
    assert longest is not None
    assert max(total, longest[0]) < EMBED_TOTAL * 0.5  # the longest seen: a wide margin


def test_a_review_of_wordiest_lines_still_fits(limits: dict[str, int]) -> None:
    """Beyond any real game: 30 plies (25 numbers and passes) each with the longest
    verdict there is, two-digit numbers and the longest mentions."""
    wordy = PlyReview(10, 0, 25, "lost", 20, (), False, (10, 11, 12, 13, 14, 15))
    state = rules.get_game("non-consecutive").new_state(size=25)
    long_review = Review(
        "non-consecutive", 25,
        tuple(replace(wordy, ply=n, player=n % 2) for n in range(1, 31)),
        winner=1, favourite=(0,) * 15 + (1,) * 16, turning_point=15, fixed=None)
    plies = list(long_review.plies)
    plies[14] = PlyReview(15, 0, 24, "mistake", 20, (10, 11, 12, 13, 14, 15))
    long_review = replace(long_review, plies=tuple(plies))
    snap = with_status(snapshot("non-consecutive", options={"size": 25}),
                       status=MatchStatus.FINISHED, end_reason=EndReason.TIMEOUT)
    snap = replace(snap, player1_id=BIG_IDS[0], player2_id=BIG_IDS[1], challenger_id=BIG_IDS[0],
                   opponent_id=BIG_IDS[1], winner_id=BIG_IDS[1], state=state)
    embed = coach_render.review_embed(MatchReview(snap, long_review, 99),
                                      rules.get_game("non-consecutive"))
    assert embed.description is not None and len(embed.description.splitlines()) == 30
    assert assert_fits(embed, limits) < EMBED_TOTAL


def test_a_review_too_long_for_one_embed_is_cut_saying_so() -> None:
    lines = [f"{n}. <@{BIG_IDS[0]}>: {n} — " + "x" * 200 for n in range(1, 41)]
    text = coach_render._fit(lines)
    assert len(text) <= coach_render.DESCRIPTION_LIMIT
    kept = text.splitlines()
    assert kept[-1] == f"… and {40 - (len(kept) - 1)} more moves."
    assert coach_render._more(1) == "… and 1 more move."
    assert kept[:-1] == lines[: len(kept) - 1]


def test_review_embed_content() -> None:
    game = rules.get_game("forbidden-adjacent")
    state = game.replay({"size": 9}, [1, 5, 3, 8])
    snap = snapshot("forbidden-adjacent", [1, 5, 3, 8], bot_level="perfect")
    done = with_status(snap, status=MatchStatus.FINISHED, winner_id=BOT,
                       end_reason=EndReason.NORMAL)
    embed = coach_render.review_embed(MatchReview(done, review(state), 2), game)
    assert embed.title == "Review · Forbidden Adjacent · match #42"
    assert embed.description is not None
    assert embed.description.splitlines()[0] == (
        f"1. <@{ALICE}> played 1: a mistake; 5 would have won.")
    fields = {f.name: f.value for f in embed.fields}
    assert fields["Turning point"].startswith("The game turned on move 3: ")
    assert fields["Mistakes"] == f"<@{ALICE}> made 2 mistakes, <@{BOT}> made 1 mistake."
    assert fields["Hints"] == f"<@{ALICE}> used 2 hints."
    assert f"<@{BOT}> wins" in fields["Result"]


def test_hint_texts(limits: dict[str, int]) -> None:
    snap = snapshot("circle-duel")
    won = coach_render.hint_text(Hint(snap, 7, True, 1))
    lost = coach_render.hint_text(Hint(snap, 7, False, 3))
    assert won == "Hint: 7 wins. Hints used in this match: 1."
    assert lost == ("No winning move here: every move loses against perfect play; 7 holds out "
                    "longest. Hints used in this match: 3.")
    assert max(len(won), len(lost)) <= limits["content"]


def daily(day_offset: int, guild: int = 5) -> DailyPuzzle:
    day = date(2025, 3, 1 + day_offset)
    return DailyPuzzle(2**62 + day_offset, guild, day, puzzles.daily_puzzle(day, guild))


@pytest.mark.parametrize("offset", range(5))
def test_puzzle_board_and_answers_fit(offset: int, limits: dict[str, int]) -> None:
    today = daily(offset)
    game = rules.get_game(today.puzzle.state.game)
    embed = coach_render.puzzle_text(today, game)
    board = {"flags": IS_COMPONENTS_V2,
             "components": coach_render.puzzle_board(today, game).view().to_components()}
    assert message_problems(board, limits) == []
    assert embed.description.endswith("**You move: find the only winning number. It wins in "
                                      f"{today.puzzle.plies} moves, whatever the reply.**")
    rows = coach_render.puzzle_components(today, game)
    assert len(rows) <= 5 and all(len(row["components"]) <= limits["row"] for row in rows)
    buttons = [b for row in rows for b in row["components"]]
    assert [int(b["label"].split()[0]) for b in buttons] == list(
        range(1, today.puzzle.state.size + 1))
    template = PuzzleButton(discord.ui.Button(custom_id=ids.puzzle_id(1, 1)), 1, 1).template
    enabled = []
    for button in buttons:
        assert len(button["custom_id"]) <= limits["custom_id"]
        assert template.fullmatch(button["custom_id"])
        if not button["disabled"]:
            enabled.append(int(button["label"]))
    assert enabled == game.legal_moves(today.puzzle.state)
    for number in enabled:
        correct = number == today.puzzle.answer
        explanation = (puzzles.solution(today.puzzle) if correct
                       else puzzles.refutation(today.puzzle, number))
        text = coach_render.answer_text(PuzzleResult(today, number, correct, explanation))
        assert text.startswith("✅ Right!" if correct else "❌ Not this one: ")
        assert len(text) <= limits["content"]


def test_review_button_id_is_answered_by_the_coach() -> None:
    template = ReviewButton(discord.ui.Button(custom_id=ids.review_id(1)), 1).template
    assert template.fullmatch(ids.review_id(2**63 - 1))
    assert not template.fullmatch("nd:review:x")


def test_puzzle_table_and_stats() -> None:
    table = PuzzleTable(5, 1, 2, (TableRow(1, ALICE, 12, 4), TableRow(2, BOB, 3, 1)))
    embed = coach_render.puzzle_table_embed(table)
    assert embed.description == (f"`#1` <@{ALICE}> · **12** solved · 4 days in a row\n"
                                 f"`#2` <@{BOB}> · **3** solved")
    view = coach_render.puzzle_table_view(table)
    assert view is not None
    custom_ids: list[Any] = [c["custom_id"] for row in view.to_components()
                             for c in row["components"]]
    assert custom_ids == ["nd:lb:0:puzzles", "nd:lb:2:puzzles"]
    empty = coach_render.puzzle_table_embed(PuzzleTable(5, 1, 1, ()))
    assert empty.description is not None and "/puzzle" in empty.description
    stats = coach_render.add_coach_stats(discord.Embed(), CoachStats(7, 3, 2))
    assert {f.name: f.value for f in stats.fields} == {
        "Daily puzzles": "7 solved · current streak: 3 days", "Hints": "2 hints used against me."}
    quiet = coach_render.add_coach_stats(discord.Embed(), CoachStats(0, 0, 0))
    assert {f.name: f.value for f in quiet.fields} == {
        "Daily puzzles": "0 solved · current streak: none"}
