"""The bot's buttons: everything they need is in their custom id.

`MatchButton` clicks are routed by the `on_interaction` listener `on_click` (no `View` rebuilt
from the clicked board); `PageButton` is a registered `DynamicItem`.

No per-match object lives in memory: a click parses its id, loads the match through the
service and redraws the message. Old messages keep working after a restart.
"""

from __future__ import annotations

import re
from typing import Any

import discord
from discord.ext import commands

from bot.errors import MatchError, NoSuchMatch
from bot.snapshots import MatchSnapshot
from cogs import ids
from cogs.discord_calls import attempt
from cogs.errors import custom_id_of, guarded, tell
from cogs.host import DuelsHost, host
from cogs.messages import (
    board_content,
    edit_match_message,
    in_time,
    moved,
    post_match,
    present,
    update_clicked,
)


def _bot(interaction: discord.Interaction) -> DuelsHost:
    return host(interaction.client)


def _guild_id(interaction: discord.Interaction) -> int:
    if interaction.guild_id is None:  # matches only exist in servers
        raise NoSuchMatch()
    return interaction.guild_id


class MatchButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=ids.MATCH_TEMPLATE):
    """Accept, Decline, Cancel, a number, Resign, Rematch: `nd:<action>:<match>[:<n>]`.

    Boards are drawn without building these (`cogs.render` sends raw payloads through
    `cogs.board_view.ComponentsView`, with the same ids), and clicks are answered by
    `answer_match_action` from the clicked button's parsed custom id (`answer_match_click`),
    without building one of these per click. The class keeps the template that id follows.
    """

    def __init__(
        self,
        action: ids.MatchAction,
        *,
        label: str | None = None,
        style: discord.ButtonStyle = discord.ButtonStyle.secondary,
        disabled: bool = False,
        row: int | None = None,
    ) -> None:
        custom_id = ids.match_id(action.action, action.match_id, action.number)
        button: discord.ui.Button[Any] = discord.ui.Button(
            label=label, style=style, custom_id=custom_id, disabled=disabled
        )
        super().__init__(button, row=row)
        self.action = action

    @classmethod
    async def from_custom_id(
        cls,
        interaction: discord.Interaction,
        item: discord.ui.Item[Any],
        match: re.Match[str],
        /,
    ) -> MatchButton:
        action = ids.match_from_groups(match.groupdict())
        if action is None or not isinstance(item, discord.ui.Button):
            raise ValueError(f"bad custom id {match.string!r}")
        return cls(action, label=item.label, style=item.style, disabled=item.disabled)

    async def callback(self, interaction: discord.Interaction) -> None:
        await answer_match_action(interaction, self.action)


async def answer_match_action(interaction: discord.Interaction, action: ids.MatchAction) -> None:
    """A click on a match button (`nd:<action>:<match>[:<n>]`), answered from its parsed id."""
    async with guarded(interaction):
        await _handle_match_action(interaction, action)


async def _handle_match_action(interaction: discord.Interaction, parsed: ids.MatchAction
                               ) -> None:
    bot = _bot(interaction)
    service = bot.service
    guild_id, user_id = _guild_id(interaction), interaction.user.id
    match_id, action = parsed.match_id, parsed.action
    if action == "rematch":
        snapshot = await in_time(
            interaction, service.rematch(guild_id, match_id, user_id), ephemeral=False
        )
        content = None
        if snapshot.status.value == "pending":
            content = f"<@{snapshot.opponent_id}>, a rematch!"
        await post_match(bot, interaction, snapshot, content=content)
        return
    number = parsed.number or 0  # set for "play": ids.match_from_groups checks it
    calls = {
        "play": lambda: service.play(guild_id, match_id, user_id, number),
        "accept": lambda: service.accept(guild_id, match_id, user_id),
        "decline": lambda: service.decline(guild_id, match_id, user_id),
        "cancel": lambda: service.cancel(guild_id, match_id, user_id),
        "resign": lambda: service.resign(guild_id, match_id, user_id),
    }
    try:
        snapshot = await in_time(interaction, calls[action](), update=True)
    except NoSuchMatch:
        raise
    except MatchError as refusal:
        await tell(interaction, str(refusal))
        await redraw_if_stale(bot, interaction, guild_id, match_id)
        return
    clicked = interaction.message.id if interaction.message else None
    if clicked is not None and replaced(snapshot, clicked):
        # A board /board replaced that kept its buttons (its retiring edit failed): the
        # move counts; this message now points to the match's board, which shows it.
        await update_clicked(interaction, moved(bot, snapshot), None, content=None)
        await edit_match_message(bot, snapshot, skip=clicked)
        return
    # The clicked message is the match's board, or a newer one /board just posted and is
    # recording (it then retires the older one itself).
    embed, view = present(bot, snapshot)
    await update_clicked(interaction, embed, view, content=board_content(snapshot))


