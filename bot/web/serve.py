"""`python3 manage.py bot web`: the public pages as a process of their own (so pages never
compete with answering Discord, and one serves every shard's servers).

It reads the database the bot writes, never migrates it (the bot does, or `bot migrate`): a
missing SQLite file or a schema older than this code stops it with one line saying so.
Exit codes as the bot's: 0 stopped (SIGTERM, Ctrl-C), 1 the database can't be used or the
port can't be bound, 2 a wrong setting.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import signal
import sys

from aiohttp import web

from bot.process.settings import Settings
from bot.web.app import web_app
from bot.web.secret import pseudonyms
from db.engine import make_engine
from db.migrate import current_revision_async, head_revision
from db.urls import UnusableDatabaseUrl, resolve_database_url, sqlite_file

log = logging.getLogger(__name__)

EXIT_OK, EXIT_FAILED, EXIT_CONFIG = 0, 1, 2


async def _serve(settings: Settings) -> int:
    try:
        target = resolve_database_url(settings.database_url)
    except UnusableDatabaseUrl as error:
        print(error, file=sys.stderr)
        return EXIT_CONFIG
    path = sqlite_file(target.url) if target.is_sqlite else None
    if target.is_sqlite and (path is None or not path.exists()):
        where = "in memory" if path is None else f"at {path.resolve()}"
        print(f"No database {where}: the pages read the bot's database. Start the bot (or "
              "run `python3 manage.py bot migrate`) first, or check DATABASE_URL.",
              file=sys.stderr)
        return EXIT_FAILED
    try:
        revision = await current_revision_async(target.url)
    except Exception as error:  # unreachable server, bad credentials...
        print(f"Cannot open the database {target.describe()}: {type(error).__name__}: "
              f"{' '.join(str(error).split())[:300]}", file=sys.stderr)
        return EXIT_FAILED
    if revision != head_revision():
        print(f"The database is at revision {revision}, the pages need {head_revision()}: "
              "run `python3 manage.py bot migrate` (or start the bot, which migrates).",
              file=sys.stderr)
        return EXIT_FAILED
    engine = make_engine(target.url)
    runner = web.AppRunner(web_app(engine, pseudonyms(settings)), access_log=None)
    await runner.setup()
    try:
        site = web.TCPSite(runner, settings.web_host, settings.web_port)
        try:
            await site.start()
        except OSError as error:
            print(f"Cannot serve the pages on {settings.web_host}:{settings.web_port}: "
                  f"{error}. Check WEB_HOST and WEB_PORT.", file=sys.stderr)
            return EXIT_FAILED
        linked = (f"Discord links to {settings.web_base_url}" if settings.web_base_url
                  else "WEB_BASE_URL is not set: Discord shows no links to them")
        log.info("Public pages on http://%s:%d (database %s); %s", settings.web_host,
                 settings.web_port, target.describe(), linked)
        stop = asyncio.Event()
        loop = asyncio.get_running_loop()
        for sig in (signal.SIGTERM, signal.SIGINT):
            with contextlib.suppress(NotImplementedError, RuntimeError):  # Windows
                loop.add_signal_handler(sig, stop.set)
        await stop.wait()
        log.info("Shutting down")
    finally:
        await runner.cleanup()
        await engine.dispose()
    return EXIT_OK


def main(settings: Settings) -> int:
    logging.basicConfig(level=getattr(logging, settings.log_level),
                        format="%(asctime)s %(levelname)-8s %(name)s %(message)s")
    logging.getLogger("alembic").setLevel(logging.WARNING)
    try:
        return asyncio.run(_serve(settings))
    except KeyboardInterrupt:
        return EXIT_OK
