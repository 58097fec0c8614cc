"""A tournament's messages: the sign-up message with Join / Leave, the live table
it turns into, the podium and the final table, a pairing's line above its board, and the DM
that links to the board. Pure functions of what the tournament service returns (no I/O).

Long tables are cut to what one embed holds (`MAX_LINES` rows); `/tournament export` has
every row.

Every text is said in the language in force (i18n, tournaments.ftl). What everyone reads (the
sign-up message, the table, the podium, a pairing's line, the DM about a server's
tournament) is drawn inside ``in_server_language`` by cogs.tournaments and
cogs.tournament_posts; the replies only a member sees, in that member's language.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import discord

import rules
from bot.tournaments.formats import ARENA, ROUND_ROBIN, SWISS
from bot.tournaments.snapshots import TournamentSnapshot, TournamentStatus
from bot.tournaments.standings import Standing
from cogs.ui import ids
from cogs.ui.components import SECONDARY, SUCCESS, button, row, view_of
from cogs.ui.render import message_link, options_summary
from i18n import Text, and_list, t

#: The formats' names as players read them.
FORMAT_TITLES = {ARENA: Text("tournament-format-arena"), SWISS: Text("tournament-format-swiss"),
                 ROUND_ROBIN: Text("tournament-format-round-robin")}
#: One sentence per format: how it pairs and scores (said once, on the sign-up message).
FORMAT_RULES = {
    ARENA: Text("tournament-rules-arena"),
    SWISS: Text("tournament-rules-swiss"),
    ROUND_ROBIN: Text("tournament-rules-round-robin"),
}
TWO_GAMES = Text("tournament-two-games")
MEDALS = ("🥇", "🥈", "🥉")
#: Standings of a table shown in one embed (its description holds 4096 characters).
MAX_LINES = 30
#: Players listed by mention on the sign-up message before "and N more".
MAX_LISTED = 40  # mentions of 18-digit ids: 40 fit in a field (1024 characters)
COLOUR = discord.Colour.gold()
NOTIFY_OFF = Text("tournament-dm-notify-off")


def name_of(tournament: TournamentSnapshot) -> str:
    """The tournament's name as a member typed it, any mention in it shown as text (it
    notifies nobody and reads as what was typed: discord.utils.escape_mentions)."""
    return discord.utils.escape_mentions(tournament.name)


def points_text(points: float) -> str:
    """'3', '2½', '½' (half points as a player writes them)."""
    whole, half = int(points), points - int(points) >= 0.5
    if half:
        return f"{whole}½" if whole else "½"
    return str(whole)


def format_title(format: str) -> str:
    """'Swiss', said (an unknown format as it is stored)."""
    title = FORMAT_TITLES.get(format)
    return format if title is None else str(title)


def game_text(tournament: TournamentSnapshot) -> str:
    """'Circle Duel, size 12' or the variant: '`wide` (Forbidden Adjacent, size 15)'."""
    game = rules.get_game(tournament.game)
    title = str(game.name)
    options = options_summary(game, tournament.options)
    if tournament.variant:
        if options:
            return t("tournament-variant-options", variant=tournament.variant, game=title,
                     options=options)
        return t("tournament-variant", variant=tournament.variant, game=title)
    return t("tournament-game-options", game=title, options=options) if options else title


def length_text(tournament: TournamentSnapshot) -> str:
    """'5 rounds', 'rounds set by the number of players', 'one round per opponent',
    '60 minutes'."""
    if tournament.format == ARENA:
        return t("tournament-length-minutes", minutes=tournament.minutes or 0)
    if tournament.format == ROUND_ROBIN:
        return t("tournament-length-round-robin")
    if tournament.rounds is None:
        return t("tournament-length-auto")
    return t("tournament-length-rounds", rounds=tournament.rounds)


def heading(tournament: TournamentSnapshot) -> str:
    """'**Swiss** · 5 rounds · Circle Duel, size 12 · 60 seconds a move.'"""
    return t("tournament-heading", format=format_title(tournament.format),
             length=length_text(tournament), game=game_text(tournament),
             seconds=tournament.turn_seconds)


def player_list(player_ids: Sequence[int]) -> str:
    """The players by mention, in the order they joined, or how to join."""
    if not player_ids:
        return t("tournament-players-none")
    shown = t("list-separator").join(f"<@{uid}>" for uid in player_ids[:MAX_LISTED])
    more = len(player_ids) - MAX_LISTED
    if more > 0:
        return t("tournament-players-more", players=shown, more=more)
    return t("tournament-players-list", players=shown)


def signup_embed(tournament: TournamentSnapshot) -> discord.Embed:
    """The sign-up message: what it is, when it starts, who has joined."""
    player_ids = tournament.player_ids
    starts = discord.utils.format_dt(tournament.starts_at, "R")
    embed = discord.Embed(title=f"🏆 {name_of(tournament)}", colour=COLOUR)
    embed.description = "\n".join([
        heading(tournament),
        str(FORMAT_RULES.get(tournament.format, "")),
        str(TWO_GAMES),
        t("tournament-signup-starts", time=starts, organiser=f"<@{tournament.organiser_id}>"),
    ])
    embed.add_field(name=t("tournament-players", count=len(player_ids)),
                    value=player_list(player_ids), inline=False)
    embed.set_footer(text=t("tournament-signup-footer"))
    return embed


def signup_view(tournament_id: int) -> discord.ui.View:
    """Join and Leave under the sign-up message."""
    return view_of(signup_components(tournament_id))


def signup_components(tournament_id: int) -> list[dict[str, Any]]:
    """Join and Leave as the action-row payload Discord receives."""
    return [row([
        button(t("tournament-button-join"), ids.tournament_id("join", tournament_id), SUCCESS),
        button(t("tournament-button-leave"), ids.tournament_id("leave", tournament_id),
               SECONDARY),
    ])]


def row_text(standing: Standing, format: str) -> str:
    """'`1.` <@a> · **3½** · 6 won · Buchholz 9 · SB 7½' (arena: no tiebreaks)."""
    player, points = f"<@{standing.user_id}>", points_text(standing.points)
    if format == ARENA:
        line = t("tournament-row", rank=standing.rank, player=player, points=points,
                 won=standing.games_won)
    else:
        line = t("tournament-row-tiebreaks", rank=standing.rank, player=player, points=points,
                 won=standing.games_won, buchholz=points_text(standing.buchholz),
                 sb=points_text(standing.sonneborn_berger))
    return t("tournament-row-withdrawn", row=line) if standing.withdrawn else line


def table_text(rows: Sequence[Standing], format: str, limit: int = MAX_LINES) -> str:
    """The table's rows, the first ``limit`` of them and how many more."""
    if not rows:
        return t("tournament-table-empty")
    lines = [row_text(r, format) for r in rows[:limit]]
    more = len(rows) - limit
    if more > 0:
        lines.append(t("tournament-table-more", count=more))
    return "\n".join(lines)


