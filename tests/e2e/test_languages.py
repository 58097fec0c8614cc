"""A tour of every command in each language, through the local Discord API stand-in (NOT
Discord), with its check of every request against Discord's OpenAPI description on.

Each language gets its own server and bot: every member's Discord client speaks it and the
server chose it with `/config language`. What the members read must fit Discord's limits
(the largest boards too: every game at 25 numbers, where the longest language's words make
the longest labels and lines), and none of it may be a text the English tour showed, but for
the data a text only carries (a mention, a number, a name).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import rules
from i18n import DEFAULT, LANGUAGES, catalog
from tests.e2e.test_payload_limits import play_to_the_end, sent_messages
from tests.e2e.test_voice import texts_of, tour
from tests.fixtures.discord_limits import message_problems, spec_limits
from tests.fixtures.discord_world import World, world
from tests.i18n.test_catalog import _allowed_same, _entries, _files, _variables

TRANSLATED = [language for language in LANGUAGES if language != DEFAULT]
#: What a text may hold that is data, not words: mentions, channel links, links, code in
#: backticks (a number, an option as typed), Discord times (<t:...:R>), numbers, emoji and signs.
DATA = re.compile(r"<(?:[@#!&:]|t:)[^>]*>|https?://\S+|`[^`]*`|\*\*|[\d\W_]+", re.UNICODE)
#: Texts that are data in any language: names a member chose.
NAMES = {"wide", "Bad!"}


def words_of(text: str) -> str:
    return " ".join(DATA.sub(" ", text).split())


def same_as_english(language: str) -> set[str]:
    """The words of the messages that rightly read as in English in ``language``
    (its same-as-english.txt: "Page 2/3" in French)."""
    allowed = _allowed_same(language)
    found = set()
    for path in _files(language).values():
        for key, entry in _entries(path).items():
            if key in allowed and not key.startswith("-"):
                said = catalog().format(language, key, dict.fromkeys(_variables(entry), 1))
                found.add(words_of(said))
    return found


async def speak(w: World, language: str) -> None:
    """Every member speaks ``language`` (so does the server's Discord); the server also
    chooses it with /config language (which the tour's `/config reset` takes back)."""
    for user in w.users.values():
        w.api.user_locales[user] = language
    if language != DEFAULT:
        lobby = w.new_channel("language")
        res = await w.api.slash(w.guild_id, lobby, w["mod"], "config language",
                                {"language": language})
        assert res.ephemeral, res.content


async def what_they_read(w: World) -> tuple[list[tuple[str, str, str]], list[str]]:
    """The tour's texts, and every limit any message broke, the largest boards included."""
    first = len(w.api.requests)
    collected = await tour(w)
    for slug in rules.game_slugs():
        await play_to_the_end(w, slug, w.new_channel(f"largest-{slug}"))
    limits = spec_limits()
    sent = sent_messages(w.api.requests[first:])
    problems = [f"{route}: {p}" for route, body in sent for p in message_problems(body, limits)]
    collected += [t for route, body in sent for t in texts_of(route, body)]
    return collected, problems


@pytest.fixture(scope="module")
def english(tmp_path_factory: pytest.TempPathFactory) -> set[str]:
    """The words of every text of the English tour."""
    import asyncio

    async def run() -> set[str]:
        async with world(Path(tmp_path_factory.mktemp("en"))) as w:
            await speak(w, DEFAULT)
            collected, problems = await what_they_read(w)
        assert problems == []
        return {words_of(text) for _kind, _where, text in collected}

    return asyncio.run(run())


@pytest.mark.slow
@pytest.mark.parametrize("language", TRANSLATED)
async def test_a_tour_in_each_language(language: str, english: set[str],
                                       tmp_path: Path) -> None:
    async with world(tmp_path, locale=language) as w:
        await speak(w, language)
        collected, problems = await what_they_read(w)
    assert len(collected) > 300  # the tour reached every command
    assert problems == []
    allowed = same_as_english(language)
    left = sorted({f"[{kind}] {text}" for kind, _where, text in collected
                   if (words := words_of(text)) and words in english and words not in allowed
                   and text.strip() not in NAMES})
    assert left == [], "\n".join(left)
