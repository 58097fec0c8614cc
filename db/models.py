"""SQLAlchemy 2 typed models: matches, the append-only move log, ratings, vs-bot records,
the coach's hints and daily puzzles, and results between people, seasons and per-server
settings.

Every Discord id (guild, channel, message, user) is a snowflake and is stored as BigInteger.
Times are stored as naive UTC (``timestamp without time zone``) on every database and come
back timezone-aware (UTC) through :class:`UTCDateTime`, so SQLite and PostgreSQL behave the
same. The schema itself is created by the Alembic migrations in ``db/migrations``; these
models must stay in step with them (tests/db checks that the migrated schema matches).
"""

from __future__ import annotations

from datetime import UTC, date, datetime
from typing import Any

from sqlalchemy import (
    JSON,
    BigInteger,
    Boolean,
    CheckConstraint,
    Date,
    DateTime,
    Float,
    ForeignKey,
    Index,
    Integer,
    MetaData,
    SmallInteger,
    String,
    UniqueConstraint,
    false,
    text,
)
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column
from sqlalchemy.types import TypeDecorator

from db.enums import (
    EndReason,
    MatchStatus,
    PairingStatus,
    SeriesStatus,
    TournamentStatus,
    one_of,
)

#: The ``game`` value of the all-games rating table.
ALL_GAMES = "*"


# A 64-bit autoincrementing key; SQLite only autoincrements "INTEGER PRIMARY KEY".
BigId = BigInteger().with_variant(Integer(), "sqlite")

