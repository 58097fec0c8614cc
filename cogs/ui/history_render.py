"""/history's page: one line per finished match, newest first, and its Newer / Older pager.

Pure functions of the service's `HistoryPage`, like cogs.ui.render for matches.
"""

from __future__ import annotations

import discord

import rules
from bot.service.history import HistoryEntry, HistoryPage
from bot.service.snapshots import EndReason
from cogs.ui import ids
from cogs.ui.pager import NEWER_OLDER, pager
from cogs.ui.render import message_link

HOW_IT_ENDED = {
    EndReason.NORMAL: "no move left",
    EndReason.RESIGNATION: "resignation",
    EndReason.TIMEOUT: "out of time",
}


def board_url(guild_id: int, entry: HistoryEntry) -> str | None:
    if entry.message_id is None:
        return None
    return message_link(guild_id, entry.channel_id, entry.message_id)


def entry_line(guild_id: int, entry: HistoryEntry) -> str:
    """`#12` ✅ Won vs @bob · Circle Duel · resignation · 2 hours ago · board"""
    if entry.voided_by is not None:
        outcome = "⛔ Void"
    elif entry.aborted:  # ended before both players had moved: no winner
        outcome = "➖ Aborted"
    elif entry.won:
        outcome = "✅ Won"
    else:
        outcome = "❌ Lost"
    opponent = "me" if entry.against_bot else f"<@{entry.opponent_id}>"
    game = rules.GAMES[entry.game].title if entry.game in rules.GAMES else entry.game
    if entry.voided_by is not None:
        ended = f"voided by <@{entry.voided_by}>"
    else:
        ended = HOW_IT_ENDED.get(entry.end_reason, "ended") if entry.end_reason else "ended"
    parts = [f"`#{entry.match_id}` {outcome} vs {opponent}", game, ended,
             discord.utils.format_dt(entry.finished_at, "R")]
    if entry.tournament_id is not None:
        parts.append(f"tournament {entry.tournament_id}")
    if entry.series_game is not None and entry.best_of is not None and (
            entry.tournament_id is None):
        result = ("" if entry.series_won is None
                  else ", series won" if entry.series_won else ", series lost")
        parts.append(f"game {entry.series_game} of a best of {entry.best_of}{result}")
    if entry.for_fun and entry.voided_by is None:
        parts.append("for fun")  # the rules decided it from the start: counted nowhere
    elif entry.rated is False and entry.voided_by is None:
        parts.append("unrated")
    url = board_url(guild_id, entry)
    if url:
        parts.append(f"[board]({url})")
    return " · ".join(parts)


def history_embed(page: HistoryPage) -> discord.Embed:
    game = rules.GAMES[page.game].title if page.game in rules.GAMES else "all games"
    embed = discord.Embed(title=f"📜 History · {game}", colour=discord.Colour.blurple())
    lines = [entry_line(page.guild_id, e) for e in page.entries]
    head = f"Results of <@{page.user_id}> on this server, newest first."
    embed.description = head + "\n\n" + ("\n".join(lines) if lines else "No results yet.")
    embed.set_footer(text=f"Page {page.page}/{page.pages}")
    return embed


def history_view(page: HistoryPage) -> discord.ui.View | None:
    """Newer / Older under the list (None when everything fits on one page)."""
    return pager(page.page, page.pages,
                 lambda number: ids.history_id(number, page.user_id, page.game), NEWER_OLDER)
