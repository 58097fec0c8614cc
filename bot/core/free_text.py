"""Text a member typed (a tournament's name, a variant's name, any string option), checked
the same way whatever the database: control characters are refused with a sentence.

PostgreSQL refuses a NUL in text (asyncpg: CharacterNotInRepertoireError, "something went
wrong" for the member) while SQLite stores it, and neither can store half of a surrogate
pair. Discord's client lets nobody type these; a forged or scripted payload can. So every
free-text input is checked here before it is stored or looked up: refused, not silently
cleaned, so what is stored is what the member typed, and the member learns why.

Refused: Unicode's control characters (category Cc: NUL, escape, DEL, the C1 controls; tab
and line breaks too, which Discord's one-line options never send) and unpaired surrogates
(Cs). Format characters (Cf: the joiners inside emoji, direction marks) stay: they are text.
"""

from __future__ import annotations

import unicodedata

from bot.core.errors import MatchError
from i18n import Text

REFUSED_CATEGORIES = frozenset({"Cc", "Cs"})


class FreeTextRefused(MatchError):
    """A typed text with a control character; the sentence names the option."""


def has_control_characters(text: str) -> bool:
    return any(unicodedata.category(ch) in REFUSED_CATEGORIES for ch in text)


def refusal(text: str, option: str) -> Text | None:
    """Why ``text`` can't be the option ``option`` (its name in the command), or None."""
    if has_control_characters(text):
        return Text("error-option-control-characters",
                    option=Text("error-option-name", option=option))
    return None


def checked(text: str, option: str) -> str:
    """``text`` as typed, or FreeTextRefused naming ``option``."""
    reason = refusal(text, option)
    if reason is not None:
        raise FreeTextRefused(reason)
    return text
