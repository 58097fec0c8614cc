"""Shared pieces of the bot's messages: match embeds, board buttons, tables.

Pure functions of the service's snapshots (no I/O), so they are unit-tested directly.
The board's buttons are drawn as raw component payloads (`cogs.board_view`); their
custom ids (`cogs.ids`) are those of the `DynamicItem`s of `cogs.buttons`, which handle a
click from the database alone.
"""

from __future__ import annotations

from typing import Any

import discord

import rules
from bot.snapshots import (
    EndReason,
    LeaderboardPage,
    MatchSnapshot,
    MatchStatus,
    PlayerStats,
)
from cogs import ids
from cogs.board_view import ACTION_ROW, BUTTON, ComponentsView
from cogs.buttons import PageButton

ROW_WIDTH = 5
MAX_BUTTONS = 25  # Discord: 5 rows of 5
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
_SUCCESS = discord.ButtonStyle.success.value
_DANGER = discord.ButtonStyle.danger.value
_SECONDARY = discord.ButtonStyle.secondary.value
_PRIMARY = discord.ButtonStyle.primary.value
_MARK_STYLE_VALUES = {mark: style.value for mark, style in MARK_STYLES.items()}
NORMAL_END = "{loser} has no valid move left."
UNRATED_NOTE = ("Not rated: you two reached this server's limit of rated games in 24 hours "
                "(still a win and a loss).")
NO_RESIGN_NOTE = "No room for a Resign button on a board of 25: use /resign."


def mention(user_id: int) -> str:
    return f"<@{user_id}>"


def options_text(snapshot: MatchSnapshot) -> str:
    """'size 10, start 4' from the options the match was created with."""
    shown = {**snapshot.state.options_dict()}
    return ", ".join(f"{name} {shown[name]}" for name in sorted(shown))


def players_text(snapshot: MatchSnapshot) -> str:
    p1, p2 = snapshot.player_ids
    level = f" ({snapshot.bot_level})" if snapshot.bot_level else ""
    def who(user_id: int) -> str:
        return mention(user_id) + (level if user_id == snapshot.bot_user_id else "")
    return f"Player 1: {who(p1)}\nPlayer 2: {who(p2)}"


def last_move_text(snapshot: MatchSnapshot, game: rules.Game) -> str | None:
    """The card's sentence for the last number played, or None before the first move."""
    last = snapshot.state.before_last_move()
    if last is None:
        return None
    before, number = last
    return game.describe_move(before, number)


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
        return f"This one was {counts}: {setup}, whoever moves {order} always wins."
    who = mention(snapshot.player_ids[winner])
    return f"{who} moves {order} and always wins {setup}: this one is {counts}."


def end_text(snapshot: MatchSnapshot, normal_end: str = NORMAL_END) -> str:
    """'🏆 @a wins: @b resigned.' and friends."""
    if snapshot.is_aborted:
        return aborted_text(snapshot)
    winner, loser = snapshot.winner_id, snapshot.loser_id
    if winner is None or loser is None:
        return "The match is over."
    if snapshot.end_reason is EndReason.RESIGNATION:
        reason = f"{mention(loser)} resigned."
    elif snapshot.end_reason is EndReason.TIMEOUT:
        reason = f"{mention(loser)} ran out of time."
    else:
        reason = normal_end.format(winner=mention(winner), loser=mention(loser))
    return f"🏆 {mention(winner)} wins! {reason}"


def void_text(snapshot: MatchSnapshot, normal_end: str = NORMAL_END) -> str:
    """'⛔ Voided by @mod: ...', with the result it had, if any."""
    assert snapshot.voided_by is not None
    text = f"⛔ Voided by {mention(snapshot.voided_by)}: this match doesn't count."
    if snapshot.winner_id is not None:
        text += f"\n(It had ended: {end_text(snapshot, normal_end)})"
    return text


def board_block(snapshot: MatchSnapshot, game: rules.Game) -> str:
    return "```\n" + game.render(snapshot.state) + "\n```"


