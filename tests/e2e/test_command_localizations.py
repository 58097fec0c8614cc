"""The command sync carries every language's names and descriptions, end to end through
the local Discord API stand-in (NOT Discord), which checks the body against Discord's spec
and against Discord's rules the spec does not express (tests/standin/command_rules.py)."""

from __future__ import annotations

from typing import Any

import aiohttp
import pytest

import rules
from tests.fixtures.discord_world import World
from tests.standin import command_rules, spec

pytestmark = pytest.mark.asyncio(loop_scope="module")
#: The module's world syncs the commands (tests/e2e/conftest.py).
WORLD_SYNCS = True

SYNC = "PUT /applications/{application_id}/commands"


def option(command: dict[str, Any], *path: str) -> dict[str, Any]:
    node = command
    for name in path:
        node = next(o for o in node["options"] if o["name"] == name)
    return node


async def test_the_sync_carries_each_languages_names(w: World) -> None:
    challenge = w.api.command("challenge", w.guild_id)
    assert challenge["name_localizations"]["de"] == "herausfordern"
    assert challenge["name_localizations"]["ru"] == "вызов"
    assert challenge["description_localizations"]["fr"] == (
        "Défie quelqu'un (ou moi) en duel de nombres.")
    assert "en-US" not in challenge["name_localizations"]  # English is the default
    claim = w.api.command("claim", w.guild_id)
    assert claim["name_localizations"] == {
        "de": "ziehen", "fr": "jouer", "es-ES": "jugar", "es-419": "jugar",
        "pt-BR": "jogar", "ru": "ход", "ja": "着手"}
    assert option(claim, "number")["name_localizations"]["ja"] == "数"
    game = option(challenge, "first")
    assert {c["value"]: c["name_localizations"]["de"] for c in game["choices"]} == {
        "random": "zufällig (Münzwurf)", "me": "ich", "them": "mein Gegner"}
    standings = option(w.api.command("tournament", w.guild_id), "standings")
    assert standings["name_localizations"]["pt-BR"] == "classificação"
    assert option(standings, "tournament")["description_localizations"]["es-ES"] == (
        "Qué torneo (el de este canal si lo dejas vacío)")


async def test_the_commands_with_game_options_offer_the_same_options_with_the_same_limits(
        w: World) -> None:
    """/challenge, /analyze, /config variant-add and /tournament create as synced: every
    option a game declares, with the same type, limits, choices and texts in every
    language, and the limits the declarations give (the widest over the games)."""
    synced = {path: {o["name"]: o for o in option(w.api.command(path[0], w.guild_id),
                                                   *path[1:])["options"]}
              for path in (("challenge",), ("analyze",), ("config", "variant-add"),
                           ("tournament", "create"))}
    names = rules.option_names()
    offered = {path: {name: options[name] for name in names} for path, options in
               synced.items()}
    first = offered[("challenge",)]
    assert all(options == first for options in offered.values()), offered
    assert first["size"]["min_value"] == 3 and first["size"]["max_value"] == 25
    assert first["start"]["max_value"] == max(rules.get_game(s).option("size").high or 0
                                              for s in rules.game_slugs())
    assert [c["value"] for c in first["claims"]["choices"]] == [1, 2, 3]
    assert (first["forbid"]["type"], first["forbid"]["max_length"]) == (3, 20)  # a string
    assert first["claims"]["description_localizations"]["de"].startswith("Keine Nachbarn")
    assert all(not o["required"] for o in first.values())


async def test_the_sync_passes_the_spec_and_discords_rules(
        w: World, spec_checker: spec.RequestChecker) -> None:
    syncs = [r for r in w.api.requests if spec_checker.route(r["method"], r["path"]) == SYNC]
    assert syncs and all(sync["status"] == 200 for sync in syncs)
    body = syncs[-1]["json"]
    assert any(command.get("name_localizations") for command in body)
    assert spec_checker.check("PUT", syncs[-1]["path"], body, has_body=True) == []
    assert command_rules.check("PUT", "/applications/{application_id}/commands",
                               syncs[-1]["path"], body) == []
    assert w.api.spec_violations == []


async def test_the_stand_in_refuses_a_name_discord_refuses(
        w: World, spec_checker: spec.RequestChecker) -> None:
    """An upper-case German name, and two options sharing a French one: 400 Invalid Form
    Body, as Discord answers, naming the fields; the synced commands stay as they were."""
    url = f"{w.api.rest_url}/applications/{w.api.application_id}/guilds/{w.guild_id}/commands"
    bad = {"name": "duel", "type": 1, "description": "A duel.",
           "name_localizations": {"de": "Duell"},
           "options": [
               {"name": "size", "type": 4, "description": "Size",
                "name_localizations": {"fr": "taille"}},
               {"name": "length", "type": 4, "description": "Length",
                "name_localizations": {"fr": "taille"}}]}
    syncs = w.api.sync_count
    async with aiohttp.ClientSession() as http, http.put(
            url, json=[bad], headers={"Authorization": f"Bot {w.api.token}"}) as resp:
        status, answer = resp.status, await resp.json()
    assert status == 400 and answer["code"] == 50035
    assert "de" in answer["errors"]["0"]["name_localizations"]
    assert "fr" in answer["errors"]["0"]["options"]["1"]["name_localizations"]
    assert w.api.sync_count == syncs
    taken = w.api.take_spec_violations()  # sent on purpose
    assert [v.field for v in taken] == ["[0].name_localizations.de",
                                        "[0].options[1].name_localizations.fr"]


async def test_the_languages_read_for_the_sync_are_let_go(w: World) -> None:
    """A sync reads every language in a child process; once it is sent the bot keeps none of
    them, and its own catalogue never read them."""
    from bot.process.command_translator import CommandTranslator

    translator = w.bot.tree.translator
    assert isinstance(translator, CommandTranslator)
    assert w.bot.sync_count == 1
    assert not translator.holds_texts
