"""Start-up helpers of bot.process.app that need no Discord."""

from __future__ import annotations

from pathlib import Path

from bot.process.app import command_payload_hash, data_dir


def test_data_dir_next_to_sqlite_file(tmp_path: Path) -> None:
    url = f"sqlite+aiosqlite:///{tmp_path}/sub/duels.db"
    assert data_dir(url) == (tmp_path / "sub").resolve()


def test_data_dir_default_for_other_databases() -> None:
    assert data_dir("postgresql+asyncpg://u:p@h/db") == Path("data").resolve()
    assert data_dir("sqlite+aiosqlite:///:memory:") == Path("data").resolve()


def test_payload_hash_is_order_of_keys_independent() -> None:
    a = [{"name": "claim", "options": [{"name": "number", "type": 4}]}]
    b = [{"options": [{"type": 4, "name": "number"}], "name": "claim"}]
    assert command_payload_hash(a) == command_payload_hash(b)
    assert command_payload_hash(a) != command_payload_hash([{"name": "claim"}])
