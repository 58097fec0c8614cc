"""The public pages' aiohttp application: routes, the answers to bad input, the language.

Every page of a server first checks that the server shows its pages (a short cache, so an
owner's /config public-pages off takes effect within SERVER_SECONDS): a server that never
turned them on answers 404 on every page, exactly as one that does not exist. Ids in an
address are numbers of at most 19 digits (a larger one can't be any row's), a query value is
a number of at most 9 digits (else 400); a page, move or round past the last is 404. Any
other failure is logged and answered with a plain 500 page: no traceback ever reaches a
browser.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Awaitable, Callable

from aiohttp import web
from sqlalchemy.ext.asyncio import AsyncEngine

import rules
from bot.core.connections import reading
from bot.core.errors import DatabaseUnavailable
from bot.web import reads
from bot.web.language import page_language
from bot.web.pages import Site
from bot.web.pseudonyms import Pseudonyms
from bot.web.templating import STATIC, Pages
from i18n import Text, speaking

log = logging.getLogger(__name__)

#: How long a server's "show the pages" and language are used before they are read again.
SERVER_SECONDS = 5.0
SERVERS_KEPT = 4096
#: The largest id a row can have (a signed 64-bit integer).
MAX_ID = 2**63 - 1
ID = r"{%s:\d{1,19}}"
QUERY_NUMBER_DIGITS = 9
#: Every page answers with these: no framing, no sniffing, only our own files.
HEADERS = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "same-origin",
    "X-Frame-Options": "DENY",
    "Content-Security-Policy": "default-src 'none'; style-src 'self'; script-src 'self'; "
                               "img-src 'self' data:; base-uri 'none'; form-action 'none'; "
                               "frame-ancestors 'none'",
}
SITE: web.AppKey[Site] = web.AppKey("site", Site)
PAGES: web.AppKey[Pages] = web.AppKey("pages", Pages)


class ServerCache:
    """Which servers show their pages, read at most every SERVER_SECONDS per server."""

    def __init__(self, site: Site, ttl: float = SERVER_SECONDS) -> None:
        self._site = site
        self._ttl = ttl
        self._kept: dict[int, tuple[float, reads.Server | None]] = {}

    async def get(self, guild_id: int) -> reads.Server | None:
        now = time.monotonic()
        kept = self._kept.get(guild_id)
        if kept is not None and now - kept[0] < self._ttl:
            return kept[1]
        async with reading(self._site.engine) as conn:
            found = await reads.server(conn, guild_id)
        if len(self._kept) >= SERVERS_KEPT:
            self._kept.clear()
        self._kept[guild_id] = (now, found)
        return found


SERVERS: web.AppKey[ServerCache] = web.AppKey("servers", ServerCache)


NOT_FOUND = Text("web-error-not-found")
BAD_REQUEST = Text("web-error-bad-request")
UNAVAILABLE = Text("web-error-unavailable")
FAILED = Text("web-error-failed")


class Problem(Exception):
    """A plain error page: 400 or 404, saying why."""

    def __init__(self, status: int, reason: Text) -> None:
        super().__init__(status, reason.key)
        self.status, self.reason = status, reason


def not_found() -> Problem:
    return Problem(404, NOT_FOUND)


def bad_request() -> Problem:
    return Problem(400, BAD_REQUEST)


def _id(request: web.Request, name: str) -> int:
    value = int(request.match_info[name])
    if not 0 < value <= MAX_ID:
        raise not_found()
    return value


def _page(request: web.Request, name: str = "page") -> int:
    """A page number of the query: 1 when absent, 404 for 0 (no page 0)."""
    found = _query(request, name)
    if found is None:
        return 1
    if found < 1:
        raise not_found()
    return found


def _query(request: web.Request, name: str) -> int | None:
    """A number of the query (None: absent); 400 when it is not a plain number."""
    raw = request.query.get(name)
    if raw is None:
        return None
    if not raw.isascii() or not raw.isdigit() or len(raw) > QUERY_NUMBER_DIGITS:
        raise bad_request()
    return int(raw)


def _html(text: str, language: str, status: int = 200) -> web.Response:
    response = web.Response(text=text, status=status, content_type="text/html",
                            charset="utf-8")
    response.headers.update(HEADERS)
    response.headers["Content-Language"] = language
    response.headers["Vary"] = "Accept-Language"
    response.headers["Cache-Control"] = "public, max-age=30" if status == 200 else "no-store"
    return response


Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]


@web.middleware
async def plain_errors(request: web.Request, handler: Handler) -> web.StreamResponse:
    """Bad input and failures as plain pages, in the browser's language."""
    try:
        return await handler(request)
    except Problem as problem:
        return _error_page(request, problem.status, problem.reason)
    except web.HTTPException as error:
        if error.status < 400:
            raise
        if error.status in (403, 404, 410):  # aiohttp's static files: 403 for a folder
            return _error_page(request, 404, NOT_FOUND)
        return _error_page(request, 405 if error.status == 405 else 400, BAD_REQUEST)
    except DatabaseUnavailable as error:
        log.warning("Page %s: database unavailable: %s", request.path, error)
        return _error_page(request, 503, UNAVAILABLE)
    except Exception:
        log.exception("Page %s failed", request.path)
        return _error_page(request, 500, FAILED)


