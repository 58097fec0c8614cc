"""`python3 manage.py ...` on a fresh copy of the project: the first run installs, the second
does no pip work at all, so a host with no package index in reach can still restart the bot."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.fixtures.processes import ROOT, clean_env, free_port

PROJECT_FILES = ("manage.py", "pyproject.toml", "README.md")
PROJECT_DIRS = ("bot", "cogs", "rules", "db")
INSTALLING = "[manage] installing"


def _fresh_copy(where: Path) -> Path:
    copy = where / "number-duels"
    copy.mkdir()
    for name in PROJECT_FILES:
        shutil.copy2(ROOT / name, copy / name)
    for name in PROJECT_DIRS:
        shutil.copytree(ROOT / name, copy / name,
                        ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
    return copy


def _python() -> str:
    """The machine's Python (not this test's virtual environment), as a newcomer has it."""
    return shutil.which("python3") or sys.executable


def _manage(copy: Path, *args: str, **env: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([_python(), "manage.py", *args], cwd=copy, env=clean_env(**env),
                          capture_output=True, text=True, timeout=900)


@pytest.mark.slow
@pytest.mark.timeout(1200)
def test_second_start_does_no_pip_work_and_needs_no_package_index(tmp_path: Path) -> None:
    copy = _fresh_copy(tmp_path)
    first = _manage(copy, "bot", "--help")
    assert first.returncode == 0, first.stdout[-2000:] + first.stderr[-2000:]
    assert INSTALLING in first.stdout  # a fresh copy does install
    assert "usage: python3 manage.py bot" in first.stdout

    nowhere = f"http://127.0.0.1:{free_port()}/simple"  # nothing listens there
    offline = {"PIP_INDEX_URL": nowhere, "PIP_NO_INDEX": "1", "PIP_FIND_LINKS": "",
               "PIP_RETRIES": "0", "PIP_TIMEOUT": "1"}
    for args in (["bot", "--help"], ["bot", "migrate"]):
        again = _manage(copy, *args, **offline, DATABASE_URL="sqlite:///data/duels.db")
        assert again.returncode == 0, again.stdout[-2000:] + again.stderr[-2000:]
        assert "[manage]" not in again.stdout, again.stdout  # no venv work, no pip
        assert "pip" not in again.stderr.lower()
    assert (copy / "data" / "duels.db").exists()

    # A changed pyproject.toml is installed again (and would need the index).
    with (copy / "pyproject.toml").open("a") as pyproject:
        pyproject.write("\n# changed\n")
    changed = _manage(copy, "bot", "--help", **offline)
    assert INSTALLING in changed.stdout
    assert changed.returncode == 1  # the index is out of reach: pip fails, and we say so
    assert "pip could not install the project" in changed.stdout
    assert "Traceback" not in changed.stderr


def test_relative_backup_path_is_taken_from_where_the_command_was_typed(tmp_path: Path) -> None:
    """manage.py runs the bot in the project folder; `backup PATH` still means PATH here."""
    sys.path.insert(0, str(ROOT))
    try:
        import manage
    finally:
        sys.path.remove(str(ROOT))
    here = os.getcwd()
    os.chdir(tmp_path)
    try:
        assert manage._from_here(["backup", "copy.db"]) == ["backup", str(tmp_path / "copy.db")]
        assert manage._from_here(["backup", "/abs/copy.db"]) == ["backup", "/abs/copy.db"]
        assert manage._from_here(["verify"]) == ["verify"]
    finally:
        os.chdir(here)