NAMING_CONVENTION = {
    "ix": "ix_%(table_name)s_%(column_0_N_name)s",
    "uq": "uq_%(table_name)s_%(column_0_N_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}


class UTCDateTime(TypeDecorator[datetime]):
    """Aware UTC datetimes in Python, naive UTC in the database (same on SQLite and Postgres)."""

    impl = DateTime(timezone=False)
    cache_ok = True

    def process_bind_param(self, value: datetime | None, dialect: Any) -> datetime | None:
        if value is None:
            return None
        if value.tzinfo is None:
            raise ValueError("naive datetime given; the database layer wants aware UTC times")
        return value.astimezone(UTC).replace(tzinfo=None)

    def process_result_value(self, value: datetime | None, dialect: Any) -> datetime | None:
        if value is None:
            return None
        return value.replace(tzinfo=UTC)


class Base(DeclarativeBase):
    metadata = MetaData(naming_convention=NAMING_CONVENTION)


class Match(Base):
    __tablename__ = "matches"

    id: Mapped[int] = mapped_column(BigId, primary_key=True, autoincrement=True)
    guild_id: Mapped[int] = mapped_column(BigInteger)
    channel_id: Mapped[int] = mapped_column(BigInteger)
    message_id: Mapped[int | None] = mapped_column(BigInteger)
    game: Mapped[str] = mapped_column(String(32))
    options: Mapped[dict[str, Any]] = mapped_column(JSON)
    challenger_id: Mapped[int] = mapped_column(BigInteger)
    opponent_id: Mapped[int] = mapped_column(BigInteger)
    player1_id: Mapped[int] = mapped_column(BigInteger)
    player2_id: Mapped[int] = mapped_column(BigInteger)
    bot_level: Mapped[str | None] = mapped_column(String(16))
    bot_user_id: Mapped[int | None] = mapped_column(BigInteger)
    status: Mapped[str] = mapped_column(String(16))  # a db.enums.MatchStatus value
    state: Mapped[dict[str, Any]] = mapped_column(JSON)
    to_move: Mapped[int] = mapped_column(SmallInteger)  # 0 = Player 1, 1 = Player 2
    deadline: Mapped[datetime | None] = mapped_column(UTCDateTime)
    winner_id: Mapped[int | None] = mapped_column(BigInteger)
    end_reason: Mapped[str | None] = mapped_column(String(16))  # a db.enums.EndReason value
    version: Mapped[int] = mapped_column(Integer, default=1)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime)
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime)
    # A soft reference (no FK): the match this one is a rematch of.
    rematch_of: Mapped[int | None] = mapped_column(BigInteger)
    # When the match ended (finished or voided), for /history.
    finished_at: Mapped[datetime | None] = mapped_column(UTCDateTime)
    # Who voided it and when (a moderator's /void); NULL: not voided.
    voided_by: Mapped[int | None] = mapped_column(BigInteger)
    voided_at: Mapped[datetime | None] = mapped_column(UTCDateTime)
    # A finished game between two people: whether it counted for ratings (the server's daily
    # limit may say no). NULL for games against the bot and matches that did not finish,
    # except a game whose winner the rules fixed from the start (for fun): False, against the
    # bot too, since it counts nowhere.
    rated: Mapped[bool | None] = mapped_column(Boolean)
    # Who ended the match early: the player who resigned or ran out
    # of time (so an aborted match, which has no winner, can still say who). NULL otherwise.
    ended_by: Mapped[int | None] = mapped_column(BigInteger)
    # A game of a best-of-N series: the series (a soft reference to series.id) and the
    # game's number in it (an aborted game's replay keeps the number). NULL: a single game.
    series_id: Mapped[int | None] = mapped_column(BigInteger)
    series_game: Mapped[int | None] = mapped_column(SmallInteger)
    # The server variant it was challenged as (its name, for the board), else NULL.
    variant: Mapped[str | None] = mapped_column(String(24))
    # A tournament game: the tournament (a soft reference to tournaments.id), else NULL.
    tournament_id: Mapped[int | None] = mapped_column(BigInteger)
    # The time a player has for each move, in seconds (a tournament's turn-seconds); NULL:
    # the server's turn timeout.
    turn_seconds: Mapped[int | None] = mapped_column(Integer)
    # The your-turn message posted for this match (deleted when replaced or answered).
    turn_ping_message_id: Mapped[int | None] = mapped_column(BigInteger)
    # When the one reminder before the clock runs out was sent for the current turn; NULL:
    # not yet.
    reminded_at: Mapped[datetime | None] = mapped_column(UTCDateTime)
    # A match outside a server the bot is in (guild_id 0) played in a server (one without
    # the bot, through a member's install of the app): that server, for its board's link.
    # NULL everywhere else (a server of the bot's, a DM, a group DM, the DM with the bot).
    outside_guild_id: Mapped[int | None] = mapped_column(BigInteger)

    __table_args__ = (
        # Built from the enums; the text equals the migrations' (tests/db
        # compares them).
        CheckConstraint(one_of("status", MatchStatus), name="status"),
        CheckConstraint(f"end_reason IS NULL OR {one_of('end_reason', EndReason)}",
                        name="end_reason"),
        # /claim, /resign, the one-open-match rule: open matches of a channel.
        Index("ix_matches_channel_open", "guild_id", "channel_id", "status", "player1_id",
              "player2_id"),
        # The deadline loop: open matches by deadline.
        Index("ix_matches_status_deadline", "status", "deadline"),
        # /history: a server's ended matches, newest first.
        Index("ix_matches_guild_finished", "guild_id", "finished_at"),
        # The per-member challenge limit: a member's newest matches on a server.
        Index("ix_matches_challenger_created", "guild_id", "challenger_id", "created_at"),
        # A series' games.
        Index("ix_matches_series_id", "series_id"),
        # A tournament's games.
        Index("ix_matches_tournament_id", "tournament_id"),
    )


class Series(Base):
    """A best-of-N series between two players (docs/rules.md, decision 12).

    ``first_id`` moves first in game 1 and every odd game, ``second_id`` in the even ones.
    ``first_wins`` / ``second_wins``: the games that count, recomputed after a /void."""

    __tablename__ = "series"

    id: Mapped[int] = mapped_column(BigId, primary_key=True, autoincrement=True)
    guild_id: Mapped[int] = mapped_column(BigInteger)
    channel_id: Mapped[int] = mapped_column(BigInteger)
    game: Mapped[str] = mapped_column(String(32))
    best_of: Mapped[int] = mapped_column(SmallInteger)
    first_id: Mapped[int] = mapped_column(BigInteger)
    second_id: Mapped[int] = mapped_column(BigInteger)
    first_wins: Mapped[int] = mapped_column(Integer)
    second_wins: Mapped[int] = mapped_column(Integer)
    status: Mapped[str] = mapped_column(String(16))  # a db.enums.SeriesStatus value
    winner_id: Mapped[int | None] = mapped_column(BigInteger)
    ended_by: Mapped[int | None] = mapped_column(BigInteger)  # who resigned the series
    version: Mapped[int] = mapped_column(Integer)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime)
    finished_at: Mapped[datetime | None] = mapped_column(UTCDateTime)

    __table_args__ = (
        CheckConstraint(one_of("status", SeriesStatus), name="status"),
        # 2: a tournament pairing's two games, both always played (it may end 1-1).
        CheckConstraint("best_of IN (1, 2, 3, 5, 7)", name="best_of"),
        Index("ix_series_guild_players", "guild_id", "first_id", "second_id"),
    )


