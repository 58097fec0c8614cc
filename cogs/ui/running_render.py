"""/games' page: one line per running match of the server (the reader's own first), and
its Prev / Next pager (cogs.ui.pager). Pure functions of the service's `RunningPage`, said
in the language in force (the member's who asked: only they see it)."""

from __future__ import annotations

import discord

from bot.core.snapshots import MatchSnapshot, RunningPage
from cogs.ui import ids
from cogs.ui.pager import pager
from cogs.ui.render import match_title, mention, message_link
from i18n import t


def running_line(match: MatchSnapshot) -> str:
    """'**Circle Duel · match #12** · <@a> against <@b> in <#5> · <@b> to move · [board](…)'."""
    first, second = match.player_ids
    parts = [f"**{match_title(match, match.rules_game)}**",
             t("games-players", first=mention(first), second=mention(second),
               channel=f"<#{match.channel_id}>")]
    if match.to_move_id is not None:
        parts.append(t("games-turn", mover=mention(match.to_move_id)))
    if match.message_id is not None:
        link = message_link(match.link_guild_id, match.channel_id, match.message_id)
        parts.append(t("games-board", url=link))
    return " · ".join(parts)


def running_embed(page: RunningPage) -> discord.Embed:
    """The page's list, or the sentence saying nothing runs and how to start a match."""
    embed = discord.Embed(title=t("games-title"), colour=discord.Colour.blurple())
    if not page.matches:
        # outside a server (guild id 0): the member's own matches anywhere outside servers
        embed.description = (t("games-empty") if page.guild_id
                             else t("anywhere-games-empty"))
        return embed
    embed.description = "\n".join(running_line(m) for m in page.matches)
    embed.set_footer(text=t("games-footer", page=page.page, pages=page.pages,
                            count=page.total))
    return embed


def running_view(page: RunningPage) -> discord.ui.View | None:
    """Prev / Next under the list (None when everything fits on one page)."""
    return pager(page.page, page.pages, ids.games_id)
