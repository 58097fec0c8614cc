"""/season start and /void: moderators (Manage Server, cogs/permissions.py) fix what went
wrong. Thin: the service decides (bot/matches/service.py ``void``, bot/standings/seasons.py).
Neither can be taken back, so each asks first (cogs/confirm.py) and acts on Confirm."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.core.errors import NoSuchMatch
from bot.core.snapshots import MatchSnapshot
from bot.standings import ratings
from bot.standings.seasons import SeasonInfo
from cogs import confirm
from cogs.endings import after_end
from cogs.errors import guild_of
from cogs.host import DuelsCog, host
from cogs.messages import edit_match_message, in_time, reply
from cogs.permissions import MANAGE_SERVER, require_manage_server
from cogs.voice import in_server_language
from i18n import sentences, t


def season_started_text(season: SeasonInfo) -> str:
    return t("config-season-started", season=season.number, previous=season.number - 1,
             rating=round(ratings.DEFAULT_RATING))


def board_link(guild_id: int, channel_id: int, message_id: int | None) -> str:
    if message_id is None:
        return ""
    return f"https://discord.com/channels/{guild_id}/{channel_id}/{message_id}"


class Moderation(DuelsCog):
    """Seasons and voiding matches."""

    season = app_commands.Group(
        name="season",
        description="This server's seasons (Manage Server).",
        guild_only=True,
        allowed_contexts=app_commands.AppCommandContext(guild=True),  # as guild_only() sets
        allowed_installs=app_commands.AppInstallationType(guild=True),  # a server's
        default_permissions=MANAGE_SERVER,
    )

    async def interaction_check(self, interaction: discord.Interaction, /) -> bool:
        return await super().interaction_check(interaction) and require_manage_server(
            interaction)

    @season.command(name="start",
                    description="Close this season (its table stays) and start a fresh one.")
    async def start(self, interaction: discord.Interaction) -> None:
        await confirm.ask(interaction, "season", t("config-season-confirm"))

    @app_commands.command(
        name="void", description="End a match as void, or undo a finished one (Manage Server)."
    )
    @app_commands.allowed_installs(guilds=True, users=False)  # a server's (cogs.places)
    @app_commands.guild_only()
    @app_commands.default_permissions(manage_guild=True)
    @app_commands.describe(match="The match number (shown on its board: match #12)")
    async def void(self, interaction: discord.Interaction,
                   match: app_commands.Range[int, 1]) -> None:
        assert interaction.guild_id is not None
        if not 0 < match < 2**63:
            raise NoSuchMatch()
        snapshot = await in_time(interaction, self.duels.service.check_void(
            interaction.guild_id, match, interaction.user.id), ephemeral=True)
        state = "running" if snapshot.is_open else "finished"
        await confirm.ask(interaction, "void", t("config-void-confirm", match=match,
                                                 state=state), str(match))


async def start_season(interaction: discord.Interaction, _: str | None) -> None:
    """Confirmed /season start: the new season, announced to the channel."""
    bot, guild_id = host(interaction.client), guild_of(interaction)
    season = await in_time(interaction, bot.service.start_season(guild_id, interaction.user.id),
                           update=True)
    await confirm.in_place(interaction, t("config-season-announced", season=season.number))
    async with in_server_language(bot, guild_id):  # said to everyone
        text = season_started_text(season)
    await reply(interaction, text)


async def void_match(interaction: discord.Interaction, match: str | None) -> None:
    """Confirmed /void: the match void, its board redrawn, what follows posted."""
    bot, guild_id = host(interaction.client), guild_of(interaction)
    if match is None or not match.isdigit():
        raise NoSuchMatch()

    async def void_and_redraw() -> tuple[MatchSnapshot, bool]:
        voided = await bot.service.void(guild_id, int(match), interaction.user.id)
        # The board's edit may wait for the channel's rate limit: inside the 3 s guard.
        return voided, await edit_match_message(bot, voided)

    snapshot, shown = await in_time(interaction, void_and_redraw(), update=True)
    if snapshot.winner_id is None:
        counted = t("config-void-no-result")
    elif snapshot.fixed_winner is not None:
        counted = t("config-void-for-fun")
    else:
        counted = t("config-void-uncounted")
    link = board_link(guild_id, snapshot.channel_id, snapshot.message_id)
    board = (t("config-void-board", link=link) if shown and link
             else t("config-void-no-board"))
    await confirm.in_place(interaction, sentences(t("config-void-done", match=snapshot.id),
                                                  counted, board))
    await after_end(bot, snapshot)  # a series' replacement, the tournament counts


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(Moderation(bot))
    confirm.register(bot, "season", start_season)
    confirm.register(bot, "void", void_match)


async def teardown(bot: commands.Bot) -> None:
    confirm.unregister(bot, "season")
    confirm.unregister(bot, "void")