class ServerVariant(Base):
    """A server's named variant (/config variant-add): a game with its options and a series
    length, challenged by name and rated under its game."""

    __tablename__ = "server_variants"

    id: Mapped[int] = mapped_column(BigId, primary_key=True, autoincrement=True)
    guild_id: Mapped[int] = mapped_column(BigInteger)
    name: Mapped[str] = mapped_column(String(24))
    game: Mapped[str] = mapped_column(String(32))
    options: Mapped[dict[str, Any]] = mapped_column(JSON)
    best_of: Mapped[int] = mapped_column(SmallInteger)
    created_by: Mapped[int] = mapped_column(BigInteger)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime)

    __table_args__ = (UniqueConstraint("guild_id", "name"),)


class Move(Base):
    """Append-only log: one row per history entry of the rules State (a pass has number NULL)."""

    __tablename__ = "moves"

    id: Mapped[int] = mapped_column(BigId, primary_key=True, autoincrement=True)
    match_id: Mapped[int] = mapped_column(
        BigInteger, ForeignKey("matches.id", ondelete="CASCADE")
    )
    ply: Mapped[int] = mapped_column(Integer)  # 1-based position in State.history
    player_id: Mapped[int] = mapped_column(BigInteger)
    number: Mapped[int | None] = mapped_column(Integer)
    played_at: Mapped[datetime] = mapped_column(UTCDateTime)

    __table_args__ = (UniqueConstraint("match_id", "ply"),)


class Rating(Base):
    """Per guild, season, user and game (or ALL_GAMES): openskill rating and record. PvP only.

    ``season``: the server's season the row counts in (default 1, the first). A past
    season's rows are its final table."""

    __tablename__ = "ratings"

    id: Mapped[int] = mapped_column(BigId, primary_key=True, autoincrement=True)
    guild_id: Mapped[int] = mapped_column(BigInteger)
    user_id: Mapped[int] = mapped_column(BigInteger)
    game: Mapped[str] = mapped_column(String(32))
    season: Mapped[int] = mapped_column(Integer, server_default=text("1"))
    mu: Mapped[float] = mapped_column(Float)
    sigma: Mapped[float] = mapped_column(Float)
    rating: Mapped[float] = mapped_column(Float)  # display rating, see bot.standings.ratings
    wins: Mapped[int] = mapped_column(Integer, default=0)
    losses: Mapped[int] = mapped_column(Integer, default=0)
    streak: Mapped[int] = mapped_column(Integer, default=0)

    __table_args__ = (
        UniqueConstraint("guild_id", "season", "user_id", "game"),
        # Leaderboard order within a guild, season and game.
        Index("ix_ratings_leaderboard", "guild_id", "season", "game", "rating", "wins"),
    )


class BotRecord(Base):
    """Results against the bot, per guild, user and game. Unrated."""

    __tablename__ = "bot_records"

    id: Mapped[int] = mapped_column(BigId, primary_key=True, autoincrement=True)
    guild_id: Mapped[int] = mapped_column(BigInteger)
    user_id: Mapped[int] = mapped_column(BigInteger)
    game: Mapped[str] = mapped_column(String(32))
    wins: Mapped[int] = mapped_column(Integer, default=0)
    losses: Mapped[int] = mapped_column(Integer, default=0)

    __table_args__ = (UniqueConstraint("guild_id", "user_id", "game"),)


class Hints(Base):
    """Hints asked in a match against the bot (bot.coach.service)."""

    __tablename__ = "hints"

    match_id: Mapped[int] = mapped_column(
        BigInteger, ForeignKey("matches.id", ondelete="CASCADE"), primary_key=True
    )
    guild_id: Mapped[int] = mapped_column(BigInteger)
    user_id: Mapped[int] = mapped_column(BigInteger)
    hints: Mapped[int] = mapped_column(Integer)

    __table_args__ = (Index("ix_hints_guild_id_user_id", "guild_id", "user_id"),)


