"""/config: this server's settings (members with Manage Server; cogs/permissions.py).

Thin: each subcommand calls ``service.config`` (bot/service/server_settings.py), which checks the
value and refuses with a reason (SettingRefused, an ephemeral reply like every refusal).
Every answer here is ephemeral: only the moderator who asked sees it.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import timedelta

import discord
from discord import app_commands
from discord.ext import commands

import rules
from bot.service.seasons import SeasonInfo
from bot.service.server_settings import (
    CHALLENGE_LIMIT,
    CHALLENGE_TIMEOUT_MINUTES,
    DAILY_RATED_LIMIT,
    TURN_TIMEOUT_HOURS,
    ServerSettings,
)
from bot.service.variants import NAME_LENGTH, Variant
from cogs.analyze import needs_start, verdict
from cogs.host import DuelsCog
from cogs.messages import in_time, reply
from cogs.options import (
    CLAIMS_CHOICES,
    FORBID_LENGTH,
    OPTION_HELP,
    SIZE_RANGE,
    START_RANGE,
    typed_options,
)
from cogs.permissions import MANAGE_SERVER, require_manage_server
from cogs.ui import render
from cogs.ui.analysis_render import analysis_embed, analysis_title
from cogs.ui.choices import BEST_OF_CHOICES, GAME_CHOICES, LEVEL_CHOICES
from rules.base import count

SERVER, DEFAULT = "this server", "default"
#: /config reset's choices: every setting, or one (bot.service.server_settings.SETTING_NAMES).
RESET_CHOICES = [
    app_commands.Choice(name="everything", value="all"),
    app_commands.Choice(name="challenge channels", value="allowed_channels"),
    app_commands.Choice(name="turn timeout", value="turn_timeout"),
    app_commands.Choice(name="challenge timeout", value="challenge_timeout"),
    app_commands.Choice(name="my default level", value="bot_level"),
    app_commands.Choice(name="games switched off", value="disabled_games"),
    app_commands.Choice(name="daily rated limit", value="daily_rated_limit"),
    app_commands.Choice(name="challenge limit", value="challenge_limit"),
    app_commands.Choice(name="tournament organiser role", value="organiser_role"),
]
MAX_CHOICES = 25  # Discord's most autocomplete choices


def _amount(value: float, unit: str) -> str:
    """'1 hour', '3 hours', '0.5 hours' (a default from the environment may be a fraction)."""
    return count(int(value), unit) if value == int(value) else f"{value:g} {unit}s"


def _hours(delta: timedelta) -> str:
    return _amount(delta.total_seconds() / 3600, "hour")


def _minutes(delta: timedelta) -> str:
    return _amount(delta.total_seconds() / 60, "minute")


def _first_games(limit: int) -> str:
    """'the first game' / 'the first 3 games'."""
    return "the first game" if limit == 1 else f"the first {limit} games"


def rated_limit_text(limit: int) -> str:
    """The daily rated limit in a sentence (0: none)."""
    if limit == 0:
        return "No limit: every game between two people is rated."
    verb = "is" if limit == 1 else "are"
    return (f"Only {_first_games(limit)} a day between the same two people {verb} rated; "
            "later ones count as wins and losses, unrated.")


def challenge_limit_text(conf: ServerSettings, noun: str = "") -> str:
    """The per-member challenge limit in words ("5 a minute and 30 an hour"; with ``noun``
    "new challenge": "5 new challenges a minute and 30 an hour"), or "" for none."""
    parts: list[str] = []
    for limit, per in ((conf.challenge_limit_per_minute, "a minute"),
                       (conf.challenge_limit_per_hour, "an hour")):
        if limit:
            parts.append(f"{count(limit, noun) if noun and not parts else limit} {per}")
    return " and ".join(parts)


def setting_lines(conf: ServerSettings) -> dict[str, str]:
    """Each setting's value, with where it comes from, in /config show's order."""

    def source(name: str) -> str:
        return f" ({SERVER})" if name in conf.from_server else f" ({DEFAULT})"

    channels = (", ".join(f"<#{c}>" for c in conf.allowed_channels)
                if conf.allowed_channels else "everywhere")
    off = [rules.GAMES[g].title for g in rules.GAMES if g in conf.disabled_games]
    limit = (f"{count(conf.daily_rated_limit, 'game')} a day between the same two people"
             if conf.daily_rated_limit else "no limit")
    return {
        "Challenge channels": channels + source("allowed_channels"),
        "Turn timeout": _hours(conf.turn_timeout) + source("turn_timeout"),
        "Challenge timeout": _minutes(conf.challenge_timeout) + source("challenge_timeout"),
        "My default level": conf.bot_level + source("bot_level"),
        "Games": (f"off: {', '.join(off)}" if off else "all on") + source("disabled_games"),
        "Rated games limit": limit + source("daily_rated_limit"),
        "New challenges": ((f"at most {challenge_limit_text(conf)} for each member"
                            if challenge_limit_text(conf) else "no limit")
                           + source("challenge_limit")),
        "Tournament organisers": (
            "Manage Server" + (f" and <@&{conf.organiser_role_id}>"
                               if conf.organiser_role_id is not None else "")
            + source("organiser_role")),
    }


def variant_lines(variants: Sequence[Variant]) -> str:
    """The server's variants, one per line, or how to add one."""
    if not variants:
        return "No variants yet. Add one with `/config variant-add`."
    return "\n".join(f"• {variant_text(v)}." for v in variants)


