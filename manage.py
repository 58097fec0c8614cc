#!/usr/bin/env python3
"""The project's two entry points, usable on a fresh machine with only Python 3.11+ and git.

    python3 manage.py bot [ARGS]    run the bot; `python3 manage.py bot --help` lists its commands
    python3 manage.py test [ARGS]   ruff, mypy, then the whole test suite (ARGS go to pytest)

Each creates ``.venv`` on first use and refreshes it whenever ``pyproject.toml`` changes.
Only the standard library is used here, because nothing else is installed yet. Creating
``.venv`` needs Python's ``ensurepip`` (on Debian/Ubuntu: the python3-venv package).
"""

from __future__ import annotations

import hashlib
import os
import shutil
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
    """What the stamp says once the project with ``extras`` is installed for this pyproject."""
    digest = hashlib.sha256((ROOT / "pyproject.toml").read_bytes()).hexdigest()
    return f"{digest}[{extras}]"


def _venv_package() -> str:
    """The Debian/Ubuntu package that brings ensurepip to the running Python."""
    return f"python3.{sys.version_info.minor}-venv"


def _no_ensurepip() -> None:
    """Say what to install, leave no half-made .venv behind, and stop."""
    shutil.rmtree(VENV, ignore_errors=True)
    _say(f"Python's venv module can't install pip here (ensurepip is missing). On "
         f"Debian/Ubuntu: sudo apt install {_venv_package()} (or python3-venv), then run the "
         "same command again.")
    sys.exit(1)


def _create_venv() -> None:
    """A new .venv with pip in it. A .venv is trusted only once the stamp says its install
    finished, so one left half made (no pip, an interrupted install) is made again."""
    try:
        import ensurepip  # noqa: F401 - Debian/Ubuntu ship it in pythonX.Y-venv
    except ImportError:
        _no_ensurepip()
    _say(f"creating virtual environment in {VENV}")
    try:
        venv.EnvBuilder(with_pip=True, clear=True).create(VENV)
    except subprocess.CalledProcessError:  # ensurepip failed inside the new environment
        _no_ensurepip()
    if subprocess.call([str(PYTHON), "-m", "pip", "--version"], stdout=subprocess.DEVNULL,
                       stderr=subprocess.DEVNULL) != 0:
        _no_ensurepip()


def ensure_venv(extras: str) -> None:
    """Create or refresh .venv so that it holds the project (editable) with ``extras``."""
    if sys.version_info < (3, 11):  # noqa: UP036 - say it clearly on an old Python
        sys.exit("Number Duels needs Python 3.11 or newer.")
    wanted = _wanted_stamp(extras)
    have = STAMP.read_text().strip() if STAMP.exists() else ""
    # A venv installed with the test extras also serves the bot.
    if PYTHON.exists() and (have == wanted or (extras == "" and have == _wanted_stamp("test"))):
        return
    if not PYTHON.exists() or not have:
        _create_venv()
    target = f".[{extras}]" if extras else "."
    _say(f"installing {target} into .venv (first run or pyproject.toml changed)")
    pip = [str(PYTHON), "-m", "pip", "install", "--disable-pip-version-check", "-q"]
    for step in ([*pip, "--upgrade", "pip"], [*pip, "-e", target]):
        if subprocess.call(step, cwd=ROOT) != 0:
            _say("pip could not install the project (see its message above). Check that the "
                 "package index can be reached, then run the same command again.")
            sys.exit(1)
    STAMP.write_text(wanted + "\n")


def _from_here(args: list[str]) -> list[str]:
    """`bot backup PATH` with a relative PATH means relative to where the user typed it,
    although the bot runs in the project folder."""
    if len(args) >= 2 and args[0] == "backup" and not args[1].startswith("-"):
        return [args[0], os.path.abspath(args[1]), *args[2:]]
    return args


def run_bot(args: list[str]) -> int:
    ensure_venv("")
    command = [str(PYTHON), "-m", "bot", *_from_here(args)]
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
    _say("mypy (the files and strictness of [tool.mypy] in pyproject.toml)")
    types = subprocess.call([str(PYTHON), "-m", "mypy"], cwd=ROOT)
    if types != 0:
        _say("mypy found problems")
        return types
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
    if argv and argv[0] in {"-h", "--help", "help"}:
        print(__doc__)
        return 0
    if not argv or argv[0] not in {"bot", "test"}:
        if argv:
            print(f"manage.py: unknown command {argv[0]!r} (choose bot or test)", file=sys.stderr)
        print(__doc__, file=sys.stderr)
        return 2
    command, rest = argv[0], argv[1:]
    return run_bot(rest) if command == "bot" else run_tests(rest)


if __name__ == "__main__":
    try:
        sys.exit(main(sys.argv[1:]))
    except KeyboardInterrupt:
        sys.exit(130)
    except BrokenPipeError:  # output closed early (`... | head`): end quietly
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        sys.exit(0)
