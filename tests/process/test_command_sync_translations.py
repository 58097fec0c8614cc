"""The command sync and the translations: a changed translation syncs the commands again,
though the English definitions are the same (bot/process/app.py's digest covers every text
the translator gives), and the synced definitions carry the new text. Against the local
Discord API stand-in (NOT Discord)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from bot.process import command_translator
from bot.process.app import command_payload_hash
from bot.process.command_texts import command_texts_from_child, read_command_texts
from bot.process.command_translator import CommandTranslator
from i18n import Catalog
from i18n.catalog import LOCALES
from tests.fixtures.databases import copy_of_migrated_sqlite
from tests.fixtures.discord_world import TOKEN, make_settings, start_bot, stop_bot
from tests.standin.server import StandIn

pytestmark = pytest.mark.timeout(120)

OLD = "    .description = Spiele eine Zahl in deiner Partie in diesem Kanal.\n"
NEW = "    .description = Setze eine Zahl in deiner Partie in diesem Kanal.\n"


def changed_catalogue(tmp_path: Path) -> Catalog:
    """The catalogue with one German description of /claim reworded."""
    folder = tmp_path / "locales"
    shutil.copytree(LOCALES, folder)
    path = folder / "de" / command_translator.COMMANDS_FILE
    text = path.read_text(encoding="utf-8")
    assert OLD in text
    path.write_text(text.replace(OLD, NEW), encoding="utf-8")
    return Catalog(folder)


def test_the_digest_follows_the_translations(tmp_path: Path) -> None:
    payload = [{"name": "claim", "description": "Play a number in your match in this channel."}]
    now = CommandTranslator().fingerprint()
    changed = CommandTranslator(changed_catalogue(tmp_path)).fingerprint()
    assert now["de"] != changed["de"] and now["ja"] == changed["ja"]
    assert set(now) == {"de", "fr", "es-ES", "pt-BR", "ru", "ja"}  # English is the payload
    assert command_payload_hash(payload, now) == command_payload_hash(payload, dict(now))
    assert command_payload_hash(payload, now) != command_payload_hash(payload, changed)
    assert command_payload_hash(payload, now) != command_payload_hash(payload)


async def test_a_changed_translation_syncs_again(tmp_path: Path,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    url = copy_of_migrated_sqlite(tmp_path)
    async with StandIn(token=TOKEN) as api:
        api.add_guild(name="Test Server")
        settings = make_settings(api, url, command_hash_dir=str(tmp_path))
        bot, task = await start_bot(api, settings)
        await stop_bot(bot, task)
        assert api.sync_count == 1
        assert api.command("claim")["description_localizations"]["de"] == OLD.split(
            " = ", 1)[1].strip()

        bot, task = await start_bot(api, settings)  # nothing changed: no sync
        await stop_bot(bot, task)
        assert api.sync_count == 1 and bot.sync_count == 0

        changed = changed_catalogue(tmp_path)
        monkeypatch.setattr(command_translator, "catalog", lambda: changed)
        bot, task = await start_bot(api, settings)  # one German text changed: synced
        await stop_bot(bot, task)
        assert api.sync_count == 2 and bot.sync_count == 1
        assert api.command("claim")["description_localizations"]["de"] == NEW.split(
            " = ", 1)[1].strip()
        assert api.spec_violations == []


async def test_the_sync_reads_the_texts_in_a_child_process(tmp_path: Path) -> None:
    """The table the child prints is the one this process would read, a changed catalogue
    included; a child that fails says why."""
    folder = changed_catalogue(tmp_path).folder
    child = await command_texts_from_child(folder)
    assert child == read_command_texts(folder)
    assert child["de"]["cmd-claim.description"] == NEW.split(" = ", 1)[1].strip()
    assert "en" not in child and set(child) == {"de", "fr", "es-ES", "pt-BR", "ru", "ja"}
    translator = CommandTranslator(Catalog(folder))
    await translator.prepare()
    assert translator.holds_texts
    assert translator.text("de", "cmd-claim", "description") == child["de"][
        "cmd-claim.description"]
    translator.release()
    assert not translator.holds_texts
    (folder / "de" / command_translator.COMMANDS_FILE).write_bytes(b"cmd-claim = \xff\n")
    with pytest.raises(RuntimeError, match=r"reading the command texts failed: .*utf-8"):
        await command_texts_from_child(folder)
