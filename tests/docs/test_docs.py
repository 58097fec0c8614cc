"""The README, docs/deploy.md, .env.example and the systemd unit agree with the code."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from bot.__main__ import main as bot_main
from bot.process.settings import Settings

ROOT = Path(__file__).resolve().parents[2]
README = ROOT / "README.md"
DEPLOY = ROOT / "docs" / "deploy.md"
ENV_EXAMPLE = ROOT / ".env.example"
UNIT = ROOT / "deploy" / "number-duels.service"

SETTINGS = {name.upper() for name in Settings.model_fields}


def section(text: str, heading: str) -> str:
    """The text under a `## heading`, up to the next `## ` heading."""
    start = text.index(f"\n## {heading}\n")
    end = text.find("\n## ", start + 1)
    return text[start : end if end != -1 else len(text)]


def unit_settings() -> dict[str, list[str]]:
    values: dict[str, list[str]] = {}
    for line in UNIT.read_text().splitlines():
        if "=" in line and not line.lstrip().startswith(("#", ";", "[")):
            key, value = line.split("=", 1)
            values.setdefault(key.strip(), []).append(value.strip())
    return values


def test_settings_table_lists_exactly_the_settings() -> None:
    table = section(README.read_text(), "Settings")
    documented = set(re.findall(r"^\| `([A-Z][A-Z0-9_]*)` \|", table, re.MULTILINE))
    assert documented == SETTINGS


def test_env_example_lists_exactly_the_settings() -> None:
    variables = re.findall(r"^([A-Z][A-Z0-9_]*)=", ENV_EXAMPLE.read_text(), re.MULTILINE)
    assert len(variables) == len(set(variables)), "a variable is listed twice"
    assert set(variables) == SETTINGS


def cited_paths(doc: Path) -> set[Path]:
    """Relative Markdown links, and paths under docs/ or deploy/ (also as
    /opt/number-duels/...), resolved in the repository."""
    text = re.sub(r"https?://\S+", "", doc.read_text())
    cited = {
        (doc.parent / target.split("#")[0]).resolve()
        for target in re.findall(r"\]\(([^)\s]+)\)", text)
        if not target.startswith(("#", "mailto:"))
    }
    pattern = r"(?:^|[\s`(\[])(?:/opt/number-duels/)?((?:docs|deploy)/[^\s`)\]#*]*\w)"
    cited |= {(ROOT / path).resolve() for path in re.findall(pattern, text, re.MULTILINE)}
    return cited


@pytest.mark.parametrize("doc", [README, DEPLOY], ids=lambda doc: doc.name)
def test_cited_files_exist(doc: Path) -> None:
    cited = cited_paths(doc)
    assert UNIT in cited or DEPLOY in cited  # the extraction found something
    missing = sorted(str(path.relative_to(ROOT)) for path in cited if not path.exists())
    assert not missing


def test_unit_runs_the_bot_as_a_restarted_service() -> None:
    unit = unit_settings()
    assert unit["Restart"] == ["on-failure"]
    assert unit.get("EnvironmentFile") and unit.get("User")
    (exec_start,) = unit["ExecStart"]
    assert re.search(r"\bmanage\.py bot\b", exec_start)


def test_unit_does_not_restart_on_the_bad_setting_exit_code(tmp_path: Path) -> None:
    """RestartPreventExitStatus must be the code the bot exits with for a wrong setting."""
    (prevented,) = unit_settings()["RestartPreventExitStatus"]
    env = {
        **os.environ,
        "TURN_TIMEOUT_HOURS": "0",
        "DISCORD_TOKEN": "not-a-token",
        "DATABASE_URL": f"sqlite+aiosqlite:///{tmp_path / 'duels.db'}",
        # Never Discord itself, whatever happens.
        "DISCORD_API_URL": "http://127.0.0.1:9/api/v10",
        "DISCORD_GATEWAY_URL": "ws://127.0.0.1:9/",
    }
    done = subprocess.run(
        [sys.executable, "-m", "bot", "run"],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=60,
    )
    assert done.returncode == int(prevented)
    assert "TURN_TIMEOUT_HOURS must be greater than 0" in done.stderr


def test_quick_start_is_the_two_manage_py_commands() -> None:
    quick_start = section(README.read_text(), "Quick start")
    block = re.search(r"```sh\n(.*?)```", quick_start, re.DOTALL)
    assert block is not None
    commands = [
        line.split("#")[0].strip() for line in block[1].splitlines() if "manage.py" in line
    ]
    assert commands == ["python3 manage.py bot", "python3 manage.py test"]


def help_text(argv: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    try:
        code = bot_main(argv)
    except SystemExit as stop:  # argparse ends --help this way
        code = stop.code
    assert code in (0, None)
    return capsys.readouterr().out


def test_readme_commands_exist(capsys: pytest.CaptureFixture[str]) -> None:
    """Every `manage.py bot` command and `play` option in README's table is in the help."""
    rows = re.findall(r"^\| `python3 manage\.py bot ?([^`]*)`", README.read_text(), re.MULTILINE)
    commands = {row.split()[0] for row in rows if row}
    assert {"play", "migrate", "verify", "backup"} <= commands
    usage = help_text(["--help"], capsys)
    assert not {c for c in commands if not re.search(rf"\b{c}\b", usage)}
    (play_row,) = (row for row in rows if row.startswith("play "))
    play_usage = help_text(["play", "--help"], capsys)
    assert not {o for o in re.findall(r"--[a-z-]+", play_row) if o not in play_usage}