def replaced(snapshot: MatchSnapshot, message_id: int) -> bool:
    """Whether `message_id` is an older board of the match than the one it points at.

    Message ids are snowflakes, ordered by creation time: a message newer than the
    recorded one is a board still being recorded (/board just posted it), not a replaced
    one.
    """
    return snapshot.message_id is not None and message_id < snapshot.message_id


async def redraw_if_stale(
    bot: DuelsHost, interaction: discord.Interaction, guild_id: int, match_id: int
) -> None:
    """A refused click on a board that still offers moves it shouldn't.

    That board missed an edit (a Discord error while the bot ended the match, or a crash
    just after, or while /board replaced it): redraw it from the database so it shows the
    truth, a board /board replaced as a link to the current one.
    """
    message = interaction.message
    if message is None:
        return
    offers = [
        child
        for row in message.components
        for child in getattr(row, "children", [])
        if not getattr(child, "disabled", True)
        and not str(getattr(child, "custom_id", "")).startswith(("nd:rematch:", "nd:review:"))
    ]
    if not offers:
        return
    snapshot = await bot.service.get(guild_id, match_id)
    if replaced(snapshot, message.id):
        await attempt(message.edit(content=None, embed=moved(bot, snapshot), view=None),
                      f"retire an old board of match {match_id}")
        return
    if snapshot.is_open:
        return
    embed, view = present(bot, snapshot)
    await attempt(
        message.edit(content=board_content(snapshot), embed=embed, view=view),
        f"redraw the stale board of match {match_id}",
    )


class PageButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=ids.PAGE_TEMPLATE):
    """Prev / Next under /leaderboard: `nd:lb:<page>:<game|all>[:s<season>]`."""

    def __init__(
        self,
        turn: ids.PageTurn,
        *,
        label: str | None = None,
        disabled: bool = False,
    ) -> None:
        button: discord.ui.Button[Any] = discord.ui.Button(
            label=label,
            style=discord.ButtonStyle.secondary,
            custom_id=ids.page_id(turn.page, turn.game, turn.season),
            disabled=disabled,
        )
        super().__init__(button)
        self.turn = turn

    @classmethod
    async def from_custom_id(
        cls,
        interaction: discord.Interaction,
        item: discord.ui.Item[Any],
        match: re.Match[str],
        /,
    ) -> PageButton:
        turn = ids.page_from_groups(match.groupdict())
        if not isinstance(item, discord.ui.Button):
            raise ValueError(f"bad custom id {match.string!r}")
        return cls(turn, label=item.label, disabled=item.disabled)

    async def callback(self, interaction: discord.Interaction) -> None:
        async with guarded(interaction):
            from cogs.leaderboard import leaderboard_message

            bot = _bot(interaction)
            embed, view = await in_time(
                interaction,
                leaderboard_message(bot, _guild_id(interaction), self.turn.game, self.turn.page,
                                    self.turn.season),
                update=True,
            )
            await update_clicked(interaction, embed, view)


