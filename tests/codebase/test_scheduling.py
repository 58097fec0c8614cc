"""How the suite is spread over pytest-xdist's workers: pyproject's ``--dist`` options and
the order tests/fixtures/scheduling.py gives the modules, run by pytest itself on a small
project of its own (pytester) with the suite's options and plugin."""

from __future__ import annotations

import os
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
#: The small project loads the suite's plugin, as tests/conftest.py does.
CONFTEST = 'pytest_plugins = ["tests.fixtures.scheduling"]\n'
SHARED_MODULE = """
import os
from pathlib import Path

import pytest


def note(line):
    with Path(os.environ["SCHEDULE_LOG"]).open("a") as log:
        log.write(line + "\\n")


@pytest.fixture(scope="module")
def w():
    note("world started")
    return "world"


@pytest.mark.parametrize("n", range(6))
def test_with_the_world(w, n):
    note(f"world test on {os.environ.get('PYTEST_XDIST_WORKER')}")


@pytest.mark.parametrize("n", range(2))
def test_without_it(n):
    pass
"""
QUICK_MODULE = """
import pytest


@pytest.mark.parametrize("n", range(8))
def test_quick(n):
    pass
"""
LONG_MODULE = """
import pytest


def test_first():
    pass


@pytest.mark.slow
def test_long():
    pass
"""


@pytest.fixture
def project(pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch) -> pytest.Pytester:
    """The small project; its pytest runs load the suite's plugin from ROOT."""
    monkeypatch.setenv("PYTHONPATH", os.pathsep.join(filter(None, (
        str(ROOT), os.environ.get("PYTHONPATH")))))
    pytester.makeconftest(CONFTEST)
    pytester.makeini("[pytest]\nmarkers =\n    slow: long\n")
    (pytester.path / "schedule.log").touch()
    monkeypatch.setenv("SCHEDULE_LOG", str(pytester.path / "schedule.log"))
    pytester.makepyfile(**{"tests/a_unit/test_quick": QUICK_MODULE,
                           "tests/e2e/test_shared": SHARED_MODULE,
                           "tests/process/test_long": LONG_MODULE})
    return pytester


#: How the suite hands tests to the workers (pyproject's addopts).
DIST = ["--dist", "loadscope", "--no-loadscope-reorder"]


def _run(project: pytest.Pytester, *args: str) -> pytest.RunResult:
    return project.runpytest_subprocess("-p", "no:cacheprovider", "-p", "no:asyncio", *args)


def test_the_suite_runs_with_the_options_tried_here() -> None:
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text())
    assert " ".join(DIST) in pyproject["tool"]["pytest"]["ini_options"]["addopts"]


def test_a_modules_world_starts_once_on_one_worker(project: pytest.Pytester) -> None:
    done = _run(project, "-n", "2", *DIST)
    done.assert_outcomes(passed=18)
    lines = (project.path / "schedule.log").read_text().splitlines()
    assert lines.count("world started") == 1, lines
    workers = {line for line in lines if line.startswith("world test on ")}
    assert len(workers) == 1 and sum(line in workers for line in lines) == 6, lines


def test_the_long_folders_go_first_with_each_module_kept_together(
        project: pytest.Pytester) -> None:
    done = _run(project, "--co", "-q", "-p", "no:xdist")
    order = [line.split("::")[0] for line in done.outlines if "::" in line]
    assert list(dict.fromkeys(order)) == ["tests/process/test_long.py",
                                          "tests/e2e/test_shared.py",
                                          "tests/a_unit/test_quick.py"]
    assert order == sorted(order, key=list(dict.fromkeys(order)).index)  # kept together