class Puzzle(Base):
    """A server's puzzle of one UTC day (rules.puzzles)."""

    __tablename__ = "puzzles"

    id: Mapped[int] = mapped_column(BigId, primary_key=True, autoincrement=True)
    guild_id: Mapped[int] = mapped_column(BigInteger)
    day: Mapped[date] = mapped_column(Date)
    game: Mapped[str] = mapped_column(String(32))
    state: Mapped[dict[str, Any]] = mapped_column(JSON)  # the position, State.to_json()
    answer: Mapped[int] = mapped_column(Integer)  # the only winning number
    created_at: Mapped[datetime] = mapped_column(UTCDateTime)
    # Its post in the server's puzzle channel (/config puzzle-channel); None: not posted.
    posted_message_id: Mapped[int | None] = mapped_column(BigInteger)

    __table_args__ = (UniqueConstraint("guild_id", "day"),)


class PuzzleAnswer(Base):
    """A member's one answer to a puzzle."""

    __tablename__ = "puzzle_answers"

    id: Mapped[int] = mapped_column(BigId, primary_key=True, autoincrement=True)
    puzzle_id: Mapped[int] = mapped_column(
        BigInteger, ForeignKey("puzzles.id", ondelete="CASCADE")
    )
    user_id: Mapped[int] = mapped_column(BigInteger)
    number: Mapped[int] = mapped_column(Integer)
    correct: Mapped[bool] = mapped_column(Boolean)
    answered_at: Mapped[datetime] = mapped_column(UTCDateTime)

    __table_args__ = (UniqueConstraint("puzzle_id", "user_id"),)


class PuzzleScore(Base):
    """Puzzles solved and the daily streak, per guild and user.

    ``streak`` counts consecutive days solved up to ``last_solved`` (0 after a wrong
    answer); it is current while ``last_solved`` is today or yesterday."""

    __tablename__ = "puzzle_scores"

    id: Mapped[int] = mapped_column(BigId, primary_key=True, autoincrement=True)
    guild_id: Mapped[int] = mapped_column(BigInteger)
    user_id: Mapped[int] = mapped_column(BigInteger)
    solved: Mapped[int] = mapped_column(Integer)
    streak: Mapped[int] = mapped_column(Integer)
    last_solved: Mapped[date | None] = mapped_column(Date)

    __table_args__ = (
        UniqueConstraint("guild_id", "user_id"),
        Index("ix_puzzle_scores_table", "guild_id", "solved"),
    )


class Result(Base):
    """Each finished game between two people, in the order it was
    counted (``id``). Replaying a season's rows in that order gives its ratings
    (bot/standings/seasons.py);
    whether a row counted for ratings, and whether it was voided, is on its match
    (``matches.rated``, ``matches.voided_by``). ``winner_rating`` / ``loser_rating``: the
    players' display ratings in this game right after it (NULL when unrated), for /stats'
    chart. A soft reference to the match (no FK), like ``rematch_of``."""

    __tablename__ = "results"

    id: Mapped[int] = mapped_column(BigId, primary_key=True, autoincrement=True)
    match_id: Mapped[int] = mapped_column(BigInteger)
    guild_id: Mapped[int] = mapped_column(BigInteger)
    season: Mapped[int] = mapped_column(Integer)
    game: Mapped[str] = mapped_column(String(32))
    winner_id: Mapped[int] = mapped_column(BigInteger)
    loser_id: Mapped[int] = mapped_column(BigInteger)
    winner_rating: Mapped[float | None] = mapped_column(Float)
    loser_rating: Mapped[float | None] = mapped_column(Float)

    __table_args__ = (
        UniqueConstraint("match_id"),
        Index("ix_results_season", "guild_id", "season", "id"),
        Index("ix_results_pair", "guild_id", "winner_id", "loser_id"),
    )


class Season(Base):
    """A season a server started with /season start. A server
    without rows is in season 1 (which began with its first game)."""

    __tablename__ = "seasons"

    id: Mapped[int] = mapped_column(BigId, primary_key=True, autoincrement=True)
    guild_id: Mapped[int] = mapped_column(BigInteger)
    number: Mapped[int] = mapped_column(Integer)
    started_at: Mapped[datetime] = mapped_column(UTCDateTime)
    started_by: Mapped[int | None] = mapped_column(BigInteger)

    __table_args__ = (UniqueConstraint("guild_id", "number"),)


