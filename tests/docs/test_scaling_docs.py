"""The template unit and docs/scaling.md agree with the code: SHARD_IDS from the instance
name, the bad-setting exit code, the files they cite."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from bot.process.shards import parse_shard_ids
from tests.docs.test_docs import DEPLOY, README, ROOT, cited_paths

TEMPLATE = ROOT / "deploy" / "number-duels@.service"
SCALING = ROOT / "docs" / "scaling.md"


def settings_of(unit: Path) -> dict[str, list[str]]:
    values: dict[str, list[str]] = {}
    for line in unit.read_text().splitlines():
        if "=" in line and not line.lstrip().startswith(("#", ";", "[")):
            key, value = line.split("=", 1)
            values.setdefault(key.strip(), []).append(value.strip())
    return values


def test_template_takes_shard_ids_from_the_instance_name() -> None:
    unit = settings_of(TEMPLATE)
    (exec_start,) = unit["ExecStart"]
    assert "SHARD_IDS=%i" in exec_start and "manage.py bot run" in exec_start
    # On the command line, so that the environment file can't override it.
    assert exec_start.index("SHARD_IDS=%i") < exec_start.index("manage.py")
    assert unit["Restart"] == ["on-failure"] and unit.get("EnvironmentFile")
    single = settings_of(ROOT / "deploy" / "number-duels.service")
    assert unit["RestartPreventExitStatus"] == single["RestartPreventExitStatus"] == ["2"]
    # The instance names the docs use are valid SHARD_IDS.
    for name in ("0", "0-1", "2-3", "4-5", "6-7"):
        assert f"number-duels@{name}" in SCALING.read_text()
        assert parse_shard_ids(name)


@pytest.mark.skipif(shutil.which("systemd-analyze") is None, reason="no systemd-analyze")
def test_template_unit_is_valid_for_systemd(tmp_path: Path) -> None:
    template = tmp_path / "number-duels@.service"
    template.write_text(TEMPLATE.read_text())
    instance = tmp_path / "number-duels@0-1.service"
    instance.symlink_to(template)
    done = subprocess.run(["systemd-analyze", "verify", str(instance)], capture_output=True,
                          text=True, timeout=60)
    # /usr/bin/python3 and /opt/number-duels need not exist here; nothing else may fail.
    problems = [line for line in (done.stdout + done.stderr).splitlines()
                if line.strip() and "/opt/number-duels" not in line
                and "python3" not in line]
    assert not problems, problems


@pytest.mark.parametrize("doc", [SCALING, DEPLOY, README], ids=lambda d: d.name)
def test_scaling_is_linked_and_its_citations_exist(doc: Path) -> None:
    cited = cited_paths(doc)
    assert SCALING in cited or doc == SCALING
    missing = sorted(str(p.relative_to(ROOT)) for p in cited if not p.exists())
    assert not missing
    assert TEMPLATE in cited_paths(SCALING)
