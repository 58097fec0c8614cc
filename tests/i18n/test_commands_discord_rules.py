"""Discord's rules on command definitions that its OpenAPI spec does not express, as the
stand-in applies them to every sync (tests/standin/command_rules.py): each would catch a
translation Discord refuses."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from tests.standin import command_rules, spec

BULK = "/applications/{application_id}/commands"
PATH = "/applications/1/commands"


def challenge() -> dict[str, Any]:
    """A valid command with localized names, descriptions and a choice."""
    return {
        "name": "challenge", "type": 1, "description": "Challenge someone.",
        "name_localizations": {"de": "herausfordern", "ja": "挑戦", "ru": "вызов"},
        "description_localizations": {"de": "Fordere jemanden heraus."},
        "options": [
            {"name": "opponent", "type": 6, "description": "Who",
             "name_localizations": {"de": "gegner"}},
            {"name": "first", "type": 3, "description": "Who moves first",
             "name_localizations": {"de": "erster-zug"},
             "choices": [{"name": "me", "value": "me", "name_localizations": {"de": "ich"}}]},
        ],
    }


def fields(body: Any) -> list[str]:
    return [v.field for v in command_rules.check("PUT", BULK, PATH, body)]


def test_a_valid_body_passes() -> None:
    assert fields([challenge()]) == []
    hindi_thai = challenge()
    hindi_thai["name_localizations"] = {"hi": "चुनौती", "th": "ท้าดวล"}  # marks included
    assert fields([hindi_thai]) == []


@pytest.mark.parametrize(("name", "problem"), [
    ("Herausfordern", "not lower case"),
    ("heraus fordern", "characters"),
    ("heraus.fordern", "characters"),
    ("", "1 to 32"),
    ("x" * 33, "1 to 32"),
    ("ВЫЗОВ", "not lower case"),
])
def test_a_localized_name_discord_refuses(name: str, problem: str) -> None:
    body = challenge()
    body["options"][1]["name_localizations"]["de"] = name
    found = command_rules.check("PUT", BULK, PATH, [body])
    assert [v.field for v in found] == ["[0].options[1].name_localizations.de"]
    assert problem in found[0].message


def test_the_english_name_too() -> None:
    body = challenge()
    body["name"] = "Challenge"
    assert fields([body]) == ["[0].name"]


def test_only_discord_locales(spec_checker: spec.RequestChecker) -> None:
    body = challenge()
    body["name_localizations"]["de-DE"] = "herausfordern"
    body["options"][1]["choices"][0]["name_localizations"]["xx"] = "moi"
    assert fields([body]) == ["[0].name_localizations.de-DE",
                              "[0].options[1].choices[0].name_localizations.xx"]


def test_descriptions_and_choices_at_most_100() -> None:
    body = challenge()
    body["description_localizations"]["fr"] = "x" * 101
    body["options"][0]["description"] = ""
    body["options"][1]["choices"][0]["name_localizations"]["ja"] = "あ" * 101
    assert fields([body]) == ["[0].description_localizations.fr", "[0].options[0].description",
                              "[0].options[1].choices[0].name_localizations.ja"]


def test_option_names_unique_in_every_language() -> None:
    body = challenge()
    body["options"][1]["name_localizations"]["de"] = "gegner"  # two German "gegner"
    assert fields([body]) == ["[0].options[1].name_localizations.de"]
    english_clash = challenge()
    english_clash["options"][0]["name_localizations"] = {"fr": "first"}  # = first's English
    assert fields([english_clash]) == ["[0].options[1].name"]


def test_subcommand_names_unique_and_checked_inside_groups() -> None:
    config = {"name": "config", "type": 1, "description": "Settings.", "options": [
        {"name": "show", "type": 1, "description": "Show.",
         "name_localizations": {"ru": "показать"}},
        {"name": "reset", "type": 1, "description": "Reset.",
         "name_localizations": {"ru": "показать"},
         "options": [{"name": "setting", "type": 3, "description": "Which",
                      "name_localizations": {"ja": "Setting"}}]},
    ]}
    assert fields([config]) == ["[0].options[1].name_localizations.ru",
                                "[0].options[1].options[0].name_localizations.ja"]


def test_commands_of_a_sync_unique_per_type_and_language() -> None:
    other = copy.deepcopy(challenge())
    other["name"] = "duel"
    assert fields([challenge(), other]) == ["[1].name_localizations.de",
                                            "[1].name_localizations.ja",
                                            "[1].name_localizations.ru"]
    menu = {"name": "Challenge", "type": 2}  # a user command: free-form name, own table
    assert fields([challenge(), menu]) == []


def test_an_edit_checks_only_what_it_sends() -> None:
    one = "/applications/{application_id}/commands/{command_id}"
    assert command_rules.check("PATCH", one, "/applications/1/commands/2",
                               {"name_localizations": {"de": "ok"}}) == []
    assert [v.field for v in command_rules.check(
        "PATCH", one, "/applications/1/commands/2",
        {"name_localizations": {"de": "Nein"}})] == ["name_localizations.de"]
    assert command_rules.check("GET", BULK, PATH, None) == []
