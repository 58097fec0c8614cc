"""The series line of a board (docs/rules.md, decision 12): one short line, e.g.
"Game 2 · best of 3 · <@alice> 1–0 <@bob>.", and on a game that ended, what follows it or
who won the series. Pure, like cogs.ui.render, which adds it to the board."""

from __future__ import annotations

from bot.core.snapshots import MatchSnapshot, MatchStatus, SeriesSnapshot, SeriesStatus
from i18n import sentences, t


def score_text(series: SeriesSnapshot) -> str:
    """'<@a> 1–0 <@b>': the games each player won that count."""
    return f"<@{series.first_id}> {series.first_wins}–{series.second_wins} <@{series.second_id}>"


#: A tournament pairing's series: both games are always played (bot.tournaments.service).
PAIRING_GAMES = 2


def result_text(series: SeriesSnapshot) -> str | None:
    """Who won the series, or that it ended with no winner; None while it runs."""
    if series.best_of == PAIRING_GAMES and series.status is SeriesStatus.FINISHED and (
            series.winner_id is None and series.ended_by is None):
        return t("board-series-draw")
    if series.status is SeriesStatus.FINISHED and series.winner_id is not None:
        if series.ended_by is not None:
            return t("board-series-won-resigned", winner=f"<@{series.winner_id}>",
                     member=f"<@{series.ended_by}>")
        return t("board-series-won", winner=f"<@{series.winner_id}>")
    if series.status is SeriesStatus.UNFINISHED:
        return t("board-series-unfinished")
    return None


def series_text(snapshot: MatchSnapshot, series: SeriesSnapshot | None) -> str | None:
    """The board's series line, or None for a single game."""
    if series is None or snapshot.series_id != series.id:
        return None
    number = snapshot.series_game or 1
    if series.best_of == PAIRING_GAMES:  # a tournament pairing: two games, not "best of"
        line = t("board-series-pairing-game", number=number, games=PAIRING_GAMES,
                 score=score_text(series))
    else:
        line = t("board-series-game", number=number, best=series.best_of,
                 score=score_text(series))
    result = result_text(series)
    if result is not None:
        return sentences(line, result)
    if snapshot.is_open:
        return line
    if snapshot.is_aborted:
        return sentences(line, t("board-series-replayed", number=number))
    if snapshot.is_voided and snapshot.status is MatchStatus.FINISHED and (
            snapshot.winner_id is None):
        return sentences(line, t("board-series-new-game", number=number))
    if snapshot.is_voided:
        return line
    return sentences(line, t("board-series-next", number=number + 1))


def offers_rematch(snapshot: MatchSnapshot, series: SeriesSnapshot | None) -> bool:
    """Whether an ended board offers Rematch: not while its series goes on (the next game
    follows by itself), and never in a tournament (the tournament pairs the players)."""
    return snapshot.tournament_id is None and not series_goes_on(snapshot, series)


def series_goes_on(snapshot: MatchSnapshot, series: SeriesSnapshot | None) -> bool:
    """A game of a series that is still being played (no Rematch on its board)."""
    return series is not None and snapshot.series_id == series.id and series.is_running