class GuildSettings(Base):
    """What a server changed with /config. NULL (or no row): the
    environment's default. ``version`` bumps on every change (optimistic updates)."""

    __tablename__ = "guild_settings"

    guild_id: Mapped[int] = mapped_column(BigInteger, primary_key=True, autoincrement=False)
    turn_timeout_hours: Mapped[int | None] = mapped_column(Integer)
    challenge_timeout_minutes: Mapped[int | None] = mapped_column(Integer)
    bot_level: Mapped[str | None] = mapped_column(String(16))
    daily_rated_limit: Mapped[int | None] = mapped_column(Integer)
    allowed_channels: Mapped[list[int] | None] = mapped_column(JSON)  # challenge channels
    disabled_games: Mapped[list[str] | None] = mapped_column(JSON)  # rules slugs
    challenge_limit_per_minute: Mapped[int | None] = mapped_column(Integer)  # 0: no limit
    challenge_limit_per_hour: Mapped[int | None] = mapped_column(Integer)
    version: Mapped[int] = mapped_column(Integer)
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime)
    updated_by: Mapped[int | None] = mapped_column(BigInteger)
    # The role whose members may create tournaments (besides Manage Server); NULL: none.
    organiser_role_id: Mapped[int | None] = mapped_column(BigInteger)
    # The language of the server's public messages (a Discord locale code, /config language);
    # NULL: the server's own Discord language.
    language: Mapped[str | None] = mapped_column(String(8))
    # How a member is told it is their turn, unless they chose (/config notify-turns:
    # channel, dm, off); NULL: channel.
    notify_turns: Mapped[str | None] = mapped_column(String(8))
    # The channel the day's puzzle is posted in by itself (/config puzzle-channel); NULL: none.
    puzzle_channel_id: Mapped[int | None] = mapped_column(BigInteger)
    # Whether the public web pages show this server (/config public-pages); NULL/False: 404.
    public_pages: Mapped[bool | None] = mapped_column(Boolean)


class Tournament(Base):
    """A tournament in a channel: arena, Swiss or round robin, from sign-up to
    podium. ``rounds``: Swiss and round robin (NULL for the arena, which lasts ``minutes``);
    ``current_round``: the round being played (0 before the start; the arena counts its
    pairings' waves). ``ends_at``: the arena's end. ``version`` bumps on every change."""

    __tablename__ = "tournaments"

    id: Mapped[int] = mapped_column(BigId, primary_key=True, autoincrement=True)
    guild_id: Mapped[int] = mapped_column(BigInteger)
    channel_id: Mapped[int] = mapped_column(BigInteger)
    name: Mapped[str] = mapped_column(String(100))
    format: Mapped[str] = mapped_column(String(16))  # arena, swiss, round-robin
    game: Mapped[str] = mapped_column(String(32))
    options: Mapped[dict[str, Any]] = mapped_column(JSON)
    variant: Mapped[str | None] = mapped_column(String(24))
    rounds: Mapped[int | None] = mapped_column(SmallInteger)
    minutes: Mapped[int | None] = mapped_column(Integer)
    turn_seconds: Mapped[int] = mapped_column(Integer)
    starts_at: Mapped[datetime] = mapped_column(UTCDateTime)
    status: Mapped[str] = mapped_column(String(16))  # a db.enums.TournamentStatus value
    organiser_id: Mapped[int] = mapped_column(BigInteger)
    signup_message_id: Mapped[int | None] = mapped_column(BigInteger)
    current_round: Mapped[int] = mapped_column(Integer)
    started_at: Mapped[datetime | None] = mapped_column(UTCDateTime)
    ends_at: Mapped[datetime | None] = mapped_column(UTCDateTime)
    version: Mapped[int] = mapped_column(Integer)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime)
    finished_at: Mapped[datetime | None] = mapped_column(UTCDateTime)

    __table_args__ = (
        CheckConstraint(one_of("status", TournamentStatus), name="status"),
        # One running or sign-up tournament per channel; a server's tournaments.
        Index("ix_tournaments_channel_status", "guild_id", "channel_id", "status"),
        # The due work (start times, arena ends).
        Index("ix_tournaments_status_starts_at", "status", "starts_at"),
    )