class HistoryButton(discord.ui.DynamicItem[discord.ui.Button[Any]],
                    template=ids.HISTORY_TEMPLATE):
    """Older / Newer under /history: `nd:hist:<page>:<member>:<game|all>`."""

    def __init__(self, turn: ids.HistoryTurn, *, label: str | None = None,
                 disabled: bool = False) -> None:
        button: discord.ui.Button[Any] = discord.ui.Button(
            label=label,
            style=discord.ButtonStyle.secondary,
            custom_id=ids.history_id(turn.page, turn.user_id, turn.game),
            disabled=disabled,
        )
        super().__init__(button)
        self.turn = turn

    @classmethod
    async def from_custom_id(
        cls,
        interaction: discord.Interaction,
        item: discord.ui.Item[Any],
        match: re.Match[str],
        /,
    ) -> HistoryButton:
        if not isinstance(item, discord.ui.Button):
            raise ValueError(f"bad custom id {match.string!r}")
        turn = ids.history_from_groups(match.groupdict())
        return cls(turn, label=item.label, disabled=item.disabled)

    async def callback(self, interaction: discord.Interaction) -> None:
        async with guarded(interaction):
            from cogs.history import history_message

            turn = self.turn
            embed, view = await in_time(
                interaction,
                history_message(_bot(interaction), _guild_id(interaction), turn.user_id,
                                turn.game, turn.page),
                update=True,
            )
            await update_clicked(interaction, embed, view)


#: Registered with discord.py; MatchButton is routed by `on_click` instead (see there).
DYNAMIC_ITEMS = (PageButton, HistoryButton)
UNKNOWN_BUTTON = "That button is no longer valid."
_TEMPLATES = [item.__discord_ui_compiled_template__ for item in (MatchButton, *DYNAMIC_ITEMS)]


def _has_button(message: discord.Message, custom_id: str) -> bool:
    """Whether `message` carries a button with `custom_id` (discord.py's condition for a
    DynamicItem click), read from its parsed components."""
    for row in message.components:
        for component in getattr(row, "children", (row,)):
            if (isinstance(component, discord.Button)
                    and component.custom_id == custom_id):
                return True
    return False


async def answer_match_click(interaction: discord.Interaction, custom_id: str) -> bool:
    """A click on a match button, answered by `answer_match_action`; False if `custom_id`
    is not one.

    discord.py would do the same as a registered DynamicItem, but first rebuilds a `View` of
    every component of the clicked message (`View.from_message`, ~0.1 ms for a board of 20
    buttons) and schedules one more task. Same conditions as discord.py's: a button
    with that id on the clicked message, an action `from_custom_id` accepts.
    """
    found = MatchButton.__discord_ui_compiled_template__.fullmatch(custom_id)
    if found is None:
        return False
    action = ids.match_from_groups(found.groupdict())
    message = interaction.message
    data: dict[str, Any] = dict(interaction.data or {})
    if (action is None or message is None or data.get("component_type") != 2
            or not _has_button(message, custom_id)):
        # discord.py would drop it silently ("This interaction failed"): say why instead.
        await tell(interaction, UNKNOWN_BUTTON)
        return True
    await answer_match_action(interaction, action)
    return True


def answered_elsewhere(*items: type[discord.ui.DynamicItem[Any]]) -> None:
    """Another extension's DynamicItems (cogs.coach): their clicks are not unknown."""
    for item in items:
        template = item.__discord_ui_compiled_template__
        if template not in _TEMPLATES:
            _TEMPLATES.append(template)


async def on_click(interaction: discord.Interaction) -> None:
    """`on_interaction` listener: a match button's click (`answer_match_click`), or a click
    whose custom id no DynamicItem template matches.

    discord.py drops the latter silently, so Discord would show "This interaction failed";
    answer them ephemerally instead (old or forged buttons).
    """
    if interaction.type is not discord.InteractionType.component:
        return
    custom_id = custom_id_of(interaction)
    if custom_id is not None and await answer_match_click(interaction, custom_id):
        return
    if custom_id is not None and any(t.fullmatch(custom_id) for t in _TEMPLATES):
        return  # a DynamicItem answers it
    await tell(interaction, UNKNOWN_BUTTON)


async def setup(bot: commands.Bot) -> None:
    """The extension: buttons answer clicks from their custom ids, also on old messages."""
    bot.add_dynamic_items(*DYNAMIC_ITEMS)
    bot.add_listener(on_click, "on_interaction")


async def teardown(bot: commands.Bot) -> None:
    bot.remove_dynamic_items(*DYNAMIC_ITEMS)
    bot.remove_listener(on_click, "on_interaction")
