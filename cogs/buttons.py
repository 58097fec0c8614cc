"""A match board's clicks, and the clicks nothing else answers.

Everything a click needs is in its custom id (`cogs.ui.ids`). A match board's buttons
(Accept, Decline, Cancel, the numbers, Rules, Resign, Rematch, and the Resign question's
Resign and Keep playing) are plain buttons (drawn by
`cogs.ui.render`), answered by the `on_interaction` listener `on_click` from the clicked
id (`answer_match_click`): as a `DynamicItem`, discord.py would first rebuild a `View` of
the whole clicked board, about 30 % more CPU per interaction (docs/benchmarks.md, "Public
APIs only"). The other buttons are `DynamicItem`s of the modules that answer them
(`cogs.leaderboard`, `cogs.history`, `cogs.coach`), each registered once by its module.

No per-match object lives in memory, and discord.py stores no view per message (the views
are stopped once drawn, `cogs.ui.components.DrawnBoard`). A click loads the match through
the service and redraws the message, as one Components V2 container. Old messages keep
working after a restart, boards drawn before V2 (an embed above action rows) included: the
click redraws them as V2 (`buttons_of` reads a message's buttons at any depth).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

import discord
from discord.ext import commands

from bot.core.errors import MatchError, NoSuchMatch
from bot.core.snapshots import OUTSIDE_SERVER, MatchSnapshot
from bot.process.interaction_hooks import mark, seen, settle
from cogs import confirm
from cogs.anywhere import check_reach, settled_text
from cogs.anywhere import settle as settle_overdue
from cogs.challenge_notices import tell_challenger
from cogs.discord_calls import attempt, edit_message
from cogs.endings import after_end
from cogs.errors import custom_id_of, guarded, tell
from cogs.help import match_rules_embed
from cogs.host import DuelsHost, game_cog, host
from cogs.messages import (
    board_of,
    edit_match_message,
    in_time,
    keep_board,
    moved,
    post_match,
    redraw_board,
    reply,
    update_clicked,
)
from cogs.places import place_of
from cogs.turn_pings import note_touch
from cogs.ui import ids, render
from cogs.ui.components import view_of
from cogs.voice import in_server_language, speak_to
from i18n import Text, t


async def answer_match_action(interaction: discord.Interaction, action: ids.MatchAction) -> None:
    """A click on a match button (`nd:<action>:<match>[:<n>]`), answered from its parsed id."""
    async with guarded(interaction):
        await _handle_match_action(interaction, action)


async def _handle_match_action(interaction: discord.Interaction, parsed: ids.MatchAction
                               ) -> None:
    bot = host(interaction.client)
    service = bot.service
    guild_id, user_id = place_of(interaction), interaction.user.id
    match_id, action = parsed.match_id, parsed.action
    note_touch(bot, match_id, user_id)  # at the board: no your-turn ping for a while
    if guild_id == OUTSIDE_SERVER and action != "rules" and await _settled(
            interaction, bot, parsed):
        return
    if action == "rematch":
        snapshot = await in_time(
            interaction, service.rematch(guild_id, match_id, user_id), ephemeral=False
        )
        content = None
        if snapshot.status.value == "pending":  # public: the server's language
            async with in_server_language(bot, guild_id):
                content = t("match-rematch-ping", opponent=f"<@{snapshot.opponent_id}>")
        await post_match(bot, interaction, snapshot, content=content,
                         ping=(snapshot.opponent_id,) if content else ())
        await after_end(bot, snapshot)  # the bot's opening move may have ended it
        return
    if action in ("resign", "resign-yes", "resign-no", "rules"):
        await _ask_or_tell(interaction, bot, guild_id, parsed)
        return
    number = parsed.number or 0  # set for "play": ids.match_from_groups checks it
    calls = {
        "play": lambda: service.play(guild_id, match_id, user_id, number),
        "accept": lambda: service.accept(guild_id, match_id, user_id,
                                         user_is_bot=interaction.user.bot),
        "decline": lambda: service.decline(guild_id, match_id, user_id),
        "cancel": lambda: service.cancel(guild_id, match_id, user_id),
    }
    try:
        snapshot = await in_time(interaction, calls[action](), update=True)
    except NoSuchMatch:
        raise
    except MatchError as refusal:
        if guild_id == OUTSIDE_SERVER:  # the clicked board redrawn by this click first
            await _redraw_clicked(interaction, bot, await service.get(guild_id, match_id))
            await tell(interaction, str(refusal))
            return
        await tell(interaction, str(refusal))
        await redraw_if_stale(bot, interaction, guild_id, match_id)
        return
    clicked = interaction.message.id if interaction.message else None
    if clicked is not None and replaced(snapshot, clicked):
        # A board /board replaced that kept its buttons (its retiring edit failed): the
        # move counts; this message now points to the match's board, which shows it.
        await update_clicked(interaction, **(await moved(bot, snapshot)).edit())
        await edit_match_message(bot, snapshot, skip=clicked, now=interaction.created_at)
        await _answered(bot, action, snapshot, interaction)
        await after_end(bot, snapshot)
        return
    # The clicked message is the match's board, or a newer one /board just posted and is
    # recording (it then retires the older one itself).
    board = await board_of(bot, snapshot)
    await update_clicked(interaction, **board.edit())
    keep_board(bot, snapshot, interaction)  # outside a server: its token edits the board
    await _answered(bot, action, snapshot, interaction)
    await after_end(bot, snapshot)  # a series' next game, a tournament's next pairing


async def _settled(interaction: discord.Interaction, bot: DuelsHost,
                   parsed: ids.MatchAction) -> bool:
    """Outside a server, before the click: the match is reached from here (or NoSuchMatch),
    and a deadline that passed is applied now (cogs.anywhere) and shown, on the clicked
    board by this click's answer; the click itself then does nothing (True)."""
    current = check_reach(await in_time(interaction, bot.service.get(
        OUTSIDE_SERVER, parsed.match_id), update=True), interaction)
    expired = await in_time(interaction, settle_overdue(bot, current), update=True)
    if expired is None:
        return False
    text = settled_text(expired)
    clicked = interaction.message
    if clicked is not None and clicked.id == expired.message_id:
        await _redraw_clicked(interaction, bot, expired)
        await tell(interaction, text)
    elif parsed.action in ("resign-yes", "resign-no"):  # on the Resign question
        await confirm.in_place(interaction, text)
        await edit_match_message(bot, expired, now=interaction.created_at)
    else:
        await tell(interaction, text)
        await edit_match_message(bot, expired, now=interaction.created_at)
    return True


