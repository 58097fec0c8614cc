"""/help's page, /claim's autocomplete reasons and the counted texts of /config (pure)."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import discord
import pytest

import rules
from bot.core.snapshots import MatchStatus
from cogs import matches
from cogs.config import rated_limit_text
from cogs.help import help_embed
from tests.cogs.helpers import ALICE, BOB, snapshot, with_status
from tests.cogs.test_coach_render import assert_fits
from tests.fixtures.discord_limits import spec_limits

#: Every command the bot declares (tests/e2e/test_flow.py checks the synced list).
COMMANDS = ("challenge", "claim", "resign", "board", "rules", "review", "hint", "puzzle",
            "leaderboard", "stats", "history", "games", "tournament standings",
            "tournament withdraw", "tournament export", "notify")
OWNER_COMMANDS = ("config", "season", "void", "tournament create", "tournament start",
                  "tournament cancel", "config organiser-role")


def text_of(embed: discord.Embed) -> str:
    return " ".join([embed.description or "", *(f.value or "" for f in embed.fields)])


@pytest.mark.parametrize("owner", [False, True])
def test_help_names_every_command_and_game_and_fits(owner: bool) -> None:
    embed = help_embed("Number Duels", owner)
    assert_fits(embed, spec_limits())
    text = text_of(embed)
    assert "**New here?** Try `/challenge opponent:@Number Duels game:forbidden-adjacent`" in text
    for command in COMMANDS:
        assert f"`/{command}" in text, command
    for slug, game in rules.GAMES.items():
        assert f"**{game.title}** (`{slug}`)" in text
    assert all((f"`/{c}" in text) == owner for c in OWNER_COMMANDS)


class Interaction(SimpleNamespace):
    """What _claimable reads of an interaction: the caller, the server, the client."""


def interaction(user: int, members: dict[int, str] | None = None) -> Any:
    names = members or {}

    def member(user_id: int) -> Any:
        return SimpleNamespace(display_name=names[user_id]) if user_id in names else None

    return Interaction(user=SimpleNamespace(id=user), guild=SimpleNamespace(get_member=member),
                       client=SimpleNamespace(get_user=lambda user_id: None))


def test_claim_autocomplete_reasons() -> None:
    running = snapshot("non-consecutive", [5])  # Bob to move
    assert matches._claimable(running, interaction(BOB)) == (
        rules.get_game("non-consecutive").legal_moves(running.state), None)
    assert matches._claimable(running, interaction(ALICE, {BOB: "bob"})) == (
        [], "Not your turn: bob to move.")
    assert matches._claimable(running, interaction(ALICE)) == (
        [], "Not your turn: your opponent to move.")
    pending = with_status(snapshot("circle-duel"), status=MatchStatus.PENDING)
    assert "not started" in (matches._claimable(pending, interaction(BOB))[1] or "")
    assert matches._claimable(None, interaction(ALICE))[1] == (
        "You have no match in this channel. Start one with /challenge.")
    assert matches.NO_CHOICE not in range(1, 26)  # never a number of a board


def test_rated_limit_counts_read_right() -> None:
    assert rated_limit_text(1) == ("Only the first game a day between the same two people is "
                                   "rated; later ones count as wins and losses, unrated.")
    assert rated_limit_text(3).startswith("Only the first 3 games a day between the same two "
                                          "people are rated;")
    assert rated_limit_text(0) == "No limit: every game between two people is rated."


def _rules_page(slug: str) -> discord.Embed:
    from cogs.games import game_cogs
    from cogs.help import rules_embed

    return rules_embed(next(cog for cog in game_cogs() if cog.slug == slug)(None))  # type: ignore[arg-type]


@pytest.mark.parametrize("slug", rules.game_slugs())
def test_rules_page_frames_the_games_own_texts(slug: str) -> None:
    game = rules.get_game(slug)
    embed = _rules_page(slug)
    assert_fits(embed, spec_limits())
    assert embed.title == f"{game.title} · rules"
    assert embed.description == f"{game.summary}\n\n{game.rules_text}"
    fields = {f.name: f.value for f in embed.fields}
    assert list(fields) == ["House rules", "Play", "Learn"]
    assert fields["House rules"] == str(game.house_rules)
    options = ", ".join(f"`{name}`" for name in game.option_names)
    assert fields["Play"] == (
        f"`/challenge game:{slug}` with the options {options} (`size` is {game.default_size} "
        "unless you set it). On your turn, click a number or use `/claim`. Every command: "
        "`/help`.")


def test_rules_page_in_another_language() -> None:
    from i18n import speaking

    with speaking("de"):
        embed = _rules_page("circle-duel")
        game = rules.get_game("circle-duel")
        said = (str(game.name), str(game.house_rules))
    assert embed.title == f"{said[0]} · Regeln"
    fields = {f.name: f.value for f in embed.fields}
    assert list(fields) == ["Hausregeln", "Spielen", "Lernen"]
    assert fields["Hausregeln"] == said[1]
    assert fields["Spielen"].startswith("`/herausfordern spiel:circle-duel` mit den Optionen `")
    assert fields["Spielen"].endswith("Alle Befehle: `/hilfe`.")
    with speaking("ja"):
        japanese = _rules_page("number-chain")
    assert japanese.title.endswith(" · ルール")
    assert [f.name for f in japanese.fields] == ["このボットでの取り決め", "対局する", "学ぶ"]


@pytest.mark.parametrize(("language", "title", "first"), [
    ("en", "Match #42", "This match plays with {options}."),
    ("de", "Partie #42", "Diese Partie wird so gespielt: {options}."),
])
def test_a_boards_rules_say_what_the_match_plays(language: str, title: str, first: str
                                                 ) -> None:
    """The board's Rules: the /rules page, its first field this match's options (as its
    board says them), in the reader's language; a variant named."""
    from cogs.games import game_cogs
    from cogs.help import match_rules_embed
    from cogs.ui import render
    from i18n import speaking

    cog = next(c for c in game_cogs() if c.slug == "non-consecutive")(None)  # type: ignore[arg-type]
    snap = snapshot("non-consecutive", options={"size": 12, "forbid": rules.parse_forbid("1,3")})
    with speaking(language):
        embed = match_rules_embed(cog, snap)
        page = _rules_page("non-consecutive")
        variant = match_rules_embed(cog, with_status(snap, variant="wide"))
        options = render.options_text(snap)
    assert "12" in options and "3" in options
    assert_fits(embed, spec_limits())
    assert (embed.fields[0].name, embed.fields[0].value) == (title, first.format(options=options))
    assert [f.name for f in embed.fields[1:]] == [f.name for f in page.fields]
    assert embed.title == page.title and embed.description == page.description
    assert "wide" in str(variant.fields[0].value)
