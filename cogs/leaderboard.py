"""/leaderboard (paged with Prev/Next buttons, any season; `game:puzzles` is the daily
puzzle table) and /stats (with a rating chart and the coach's figures).

The Prev/Next buttons are drawn by cogs.ui's pager and answered by `PageButton`.
"""

from __future__ import annotations

import io
import logging
import re
from collections import defaultdict
from dataclasses import dataclass
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

import rules
from bot.coach.service import CoachStats
from bot.core.errors import MatchError, unknown_game
from bot.core.snapshots import OUTSIDE_SERVER, PlayerStats
from bot.frontends.charts import ChartBusy, ChartLine, ChartRenderer, ChartWords
from bot.standings import ratings
from bot.standings.history import RatingPoint
from cogs.host import DuelsCog, DuelsHost
from cogs.messages import in_time, reply
from cogs.pages import turn_page
from cogs.places import place_of
from cogs.ui import coach_render, ids, tables_render
from cogs.ui.choices import PUZZLES, table_choices
from cogs.voice import in_server_language
from cogs.web_links import link_leaderboard
from i18n import DEFAULT, Text, speaking, t

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class MemberStats:
    """What /stats shows: the games (this season and all time) and the coach's figures."""

    player: PlayerStats
    coached: CoachStats


PER_PAGE = 10
CHART_FILE = "rating.png"


async def leaderboard_message(
    bot: DuelsHost, guild_id: int, game: str | None, page: int, season: int | None = None
) -> tuple[discord.Embed, discord.ui.View | None]:
    """One page of this server's table (a past season's if ``season``), with its paging
    buttons, and its page on the web when the server shows its pages."""
    if game == PUZZLES:
        puzzles = await bot.coach.puzzle_table(guild_id, page=page)
        return coach_render.puzzle_table_embed(puzzles), coach_render.puzzle_table_view(puzzles)
    if game is not None and game not in rules.GAMES:  # a forged page button or option
        raise MatchError(unknown_game(game))
    table = await bot.service.standings.leaderboard(guild_id, game=game, page=page,
                                                    per_page=PER_PAGE, season=season)
    title = str(rules.get_game(game).name) if game else t("table-all-games")
    embed = tables_render.leaderboard_embed(table, title)
    await link_leaderboard(bot, embed, guild_id, game, season)
    return embed, tables_render.leaderboard_view(table)


class PageButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=ids.PAGE_TEMPLATE):
    """Prev / Next under /leaderboard (`nd:lb:<page>:<game|all|puzzles>[:s<season>]`): shows
    that page in the clicked message. Wraps the clicked button as discord.py rebuilt it."""

    def __init__(self, button: discord.ui.Button[Any], turn: ids.PageTurn) -> None:
        super().__init__(button)
        self.turn = turn

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any],
                             match: re.Match[str], /) -> PageButton:
        if not isinstance(item, discord.ui.Button):
            raise ValueError(f"bad custom id {match.string!r}")
        return cls(item, ids.page_from_groups(match.groupdict()))

    async def callback(self, interaction: discord.Interaction) -> None:
        turn = self.turn
        await turn_page(interaction, lambda bot, guild_id: leaderboard_message(
            bot, guild_id, turn.game, turn.page, turn.season))


