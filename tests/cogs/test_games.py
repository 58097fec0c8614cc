"""The per-game cogs: registry, option handling, rules text."""

from __future__ import annotations

import pytest

import rules
from bot.errors import InvalidChallenge
from cogs.games import GAME_COGS
from cogs.games.base import GameCog


def cog(slug: str) -> GameCog:
    cls = next(c for c in GAME_COGS if c.slug == slug)
    return cls(bot=None)  # type: ignore[arg-type]


def test_every_game_has_a_cog_in_rules_order() -> None:
    assert [c.slug for c in GAME_COGS] == rules.game_slugs()


@pytest.mark.parametrize(
    ("slug", "option"),
    [("circle-duel", "reach"), ("non-consecutive", "start"), ("number-chain", "reach"),
     ("number-capture", "start"), ("forbidden-adjacent", "start")],
)
def test_options_a_game_does_not_take_are_refused(slug: str, option: str) -> None:
    with pytest.raises(InvalidChallenge, match=f"`{option}` doesn't apply"):
        cog(slug).options({"size": None, option: 2})


def test_options_kept_when_they_apply() -> None:
    assert cog("forbidden-adjacent").options({"size": 12, "reach": 2, "start": None}) == {
        "size": 12, "reach": 2,
    }
    assert cog("number-chain").options({"size": None, "start": 4, "reach": None}) == {"start": 4}


@pytest.mark.parametrize("slug", rules.game_slugs())
def test_rules_embed(slug: str) -> None:
    embed = cog(slug).rules_embed()
    assert rules.get_game(slug).title in embed.title
    assert f"/challenge game:{slug}" in next(f.value for f in embed.fields if f.name == "Play")
    assert any(f.name == "House rules" for f in embed.fields)
