"""What each page shows, as plain values the templates draw: a server's leaderboard, a
member's profile, a server's tournaments and one tournament. Said in the language in force
(the request's); None where the page does not exist (the app answers 404)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime

from babel.dates import format_date
from markupsafe import Markup
from sqlalchemy.ext.asyncio import AsyncEngine

import rules
from bot.core.connections import reading
from bot.core.errors import NoSuchMatch
from bot.matches import store as match_store
from bot.series import store as series_store
from bot.standings import history as past
from bot.standings import queries, seasons
from bot.standings.history import HistoryEntry
from bot.standings.ratings import DEFAULT_RATING
from bot.standings.service import series_record
from bot.tournaments.formats import ARENA, ROUND_ROBIN
from bot.tournaments.snapshots import TournamentSnapshot, TournamentStatus
from bot.web import reads, urls
from bot.web import replay as replays
from bot.web.chart import chart_lines, rating_svg
from bot.web.people import People, Person
from bot.web.pseudonyms import Pseudonyms
from i18n import current_language, t

PER_PAGE = 25
HISTORY_PER_PAGE = 20
PODIUM = 3


@dataclass(frozen=True, slots=True)
class Choice:
    """A link among several (games, seasons, rounds): the one shown is ``current``."""

    label: str
    href: str
    current: bool


@dataclass(frozen=True, slots=True)
class Pager:
    page: int
    pages: int
    previous: str | None
    next: str | None


def pager(page: int, pages: int, href: Callable[[int], str]) -> Pager | None:
    if pages <= 1:
        return None
    return Pager(page, pages, href(page - 1) if page > 1 else None,
                 href(page + 1) if page < pages else None)


def game_names() -> dict[str, str]:
    return {slug: str(game.name) for slug, game in rules.GAMES.items()}


def day(moment: datetime | None) -> str:
    """A date as the language in force writes it ("Mar 1, 2026")."""
    if moment is None:
        return ""
    return format_date(moment.date(), format="medium",
                       locale=current_language().replace("-", "_"))


def points_text(points: float) -> str:
    """'3', '2½', '½'."""
    whole, half = int(points), points - int(points) >= 0.5
    if half:
        return f"{whole}½" if whole else "½"
    return str(whole)


class Site:
    """The pages of every server that shows them, over one database (reads only)."""

    def __init__(self, engine: AsyncEngine, pseudonyms: Pseudonyms) -> None:
        self.engine = engine
        self.pseudonyms = pseudonyms

    # ------------------------------------------------------------------ the leaderboard
    async def leaderboard(self, guild_id: int, game: str | None, season: int | None,
                          page: int) -> Leaderboard | None:
        """One page of a season's table (one snapshot: the season, the rows, the names)."""
        if game is not None and game not in rules.GAMES:
            return None
        async with reading(self.engine, consistent=True) as conn:
            current = await seasons.current(conn, guild_id)
            if season is not None and not 1 <= season <= current:
                return None
            table = await queries.leaderboard(conn, guild_id, game, page, PER_PAGE,
                                              season or current, current)
            if table.page != page:  # past the last page (the query shows the last one)
                return None
            known = await reads.names(conn, guild_id, {row.user_id for row in table.rows})
        people = People(guild_id, known, self.pseudonyms)
        names = game_names()
        title = names[game] if game else t("table-all-games")
        shown_season = table.season

        def href(number: int) -> str:
            return urls.leaderboard_path(guild_id, game, season, number)

        games = [Choice(t("table-all-games"), urls.leaderboard_path(guild_id, None, season),
                        game is None)]
        games += [Choice(name, urls.leaderboard_path(guild_id, slug, season), slug == game)
                  for slug, name in names.items()]
        season_links = [Choice(t("web-season", season=number),
                               urls.leaderboard_path(guild_id, game,
                                                     None if number == current else number),
                               number == shown_season)
                        for number in range(current, 0, -1)]
        rows = tuple(Row(r.rank, people(r.user_id), round(r.rating), r.wins, r.losses,
                         streak_text(r.streak)) for r in table.rows)
        heading = (t("web-leaderboard-final", game=title, season=shown_season) if table.final
                   else t("web-leaderboard-title", game=title, season=shown_season))
        return Leaderboard(heading, tuple(games), tuple(season_links) if current > 1 else (),
                           rows, pager(table.page, table.pages, href))

    # ------------------------------------------------------------------ a profile
    async def profile(self, guild_id: int, token: str, page: int) -> Profile | None:
        """A member's page in this server, read in one snapshot (the standings' own
        queries: this season's ratings and ranks, the records, the history, the chart)."""
        user_id = self.pseudonyms.user_of(guild_id, token)
        if user_id is None or not 0 < user_id < 2**63:
            return None
        async with reading(self.engine, consistent=True) as conn:
            if not await reads.played_here(conn, guild_id, user_id):
                return None
            season = await seasons.current(conn, guild_id)
            stats = await queries.stats(conn, guild_id, user_id, season)
            won, lost = series_record(await series_store.decided_of_user(conn, guild_id,
                                                                         user_id), user_id)
            history = await past.page(conn, guild_id, user_id, None, page, HISTORY_PER_PAGE)
            if history.page != page:
                return None
            points = await past.rating_points(conn, guild_id, user_id, season)
            opponents = {e.opponent_id for e in history.entries}
            known = await reads.names(conn, guild_id, opponents | {user_id})
        bots: dict[int, str | None] = {e.opponent_id: None for e in history.entries
                                       if e.against_bot}
        people = People(guild_id, known, self.pseudonyms, bots)
        me = people(user_id)
        names = game_names()
        ratings = [RatingRow(t("table-all-games"), round(stats.overall.rating),
                             stats.overall.rank, stats.overall.wins, stats.overall.losses)
                   ] if stats.overall is not None else []
        ratings += [RatingRow(names.get(g.game or "", g.game or ""), round(g.rating), g.rank,
                              g.wins, g.losses) for g in stats.per_game]
        records = []
        if stats.all_time_wins or stats.all_time_losses:
            records.append(t("web-record-all-time", record=t(
                "table-record", wins=stats.all_time_wins, losses=stats.all_time_losses)))
        if won or lost:
            records.append(t("web-record-series", won=won, lost=lost))
        if stats.vs_bot_wins or stats.vs_bot_losses:
            records.append(t("web-record-bot", record=t(
                "table-record", wins=stats.vs_bot_wins, losses=stats.vs_bot_losses)))
        lines = chart_lines(points, names)
        chart = None
        if lines:
            chart = rating_svg(lines, DEFAULT_RATING,
                               t("table-chart-title", player=me.name, season=stats.season),
                               t("table-chart-x"), t("table-chart-y"))
        matches = tuple(self._history_row(guild_id, entry, people, names)
                        for entry in history.entries)

        def href(number: int) -> str:
            path = urls.player_path(guild_id, token)
            return path if number == 1 else f"{path}?page={number}"

        return Profile(me, stats.season, tuple(ratings), tuple(records), chart,
                       tuple((line.game, line.points) for line in lines), matches,
                       pager(history.page, history.pages, href))

    @staticmethod
    def _history_row(guild_id: int, entry: HistoryEntry, people: People,
                     names: dict[str, str]) -> MatchRow:
        if entry.voided_by is not None:
            result = t("web-result-voided")
        elif entry.aborted:
            result = t("web-result-aborted")
        elif entry.won is None:
            result = t("board-over")
        else:
            result = t("web-result-won") if entry.won else t("web-result-lost")
        if entry.for_fun and entry.voided_by is None and not entry.aborted:
            result = t("web-result-for-fun", result=result)
        return MatchRow(day(entry.finished_at), entry.finished_at.isoformat(),
                        names.get(entry.game, entry.game), people(entry.opponent_id), result,
                        urls.match_path(guild_id, entry.match_id))

    # ------------------------------------------------------------------ a replay
    async def replay(self, guild_id: int, match_id: int, step: int | None
                     ) -> replays.Replay | None:
        """An ended match of this server at position ``step`` (None: the start), with its
        exact review; None where there is no such page."""
        async with reading(self.engine, consistent=True) as conn:
            try:
                snapshot = await match_store.load(conn, guild_id, match_id)
            except NoSuchMatch:
                return None
            if not replays.shown(snapshot):
                return None
            involved = {*snapshot.player_ids, *(u for u in (snapshot.ended_by,
                                                            snapshot.voided_by)
                                                if u is not None)}
            known = await reads.names(conn, guild_id, involved)
        step = 0 if step is None else step
        if step > len(snapshot.state.numbers):
            return None
        judged = await replays.review_of(snapshot)
        bots = {snapshot.bot_user_id: snapshot.bot_level} if snapshot.bot_user_id else {}
        return replays.replay(snapshot, People(guild_id, known, self.pseudonyms, bots), step,
                              judged)

    # ------------------------------------------------------------------ tournaments
    async def tournaments(self, guild_id: int, page: int) -> Tournaments | None:
        async with reading(self.engine, consistent=True) as conn:
            found = await reads.tournament_list(conn, guild_id, page, PER_PAGE)
        if found is None:
            return None
        rows = tuple(TournamentRow(tour.name, urls.tournament_path(guild_id, tour.id),
                                   format_title(tour.format), game_title(tour),
                                   status_text(tour.status), day(tour.started_at or
                                                                 tour.starts_at))
                     for tour in found.tournaments)
        return Tournaments(rows, pager(found.page, found.pages, lambda n: (
            urls.tournaments_path(guild_id) + (f"?page={n}" if n > 1 else ""))))

    async def tournament(self, guild_id: int, tournament_id: int, round_number: int | None
                         ) -> Tournament | None:
        async with reading(self.engine, consistent=True) as conn:
            view = await reads.tournament(conn, guild_id, tournament_id)
            if view is None:
                return None
            everyone = {s.user_id for s in view.table} | {
                u for p in view.pairings for u in (p.a_id, p.b_id) if u is not None}
            known = await reads.names(conn, guild_id, everyone)
        people = People(guild_id, known, self.pseudonyms)
        tour = view.tournament
        rounds = sorted({p.round for p in view.pairings})
        if round_number is None:
            round_number = rounds[-1] if rounds else None
        elif round_number not in rounds:
            return None
        arena = tour.format == ARENA
        table = tuple(StandingRow(s.rank, people(s.user_id), points_text(s.points),
                                  s.games_won, points_text(s.buchholz),
                                  points_text(s.sonneborn_berger), s.withdrawn)
                      for s in view.table)
        podium: tuple[tuple[Person, str], ...] = ()
        if tour.status is TournamentStatus.FINISHED:
            placed = [s for s in view.table if not s.withdrawn][:PODIUM]
            podium = tuple((people(s.user_id),
                            t("web-points", shown=points_text(s.points),
                              points=int(s.points) if s.points == int(s.points) else s.points))
                           for s in placed)
        path = urls.tournament_path(guild_id, tournament_id)
        choices = tuple(Choice(t("web-round", round=number), f"{path}?round={number}",
                               number == round_number) for number in rounds)
        pairings = tuple(PairingRow(people(p.a_id),
                                    None if p.b_id is None else people(p.b_id),
                                    f"{p.a_wins}–{p.b_wins}" if p.is_done else "",
                                    p.is_done)
                         for p in view.pairings if p.round == round_number)
        return Tournament(tour.name, heading_text(tour), status_text(tour.status), podium,
                          table, arena, choices, round_number, pairings)