class Leaderboard(DuelsCog):
    """This server's ratings."""

    def __init__(self, bot: commands.Bot) -> None:
        super().__init__(bot)
        self.charts = ChartRenderer()  # its worker process starts with the first chart

    async def cog_unload(self) -> None:
        self.charts.close()

    @app_commands.command(name="leaderboard", description="This server's best players.")
    @app_commands.allowed_installs(guilds=True, users=True)  # anywhere (cogs.places)
    @app_commands.allowed_contexts(guilds=True, dms=True, private_channels=True)
    @app_commands.describe(game="One game only, or the daily puzzles (all games if left out)",
                           season="A past season's final table (this season if left out)")
    @app_commands.choices(game=table_choices())
    async def leaderboard(self, interaction: discord.Interaction, game: str | None = None,
                          season: app_commands.Range[int, 1] | None = None) -> None:
        place = place_of(interaction)
        if place == OUTSIDE_SERVER:  # games here are unrated: no table to show
            raise MatchError(Text("anywhere-leaderboard"))
        async with in_server_language(self.duels, place):  # a public reply
            embed, view = await in_time(
                interaction, leaderboard_message(self.duels, place, game, 1, season)
            )
        await reply(interaction, embed=embed, view=view)

    @app_commands.command(name="stats", description="Ratings and results of a player.")
    @app_commands.allowed_installs(guilds=True, users=False)  # a server's (cogs.places)
    @app_commands.guild_only()
    @app_commands.describe(member="Whose stats (yours if left out)")
    async def stats(
        self, interaction: discord.Interaction, member: discord.User | None = None
    ) -> None:
        assert interaction.guild_id is not None
        who = member or interaction.user
        async with in_server_language(self.duels, interaction.guild_id):  # a public reply
            stats, chart, busy = await in_time(
                interaction, self._stats_and_chart(interaction.guild_id, who)
            )
            titles = {slug: str(game.name) for slug, game in rules.GAMES.items()}
            embed = coach_render.add_coach_stats(
                tables_render.stats_embed(stats.player, titles), stats.coached)
            file = None
            if chart is not None:
                file = discord.File(io.BytesIO(chart), filename=CHART_FILE)
                embed.set_image(url=f"attachment://{CHART_FILE}")
            elif busy:
                embed.set_footer(text=t("table-chart-busy"))
        await reply(interaction, embed=embed, file=file)

    async def _stats_and_chart(self, guild_id: int, who: discord.abc.User
                               ) -> tuple[MemberStats, bytes | None, bool]:
        """The stats, and the chart of this season's ratings (None: no rated game yet, or
        not drawn); True when the chart was skipped because too many are being drawn."""
        stats = MemberStats(await self.duels.service.standings.stats(guild_id, who.id),
                            await self.duels.coach.stats(guild_id, who.id))
        points = await self.duels.service.standings.rating_points(guild_id, who.id)
        if not points or not self.charts.enabled:
            return stats, None, False
        # The worker draws no text of its own: every word on the chart is said here, in the
        # server's language and in English (drawn when the machine has no font for it).
        words = chart_words(points, who.display_name, stats.player.season)
        with speaking(DEFAULT):
            english = chart_words(points, who.display_name, stats.player.season)
        try:
            chart = await self.charts.render(
                chart_lines(points), words.title, ratings.DEFAULT_RATING,
                x_label=words.x_label, y_label=words.y_label, fallback=english)
        except (ChartBusy, TimeoutError):
            return stats, None, True
        except Exception:  # a broken worker must not cost the player their stats
            log.exception("Drawing a rating chart failed")
            return stats, None, False
        return stats, chart, False


def chart_words(points: tuple[RatingPoint, ...], name: str, season: int) -> ChartWords:
    """Every word of the member's chart, in the language in force."""
    return ChartWords(t("table-chart-title", player=name, season=season), t("table-chart-x"),
                      t("table-chart-y"), tuple(line.label for line in chart_lines(points)))


def chart_lines(points: tuple[RatingPoint, ...]) -> list[ChartLine]:
    """One line per game the member played, in the games' order."""
    by_game: dict[str, list[tuple[int, float]]] = defaultdict(list)
    for point in points:
        by_game[point.game].append((point.index, point.rating))
    return [ChartLine(str(game.name), tuple(by_game[slug]))
            for slug, game in rules.GAMES.items() if slug in by_game]


async def setup(bot: commands.Bot) -> None:
    """The extension: the commands, and the paging buttons answered also on old messages."""
    bot.add_dynamic_items(PageButton)
    await bot.add_cog(Leaderboard(bot))


async def teardown(bot: commands.Bot) -> None:
    bot.remove_dynamic_items(PageButton)
