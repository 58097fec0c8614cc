"""cogs.discord_calls: the raw board edit's hooks are checked, and missing ones are said."""

from __future__ import annotations

import logging
from contextlib import contextmanager

import discord.http
import pytest

from cogs import discord_calls


def test_this_discord_py_has_the_raw_edit_hooks() -> None:
    handle, why = discord_calls._find_raw_edit()
    assert handle is discord.http.handle_message_parameters and why == ""


def test_a_missing_hook_means_the_fallback(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delattr(discord.http, "handle_message_parameters")
    handle, why = discord_calls._find_raw_edit()
    assert handle is None and "handle_message_parameters" in why


def test_a_changed_signature_means_the_fallback(monkeypatch: pytest.MonkeyPatch) -> None:
    @contextmanager
    def handle_message_parameters(content=None, embeds=None):  # type: ignore[no-untyped-def]
        yield None

    monkeypatch.setattr(discord.http, "handle_message_parameters", handle_message_parameters)
    handle, why = discord_calls._find_raw_edit()
    assert handle is None and "changed" in why


def test_the_fallback_is_announced_once(monkeypatch: pytest.MonkeyPatch,
                                        caplog: pytest.LogCaptureFixture) -> None:
    monkeypatch.delattr(discord.http, "handle_message_parameters")
    monkeypatch.setattr(discord_calls, "_raw_edit_checked", False)
    monkeypatch.setattr(discord_calls, "_raw_edit", None)
    with caplog.at_level(logging.WARNING, logger="cogs.discord_calls"):
        assert discord_calls.raw_edit() is None
        assert discord_calls.raw_edit() is None
    warnings = [r for r in caplog.records if "PartialMessage.edit" in r.getMessage()]
    assert len(warnings) == 1
