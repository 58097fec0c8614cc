"""A tournament's messages (issue 22): the sign-up message with Join / Leave, the live table
it turns into, the podium and the final table, a pairing's line above its board, and the DM
that links to the board. Pure functions of what the tournament service returns (no I/O).

Long tables are cut to what one embed holds (`MAX_LINES` rows); `/tournament export` has
every row.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import discord

import rules
from bot.service.tournament_snapshots import TournamentSnapshot, TournamentStatus
from bot.tournaments.formats import ARENA, ROUND_ROBIN, SWISS
from bot.tournaments.standings import Standing
from cogs.ui import ids
from cogs.ui.components import SECONDARY, SUCCESS, button, row, view_of
from cogs.ui.render import message_link, options_summary
from rules.base import count

#: The formats' names as players read them.
FORMAT_TITLES = {ARENA: "Arena", SWISS: "Swiss", ROUND_ROBIN: "Round robin"}
#: One sentence per format: how it pairs and scores (said once, on the sign-up message).
FORMAT_RULES = {
    ARENA: ("Whoever is free is paired again at once. Each game won gives 2 points, "
              "4 after two wins in a row."),
    SWISS: ("Players with equal points meet, and nobody meets twice. A pairing's two "
              "games give 1, ½ or 0 points."),
    ROUND_ROBIN: ("Everyone meets everyone once. A pairing's two games give 1, ½ or 0 "
                    "points."),
}
TWO_GAMES = "Each pairing plays two games: each player moves first once."
MEDALS = ("🥇", "🥈", "🥉")
#: Standings of a table shown in one embed (its description holds 4096 characters).
MAX_LINES = 30
#: Players listed by mention on the sign-up message before "and N more".
MAX_LISTED = 40  # mentions of 18-digit ids: 40 fit in a field (1024 characters)
COLOUR = discord.Colour.gold()
NOTIFY_OFF = "Turn these messages off with `/notify tournaments:False`."


def points_text(points: float) -> str:
    """'3', '2½', '½' (half points as a player writes them)."""
    whole, half = int(points), points - int(points) >= 0.5
    if half:
        return f"{whole}½" if whole else "½"
    return str(whole)


def game_text(tournament: TournamentSnapshot) -> str:
    """'Circle Duel, size 12' or the variant: '`wide` (Forbidden Adjacent, size 15)'."""
    game = rules.get_game(tournament.game)
    options = options_summary(game, tournament.options)
    if tournament.variant:
        return f"`{tournament.variant}` ({game.title}{', ' + options if options else ''})"
    return f"{game.title}{', ' + options if options else ''}"


def length_text(tournament: TournamentSnapshot) -> str:
    """'5 rounds', 'rounds set by the number of players', 'one round per opponent',
    '60 minutes'."""
    if tournament.format == ARENA:
        return count(tournament.minutes or 0, "minute")
    if tournament.format == ROUND_ROBIN:
        return "one round per opponent"
    if tournament.rounds is None:
        return "rounds set by the number of players"
    return count(tournament.rounds, "round")


def heading(tournament: TournamentSnapshot) -> str:
    """'**Swiss** · 5 rounds · Circle Duel, size 12 · 60 seconds a move.'"""
    return (f"**{FORMAT_TITLES.get(tournament.format, tournament.format)}** · "
            f"{length_text(tournament)} · {game_text(tournament)} · "
            f"{count(tournament.turn_seconds, 'second')} a move.")


def player_list(player_ids: Sequence[int]) -> str:
    """The players by mention, in the order they joined, or how to join."""
    if not player_ids:
        return "No one yet. Click **Join** to play."
    shown = ", ".join(f"<@{uid}>" for uid in player_ids[:MAX_LISTED])
    more = len(player_ids) - MAX_LISTED
    return shown + (f" and {more} more." if more > 0 else ".")


def signup_embed(tournament: TournamentSnapshot) -> discord.Embed:
    """The sign-up message: what it is, when it starts, who has joined."""
    player_ids = tournament.player_ids
    starts = discord.utils.format_dt(tournament.starts_at, "R")
    embed = discord.Embed(title=f"🏆 {tournament.name}", colour=COLOUR)
    embed.description = "\n".join([
        heading(tournament),
        FORMAT_RULES.get(tournament.format, ""),
        TWO_GAMES,
        f"Starts {starts}, or sooner when <@{tournament.organiser_id}> starts it with "
        "`/tournament start`.",
    ])
    embed.add_field(name=f"Players ({len(player_ids)})", value=player_list(player_ids),
                    inline=False)
    embed.set_footer(text="Join or Leave with the buttons below. Each of your boards is "
                          "posted here, and I send you a link to it.")
    return embed


def signup_view(tournament_id: int) -> discord.ui.View:
    """Join and Leave under the sign-up message."""
    return view_of(signup_components(tournament_id))


def signup_components(tournament_id: int) -> list[dict[str, Any]]:
    """Join and Leave as the action-row payload Discord receives."""
    return [row([
        button("Join", ids.tournament_id("join", tournament_id), SUCCESS),
        button("Leave", ids.tournament_id("leave", tournament_id), SECONDARY),
    ])]


def row_text(standing: Standing, format: str) -> str:
    """'`1.` <@a> · **3½** · 6 won · Buchholz 9 · SB 7½' (arena: no tiebreaks)."""
    parts = [f"`{standing.rank}.` <@{standing.user_id}>", f"**{points_text(standing.points)}**",
             f"{standing.games_won} won"]
    if format != ARENA:
        parts += [f"Buchholz {points_text(standing.buchholz)}",
                  f"SB {points_text(standing.sonneborn_berger)}"]
    line = " · ".join(parts)
    return f"~~{line}~~ (withdrew)" if standing.withdrawn else line


def table_text(rows: Sequence[Standing], format: str, limit: int = MAX_LINES) -> str:
    """The table's rows, the first ``limit`` of them and how many more."""
    if not rows:
        return "No results yet."
    lines = [row_text(r, format) for r in rows[:limit]]
    more = len(rows) - limit
    if more > 0:
        lines.append(f"…and {more} more. `/tournament export` has every row.")
    return "\n".join(lines)


