"""/tournament (create, start, cancel, standings, withdraw, export), /notify, and the Join /
Leave buttons of a sign-up message (`SignupButton`, a DynamicItem: they work on old messages
and after a restart).

Thin: the tournament service (bot/tournaments/service.py) decides and refuses (its
TournamentErrors are MatchErrors: an ephemeral sentence); cogs.tournament_posts posts what a
change brings; cogs.ui.tournament_render draws. Creating a tournament takes Manage Server or
the server's organiser role (`/config organiser-role`).

Languages (cogs.voice): replies only the member sees are said in their language (in force on
arrival); what everyone in the channel reads (the sign-up message, the table, the export's
line) is drawn inside ``in_server_language``.
"""

from __future__ import annotations

import io
import logging
import re
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.core.errors import MatchError
from bot.tournaments.formats import FORMATS
from bot.tournaments.service import (
    DEFAULT_MINUTES,
    DEFAULT_STARTS_IN,
    DEFAULT_TURN_SECONDS,
    MAX_NAME,
    MINUTES,
    ROUNDS,
    STARTS_IN,
    TURN_SECONDS,
)
from bot.tournaments.snapshots import TournamentUpdate
from cogs import game_or_variant
from cogs.errors import guarded, guild_of
from cogs.host import DuelsCog, game_cog, host
from cogs.messages import in_time, post, reply, update_clicked
from cogs.options import NO_OPTIONS, Given, game_options
from cogs.permissions import can_manage_server
from cogs.seen import ROLES
from cogs.tournament_posts import LiveTables, publish, show_cancelled, show_ended
from cogs.ui import ids
from cogs.ui import tournament_render as tr
from cogs.voice import in_server_language
from cogs.web_links import link_tournament
from i18n import Text, t

log = logging.getLogger(__name__)

#: A tournament's name as Discord takes it (the service trims and cuts it to MAX_NAME too).
NAME_LENGTH = (1, MAX_NAME)
FORMAT_CHOICES = [app_commands.Choice(name=str(tr.FORMAT_TITLES[f]), value=f) for f in FORMATS]
MAX_CHOICES = 25  # Discord's most autocomplete choices
NEEDS_ORGANISER = Text("tournament-needs-organiser")


def _guild(interaction: discord.Interaction) -> int:
    assert interaction.guild_id is not None  # guild_only
    return interaction.guild_id


def _channel(interaction: discord.Interaction) -> int:
    assert interaction.channel_id is not None
    return interaction.channel_id


def may_organise(interaction: discord.Interaction, role_id: int | None) -> bool:
    """Manage Server, or the server's organiser role (the role ids Discord sent with the
    member: cogs.seen)."""
    if can_manage_server(interaction):
        return True
    return role_id is not None and role_id in ROLES.of(interaction)