def variant_text(variant: Variant) -> str:
    """'`wide`: Forbidden Adjacent, size 15, best of 3'."""
    name, _, rest = render.variant_choice_name(variant).partition(": ")
    return f"`{name}`: {rest}"


def config_embed(conf: ServerSettings, season: SeasonInfo,
                 variants: Sequence[Variant] = ()) -> discord.Embed:
    embed = discord.Embed(title="⚙️ Settings on this server", colour=discord.Colour.blurple())
    embed.description = "\n".join(f"**{name}:** {value}"
                                  for name, value in setting_lines(conf).items())
    since = (f" (since {discord.utils.format_dt(season.started_at, 'D')})"
             if season.started_at else "")
    embed.description += f"\n**Season:** {season.number}{since}"
    embed.description += f"\n**Variants:**\n{variant_lines(variants)}"
    embed.set_footer(text="(default): the bot's own setting, until this server sets one. "
                          "Change them with /config.")
    return embed


class Config(DuelsCog):
    """/config and its subcommands."""

    config = app_commands.Group(
        name="config",
        description="This server's settings for number duels (Manage Server).",
        guild_only=True,
        allowed_contexts=app_commands.AppCommandContext(guild=True),  # as guild_only() sets
        default_permissions=MANAGE_SERVER,
    )

    async def interaction_check(self, interaction: discord.Interaction, /) -> bool:
        """Every subcommand: the payload checks of every cog, then only members with Manage
        Server (cogs/permissions.py)."""
        return await super().interaction_check(interaction) and require_manage_server(
            interaction)

    @staticmethod
    def _ids(interaction: discord.Interaction) -> tuple[int, int]:
        assert interaction.guild_id is not None  # guild_only, and interaction_check
        return interaction.guild_id, interaction.user.id

    async def _done(self, interaction: discord.Interaction, text: str) -> None:
        await reply(interaction, text, ephemeral=True)

    @config.command(name="show", description="Every setting of this server and where it "
                                             "comes from.")
    async def show(self, interaction: discord.Interaction) -> None:
        guild_id, _ = self._ids(interaction)
        conf = await self.duels.service.config.get(guild_id)
        season = await self.duels.service.season(guild_id)
        variants = await self.duels.service.variants.list(guild_id)
        await reply(interaction, embed=config_embed(conf, season, variants), ephemeral=True)

    @config.command(name="allow-channel",
                    description="Allow challenges in a channel (none listed: everywhere).")
    @app_commands.describe(channel="A channel where challenges may be made")
    async def allow_channel(self, interaction: discord.Interaction,
                            channel: discord.TextChannel) -> None:
        guild_id, user_id = self._ids(interaction)
        conf = await self.duels.service.config.allow_channel(guild_id, user_id, channel.id)
        listed = ", ".join(f"<#{c}>" for c in conf.allowed_channels)
        await self._done(interaction, f"Challenges are now allowed only in {listed}.")

    @config.command(name="disallow-channel",
                    description="Take a channel off the list of challenge channels.")
    @app_commands.describe(channel="A channel on the list")
    async def disallow_channel(self, interaction: discord.Interaction,
                               channel: discord.TextChannel) -> None:
        guild_id, user_id = self._ids(interaction)
        conf = await self.duels.service.config.disallow_channel(guild_id, user_id, channel.id)
        if conf.allowed_channels:
            listed = ", ".join(f"<#{c}>" for c in conf.allowed_channels)
            text = f"<#{channel.id}> is off the list. Challenges are allowed in {listed}."
        else:
            text = (f"<#{channel.id}> is off the list. No channel is listed now, so "
                    "challenges are allowed everywhere.")
        await self._done(interaction, text)

    @config.command(name="turn-timeout",
                    description="How long a player may think, from the next turn on.")
    @app_commands.describe(hours=f"From {TURN_TIMEOUT_HOURS[0]} to {TURN_TIMEOUT_HOURS[1]} hours")
    async def turn_timeout(
        self, interaction: discord.Interaction,
        hours: app_commands.Range[int, TURN_TIMEOUT_HOURS[0], TURN_TIMEOUT_HOURS[1]],
    ) -> None:
        guild_id, user_id = self._ids(interaction)
        conf = await self.duels.service.config.set_turn_timeout(guild_id, user_id, hours)
        await self._done(interaction,
                         f"Turns now last {_hours(conf.turn_timeout)}, from the next turn on. "
                         "Running turns keep their current deadline.")

    @config.command(name="challenge-timeout",
                    description="How long a challenge waits for an answer.")
    @app_commands.describe(
        minutes=f"From {CHALLENGE_TIMEOUT_MINUTES[0]} to {CHALLENGE_TIMEOUT_MINUTES[1]} minutes")
    async def challenge_timeout(
        self, interaction: discord.Interaction,
        minutes: app_commands.Range[int, CHALLENGE_TIMEOUT_MINUTES[0],
                                    CHALLENGE_TIMEOUT_MINUTES[1]],
    ) -> None:
        guild_id, user_id = self._ids(interaction)
        conf = await self.duels.service.config.set_challenge_timeout(guild_id, user_id,
                                                                     minutes)
        await self._done(interaction,
                         f"New challenges now wait {_minutes(conf.challenge_timeout)} for an "
                         "answer. Open challenges keep their current deadline.")

    @config.command(name="bot-level", description="My strength when nobody picks a level.")
    @app_commands.describe(level="easy, normal or perfect")
    @app_commands.choices(level=LEVEL_CHOICES)
    async def bot_level(self, interaction: discord.Interaction, level: str) -> None:
        guild_id, user_id = self._ids(interaction)
        conf = await self.duels.service.config.set_bot_level(guild_id, user_id, level)
        await self._done(interaction, f"When nobody picks a level, I now play at "
                                      f"**{conf.bot_level}**.")

    @config.command(name="game", description="Switch a game off or on for this server.")
    @app_commands.describe(game="Which game", enabled="On (true) or off (false)")
    @app_commands.choices(game=GAME_CHOICES)
    async def game(self, interaction: discord.Interaction, game: str, enabled: bool) -> None:
        guild_id, user_id = self._ids(interaction)
        await self.duels.service.config.set_game(guild_id, user_id, game, enabled)
        title = rules.GAMES[game].title
        text = (f"**{title}** is on." if enabled else
                f"**{title}** is off: no new challenges. Running matches play on.")
        await self._done(interaction, text)

    @config.command(name="daily-rated-limit",
                    description="Rated games a day between the same two people (0: no limit).")
    @app_commands.describe(
        games=f"From {DAILY_RATED_LIMIT[0]} to {DAILY_RATED_LIMIT[1]}; 0 means no limit")
    async def daily_rated_limit(
        self, interaction: discord.Interaction,
        games: app_commands.Range[int, DAILY_RATED_LIMIT[0], DAILY_RATED_LIMIT[1]],
    ) -> None:
        guild_id, user_id = self._ids(interaction)
        conf = await self.duels.service.config.set_daily_rated_limit(guild_id, user_id, games)
        await self._done(interaction, rated_limit_text(conf.daily_rated_limit))

    @config.command(name="challenge-limit",
                    description="New challenges one member may make in a minute and in an "
                                "hour (0: no limit).")
    @app_commands.rename(per_minute="per-minute", per_hour="per-hour")
    @app_commands.describe(
        per_minute=f"{CHALLENGE_LIMIT[0]} to {CHALLENGE_LIMIT[1]}; 0 means no limit",
        per_hour=f"{CHALLENGE_LIMIT[0]} to {CHALLENGE_LIMIT[1]}; 0 means no limit")
    async def challenge_limit(
        self, interaction: discord.Interaction,
        per_minute: app_commands.Range[int, CHALLENGE_LIMIT[0], CHALLENGE_LIMIT[1]] | None = None,
        per_hour: app_commands.Range[int, CHALLENGE_LIMIT[0], CHALLENGE_LIMIT[1]] | None = None,
    ) -> None:
        guild_id, user_id = self._ids(interaction)
        conf = await self.duels.service.config.set_challenge_limit(
            guild_id, user_id, per_minute=per_minute, per_hour=per_hour)
        limit = challenge_limit_text(conf, "new challenge")
        text = (f"Each member can now make at most {limit} here (rematches count)." if limit
                else "No limit: members can make as many challenges as they like.")
        await self._done(interaction, text)

    @config.command(name="organiser-role",
                    description="A role whose members may create tournaments (besides "
                                "Manage Server).")
    @app_commands.describe(role="Members with this role may use `/tournament create`")
    async def organiser_role(self, interaction: discord.Interaction, role: discord.Role
                             ) -> None:
        guild_id, user_id = self._ids(interaction)
        await self.duels.service.config.set_organiser_role(guild_id, user_id, role.id)
        await self._done(interaction, f"Members with <@&{role.id}> can now create "
                                      "tournaments, as members with Manage Server can.")

    @config.command(name="variant-add",
                    description="Save a game with options under a name members can challenge.")
    @app_commands.rename(best_of="best-of")
    @app_commands.describe(
        name="2 to 24 lowercase letters, digits and hyphens, like wide-13",
        game="Which game it plays",
        size=OPTION_HELP["size"], start=OPTION_HELP["start"], forbid=OPTION_HELP["forbid"],
        claims=OPTION_HELP["claims"], best_of="One game, or a series: best of 3, 5 or 7")
    @app_commands.choices(game=GAME_CHOICES)
    @app_commands.choices(claims=CLAIMS_CHOICES, best_of=BEST_OF_CHOICES)
    async def variant_add(
        self, interaction: discord.Interaction,
        name: app_commands.Range[str, NAME_LENGTH[0], NAME_LENGTH[1]],
        game: str,
        size: app_commands.Range[int, SIZE_RANGE[0], SIZE_RANGE[1]] | None = None,
        start: app_commands.Range[int, START_RANGE[0], START_RANGE[1]] | None = None,
        forbid: app_commands.Range[str, FORBID_LENGTH[0], FORBID_LENGTH[1]] | None = None,
        claims: int | None = None,
        best_of: int = 1,
    ) -> None:
        guild_id, user_id = self._ids(interaction)
        variant = await self.duels.service.variants.add(
            guild_id, user_id, name, game, typed_options(size, start, forbid, claims), best_of)
        text = (f"Saved {variant_text(variant)}. Challenge it with "
                f"`/challenge game:{variant.name}`.")
        rules_game = rules.get_game(variant.game)
        if needs_start(rules_game, variant.options):
            await self._done(interaction, f"{text} Each match draws its start, so it has no "
                                          "single verdict.")
            return
        lines = await in_time(interaction, verdict(rules_game, variant.options),
                              ephemeral=True)
        title = analysis_title(rules_game, rules_game.new_state(**variant.options)
                               .options_dict(), variant.name)
        await reply(interaction, text, embed=analysis_embed(title, lines), ephemeral=True)

    @config.command(name="variant-remove", description="Delete one of this server's variants.")
    @app_commands.describe(name="The variant's name")
    async def variant_remove(self, interaction: discord.Interaction, name: str) -> None:
        guild_id, user_id = self._ids(interaction)
        gone = await self.duels.service.variants.remove(guild_id, user_id, name)
        await self._done(interaction, f"Removed `{gone.name}`. Matches already started "
                                      "with it play on.")

    @variant_remove.autocomplete("name")
    async def variant_names(self, interaction: discord.Interaction, current: str
                            ) -> list[app_commands.Choice[str]]:
        """The server's variants whose name contains what was typed."""
        if interaction.guild_id is None:
            return []
        typed = str(current).strip().lower()
        variants = await self.duels.service.variants.list(interaction.guild_id)
        return [app_commands.Choice(name=render.variant_choice_name(v), value=v.name)
                for v in variants if typed in v.name][:MAX_CHOICES]

    @config.command(name="reset", description="Go back to the bot's default for a setting "
                                              "(or for all of them).")
    @app_commands.describe(setting="Which setting (everything if left out)")
    @app_commands.choices(setting=RESET_CHOICES)
    async def reset(self, interaction: discord.Interaction, setting: str = "all") -> None:
        guild_id, user_id = self._ids(interaction)
        name = None if setting == "all" else setting
        await self.duels.service.config.reset(guild_id, user_id, name)
        which = next((c.name for c in RESET_CHOICES if c.value == setting), setting)
        text = ("Every setting is back to its default." if name is None
                else f"The {which} setting is back to its default.")
        await self._done(interaction, text)


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(Config(bot))
