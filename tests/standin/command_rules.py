"""What Discord checks in application command definitions beyond its OpenAPI spec, in the
local Discord API stand-in (NOT Discord).

The spec (spec.py) bounds lengths, but says nothing of how a name may be spelled, which
keys a localization dict may have, or that two options of a command may not share a name.
Discord refuses such a body with 400 Invalid Form Body; so does the stand-in
(rest/common.py `check_body`), with a `Violation` like the spec's, which fails the test
that sent it. From Discord's "Application Commands" documentation:

- a CHAT_INPUT command's name, each option's and subcommand's name, and each of their
  localized names match ``^[-_'\\p{L}\\p{N}\\p{sc=Deva}\\p{sc=Thai}]{1,32}$`` and use the
  lower-case form of every letter that has one (user and message commands may not);
- a CHAT_INPUT command's and each option's description, and each localized description,
  is 1 to 100 characters; a choice's name and localized names 1 to 100;
- a localization dict's keys are Discord locales (``AvailableLocalesEnum`` of the spec);
- names are unique among siblings (the commands of one type in a bulk overwrite, the
  options of one command or subcommand): in English and in every locale, where a locale
  without its own name shows the English one.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterator, Sequence
from typing import Any

from .spec import Violation, field_path, spec_document

CHAT_INPUT = 1
SUB_COMMAND = 1
SUB_COMMAND_GROUP = 2
NAME_MAX = 32
DESCRIPTION_MAX = 100
CHOICE_MAX = 100
_PUNCTUATION = set("-_'")

#: The command routes whose bodies are command definitions: a list (bulk overwrite), or one.
BULK = {"/applications/{application_id}/commands",
        "/applications/{application_id}/guilds/{guild_id}/commands"}
SINGLE = {"/applications/{application_id}/commands/{command_id}",
          "/applications/{application_id}/guilds/{guild_id}/commands/{command_id}"}


def _allowed_char(ch: str) -> bool:
    if ch in _PUNCTUATION or unicodedata.category(ch)[0] in "LN":
        return True
    name = unicodedata.name(ch, "")
    return name.startswith(("DEVANAGARI", "THAI"))  # \p{sc=Deva}, \p{sc=Thai} (marks too)


def name_problem(name: object) -> str | None:
    """Why Discord refuses ``name`` as a slash command's or option's name (None: it doesn't)."""
    if not isinstance(name, str) or not 1 <= len(name) <= NAME_MAX:
        return f"{name!r} is not 1 to {NAME_MAX} characters"
    bad = sorted({ch for ch in name if not _allowed_char(ch)})
    if bad:
        return f"{name!r} has characters a name may not have: {''.join(bad)!r}"
    if name != name.lower():
        return f"{name!r} is not lower case"
    return None


def locales() -> frozenset[str] | None:
    """Discord's locales, from the spec (None when the spec is absent: keys unchecked)."""
    document = spec_document()
    if document is None:
        return None
    schema = document["components"]["schemas"].get("AvailableLocalesEnum", {})
    values = {str(v) for v in schema.get("enum", [])}
    values |= {str(branch["const"]) for branch in schema.get("oneOf", []) if "const" in branch}
    return frozenset(values) or None


class _Checker:
    def __init__(self, method: str, template: str, path: str) -> None:
        self.method, self.template, self.path = method, template, path
        self.found: list[Violation] = []
        self.locales = locales()
        self.partial = method == "PATCH"  # an edit sends only what changes

    def add(self, segments: Sequence[str | int], message: str, keyword: str) -> None:
        self.found.append(Violation(self.method, self.template, self.path,
                                    field_path(segments), message, keyword, tuple(segments)))

    def localizations(self, node: dict[str, Any], key: str, at: tuple[str | int, ...]
                      ) -> dict[str, str]:
        found = node.get(key) or {}
        if not isinstance(found, dict):
            return {}
        for locale in found:
            if self.locales is not None and locale not in self.locales:
                self.add((*at, key, locale), f"{locale!r} is not a Discord locale", "enum")
        return {k: v for k, v in found.items() if isinstance(v, str)}

    def name(self, node: dict[str, Any], at: tuple[str | int, ...]) -> None:
        problem = name_problem(node.get("name"))
        if problem is not None and not (self.partial and not at and "name" not in node):
            self.add((*at, "name"), problem, "pattern")
        for locale, text in self.localizations(node, "name_localizations", at).items():
            problem = name_problem(text)
            if problem is not None:
                self.add((*at, "name_localizations", locale), problem, "pattern")

    def description(self, node: dict[str, Any], at: tuple[str | int, ...]) -> None:
        texts: dict[str, Any] = {}
        if not (self.partial and not at and "description" not in node):
            texts["description"] = node.get("description")
        texts |= {f"description_localizations.{locale}": text for locale, text in
                  self.localizations(node, "description_localizations", at).items()}
        for where, text in texts.items():
            if not isinstance(text, str) or not 1 <= len(text) <= DESCRIPTION_MAX:
                self.add((*at, *where.split(".")),
                         f"{text!r} is not 1 to {DESCRIPTION_MAX} characters", "maxLength")

    def choices(self, option: dict[str, Any], at: tuple[str | int, ...]) -> None:
        for i, choice in enumerate(option.get("choices") or []):
            if not isinstance(choice, dict):
                continue
            here = (*at, "choices", i)
            names = {"name": choice.get("name")}
            names |= {f"name_localizations.{locale}": text for locale, text in
                      self.localizations(choice, "name_localizations", here).items()}
            for where, text in names.items():
                if not isinstance(text, str) or not 1 <= len(text) <= CHOICE_MAX:
                    self.add((*here, *where.split(".")),
                             f"{text!r} is not 1 to {CHOICE_MAX} characters", "maxLength")

    def unique(self, siblings: Sequence[tuple[tuple[str | int, ...], dict[str, Any]]]) -> None:
        """Names differ among siblings in English and in every locale any of them names."""
        named = [(at, node) for at, node in siblings if isinstance(node.get("name"), str)]
        locales_named = {locale for _, node in named
                         for locale in (node.get("name_localizations") or {})}
        for locale in [None, *sorted(locales_named)]:
            seen: dict[str, tuple[str | int, ...]] = {}
            for at, node in named:
                own = (node.get("name_localizations") or {}).get(locale) if locale else None
                name = own if isinstance(own, str) else node["name"]
                if name in seen:
                    where = "" if locale is None else f" in {locale}"
                    field = (*at, "name") if locale is None or own is None else (
                        *at, "name_localizations", locale)
                    self.add(field, f"{name!r} is already the name of a sibling{where}",
                             "uniqueItems")
                else:
                    seen[name] = at

    def options(self, options: Any, at: tuple[str | int, ...]) -> None:
        if not isinstance(options, list):
            return
        siblings = [((*at, "options", i), o) for i, o in enumerate(options)
                    if isinstance(o, dict)]
        for here, option in siblings:
            self.name(option, here)
            self.description(option, here)
            self.choices(option, here)
            if option.get("type") in (SUB_COMMAND, SUB_COMMAND_GROUP):
                self.options(option.get("options"), here)
        self.unique(siblings)

    def command(self, command: dict[str, Any], at: tuple[str | int, ...]) -> None:
        if int(command.get("type", CHAT_INPUT) or CHAT_INPUT) != CHAT_INPUT:
            return  # user and message commands: free-form names, no description
        self.name(command, at)
        self.description(command, at)
        self.options(command.get("options"), at)


def _commands(body: Any) -> Iterator[tuple[int, dict[str, Any]]]:
    for i, command in enumerate(body if isinstance(body, list) else []):
        if isinstance(command, dict):
            yield i, command


def check(method: str, template: str, path: str, body: Any) -> list[Violation]:
    """What Discord would refuse in this command definition body; [] for other routes."""
    checker = _Checker(method, template, path)
    if method == "PUT" and template in BULK:
        commands = list(_commands(body))
        for i, command in commands:
            checker.command(command, (i,))
        for kind in {int(c.get("type", CHAT_INPUT) or CHAT_INPUT) for _, c in commands}:
            checker.unique([((i,), c) for i, c in commands
                            if int(c.get("type", CHAT_INPUT) or CHAT_INPUT) == kind])
    elif isinstance(body, dict) and ((method == "POST" and template in BULK)
                                     or (method == "PATCH" and template in SINGLE)):
        checker.command(body, ())
    return sorted(checker.found, key=lambda v: v.field)
