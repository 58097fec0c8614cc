"""Command line: `python -m bot [run|play|migrate|verify]` (run is the default)."""

from __future__ import annotations

import sys

USAGE = """usage: python -m bot [COMMAND]

commands:
  run        start the Discord bot (the default)
  play SLUG  play a game in the terminal (python -m bot play --help)
  migrate    bring the database schema up to date
  verify     check that every match's state equals the replay of its move log
"""


def main(argv: list[str]) -> int:
    command, rest = (argv[0], argv[1:]) if argv else ("run", [])
    if command in {"-h", "--help", "help"}:
        print(USAGE)
        return 0
    if command == "play":
        from bot.terminal import main as play

        return play(rest)
    if command in {"run", "migrate", "verify"}:
        from pydantic import ValidationError

        from bot.settings import Settings

        try:
            settings = Settings()
        except ValidationError as error:
            print(f"Bad setting: {error}", file=sys.stderr)
            return 2
        if command == "run":
            from bot.app import run

            return run(settings)
        from bot import maintenance

        if command == "migrate":
            return maintenance.migrate(settings)
        return maintenance.verify(settings)
    print(USAGE, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