async def _redraw_clicked(interaction: discord.Interaction, bot: DuelsHost,
                          snapshot: MatchSnapshot) -> None:
    """Outside a server: the clicked board drawn as the match is now by this click's
    answer (an older board: pointing at the match's board)."""
    clicked = interaction.message.id if interaction.message else None
    if clicked is not None and replaced(snapshot, clicked):
        await update_clicked(interaction, **(await moved(bot, snapshot)).edit())
        return
    board = await board_of(bot, snapshot)
    await update_clicked(interaction, **board.edit())
    keep_board(bot, snapshot, interaction)


async def _ask_or_tell(interaction: discord.Interaction, bot: DuelsHost, guild_id: int,
                       parsed: ids.MatchAction) -> None:
    """The buttons answered to the clicker alone: the board's Resign asks "Resign match
    #7?" (refused at once when the clicker couldn't resign); the question's Resign resigns,
    as the board's button did before it asked, and Keep playing changes nothing; Rules
    shows the match's rules in the clicker's language."""
    match_id, user_id = parsed.match_id, interaction.user.id
    if parsed.action == "rules":
        snapshot = await in_time(interaction, bot.service.get(guild_id, match_id),
                                 ephemeral=True)
        await reply(interaction, embed=match_rules_embed(game_cog(bot, snapshot.game),
                                                         snapshot), ephemeral=True)
    elif parsed.action == "resign":
        try:
            await in_time(interaction, bot.service.check_resign(guild_id, match_id, user_id),
                          ephemeral=True)
        except NoSuchMatch:
            raise
        except MatchError as refusal:
            await tell(interaction, str(refusal))
            if guild_id != OUTSIDE_SERVER:
                await redraw_if_stale(bot, interaction, guild_id, match_id)
            return
        rows = render.resign_question(match_id)
        await reply(interaction, t("match-resign-question", match=match_id),
                    view=view_of(rows), ephemeral=True)
    elif parsed.action == "resign-no":
        await in_time(interaction, bot.service.get(guild_id, match_id), update=True)
        await confirm.in_place(interaction, t("match-resign-kept", match=match_id))
    else:  # "resign-yes": resign, then the board shows it
        try:
            snapshot = await in_time(interaction, bot.service.resign(guild_id, match_id,
                                                                     user_id), update=True)
        except NoSuchMatch:
            raise
        except MatchError as refusal:  # a second click, or the game ended meanwhile
            mark(interaction, "refused")
            await confirm.in_place(interaction, str(refusal))
            return
        done = t("match-resigned-match", match=match_id)
        if snapshot.outside and bot.board_tokens.usable(
                snapshot.id, interaction.created_at) is None:
            done = f"{done} {t('anywhere-board-later')}"
        await confirm.in_place(interaction, done)
        await redraw_board(bot, interaction, snapshot)
        await after_end(bot, snapshot)  # a series' next game, a tournament's next pairing