@dataclass(frozen=True, slots=True)
class Row:
    rank: int
    person: Person
    rating: int
    wins: int
    losses: int
    streak: str


@dataclass(frozen=True, slots=True)
class Leaderboard:
    heading: str
    games: tuple[Choice, ...]
    seasons: tuple[Choice, ...]
    rows: tuple[Row, ...]
    pager: Pager | None


@dataclass(frozen=True, slots=True)
class RatingRow:
    game: str
    rating: int
    rank: int | None
    wins: int
    losses: int


@dataclass(frozen=True, slots=True)
class MatchRow:
    day: str
    when: str  # ISO 8601, for <time datetime>
    game: str
    opponent: Person
    result: str
    replay: str


@dataclass(frozen=True, slots=True)
class Profile:
    person: Person
    season: int
    ratings: tuple[RatingRow, ...]
    records: tuple[str, ...]
    chart: Markup | None
    chart_table: tuple[tuple[str, tuple[tuple[int, float], ...]], ...]
    matches: tuple[MatchRow, ...]
    pager: Pager | None


@dataclass(frozen=True, slots=True)
class TournamentRow:
    name: str
    href: str
    format: str
    game: str
    status: str
    day: str


@dataclass(frozen=True, slots=True)
class Tournaments:
    rows: tuple[TournamentRow, ...]
    pager: Pager | None


