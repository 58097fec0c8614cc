"""Every sentence the bot says, in every language it speaks.

The texts live in Project Fluent files (``locales/<language>/*.ftl``), one folder per
language, named with Discord's locale codes; a translator edits them without reading Python.
This package imports nothing of the project, so every layer may use it: the rules raise
their refusals as :class:`Text`, the service its errors, the cogs draw boards with it.

- :class:`Text` is a sentence still to be said: a catalogue key and its arguments. It is
  said (``str()``, an f-string) in the language in force where it is said.
- :func:`t` says a key at once, in the language in force.
- :func:`speaking` sets the language in force for a block (a context variable, so each
  asyncio task has its own). Outside any block it is English, which the terminal speaks.
- :func:`language_of` turns a Discord locale (``de``, ``pt-BR``, ``en-GB``) into one of
  :data:`LANGUAGES`; one we don't have falls back to English.
"""

from i18n.catalog import Catalog, catalog, has_key
from i18n.languages import DEFAULT, LANGUAGES, NATIVE_NAMES, language_of
from i18n.text import (
    Arg,
    ListText,
    Text,
    and_list,
    current_language,
    or_list,
    say,
    sentences,
    speaking,
    t,
    use_language,
)

__all__ = [
    "DEFAULT",
    "LANGUAGES",
    "NATIVE_NAMES",
    "Arg",
    "Catalog",
    "ListText",
    "Text",
    "and_list",
    "catalog",
    "current_language",
    "has_key",
    "language_of",
    "or_list",
    "say",
    "sentences",
    "speaking",
    "t",
    "use_language",
]
