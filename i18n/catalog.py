"""The Fluent catalogue: one bundle per language, read once from ``locales/``.

A key missing from a language is said in English (and logged once); a key missing from
English too is a bug, and tests/i18n make sure there is none. Placeables are not wrapped in
Unicode isolation marks: Discord shows mentions and custom emoji only when they stand bare.
"""

from __future__ import annotations

import logging
from collections import OrderedDict
from collections.abc import Mapping
from decimal import Decimal
from functools import cache
from pathlib import Path
from typing import Any

from fluent.runtime import FluentBundle
from fluent.runtime.types import fluent_number
from fluent.syntax import ast
from fluent.syntax.visitor import Visitor

from i18n.languages import DEFAULT, LANGUAGES
from i18n.parsed import parse

log = logging.getLogger(__name__)

LOCALES = Path(__file__).resolve().parent / "locales"
#: How many said messages with arguments are remembered (about 200 bytes each).
SAID_CAPACITY = 4096


def _fluent_value(value: Any, selected: bool) -> Any:
    """Numbers without grouping (a match id is #1234, not #1,234); the rest as they are.

    A whole number no message selects a form by (``selected`` False) goes as its digits,
    which every language we speak writes alike, sparing Babel's number formatting (about
    10 us a number)."""
    if isinstance(value, bool):
        return str(value)
    if isinstance(value, int) and not selected:
        return str(value)
    if isinstance(value, int | float | Decimal):
        return fluent_number(value, useGrouping=False)
    return value


class _Selectors(Visitor):
    """The variables a catalogue selects a form by (``{ $count -> ...}``)."""

    def __init__(self) -> None:
        self.names: set[str] = set()

    def visit_SelectExpression(self, node: ast.SelectExpression) -> None:
        if isinstance(node.selector, ast.VariableReference):
            self.names.add(node.selector.id.name)
        self.generic_visit(node)


class Catalog:
    """Every language's bundle, each read on first use; ``format(language, key, args)``
    says one message.

    A language is read when a text is first said in it (English at the bot's start): a
    server that never hears Japanese never holds Japanese in memory (a few MiB of parsed
    messages per language; the parse itself is kept on disk, i18n/parsed.py).
    """

    def __init__(self, folder: Path = LOCALES, languages: tuple[str, ...] = LANGUAGES,
                 only: tuple[str, ...] | None = None) -> None:
        self.folder = folder
        self.languages = languages
        #: The file names read in each language folder (None: every ``*.ftl``).
        self.only = only
        self._bundles: dict[str, FluentBundle] = {}
        self._keys: dict[str, frozenset[str]] = {}
        #: Per language, the variables some message selects a form by: those stay numbers.
        self._selected: dict[str, frozenset[str]] = {}
        self.junk: list[tuple[Path, str]] = []
        self._missing: set[tuple[str, str]] = set()
        #: Messages without arguments, once said (labels, hints, legends): the same every time.
        self._plain: dict[tuple[str, str, str | None], str] = {}
        #: Messages with arguments, as recently said: a board says its title, players, options,
        #: legend and footer with the same arguments move after move (the most recent
        #: SAID_CAPACITY, oldest forgotten first).
        self._said: OrderedDict[tuple[Any, ...], str] = OrderedDict()

    def files(self, language: str) -> list[Path]:
        """The catalogue files of ``language``, in the order they are read."""
        found = sorted((self.folder / language).glob("*.ftl"))
        return found if self.only is None else [p for p in found if p.name in self.only]

    def _read(self, language: str) -> None:
        bundle = FluentBundle([language], use_isolating=False)
        keys: set[str] = set()
        selectors = _Selectors()
        for path in self.files(language):
            resource = parse(path)
            bundle.add_resource(resource)
            selectors.visit(resource)
            for entry in resource.body:
                if isinstance(entry, ast.Message):
                    keys.add(entry.id.name)
                elif isinstance(entry, ast.Junk):  # a syntax error: tests/i18n fail on it
                    self.junk.append((path, entry.content or ""))
                    log.error("Unreadable text in %s: %r", path, (entry.content or "")[:80])
        self._bundles[language] = bundle
        self._keys[language] = frozenset(keys)
        self._selected[language] = frozenset(selectors.names)

    def bundle(self, language: str) -> FluentBundle | None:
        """The bundle of ``language`` (read now if it wasn't); None for one we don't have."""
        if language not in self._bundles:
            if language not in self.languages:
                return None
            self._read(language)
        return self._bundles[language]

    def keys(self, language: str) -> frozenset[str]:
        """Every message key of ``language`` (none for a language we don't have)."""
        return self._keys[language] if self.bundle(language) is not None else frozenset()

    def has(self, language: str, key: str) -> bool:
        return key in self.keys(language)

    def format(self, language: str, key: str, args: Mapping[str, Any] | None = None,
               attribute: str | None = None) -> str:
        """The message ``key`` (or its ``attribute``) in ``language``, else in English."""
        if not args:
            plain = self._plain.get((language, key, attribute))
            if plain is None:
                plain = self._plain[(language, key, attribute)] = self._format(
                    language, key, None, attribute)
            return plain
        memo = (language, key, attribute, *args.items())
        try:
            said = self._said[memo]
        except KeyError:
            said = self._said[memo] = self._format(language, key, args, attribute)
            if len(self._said) > SAID_CAPACITY:
                self._said.popitem(last=False)
        except TypeError:  # an argument that can't be a key (a caller's own type)
            return self._format(language, key, args, attribute)
        else:
            self._said.move_to_end(memo)
        return said

    def _format(self, language: str, key: str, args: Mapping[str, Any] | None,
                attribute: str | None) -> str:
        bundle = self.bundle(language)
        if bundle is None or key not in self._keys[language]:
            if language != DEFAULT and (language, key) not in self._missing:
                self._missing.add((language, key))
                log.warning("No %r in the %s catalogue; saying it in English", key, language)
            bundle = self._bundles[DEFAULT] if DEFAULT in self._bundles else self.bundle(DEFAULT)
            if bundle is None or key not in self._keys[DEFAULT]:
                log.error("No %r in the English catalogue", key)
                return key
        message = bundle.get_message(key)
        pattern = message.value if attribute is None else message.attributes.get(attribute)
        if pattern is None:
            return key if language == DEFAULT else self.format(DEFAULT, key, args, attribute)
        selected = self._selected.get(bundle.locales[0], frozenset())
        fluent_args = None if not args else {name: _fluent_value(value, name in selected)
                                             for name, value in args.items()}
        text, errors = bundle.format_pattern(pattern, fluent_args)
        if errors:
            log.error("Saying %r in %s: %s", key, language, errors[0])
        return str(text)


@cache
def catalog() -> Catalog:
    """The catalogue of this installation, read on first use."""
    return Catalog()


def has_key(key: str, language: str = DEFAULT) -> bool:
    return catalog().has(language, key)
