"""/config: this server's settings (members with Manage Server; cogs/permissions.py).

Thin: each subcommand calls ``service.config`` (bot/servers/settings.py), which checks the
value and refuses with a reason (SettingRefused, an ephemeral reply like every refusal).
Every answer here is ephemeral: only the moderator who asked sees it.
"""

from __future__ import annotations

from collections.abc import Awaitable, Sequence
from datetime import timedelta
from typing import TypeVar

import discord
from discord import app_commands
from discord.ext import commands

import rules
from bot.notices.turns import NoticeChoice
from bot.servers.settings import (
    CHALLENGE_LIMIT,
    CHALLENGE_TIMEOUT_MINUTES,
    DAILY_RATED_LIMIT,
    TURN_TIMEOUT_HOURS,
    ServerSettings,
)
from bot.servers.variants import NAME_LENGTH, Variant
from bot.standings.seasons import SeasonInfo
from bot.web import urls
from cogs import confirm
from cogs.analyze import verdict
from cogs.channel_option import TextChannelOption
from cogs.errors import guild_of
from cogs.host import DuelsCog, game_cog, host
from cogs.messages import in_time, reply
from cogs.options import NO_OPTIONS, Given, game_options
from cogs.permissions import MANAGE_SERVER, require_manage_server
from cogs.ui import render
from cogs.ui.analysis_render import analysis_embed, analysis_title
from cogs.ui.choices import BEST_OF_CHOICES, LEVEL_CHOICES, game_choices
from i18n import DEFAULT as DEFAULT_LANGUAGE
from i18n import LANGUAGES, NATIVE_NAMES, Text, language_of, sentences, t

T = TypeVar("T")

#: /config reset's choices: every setting, or one (bot.servers.settings.SETTING_NAMES).
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
    app_commands.Choice(name="language", value="language"),
    app_commands.Choice(name="public pages", value="public_pages"),
    app_commands.Choice(name="your-move notices", value="notify_turns"),
    app_commands.Choice(name="puzzle channel", value="puzzle_channel"),
]
#: /config language's value for "this server's own Discord language" (stores None).
SERVER_LANGUAGE = "server"
#: /config language's choices: each language in its own words, then the server's own.
LANGUAGE_CHOICES = [
    *(app_commands.Choice(name=NATIVE_NAMES[code], value=code) for code in LANGUAGES),
    app_commands.Choice(name="this server's Discord language", value=SERVER_LANGUAGE),
]
MAX_CHOICES = 25  # Discord's most autocomplete choices
#: /config public-pages' choices.
ON_OFF = [app_commands.Choice(name="on", value="on"), app_commands.Choice(name="off", value="off")]
#: Where turn notices go: /config notify-turns' and /notify turns' choices.
NOTICE_CHOICES = [
    app_commands.Choice(name="in the match's channel", value=NoticeChoice.CHANNEL.value),
    app_commands.Choice(name="by direct message", value=NoticeChoice.DM.value),
    app_commands.Choice(name="off", value=NoticeChoice.OFF.value),
]


def notice_where(choice: str) -> str:
    """'in the match's channel', 'by direct message', 'nowhere'."""
    return t(f"notify-where-{choice}")


def _amount(value: float) -> int | float:
    """A whole number as an int (3 hours, not 3.0); a default from the environment may be a
    fraction (0.5 hours)."""
    return int(value) if value == int(value) else value


def _hours(delta: timedelta) -> Text:
    """'1 hour', '3 hours', '0.5 hours'."""
    return Text("config-hours", hours=_amount(delta.total_seconds() / 3600))


def _minutes(delta: timedelta) -> Text:
    return Text("config-minutes", minutes=_amount(delta.total_seconds() / 60))


def _listed(channel_ids: Sequence[int]) -> str:
    """Channels as Discord shows them, joined by the language's separator: "<#5>, <#6>"."""
    return t("list-separator").join(f"<#{c}>" for c in channel_ids)


def level_name(level: str) -> str:
    """A strength level in the reader's words."""
    return t("config-level-name", level=level)


