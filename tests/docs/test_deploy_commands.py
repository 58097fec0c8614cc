"""docs/deploy.md's shell commands work for an admin who is not root.

The data folder is mode 700 and belongs to the service user: a command that looks into it
must run as that user (`sudo -u number-duels ...`, or the page's `duels` function, which runs
as that user with the service's settings); only root's commands that create the folder or
hand it back to that user are exempt. A `*` in a path there is expanded by the shell of whoever
runs it, so it may only appear inside an `sh -c '...'` that the service user runs. The restore
steps stop the bot, check it stopped, put the copy back, start it and check what it opened.
"""

from __future__ import annotations

import re
import shlex
from pathlib import Path

import pytest

from tests.docs.test_docs import DEPLOY, README, section, unit_settings

DATA = "/var/lib/number-duels"
USER = "number-duels"


def shell_blocks(text: str) -> list[list[str]]:
    """Each ```sh block's commands, continuation lines joined, without blank lines."""
    blocks = re.findall(r"^[ \t]*```sh\n(.*?)^[ \t]*```", text, re.MULTILINE | re.DOTALL)
    out = []
    for block in blocks:
        joined = re.sub(r"\\\n\s*", " ", block)
        out.append([line.strip() for line in joined.splitlines() if line.strip()])
    return out


def commands(text: str) -> list[list[str]]:
    """Every command of the page's shell blocks as words (comments, settings and the lines
    of shell function definitions left out)."""
    found = []
    for block in shell_blocks(text):
        in_function = False
        for line in block:
            if re.match(r"^\w+\(\)\s*\{", line):
                in_function = True
            if in_function:
                in_function = line != "}"
                continue
            words = shlex.split(line, comments=True)
            if words and not re.match(r"^[A-Z_]+=", words[0]):
                found.append(words)
    return found


def runs_as_service_user(words: list[str]) -> bool:
    return words[:3] == ["sudo", "-u", USER] or words[0] == "duels"


def hands_the_folder_to_the_service_user(words: list[str]) -> bool:
    """root creating the folder for the user, or giving its files back to that user."""
    if words[:2] == ["sudo", "useradd"]:
        return True
    if words[:3] == ["sudo", "install", "-d"]:
        return "-o" in words and words[words.index("-o") + 1] == USER
    return words[:2] == ["sudo", "chown"] and f"{USER}:{USER}" in words


def test_the_page_has_the_commands_this_test_reads() -> None:
    found = commands(DEPLOY.read_text())
    assert len(found) > 20
    assert any(DATA in " ".join(words) for words in found)


def test_commands_that_touch_the_data_folder_run_as_the_service_user() -> None:
    wrong = [
        " ".join(words) for words in commands(DEPLOY.read_text())
        if any(DATA in word for word in words)
        and not runs_as_service_user(words) and not hands_the_folder_to_the_service_user(words)
    ]
    assert not wrong, "as the admin, these can't read the data folder (mode 700)"


def test_no_glob_in_the_data_folder_is_left_to_the_admins_shell() -> None:
    wrong = []
    for words in commands(DEPLOY.read_text()):
        for at, word in enumerate(words):
            script = at > 0 and words[at - 1] == "-c" and "sh" in words[max(0, at - 2)]
            if DATA in word and "*" in word and not script:
                wrong.append(" ".join(words))
            if word == "cd" and at + 1 < len(words) and words[at + 1].startswith(DATA):
                wrong.append(" ".join(words))  # the admin can't cd there
    assert not wrong


def test_the_duels_function_runs_as_the_service_user_with_its_settings() -> None:
    (function,) = [b for b in shell_blocks(DEPLOY.read_text()) if b[0].startswith("duels()")]
    text = " ".join(function)
    assert f"--uid={USER}" in text and f"--gid={USER}" in text
    (env_file,) = unit_settings()["EnvironmentFile"]
    assert f"--property=EnvironmentFile={env_file}" in text
    assert unit_settings()["User"] == [USER]


def test_restore_stops_checks_replaces_starts_and_verifies_in_that_order() -> None:
    (block,) = [b for b in shell_blocks(DEPLOY.read_text()) if any("before-restore" in line
                                                                      for line in b)]
    steps = {
        "stop": "systemctl stop number-duels",
        "check it stopped": "systemctl is-active number-duels",
        "move the database and its -wal aside": "duels.db-wal",
        "put the copy back": f"cp {DATA}/backups/",
        "start": "systemctl start number-duels",
        "verify": "duels verify",
        "see which database it opened": "journalctl -u number-duels",
    }
    where = {}
    for step, needle in steps.items():
        lines = [at for at, line in enumerate(block) if needle in line]
        assert lines, f"no step to {step}"
        where[step] = lines[0]
    assert list(where.values()) == sorted(where.values()), where
    assert "inactive" in block[where["check it stopped"]]
    assert "duels.db-shm" in block[where["move the database and its -wal aside"]]


@pytest.mark.parametrize(("doc", "part"), [(README, "Quick start"), (DEPLOY, None)],
                         ids=["README", "deploy.md"])
def test_the_venv_package_is_named(doc: Path, part: str | None) -> None:
    text = doc.read_text()
    assert "python3-venv" in (section(text, part) if part else text)


def test_the_journal_is_read_with_sudo() -> None:
    """Other users' services are in the journal for root and the adm group only."""
    plain = [" ".join(words) for words in commands(DEPLOY.read_text())
             if words[0] == "journalctl"]
    assert not plain
