"""/help (every command on one page, and where to start) and /rules (one game's rules),
said in the language of the member who asked."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

import rules
from bot.core.errors import MatchError, unknown_game
from bot.core.snapshots import MatchSnapshot
from cogs.game_cog import GameCog
from cogs.games import game_cogs
from cogs.host import DuelsCog, game_cog, host
from cogs.ui import render
from cogs.ui.choices import game_choices
from cogs.ui.coach_render import COACH_HELP
from i18n import Text, t

#: What each command does, with an example: (field name, text), in the order a new
#: member meets them. tests/cogs/test_help.py checks that every command is here.
COMMANDS = (
    (Text("help-play"), Text("help-play-text")),
    (Text("help-learn"), Text("help-learn-text", coach=COACH_HELP)),
    (Text("help-tournaments"), Text("help-tournaments-text")),
    (Text("help-results"), Text("help-results-text")),
    (Text("help-anywhere"), Text("help-anywhere-text")),
)


def help_embed(bot_name: str, owner: bool) -> discord.Embed:
    """The /help page, in the language in force; ``owner``: the member has Manage Server
    (the owners' line)."""
    embed = discord.Embed(title=t("help-title"), colour=discord.Colour.blurple())
    embed.description = t("help-intro") + "\n\n" + t("help-new-here", bot=bot_name)
    for name, text in COMMANDS:
        embed.add_field(name=str(name), value=str(text), inline=False)
    games = "\n".join(t("help-game-line", title=rules.get_game(cog.slug).name, slug=cog.slug,
                         summary=rules.get_game(cog.slug).summary or cog.summary)
                      for cog in game_cogs())
    embed.add_field(name=t("help-games"), value=games, inline=False)
    if owner:
        embed.add_field(name=t("help-owners"), value=t("help-owners-text"), inline=False)
    embed.set_footer(text=t("help-footer"))
    return embed


def rules_embed(cog: GameCog) -> discord.Embed:
    """The /rules page of ``cog``'s game, in the language in force: the rules' own texts
    (rules/, said from the catalogue; the cog's English where a game has none there), how
    to play it here, and where to learn more."""
    game = cog.game
    embed = discord.Embed(title=t("help-rules-title", game=game.name),
                          colour=discord.Colour.blurple())
    embed.description = (f"{game.summary or cog.summary}\n\n"
                         f"{game.rules_text or cog.rules_text}")
    house = game.house_rules or cog.decisions
    if house:
        embed.add_field(name=t("help-rules-house"), value=str(house), inline=False)
    options = t("list-separator").join(t("config-option", option=name)
                                       for name in game.option_names)
    embed.add_field(name=t("help-play"), value=t("help-rules-play-text", slug=game.slug,
                                                 options=options, size=game.default_size),
                    inline=False)
    embed.add_field(name=t("help-learn"), value=str(COACH_HELP), inline=False)
    return embed


def match_rules_embed(cog: GameCog, snapshot: MatchSnapshot) -> discord.Embed:
    """A board's Rules: the /rules page of its game, and what this match plays (its
    options and its variant), in the language in force (the reader's)."""
    embed = rules_embed(cog)
    options = render.options_text(snapshot)
    if snapshot.variant:
        text = t("help-rules-match-variant", variant=snapshot.variant, options=options)
    else:
        text = t("help-rules-match-options", options=options)
    embed.insert_field_at(0, name=t("help-rules-this-match", match=snapshot.id), value=text,
                          inline=False)
    return embed


class Help(DuelsCog):
    @app_commands.command(name="help", description="Every command, and where to start.")
    @app_commands.allowed_installs(guilds=True, users=True)  # anywhere (cogs.places)
    @app_commands.allowed_contexts(guilds=True, dms=True, private_channels=True)
    async def help(self, interaction: discord.Interaction) -> None:
        me = self.bot.user
        owner = interaction.permissions.manage_guild and interaction.guild_id is not None
        embed = help_embed(me.display_name if me else "NumberDuels", owner)
        await interaction.response.send_message(embed=embed, ephemeral=True)

    @app_commands.command(name="rules", description="How to play one of the games.")
    @app_commands.allowed_installs(guilds=True, users=True)  # anywhere (cogs.places)
    @app_commands.allowed_contexts(guilds=True, dms=True, private_channels=True)
    # Needs no server: also in a direct message with the bot.
    @app_commands.describe(game="Which game")
    @app_commands.choices(game=game_choices())
    async def rules(self, interaction: discord.Interaction, game: str) -> None:
        if not isinstance(game, str) or game not in rules.GAMES:  # only a forged value
            raise MatchError(unknown_game(game))
        embed = rules_embed(game_cog(host(self.bot), game))
        await interaction.response.send_message(embed=embed, ephemeral=True)


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(Help(bot))
