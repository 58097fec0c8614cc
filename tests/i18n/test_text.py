"""The i18n layer: which language a text is said in, and what happens without one."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from i18n import (
    Catalog,
    Text,
    and_list,
    current_language,
    language_of,
    or_list,
    sentences,
    speaking,
    t,
    use_language,
)


def _catalog(tmp_path: Path, files: dict[str, str]) -> Catalog:
    for name, text in files.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text, encoding="utf-8")
    return Catalog(tmp_path, ("en", "de", "ru"))


def test_discord_locales_map_to_our_languages() -> None:
    assert language_of("de") == "de"
    assert language_of("pt-BR") == "pt-BR"
    assert language_of("en-GB") == "en"
    assert language_of("es-419") == "es-ES"
    assert language_of("ko") == "en"  # no Korean catalogue: English
    assert language_of(None) == "en"


def test_a_missing_key_or_language_falls_back_to_english(tmp_path: Path) -> None:
    catalog = _catalog(tmp_path, {"en/a.ftl": "hello = Hello, { $who }!\nonly-en = Only English.",
                                  "de/a.ftl": "hello = Hallo, { $who }!"})
    assert catalog.format("de", "hello", {"who": "<@1>"}) == "Hallo, <@1>!"
    assert catalog.format("de", "only-en") == "Only English."
    assert catalog.format("ko", "hello", {"who": "x"}) == "Hello, x!"
    assert catalog.format("en", "nowhere") == "nowhere"


def test_placeables_stand_bare_and_numbers_are_not_grouped(tmp_path: Path) -> None:
    """No Unicode isolation marks around a mention (Discord would not show it as one), and a
    match id is #12345, not #12,345."""
    catalog = _catalog(tmp_path, {"en/a.ftl": "m = Match #{ $id } of { $who }."})
    said = catalog.format("en", "m", {"id": 12345, "who": "<@42>"})
    assert said == "Match #12345 of <@42>."


def test_plurals_follow_the_language(tmp_path: Path) -> None:
    catalog = _catalog(tmp_path, {
        "en/a.ftl": "n = { $n ->\n    [one] { $n } game\n   *[other] { $n } games\n}\n",
        "ru/a.ftl": ("n = { $n ->\n    [one] { $n } партия\n    [few] { $n } партии\n"
                     "    [many] { $n } партий\n   *[other] { $n } партии\n}\n")})
    assert [catalog.format("en", "n", {"n": n}) for n in (1, 2)] == ["1 game", "2 games"]
    assert [catalog.format("ru", "n", {"n": n}) for n in (1, 2, 5, 21)] == [
        "1 партия", "2 партии", "5 партий", "21 партия"]


def test_a_text_is_said_in_the_language_in_force_where_it_is_said() -> None:
    text = Text("list-and", head="1, 3", last="5")
    with speaking("de"):
        assert current_language() == "de"
        german = str(text)
        assert german == t("list-and", head="1, 3", last="5")
    assert current_language() == "en"
    assert str(text) == "1, 3 and 5"  # English outside any block
    assert f"{text}" == "1, 3 and 5"


def test_lists_are_joined_per_language() -> None:
    assert str(and_list([1, 3, 5])) == "1, 3 and 5"
    assert str(or_list(["1", "4"])) == "1 or 4"
    assert str(and_list([7])) == "7"
    assert str(and_list([])) == ""


def test_texts_compare_by_key_and_arguments() -> None:
    assert Text("a", n=1) == Text("a", n=1)
    assert Text("a", n=1) != Text("a", n=2)
    assert len({Text("a", n=1), Text("a", n=1)}) == 1


@pytest.mark.asyncio
async def test_each_task_keeps_its_own_language() -> None:
    """Two interactions handled at once, each in its member's language, never mix."""
    seen: dict[str, list[str]] = {"de": [], "ja": []}

    async def handle(language: str) -> None:
        use_language(language)
        for _ in range(3):
            await asyncio.sleep(0)
            seen[language].append(current_language())

    await asyncio.gather(handle("de"), handle("ja"))
    assert seen == {"de": ["de"] * 3, "ja": ["ja"] * 3}
    assert current_language() == "en"


def test_a_language_is_read_when_first_said() -> None:
    """A server that never hears Japanese never holds it in memory."""
    fresh = Catalog()
    assert fresh._bundles == {}
    assert fresh.format("de", "list-and", {"head": "1", "last": "2"}) != "1 and 2"
    assert set(fresh._bundles) == {"de"}
    assert fresh.format("ko", "list-and", {"head": "1", "last": "2"}) == "1 and 2"
    assert set(fresh._bundles) == {"de", "en"}  # Korean: none to read, so English


def test_sentences_follow_one_another_as_the_language_writes_them() -> None:
    assert sentences("Blue: play.", "", None, "Grey: taken.") == "Blue: play. Grey: taken."
    with speaking("ja"):
        assert sentences("青: 今選べます。", "灰: 選択済み。") == "青: 今選べます。灰: 選択済み。"


def test_a_number_a_message_selects_by_keeps_its_plural_forms_in_any_message(
        tmp_path: Path) -> None:
    """Whole numbers no message selects a form by go as plain digits; one that some message
    selects by stays a number everywhere, so its forms still follow the language."""
    catalog = _catalog(tmp_path, {"ru/a.ftl": (
        "id = Партия № { $id }.\n"
        "n = { $n ->\n    [one] { $n } ход\n    [few] { $n } хода\n"
        "    [many] { $n } ходов\n   *[other] { $n } хода\n}\n"
        "both = Партия № { $n }.\n")})
    assert catalog.format("ru", "id", {"id": 12345}) == "Партия № 12345."
    assert [catalog.format("ru", "n", {"n": n}) for n in (1, 3, 11)] == [
        "1 ход", "3 хода", "11 ходов"]
    assert catalog.format("ru", "both", {"n": 12345}) == "Партия № 12345."
