"""/tournament export's CSV, pure: every game (round, pairing, players, winner, how it
ended), then the table with its tiebreaks, from the rows bot.tournaments.service reads.

A data file, not a message: its column headers and values (``bye``, ``withdrawn``,
``yes``/``no``, the formats and statuses as stored) stay English in every server's
language, so spreadsheets and scripts read every export the same way. Not translated on
purpose."""

from __future__ import annotations

import csv
import io
from collections import defaultdict
from collections.abc import Sequence

from bot.core.snapshots import MatchSnapshot
from bot.tournaments import rows as tournament_rows
from bot.tournaments.snapshots import PairingSnapshot, TournamentSnapshot
from bot.tournaments.standings import standings


def csv_text(found: TournamentSnapshot, pairings: Sequence[PairingSnapshot],
             games: Sequence[MatchSnapshot]) -> str:
    """The export of ``found`` as CSV text."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(["tournament", found.name, found.format, found.game,
                     found.status.value])
    writer.writerow(["round", "pairing", "game", "first_player", "second_player",
                     "winner", "end", "match_id"])
    by_series: dict[int, list[MatchSnapshot]] = defaultdict(list)
    for game in games:
        if game.series_id is not None:
            by_series[game.series_id].append(game)
    for pairing in pairings:
        if pairing.b_id is None:
            writer.writerow([pairing.round, pairing.id, "", pairing.a_id, "", pairing.a_id,
                             "bye", ""])
            continue
        if pairing.series_id is None:
            winner = pairing.a_id if pairing.a_wins > pairing.b_wins else pairing.b_id
            writer.writerow([pairing.round, pairing.id, "", pairing.a_id, pairing.b_id,
                             winner, "withdrawn", ""])
            continue
        for game in by_series[pairing.series_id]:
            end = ("void" if game.voided_by is not None else
                   game.end_reason.value if game.end_reason is not None else
                   game.status.value)
            writer.writerow([pairing.round, pairing.id, game.series_game,
                             game.player1_id, game.player2_id, game.winner_id or "", end,
                             game.id])
    writer.writerow([])
    writer.writerow(["rank", "player", "points", "games_won", "buchholz",
                     "sonneborn_berger", "rating", "withdrawn"])
    table = standings(found.format, tournament_rows.entries(found),
                      tournament_rows.pairing_results(pairings))
    for row in table:
        writer.writerow([row.rank, row.user_id, row.points, row.games_won, row.buchholz,
                         row.sonneborn_berger, round(row.rating, 1),
                         "yes" if row.withdrawn else "no"])
    return out.getvalue()