def language_name(code: str) -> str:
    """A language in its own words (Deutsch), whatever language the reader speaks."""
    return NATIVE_NAMES.get(code, code)


def rated_limit_text(limit: int) -> str:
    """The daily rated limit in a sentence (0: none)."""
    if limit == 0:
        return t("config-rated-limit-none")
    return t("config-rated-limit", games=limit)


def challenge_limit_text(conf: ServerSettings, *, reply: bool = False) -> str:
    """The per-member challenge limit in words: in /config show "at most 5 a minute and 30 an
    hour for each member"; as the reply to /config challenge-limit (``reply``) the whole
    sentence. "" for none."""
    minute, hour = conf.challenge_limit_per_minute, conf.challenge_limit_per_hour
    if minute and hour:
        return (t("config-challenge-limit-both", per_minute=minute, per_hour=hour) if reply
                else t("config-show-challenge-limit-both", per_minute=minute, per_hour=hour))
    if minute:
        return (t("config-challenge-limit-minute", per_minute=minute) if reply
                else t("config-show-challenge-limit-minute", per_minute=minute))
    if hour:
        return (t("config-challenge-limit-hour", per_hour=hour) if reply
                else t("config-show-challenge-limit-hour", per_hour=hour))
    return ""


def setting_lines(conf: ServerSettings, discord_language: str = DEFAULT_LANGUAGE
                  ) -> dict[str, str]:
    """Each setting's label and value, with where it comes from, in /config show's order.
    ``discord_language``: the server's own Discord language (the language in force when
    the server chose none)."""

    def source(name: str, value: object) -> str:
        if name in conf.from_server:
            return t("config-show-from-server", value=str(value))
        return t("config-show-from-default", value=str(value))

    channels = (_listed(conf.allowed_channels) if conf.allowed_channels
                else t("config-show-channels-everywhere"))
    off = [rules.GAMES[g].name for g in rules.GAMES if g in conf.disabled_games]
    games = (t("config-show-games-off", games=t("list-separator").join(map(str, off))) if off
             else t("config-show-games-all-on"))
    limit = (t("config-show-rated-limit-value", games=conf.daily_rated_limit)
             if conf.daily_rated_limit else t("config-show-no-limit"))
    organisers = (t("config-show-organisers-and-role", role=f"<@&{conf.organiser_role_id}>")
                  if conf.organiser_role_id is not None
                  else t("config-show-organisers-manage-server"))
    if conf.language is not None:
        language = t("config-show-language-chosen", language_name=language_name(conf.language))
    else:
        language = t("config-show-language-discord",
                     language_name=language_name(discord_language))
    return {
        t("config-show-channels"): source("allowed_channels", channels),
        t("config-show-turn-timeout"): source("turn_timeout", _hours(conf.turn_timeout)),
        t("config-show-challenge-timeout"): source("challenge_timeout",
                                                   _minutes(conf.challenge_timeout)),
        t("config-show-bot-level"): source("bot_level", level_name(conf.bot_level)),
        t("config-show-games"): source("disabled_games", games),
        t("config-show-rated-limit"): source("daily_rated_limit", limit),
        t("config-show-challenge-limit"): source(
            "challenge_limit", challenge_limit_text(conf) or t("config-show-no-limit")),
        t("config-show-organisers"): source("organiser_role", organisers),
        t("config-show-language"): language,
        t("config-show-public-pages"): source("public_pages", (
            t("config-show-public-pages-on") if conf.public_pages
            else t("config-show-public-pages-off"))),
        t("config-show-notify-turns"): source("notify_turns", notice_where(conf.notify_turns)),
        t("config-show-puzzle-channel"): source("puzzle_channel", (
            f"<#{conf.puzzle_channel_id}>" if conf.puzzle_channel_id is not None
            else t("config-show-puzzle-channel-none"))),
    }


def variant_lines(variants: Sequence[Variant]) -> str:
    """The server's variants, one per line, or how to add one."""
    if not variants:
        return t("config-show-no-variants")
    return "\n".join(t("config-show-variant", variant=variant_text(v)) for v in variants)


