"""The slash commands in every language the bot speaks: Discord shows each member the names
and descriptions of commands, options and choices in their own language.

The English stays in the cogs' decorators (discord.py needs it; tests/i18n/test_commands.py
checks that i18n/locales/en/commands.ftl says exactly the same). The other languages come
from ``commands.ftl`` of each catalogue, whose keys follow the command tree:

- a command or group: ``cmd-<qualified name, spaces as ->`` (``cmd-config-show``), its
  name the value and its description the ``.description`` attribute;
- an option: ``opt-<command>-<option>`` (``opt-challenge-best-of``), likewise;
- a choice: ``choice-<value>`` (``choice-circle-duel``), its name the value.

:class:`CommandTranslator` answers discord.py's questions from those keys: None for English
and for a locale with no catalogue (Discord then shows the English), and None for a key a
catalogue lacks. discord.py asks about every option and choice too (commands are made with
its default ``auto_locale_strings``), so the cogs keep plain English strings.
"""

from __future__ import annotations

import hashlib

import discord
from discord import app_commands
from discord.app_commands import (
    Choice,
    TranslationContextLocation,
    TranslationContextTypes,
    locale_str,
)

from bot.process.command_texts import (
    COMMANDS_FILE,
    TERMS_FILE,
    CommandTexts,
    command_texts_from_child,
    read_command_texts,
    table_key,
)
from i18n import DEFAULT, LANGUAGES, Catalog, catalog, language_of

_NAME_LOCATIONS = {
    TranslationContextLocation.command_name,
    TranslationContextLocation.group_name,
    TranslationContextLocation.parameter_name,
    TranslationContextLocation.choice_name,
}


def command_key(qualified_name: str) -> str:
    """``cmd-config-show`` for /config show."""
    return "cmd-" + qualified_name.replace(" ", "-")


def option_key(qualified_name: str, option: str) -> str:
    """``opt-challenge-best-of`` for /challenge's option best-of."""
    return f"opt-{qualified_name.replace(' ', '-')}-{option}"


def choice_key(value: object) -> str:
    """``choice-circle-duel`` for the choice whose value is circle-duel."""
    return f"choice-{value}"


def key_of(context: TranslationContextTypes) -> tuple[str, str | None] | None:
    """The catalogue key and attribute (None: the message's value) a string of the command
    tree is translated by; None for what has no key (context menus, anything else)."""
    location, data = context.location, context.data
    attribute = None if location in _NAME_LOCATIONS else "description"
    if location in (TranslationContextLocation.command_name,
                    TranslationContextLocation.command_description,
                    TranslationContextLocation.group_name,
                    TranslationContextLocation.group_description):
        if isinstance(data, app_commands.Command | app_commands.Group):
            return command_key(data.qualified_name), attribute
        return None
    if isinstance(data, app_commands.Parameter) and location in (
            TranslationContextLocation.parameter_name,
            TranslationContextLocation.parameter_description):
        return option_key(data.command.qualified_name, data.display_name), attribute
    if isinstance(data, Choice) and location is TranslationContextLocation.choice_name:
        return choice_key(data.value), None
    return None


class CommandTranslator(app_commands.Translator):
    """Names and descriptions of the slash commands from each language's commands.ftl.

    The texts come as one table (`bot.process.command_texts`): :meth:`prepare` reads it in a
    child process before a sync and :meth:`release` lets it go after, so the bot never holds
    the languages its servers don't speak (the messages' catalogue reads each on first use).
    Unprepared (the tests), the table is read in this process on first use."""

    def __init__(self, texts: Catalog | None = None) -> None:
        self._folder = (texts or catalog()).folder
        self._table: CommandTexts | None = None

    @property
    def table(self) -> CommandTexts:
        if self._table is None:
            self._table = read_command_texts(self._folder)
        return self._table

    @property
    def holds_texts(self) -> bool:
        """Whether the table is in memory now."""
        return self._table is not None

    async def prepare(self) -> None:
        """Read the table in a child process (before a sync)."""
        self._table = await command_texts_from_child(self._folder)

    def release(self) -> None:
        """Forget the table read for a sync (read again if another sync comes)."""
        self._table = None

    def text(self, language: str, key: str, attribute: str | None = None) -> str | None:
        """The key's text in ``language``; None for English, or when that language's
        catalogue lacks it (Discord then shows the English)."""
        if language == DEFAULT:
            return None
        return self.table.get(language, {}).get(table_key(key, attribute))

    async def translate(self, string: locale_str, locale: discord.Locale,
                        context: TranslationContextTypes) -> str | None:
        found = key_of(context)
        if found is None:
            return None
        key, attribute = found
        return self.text(language_of(locale), key, attribute)

    def fingerprint(self) -> dict[str, str]:
        """A digest of each language's command texts (its commands.ftl and terms.ftl as
        written), by language: what the command sync's digest covers besides the English
        definitions, so a changed translation syncs again, without reading every language
        into memory at each start."""
        found: dict[str, str] = {}
        for language in LANGUAGES:
            if language == DEFAULT:
                continue
            digest = hashlib.sha256()
            for name in (COMMANDS_FILE, TERMS_FILE):
                path = self._folder / language / name
                digest.update(path.read_bytes() if path.is_file() else b"")
            found[language] = digest.hexdigest()
        return found
