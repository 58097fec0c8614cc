"""/history [member] [game]: the last results in this server, 10 a page, with Older / Newer
buttons (cogs/buttons.py ``HistoryButton``)."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

import rules
from bot.errors import MatchError, unknown_game
from bot.history import HistoryEntry, HistoryPage
from bot.snapshots import EndReason
from cogs import ids
from cogs.host import DuelsCog, DuelsHost, host
from cogs.matches import GAME_CHOICES
from cogs.messages import in_time, reply

PER_PAGE = 10
HOW_IT_ENDED = {
    EndReason.NORMAL: "no move left",
    EndReason.RESIGNATION: "resignation",
    EndReason.TIMEOUT: "out of time",
}


def board_url(guild_id: int, entry: HistoryEntry) -> str | None:
    if entry.message_id is None:
        return None
    return f"https://discord.com/channels/{guild_id}/{entry.channel_id}/{entry.message_id}"


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
    from cogs.buttons import HistoryButton

    if page.pages <= 1:
        return None
    view = discord.ui.View(timeout=None)
    # Page 0 on the first page keeps the two ids different (as /leaderboard's Prev does).
    newer = ids.HistoryTurn(max(page.page - 1, 0), page.user_id, page.game)
    older = ids.HistoryTurn(page.page + 1, page.user_id, page.game)
    view.add_item(HistoryButton(newer, label="◀ Newer", disabled=page.page <= 1))
    view.add_item(HistoryButton(older, label="Older ▶", disabled=page.page >= page.pages))
    return view


async def history_message(bot: DuelsHost, guild_id: int, user_id: int, game: str | None,
                          page: int) -> tuple[discord.Embed, discord.ui.View | None]:
    if game is not None and game not in rules.GAMES:  # a forged button or option
        raise MatchError(unknown_game(game))
    if not 0 < user_id < 2**63:  # a forged button: no such member anywhere
        raise MatchError("I can't find that player.")
    found = await bot.service.history(guild_id, user_id, game, page, PER_PAGE)
    return history_embed(found), history_view(found)


class History(DuelsCog):
    """/history."""

    @app_commands.command(name="history", description="The last results of a player here.")
    @app_commands.guild_only()
    @app_commands.describe(member="Whose results (yours if left out)",
                           game="One game only (all games if left out)")
    @app_commands.choices(game=GAME_CHOICES)
    async def history(self, interaction: discord.Interaction,
                      member: discord.User | None = None, game: str | None = None) -> None:
        assert interaction.guild_id is not None
        who = member or interaction.user
        embed, view = await in_time(interaction, history_message(
            host(self.bot), interaction.guild_id, who.id, game, 1))
        await reply(interaction, embed=embed, view=view)


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(History(bot))