def _error_page(request: web.Request, status: int, reason: Text) -> web.Response:
    language = page_language(request.headers.get("Accept-Language"), None)
    with speaking(language):
        text = request.app[PAGES].render("error.html", status=status, message=str(reason),
                                         server=None)
    return _html(text, language, status)


async def _server(request: web.Request) -> reads.Server:
    found = await request.app[SERVERS].get(_id(request, "guild"))
    if found is None:
        raise not_found()
    return found


def _language(request: web.Request, server: reads.Server | None) -> str:
    return page_language(request.headers.get("Accept-Language"),
                         None if server is None else server.language)


async def index(request: web.Request) -> web.Response:
    language = _language(request, None)
    with speaking(language):
        return _html(request.app[PAGES].render("index.html", server=None), language)


async def server_root(request: web.Request) -> web.Response:
    await _server(request)
    raise web.HTTPMovedPermanently(f"/s/{_id(request, 'guild')}/")


async def leaderboard(request: web.Request) -> web.Response:
    server = await _server(request)
    game = request.query.get("game")
    if game is not None and game not in rules.GAMES:
        raise not_found()
    season, page = _query(request, "season"), _page(request)
    if season == 0:
        raise not_found()
    language = _language(request, server)
    with speaking(language):
        found = await request.app[SITE].leaderboard(server.guild_id, game, season, page)
        if found is None:
            raise not_found()
        return _html(request.app[PAGES].render("leaderboard.html", server=server, page=found),
                     language)


async def profile(request: web.Request) -> web.Response:
    server = await _server(request)
    page = _page(request)
    language = _language(request, server)
    with speaking(language):
        found = await request.app[SITE].profile(server.guild_id, request.match_info["token"],
                                                page)
        if found is None:
            raise not_found()
        return _html(request.app[PAGES].render("profile.html", server=server, page=found),
                     language)


async def match(request: web.Request) -> web.Response:
    server = await _server(request)
    match_id, step = _id(request, "match"), _query(request, "move")
    language = _language(request, server)
    with speaking(language):
        page = await request.app[SITE].replay(server.guild_id, match_id, step)
        if page is None:
            raise not_found()
        return _html(request.app[PAGES].render("replay.html", server=server, page=page),
                     language)


async def tournaments(request: web.Request) -> web.Response:
    server = await _server(request)
    page = _page(request)
    language = _language(request, server)
    with speaking(language):
        found = await request.app[SITE].tournaments(server.guild_id, page)
        if found is None:
            raise not_found()
        return _html(request.app[PAGES].render("tournaments.html", server=server,
                                               page=found), language)


async def tournament(request: web.Request) -> web.Response:
    server = await _server(request)
    tournament_id = _id(request, "tournament")
    round_number = _query(request, "round")
    language = _language(request, server)
    with speaking(language):
        found = await request.app[SITE].tournament(server.guild_id, tournament_id,
                                                   round_number)
        if found is None:
            raise not_found()
        return _html(request.app[PAGES].render("tournament.html", server=server, page=found),
                     language)


async def robots(request: web.Request) -> web.Response:
    """Members' names are on these pages: search engines are asked not to index them."""
    return web.Response(text="User-agent: *\nDisallow: /\n")


def web_app(engine: AsyncEngine, pseudonyms: Pseudonyms,
            server_seconds: float = SERVER_SECONDS) -> web.Application:
    """The pages of every server that shows them, on ``engine`` (``server_seconds``: how
    long a server's pages setting is used before it is read again)."""
    site = Site(engine, pseudonyms)
    app = web.Application(middlewares=[plain_errors], client_max_size=1024)
    app[SITE] = site
    app[PAGES] = Pages()
    app[SERVERS] = ServerCache(site, server_seconds)
    guild = ID % "guild"
    app.router.add_get("/", index)
    app.router.add_get("/robots.txt", robots)
    app.router.add_get(f"/s/{guild}", server_root)
    app.router.add_get(f"/s/{guild}/", leaderboard)
    app.router.add_get(f"/s/{guild}/p/{{token:[0-9a-f]{{16}}}}", profile)
    app.router.add_get(f"/s/{guild}/m/{ID % 'match'}", match)
    app.router.add_get(f"/s/{guild}/t/", tournaments)
    app.router.add_get(f"/s/{guild}/t/{ID % 'tournament'}", tournament)
    app.router.add_static("/static/", STATIC, show_index=False, follow_symlinks=False)
    return app
