"""/help's page, /claim's autocomplete reasons and the counted texts of /config (pure)."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import discord
import pytest

import rules
from bot.service.snapshots import MatchStatus
from cogs import matches
from cogs.config import rated_limit_text
from cogs.help import help_embed
from tests.cogs.helpers import ALICE, BOB, snapshot, with_status
from tests.cogs.test_coach_render import assert_fits
from tests.fixtures.discord_limits import spec_limits

#: Every command the bot declares (tests/e2e/test_flow.py checks the synced list).
COMMANDS = ("challenge", "claim", "resign", "board", "rules", "review", "hint", "puzzle",
            "leaderboard", "stats", "history", "tournament standings", "tournament withdraw",
            "tournament export", "notify")
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
    assert [rules.count(n, "loss", "losses") for n in (0, 1, 2)] == [
        "0 losses", "1 loss", "2 losses"]
