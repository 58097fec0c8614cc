"""Shared pieces of the bot's messages: match embeds, board buttons, tables.

Pure functions of the service's snapshots (no I/O), so they are unit-tested directly.
The board's buttons are worked out as component payloads (`match_components`, tested as
the JSON Discord receives) and drawn as plain buttons (`cogs.ui.components.view_of`); a
click is answered from its custom id (`cogs.ui.ids`) and the database alone, by
`cogs.buttons` (match buttons) and `cogs.coach` (Review).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

import discord

import rules
from bot.service.snapshots import (
    EndReason,
    LeaderboardPage,
    MatchSnapshot,
    MatchStatus,
    PlayerStats,
    SeriesSnapshot,
)
from bot.service.variants import Variant
from cogs.ui import ids
from cogs.ui.components import (
    DANGER,
    MAX_BUTTONS,
    PRIMARY,
    ROW_WIDTH,
    SECONDARY,
    SUCCESS,
    button,
    row,
    view_of,
)
from cogs.ui.pager import PREV_NEXT, pager
from cogs.ui.series_render import offers_rematch, series_goes_on, series_text
from rules.base import and_join, player_name

COLOURS = {
    MatchStatus.PENDING: discord.Colour.gold(),
    MatchStatus.ACTIVE: discord.Colour.blurple(),
    MatchStatus.FINISHED: discord.Colour.green(),
}
GREY = discord.Colour.light_grey()
MARK_STYLES = {
    "open": discord.ButtonStyle.primary,
    "p1": discord.ButtonStyle.success,
    "p2": discord.ButtonStyle.danger,
    "taken": discord.ButtonStyle.secondary,
    "blocked": discord.ButtonStyle.secondary,
}
#: What sets a taken number (played, owned by nobody) apart from a merely unavailable one:
#: both are grey, so the taken one carries this after its number.
TAKEN_MARK = "✗"
_MARK_STYLE_VALUES = {mark: style.value for mark, style in MARK_STYLES.items()}
NORMAL_END = "{winner} wins! {loser} has no valid move left."
UNRATED_NOTE = ("Not rated: you two reached this server's limit of rated games in 24 hours "
                "(still a win and a loss).")
NO_RESIGN_NOTE = "No room for a Resign button on a board of 25: use `/resign`."
PLAY_HINT = "Click a blue number on your turn, or use `/claim`."
FINISHED_HINT = "Rematch for another game, Review to see where it was won and lost."
SERIES_GAME_HINT = "Review to see where it was won and lost."
ABORTED_HINT = "Rematch to play it again."
LEGEND = "Buttons"
MAX_CHOICE_NAME = 100  # Discord's longest name of an autocomplete choice


@dataclass(frozen=True, slots=True)
class BoardWords:
    """How a game's board speaks of its numbers, in the legend under the board.

    Each game's cog gives its own (the card's verb); a game without them gets these.
    ``verb``: "Blue: you can claim it now."; ``done``: a number played that nobody owns,
    "Grey ✗: taken."; ``owned``: a player's numbers where the game keeps owners,
    "Green: @alice's claims."; ``blocked``: why a grey number can't be played now.
    """

    verb: str = "play"
    done: str = "played"
    owned: str = "numbers"
    blocked: str = "not allowed now"


WORDS = BoardWords()


def mention(user_id: int) -> str:
    return f"<@{user_id}>"


def message_link(guild_id: int, channel_id: int, message_id: int) -> str:
    """The address of a message, as Discord's "Copy Message Link" gives it."""
    return f"https://discord.com/channels/{guild_id}/{channel_id}/{message_id}"


def options_summary(game: rules.Game, options: Mapping[str, int]) -> str:
    """'size 10, start 4', 'size 12, forbid 1 and 3, claims 2': the options in the game's
    own order (the size first), a list of values said in words. An option left at its
    default is left out, but the size is always said."""
    return ", ".join(f"{option.name} {and_join(option.show(value).split(','))}"
                     for option, value in game.options_to_show(options))


def options_text(snapshot: MatchSnapshot) -> str:
    """'size 10, start 4' from the options the match was created with."""
    return options_summary(snapshot.rules_game, snapshot.state.options_dict())


