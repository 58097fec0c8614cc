"""After a change of a match, from every path that changes one (a click, /claim, /resign, the bot's
own move, a timeout in the deadline loop, /void): `after_end` asks the bot what follows
(bot.endings, `host(bot).endings`) and posts it. The series' next board (a replay, the next
game, a pairing's game 2) goes in the match's channel with the bot token, pinging its mover;
the tournament's step is dispatched as the ``tournament_update`` event (discord.py's
``Client.dispatch``), which the tournaments cog's ``on_tournament_update`` posts.
"""

from __future__ import annotations

from bot.core.snapshots import MatchSnapshot
from cogs.host import DuelsHost
from cogs.messages import post_new_board
from cogs.turn_pings import after_change
from cogs.voice import in_server_language
from i18n import t

#: The event a tournament change is dispatched as (listeners: ``on_tournament_update``).
TOURNAMENT_EVENT = "tournament_update"


async def after_end(bot: DuelsHost, match: MatchSnapshot) -> None:
    """Post what follows ``match`` as a change left it (nothing for a match still open)."""
    aftermath = await bot.endings.after(match)
    if aftermath.next_game is not None:
        await post_next_game(bot, aftermath.next_game)
    if aftermath.tournament is not None:
        bot.dispatch(TOURNAMENT_EVENT, aftermath.tournament)
    await after_change(bot, match)  # the players called back (cogs.turn_pings)


async def post_next_game(bot: DuelsHost, game: MatchSnapshot) -> int | None:
    """The board of a series game the bot started, under a ping of its mover (not the bot);
    its message id, or None when Discord refused the post (logged)."""
    mover = game.to_move_id
    content = None
    if mover is not None and mover != game.bot_user_id:
        async with in_server_language(bot, game.guild_id):
            content = t("match-series-next-ping", member=f"<@{mover}>",
                        number=game.series_game or 1)
    posted = await post_new_board(bot, game, content,
                                  ping=() if mover is None else (mover,))
    return None if posted is None else posted.message_id