async def _answered(bot: DuelsHost, action: str, snapshot: MatchSnapshot,
                    interaction: discord.Interaction) -> None:
    """After Accept or Decline: the challenger is told, by a new message (an edit notifies
    no one; outside a server, a followup of the click)."""
    if action in ("accept", "decline"):
        await tell_challenger(bot, snapshot, interaction)


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
        button
        for button in buttons_of(message)
        if not button.disabled
        and not str(button.custom_id or "").startswith(("nd:rematch:", "nd:review:"))
    ]
    if not offers:
        return
    snapshot = await bot.service.get(guild_id, match_id)
    if replaced(snapshot, message.id):
        await attempt(edit_message(bot, message.channel.id, message.id,
                                   **(await moved(bot, snapshot)).edit()),
                      f"retire an old board of match {match_id}")
        return
    if snapshot.is_open:
        return
    board = await board_of(bot, snapshot)
    await attempt(
        edit_message(bot, message.channel.id, message.id, **board.edit()),
        f"redraw the stale board of match {match_id}",
    )
    await after_end(bot, snapshot)  # a next game (or pairing) never posted


UNKNOWN_BUTTON = Text("error-unknown-button")


def buttons_of(message: discord.Message) -> Iterator[discord.Button]:
    """The buttons of `message`, read from its parsed components at any depth: in action
    rows (a board drawn before boards were V2), in a container's rows (a V2 board), or a
    section's accessory."""
    stack: list[Any] = list(reversed(message.components))
    while stack:
        component = stack.pop()
        if isinstance(component, discord.Button):
            yield component
            continue
        accessory = getattr(component, "accessory", None)
        if accessory is not None:
            stack.append(accessory)
        stack.extend(reversed(getattr(component, "children", ())))


def _has_button(message: discord.Message, custom_id: str) -> bool:
    """Whether `message` carries a button with `custom_id` (discord.py's condition for
    answering a DynamicItem's click), read from its parsed components."""
    return any(button.custom_id == custom_id for button in buttons_of(message))


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
        await tell_unknown(interaction)
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
    speak_to(interaction)  # "no longer valid" in the clicker's language
    custom_id = custom_id_of(interaction)
    if custom_id is not None and await answer_match_click(interaction, custom_id):
        return
    if custom_id is not None and ids.is_known(custom_id) and _on_message(interaction,
                                                                          custom_id):
        return  # its DynamicItem answers it
    await tell_unknown(interaction)


async def tell_unknown(interaction: discord.Interaction) -> None:
    """A button nothing answers: said so, and counted as refused."""
    seen(interaction)
    try:
        await tell(interaction, UNKNOWN_BUTTON)
    finally:
        settle(interaction)


async def setup(bot: commands.Bot) -> None:
    """The extension: match buttons answer clicks from their custom ids, also on old
    messages, and an unknown button is told so."""
    bot.add_listener(on_click, "on_interaction")


async def teardown(bot: commands.Bot) -> None:
    bot.remove_listener(on_click, "on_interaction")
