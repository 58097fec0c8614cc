"""The pages' addresses, one place for the web process (its routes) and the bot (the links
it draws under its messages): ``/s/<server id>/`` and below. Pure."""

from __future__ import annotations

from urllib.parse import urlencode


def server_path(guild_id: int) -> str:
    return f"/s/{guild_id}/"


def leaderboard_path(guild_id: int, game: str | None = None, season: int | None = None,
                     page: int = 1) -> str:
    """The server's table: every game (``game`` None) or one, this season or ``season``."""
    query = {key: value for key, value in (("game", game), ("season", season),
                                           ("page", page if page > 1 else None))
             if value is not None}
    return server_path(guild_id) + (f"?{urlencode(query)}" if query else "")


def match_path(guild_id: int, match_id: int) -> str:
    return f"/s/{guild_id}/m/{match_id}"


def tournaments_path(guild_id: int) -> str:
    return f"/s/{guild_id}/t/"


def tournament_path(guild_id: int, tournament_id: int) -> str:
    return f"/s/{guild_id}/t/{tournament_id}"


def player_path(guild_id: int, token: str) -> str:
    """A member's profile, by their token in that server (bot.web.pseudonyms), never their
    Discord id."""
    return f"/s/{guild_id}/p/{token}"


def absolute(base_url: str, path: str) -> str:
    """``path`` under WEB_BASE_URL (which has no trailing slash)."""
    return base_url.rstrip("/") + path
