"""Which language a page speaks: the browser's first one the catalogue has, else the
server's, else English."""

from __future__ import annotations

import pytest

from bot.web.language import accepted, page_language


@pytest.mark.parametrize(("header", "expected"), [
    ("de-DE,de;q=0.9,en;q=0.8", ["de", "de", "en"]),
    ("en-GB", ["en"]),
    ("es-419,es;q=0.8", ["es-ES", "es-ES"]),
    ("pt-PT", ["pt-BR"]),
    ("PT-br", ["pt-BR"]),
    ("zh-CN, ja;q=0.5, ru;q=0.7", ["ru", "ja"]),
    ("fr;q=0, de;q=0.1", ["de"]),
    ("ja;q=abc, ko", []),
    ("*", []),
    ("", []),
    (None, []),
])
def test_the_browsers_languages_we_speak_most_wanted_first(header: str | None,
                                                          expected: list[str]) -> None:
    assert accepted(header) == expected


def test_the_browser_wins_then_the_server_then_english() -> None:
    assert page_language("de", "fr") == "de"
    assert page_language("zh-TW", "fr") == "fr"
    assert page_language(None, "ja") == "ja"
    assert page_language("zh", None) == "en"
    assert page_language(None, "xx") == "en"
