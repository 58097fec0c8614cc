"""No dead code: vulture (configured in pyproject.toml's [tool.vulture]) finds no function,
method, property, class or variable of the project's code that nothing calls or reads. The
tests and the benchmarks count as callers; framework hooks are allowed by their decorator
(pyproject.toml) or by name (dead_code_allowlist.py, each with the framework that calls it)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
#: What is checked: the project's own code (the tests are read as its callers).
CHECKED = ("bot/", "cogs/", "rules/", "db/", "i18n/", "benchmarks/", "manage.py")
ALLOWLIST = Path(__file__).with_name("dead_code_allowlist.py")


def vulture(*paths: str) -> list[str]:
    """vulture's findings (with pyproject.toml's settings; ``paths`` instead of its own)."""
    done = subprocess.run([sys.executable, "-m", "vulture", *paths], cwd=ROOT,
                          capture_output=True, text=True, timeout=300, check=False)
    assert done.returncode in (0, 3), done.stderr  # 3: dead code found
    return done.stdout.splitlines()


def test_nothing_in_the_project_is_dead_code() -> None:
    found = [line for line in vulture() if line.startswith(CHECKED)]
    assert found == []


def test_the_check_finds_a_function_nothing_calls(tmp_path: Path) -> None:
    module = tmp_path / "module.py"
    module.write_text("def used():\n    return 1\n\n\ndef orphan():\n    return 2\n\n\n"
                      "async def setup(bot):\n    print(bot)\n\n\nprint(used())\n")
    found = vulture(str(module), str(ALLOWLIST))
    assert [line.split(": ", 1)[1] for line in found] == [
        "unused function 'orphan' (60% confidence)"]