@dataclass(frozen=True, slots=True)
class StandingRow:
    rank: int
    person: Person
    points: str
    won: int
    buchholz: str
    sb: str
    withdrawn: bool


@dataclass(frozen=True, slots=True)
class PairingRow:
    a: Person
    b: Person | None  # None: a bye
    score: str
    done: bool


@dataclass(frozen=True, slots=True)
class Tournament:
    name: str
    heading: str
    status: str
    podium: tuple[tuple[Person, str], ...]
    table: tuple[StandingRow, ...]
    arena: bool
    rounds: tuple[Choice, ...]
    round: int | None
    pairings: tuple[PairingRow, ...]


def streak_text(streak: int) -> str:
    if streak >= 2:
        return t("table-streak-wins", count=streak)
    if streak <= -2:
        return t("table-streak-losses", count=-streak)
    return ""


FORMATS = {"arena": "tournament-format-arena", "swiss": "tournament-format-swiss",
           "round-robin": "tournament-format-round-robin"}


def format_title(format: str) -> str:
    return t(FORMATS[format]) if format in FORMATS else format


def game_title(tour: TournamentSnapshot) -> str:
    name = str(rules.get_game(tour.game).name) if tour.game in rules.GAMES else tour.game
    return t("tournament-variant", variant=tour.variant, game=name) if tour.variant else name


def heading_text(tour: TournamentSnapshot) -> str:
    if tour.format == ARENA:
        length = t("tournament-length-minutes", minutes=tour.minutes or 0)
    elif tour.format == ROUND_ROBIN:
        length = t("tournament-length-round-robin")
    elif tour.rounds is None:
        length = t("tournament-length-auto")
    else:
        length = t("tournament-length-rounds", rounds=tour.rounds)
    return t("tournament-heading", format=format_title(tour.format), length=length,
             game=game_title(tour), seconds=tour.turn_seconds)


def status_text(status: TournamentStatus) -> str:
    return t(f"web-status-{status.value}")

