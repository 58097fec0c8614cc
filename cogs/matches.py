"""The shared match commands: /challenge, /claim, /resign, /board.

Thin: parse the interaction, ask the game's cog about options, call the service, render.
Refusals are the service's `MatchError`s, answered ephemerally by the tree's error handler.
"""

from __future__ import annotations

import logging

import discord
from discord import app_commands
from discord.ext import commands

import rules
from bot.core.errors import IllegalMoveError, InvalidChallenge, NoMatchHere
from bot.core.snapshots import OUTSIDE_SERVER, MatchSnapshot, MatchStatus
from cogs import game_or_variant
from cogs.anywhere import settle_in_channel, settled_text, show_by_command
from cogs.endings import after_end
from cogs.guards import BadOption
from cogs.host import DuelsCog, DuelsHost, game_cog
from cogs.messages import (
    in_time,
    post_match,
    redraw_board,
    reply,
    repost_board,
)
from cogs.options import NO_OPTIONS, SIZE_RANGE, Given, game_options
from cogs.places import forced_private, place_of
from cogs.turn_pings import note_touch
from cogs.ui import render
from cogs.ui.choices import BEST_OF_CHOICES, FIRST_CHOICES, LEVEL_CHOICES
from cogs.voice import in_server_language
from i18n import Text, or_list, t

log = logging.getLogger(__name__)

MAX_CHOICES = 25
MAX_CHOICE_NAME = 100
#: The value of the autocomplete's one explaining choice: no board has a 0, and /claim
#: answers it with why there is no number to pick (`no_number_text`) instead of playing.
NO_CHOICE = 0
#: /claim's numbers: 1 up to the largest size (every game plays the numbers 1 to its size),
#: and NO_CHOICE, the autocomplete's explaining line, which /claim answers with a sentence.
NUMBER_RANGE = (NO_CHOICE, SIZE_RANGE[1])


def _guild(interaction: discord.Interaction) -> int:
    """Where the interaction's matches are kept: its server's id, or OUTSIDE_SERVER."""
    return place_of(interaction)


def _variants_of(interaction: discord.Interaction) -> int | None:
    """The server whose variants the `game` option offers: none outside a server."""
    place = place_of(interaction)
    return None if place == OUTSIDE_SERVER else place


def _channel(interaction: discord.Interaction) -> int:
    assert interaction.channel_id is not None
    return interaction.channel_id


def _display_name(client: discord.Client, guild: discord.Guild | None, user_id: int
                  ) -> str | None:
    """A member's name as plain text (autocomplete choices show no mentions), from the
    caches only (no request: autocomplete must answer at once); None when not cached."""
    person = (guild.get_member(user_id) if guild is not None else None) or client.get_user(
        user_id)
    return person.display_name if person is not None else None


def _claimable(snapshot: MatchSnapshot | None, interaction: discord.Interaction
               ) -> tuple[list[int], str | None]:
    """The numbers ``user_id`` may /claim now, or why none (plain text: an autocomplete
    choice shows no markdown), in the member's language."""
    if snapshot is None:
        return [], t("match-claim-no-match")
    if snapshot.status is MatchStatus.PENDING:
        return [], t("match-claim-not-started")
    if snapshot.status is not MatchStatus.ACTIVE:
        return [], t("match-claim-over")
    mover = snapshot.to_move_id
    if mover != interaction.user.id:
        who = (None if mover is None
               else _display_name(interaction.client, interaction.guild, mover))
        return [], (t("match-claim-opponent-to-move") if who is None
                    else t("match-claim-member-to-move", member=who))
    legal = rules.get_game(snapshot.game).legal_moves(snapshot.state)
    return legal, None if legal else t("match-claim-none-left")


async def no_number_text(bot: DuelsHost, interaction: discord.Interaction) -> str:
    """/claim given no number (the autocomplete's explaining line, or text typed where the
    number goes): why there is none to pick now, or the numbers to type."""
    if interaction.channel_id is None:
        return t("match-claim-in-server")
    snapshot = await bot.service.current_match(place_of(interaction), interaction.channel_id,
                                               interaction.user.id)
    legal, why = _claimable(snapshot, interaction)
    if why is not None:
        return why
    return t("match-claim-type-number", numbers=or_list([str(n) for n in legal]))


def played_text(snapshot: MatchSnapshot, user_id: int, number: int) -> str:
    """'You played 5.', and 'You played 5. 1 claim left this turn.' while the player who
    just claimed keeps the turn."""
    left = render.claims_left(snapshot) if snapshot.to_move_id == user_id else None
    if left is None:
        return t("match-played", number=number)
    return t("match-played-claims-left", number=number, count=left)


