"""The slash commands in every language: commands.ftl follows the real command tree.

English says exactly what the cogs' decorators say (they are what discord.py sends as the
default); every other language has a key for every command, option and choice; the
translator gives Discord each language's text and nothing for English; and what it gives
keeps Discord's rules on names (tests/standin/command_rules.py).
"""

from __future__ import annotations

import re
from collections.abc import AsyncIterator, Iterator
from typing import Any

import discord
import pytest
import pytest_asyncio
from discord import app_commands

from bot.process.app import EXTENSIONS, DuelsBot
from bot.process.command_translator import (
    CommandTranslator,
    choice_key,
    command_key,
    option_key,
)
from bot.process.settings import Settings
from i18n import DEFAULT, LANGUAGES, NATIVE_NAMES, catalog, speaking, t
from tests.standin import command_rules

pytestmark = pytest.mark.asyncio(loop_scope="module")

TRANSLATED = [language for language in LANGUAGES if language != DEFAULT]
SUBCOMMANDS = (1, 2)
BARE_NUMBER = re.compile(r"^\d+$")


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def tree(tmp_path_factory: pytest.TempPathFactory
               ) -> AsyncIterator[app_commands.CommandTree[Any]]:
    """The bot's real command tree, translated as setup_hook leaves it."""
    url = f"sqlite+aiosqlite:///{tmp_path_factory.mktemp('commands') / 'x.db'}"
    bot = DuelsBot(Settings(_env_file=None, discord_token="x", database_url=url))
    for extension in EXTENSIONS:
        await bot.load_extension(extension)
    await bot.tree.set_translator(CommandTranslator())
    yield bot.tree
    for name in list(bot.cogs):
        await bot.remove_cog(name)


def entries(tree: app_commands.CommandTree[Any]
            ) -> Iterator[tuple[str, str | None, str]]:
    """(key, attribute, English text) of every name, description and choice name the
    tree gives Discord, from the payload discord.py sends (to_dict)."""
    def walk(node: dict[str, Any], qualified: str) -> Iterator[tuple[str, str | None, str]]:
        yield command_key(qualified), None, node["name"]
        yield command_key(qualified), "description", node["description"]
        for option in node.get("options") or []:
            if option["type"] in SUBCOMMANDS:
                yield from walk(option, f"{qualified} {option['name']}")
                continue
            yield option_key(qualified, option["name"]), None, option["name"]
            yield option_key(qualified, option["name"]), "description", option["description"]
            for choice in option.get("choices") or []:
                if BARE_NUMBER.match(choice["name"]) or choice["name"] in NATIVE_NAMES.values():
                    continue  # a number, or a language in its own words: said the same
                yield choice_key(choice["value"]), None, choice["name"]

    for command in tree.get_commands():
        yield from walk(command.to_dict(tree), command.name)


async def test_english_says_exactly_what_the_decorators_say(
        tree: app_commands.CommandTree[Any]) -> None:
    texts = catalog()
    differing = []
    for key, attribute, english in entries(tree):
        said = texts.format(DEFAULT, key, None, attribute) if texts.has(DEFAULT, key) else None
        if said != english:
            differing.append((key, attribute, english, said))
    assert differing == []


async def test_the_tree_has_commands_options_and_choices_to_check(
        tree: app_commands.CommandTree[Any]) -> None:
    found = list(entries(tree))
    assert ("cmd-challenge", None, "challenge") in found
    assert ("opt-challenge-best-of", None, "best-of") in found
    assert ("cmd-config-show", None, "show") in found
    assert ("choice-circle-duel", None, "Number Circle Duel") in found
    assert len(found) > 150


@pytest.mark.parametrize("language", TRANSLATED)
async def test_every_command_option_and_choice_has_its_key(
        tree: app_commands.CommandTree[Any], language: str) -> None:
    translator = CommandTranslator()
    missing = [(key, attribute) for key, attribute, _ in entries(tree)
               if translator.text(language, key, attribute) is None]
    assert missing == []


async def test_one_choice_value_has_one_english_name_everywhere(
        tree: app_commands.CommandTree[Any]) -> None:
    """A choice's key is its value: two options offering it must name it alike."""
    names: dict[str, set[str]] = {}
    for key, _, english in entries(tree):
        if key.startswith("choice-"):
            names.setdefault(key, set()).add(english)
    assert {key: sorted(found) for key, found in names.items() if len(found) > 1} == {}