class TournamentPlayer(Base):
    """A player signed up to a tournament. ``rating``: their rating in the game when they
    joined (the last tiebreak, and the Swiss ranking before the first round);
    ``withdrawn_at``: when they left a running tournament; ``bye_round``: the round of their
    bye (Swiss and round robin)."""

    __tablename__ = "tournament_players"

    tournament_id: Mapped[int] = mapped_column(
        BigInteger, ForeignKey("tournaments.id", ondelete="CASCADE"), primary_key=True)
    user_id: Mapped[int] = mapped_column(BigInteger, primary_key=True, autoincrement=False)
    rating: Mapped[float] = mapped_column(Float)
    joined_at: Mapped[datetime] = mapped_column(UTCDateTime)
    withdrawn_at: Mapped[datetime | None] = mapped_column(UTCDateTime)
    bye_round: Mapped[int | None] = mapped_column(SmallInteger)


class TournamentPairing(Base):
    """Two players of a round (or of an arena wave): their two-game series (``series_id``, a
    soft reference), the games each won and the tournament points each got. ``b_id`` NULL: a
    bye (``a_points`` 1)."""

    __tablename__ = "tournament_pairings"

    id: Mapped[int] = mapped_column(BigId, primary_key=True, autoincrement=True)
    tournament_id: Mapped[int] = mapped_column(
        BigInteger, ForeignKey("tournaments.id", ondelete="CASCADE"))
    round: Mapped[int] = mapped_column(Integer)
    a_id: Mapped[int] = mapped_column(BigInteger)
    b_id: Mapped[int | None] = mapped_column(BigInteger)
    series_id: Mapped[int | None] = mapped_column(BigInteger)
    a_wins: Mapped[int] = mapped_column(SmallInteger)
    b_wins: Mapped[int] = mapped_column(SmallInteger)
    a_points: Mapped[float] = mapped_column(Float)
    b_points: Mapped[float] = mapped_column(Float)
    status: Mapped[str] = mapped_column(String(8))  # a db.enums.PairingStatus value
    started_at: Mapped[datetime] = mapped_column(UTCDateTime)
    finished_at: Mapped[datetime | None] = mapped_column(UTCDateTime)

    __table_args__ = (
        CheckConstraint(one_of("status", PairingStatus), name="status"),
        Index("ix_tournament_pairings_tournament_id_round", "tournament_id", "round"),
        Index("ix_tournament_pairings_series_id", "series_id"),
    )


class PlayerSettings(Base):
    """A member's own settings, on every server: whether tournaments may send them a direct
    message with a link to their board (/notify tournaments:)."""

    __tablename__ = "player_settings"

    user_id: Mapped[int] = mapped_column(BigInteger, primary_key=True, autoincrement=False)
    notify_tournaments: Mapped[bool] = mapped_column(Boolean)
    # How the member is told it is their turn (/notify turns: channel, dm, off); NULL: the
    # server's default.
    notify_turns: Mapped[str | None] = mapped_column(String(8))
    # The last Discord locale seen from the member: the language of their DMs.
    locale: Mapped[str | None] = mapped_column(String(8))
    # Discord refused a DM to the member (50007): no DM is tried before this time.
    dms_refused_until: Mapped[datetime | None] = mapped_column(UTCDateTime)


class ServerLocale(Base):
    """The Discord language a server's interactions last carried (``guild_locale``): what its
    public posts speak when no interaction brings it (deadlines, tournaments, the puzzle)."""

    __tablename__ = "server_locales"

    guild_id: Mapped[int] = mapped_column(BigInteger, primary_key=True, autoincrement=False)
    locale: Mapped[str] = mapped_column(String(8))
    seen_at: Mapped[datetime] = mapped_column(UTCDateTime)


class Member(Base):
    """A member of a server as Discord showed them when they last used the bot there: their
    name (tournament exports, the public pages) and whether they hide it on the pages."""

    __tablename__ = "members"

    guild_id: Mapped[int] = mapped_column(BigInteger, primary_key=True, autoincrement=False)
    user_id: Mapped[int] = mapped_column(BigInteger, primary_key=True, autoincrement=False)
    display_name: Mapped[str] = mapped_column(String(100))
    hide_name: Mapped[bool] = mapped_column(Boolean, server_default=false())
    seen_at: Mapped[datetime] = mapped_column(UTCDateTime)
