"""The tables: /leaderboard's page and /stats' embed, said in the language in force (the
member's who asked). Pure functions of the service's values, like cogs.ui.render for
matches; /history's page is cogs.ui.history_render.
"""

from __future__ import annotations

import discord

from bot.core.snapshots import LeaderboardPage, PlayerStats
from cogs.ui import ids
from cogs.ui.pager import pager
from i18n import t


def mention(user_id: int) -> str:
    return f"<@{user_id}>"


def record_text(wins: int, losses: int) -> str:
    """'1 win, 2 losses'."""
    return t("table-record", wins=wins, losses=losses)


def streak_text(streak: int) -> str:
    """' · 3 wins in a row' after a record (a streak of at least 2), else ''."""
    if streak >= 2:
        return " · " + t("table-streak-wins", count=streak)
    if streak <= -2:
        return " · " + t("table-streak-losses", count=-streak)
    return ""


def leaderboard_embed(page: LeaderboardPage, title: str) -> discord.Embed:
    """One page of the table; ``title``: the game's name, or all games."""
    embed = discord.Embed(title=(t("table-leaderboard-title-final", game=title,
                                   season=page.season) if page.final
                                 else t("table-leaderboard-title", game=title,
                                        season=page.season)),
                          colour=discord.Colour.gold())
    if not page.rows:
        embed.description = t("table-leaderboard-empty")
    else:
        embed.description = "\n".join(
            t("table-leaderboard-row", rank=entry.rank, player=mention(entry.user_id),
              rating=round(entry.rating), wins=entry.wins, losses=entry.losses)
            + streak_text(entry.streak)
            for entry in page.rows
        )
    embed.set_footer(text=t("table-leaderboard-footer", page=page.page, pages=page.pages))
    return embed


def leaderboard_view(page: LeaderboardPage) -> discord.ui.View | None:
    """Prev/Next under the table (None when everything fits on one page)."""
    return pager(page.page, page.pages,
                 lambda number: ids.page_id(number, page.game, page.season),
                 (t("table-page-prev"), t("table-page-next")))


def _rating(rating: float, wins: int, losses: int, rank: int | None) -> str:
    record = record_text(wins, losses)
    if rank:
        return t("table-stats-rating-rank", rating=round(rating), record=record, rank=rank)
    return t("table-stats-rating", rating=round(rating), record=record)


def stats_embed(stats: PlayerStats, titles: dict[str, str]) -> discord.Embed:
    """/stats: this season's ratings, overall and per game, and the records of every
    season. ``titles``: each game's name by slug."""
    embed = discord.Embed(colour=discord.Colour.blurple())
    embed.description = t("table-stats-head", player=mention(stats.user_id),
                          season=stats.season)
    if stats.overall is None and not stats.per_game:
        embed.description += "\n" + t("table-stats-none")
    if stats.overall is not None:
        o = stats.overall
        embed.add_field(name=t("table-stats-overall"),
                        value=_rating(o.rating, o.wins, o.losses, o.rank) + streak_text(o.streak),
                        inline=False)
    for g in stats.per_game:
        embed.add_field(
            name=titles.get(g.game or "", g.game or t("table-stats-all-games")),
            value=_rating(g.rating, g.wins, g.losses, g.rank),
            inline=True,
        )
    if stats.all_time_wins or stats.all_time_losses:
        embed.add_field(name=t("table-stats-all-time"), value=t(
            "table-stats-all-time-record",
            record=record_text(stats.all_time_wins, stats.all_time_losses)), inline=False)
    if stats.series_won or stats.series_lost:
        embed.add_field(name=t("table-stats-series"), value=t(
            "table-stats-series-record", won=stats.series_won, lost=stats.series_lost),
            inline=False)
    if stats.vs_bot_wins or stats.vs_bot_losses:
        embed.add_field(name=t("table-stats-against-me"), value=t(
            "table-stats-against-me-record",
            record=record_text(stats.vs_bot_wins, stats.vs_bot_losses)), inline=False)
    return embed