def progress_text(tournament: TournamentSnapshot) -> str:
    """Where the tournament is: 'Round 3 of 5.', 'Ends <t:…:R>.', 'Final table.'"""
    status = tournament.status
    if status is TournamentStatus.FINISHED:
        return "Final table."
    if status is TournamentStatus.CANCELLED:
        return "Cancelled."
    if status is TournamentStatus.SIGNUP:
        return f"Starts {discord.utils.format_dt(tournament.starts_at, 'R')}."
    if tournament.format == ARENA:
        if tournament.ends_at is None:
            return "Running."
        return f"Ends {discord.utils.format_dt(tournament.ends_at, 'R')}."
    if tournament.rounds:
        return f"Round {tournament.current_round} of {tournament.rounds}."
    return f"Round {tournament.current_round}."


TABLE_KEY = ("Points first; games won; then Buchholz (the opponents' points) and SB "
             "(Sonneborn-Berger: the points of the opponents you beat, half of those you "
             "drew with).")
ARENA_KEY = "Points first, then games won."


def standings_embed(tournament: TournamentSnapshot, rows: Sequence[Standing]) -> discord.Embed:
    """The table: live while the tournament runs (the sign-up message is edited into it),
    final once it ended."""
    embed = discord.Embed(title=f"🏆 {tournament.name} · standings", colour=COLOUR)
    embed.description = (f"{heading(tournament)}\n{progress_text(tournament)}\n\n"
                         f"{table_text(rows, tournament.format)}")
    embed.set_footer(text=ARENA_KEY if tournament.format == ARENA else TABLE_KEY)
    return embed


def podium_text(rows: Sequence[Standing]) -> str:
    """'🥇 <@a> with 4½ points.' for the first three who did not withdraw."""
    placed = [r for r in rows if not r.withdrawn][:len(MEDALS)]
    if not placed:
        return "Nobody finished."
    return "\n".join(f"{medal} <@{r.user_id}> with {points_text(r.points)} "
                     f"{'point' if r.points == 1 else 'points'}."
                     for medal, r in zip(MEDALS, placed, strict=False))


def podium_embed(tournament: TournamentSnapshot, rows: Sequence[Standing]) -> discord.Embed:
    """The end: the podium, then the final table."""
    embed = discord.Embed(title=f"🏆 {tournament.name} is over", colour=COLOUR)
    embed.description = (f"{podium_text(rows)}\n\n**Final table**\n"
                         f"{table_text(rows, tournament.format)}")
    embed.set_footer(text="/tournament standings shows it again; /tournament export gives "
                          "every game.")
    return embed


def cancelled_embed(tournament: TournamentSnapshot, by: int | None = None) -> discord.Embed:
    """What the sign-up message says once the tournament is cancelled: by whom, or (the
    start time long past with fewer than two players) why."""
    embed = discord.Embed(title=f"🏆 {tournament.name}", colour=discord.Colour.light_grey())
    why = (f"Cancelled by <@{by}>." if by is not None
           else "Cancelled: fewer than two players joined.")
    embed.description = f"{heading(tournament)}\n{why}"
    return embed


def pairing_content(tournament: TournamentSnapshot, a: int, b: int, game_number: int | None = None
                    ) -> str:
    """The text above a pairing's board: it names both players, so both are pinged.
    '<@a> <@b>, your game in **Spring Swiss**, round 2.'"""
    where = (f"round {tournament.current_round}" if tournament.format != ARENA
             and tournament.current_round else None)
    which = f"game {game_number} of 2" if game_number else None
    detail = ", ".join(part for part in (where, which) if part)
    return f"<@{a}> <@{b}>, your game in **{tournament.name}**" + (
        f", {detail}." if detail else ".")


def dm_text(tournament: TournamentSnapshot, opponent_id: int, guild_id: int, channel_id: int,
            message_id: int) -> str:
    """The DM that links a player to their new board."""
    link = message_link(guild_id, channel_id, message_id)
    return (f"Your game against <@{opponent_id}> in **{tournament.name}** is ready: {link}\n"
            f"{NOTIFY_OFF}")


STATUS_WORDS = {TournamentStatus.SIGNUP: "sign-up", TournamentStatus.RUNNING: "running",
                TournamentStatus.FINISHED: "over", TournamentStatus.CANCELLED: "cancelled"}


def choice_name(tournament: TournamentSnapshot) -> str:
    """A tournament in the `tournament` option's list: '12 · Spring Swiss · Swiss · over'."""
    return " · ".join([str(tournament.id), tournament.name,
                       FORMAT_TITLES.get(tournament.format, tournament.format),
                       STATUS_WORDS.get(tournament.status, str(tournament.status))])[:100]


def joined_text(tournament: TournamentSnapshot, joined: bool) -> str:
    """The ephemeral answer to Join / Leave."""
    if joined:
        return (f"You're in **{tournament.name}**. I'll post your boards in <#"
                f"{tournament.channel_id}> and send you a link.")
    return f"You left **{tournament.name}**."