def claims_left_text(snapshot: MatchSnapshot) -> str:
    """'2 claims left this turn' while a running game gives several claims a turn; ''
    otherwise."""
    state = snapshot.state
    if snapshot.status is not MatchStatus.ACTIVE or state.options_dict().get("claims", 1) < 2:
        return ""
    return f"{rules.count(rules.claims_left(state), 'claim')} left this turn"


def match_title(snapshot: MatchSnapshot, game: rules.Game) -> str:
    """'Forbidden Adjacent · match #4', with the server variant's name when it is one:
    'Forbidden Adjacent · wide · match #4'."""
    variant = f" · {snapshot.variant}" if snapshot.variant else ""
    return f"{game.title}{variant} · match #{snapshot.id}"


def variant_choice_name(variant: Variant) -> str:
    """A variant in /challenge's list: 'wide: Forbidden Adjacent, size 15, best of 3'."""
    game = rules.get_game(variant.game)
    parts = [game.title]
    if options_summary(game, variant.options):
        parts.append(options_summary(game, variant.options))
    if variant.best_of > 1:
        parts.append(f"best of {variant.best_of}")
    return f"{variant.name}: {', '.join(parts)}"[:MAX_CHOICE_NAME]


def names(snapshot: MatchSnapshot) -> tuple[str, str]:
    """Player 1 and Player 2 as a board names them: their mentions."""
    p1, p2 = snapshot.player_ids
    return mention(p1), mention(p2)


def players_text(snapshot: MatchSnapshot) -> str:
    """Who moves first: '<@a> moves first, <@b> second.' (the bot with its level)."""
    level = f" ({snapshot.bot_level})" if snapshot.bot_level else ""

    def who(user_id: int) -> str:
        return mention(user_id) + (level if user_id == snapshot.bot_user_id else "")

    p1, p2 = snapshot.player_ids
    first = "moves first" if snapshot.is_open else "moved first"
    return f"{who(p1)} {first}, {who(p2)} second."


def last_move_text(snapshot: MatchSnapshot, game: rules.Game) -> str | None:
    """The card's sentence for the last number played, with the players' mentions, or None
    before the first move. It never says who won: the Result field does."""
    last = snapshot.state.before_last_move()
    if last is None:
        return None
    before, number = last
    return game.describe_move(before, number, names(snapshot))


def aborted_text(snapshot: MatchSnapshot) -> str:
    """'Aborted: @a resigned before both players had moved, so this match doesn't count.'"""
    how = {EndReason.RESIGNATION: "resigned", EndReason.TIMEOUT: "ran out of time"}.get(
        snapshot.end_reason) if snapshot.end_reason is not None else None
    if snapshot.ended_by is None or how is None:
        return "Aborted before both players had moved, so this match doesn't count."
    return (f"Aborted: {mention(snapshot.ended_by)} {how} before both players had moved, "
            "so this match doesn't count.")


def fixed_note(snapshot: MatchSnapshot) -> str | None:
    """When the rules decide the winner before anyone moves: who always wins, and that the
    match is for fun (and unrated, between two people). None for any other match."""
    winner = snapshot.fixed_winner
    if winner is None:
        return None
    options = snapshot.state.options_dict()
    setup = (f"with {snapshot.state.size} numbers" if set(options) == {"size"}
             else "with these options")
    order = "first" if winner == 0 else "second"
    counts = "for fun" if snapshot.bot_user_id is not None else "for fun and unrated"
    if snapshot.status is MatchStatus.FINISHED:
        return f"This one was {counts}: {setup}, whoever moves {order} can't lose."
    who = mention(snapshot.player_ids[winner])
    return f"{who} moves {order} and always wins {setup}: this one is {counts}."


def end_text(snapshot: MatchSnapshot, normal_end: str = NORMAL_END) -> str:
    """'🏆 @a wins! @b resigned.' and friends; ``normal_end`` words a game played out."""
    if snapshot.is_aborted:
        return aborted_text(snapshot)
    winner, loser = snapshot.winner_id, snapshot.loser_id
    if winner is None or loser is None:
        return "The match is over."
    if snapshot.end_reason is EndReason.RESIGNATION:
        text = f"{mention(winner)} wins! {mention(loser)} resigned."
    elif snapshot.end_reason is EndReason.TIMEOUT:
        text = f"{mention(winner)} wins! {mention(loser)} ran out of time."
    else:
        text = normal_end.format(winner=mention(winner), loser=mention(loser))
    return f"🏆 {text}"


