"""The catalogues themselves: every language has every key of the English one, with the same
placeables, the plural forms its numbers need, no syntax error, and no English left."""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache
from pathlib import Path

import babel
import pytest
from fluent.runtime import FluentBundle
from fluent.syntax import ast

from i18n import DEFAULT, LANGUAGES
from i18n.catalog import LOCALES
from i18n.parsed import parse

TRANSLATED = [language for language in LANGUAGES if language != DEFAULT]
PLURAL_KEYS = {"zero", "one", "two", "few", "many", "other"}


def _files(language: str) -> dict[str, Path]:
    return {path.name: path for path in sorted((LOCALES / language).glob("*.ftl"))}


@cache
def _resource(path: Path) -> ast.Resource:
    return parse(path)  # as the catalogue reads it


def _entries(path: Path) -> dict[str, ast.Message | ast.Term]:
    """Messages by id, terms by -id."""
    found: dict[str, ast.Message | ast.Term] = {}
    for entry in _resource(path).body:
        if isinstance(entry, ast.Message):
            found[entry.id.name] = entry
        elif isinstance(entry, ast.Term):
            found["-" + entry.id.name] = entry
    return found


def _walk(node: object) -> Iterator[object]:
    yield node
    if isinstance(node, ast.BaseNode):
        for value in vars(node).values():
            if isinstance(value, list):
                for item in value:
                    yield from _walk(item)
            else:
                yield from _walk(value)


def _variables(entry: ast.Message | ast.Term) -> set[str]:
    return {node.id.name for node in _walk(entry) if isinstance(node, ast.VariableReference)}


def _text(entry: ast.Message | ast.Term) -> str:
    """The words of an entry, placeables left out: what a reader sees of it."""
    return " ".join(node.value for node in _walk(entry) if isinstance(node, ast.TextElement))


@cache
def _integer_categories(language: str) -> frozenset[str]:
    """The plural categories the numbers 0 to 1000 fall into in ``language``."""
    form = babel.Locale.parse(language.replace("-", "_")).plural_form
    return frozenset(form(n) for n in range(1001))


def _file_pairs() -> list[tuple[str, str]]:
    return [(language, name) for language in TRANSLATED for name in _files(DEFAULT)]


def test_every_file_reads_without_a_syntax_error() -> None:
    unreadable = [(str(path.relative_to(LOCALES)), (junk.content or "")[:60])
                  for language in LANGUAGES for path in _files(language).values()
                  for junk in _resource(path).body if isinstance(junk, ast.Junk)]
    assert unreadable == []


def test_every_language_has_the_english_files_and_a_glossary() -> None:
    for language in TRANSLATED:
        assert sorted(_files(language)) == sorted(_files(DEFAULT)), language
        assert (LOCALES / language / "GLOSSARY.md").is_file(), language


@pytest.mark.parametrize(("language", "name"), _file_pairs(),
                         ids=[f"{lang}-{name}" for lang, name in _file_pairs()])
def test_same_keys_and_placeables_as_english(language: str, name: str) -> None:
    english = _entries(_files(DEFAULT)[name])
    path = _files(language).get(name)
    assert path is not None, f"{language}/{name} is missing"
    translated = _entries(path)
    assert sorted(set(english) - set(translated)) == [], "missing"
    assert sorted(set(translated) - set(english)) == [], "not in English"
    differing = {key: (sorted(_variables(entry)), sorted(_variables(translated[key])))
                 for key, entry in english.items()
                 if not key.startswith("-") and _variables(entry) != _variables(translated[key])}
    assert differing == {}


@pytest.mark.parametrize("language", LANGUAGES)
def test_plurals_have_every_form_the_language_needs(language: str) -> None:
    """A selector on a number offers each plural form the numbers 0-1000 take in the
    language (Russian: one, few, many; Japanese: other only)."""
    needed = _integer_categories(language)
    short: list[str] = []
    for path in _files(language).values():
        for key, entry in _entries(path).items():
            for node in _walk(entry):
                if not isinstance(node, ast.SelectExpression):
                    continue
                keys = {v.key.name for v in node.variants if isinstance(v.key, ast.Identifier)}
                if keys and keys <= PLURAL_KEYS and not needed <= keys:
                    short.append(f"{path.name}:{key} has {sorted(keys)}")
    assert short == [], f"{language} needs {sorted(needed)}"


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_message_says_itself_without_an_error(language: str) -> None:
    """Each message formatted with sample arguments (numbers 1, 2 and 5 for every
    variable): every term and message it refers to exists, every selector resolves."""
    bundle = FluentBundle([language], use_isolating=False)
    for path in _files(language).values():
        bundle.add_resource(_resource(path))
    failures: list[str] = []
    for path in _files(language).values():
        for key, entry in _entries(path).items():
            if key.startswith("-"):
                continue
            message = bundle.get_message(key)
            patterns = [message.value, *message.attributes.values()]
            for n in (1, 2, 5):
                args = dict.fromkeys(_variables(entry), n)
                for pattern in patterns:
                    if pattern is None:
                        continue
                    _text_said, errors = bundle.format_pattern(pattern, args)
                    if errors:
                        failures.append(f"{path.name}:{key}: {errors[0]}")
    assert failures == []