def progress_text(tournament: TournamentSnapshot) -> str:
    """Where the tournament is: 'Round 3 of 5.', 'Ends <t:…:R>.', 'Final table.'"""
    status = tournament.status
    if status is TournamentStatus.FINISHED:
        return t("tournament-progress-final")
    if status is TournamentStatus.CANCELLED:
        return t("tournament-progress-cancelled")
    if status is TournamentStatus.SIGNUP:
        return t("tournament-progress-starts",
                 time=discord.utils.format_dt(tournament.starts_at, "R"))
    if tournament.format == ARENA:
        if tournament.ends_at is None:
            return t("tournament-progress-running")
        return t("tournament-progress-ends",
                 time=discord.utils.format_dt(tournament.ends_at, "R"))
    if tournament.rounds:
        return t("tournament-progress-round-of", round=tournament.current_round,
                 rounds=tournament.rounds)
    return t("tournament-progress-round", round=tournament.current_round)


TABLE_KEY = Text("tournament-key-table")
ARENA_KEY = Text("tournament-key-arena")


def standings_embed(tournament: TournamentSnapshot, rows: Sequence[Standing]) -> discord.Embed:
    """The table: live while the tournament runs (the sign-up message is edited into it),
    final once it ended."""
    embed = discord.Embed(title=t("tournament-standings-title", name=name_of(tournament)),
                          colour=COLOUR)
    embed.description = (f"{heading(tournament)}\n{progress_text(tournament)}\n\n"
                         f"{table_text(rows, tournament.format)}")
    embed.set_footer(text=str(ARENA_KEY if tournament.format == ARENA else TABLE_KEY))
    return embed


def podium_text(rows: Sequence[Standing], format: str = SWISS) -> str:
    """'🥇 <@a> with 4½ points.' for the first three who did not withdraw. Players the
    table can't tell apart (the same points and the same tie-breaks it shows) share a medal
    on one line, said to be tied, and the next medal counts them ('🥇🥇🥉')."""
    placed = [r for r in rows if not r.withdrawn]
    if not placed:
        return t("tournament-podium-none")

    def shown(row: Standing) -> tuple[float, ...]:
        if format == ARENA:
            return (row.points, row.games_won)
        return (row.points, row.buchholz, row.sonneborn_berger)

    lines, position = [], 0
    while position < len(MEDALS) and position < len(placed):
        group = [r for r in placed[position:] if shown(r) == shown(placed[position])]
        medal, first = MEDALS[position], group[0]
        values = {"medal": medal, "shown": points_text(first.points),
                  "points": plural_number(first.points)}
        if len(group) == 1:
            lines.append(t("tournament-podium-line", player=f"<@{first.user_id}>", **values))
        else:
            players = and_list(f"<@{r.user_id}>" for r in group)
            lines.append(t("tournament-podium-tied", players=players, **values))
        position += len(group)
    return "\n".join(lines)


