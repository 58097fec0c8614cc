"""Free text a member typed (bot/core/free_text.py): control characters refused with a
sentence naming the option, in every language; ordinary text, emoji and accents kept."""

from __future__ import annotations

import pytest

from bot.core import free_text
from i18n import speaking


@pytest.mark.parametrize("typed", ["a\u0000b", "cup\x1b[31m", "x\x7f", "\x85next",
                                   "half \ud800 pair", "tab\there"])
def test_control_characters_are_refused_naming_the_option(typed: str) -> None:
    with pytest.raises(free_text.FreeTextRefused) as refused:
        free_text.checked(typed, "name")
    with speaking("en"):
        assert str(refused.value) == ("`name` can't contain control characters (invisible "
                                      "characters such as NUL): type it again without them.")
    with speaking("de"):
        assert str(refused.value).startswith("`name` darf keine Steuerzeichen")


@pytest.mark.parametrize("typed", ["Spring Swiss", "Café crème", "👨‍👩‍👧 cup",
                                   "春のトーナメント", "<@123456789012345678> cup", ""])
def test_ordinary_text_is_kept_as_typed(typed: str) -> None:
    assert free_text.checked(typed, "name") == typed
    assert free_text.refusal(typed, "name") is None
