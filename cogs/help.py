"""/help (every command on one page, and where to start) and /rules (one game's rules)."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

import rules
from bot.service.errors import MatchError, unknown_game
from cogs.games import game_cogs
from cogs.host import DuelsCog, game_cog, host
from cogs.ui.choices import GAME_CHOICES
from cogs.ui.coach_render import COACH_HELP

#: What each command does, with an example: (field name, text), in the order a new
#: member meets them. tests/cogs/test_help.py checks that every command is here.
COMMANDS = (
    ("Play", (
        "`/challenge` starts a match: `/challenge opponent:@bob game:number-chain`. Add "
        "`first`, `size`, `start`, `forbid`, `claims` or, against me, `level` if you like. "
        "`game` also offers this server's variants.\n"
        "`/claim` plays a number, `/claim number:7`, or click it on the board.\n"
        "`best-of:3` (or 5, 7) plays a series: first to win more than half the games wins.\n"
        "`/resign` gives up your game in this channel (with `series`, the whole series), "
        "and `/board` shows it again."
    )),
    ("Learn", (f"`/rules game:circle-duel` explains a game. `/analyze "
               f"game:forbidden-adjacent forbid:1,3` says who wins it with perfect play, and "
               f"how. {COACH_HELP}")),
    ("Tournaments", (
        "Click **Join** under a tournament's sign-up message. Your boards are posted in its "
        "channel with your name, and I send you a link (`/notify tournaments:False` turns "
        "that off). Each pairing plays two games, each player moving first once.\n"
        "`/tournament standings` shows the table, `/tournament withdraw` leaves a running "
        "one (your unplayed games are lost), and `/tournament export` gives every game as "
        "a CSV file."
    )),
    ("Results", (
        "`/leaderboard` shows the best players here, `/leaderboard game:non-consecutive` "
        "those of one game. `/stats` shows your ratings, `/stats member:@bob` someone "
        "else's. `/history` lists the last results."
    )),
)
OWNERS = ("With Manage Server: `/config` changes this server's settings, `/config "
          "variant-add` saves a game with its options under a name members can challenge, "
          "`/season start` starts a new season, and `/void` cancels a match's result. "
          "`/tournament create format:swiss game:circle-duel` opens a tournament in the "
          "channel (also for the role set with `/config organiser-role`); `/tournament "
          "start` starts it before its time, `/tournament cancel` calls it off.")


def help_embed(bot_name: str, owner: bool) -> discord.Embed:
    """The /help page; ``owner``: the member has Manage Server (the owners' line)."""
    embed = discord.Embed(title="📖 Number Duels: every command", colour=discord.Colour.blurple())
    embed.description = (
        "Two players take turns picking numbers; the rules of each game say which numbers "
        "are allowed, and whoever makes the last move wins.\n\n"
        f"**New here?** Try `/challenge opponent:@{bot_name} game:forbidden-adjacent` to play me, "
        "or challenge a friend the same way."
    )
    for name, text in COMMANDS:
        embed.add_field(name=name, value=text, inline=False)
    games = "\n".join(f"**{rules.get_game(cog.slug).title}** (`{cog.slug}`): {cog.summary}"
                      for cog in game_cogs())
    embed.add_field(name="The games", value=games, inline=False)
    if owner:
        embed.add_field(name="Server owners", value=OWNERS, inline=False)
    embed.set_footer(text="Only you can see this")
    return embed


class Help(DuelsCog):
    @app_commands.command(name="help", description="Every command, and where to start.")
    async def help(self, interaction: discord.Interaction) -> None:
        me = self.bot.user
        owner = interaction.permissions.manage_guild and interaction.guild_id is not None
        embed = help_embed(me.display_name if me else "NumberDuels", owner)
        await interaction.response.send_message(embed=embed, ephemeral=True)

    @app_commands.command(name="rules", description="How to play one of the games.")
    # Needs no server: also in a direct message with the bot.
    @app_commands.allowed_contexts(guilds=True, dms=True, private_channels=False)
    @app_commands.describe(game="Which game")
    @app_commands.choices(game=GAME_CHOICES)
    async def rules(self, interaction: discord.Interaction, game: str) -> None:
        if not isinstance(game, str) or game not in rules.GAMES:  # only a forged value
            raise MatchError(unknown_game(game))
        cog = game_cog(host(self.bot), game)
        embed = cog.rules_embed().add_field(name="Learn", value=COACH_HELP, inline=False)
        await interaction.response.send_message(embed=embed, ephemeral=True)


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(Help(bot))