def match_embed(
    snapshot: MatchSnapshot, game: rules.Game, *, normal_end: str = NORMAL_END
) -> discord.Embed:
    """The match message: a challenge while pending, the board once accepted."""
    status = snapshot.status
    title = f"{game.title} · match #{snapshot.id}"
    embed = discord.Embed(title=title, colour=COLOURS.get(status, GREY))
    challenger, opponent = mention(snapshot.challenger_id), mention(snapshot.opponent_id)
    if status is MatchStatus.PENDING:
        embed.description = (
            f"{challenger} challenges {opponent} to **{game.title}** ({options_text(snapshot)}).\n"
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
    embed.description = board_block(snapshot, game)
    if status is MatchStatus.ACTIVE and snapshot.to_move_id is not None:
        turn = f"{mention(snapshot.to_move_id)} to move"
        if snapshot.deadline is not None:
            turn += f" (turn ends {_when(snapshot)})"
        embed.add_field(name="Turn", value=turn, inline=False)
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
    footer = f"{options_text(snapshot)} · click a number or use /claim"
    if status is MatchStatus.ACTIVE and not has_room_for_resign(snapshot.state.size):
        footer += f"\n{NO_RESIGN_NOTE}"
    embed.set_footer(text=footer)
    return embed


def _when(snapshot: MatchSnapshot) -> str:
    assert snapshot.deadline is not None
    return discord.utils.format_dt(snapshot.deadline, "R")


def has_room_for_resign(size: int) -> bool:
    """One button per number plus Resign must fit in Discord's 25."""
    return size + 1 <= MAX_BUTTONS


def cell_button(match_id: int, cell: rules.Cell, *, active: bool) -> dict[str, Any]:
    """One number: blue while playable, green/red once Player 1/2 owns it, grey otherwise."""
    enabled = active and cell.mark == "open"
    label = f"{cell.number} ✗" if cell.mark == "taken" else str(cell.number)
    style = _MARK_STYLE_VALUES[cell.mark if enabled or cell.mark != "open" else "blocked"]
    return _button(label, ids.match_id("play", match_id, cell.number), style, disabled=not enabled)


def match_components(snapshot: MatchSnapshot, game: rules.Game) -> list[dict[str, Any]] | None:
    """The action rows under a match message, as Discord payloads (None: no buttons at all).

    Numbers go five to a row; Resign, or Rematch and Review, after the last number, on its
    row if there is room and on the next one otherwise (the grouping `discord.ui.View`
    made of `row=`). A finished board without room for both (24 or 25 numbers) drops its
    numbers, which can no longer be played anyway.
    """
    status = snapshot.status
    match = snapshot.id
    if snapshot.is_voided:
        return None  # a moderator's decision: nothing left to click, not even Rematch
    if status is MatchStatus.PENDING:
        return [_row([
            _button("Accept", ids.match_id("accept", match), _SUCCESS),
            _button("Decline", ids.match_id("decline", match), _DANGER),
            _button("Cancel", ids.match_id("cancel", match), _SECONDARY),
        ])]
    if status not in (MatchStatus.ACTIVE, MatchStatus.FINISHED, MatchStatus.ABORTED):
        return None
    size = snapshot.state.size
    active = status is MatchStatus.ACTIVE
    last: list[dict[str, Any]] = []
    if active and has_room_for_resign(size):
        last = [_button("Resign", ids.match_id("resign", match), _DANGER)]
    elif not active:
        last = [_button("Rematch", ids.match_id("rematch", match), _SUCCESS)]
        if status is MatchStatus.FINISHED:  # an aborted match has nothing to review
            last.append(_button("Review", ids.review_id(match), _PRIMARY))
    show_numbers = size <= MAX_BUTTONS and (active or size + len(last) <= MAX_BUTTONS)
    rows: list[list[dict[str, Any]]] = []
    if show_numbers:
        # One cell per number, ascending: number n goes on row (n - 1) // ROW_WIDTH.
        numbers = [cell_button(match, cell, active=active) for cell in game.cells(snapshot.state)]
        rows = [numbers[i : i + ROW_WIDTH] for i in range(0, len(numbers), ROW_WIDTH)]
    if last:
        if rows and len(rows[-1]) + len(last) <= ROW_WIDTH:
            rows[-1].extend(last)
        else:
            rows.append(last)
    return [_row(buttons) for buttons in rows]


def match_view(snapshot: MatchSnapshot, game: rules.Game) -> discord.ui.View | None:
    """The buttons under a match message (None: no buttons at all).

    A `ComponentsView` of ready-made payloads: clicks are answered from the `MatchButton`
    template (`cogs.buttons.on_click`), so no item objects are built to draw a board (see
    `cogs.board_view`).
    """
    rows = match_components(snapshot, game)
    return None if rows is None else ComponentsView(rows)


def _button(label: str, custom_id: str, style: int, *, disabled: bool = False) -> dict[str, Any]:
    """A button's payload, keys in the order `discord.ui.Button.to_component_dict` uses."""
    return {
        "type": BUTTON,
        "style": style,
        "disabled": disabled,
        "label": label,
        "custom_id": custom_id,
    }


def _row(buttons: list[dict[str, Any]]) -> dict[str, Any]:
    return {"type": ACTION_ROW, "components": buttons}


# ------------------------------------------------------------------ leaderboard, stats, rules
def leaderboard_embed(page: LeaderboardPage, title: str) -> discord.Embed:
    season = f" · season {page.season}" + (" (final)" if page.final else "")
    embed = discord.Embed(title=f"🏆 Leaderboard · {title}{season}",
                          colour=discord.Colour.gold())
    if not page.rows:
        embed.description = "No rated games yet. Start one with /challenge!"
    else:
        embed.description = "\n".join(
            f"`#{row.rank}` {mention(row.user_id)} · **{round(row.rating)}** · "
            f"{row.wins}W {row.losses}L{streak_text(row.streak)}"
            for row in page.rows
        )
    embed.set_footer(text=f"Page {page.page}/{page.pages}")
    return embed


def streak_text(streak: int) -> str:
    if streak >= 2:
        return f" · {streak} wins in a row"
    if streak <= -2:
        return f" · {-streak} losses in a row"
    return ""


def leaderboard_view(page: LeaderboardPage) -> discord.ui.View | None:
    """Prev/Next under the table (None when everything fits on one page)."""
    if page.pages <= 1:
        return None
    view = discord.ui.View(timeout=None)
    previous = ids.PageTurn(max(page.page - 1, 0), page.game, page.season)
    following = ids.PageTurn(page.page + 1, page.game, page.season)
    view.add_item(PageButton(previous, label="◀ Prev", disabled=page.page <= 1))
    view.add_item(PageButton(following, label="Next ▶", disabled=page.page >= page.pages))
    return view


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
            value=f"**{round(o.rating)}** · {o.wins}W {o.losses}L{rank}{streak_text(o.streak)}",
            inline=False,
        )
    for g in stats.per_game:
        rank = f" · rank #{g.rank}" if g.rank else ""
        embed.add_field(
            name=titles.get(g.game or "", g.game or "All games"),
            value=f"**{round(g.rating)}** · {g.wins}W {g.losses}L{rank}",
            inline=True,
        )
    if stats.all_time_wins or stats.all_time_losses:
        embed.add_field(
            name="All time",
            value=f"{stats.all_time_wins}W {stats.all_time_losses}L (every season)",
            inline=False,
        )
    if stats.vs_bot_wins or stats.vs_bot_losses:
        embed.add_field(
            name="Against me",
            value=f"{stats.vs_bot_wins}W {stats.vs_bot_losses}L (not rated)",
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
            f"`/challenge game:{game.slug}` (options: {options}; default size "
            f"{game.default_size}). Click a number or use `/claim`."
        ),
        inline=False,
    )
    return embed
