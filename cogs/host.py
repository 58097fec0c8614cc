"""What the cogs use of the bot beyond discord.py: typed here, so cogs never import bot.process.app.

`bot.process.app.DuelsBot` provides it (a test checks that it does); the cogs reach it through
:func:`host`, from a cog's ``bot`` or an interaction's ``client``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Protocol, cast

import discord
from discord.ext import commands

from cogs.game_cog import GameCog
from cogs.guards import check_payload

if TYPE_CHECKING:
    from bot.coach.service import CoachService
    from bot.endings.service import Endings
    from bot.matches.board_tokens import BoardTokens
    from bot.matches.boards_in_flight import BoardsInFlight
    from bot.matches.service import MatchService
    from bot.members.dms import DirectMessages
    from bot.members.seen import MembersSeen
    from bot.notices.service import TurnNotices
    from bot.notices.turns import RecentPlayers
    from bot.pacing.channels import ChannelPacer
    from bot.process.settings import Settings
    from bot.tournaments.service import TournamentService


class DuelsHost(Protocol):
    """The bot as the cogs see it: the match service, the coach, the tournaments, what
    follows a game's end, the settings, the boards being posted, and the few discord.py
    calls they make on the bot itself."""

    @property
    def service(self) -> MatchService: ...

    @property
    def coach(self) -> CoachService: ...

    @property
    def tournaments(self) -> TournamentService: ...

    @property
    def endings(self) -> Endings: ...

    @property
    def settings(self) -> Settings: ...

    @property
    def boards_in_flight(self) -> BoardsInFlight: ...

    @property
    def board_tokens(self) -> BoardTokens[discord.Interaction]: ...

    @property
    def pacer(self) -> ChannelPacer: ...

    @property
    def dms(self) -> DirectMessages: ...

    @property
    def turn_notices(self) -> TurnNotices: ...

    @property
    def members_seen(self) -> MembersSeen: ...

    @property
    def recent_players(self) -> RecentPlayers: ...

    @property
    def cogs(self) -> Mapping[str, commands.Cog]: ...

    async def create_dm(self, user: discord.abc.Snowflake) -> discord.DMChannel: ...

    def dispatch(self, event: str, /, *args: Any, **kwargs: Any) -> None: ...

    def get_guild(self, id: int, /) -> discord.Guild | None: ...

    def get_partial_messageable(
        self, id: int, *, guild_id: int | None = None, type: discord.ChannelType | None = None
    ) -> discord.PartialMessageable: ...


def host(client: discord.Client) -> DuelsHost:
    """The bot behind ``client`` (a cog's bot or ``interaction.client``), as the cogs use it."""
    return cast("DuelsHost", client)


def game_cog(bot: DuelsHost, slug: str) -> GameCog:
    """The loaded cog that presents game ``slug`` (KeyError if none is)."""
    for cog in bot.cogs.values():
        if isinstance(cog, GameCog) and cog.slug == slug:
            return cog
    raise KeyError(slug)


class DuelsCog(commands.Cog):
    """A cog of this bot: it keeps its bot, and reaches the bot's own parts through
    :attr:`duels` (see :class:`DuelsHost`)."""

    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot

    @property
    def duels(self) -> DuelsHost:
        return host(self.bot)

    async def interaction_check(self, interaction: discord.Interaction, /) -> bool:
        """Every command of the cog: a server-only command from a direct message, or an
        option Discord's client would not send, is refused with the reason (cogs/guards.py)."""
        return check_payload(interaction)