def _allowed_same(language: str) -> set[str]:
    """Keys that may read as in English (names, international words), one a line in
    ``same-as-english.txt`` beside the catalogue, each with its reason after a #."""
    path = LOCALES / language / "same-as-english.txt"
    if not path.exists():
        return set()
    lines = (line.split("#", 1)[0].strip() for line in path.read_text("utf-8").splitlines())
    return {line for line in lines if line}


@pytest.mark.parametrize("language", TRANSLATED)
def test_no_english_left(language: str) -> None:
    """A translated message that reads word for word as the English one is English left
    behind, unless it has no words (only placeables) or same-as-english.txt names it."""
    allowed = _allowed_same(language)
    left: list[str] = []
    for name, english_path in _files(DEFAULT).items():
        english = _entries(english_path)
        path = _files(language).get(name)
        if path is None:
            continue
        for key, entry in _entries(path).items():
            words = _text(entry)
            if (key in english and words == _text(english[key])
                    and any(ch.isalpha() for ch in words) and key not in allowed):
                left.append(f"{name}:{key}")
    assert left == []


ROOT = LOCALES.parents[1]
#: The footers' texts the scan below can't see: the options line every board's footer
#: starts with (cogs/ui/render.py options_summary).
FOOTER_PARTS = {"board-option", "list-separator"}


def _footer_keys() -> set[str]:
    """The keys said in an embed's footer: every literal key, and every module-level
    ``NAME = Text("key")`` named, in a ``set_footer(...)`` call's arguments or in a function
    whose name says footer (cogs/ui/render.py ``footer_text``)."""
    import ast as python

    found = set(FOOTER_PARTS)
    for path in (ROOT / "cogs").rglob("*.py"):
        tree = python.parse(path.read_text(encoding="utf-8"))
        constants: dict[str, str] = {}
        for node in tree.body:
            if (isinstance(node, python.Assign) and len(node.targets) == 1
                    and isinstance(node.targets[0], python.Name)
                    and isinstance(node.value, python.Call) and node.value.args
                    and isinstance(node.value.args[0], python.Constant)
                    and getattr(node.value.func, "id", None) == "Text"):
                constants[node.targets[0].id] = str(node.value.args[0].value)
        scopes: list[python.AST] = []
        for each in python.walk(tree):
            if isinstance(each, python.FunctionDef) and "footer" in each.name:
                scopes.append(each)
            elif (isinstance(each, python.Call) and isinstance(each.func, python.Attribute)
                  and each.func.attr == "set_footer"):
                scopes.extend([*each.args, *(k.value for k in each.keywords)])
        for scope in scopes:
            for inner in python.walk(scope):
                if isinstance(inner, python.Name) and inner.id in constants:
                    found.add(constants[inner.id])
                elif (isinstance(inner, python.Call) and inner.args
                      and getattr(inner.func, "id", None) in ("t", "Text")
                      and isinstance(inner.args[0], python.Constant)):
                    found.add(str(inner.args[0].value))
    return found


def test_the_footer_scan_finds_the_boards_footers() -> None:
    assert {"board-hint-play", "board-hint-finished", "analysis-footer",
            "tournament-key-table", "help-footer"} <= _footer_keys()


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_backticks_in_embed_footers(language: str) -> None:
    """Discord renders no Markdown in an embed's footer: a backtick there shows as itself."""
    entries: dict[str, ast.Message | ast.Term] = {}
    for path in _files(language).values():
        entries.update(_entries(path))
    keys = _footer_keys()
    assert keys <= set(entries), sorted(keys - set(entries))
    ticked = sorted(key for key in keys if "`" in _text(entries[key]))
    assert ticked == []