def variant_text(variant: Variant) -> str:
    """'`wide`: Forbidden Adjacent, size 15, best of 3'."""
    return render.variant_choice_name(variant, f"`{variant.name}`")


def config_embed(conf: ServerSettings, season: SeasonInfo,
                 variants: Sequence[Variant] = (),
                 discord_language: str = DEFAULT_LANGUAGE) -> discord.Embed:
    embed = discord.Embed(title=t("config-show-title"), colour=discord.Colour.blurple())
    lines = [t("config-show-line", label=label, value=value)
             for label, value in setting_lines(conf, discord_language).items()]
    if season.started_at:
        lines.append(t("config-show-season-since", season=season.number,
                       date=discord.utils.format_dt(season.started_at, "D")))
    else:
        lines.append(t("config-show-season", season=season.number))
    lines += [t("config-show-variants"), variant_lines(variants)]
    embed.description = "\n".join(lines)
    embed.set_footer(text=t("config-show-footer"))
    return embed


class Config(DuelsCog):
    """/config and its subcommands."""

    config = app_commands.Group(
        name="config",
        description="This server's settings for number duels (Manage Server).",
        guild_only=True,
        allowed_contexts=app_commands.AppCommandContext(guild=True),  # as guild_only() sets
        allowed_installs=app_commands.AppInstallationType(guild=True),  # a server's
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

    @staticmethod
    async def _in_time(interaction: discord.Interaction, work: Awaitable[T]) -> T:
        """A setting's read or write under the 3 s guard (cogs.messages.in_time): deferred
        privately when the database is slow, so the answer, or the refusal, still comes."""
        return await in_time(interaction, work, ephemeral=True)

    @config.command(name="show", description="Every setting of this server and where it "
                                             "comes from.")
    async def show(self, interaction: discord.Interaction) -> None:
        guild_id, _ = self._ids(interaction)

        async def read() -> tuple[ServerSettings, SeasonInfo, tuple[Variant, ...]]:
            service = self.duels.service
            return (await service.config.get(guild_id),
                    await service.standings.season(guild_id),
                    await service.variants.list(guild_id))

        conf, season, variants = await self._in_time(interaction, read())
        embed = config_embed(conf, season, variants, language_of(interaction.guild_locale))
        await reply(interaction, embed=embed, ephemeral=True)

    @config.command(name="allow-channel",
                    description="Allow challenges in a channel (none listed: everywhere).")
    @app_commands.describe(channel="A channel where challenges may be made")
    async def allow_channel(self, interaction: discord.Interaction,
                            channel: TextChannelOption) -> None:
        guild_id, user_id = self._ids(interaction)
        conf = await self._in_time(interaction, self.duels.service.config.allow_channel(
            guild_id, user_id, channel.id))
        await self._done(interaction, t("config-channel-allowed",
                                        channels=_listed(conf.allowed_channels)))

    @config.command(name="disallow-channel",
                    description="Take a channel off the list of challenge channels.")
    @app_commands.describe(channel="A channel on the list")
    async def disallow_channel(self, interaction: discord.Interaction,
                               channel: TextChannelOption) -> None:
        guild_id, user_id = self._ids(interaction)
        conf = await self._in_time(interaction, self.duels.service.config.disallow_channel(
            guild_id, user_id, channel.id))
        if conf.allowed_channels:
            text = t("config-channel-disallowed", channel=f"<#{channel.id}>",
                     channels=_listed(conf.allowed_channels))
        else:
            text = t("config-channel-disallowed-last", channel=f"<#{channel.id}>")
        await self._done(interaction, text)

    @config.command(name="turn-timeout",
                    description="How long a player may think, from the next turn on.")
    @app_commands.describe(hours=f"From {TURN_TIMEOUT_HOURS[0]} to {TURN_TIMEOUT_HOURS[1]} hours")
    async def turn_timeout(
        self, interaction: discord.Interaction,
        hours: app_commands.Range[int, TURN_TIMEOUT_HOURS[0], TURN_TIMEOUT_HOURS[1]],
    ) -> None:
        guild_id, user_id = self._ids(interaction)
        conf = await self._in_time(interaction, self.duels.service.config.set_turn_timeout(
            guild_id, user_id, hours))
        await self._done(interaction,
                         t("config-turn-timeout-set", hours=_hours(conf.turn_timeout)))

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
        conf = await self._in_time(interaction, self.duels.service.config.set_challenge_timeout(
            guild_id, user_id, minutes))
        await self._done(interaction, t("config-challenge-timeout-set",
                                        minutes=_minutes(conf.challenge_timeout)))

    @config.command(name="bot-level", description="My strength when nobody picks a level.")
    @app_commands.describe(level="easy, normal or perfect")
    @app_commands.choices(level=LEVEL_CHOICES)
    async def bot_level(self, interaction: discord.Interaction, level: str) -> None:
        guild_id, user_id = self._ids(interaction)
        conf = await self._in_time(interaction, self.duels.service.config.set_bot_level(
            guild_id, user_id, level))
        await self._done(interaction,
                         t("config-bot-level-set", level=level_name(conf.bot_level)))

    @config.command(name="game", description="Switch a game off or on for this server.")
    @app_commands.describe(game="Which game", enabled="On (true) or off (false)")
    @app_commands.choices(game=game_choices())
    async def game(self, interaction: discord.Interaction, game: str, enabled: bool) -> None:
        guild_id, user_id = self._ids(interaction)
        await self._in_time(interaction, self.duels.service.config.set_game(
            guild_id, user_id, game, enabled))
        title = str(rules.GAMES[game].name)
        text = t("config-game-on", game=title) if enabled else t("config-game-off", game=title)
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
        conf = await self._in_time(interaction, self.duels.service.config.set_daily_rated_limit(
            guild_id, user_id, games))
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
        conf = await self._in_time(interaction, self.duels.service.config.set_challenge_limit(
            guild_id, user_id, per_minute=per_minute, per_hour=per_hour))
        text = (challenge_limit_text(conf, reply=True)
                or t("config-challenge-limit-none"))
        await self._done(interaction, text)

    @config.command(name="organiser-role",
                    description="A role whose members may create tournaments (besides "
                                "Manage Server).")
    @app_commands.describe(role="Members with this role may use `/tournament create`")
    async def organiser_role(self, interaction: discord.Interaction, role: discord.Role
                             ) -> None:
        guild_id, user_id = self._ids(interaction)
        await self._in_time(interaction, self.duels.service.config.set_organiser_role(
            guild_id, user_id, role.id))
        await self._done(interaction, t("config-organiser-role-set", role=f"<@&{role.id}>"))

    @config.command(name="variant-add",
                    description="Save a game with options under a name members can challenge.")
    @app_commands.rename(best_of="best-of")
    @app_commands.describe(
        name="2 to 24 lowercase letters, digits and hyphens, like wide-13",
        game="Which game it plays",
        best_of="One game, or a series: best of 3, 5 or 7")
    @app_commands.choices(game=game_choices())
    @app_commands.choices(best_of=BEST_OF_CHOICES)
    @game_options
    async def variant_add(
        self, interaction: discord.Interaction,
        name: app_commands.Range[str, NAME_LENGTH[0], NAME_LENGTH[1]],
        game: str,
        given: Given = NO_OPTIONS,
        best_of: int = 1,
    ) -> None:
        guild_id, user_id = self._ids(interaction)
        variant = await self._in_time(interaction, self.duels.service.variants.add(
            guild_id, user_id, name, game, dict(given), best_of))
        text = t("config-variant-saved", variant=variant_text(variant), name=variant.name)
        rules_game = rules.get_game(variant.game)
        if game_cog(self.duels, variant.game).undecided(variant.options) is not None:
            await self._done(interaction, sentences(text, t("config-variant-no-verdict")))
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
        gone = await self._in_time(interaction, self.duels.service.variants.remove(
            guild_id, user_id, name))
        await self._done(interaction, t("config-variant-removed", name=gone.name))

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
        question = (t("config-reset-confirm-all") if setting == "all"
                    else t("config-reset-confirm", setting=setting))
        await confirm.ask(interaction, "reset", question, setting)

    @config.command(name="public-pages",
                    description="Show this server's tables, matches and tournaments on the "
                                "web, or stop.")
    @app_commands.describe(state="on or off (off: every page of this server answers 404)")
    @app_commands.choices(state=ON_OFF)
    async def public_pages(self, interaction: discord.Interaction, state: str) -> None:
        guild_id, user_id = self._ids(interaction)
        conf = await self.duels.service.config.set_public_pages(guild_id, user_id,
                                                                state == "on")
        base = self.duels.settings.web_base_url
        if not conf.public_pages:
            text = t("config-public-pages-off")
        elif base is None:
            text = t("config-public-pages-on-no-address")
        else:
            text = t("config-public-pages-on", url=urls.absolute(base, urls.server_path(guild_id)))
        await self._done(interaction, text)

    @config.command(name="notify-turns",
                    description="Where members are told it is their move, unless they chose "
                                "with /notify.")
    @app_commands.describe(turns="In the match's channel, by direct message, or not at all")
    @app_commands.choices(turns=NOTICE_CHOICES)
    async def notify_turns(self, interaction: discord.Interaction, turns: str) -> None:
        guild_id, user_id = self._ids(interaction)
        conf = await self._in_time(interaction, self.duels.service.config.set_notify_turns(
            guild_id, user_id, turns))
        await self._done(interaction, t("config-notify-turns-set",
                                        where=notice_where(conf.notify_turns)))

    @config.command(name="puzzle-channel",
                    description="Post the daily puzzle in a channel each day, or stop.")
    @app_commands.describe(channel="Where the day's puzzle is posted (left out: stop)")
    async def puzzle_channel(self, interaction: discord.Interaction,
                             channel: TextChannelOption | None = None) -> None:
        guild_id, user_id = self._ids(interaction)
        await self._in_time(interaction, self.duels.service.config.set_puzzle_channel(
            guild_id, user_id, None if channel is None else channel.id))
        if channel is None:
            await self._done(interaction, t("config-puzzle-channel-off"))
        else:
            await self._done(interaction, t("config-puzzle-channel-set",
                                            channel=f"<#{channel.id}>"))

    @config.command(name="language",
                    description="The language of boards, challenges and announcements here.")
    @app_commands.describe(language="A language, or this server's own Discord language")
    @app_commands.choices(language=LANGUAGE_CHOICES)
    async def language(self, interaction: discord.Interaction, language: str) -> None:
        guild_id, user_id = self._ids(interaction)
        chosen = None if language == SERVER_LANGUAGE else language
        conf = await self._in_time(interaction, self.duels.service.config.set_language(
            guild_id, user_id, chosen))
        if conf.language is None:
            text = t("config-language-follows-discord",
                     language_name=language_name(language_of(interaction.guild_locale)))
        else:
            text = t("config-language-set", language_name=language_name(conf.language))
        await self._done(interaction, text)


async def reset_setting(interaction: discord.Interaction, setting: str | None) -> None:
    """Confirmed /config reset: the setting (or all of them, "all") back to its default."""
    bot, guild_id = host(interaction.client), guild_of(interaction)
    name = None if setting in (None, "all") else setting
    await in_time(interaction, bot.service.config.reset(guild_id, interaction.user.id, name),
                  update=True)
    if name is None:
        text = t("config-reset-all")
    elif name == "language":
        text = t("config-reset-language",
                 language_name=language_name(language_of(interaction.guild_locale)))
    else:
        text = t("config-reset-one", setting=name)
    await confirm.in_place(interaction, text)


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(Config(bot))
    confirm.register(bot, "reset", reset_setting)


async def teardown(bot: commands.Bot) -> None:
    confirm.unregister(bot, "reset")