def void_text(snapshot: MatchSnapshot, normal_end: str = NORMAL_END) -> str:
    """'⛔ Voided by @mod: ...', with the result it had, if any."""
    assert snapshot.voided_by is not None
    text = f"⛔ Voided by {mention(snapshot.voided_by)}: this match doesn't count."
    if snapshot.winner_id is not None:
        text += f"\n(It had ended: {end_text(snapshot, normal_end)})"
    return text


def board_block(state: rules.State, game: rules.Game, player_names: tuple[str, str],
                words: BoardWords = WORDS) -> str:
    """The card's board in a code block; its lines about one player ("Player 1's claimed
    numbers: 5") go below it as a sentence naming the player as a board does (a mention,
    which a code block can't show; "you" in a puzzle): "<@alice>'s claims: 5 and 9." """
    board, players = [], []
    for line in game.render(state).splitlines():
        for index, name in enumerate(player_names):
            card_name = player_name(index)
            if line.startswith(card_name):
                numbers = sorted(re.findall(r"\d+", line.removeprefix(card_name)), key=int)
                players.append(f"{possessive(name)} {words.owned}: {and_join(numbers)}."
                               if numbers else f"No {words.owned} for {name} yet.")
                break
        else:
            board.append(line)
    return "\n".join(["```", *board, "```", *players])


def possessive(name: str) -> str:
    """'<@a>' -> "<@a>'s", 'you' -> 'Your', 'your opponent' -> "Your opponent's"."""
    if name == "you":
        return "Your"
    return name[:1].upper() + name[1:] + "'s"



def numbers_shown(snapshot: MatchSnapshot) -> bool:
    """Whether the board's message has a button per number.

    Pending, closed and voided matches have none; a finished board without room for its
    numbers and both Rematch and Review (24 or 25 numbers), or an aborted one without room
    for its numbers and Rematch, drops them, since they can no longer be played anyway.
    """
    ended = {MatchStatus.FINISHED: 2, MatchStatus.ABORTED: 1}  # Rematch (and Review)
    if snapshot.is_voided or snapshot.status not in (MatchStatus.ACTIVE, *ended):
        return False
    size = snapshot.state.size
    if snapshot.status is MatchStatus.ACTIVE:
        return size <= MAX_BUTTONS
    return size + ended[snapshot.status] <= MAX_BUTTONS


def shown_cells(snapshot: MatchSnapshot, game: rules.Game) -> list[rules.Cell]:
    """The cells the board draws as buttons ([] when it draws none)."""
    return game.cells(snapshot.state) if numbers_shown(snapshot) else []


def legend_text(
    snapshot: MatchSnapshot,
    game: rules.Game,
    cells: list[rules.Cell],
    words: BoardWords = WORDS,
) -> str | None:
    """What each colour of the buttons means on this board, or None without buttons.

    Drawn from the marks the cells carry, in the game's words: blue (playable now) on an
    active board, green and red (each player's, in a game that keeps owners), grey with
    ✗ (played, nobody's), plain grey (not playable now; on a finished board, never played).
    """
    if not cells:
        return None
    marks = {cell.mark for cell in cells}
    active = snapshot.status is MatchStatus.ACTIVE
    p1, p2 = names(snapshot)
    parts = []
    if active and "open" in marks:
        parts.append(f"Blue: you can {words.verb} it now.")
    if game.tracks_owners() or marks & {"p1", "p2"}:
        parts += [f"Green: {p1}'s {words.owned}.", f"Red: {p2}'s."]
    if "taken" in marks:
        parts.append(f"Grey {TAKEN_MARK}: {words.done}.")
    if "blocked" in marks or (not active and "open" in marks):
        parts.append(f"Grey: {words.blocked if active else 'never ' + words.done}.")
    return " ".join(parts)


