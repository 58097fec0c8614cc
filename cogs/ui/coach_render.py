"""The coach's messages: the review, hints, the daily puzzle, its answers and table.

Pure functions of the coach's values (bot.coach.service), like cogs.ui.render for matches. Discord's
limits (read from its API reference by tests/cogs/test_coach_render.py): an embed title
of 256 characters, a description of 4096, 25 fields of 256 / 1024, 6000 in all; a
message's content of 2000; 5 action rows of 5 buttons. The daily puzzle is a board, drawn
as one Components V2 container as a match's is (`puzzle_board`: 40 components, 4,000
characters of text).

Every text is said in the language in force (i18n, coach.ftl): the member's for what only
they see (a review, a hint, an answer), the server's for the puzzle posted in the channel
(cogs.coach draws it inside ``in_server_language``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import discord

import rules
from bot.coach.service import (
    CoachStats,
    DailyPuzzle,
    Hint,
    MatchReview,
    PuzzleResult,
    PuzzleTable,
    long_date,
)
from cogs.ui import ids, render
from cogs.ui.choices import PUZZLES
from cogs.ui.components import DrawnBoard, rows_of
from cogs.ui.pager import PREV_NEXT, pager
from i18n import Text, t
from rules.puzzles import task
from rules.review import move_lines, summary_lines

DESCRIPTION_LIMIT = 4096
FOOTER = Text("coach-review-footer")
COACH_HELP = Text("coach-help")


# ------------------------------------------------------------------ the review
def review_embed(result: MatchReview, game: rules.Game) -> discord.Embed:
    """Every move with its verdict, then the turning point and the mistakes."""
    snapshot = result.match
    players = snapshot.player_ids

    def name(player: int) -> str:
        return render.mention(players[player])

    embed = discord.Embed(title=t("coach-review-title", game=str(game.name), id=snapshot.id),
                          colour=discord.Colour.blurple())
    lines = [str(line) for line in move_lines(result.review, name)]
    embed.description = _fit(lines) if lines else t("coach-review-no-moves")
    summary = summary_lines(result.review, name)
    embed.add_field(name=t("coach-review-turning-point"), value=str(summary[0]), inline=False)
    if len(summary) > 1:  # the game had moves: each player's mistakes, said here whole
        embed.add_field(name=t("coach-review-mistakes-name"),
                        value=mistakes_text(result, name), inline=False)
    embed.add_field(name=t("coach-review-result"), value=render.end_text(snapshot),
                    inline=False)
    if result.hints:
        asker = next((p for p in players if p != snapshot.bot_user_id), players[0])
        embed.add_field(name=t("coach-review-hints-name"),
                        value=t("coach-review-hints", player=render.mention(asker),
                                count=result.hints), inline=False)
    embed.set_footer(text=f"{render.options_text(snapshot)} · {FOOTER}")
    return embed


def mistakes_text(result: MatchReview, name: Callable[[int], str]) -> str:
    """'@a made 2 mistakes, @b made none.' (the review's summary says the same after
    "Mistakes:", the field's name here)."""
    review = result.review
    return t("coach-review-mistakes", first=name(0), firstCount=review.mistakes(0),
             second=name(1), secondCount=review.mistakes(1))


def _fit(lines: list[str], limit: int = DESCRIPTION_LIMIT) -> str:
    """The lines, cut (saying how many are left out) if they would pass ``limit``."""
    text = "\n".join(lines)
    if len(text) <= limit:
        return text
    kept: list[str] = []
    for index, line in enumerate(lines):
        left = len(lines) - index  # this line and the ones after it
        if len("\n".join([*kept, line, _more(left - 1)])) > limit:
            # kept + "… and {left} more" fitted when the previous line was kept
            return "\n".join([*kept, _more(left)])
        kept.append(line)
    raise AssertionError("unreachable: the whole text was too long")


def _more(left: int) -> str:
    return t("coach-review-more", count=left)


# ------------------------------------------------------------------ hints
def hint_text(hint: Hint) -> str:
    """'Hint: 7 wins. Hints used in this match: 2.' or 'No winning move here: every move
    loses against perfect play; 7 holds out longest. ...'"""
    if hint.wins:
        return t("coach-hint-wins", number=hint.number, hints=hint.hints)
    return t("coach-hint-holds-out", number=hint.number, hints=hint.hints)


# ------------------------------------------------------------------ the daily puzzle
def puzzle_text(daily: DailyPuzzle, game: rules.Game,
                words: render.BoardWords = render.WORDS) -> render.BoardText:
    """The puzzle's position, spoken to the reader: they are "you", the other side "your
    opponent" (the terminal's Player 1 and Player 2 mean nothing here)."""
    puzzle = daily.puzzle
    state = puzzle.state
    you, opponent = render.YOU, render.OPPONENT  # the board says them in the reader's words
    player_names = (you, opponent) if state.to_move == 0 else (opponent, you)
    description = f"{render.board_block(state, game, player_names, words)}\n**{task(puzzle)}**"
    fields: list[render.BoardPart] = []
    last = state.before_last_move()
    if last is not None:
        before, number = last
        if before.to_move == state.to_move:  # the reader's own claim, with claims left
            said = t("coach-puzzle-you-played", number=number)
        else:  # the opponent's move, said as a board says a move ("Your opponent took 4.")
            opponent = t("coach-puzzle-opponent-start")
            said = str(game.describe_move(before, number, (opponent, opponent)))
        fields.append(render.BoardPart(t("coach-puzzle-last-move"), said))
    options = render.options_summary(game, state.options_dict())
    return render.BoardText(
        t("coach-puzzle-title", game=str(game.name)), discord.Colour.purple(), description,
        tuple(fields), t("coach-puzzle-footer", day=long_date(daily.day), options=options))


def puzzle_components(daily: DailyPuzzle, game: rules.Game) -> list[dict[str, Any]]:
    """One button per number (at most 25: five rows of five), playable ones enabled."""
    buttons = []
    for cell in game.cells(daily.puzzle.state):
        button = render.cell_button(0, cell, active=True)  # a match board's look...
        button["custom_id"] = ids.puzzle_id(daily.id, cell.number)  # ...the puzzle's id
        buttons.append(button)
    return rows_of(buttons)


def puzzle_board(daily: DailyPuzzle, game: rules.Game,
                 words: render.BoardWords = render.WORDS) -> DrawnBoard:
    """The puzzle as a board: its text and its numbers in one Components V2 container."""
    return render.drawn(puzzle_text(daily, game, words), puzzle_components(daily, game))


def answer_text(result: PuzzleResult) -> str:
    if result.correct:
        return t("coach-answer-right", explanation=str(result.explanation))
    return t("coach-answer-wrong", explanation=str(result.explanation))


# ------------------------------------------------------------------ standings
def puzzle_table_embed(table: PuzzleTable) -> discord.Embed:
    embed = discord.Embed(title=t("coach-puzzles-title"), colour=discord.Colour.gold())
    if not table.rows:
        embed.description = t("coach-puzzles-empty")
    else:
        embed.description = "\n".join(
            t("coach-puzzles-row-streak", rank=row.rank, player=render.mention(row.user_id),
              solved=row.solved, days=row.streak) if row.streak >= 2
            else t("coach-puzzles-row", rank=row.rank, player=render.mention(row.user_id),
                   solved=row.solved)
            for row in table.rows
        )
    embed.set_footer(text=t("coach-puzzles-page", page=table.page, pages=table.pages))
    return embed


def puzzle_table_view(table: PuzzleTable) -> discord.ui.View | None:
    """Prev/Next under the table (None when everything fits on one page)."""
    return pager(table.page, table.pages, lambda number: ids.page_id(number, PUZZLES),
                 PREV_NEXT)


def add_coach_stats(embed: discord.Embed, stats: CoachStats) -> discord.Embed:
    """/stats: the daily puzzles, and the hints asked against me."""
    embed.add_field(name=t("coach-stats-puzzles-name"),
                    value=t("coach-stats-puzzles", solved=stats.puzzles_solved,
                            streak=stats.streak), inline=False)
    if stats.hints_used:
        embed.add_field(name=t("coach-stats-hints-name"),
                        value=t("coach-stats-hints", count=stats.hints_used), inline=False)
    return embed

