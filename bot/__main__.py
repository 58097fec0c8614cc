"""Command line: `python3 manage.py bot [COMMAND]` (the same as `python -m bot [COMMAND]`)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

PROG = "python3 manage.py bot"
EPILOG = """\
run exits with 0 when stopped (Ctrl-C, SIGTERM), 1 when the database can't be used or
2 when a setting is missing or wrong (a token Discord rejects included). Settings come from the
environment and from .env (see .env.example)."""


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog=PROG,
        description="Number Duels: a Discord bot for five two-player number games.",
        epilog=EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    commands = parser.add_subparsers(dest="command", metavar="COMMAND", title="commands")
    commands.add_parser(
        "run", help="start the Discord bot (the default)",
        description="Open and migrate the database, then connect to Discord and serve until "
        "Ctrl-C or SIGTERM. While Discord can't be reached it retries by itself.",
    )
    commands.add_parser(
        "play", add_help=False,
        help="play a game in the terminal (`play --help` lists its options)",
    )
    commands.add_parser(
        "analyze", add_help=False,
        help="who wins a game with perfect play (`analyze --help` lists its options)",
    )
    commands.add_parser(
        "migrate", help="bring the database schema up to date, and say what changed",
        description="Create the database schema, or upgrade it to the newest revision.",
    )
    commands.add_parser(
        "verify", help="check every stored match against the replay of its move log",
        description="Replay every match's move log and compare it with the stored state. "
        "Exit code 1 if any match differs.",
    )
    commands.add_parser(
        "web", help="serve the public pages (leaderboards, replays, tournaments)",
        description="Serve the public pages of the servers that turned them on (/config "
        "public-pages on) on WEB_HOST:WEB_PORT, reading the bot's database. Run it beside the "
        "bot; it stops on Ctrl-C or SIGTERM.",
    )
    backup = commands.add_parser(
        "backup", help="copy the SQLite database to PATH, safely while the bot runs",
        description="Write a consistent copy of the SQLite database to PATH (SQLite's online "
        "backup; the bot may keep running). PATH must not exist yet.",
    )
    backup.add_argument("path", metavar="PATH", type=Path, help="the new backup file")
    return parser


def main(argv: list[str]) -> int:
    if argv[:1] == ["play"]:  # terminal play parses its own options
        from bot.frontends.terminal import main as play  # lazy: play needs no discord

        return play(argv[1:])
    if argv[:1] == ["analyze"]:  # the referee parses its own options too
        from bot.frontends.analyze import main as analyze  # lazy: needs no discord

        return analyze(argv[1:])
    try:
        args = build_parser().parse_args(argv)
    except SystemExit as exit_:  # --help (0) or a usage error (2), already printed
        return int(exit_.code or 0)
    command = args.command or "run"

    # Imported here, not at the top: `--help` and `play` answer without loading them.
    from pydantic import ValidationError

    from bot.process.settings import Settings, describe_settings_error

    try:
        settings = Settings()
    except ValidationError as error:
        for line in describe_settings_error(error):
            print(line, file=sys.stderr)
        return 2
    if command == "run":
        from bot.process.runner import run  # lazy: only `run` loads discord.py

        return run(settings)
    if command == "web":
        from bot.web.serve import main as web  # lazy: the pages load no discord

        return web(settings)
    from bot.process import maintenance  # lazy, as above

    if command == "migrate":
        return maintenance.migrate(settings)
    if command == "verify":
        return maintenance.verify(settings)
    return maintenance.backup(settings, args.path)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