def footer_text(snapshot: MatchSnapshot, series: SeriesSnapshot | None = None) -> str:
    """The options, then what a player can do with the board now (a game of a series that
    goes on: no Rematch)."""
    footer = options_text(snapshot)
    if snapshot.is_voided:
        return footer  # a moderator's decision: nothing left to do
    if snapshot.status is MatchStatus.ACTIVE:
        footer += f" · {PLAY_HINT}"
        if not has_room_for_resign(snapshot.state.size):
            footer += f"\n{NO_RESIGN_NOTE}"
    elif snapshot.status is MatchStatus.FINISHED:
        footer += f" · {FINISHED_HINT if offers_rematch(snapshot, series) else SERIES_GAME_HINT}"
    elif series_goes_on(snapshot, series):
        pass  # an aborted game of a series is played again: nothing to click
    elif snapshot.status is MatchStatus.ABORTED:
        footer += f" · {ABORTED_HINT}"
    return footer


def match_embed(
    snapshot: MatchSnapshot,
    game: rules.Game,
    *,
    normal_end: str = NORMAL_END,
    words: BoardWords = WORDS,
    cells: list[rules.Cell] | None = None,
    series: SeriesSnapshot | None = None,
) -> discord.Embed:
    """The match message: a challenge while pending, the board once accepted.

    ``cells``: the board's shown cells when the caller has them (`match_board`), so they
    are computed once for the legend and the buttons. ``series``: the series of a series
    game (its line goes first).
    """
    status = snapshot.status
    embed = discord.Embed(title=match_title(snapshot, game), colour=COLOURS.get(status, GREY))
    series_line = series_text(snapshot, series)
    if series_line is not None:
        embed.add_field(name="Series", value=series_line, inline=False)
    challenger, opponent = mention(snapshot.challenger_id), mention(snapshot.opponent_id)
    if status is MatchStatus.PENDING:
        what = (f"**{snapshot.variant}**, this server's {game.title} variant"
                if snapshot.variant else f"**{game.title}**")
        embed.description = (
            f"{challenger} challenges {opponent} to {what} ({options_text(snapshot)}).\n"
            f"{opponent}, do you accept?"
        )
        fixed = fixed_note(snapshot)
        if fixed is not None:
            embed.description += f"\n{fixed}"
        embed.add_field(name="Players", value=players_text(snapshot), inline=False)
        if snapshot.deadline is not None:
            embed.add_field(name="Expires", value=_when(snapshot), inline=False)
        return embed
    if status in (MatchStatus.DECLINED, MatchStatus.CANCELLED, MatchStatus.EXPIRED):
        embed.description = {
            MatchStatus.DECLINED: f"{opponent} declined {challenger}'s challenge.",
            MatchStatus.CANCELLED: f"{challenger} cancelled the challenge to {opponent}.",
            MatchStatus.EXPIRED: f"This challenge expired: {opponent} didn't answer in time.",
        }[status]
        return embed
    embed.description = board_block(snapshot.state, game, names(snapshot), words)
    if status is MatchStatus.ACTIVE and snapshot.to_move_id is not None:
        turn = f"{mention(snapshot.to_move_id)} to move"
        left = claims_left_text(snapshot)
        if left:
            turn += f": {left}"
        if snapshot.deadline is not None:
            turn += f" (turn ends {_when(snapshot)})"
        embed.add_field(name="Turn", value=turn + ".", inline=False)
        fixed = fixed_note(snapshot)
        if fixed is not None:
            embed.add_field(name="For fun", value=fixed, inline=False)
    elif snapshot.is_voided:
        embed.colour = GREY
        embed.add_field(name="Result", value=void_text(snapshot, normal_end), inline=False)
    elif status is MatchStatus.FINISHED:
        result = end_text(snapshot, normal_end)
        fixed = fixed_note(snapshot) if snapshot.for_fun else None
        if fixed is not None:
            result += f"\n{fixed}"
        elif snapshot.rated is False:
            result += f"\n{UNRATED_NOTE}"
        embed.add_field(name="Result", value=result, inline=False)
    elif status is MatchStatus.ABORTED:
        embed.add_field(name="Result", value=aborted_text(snapshot), inline=False)
    last = last_move_text(snapshot, game)
    if last:
        embed.add_field(name="Last move", value=last, inline=False)
    embed.add_field(name="Players", value=players_text(snapshot), inline=False)
    legend = legend_text(snapshot, game, shown_cells(snapshot, game) if cells is None else cells,
                         words)
    if legend:
        embed.add_field(name=LEGEND, value=legend, inline=False)
    embed.set_footer(text=footer_text(snapshot, series))
    return embed