def plural_number(points: float) -> int | float:
    """Points as the catalogue's plural picks its form: a whole number as an int (1 point),
    a half as it is (½ points; ru: fractions take their own form)."""
    return int(points) if points == int(points) else points


def podium_embed(tournament: TournamentSnapshot, rows: Sequence[Standing]) -> discord.Embed:
    """The end: the podium, then the final table."""
    embed = discord.Embed(title=t("tournament-podium-title", name=name_of(tournament)),
                          colour=COLOUR)
    podium = podium_text(rows, tournament.format)
    embed.description = (f"{podium}\n\n**{t('tournament-final-table')}**\n"
                         f"{table_text(rows, tournament.format)}")
    embed.set_footer(text=t("tournament-podium-footer"))
    return embed


def cancelled_embed(tournament: TournamentSnapshot, by: int | None = None) -> discord.Embed:
    """What the sign-up message says once the tournament is cancelled: by whom, or (the
    start time long past with fewer than two players) why."""
    embed = discord.Embed(title=f"🏆 {name_of(tournament)}", colour=discord.Colour.light_grey())
    why = (t("tournament-cancelled-by", member=f"<@{by}>") if by is not None
           else t("tournament-cancelled-no-players"))
    embed.description = f"{heading(tournament)}\n{why}"
    return embed


def table_moved_embed(tournament: TournamentSnapshot, guild_id: int, channel_id: int,
                      message_id: int) -> discord.Embed:
    """The old table, once the table was posted afresh (Discord caps the edits of messages
    over an hour old): a link to where it is now."""
    link = message_link(guild_id, channel_id, message_id)
    return discord.Embed(title=t("tournament-standings-title", name=name_of(tournament)),
                         colour=discord.Colour.light_grey(),
                         description=t("tournament-table-moved", link=link))


def pairing_content(tournament: TournamentSnapshot, a: int, b: int, game_number: int | None = None
                    ) -> str:
    """The text above a pairing's board: it names both players, so both are pinged.
    '<@a> <@b>, your game in **Spring Swiss**, round 2.'"""
    names = {"a": f"<@{a}>", "b": f"<@{b}>", "name": name_of(tournament)}
    round_number = (tournament.current_round if tournament.format != ARENA
                    and tournament.current_round else None)
    if round_number and game_number:
        return t("tournament-pairing-round-game", **names, round=round_number, game=game_number)
    if round_number:
        return t("tournament-pairing-round", **names, round=round_number)
    if game_number:
        return t("tournament-pairing-game", **names, game=game_number)
    return t("tournament-pairing", **names)


def bye_text(tournament: TournamentSnapshot, player_id: int) -> str:
    """'<@a>, you have a bye in round 3 of **Spring Swiss**: one point without playing.'"""
    return t("tournament-bye", member=f"<@{player_id}>", round=tournament.current_round,
             name=name_of(tournament))


def dm_text(tournament: TournamentSnapshot, opponent_id: int, guild_id: int, channel_id: int,
            message_id: int) -> str:
    """The DM that links a player to their new board."""
    link = message_link(guild_id, channel_id, message_id)
    return (t("tournament-dm-ready", opponent=f"<@{opponent_id}>", name=name_of(tournament),
              link=link) + f"\n{NOTIFY_OFF}")


STATUS_WORDS = {TournamentStatus.SIGNUP: Text("tournament-status-signup"),
                TournamentStatus.RUNNING: Text("tournament-status-running"),
                TournamentStatus.FINISHED: Text("tournament-status-over"),
                TournamentStatus.CANCELLED: Text("tournament-status-cancelled")}


def choice_name(tournament: TournamentSnapshot) -> str:
    """A tournament in the `tournament` option's list: '12 · Spring Swiss · Swiss · over'."""
    return " · ".join([str(tournament.id), tournament.name, format_title(tournament.format),
                       str(STATUS_WORDS.get(tournament.status, tournament.status.value))])[:100]


def joined_text(tournament: TournamentSnapshot, joined: bool) -> str:
    """The ephemeral answer to Join / Leave."""
    if joined:
        return t("tournament-joined", name=name_of(tournament),
                 channel=f"<#{tournament.channel_id}>")
    return t("tournament-left", name=name_of(tournament))
