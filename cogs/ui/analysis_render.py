"""/analyze's answer (and /config variant-add's verdict): one short embed of the rules'
sentences (rules.describe) under the game and its options. Pure, like cogs.ui.render; said
in the language in force (the member's: only they see it)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import discord

import rules
from cogs.ui import render
from i18n import Text

FOOTER = Text("analysis-footer")


def analysis_title(game: rules.Game, options: Mapping[str, int], variant: str | None = None
                   ) -> str:
    """'Forbidden Adjacent · size 12, forbid 1 and 3', or with the variant: 'wide ·
    Forbidden Adjacent · size 12, forbid 1 and 3'."""
    named = f"{variant} · " if variant else ""
    return f"{named}{game.name} · {render.options_summary(game, options)}"


def analysis_embed(title: str, lines: Sequence[str]) -> discord.Embed:
    """The verdict: one sentence a line."""
    embed = discord.Embed(title=f"⚖️ {title}", colour=discord.Colour.blurple(),
                          description="\n".join(lines))
    embed.set_footer(text=str(FOOTER))
    return embed