def moved_embed(snapshot: MatchSnapshot, game: rules.Game) -> discord.Embed:
    """An older board of a match (/board posted a new one): a link to the current board,
    and nothing to click, so the two never disagree."""
    assert snapshot.message_id is not None
    link = message_link(snapshot.guild_id, snapshot.channel_id, snapshot.message_id)
    return discord.Embed(
        title=match_title(snapshot, game),
        colour=GREY,
        description=f"This match moved to [a new board]({link}).",
    )


def _when(snapshot: MatchSnapshot) -> str:
    assert snapshot.deadline is not None
    return discord.utils.format_dt(snapshot.deadline, "R")


def has_room_for_resign(size: int) -> bool:
    """One button per number plus Resign must fit in Discord's 25."""
    return size + 1 <= MAX_BUTTONS


def cell_button(match_id: int, cell: rules.Cell, *, active: bool) -> dict[str, Any]:
    """One number: blue while playable, green/red once Player 1/2 owns it, grey otherwise;
    a taken number nobody owns is grey with ✗, apart from the merely unavailable ones."""
    enabled = active and cell.mark == "open"
    label = f"{cell.number} {TAKEN_MARK}" if cell.mark == "taken" else str(cell.number)
    style = _MARK_STYLE_VALUES[cell.mark if enabled or cell.mark != "open" else "blocked"]
    return button(label, ids.match_id("play", match_id, cell.number), style, disabled=not enabled)


def match_components(
    snapshot: MatchSnapshot, game: rules.Game, cells: list[rules.Cell] | None = None,
    series: SeriesSnapshot | None = None,
) -> list[dict[str, Any]] | None:
    """The action rows under a match message, as Discord payloads (None: no buttons at all).

    Numbers go five to a row (`numbers_shown` says when there are any); Resign, or Rematch
    and Review, after the last number, on its row if there is room and on the next one
    otherwise (the grouping `discord.ui.View` made of `row=`).
    """
    status = snapshot.status
    match = snapshot.id
    if snapshot.is_voided:
        return None  # a moderator's decision: nothing left to click, not even Rematch
    if status is MatchStatus.PENDING:
        return [row([
            button("Accept", ids.match_id("accept", match), SUCCESS),
            button("Decline", ids.match_id("decline", match), DANGER),
            button("Cancel", ids.match_id("cancel", match), SECONDARY),
        ])]
    if status not in (MatchStatus.ACTIVE, MatchStatus.FINISHED, MatchStatus.ABORTED):
        return None
    active = status is MatchStatus.ACTIVE
    last: list[dict[str, Any]] = []
    if active and has_room_for_resign(snapshot.state.size):
        last = [button("Resign", ids.match_id("resign", match), DANGER)]
    elif not active:
        if offers_rematch(snapshot, series):  # not a series' game that goes on, nor a
            # tournament's: the next game follows by itself, the tournament pairs again
            last = [button("Rematch", ids.match_id("rematch", match), SUCCESS)]
        if status is MatchStatus.FINISHED:  # an aborted match has nothing to review
            last.append(button("Review", ids.review_id(match), PRIMARY))
    if cells is None:
        cells = shown_cells(snapshot, game)
    # One cell per number, ascending: number n goes on row (n - 1) // ROW_WIDTH.
    numbers = [cell_button(match, cell, active=active) for cell in cells]
    rows = [numbers[i : i + ROW_WIDTH] for i in range(0, len(numbers), ROW_WIDTH)]
    if last:
        if rows and len(rows[-1]) + len(last) <= ROW_WIDTH:
            rows[-1].extend(last)
        else:
            rows.append(last)
    return [row(buttons) for buttons in rows]


def match_view(
    snapshot: MatchSnapshot, game: rules.Game, cells: list[rules.Cell] | None = None,
    series: SeriesSnapshot | None = None,
) -> discord.ui.View | None:
    """The buttons under a match message (None: no buttons at all).

    `match_components`, drawn as plain buttons (`cogs.ui.components.view_of`).
    """
    rows = match_components(snapshot, game, cells, series)
    return None if rows is None else view_of(rows)


