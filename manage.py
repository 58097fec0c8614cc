#!/usr/bin/env python3
"""The project's two entry points, usable on a fresh machine with only Python 3.11+ and git.

    python3 manage.py bot [ARGS]    run the bot; `python3 manage.py bot --help` lists its commands
    python3 manage.py test [ARGS]   ruff, mypy, then the whole test suite (ARGS go to pytest)
    python3 manage.py test --quick  the same without the slow folders, for the edit loop

The test suite runs once per database backend: on SQLite, and again on PostgreSQL when
TEST_DATABASE_URL is set (`--backend sqlite` or `--backend postgresql` runs just that
one; the PostgreSQL run leaves out the tests that use no database), each run on every
core (pytest-xdist, two workers per core; `-n 0` runs one process), after compiling the
project's modules (`_compile`).
`--quick` leaves out the folders whose tests start bot processes or run whole bots for
long (tests/process, tests/reliability, tests/e2e): a few minutes instead of the full run's;
the plain command (the README's, and CI's) still runs everything.

Each creates `.venv` on first use and refreshes it whenever `pyproject.toml` changes.
Only the standard library is used here, because nothing else is installed yet. Creating
`.venv` needs Python's `ensurepip` (on Debian/Ubuntu: the python3-venv package).
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


PG_ENV = "TEST_DATABASE_URL"
BACKENDS = ("sqlite", "postgresql")
#: What ``--quick`` leaves out: the folders of bot processes and long whole-bot runs.
SLOW_FOLDERS = ("tests/process", "tests/reliability", "tests/e2e")


def _quick(args: list[str]) -> list[str]:
    """The pytest arguments for ``--quick`` (given anywhere): the slow folders ignored."""
    if "--quick" not in args:
        return args
    rest = [a for a in args if a != "--quick"]
    return [*(f"--ignore={folder}" for folder in SLOW_FOLDERS), *rest]


#: pytest-xdist workers per core. Most of an end-to-end test is waiting (Discord's rate
#: limits on the stand-in, bot processes starting, deadlines), so two workers per core keep
#: the cores busy: on 2 cores, 4 workers ran the suite in 213 s against 312 s with 2, and 6
#: in the same 213 s.
WORKERS_PER_CORE = 2


def _parallel(args: list[str]) -> list[str]:
    """pytest-xdist, WORKERS_PER_CORE workers per core, unless the arguments choose."""
    chosen = any(a in {"--numprocesses", "no:xdist"} or a.startswith(("-n", "--numprocesses="))
                 for a in args)
    return [] if chosen else ["-n", str(WORKERS_PER_CORE * (os.cpu_count() or 1))]


def _backends(args: list[str]) -> tuple[list[str], list[str]] | str:
    """The backends to run the suite on, and the arguments left for pytest; or what is wrong.

    ``--backend sqlite|postgresql`` (repeatable) chooses; without it: SQLite, and PostgreSQL
    too when TEST_DATABASE_URL is set."""
    chosen: list[str] = []
    rest: list[str] = []
    values = iter(args)
    for arg in values:
        if arg == "--backend" or arg.startswith("--backend="):
            value = arg.partition("=")[2] or next(values, "")
            if value not in BACKENDS:
                return f"--backend takes {' or '.join(BACKENDS)}, not {value!r}"
            chosen.append(value)
        else:
            rest.append(arg)
    if not chosen:
        chosen = ["sqlite", *(["postgresql"] if os.environ.get(PG_ENV) else [])]
    if "postgresql" in chosen and not os.environ.get(PG_ENV):
        return (f"the PostgreSQL run needs {PG_ENV}, e.g. "
                "postgresql+asyncpg://postgres@127.0.0.1:5432/test")
    return list(dict.fromkeys(chosen)), rest


#: The folders whose modules the suite's processes import (see `_compile`).
SOURCE_FOLDERS = ("bot", "cogs", "rules", "db", "i18n", "tests", "benchmarks")


def _compile() -> None:
    """Compile the project's modules and parse its catalogues once, and let the test run
    keep compiled modules even where PYTHONDONTWRITEBYTECODE is set (`_pytest`). The suite
    starts hundreds of Python processes (bot processes, pytest's workers) that import the
    same modules and read the same catalogues; without their compiled forms each compiles
    them again (half a second per bot process), and each worker rewrites every test
    module's asserts again (pytest keeps the rewritten modules only where bytecode may be
    written). They go to __pycache__, which git ignores."""
    subprocess.call([str(PYTHON), "-m", "compileall", "-q", "-j", "0", *SOURCE_FOLDERS],
                    cwd=ROOT, stdout=subprocess.DEVNULL)
    # The catalogues' parses (i18n/parsed.py) are kept only where bytecode may be written.
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    subprocess.call([str(PYTHON), "-c", "from i18n.catalog import LOCALES; "
                     "from i18n.parsed import keep_all; keep_all(LOCALES)"], cwd=ROOT, env=env)


def _pytest(backend: str, args: list[str]) -> int:
    """One pytest run of the suite on ``backend`` (tests/fixtures/databases.py reads it from
    TEST_DATABASE_URL: set for PostgreSQL, removed for SQLite)."""
    env = dict(os.environ)
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # see _compile
    if backend == "sqlite":
        env.pop(PG_ENV, None)
    _say(f"pytest on {backend}" + (f" ({env[PG_ENV]})" if backend == "postgresql" else ""))
    code = subprocess.call([str(PYTHON), "-m", "pytest", *_parallel(args), *args], cwd=ROOT,
                           env=env)
    if code == NO_TESTS_COLLECTED:
        _say(f"pytest collected no tests on {backend}: that is a failure")
        return 1
    return code


def run_tests(args: list[str]) -> int:
    wanted = _backends(_quick(args))
    if isinstance(wanted, str):
        _say(wanted)
        return 2
    backends, pytest_args = wanted
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
    _compile()
    _say("databases under test, one pytest run each: " + ", ".join(backends))
    codes = {backend: _pytest(backend, pytest_args) for backend in backends}
    failed = [backend for backend, code in codes.items() if code != 0]
    if failed:
        _say("tests failed on " + ", ".join(failed))
        return next(code for code in codes.values() if code != 0)
    return 0


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