class Matches(DuelsCog):
    """Challenges and moves, shared by every game."""

    async def interaction_check(self, interaction: discord.Interaction, /) -> bool:
        """As every cog's; /claim's number given as text is answered with why there is no
        number to pick (`no_number_text`), not with the option's type."""
        try:
            return await super().interaction_check(interaction)
        except BadOption:
            command = interaction.command
            if command is None or command.qualified_name != "claim":
                raise
            # A check's refusal (a CheckFailure) is what the tree's error handler answers.
            raise BadOption(await no_number_text(self.duels, interaction)) from None

    @app_commands.command(
        name="challenge", description="Challenge someone (or me) to a number duel."
    )
    @app_commands.allowed_installs(guilds=True, users=True)  # anywhere (cogs.places)
    @app_commands.allowed_contexts(guilds=True, dms=True, private_channels=True)
    @app_commands.describe(
        opponent="Who you want to play (pick me to play the bot; leave out: anyone here)",
        game="Which game, or one of this server's variants",
        first="Who moves first (default: coin toss)",
        level="Against me: easy, normal or perfect",
        best_of="Games in the series: first to win more than half wins it (default: 1)",
    )
    @app_commands.rename(best_of="best-of")
    @app_commands.choices(first=FIRST_CHOICES, level=LEVEL_CHOICES)
    @app_commands.choices(best_of=BEST_OF_CHOICES)  # int choices
    @game_options  # `given`: one parameter per option a game declares
    async def challenge(
        self,
        interaction: discord.Interaction,
        game: str,
        opponent: discord.User | None = None,
        first: str = "random",
        given: Given = NO_OPTIONS,
        level: str | None = None,
        best_of: int | None = None,
    ) -> None:
        """Without ``opponent``: an open challenge, which anyone here may accept."""
        if opponent is not None and not isinstance(opponent, discord.User | discord.Member):
            raise InvalidChallenge(Text("error-player-not-found"))  # id without user data
        place = _guild(interaction)
        if (opponent is not None and place != OUTSIDE_SERVER
                and not isinstance(opponent, discord.Member)):
            # Discord resolves a server's members as Members
            raise InvalidChallenge(Text("error-not-a-member", member=opponent.mention))
        if forced_private(interaction):  # nobody else could see or accept it
            raise InvalidChallenge(Text("error-forced-private"))
        if place == OUTSIDE_SERVER:
            await settle_in_channel(self.duels, interaction)  # an overdue match ends first
        bot_user = self.bot.user
        picked = await game_or_variant.chosen(self.duels.service, _variants_of(interaction),
                                              game)
        if picked.variant is not None:  # played as saved, its series length too
            options = game_or_variant.options_with(picked, {**given, "best-of": best_of})
            best_of = picked.variant.best_of
        else:
            options = game_cog(self.duels, picked.game).options(given)
        snapshot = await in_time(
            interaction,
            self.duels.service.challenge(
                guild_id=_guild(interaction),
                channel_id=_channel(interaction),
                challenger_id=interaction.user.id,
                opponent_id=None if opponent is None else opponent.id,
                game=picked.game,
                options=options,
                first=first,
                opponent_is_bot=opponent is not None and opponent.bot,
                bot_user_id=bot_user.id if bot_user else None,
                level=level,  # the service applies the default, and refuses it for people
                variant=None if picked.variant is None else picked.variant.name,
                best_of=1 if best_of is None else best_of,
                outside_guild_id=interaction.guild_id,  # kept outside a server of mine only
            ),
        )
        content: str | None = None
        ping: tuple[int, ...] = ()
        if snapshot.status is MatchStatus.PENDING:  # public: the server's language
            async with in_server_language(self.duels, snapshot.guild_id):
                if opponent is None:  # nobody to notify: the channel reads it
                    content = t("match-challenged-open", challenger=interaction.user.mention)
                else:
                    content = t("match-challenged", opponent=opponent.mention)
                    ping = (opponent.id,)
        note_touch(self.duels, snapshot.id, interaction.user.id)
        await post_match(self.duels, interaction, snapshot, content=content, ping=ping)
        await after_end(self.duels, snapshot)  # the bot's opening move may have ended it

    @challenge.autocomplete("game")
    async def challenge_games(self, interaction: discord.Interaction, current: str
                              ) -> list[app_commands.Choice[str]]:
        """The games and this server's variants that match what was typed."""
        return await game_or_variant.offered(self.duels.service, _variants_of(interaction),
                                             current)

    @app_commands.command(name="claim", description="Play a number in your match in this channel.")
    @app_commands.allowed_installs(guilds=True, users=True)  # anywhere (cogs.places)
    @app_commands.allowed_contexts(guilds=True, dms=True, private_channels=True)
    @app_commands.describe(number="The number to play")
    async def claim(self, interaction: discord.Interaction,
                    number: app_commands.Range[int, NUMBER_RANGE[0], NUMBER_RANGE[1]]) -> None:
        if number == NO_CHOICE:  # the autocomplete's "why there is nothing" line
            raise IllegalMoveError(await no_number_text(self.duels, interaction))
        if await self._settled(interaction):
            return
        snapshot = await in_time(
            interaction,
            self.duels.service.play_in_channel(
                _guild(interaction), _channel(interaction), interaction.user.id, number
            ),
            ephemeral=True,
        )
        await self._show(interaction, snapshot, played_text(snapshot, interaction.user.id, number))

    @claim.autocomplete("number")
    async def claim_numbers(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[int]]:
        """The caller's legal numbers; when there are none, one choice that says why."""
        if interaction.channel_id is None:
            return [app_commands.Choice(name=t("match-claim-in-server"), value=NO_CHOICE)]
        try:
            snapshot = await self.duels.service.current_match(
                place_of(interaction), interaction.channel_id, interaction.user.id
            )
        except Exception:
            log.exception("Autocomplete for /claim failed")
            return []
        legal, why = _claimable(snapshot, interaction)
        if why is not None:
            return [app_commands.Choice(name=render.shorten(why, MAX_CHOICE_NAME),
                                        value=NO_CHOICE)]
        typed = str(current).strip()
        wanted = [n for n in legal if str(n).startswith(typed)] if typed else legal
        return [app_commands.Choice(name=str(n), value=n) for n in wanted[:MAX_CHOICES]]

    @app_commands.command(name="resign", description="Resign your match in this channel.")
    @app_commands.allowed_installs(guilds=True, users=True)  # anywhere (cogs.places)
    @app_commands.allowed_contexts(guilds=True, dms=True, private_channels=True)
    @app_commands.describe(series="In a series: resign the whole series, not just this game")
    async def resign(self, interaction: discord.Interaction, series: bool = False) -> None:
        if await self._settled(interaction):
            return
        snapshot = await in_time(
            interaction,
            self.duels.service.resign_in_channel(
                _guild(interaction), _channel(interaction), interaction.user.id, series=series
            ),
            ephemeral=True,
        )
        await self._show(interaction, snapshot,
                         t("match-resigned-series") if series else t("match-resigned"))

    @app_commands.command(name="board", description="Show your match in this channel again.")
    @app_commands.allowed_installs(guilds=True, users=True)  # anywhere (cogs.places)
    @app_commands.allowed_contexts(guilds=True, dms=True, private_channels=True)
    async def board(self, interaction: discord.Interaction) -> None:
        if _guild(interaction) == OUTSIDE_SERVER:
            await settle_in_channel(self.duels, interaction)  # the board shows a lost turn
        snapshot = await in_time(interaction, self.duels.service.current_match(
            _guild(interaction), _channel(interaction), interaction.user.id))
        if snapshot is None:
            raise NoMatchHere()
        note_touch(self.duels, snapshot.id, interaction.user.id)
        await repost_board(self.duels, interaction, snapshot)

    async def _show(
        self, interaction: discord.Interaction, snapshot: MatchSnapshot, note: str
    ) -> None:
        """After a move made by command: confirm at once, then edit the board.

        The confirmation goes first because the board edit is a REST call that discord.py may
        retry for seconds (429, 5xx), and the interaction must be answered within 3 s.
        """
        note_touch(self.duels, snapshot.id, interaction.user.id)
        if snapshot.outside:  # through the board's interaction (cogs.anywhere)
            await show_by_command(self.duels, interaction, snapshot, note)
        else:
            await reply(interaction, note, ephemeral=True)
            await redraw_board(self.duels, interaction, snapshot)
        await after_end(self.duels, snapshot)  # a series' next game, a next pairing

    async def _settled(self, interaction: discord.Interaction) -> bool:
        """Outside a server: the member's match here had a deadline that passed, applied
        now and shown (cogs.anywhere); the command itself then does nothing."""
        if _guild(interaction) != OUTSIDE_SERVER:
            return False
        expired = await in_time(interaction, settle_in_channel(self.duels, interaction),
                                ephemeral=True)
        if expired is None:
            return False
        await show_by_command(self.duels, interaction, expired, settled_text(expired))
        return True


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(Matches(bot))