def match_board(
    snapshot: MatchSnapshot,
    game: rules.Game,
    *,
    normal_end: str = NORMAL_END,
    words: BoardWords = WORDS,
    series: SeriesSnapshot | None = None,
) -> tuple[discord.Embed, discord.ui.View | None]:
    """The match message's embed and buttons, from one computation of the board's cells."""
    cells = shown_cells(snapshot, game)
    embed = match_embed(snapshot, game, normal_end=normal_end, words=words, cells=cells,
                        series=series)
    return embed, match_view(snapshot, game, cells, series)


# ------------------------------------------------------------------ leaderboard, stats, rules
def leaderboard_embed(page: LeaderboardPage, title: str) -> discord.Embed:
    season = f" · season {page.season}" + (" (final)" if page.final else "")
    embed = discord.Embed(title=f"🏆 Leaderboard · {title}{season}",
                          colour=discord.Colour.gold())
    if not page.rows:
        embed.description = "No rated games yet. Start one with `/challenge`!"
    else:
        embed.description = "\n".join(
            f"`#{entry.rank}` {mention(entry.user_id)} · **{round(entry.rating)}** · "
            f"{entry.wins}W {entry.losses}L{streak_text(entry.streak)}"
            for entry in page.rows
        )
    embed.set_footer(text=f"W: wins, L: losses · page {page.page}/{page.pages}")
    return embed


def record_text(wins: int, losses: int) -> str:
    """'1 win, 2 losses'."""
    return f"{rules.count(wins, 'win')}, {rules.count(losses, 'loss', 'losses')}"


def streak_text(streak: int) -> str:
    if streak >= 2:
        return f" · {streak} wins in a row"
    if streak <= -2:
        return f" · {-streak} losses in a row"
    return ""


def leaderboard_view(page: LeaderboardPage) -> discord.ui.View | None:
    """Prev/Next under the table (None when everything fits on one page)."""
    return pager(page.page, page.pages,
                 lambda number: ids.page_id(number, page.game, page.season), PREV_NEXT)


def stats_embed(stats: PlayerStats, titles: dict[str, str]) -> discord.Embed:
    embed = discord.Embed(colour=discord.Colour.blurple())
    embed.description = f"Stats for {mention(stats.user_id)} · season {stats.season}"
    if stats.overall is None and not stats.per_game:
        embed.description += "\nNo rated games this season yet."
    if stats.overall is not None:
        o = stats.overall
        rank = f" · rank #{o.rank}" if o.rank else ""
        embed.add_field(
            name="Overall",
            value=(f"Rating **{round(o.rating)}** · {record_text(o.wins, o.losses)}{rank}"
                   f"{streak_text(o.streak)}"),
            inline=False,
        )
    for g in stats.per_game:
        rank = f" · rank #{g.rank}" if g.rank else ""
        embed.add_field(
            name=titles.get(g.game or "", g.game or "All games"),
            value=f"Rating **{round(g.rating)}** · {record_text(g.wins, g.losses)}{rank}",
            inline=True,
        )
    if stats.all_time_wins or stats.all_time_losses:
        embed.add_field(
            name="All time",
            value=f"{record_text(stats.all_time_wins, stats.all_time_losses)} in every season.",
            inline=False,
        )
    if stats.series_won or stats.series_lost:
        embed.add_field(
            name="Series",
            value=f"{stats.series_won} won, {stats.series_lost} lost, in every season.",
            inline=False,
        )
    if stats.vs_bot_wins or stats.vs_bot_losses:
        embed.add_field(
            name="Against me",
            value=f"{record_text(stats.vs_bot_wins, stats.vs_bot_losses)}, not rated.",
            inline=False,
        )
    return embed


def rules_embed(game: rules.Game, summary: str, rules_text: str, decisions: str) -> discord.Embed:
    options = ", ".join(f"`{name}`" for name in game.option_names)
    embed = discord.Embed(title=f"{game.title} · rules", colour=discord.Colour.blurple())
    embed.description = f"{summary}\n\n{rules_text}"
    if decisions:
        embed.add_field(name="House rules", value=decisions, inline=False)
    embed.add_field(
        name="Play",
        value=(
            f"`/challenge game:{game.slug}` with the options {options} (`size` is "
            f"{game.default_size} unless you set it). On your turn, click a number or use "
            "`/claim`. Every command: `/help`."
        ),
        inline=False,
    )
    return embed
