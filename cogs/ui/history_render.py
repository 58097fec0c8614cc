"""/history's page: one line per finished match, newest first, and its Newer / Older pager.

Pure functions of the service's `HistoryPage`, like cogs.ui.render for matches, said in
the language in force (the member's who asked, or clicked Newer / Older).
"""

from __future__ import annotations

import discord

import rules
from bot.core.snapshots import EndReason
from bot.standings.history import HistoryEntry, HistoryPage
from cogs.ui import ids
from cogs.ui.pager import pager
from cogs.ui.render import message_link
from i18n import Text, t

HOW_IT_ENDED = {
    EndReason.NORMAL: Text("table-history-no-move-left"),
    EndReason.RESIGNATION: Text("table-history-resignation"),
    EndReason.TIMEOUT: Text("table-history-out-of-time"),
}


def board_url(guild_id: int, entry: HistoryEntry) -> str | None:
    """The board's link: in the page's server, or in the entry's own (the personal view)."""
    if entry.message_id is None:
        return None
    where = guild_id if entry.guild_id is None else entry.guild_id
    return message_link(where, entry.channel_id, entry.message_id)


def _outcome(entry: HistoryEntry) -> str:
    """'✅ Won vs <@bob>', in the language in force."""
    opponent = t("table-history-me") if entry.against_bot else f"<@{entry.opponent_id}>"
    if entry.voided_by is not None:
        return t("table-history-void", opponent=opponent)
    if entry.aborted:  # ended before both players had moved: no winner
        return t("table-history-aborted", opponent=opponent)
    if entry.won:
        return t("table-history-won", opponent=opponent)
    return t("table-history-lost", opponent=opponent)


def entry_line(guild_id: int, entry: HistoryEntry) -> str:
    """`#12` ✅ Won vs @bob · Circle Duel · resignation · 2 hours ago · board"""
    game = str(rules.GAMES[entry.game].name) if entry.game in rules.GAMES else entry.game
    if entry.voided_by is not None:
        ended = t("table-history-voided-by", member=f"<@{entry.voided_by}>")
    elif entry.end_reason:
        ended = str(HOW_IT_ENDED.get(entry.end_reason, Text("table-history-ended")))
    else:
        ended = t("table-history-ended")
    parts = [f"`#{entry.match_id}` {_outcome(entry)}", game, ended,
             discord.utils.format_dt(entry.finished_at, "R")]
    if entry.tournament_id is not None:
        parts.append(t("table-history-tournament", tournament=entry.tournament_id))
    if entry.series_game is not None and entry.best_of is not None and (
            entry.tournament_id is None):
        game_of, best_of = entry.series_game, entry.best_of
        if entry.series_won is None:
            parts.append(t("table-history-series", game=game_of, best_of=best_of))
        elif entry.series_won:
            parts.append(t("table-history-series-won", game=game_of, best_of=best_of))
        else:
            parts.append(t("table-history-series-lost", game=game_of, best_of=best_of))
    if entry.for_fun and entry.voided_by is None:
        parts.append(t("table-history-for-fun"))  # the rules decided it from the start
    elif entry.rated is False and entry.voided_by is None:
        parts.append(t("table-history-unrated"))
    url = board_url(guild_id, entry)
    if url:
        parts.append(t("table-history-board", url=url))
    return " · ".join(parts)


def history_embed(page: HistoryPage) -> discord.Embed:
    game = (str(rules.GAMES[page.game].name) if page.game in rules.GAMES
            else t("table-all-games"))
    embed = discord.Embed(title=t("table-history-title", game=game),
                          colour=discord.Colour.blurple())
    lines = [entry_line(page.guild_id, e) for e in page.entries]
    # outside a server (guild id 0): the personal view, the member's games everywhere
    player = f"<@{page.user_id}>"
    head = (t("table-history-head", player=player) if page.guild_id
            else t("anywhere-history-head", player=player))
    embed.description = head + "\n\n" + ("\n".join(lines) if lines
                                          else t("table-history-empty"))
    embed.set_footer(text=t("table-history-footer", page=page.page, pages=page.pages))
    return embed


def history_view(page: HistoryPage) -> discord.ui.View | None:
    """Newer / Older under the list (None when everything fits on one page)."""
    return pager(page.page, page.pages,
                 lambda number: ids.history_id(number, page.user_id, page.game),
                 (t("table-page-newer"), t("table-page-older")))
