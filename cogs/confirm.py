"""A moderator's confirmation before a command that can't be taken back (/season start,
/void, /config reset): an ephemeral question with Confirm and Cancel, and the command acts
only on Confirm.

The buttons carry everything (`cogs.ui.ids.confirm_id`: what, yes or no, who asked, until
when, what it acts on), so a confirmation still works after a restart; a `DynamicItem`
answers them (`ConfirmButton`). Each command registers what Confirm does (`register`).
Unanswered after CONFIRM_SECONDS, the question is replaced by a sentence saying nothing
changed (a timer while the process lives; a later click is told the same).
"""

from __future__ import annotations

import asyncio
import re
import time
from collections.abc import Awaitable, Callable
from typing import Any

import discord
from discord.ext import commands

from bot.core.errors import MatchError
from bot.process.interaction_hooks import mark
from cogs.discord_calls import attempt
from cogs.errors import guarded
from cogs.messages import reply
from cogs.permissions import NeedsManageServer, require_manage_server
from cogs.ui import ids
from cogs.ui.components import DANGER, SECONDARY, button, row, view_of
from i18n import Text, t

#: How long a confirmation waits for its answer.
CONFIRM_SECONDS = 60.0
TIMED_OUT = Text("confirm-timed-out")
CANCELLED = Text("confirm-cancelled")
ANSWERED = Text("confirm-answered")

#: What Confirm does, by the confirmation's `what`: the action, given the click and what it
#: acts on; it answers the click itself (`in_place`), or raises a refusal.
Action = Callable[[discord.Interaction, str | None], Awaitable[None]]
_ACTIONS: dict[str, Action] = {}
#: The questions still waiting, by key: the timer that says they timed out.
_TIMERS: dict[str, asyncio.Task[None]] = {}
#: The confirmations answered in this process (key -> until when), so a second click on
#: one (forged: the answer takes its buttons away) never acts twice.
_ANSWERED: dict[str, int] = {}


def register(bot: commands.Bot, what: str, action: Action) -> None:
    """``action`` is what Confirm does for confirmations of ``what`` (a command's
    extension, in its ``setup``); Confirm and Cancel answer their clicks from now on.

    Not an extension of its own: discord.py loads an extension as a fresh module, so the
    commands' modules and the answering item would see two registries."""
    _ACTIONS[what] = action
    bot.add_dynamic_items(ConfirmButton)  # once per template, whoever adds it


def unregister(bot: commands.Bot, what: str) -> None:
    """The extension's ``teardown``: its confirmations are no longer answered; the last
    one takes the item and the timers away."""
    _ACTIONS.pop(what, None)
    if _ACTIONS:
        return
    bot.remove_dynamic_items(ConfirmButton)
    for timer in _TIMERS.values():
        timer.cancel()
    _TIMERS.clear()


def now_ms() -> int:
    return int(time.time() * 1000)


def _key(what: str, user_id: int, until_ms: int, arg: str | None) -> str:
    return f"{what}:{user_id}:{until_ms}:{arg or ''}"


async def ask(interaction: discord.Interaction, what: str, question: str,
              arg: str | None = None) -> None:
    """Answer ``interaction`` with ``question`` and Confirm / Cancel, seen by its member
    alone, and time it out after CONFIRM_SECONDS."""
    user_id, until = interaction.user.id, now_ms() + int(CONFIRM_SECONDS * 1000)
    view = view_of([row([
        button(t("confirm-button-confirm"), ids.confirm_id(what, True, user_id, until, arg),
               DANGER),
        button(t("confirm-button-cancel"), ids.confirm_id(what, False, user_id, until, arg),
               SECONDARY),
    ])])
    await reply(interaction, question, view=view, ephemeral=True)
    key = _key(what, user_id, until, arg)
    # The task keeps the language in force (a copy of the context): the member's.
    _TIMERS[key] = asyncio.create_task(_time_out(interaction, key),
                                       name=f"nd-confirm-timeout-{key}")


async def _time_out(interaction: discord.Interaction, key: str) -> None:
    await asyncio.sleep(CONFIRM_SECONDS)
    if _TIMERS.pop(key, None) is None:
        return  # answered meanwhile
    await attempt(interaction.edit_original_response(content=str(TIMED_OUT), view=None),
                  "say that a confirmation timed out")


async def in_place(interaction: discord.Interaction, content: str) -> None:
    """Replace the clicked (ephemeral) message with ``content``, and no buttons; a public
    message (such a button can only be forged there) is left alone: ``content`` goes to
    the clicker alone."""
    message = interaction.message
    if message is None or not message.flags.ephemeral:
        await reply(interaction, content, ephemeral=True)
    elif interaction.response.is_done():
        await interaction.edit_original_response(content=content, view=None)
    else:
        await interaction.response.edit_message(content=content, view=None)


async def answer(interaction: discord.Interaction, confirmation: ids.Confirmation) -> None:
    """A click on Confirm or Cancel: refused for another member; after the time, or a
    second time, told so; Cancel changes nothing; Confirm runs the command's action."""
    if interaction.user.id != confirmation.user_id:
        raise MatchError(Text("confirm-not-yours", member=f"<@{confirmation.user_id}>"))
    key = _key(confirmation.what, confirmation.user_id, confirmation.until_ms,
               confirmation.arg)
    now = now_ms()
    for old in [k for k, until in _ANSWERED.items() if until < now]:
        del _ANSWERED[old]  # past its time, a click is refused anyway
    if key in _ANSWERED:
        mark(interaction, "refused")
        await in_place(interaction, str(ANSWERED))
        return
    _ANSWERED[key] = confirmation.until_ms
    timer = _TIMERS.pop(key, None)
    if timer is not None:
        timer.cancel()
    if now > confirmation.until_ms:
        mark(interaction, "refused")
        await in_place(interaction, str(TIMED_OUT))
        return
    if not confirmation.yes:
        await in_place(interaction, str(CANCELLED))
        return
    action = _ACTIONS.get(confirmation.what)
    if action is None:
        raise MatchError(Text("error-unknown-button"))
    try:
        require_manage_server(interaction)  # every confirmation is a moderator's
        await action(interaction, confirmation.arg)
    except (MatchError, NeedsManageServer) as refusal:
        mark(interaction, "refused")
        await in_place(interaction, str(refusal))


class ConfirmButton(discord.ui.DynamicItem[discord.ui.Button[Any]],
                    template=ids.CONFIRM_TEMPLATE):
    """Confirm or Cancel under a moderator's question (`nd:sure:<what>:<yes|no>:...`)."""

    def __init__(self, button: discord.ui.Button[Any], confirmation: ids.Confirmation
                 ) -> None:
        super().__init__(button)
        self.confirmation = confirmation

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any],
                             match: re.Match[str], /) -> ConfirmButton:
        if not isinstance(item, discord.ui.Button):
            raise ValueError(f"bad custom id {match.string!r}")
        return cls(item, ids.confirmation_from_groups(match.groupdict()))

    async def callback(self, interaction: discord.Interaction) -> None:
        async with guarded(interaction):
            await answer(interaction, self.confirmation)
