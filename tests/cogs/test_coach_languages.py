"""The coach's messages said in other languages (cogs/ui/coach_render.py): the review's frame,
hints, the daily puzzle's board and answers, its table and /stats lines, each in the language
in force where it is drawn, with each language's plurals and dates."""

from __future__ import annotations

import discord
import pytest

import rules
from bot.coach.service import (
    CoachStats,
    DailyPuzzle,
    Hint,
    MatchReview,
    PuzzleResult,
    PuzzleTable,
)
from bot.coach.store import TableRow
from bot.core.snapshots import EndReason, MatchStatus
from cogs.ui import coach_render
from i18n import LANGUAGES, speaking
from rules import puzzles
from rules.review import review
from tests.cogs.helpers import ALICE, BOB, BOT, snapshot, with_status
from tests.cogs.test_coach_render import daily
from tests.fixtures.discord_limits import message_problems, spec_limits
from tests.standin.components_rules import IS_COMPONENTS_V2


def test_hints_in_japanese_and_german() -> None:
    snap = snapshot("circle-duel")
    with speaking("ja"):
        assert coach_render.hint_text(Hint(snap, 7, True, 1)) == (
            "ヒント: 7で勝てます。この対局で使ったヒント: 1回。")
    with speaking("de"):
        assert coach_render.hint_text(Hint(snap, 7, False, 3)) == (
            "Hier gibt es keinen Gewinnzug: Bei perfektem Spiel verliert jeder Zug; mit 7 "
            "hältst du am längsten durch. Tipps in dieser Partie: 3.")


def test_the_reviews_frame_in_russian() -> None:
    game = rules.get_game("forbidden-adjacent")
    state = game.replay({"size": 9}, [1, 5, 3, 8])
    snap = snapshot("forbidden-adjacent", [1, 5, 3, 8], bot_level="perfect")
    done = with_status(snap, status=MatchStatus.FINISHED, winner_id=BOT,
                       end_reason=EndReason.NORMAL)
    with speaking("ru"):
        embed = coach_render.review_embed(MatchReview(done, review(state), 5), game)
    assert embed.title == f"Разбор · {game.name.said_in('ru')} · партия № 42"
    fields = {f.name: f.value for f in embed.fields}
    assert fields["Ошибки"] == f"<@{ALICE}>: 2 ошибки, <@{BOT}>: 1 ошибка."
    assert fields["Подсказки"] == f"<@{ALICE}>: 5 подсказок."
    with speaking("ru"):
        assert coach_render._more(1) == "… и ещё 1 ход."
        assert coach_render._more(3) == "… и ещё 3 хода."
        assert coach_render._more(25) == "… и ещё 25 ходов."


def test_the_puzzle_board_in_german_names_the_reader_and_the_day() -> None:
    today = daily(0)  # 1 March 2025
    game = rules.get_game(today.puzzle.state.game)
    with speaking("de"):
        embed = coach_render.puzzle_text(today, game)
    assert embed.title == f"🧩 Tagesrätsel · {game.name.said_in('de')}"
    assert (embed.footer or "").startswith("1. März 2025 (UTC) · ")
    assert (embed.footer or "").endswith(" · eine Antwort pro Person: klicke auf eine Zahl")
    english = coach_render.puzzle_text(today, game)
    assert (english.footer or "").startswith("March 1, 2025 (UTC) · ")


def test_the_puzzle_table_and_stats_in_russian_and_french() -> None:
    table = PuzzleTable(5, 1, 2, (TableRow(1, ALICE, 12, 5), TableRow(2, BOB, 3, 2),
                                  TableRow(3, BOT, 1, 1)))
    with speaking("ru"):
        embed = coach_render.puzzle_table_embed(table)
        stats = coach_render.add_coach_stats(discord.Embed(), CoachStats(7, 22, 1))
    assert embed.description == (f"`#1` <@{ALICE}> · решено: **12** · 5 дней подряд\n"
                                 f"`#2` <@{BOB}> · решено: **3** · 2 дня подряд\n"
                                 f"`#3` <@{BOT}> · решено: **1**")
    assert embed.footer.text == "Страница 1/2"
    assert {f.name: f.value for f in stats.fields} == {
        "Ежедневные задачи": "решено: 7 · текущая серия: 22 дня",
        "Подсказки": "1 подсказка в партиях против меня."}
    with speaking("fr"):
        quiet = coach_render.add_coach_stats(discord.Embed(), CoachStats(0, 0, 0))
    assert {f.name: f.value for f in quiet.fields} == {
        "Énigmes du jour": "0 résolue · série en cours\u00a0: aucune"}  # French: 0 is singular


def test_the_help_line_says_the_commands_as_discord_shows_them() -> None:
    with speaking("fr"):
        said = str(coach_render.COACH_HELP)
    assert "**Revoir**" in said and "`/revoir`" in said and "`/indice`" in said
    assert "`/énigme`" in said


@pytest.mark.parametrize("language", LANGUAGES)
def test_puzzle_boards_fit_discord_in_every_language(language: str) -> None:
    limits = spec_limits()
    for offset in range(3):
        today: DailyPuzzle = daily(offset)
        game = rules.get_game(today.puzzle.state.game)
        with speaking(language):
            board = {"flags": IS_COMPONENTS_V2, "components": coach_render.puzzle_board(
                today, game).view().to_components()}
            assert message_problems(board, limits) == []
            for number in game.legal_moves(today.puzzle.state):
                explanation = (puzzles.solution(today.puzzle) if number == today.puzzle.answer
                               else puzzles.refutation(today.puzzle, number))
                text = coach_render.answer_text(
                    PuzzleResult(today, number, number == today.puzzle.answer, explanation))
                assert len(text) <= limits["content"]


def test_the_puzzles_last_move_names_who_made_it_in_every_language() -> None:
    """A puzzle set in the middle of a two-claim turn: its last move was the reader's own
    claim ("You played 1."), not a sentence conjugated for someone else; otherwise the
    opponent's move as a board says it."""
    game = rules.get_game("forbidden-adjacent")
    mid_turn = game.replay({"size": 9, "claims": 2}, [9, 5, 1])  # Player 1 claims again
    after_turn = game.replay({"size": 9, "claims": 2}, [9, 5])  # Player 1 to claim
    said: dict[str, list[str]] = {}
    for language in LANGUAGES:
        with speaking(language):
            said[language] = [
                {f.name: f.value for f in coach_render.puzzle_text(
                    DailyPuzzle(1, 5, daily(0).day, puzzles.Puzzle(state, 3, 5, 4)), game
                ).fields}[coach_render.t("coach-puzzle-last-move")] or ""
                for state in (mid_turn, after_turn)]
    assert said["en"] == ["You played 1.", str(game.describe_move(
        game.replay({"size": 9, "claims": 2}, [9]), 5, ("Your opponent", "Your opponent")))]
    assert said["de"][0] == "Du hast 1 gespielt."
    assert said["ru"][0] == "Твой ход: 1."
    assert all(said[language][1] != said["en"][1] for language in LANGUAGES if language != "en")
