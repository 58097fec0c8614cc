#!/usr/bin/env python3
"""The project's two entry points, usable on a fresh machine with only Python 3.11+ and git.

    python3 manage.py bot [ARGS]    run the bot (or `python -m bot ARGS`, e.g. `play circle-duel`)
    python3 manage.py test [ARGS]   ruff, then the whole test suite (ARGS go to pytest)

Each creates ``.venv`` on first use and refreshes it whenever ``pyproject.toml`` changes.
Only the standard library is used here, because nothing else is installed yet.
"""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
STAMP = VENV / ".number-duels-installed"
BIN = VENV / ("Scripts" if os.name == "nt" else "bin")
PYTHON = BIN / ("python.exe" if os.name == "nt" else "python")
NO_TESTS_COLLECTED = 5


def _say(message: str) -> None:
    print(f"[manage] {message}", flush=True)


def _wanted_stamp(extras: str) -> str:
    digest = hashlib.sha256((ROOT / "pyproject.toml").read_bytes()).hexdigest()
    return f"{digest} {extras}"


def ensure_venv(extras: str) -> None:
    """Create or refresh .venv so that it holds the project (editable) with ``extras``."""
    if sys.version_info < (3, 11):  # noqa: UP036 - say it clearly on an old Python
        sys.exit("Number Duels needs Python 3.11 or newer.")
    wanted = _wanted_stamp(extras)
    have = STAMP.read_text().strip() if STAMP.exists() else ""
    # A venv installed with the test extras also serves the bot.
    if have == wanted or (extras == "" and have == _wanted_stamp("test")):
        return
    if not PYTHON.exists():
        _say(f"creating virtual environment in {VENV}")
        venv.EnvBuilder(with_pip=True, clear=True).create(VENV)
    target = f".[{extras}]" if extras else "."
    _say(f"installing {target} into .venv (first run or pyproject.toml changed)")
    pip = [str(PYTHON), "-m", "pip", "install", "--disable-pip-version-check", "-q"]
    subprocess.run([*pip, "--upgrade", "pip"], check=True, cwd=ROOT)
    subprocess.run([*pip, "-e", target], check=True, cwd=ROOT)
    STAMP.write_text(wanted + "\n")


def run_bot(args: list[str]) -> int:
    ensure_venv("")
    command = [str(PYTHON), "-m", "bot", *args]
    if os.name == "posix":
        # Become the bot process, so that SIGTERM/SIGKILL sent to this pid reach the bot itself.
        os.chdir(ROOT)
        os.execv(command[0], command)
    return subprocess.call(command, cwd=ROOT)


def run_tests(args: list[str]) -> int:
    ensure_venv("test")
    _say("ruff check")
    lint = subprocess.call([str(PYTHON), "-m", "ruff", "check", "."], cwd=ROOT)
    if lint != 0:
        _say("ruff found problems")
        return lint
    databases = ["sqlite"]
    if os.environ.get("TEST_DATABASE_URL"):
        databases.append("postgresql (TEST_DATABASE_URL)")
    _say("databases under test: " + ", ".join(databases))
    code = subprocess.call([str(PYTHON), "-m", "pytest", *args], cwd=ROOT)
    if code == NO_TESTS_COLLECTED:
        _say("pytest collected no tests: that is a failure")
        return 1
    return code


def main(argv: list[str]) -> int:
    if not argv or argv[0] not in {"bot", "test"}:
        print(__doc__)
        return 2
    command, rest = argv[0], argv[1:]
    return run_bot(rest) if command == "bot" else run_tests(rest)


if __name__ == "__main__":
    try:
        sys.exit(main(sys.argv[1:]))
    except KeyboardInterrupt:
        sys.exit(130)
