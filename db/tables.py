"""Every table as SQLAlchemy Core sees it, typed once (the models declare them): the stores'
statements are built on these."""

from __future__ import annotations

from typing import cast

from sqlalchemy import Table

from db.models import (
    BotRecord,
    GuildSettings,
    Hints,
    Match,
    Member,
    Move,
    PlayerSettings,
    Puzzle,
    PuzzleAnswer,
    PuzzleScore,
    Rating,
    Result,
    Season,
    Series,
    ServerLocale,
    ServerVariant,
    Tournament,
    TournamentPairing,
    TournamentPlayer,
)

matches = cast(Table, Match.__table__)
series = cast(Table, Series.__table__)
server_variants = cast(Table, ServerVariant.__table__)
moves = cast(Table, Move.__table__)
ratings = cast(Table, Rating.__table__)
bot_records = cast(Table, BotRecord.__table__)
hints = cast(Table, Hints.__table__)
puzzles = cast(Table, Puzzle.__table__)
puzzle_answers = cast(Table, PuzzleAnswer.__table__)
puzzle_scores = cast(Table, PuzzleScore.__table__)
results = cast(Table, Result.__table__)
seasons = cast(Table, Season.__table__)
guild_settings = cast(Table, GuildSettings.__table__)
tournaments = cast(Table, Tournament.__table__)
tournament_players = cast(Table, TournamentPlayer.__table__)
tournament_pairings = cast(Table, TournamentPairing.__table__)
player_settings = cast(Table, PlayerSettings.__table__)
members = cast(Table, Member.__table__)
server_locales = cast(Table, ServerLocale.__table__)
