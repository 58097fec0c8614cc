"""The per-game cogs and their registry.

Adding a sixth game: one rules module (rules/registry.py), one cog module here, and one
line in `GAME_COGS`.
"""

from __future__ import annotations

from discord.ext import commands

from cogs.games.base import GameCog
from cogs.games.circle_duel import CircleDuelCog
from cogs.games.forbidden_adjacent import ForbiddenAdjacentCog
from cogs.games.non_consecutive import NonConsecutiveCog
from cogs.games.number_capture import NumberCaptureCog
from cogs.games.number_chain import NumberChainCog

GAME_COGS: tuple[type[GameCog], ...] = (
    NonConsecutiveCog,
    ForbiddenAdjacentCog,
    NumberCaptureCog,
    CircleDuelCog,
    NumberChainCog,
)


async def setup(bot: commands.Bot) -> None:
    for cog in GAME_COGS:
        await bot.add_cog(cog(bot))