class SignupButton(discord.ui.DynamicItem[discord.ui.Button[Any]],
                   template=ids.TOURNAMENT_TEMPLATE):
    """Join / Leave under a sign-up message (`nd:tour:<join|leave>:<tournament>`): the
    member joins or leaves, and the message shows the players as they are now."""

    def __init__(self, button: discord.ui.Button[Any], action: str, tournament_id: int
                 ) -> None:
        super().__init__(button)
        self.action, self.tournament_id = action, tournament_id

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any],
                             match: re.Match[str], /) -> SignupButton:
        if not isinstance(item, discord.ui.Button):
            raise ValueError(f"bad custom id {match.string!r}")
        return cls(item, match["action"], int(match["tournament"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        async with guarded(interaction):
            bot = host(interaction.client)
            guild_id, user_id = guild_of(interaction), interaction.user.id
            change = bot.tournaments.join if self.action == "join" else bot.tournaments.leave
            tournament = await in_time(interaction,
                                       change(guild_id, self.tournament_id, user_id),
                                       update=True)
            async with in_server_language(bot, tournament.guild_id):  # the public message
                embed, view = tr.signup_embed(tournament), tr.signup_view(tournament.id)
            await update_clicked(interaction, embed, view)
            await interaction.followup.send(tr.joined_text(tournament, self.action == "join"),
                                            ephemeral=True)


class Tournaments(DuelsCog):
    """Tournaments in a channel, from sign-up to podium."""

    def __init__(self, bot: commands.Bot) -> None:
        super().__init__(bot)
        self.tables = LiveTables(self.duels)

    async def cog_unload(self) -> None:
        await self.tables.close()

    async def publish(self, update: TournamentUpdate) -> None:
        await publish(self.duels, update, self.tables)

    tournament = app_commands.Group(
        name="tournament",
        description="Tournaments in this channel: arena, Swiss or round robin.",
        guild_only=True,
        allowed_contexts=app_commands.AppCommandContext(guild=True),  # as guild_only() sets
        allowed_installs=app_commands.AppInstallationType(guild=True),  # a server's
    )

    @tournament.command(name="create", description="Open a tournament in this channel "
                                                    "(Manage Server or the organiser role).")
    @app_commands.rename(turn_seconds="turn-seconds", starts_in="starts-in")
    @app_commands.describe(
        format="arena, swiss or round-robin",
        game="Which game, or one of this server's variants",
        name="What to call it (default: the format and the game)",
        rounds=f"Swiss: {ROUNDS[0]} to {ROUNDS[1]} rounds (default: from the number of players)",
        minutes=f"Arena: how long it lasts, {MINUTES[0]} to {MINUTES[1]} minutes "
                f"(default: {DEFAULT_MINUTES})",
        turn_seconds=f"Time for each move, {TURN_SECONDS[0]} to {TURN_SECONDS[1]} seconds "
                     f"(default: {DEFAULT_TURN_SECONDS})",
        starts_in=f"Minutes until it starts, {STARTS_IN[0]} to {STARTS_IN[1]} "
                  f"(default: {DEFAULT_STARTS_IN})",
    )
    @app_commands.choices(format=FORMAT_CHOICES)
    @game_options
    async def create(
        self,
        interaction: discord.Interaction,
        format: str,
        game: str,
        name: app_commands.Range[str, NAME_LENGTH[0], NAME_LENGTH[1]] | None = None,
        rounds: app_commands.Range[int, ROUNDS[0], ROUNDS[1]] | None = None,
        minutes: app_commands.Range[int, MINUTES[0], MINUTES[1]] | None = None,
        turn_seconds: app_commands.Range[int, TURN_SECONDS[0], TURN_SECONDS[1]] = (
            DEFAULT_TURN_SECONDS),
        starts_in: app_commands.Range[int, STARTS_IN[0], STARTS_IN[1]] = DEFAULT_STARTS_IN,
        given: Given = NO_OPTIONS,
    ) -> None:
        guild_id = _guild(interaction)
        conf = await self.duels.service.config.get(guild_id)
        if not may_organise(interaction, conf.organiser_role_id):
            if conf.organiser_role_id is None:
                raise MatchError(NEEDS_ORGANISER)
            raise MatchError(Text("tournament-needs-organiser-role",
                                  role=f"<@&{conf.organiser_role_id}>"))
        picked = await game_or_variant.chosen(self.duels.service, guild_id, game)
        if picked.variant is not None:
            options = game_or_variant.options_with(picked, given)
        else:
            options = game_cog(self.duels, picked.game).options(given)
        # In the server's language: the default name ("Number Circle Duel Swiss") is stored
        # and shown to everyone. A refusal stays a Text, said in the member's language.
        async with in_server_language(self.duels, guild_id):
            tournament = await in_time(interaction, self.duels.tournaments.create(
                guild_id=guild_id, channel_id=_channel(interaction),
                organiser_id=interaction.user.id, format=format, game=picked.game,
                options=options,
                variant=None if picked.variant is None else picked.variant.name,
                name=name, rounds=rounds,
                minutes=minutes if minutes is not None or format != "arena"
                else DEFAULT_MINUTES,
                turn_seconds=turn_seconds, starts_in=starts_in))
            embed, view = tr.signup_embed(tournament), tr.signup_view(tournament.id)
        message_id = await post(interaction, {"embed": embed, "view": view})
        await self.duels.tournaments.set_signup_message(tournament.id, message_id)

    @create.autocomplete("game")
    async def create_games(self, interaction: discord.Interaction, current: str
                           ) -> list[app_commands.Choice[str]]:
        """The games and this server's variants that match what was typed."""
        return await game_or_variant.offered(self.duels.service, interaction.guild_id, current)

    @tournament.command(name="start", description="Start this channel's tournament now "
                                                   "(its organiser).")
    async def start(self, interaction: discord.Interaction) -> None:
        update = await in_time(interaction, self.duels.tournaments.start(
            _guild(interaction), _channel(interaction), interaction.user.id,
            moderator=can_manage_server(interaction)), ephemeral=True)
        await reply(interaction, t("tournament-started", name=tr.name_of(update.tournament)),
                    ephemeral=True)
        await self.publish(update)

    @tournament.command(name="cancel", description="Cancel this channel's tournament "
                                                    "(its organiser).")
    async def cancel(self, interaction: discord.Interaction) -> None:
        update = await in_time(interaction, self.duels.tournaments.cancel(
            _guild(interaction), _channel(interaction), interaction.user.id,
            moderator=can_manage_server(interaction)), ephemeral=True)
        tournament = update.tournament
        await reply(interaction, t("tournament-cancelled", name=tr.name_of(tournament)),
                    ephemeral=True)
        await show_cancelled(self.duels, tournament, interaction.user.id)
        await show_ended(self.duels, update)  # the running games' boards: ended void

    @tournament.command(name="standings", description="A tournament's table (this "
                                                       "channel's if left out).")
    @app_commands.describe(tournament="Which tournament (this channel's if left out)")
    async def standings(self, interaction: discord.Interaction,
                        tournament: app_commands.Range[int, 1] | None = None) -> None:
        found = await in_time(interaction, self.duels.tournaments.standings(
            _guild(interaction), _channel(interaction), tournament))
        async with in_server_language(self.duels, found.tournament.guild_id):  # public
            embed = tr.standings_embed(found.tournament, found.rows)
            await link_tournament(self.duels, embed, found.tournament.guild_id,
                                  found.tournament.id)
        await reply(interaction, embed=embed)

    @standings.autocomplete("tournament")
    async def standings_tournaments(self, interaction: discord.Interaction, current: str
                                    ) -> list[app_commands.Choice[int]]:
        return await self.tournament_choices(interaction, current)

    async def tournament_choices(self, interaction: discord.Interaction, current: str
                                 ) -> list[app_commands.Choice[int]]:
        """The server's tournaments, newest first, whose number or name has what was typed."""
        if interaction.guild_id is None:
            return []
        typed = str(current).strip().lower()
        found = await self.duels.tournaments.recent(interaction.guild_id)
        return [app_commands.Choice(name=tr.choice_name(t), value=t.id) for t in found
                if typed in str(t.id) or typed in t.name.lower()][:MAX_CHOICES]

    @tournament.command(name="withdraw", description="Leave this channel's running "
                                                      "tournament: unplayed games are lost.")
    async def withdraw(self, interaction: discord.Interaction) -> None:
        update = await in_time(interaction, self.duels.tournaments.withdraw(
            _guild(interaction), _channel(interaction), interaction.user.id), ephemeral=True)
        await reply(interaction, t("tournament-withdrew", name=tr.name_of(update.tournament)),
                    ephemeral=True)
        await self.publish(update)

    @tournament.command(name="export", description="A tournament's games and final table "
                                                    "as a CSV file.")
    @app_commands.describe(tournament="Which tournament (this channel's if left out)")
    async def export(self, interaction: discord.Interaction,
                     tournament: app_commands.Range[int, 1] | None = None) -> None:
        guild_id = _guild(interaction)

        async def work() -> tuple[int, tuple[str, str]]:
            which = tournament
            if which is None:
                which = (await self.duels.tournaments.standings(
                    guild_id, _channel(interaction), None)).tournament.id
            return which, await self.duels.tournaments.export_csv(guild_id, which)

        which, (name, text) = await in_time(interaction, work())
        file = discord.File(io.BytesIO(text.encode()), filename=name)
        async with in_server_language(self.duels, guild_id):  # a public reply
            line = t("tournament-export", id=which)
        await reply(interaction, line, file=file)

    @export.autocomplete("tournament")
    async def export_tournaments(self, interaction: discord.Interaction, current: str
                                 ) -> list[app_commands.Choice[int]]:
        return await self.tournament_choices(interaction, current)

    @commands.Cog.listener("on_tournament_update")
    async def tournament_update(self, update: TournamentUpdate) -> None:
        """A tournament's news (cogs.endings.after_end and the deadline loop
        dispatch it): new boards, the table, the end."""
        try:
            await self.publish(update)
        except Exception:  # the tournament goes on; /board and /tournament standings show it
            log.exception("Posting tournament %s's news failed", update.tournament.id)


async def setup(bot: commands.Bot) -> None:
    """The extension: the commands, and Join / Leave answered also on old messages."""
    bot.add_dynamic_items(SignupButton)
    await bot.add_cog(Tournaments(bot))


async def teardown(bot: commands.Bot) -> None:
    bot.remove_dynamic_items(SignupButton)
