"""The bot's buttons: everything a click needs is in its custom id (`cogs.ids`).

Paging, Review and puzzle buttons: one `DynamicItem` class per kind, which both draws the
button and answers its clicks, registered once with discord.py (`setup`). A match board's
buttons (Accept, Decline, Cancel, the numbers, Resign, Rematch) are plain buttons, answered
by the `on_interaction` listener `on_click` from the clicked id (`answer_match_click`):
discord.py would first rebuild a `View` of the whole clicked board for a DynamicItem, and
20+ DynamicItems take more than twice as long to draw as buttons: together about 30 % more
CPU per interaction (docs/benchmarks.md, "Public APIs only").

No per-match object lives in memory, and discord.py stores no view per message: the views
are stopped once drawn (`view_of`). A click loads the match through the service and redraws
the message. Old messages keep working after a restart.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
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
    reply,
    update_clicked,
)


def _bot(interaction: discord.Interaction) -> DuelsHost:
    return host(interaction.client)


def _guild_id(interaction: discord.Interaction) -> int:
    if interaction.guild_id is None:  # matches only exist in servers
        raise NoSuchMatch()
    return interaction.guild_id


def _style(style: discord.ButtonStyle | int) -> discord.ButtonStyle:
    return style if isinstance(style, discord.ButtonStyle) else discord.ButtonStyle(style)


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


class ReviewButton(discord.ui.DynamicItem[discord.ui.Button[Any]],
                   template=ids.REVIEW_TEMPLATE):
    """Review, beside Rematch on a finished board: `nd:review:<match>`. Anyone may click."""

    def __init__(self, match_id: int, *, row: int | None = None) -> None:
        button: discord.ui.Button[Any] = discord.ui.Button(
            label="Review", style=discord.ButtonStyle.primary, custom_id=ids.review_id(match_id)
        )
        super().__init__(button, row=row)
        self.match_id = match_id

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any],
                             match: re.Match[str], /) -> ReviewButton:
        return cls(int(match["match"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        # Imported here: cogs.coach draws with cogs.coach_render, which draws these buttons.
        from cogs.coach import send_review

        async with guarded(interaction):
            await send_review(interaction, _guild_id(interaction), self.match_id)


class PuzzleButton(discord.ui.DynamicItem[discord.ui.Button[Any]],
                   template=ids.PUZZLE_TEMPLATE):
    """A number of a daily puzzle: `nd:pz:<puzzle>:<number>`. The answer is ephemeral."""

    def __init__(self, puzzle_id: int, number: int, *, label: str | None = None,
                 style: discord.ButtonStyle | int = discord.ButtonStyle.secondary,
                 disabled: bool = False, row: int | None = None) -> None:
        button: discord.ui.Button[Any] = discord.ui.Button(
            label=str(number) if label is None else label, style=_style(style),
            custom_id=ids.puzzle_id(puzzle_id, number), disabled=disabled,
        )
        super().__init__(button, row=row)
        self.puzzle_id, self.number = puzzle_id, number

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any],
                             match: re.Match[str], /) -> PuzzleButton:
        return cls(int(match["puzzle"]), int(match["number"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        # Imported here: cogs.coach_render draws these buttons.
        from cogs.coach_render import answer_text

        async with guarded(interaction):
            coach = host(interaction.client).coach
            result = await in_time(
                interaction,
                coach.answer(_guild_id(interaction), self.puzzle_id, interaction.user.id,
                             self.number),
                ephemeral=True,
            )
            await reply(interaction, answer_text(result), ephemeral=True)


#: Registered with discord.py once (`setup`); match buttons go through `on_click`.
DYNAMIC_ITEMS = (PageButton, HistoryButton, ReviewButton, PuzzleButton)
UNKNOWN_BUTTON = "That button is no longer valid."


def _item(payload: dict[str, Any], row: int) -> discord.ui.Item[Any]:
    """What draws `payload` (a button of `cogs.render`) on `row`: its DynamicItem, or a
    plain button for a match button (answered by `on_click`)."""
    custom_id, label = payload["custom_id"], payload.get("label")
    style, disabled = payload.get("style", discord.ButtonStyle.secondary), payload.get(
        "disabled", False)
    review = ids.parse_review(custom_id) if custom_id.startswith("nd:review:") else None
    if review is not None:
        return ReviewButton(review, row=row)
    puzzle = ids.parse_puzzle(custom_id) if custom_id.startswith("nd:pz:") else None
    if puzzle is not None:
        return PuzzleButton(*puzzle, label=label, style=style, disabled=disabled, row=row)
    return discord.ui.Button(label=label, style=_style(style), custom_id=custom_id,
                             disabled=disabled, row=row)


def view_of(rows: list[dict[str, Any]]) -> discord.ui.View:
    """A view of the buttons in `rows` (action-row payloads), on their rows.

    Stopped once drawn (in the event loop: a view made outside it cannot stop): it only
    draws, the clicks are answered from their ids (by the registered DynamicItems or
    `on_click`), so discord.py keeps nothing of it (it stores only views still listening)
    and no per-message view piles up.
    """
    view = discord.ui.View(timeout=None)
    for number, row in enumerate(rows):
        for payload in row["components"]:
            view.add_item(_item(payload, number))
    view.stop()
    return view


def _has_button(message: discord.Message, custom_id: str) -> bool:
    """Whether `message` carries a button with `custom_id` (discord.py's condition for
    answering a DynamicItem's click), read from its parsed components."""
    for row in message.components:
        for component in getattr(row, "children", (row,)):
            if isinstance(component, discord.Button) and component.custom_id == custom_id:
                return True
    return False


def _on_message(interaction: discord.Interaction, custom_id: str) -> bool:
    """Whether the click came from a button with `custom_id` on the clicked message
    (discord.py's condition for answering a DynamicItem's click)."""
    data: Mapping[str, Any] = interaction.data or {}  # a TypedDict union: read as a mapping
    message = interaction.message
    return (message is not None
            and data.get("component_type") == discord.ComponentType.button.value
            and _has_button(message, custom_id))


async def answer_match_click(interaction: discord.Interaction, custom_id: str) -> bool:
    """A click on a match button, answered by `answer_match_action`; False if `custom_id`
    is not one. Same conditions as a DynamicItem's: the button is on the clicked message."""
    action = ids.parse_match(custom_id)
    if action is None:
        return False
    if not _on_message(interaction, custom_id):
        await tell(interaction, UNKNOWN_BUTTON)
        return True
    await answer_match_action(interaction, action)
    return True


async def on_click(interaction: discord.Interaction) -> None:
    """`on_interaction` listener: a match button's click (`answer_match_click`), or a click
    that no DynamicItem answers.

    discord.py drops a click whose custom id matches no registered template, or whose
    button is not on the clicked message, silently (Discord then shows "This interaction
    failed"): old or forged buttons get a short ephemeral sentence instead.
    """
    if interaction.type is not discord.InteractionType.component:
        return
    custom_id = custom_id_of(interaction)
    if custom_id is not None and await answer_match_click(interaction, custom_id):
        return
    if custom_id is not None and ids.is_known(custom_id) and _on_message(interaction,
                                                                          custom_id):
        return  # its DynamicItem answers it
    await tell(interaction, UNKNOWN_BUTTON)


async def setup(bot: commands.Bot) -> None:
    """The extension: buttons answer clicks from their custom ids, also on old messages."""
    bot.add_dynamic_items(*DYNAMIC_ITEMS)
    bot.add_listener(on_click, "on_interaction")


async def teardown(bot: commands.Bot) -> None:
    bot.remove_dynamic_items(*DYNAMIC_ITEMS)
    bot.remove_listener(on_click, "on_interaction")