async def test_the_translator_answers_discord_in_each_language(
        tree: app_commands.CommandTree[Any]) -> None:
    translator = tree.translator
    assert isinstance(translator, CommandTranslator)
    challenge = tree.get_command("challenge")
    assert isinstance(challenge, app_commands.Command)
    name = app_commands.TranslationContext(
        app_commands.TranslationContextLocation.command_name, challenge)
    string = app_commands.locale_str("challenge")
    said = {locale.value: await translator.translate(string, locale, name)
            for locale in discord.Locale}
    assert said["de"] == "herausfordern" and said["ja"] == "挑戦"
    assert said["es-ES"] == said["es-419"] == "desafiar"  # Latin America reads the Spanish
    assert said["en-US"] is None and said["en-GB"] is None  # Discord shows the default
    assert said["ko"] is None  # no Korean catalogue: the English default
    best_of = challenge.get_parameter("best_of")
    assert best_of is not None
    description = app_commands.TranslationContext(
        app_commands.TranslationContextLocation.parameter_description, best_of)
    assert await translator.translate(app_commands.locale_str(best_of.description),
                                      discord.Locale.german, description) == (
        "Partien der Serie: wer mehr als die Hälfte gewinnt, gewinnt sie (Standard: 1)")
    choice = next(c for c in best_of.choices if c.value == 3)  # a bare number: no key
    assert await translator.translate(app_commands.locale_str("3"), discord.Locale.german,
                                      app_commands.TranslationContext(
                                          app_commands.TranslationContextLocation.choice_name,
                                          choice)) is None


async def test_options_and_choices_are_translated_too(
        tree: app_commands.CommandTree[Any]) -> None:
    """The payload the sync sends carries the options' and choices' languages too, while
    the English stays as the decorators say."""
    translator = tree.translator
    assert translator is not None
    challenge = tree.get_command("challenge")
    assert isinstance(challenge, app_commands.Command)
    payload = await challenge.get_translated_payload(tree, translator)
    options = {o["name"]: o for o in payload["options"]}
    assert options["opponent"]["name_localizations"]["ru"] == "соперник"
    assert options["best-of"]["name_localizations"]["fr"] == "au-meilleur-des"
    assert options["level"]["description_localizations"]["pt-BR"] == (
        "Contra mim: fácil, normal ou perfeito")
    first = {c["value"]: c for c in options["first"]["choices"]}
    assert first["random"]["name_localizations"]["ja"] == "ランダム（コイントス）"
    assert "en-US" not in payload["name_localizations"]
    english = challenge.to_dict(tree)  # the English stays as the decorators say
    assert (payload["name"], payload["description"]) == (english["name"], english["description"])
    assert [(o["name"], o["description"]) for o in payload["options"]] == [
        (o["name"], o["description"]) for o in english["options"]]


async def test_the_translated_commands_keep_discords_rules(
        tree: app_commands.CommandTree[Any]) -> None:
    """Every localized name matches Discord's name pattern in lower case, at most 32
    characters; descriptions and choices at most 100; names unique among their siblings
    in every language (the check the stand-in applies to every sync)."""
    translator = tree.translator
    assert translator is not None
    payload = [await command.get_translated_payload(tree, translator)
               for command in tree.get_commands()]
    assert command_rules.check("PUT", "/applications/{application_id}/commands",
                               "/applications/1/commands", payload) == []
    locales = {locale for command in payload for locale in command["name_localizations"]}
    assert locales == {"de", "fr", "es-ES", "es-419", "pt-BR", "ru", "ja"}


async def test_texts_name_the_commands_as_discord_shows_them() -> None:
    """A message naming a command uses the same term as the command's localized name."""
    translator = CommandTranslator()
    for language in TRANSLATED:
        with speaking(language):
            assert t("cmd-claim") == translator.text(language, "cmd-claim")
            assert t("opt-challenge-size") == translator.text(language, "opt-challenge-size")
    with speaking("ru"):
        assert t("cmd-tournament-standings") == "таблица"
