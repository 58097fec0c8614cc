"""The coach's messages: the review, hints, the daily puzzle, its answers and table.

Pure functions of the coach's values (bot.coach.service), like cogs.ui.render for matches. Discord's
limits (read from its API reference by tests/cogs/test_coach_render.py): an embed title
of 256 characters, a description of 4096, 25 fields of 256 / 1024, 6000 in all; a
message's content of 2000; 5 action rows of 5 buttons.
"""

from __future__ import annotations

from typing import Any

import discord

import rules
from bot.coach.service import CoachStats, DailyPuzzle, Hint, MatchReview, PuzzleResult, PuzzleTable
from cogs.ui import ids, render
from cogs.ui.choices import PUZZLES
from cogs.ui.components import rows_of, view_of
from cogs.ui.pager import PREV_NEXT, pager
from rules.base import count
from rules.puzzles import task
from rules.review import move_lines, summary_lines

DESCRIPTION_LIMIT = 4096
FOOTER = "Every position solved exactly · only you can see this"
COACH_HELP = (
    "After a match, the **Review** button or `/review` shows where it was won and lost. "
    "Against me, `/hint` on your turn. Every day, `/puzzle`; the best solvers are in "
    "`/leaderboard game:puzzles`."
)


# ------------------------------------------------------------------ the review
def review_embed(result: MatchReview, game: rules.Game,
                 normal_end: str = render.NORMAL_END) -> discord.Embed:
    """Every move with its verdict, then the turning point and the mistakes."""
    snapshot = result.match
    players = snapshot.player_ids

    def name(player: int) -> str:
        return render.mention(players[player])

    embed = discord.Embed(title=f"Review · {game.title} · match #{snapshot.id}",
                          colour=discord.Colour.blurple())
    lines = move_lines(result.review, name)
    embed.description = _fit(lines) if lines else "No moves were played."
    summary = summary_lines(result.review, name)
    embed.add_field(name="Turning point", value=summary[0], inline=False)
    if len(summary) > 1:
        embed.add_field(name="Mistakes", value=summary[1].removeprefix("Mistakes: "),
                        inline=False)
    embed.add_field(name="Result", value=render.end_text(snapshot, normal_end), inline=False)
    if result.hints:
        asker = next((p for p in players if p != snapshot.bot_user_id), players[0])
        embed.add_field(name="Hints", value=f"{render.mention(asker)} used "
                        f"{count(result.hints, 'hint')}.", inline=False)
    embed.set_footer(text=f"{render.options_text(snapshot)} · {FOOTER}")
    return embed


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
    return f"… and {count(left, 'more move')}."


# ------------------------------------------------------------------ hints
def hint_text(hint: Hint) -> str:
    """'Hint: 7 wins. Hints used in this match: 2.' or 'No winning move here: every move
    loses against perfect play; 7 holds out longest. ...'"""
    if hint.wins:
        text = f"Hint: {hint.number} wins."
    else:
        text = (f"No winning move here: every move loses against perfect play; "
                f"{hint.number} holds out longest.")
    return f"{text} Hints used in this match: {hint.hints}."


# ------------------------------------------------------------------ the daily puzzle
def puzzle_embed(daily: DailyPuzzle, game: rules.Game,
                 words: render.BoardWords = render.WORDS) -> discord.Embed:
    """The puzzle's position, spoken to the reader: they are "you", the other side "your
    opponent" (the terminal's Player 1 and Player 2 mean nothing here)."""
    puzzle = daily.puzzle
    state = puzzle.state
    embed = discord.Embed(title=f"🧩 Daily puzzle · {game.title}",
                          colour=discord.Colour.purple())
    player_names = ("you", "your opponent") if state.to_move == 0 else ("your opponent", "you")
    embed.description = (
        f"{render.board_block(state, game, player_names, words)}\n**{task(puzzle)}**"
    )
    last = state.before_last_move()
    if last is not None:
        sentence_names = (player_names[0].capitalize(), player_names[1].capitalize())
        embed.add_field(name="Last move", value=game.describe_move(*last, sentence_names),
                        inline=False)
    options = render.options_summary(game, state.options_dict())
    embed.set_footer(text=f"{daily.day:%d %B %Y} (UTC) · {options} · one answer each: "
                          "click a number")
    return embed


def puzzle_components(daily: DailyPuzzle, game: rules.Game) -> list[dict[str, Any]]:
    """One button per number (at most 25: five rows of five), playable ones enabled."""
    buttons = []
    for cell in game.cells(daily.puzzle.state):
        button = render.cell_button(0, cell, active=True)  # a match board's look...
        button["custom_id"] = ids.puzzle_id(daily.id, cell.number)  # ...the puzzle's id
        buttons.append(button)
    return rows_of(buttons)


def puzzle_view(daily: DailyPuzzle, game: rules.Game) -> discord.ui.View:
    return view_of(puzzle_components(daily, game))


def answer_text(result: PuzzleResult) -> str:
    if result.correct:
        return f"✅ Right! {result.explanation}"
    return f"❌ Not this one: {result.explanation}"


# ------------------------------------------------------------------ standings
def puzzle_table_embed(table: PuzzleTable) -> discord.Embed:
    embed = discord.Embed(title="🧩 Leaderboard · daily puzzles", colour=discord.Colour.gold())
    if not table.rows:
        embed.description = "No puzzle solved yet. Try today's with `/puzzle`!"
    else:
        embed.description = "\n".join(
            f"`#{row.rank}` {render.mention(row.user_id)} · **{row.solved}** solved"
            + (f" · {count(row.streak, 'day')} in a row" if row.streak >= 2 else "")
            for row in table.rows
        )
    embed.set_footer(text=f"Page {table.page}/{table.pages}")
    return embed


def puzzle_table_view(table: PuzzleTable) -> discord.ui.View | None:
    """Prev/Next under the table (None when everything fits on one page)."""
    return pager(table.page, table.pages, lambda number: ids.page_id(number, PUZZLES),
                 PREV_NEXT)


def add_coach_stats(embed: discord.Embed, stats: CoachStats) -> discord.Embed:
    """/stats: the daily puzzles, and the hints asked against me."""
    streak = count(stats.streak, "day") if stats.streak else "none"
    embed.add_field(name="Daily puzzles",
                    value=f"{stats.puzzles_solved} solved · current streak: {streak}",
                    inline=False)
    if stats.hints_used:
        embed.add_field(name="Hints", value=f"{count(stats.hints_used, 'hint')} used "
                        "against me.", inline=False)
    return embed

