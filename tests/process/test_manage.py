"""`python3 manage.py ...` on a fresh copy of the project: the first run installs, the second
does no pip work at all, so a host with no package index in reach can still restart the bot."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import venv
from pathlib import Path
from types import ModuleType

import pytest

from tests.fixtures.processes import ROOT, clean_env, refused_port

PROJECT_FILES = ("manage.py", "pyproject.toml", "README.md")
PROJECT_DIRS = ("bot", "cogs", "rules", "db", "i18n")
INSTALLING = "[manage] installing"
#: pip with no package index in reach (nothing listens at that address).
OFFLINE = {"PIP_INDEX_URL": f"http://127.0.0.1:{refused_port()}/simple", "PIP_NO_INDEX": "1",
           "PIP_FIND_LINKS": "", "PIP_RETRIES": "0", "PIP_TIMEOUT": "1"}


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

    for args in (["bot", "--help"], ["bot", "migrate"]):
        again = _manage(copy, *args, **OFFLINE, DATABASE_URL="sqlite:///data/duels.db")
        assert again.returncode == 0, again.stdout[-2000:] + again.stderr[-2000:]
        assert "[manage]" not in again.stdout, again.stdout  # no venv work, no pip
        assert "pip" not in again.stderr.lower()
    assert (copy / "data" / "duels.db").exists()

    # A changed pyproject.toml is installed again (and would need the index).
    with (copy / "pyproject.toml").open("a") as pyproject:
        pyproject.write("\n# changed\n")
    changed = _manage(copy, "bot", "--help", **OFFLINE)
    assert INSTALLING in changed.stdout
    assert changed.returncode == 1  # the index is out of reach: pip fails, and we say so
    assert "pip could not install the project" in changed.stdout
    assert "Traceback" not in changed.stderr


def _python_minor() -> str:
    done = subprocess.run([_python(), "-c", "import sys; print(sys.version_info.minor)"],
                          capture_output=True, text=True, check=True)
    return done.stdout.strip()


def _shim(where: Path, files: dict[str, str]) -> str:
    """A folder for PYTHONPATH holding ``files``: how a Python without ensurepip is made."""
    for name, text in files.items():
        (where / name).parent.mkdir(parents=True, exist_ok=True)
        (where / name).write_text(text)
    return str(where)


#: Debian/Ubuntu without python3-venv: ensurepip is not there at all. A sitecustomize on
#: PYTHONPATH (read by manage.py's Python and by every Python it starts) makes
#: `import ensurepip` fail the same way (ModuleNotFoundError).
NO_ENSUREPIP = {"sitecustomize.py": "import sys\nsys.modules['ensurepip'] = None\n"}
def _says_install_the_venv_package(done: subprocess.CompletedProcess[str]) -> None:
    assert done.returncode == 1, done.stdout[-2000:] + done.stderr[-2000:]
    told = [line for line in done.stdout.splitlines() if line.startswith("[manage] ")]
    assert told[-1].startswith("[manage] Python's venv module can't install pip here"), told
    assert f"sudo apt install python3.{_python_minor()}-venv" in told[-1]
    assert "Traceback" not in done.stderr and "package index" not in done.stdout


@pytest.mark.slow
@pytest.mark.timeout(1200)
def test_without_ensurepip_it_names_the_package_and_leaves_no_venv(tmp_path: Path) -> None:
    copy = _fresh_copy(tmp_path)
    done = _manage(copy, "bot", "--help", PYTHONPATH=_shim(tmp_path / "shim", NO_ENSUREPIP))
    _says_install_the_venv_package(done)
    told = [line for line in done.stdout.splitlines() if line.startswith("[manage]")]
    assert len(told) == 1, told  # one line, before anything was made
    assert not (copy / ".venv").exists()

    # What an earlier manage.py left after that failure: a .venv with a Python, no pip and
    # no stamp. It is not trusted: made again (with pip), then installed, once ensurepip is
    # there. The package index is out of reach here, so the install stops at once; that an
    # install into a new .venv succeeds is the first test's (same code from there on).
    made = subprocess.run([_python(), "-m", "venv", "--without-pip", str(copy / ".venv")],
                          capture_output=True, text=True)
    assert made.returncode == 0, made.stderr
    again = _manage(copy, "bot", "--help", **OFFLINE)
    told = [line for line in again.stdout.splitlines() if line.startswith("[manage]")]
    assert told[0] == f"[manage] creating virtual environment in {copy / '.venv'}", told
    assert told[1].startswith(INSTALLING), told
    assert "pip could not install the project" in told[-1], told
    pip = subprocess.run([str(copy / ".venv" / "bin" / "python"), "-m", "pip", "--version"],
                         capture_output=True, text=True)
    assert pip.returncode == 0, pip.stderr  # made again, this time with pip
    assert not (copy / ".venv" / ".number-duels-installed").exists()  # not trusted yet


def _import_manage() -> ModuleType:
    sys.path.insert(0, str(ROOT))
    try:
        import manage
    finally:
        sys.path.remove(str(ROOT))
    return manage


@pytest.mark.parametrize("failure", ["ensurepip fails", "no pip afterwards"])
def test_a_venv_made_without_pip_is_removed_and_the_package_named(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
    failure: str,
) -> None:
    """The other ways a venv ends up without pip (ensurepip importable but failing in the
    new environment, or a venv without pip): venv's own public EnvBuilder.create replaced by
    one that leaves such a half-made folder."""
    manage = _import_manage()
    where = tmp_path / ".venv"
    python = where / "bin" / "python"
    for name, value in (("VENV", where), ("STAMP", where / ".number-duels-installed"),
                        ("BIN", where / "bin"), ("PYTHON", python)):
        monkeypatch.setattr(manage, name, value)

    def half_made(self: venv.EnvBuilder, env_dir: str) -> None:
        python.parent.mkdir(parents=True)
        python.write_text("#!/bin/sh\nexit 1\n")  # a Python whose `-m pip` fails
        python.chmod(0o755)
        if failure == "ensurepip fails":
            raise subprocess.CalledProcessError(1, [str(python), "-m", "ensurepip"])

    monkeypatch.setattr(venv.EnvBuilder, "create", half_made)
    with pytest.raises(SystemExit) as stopped:
        manage.ensure_venv("")
    assert stopped.value.code == 1
    told = capsys.readouterr().out.splitlines()
    assert told[-1].startswith("[manage] Python's venv module can't install pip here"), told
    assert f"python3.{sys.version_info.minor}-venv" in told[-1]
    assert not where.exists()  # nothing half made for the next run to trust


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


def test_quick_leaves_out_the_slow_folders_and_ci_runs_everything() -> None:
    """`manage.py test --quick` (the edit loop) ignores the folders of bot processes and
    whole-bot runs, wherever --quick stands; without it nothing is left out, and CI's
    script runs the full command."""
    manage = _import_manage()
    ignored = ["--ignore=tests/process", "--ignore=tests/reliability", "--ignore=tests/e2e"]
    assert manage._quick(["--quick"]) == ignored
    assert manage._quick(["-x", "--quick", "--backend", "sqlite"]) == [
        *ignored, "-x", "--backend", "sqlite"]
    assert manage._quick(["-x", "tests/rules"]) == ["-x", "tests/rules"]
    assert all((ROOT / folder.removeprefix("--ignore=")).is_dir() for folder in ignored)
    ci = (ROOT / ".ci" / "run").read_text()
    assert "--quick" not in ci
    assert ci.count("exec python3 manage.py test --backend sqlite") == 2
