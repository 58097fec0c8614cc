"""/tournament export's CSV, pure: every game (round, pairing, players, winner, how it
ended), then the table with its tiebreaks, from the rows bot.tournaments.service reads.
Each player is given by their Discord user id and, beside it, the name Discord showed for
them when they last used the bot in that server (empty for one never seen). The columns are
described in docs/tournaments.md ("The export").

A data file, not a message: its column headers and values (``bye``, ``withdrawn``,
``yes``/``no``, the formats and statuses as stored) stay English in every server's
language, so spreadsheets and scripts read every export the same way. Not translated on
purpose."""

from __future__ import annotations

import csv
import io
import re
import unicodedata
from collections import defaultdict
from collections.abc import Mapping, Sequence

from bot.core.snapshots import MatchSnapshot
from bot.tournaments import rows as tournament_rows
from bot.tournaments.snapshots import PairingSnapshot, TournamentSnapshot
from bot.tournaments.standings import standings


def file_name(found: TournamentSnapshot) -> str:
    """'spring-swiss-12.csv': the tournament's name in plain letters, then its number."""
    plain = unicodedata.normalize("NFKD", found.name).encode("ascii", "ignore").decode()
    words = re.sub(r"[^a-z0-9]+", "-", plain.lower()).strip("-")[:60].strip("-")
    return f"{words}-{found.id}.csv" if words else f"tournament-{found.id}.csv"


def csv_text(found: TournamentSnapshot, pairings: Sequence[PairingSnapshot],
             games: Sequence[MatchSnapshot], names: Mapping[int, str] | None = None) -> str:
    """The export of ``found`` as CSV text; ``names``: user id -> the name to show."""
    known = names or {}

    def name(user_id: int | None) -> str:
        return "" if user_id is None else known.get(user_id, "")

    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(["tournament", found.name, found.format, found.game,
                     found.status.value])
    writer.writerow(["round", "pairing", "game", "first_player", "first_player_name",
                     "second_player", "second_player_name", "winner", "winner_name", "end",
                     "match_id"])
    by_series: dict[int, list[MatchSnapshot]] = defaultdict(list)
    for game in games:
        if game.series_id is not None:
            by_series[game.series_id].append(game)
    for pairing in pairings:
        a, b = pairing.a_id, pairing.b_id
        if b is None:
            writer.writerow([pairing.round, pairing.id, "", a, name(a), "", "", a, name(a),
                             "bye", ""])
            continue
        if pairing.series_id is None:
            winner = a if pairing.a_wins > pairing.b_wins else b
            writer.writerow([pairing.round, pairing.id, "", a, name(a), b, name(b), winner,
                             name(winner), "withdrawn", ""])
            continue
        for game in by_series[pairing.series_id]:
            end = ("void" if game.voided_by is not None else
                   game.end_reason.value if game.end_reason is not None else
                   game.status.value)
            writer.writerow([pairing.round, pairing.id, game.series_game,
                             game.player1_id, name(game.player1_id), game.player2_id,
                             name(game.player2_id), game.winner_id or "",
                             name(game.winner_id), end, game.id])
    writer.writerow([])
    writer.writerow(["rank", "player", "player_name", "points", "games_won", "buchholz",
                     "sonneborn_berger", "rating_at_signup", "withdrawn"])
    table = standings(found.format, tournament_rows.entries(found),
                      tournament_rows.pairing_results(pairings))
    for row in table:
        writer.writerow([row.rank, row.user_id, name(row.user_id), row.points,
                         row.games_won, row.buchholz, row.sonneborn_berger,
                         round(row.rating, 1), "yes" if row.withdrawn else "no"])
    return out.getvalue()
