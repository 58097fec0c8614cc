"""Sentences still to be said, and the language in force where they are said."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from decimal import Decimal
from typing import Union

from i18n.catalog import catalog
from i18n.languages import DEFAULT

_language: ContextVar[str] = ContextVar("language", default=DEFAULT)

#: What a message's placeable may be: said text, a number, or a sentence said alongside.
Arg = Union[str, int, float, Decimal, "Text", "ListText"]


def current_language() -> str:
    """The language in force here (English outside any :func:`speaking` block)."""
    return _language.get()


@contextmanager
def speaking(language: str) -> Iterator[str]:
    """``with speaking("de"):`` says every text of the block in German."""
    token = _language.set(language)
    try:
        yield language
    finally:
        _language.reset(token)


def use_language(language: str) -> None:
    """Say every text in ``language`` from here to the end of the running task (an
    interaction's handler sets its member's language once, on arrival)."""
    _language.set(language)


def _said(value: Arg, language: str) -> str | int | float | Decimal:
    if isinstance(value, Text | ListText):
        return value.said_in(language)
    return value


def _say(key: str, language: str, args: dict[str, Arg]) -> str:
    for value in args.values():  # most arguments are plain: no copy for them
        if isinstance(value, Text | ListText):
            return catalog().format(language, key, {name: _said(value, language)
                                                   for name, value in args.items()})
    return catalog().format(language, key, args)


def say(key: str, language: str, /, **args: Arg) -> str:
    """``key`` in ``language``, its arguments said in the same language."""
    return _say(key, language, args)


def t(key: str, /, **args: Arg) -> str:
    """``key`` said now, in the language in force."""
    return _say(key, _language.get(), args)


class Text:
    """A sentence still to be said: a catalogue key and its arguments.

    ``str(text)`` and f-strings say it in the language in force at that moment, so a
    refusal raised deep in the rules reaches the member in their own language, and a
    constant defined once is said in every language. Two texts are equal when their keys
    and arguments are.
    """

    __slots__ = ("args", "key")

    def __init__(self, key: str, /, **args: Arg) -> None:
        self.key = key
        self.args = args

    def said_in(self, language: str) -> str:
        return _say(self.key, language, self.args)

    def __str__(self) -> str:
        return self.said_in(_language.get())

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)

    def __add__(self, other: object) -> str:
        return str(self) + str(other)

    def __radd__(self, other: object) -> str:
        return str(other) + str(self)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Text):
            return self.key == other.key and self.args == other.args
        return NotImplemented

    def __hash__(self) -> int:
        return hash((self.key, tuple(sorted((k, str(v)) for k, v in self.args.items()))))

    def __repr__(self) -> str:
        return f"Text({self.key!r}, **{self.args!r})"


class ListText:
    """Items said as one list: "1, 3 and 5" (``list-and``) or "1, 3 or 5" (``list-or``), each
    language joining them its own way."""

    __slots__ = ("items", "last_word")

    def __init__(self, items: Iterable[Arg], last_word: str) -> None:
        self.items = tuple(items)
        self.last_word = last_word

    def said_in(self, language: str) -> str:
        items = [str(_said(item, language)) for item in self.items]
        if len(items) <= 1:
            return "".join(items)
        head = say("list-separator", language).join(items[:-1])
        return say(self.last_word, language, head=head, last=items[-1])

    def __str__(self) -> str:
        return self.said_in(_language.get())

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, ListText):
            return self.items == other.items and self.last_word == other.last_word
        return NotImplemented

    def __hash__(self) -> int:
        return hash((self.items, self.last_word))


def sentences(*parts: str | Text | None) -> str:
    """Whole sentences said one after the other, as the language in force separates them
    (a space; nothing in Japanese). Empty parts are left out."""
    said = [str(part) for part in parts if part]
    return t("sentence-separator").join(part for part in said if part)


def and_list(items: Iterable[Arg]) -> ListText:
    return ListText(items, "list-and")


def or_list(items: Iterable[Arg]) -> ListText:
    return ListText(items, "list-or")
