"""Buttons and their rows: payloads as Discord receives them, and the views that send them.

A message's buttons are worked out as action-row payloads (tested as the JSON Discord
receives) and sent as a view of plain ``discord.ui.Button``s (`view_of`), or, for a board,
inside one Components V2 container with its text (`DrawnBoard`, `container_of`). A view
only draws: it is stopped once drawn, so discord.py stores nothing per message, and every
click is answered from its custom id (`cogs.ui.ids`) by the handlers above this package.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import discord

# Discord's component types: an action row and a button.
ACTION_ROW = 1
BUTTON = 2
ROW_WIDTH = 5
SUCCESS = discord.ButtonStyle.success.value
DANGER = discord.ButtonStyle.danger.value
SECONDARY = discord.ButtonStyle.secondary.value
PRIMARY = discord.ButtonStyle.primary.value
LINK = discord.ButtonStyle.link.value


def button(label: str, custom_id: str, style: int, *, disabled: bool = False) -> dict[str, Any]:
    """A button's payload, keys in the order `discord.ui.Button.to_component_dict` uses."""
    return {
        "type": BUTTON,
        "style": style,
        "disabled": disabled,
        "label": label,
        "custom_id": custom_id,
    }


def link_button(label: str, url: str) -> dict[str, Any]:
    """A button that opens ``url`` (Discord answers its click itself: no interaction)."""
    return {"type": BUTTON, "style": LINK, "disabled": False, "label": label, "url": url}


def row(buttons: list[dict[str, Any]]) -> dict[str, Any]:
    """An action row of ``buttons``."""
    return {"type": ACTION_ROW, "components": buttons}


def rows_of(buttons: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """``buttons`` in action rows of ROW_WIDTH, in order."""
    return [row(buttons[i : i + ROW_WIDTH]) for i in range(0, len(buttons), ROW_WIDTH)]


def ui_button(payload: dict[str, Any], row: int | None = None) -> discord.ui.Button[Any]:
    """The ``discord.ui.Button`` that sends ``payload`` (a `button` or `link_button`)."""
    if "url" in payload:
        return discord.ui.Button(label=payload.get("label"), url=payload["url"],
                                 style=discord.ButtonStyle.link, row=row)
    return discord.ui.Button(
        label=payload.get("label"),
        style=discord.ButtonStyle(payload.get("style", SECONDARY)),
        custom_id=payload["custom_id"],
        disabled=payload.get("disabled", False),
        row=row,
    )


def view_of(rows: list[dict[str, Any]]) -> discord.ui.View:
    """A view of the buttons in ``rows`` (action-row payloads), on their rows.

    Stopped once drawn (in the event loop: a view made outside it cannot stop): it only
    draws, the clicks are answered from their ids, so discord.py keeps nothing of it (it
    stores only views still listening) and no per-message view piles up.
    """
    view = discord.ui.View(timeout=None)
    for number, action_row in enumerate(rows):
        for payload in action_row["components"]:
            view.add_item(ui_button(payload, number))
    view.stop()
    return view


def container_of(texts: Sequence[str], rows: Sequence[dict[str, Any]],
                 after: Sequence[str] = (), *, colour: discord.Colour | None = None
                 ) -> discord.ui.Container[Any]:
    """One Components V2 container: a text display per text of ``texts``, the buttons of
    ``rows`` (action-row payloads) on their rows, then a text display per text of
    ``after``; ``colour``: the bar down its side (an embed's colour)."""
    container: discord.ui.Container[Any] = discord.ui.Container(accent_colour=colour)
    for text in texts:
        container.add_item(discord.ui.TextDisplay(text))
    for action_row in rows:
        container.add_item(discord.ui.ActionRow(
            *(ui_button(payload) for payload in action_row["components"])))
    for text in after:
        container.add_item(discord.ui.TextDisplay(text))
    return container


@dataclass(frozen=True, slots=True)
class DrawnBoard:
    """A board's message as drawn: one Components V2 container (its text and buttons),
    and the keyword arguments that send it or edit a message into it.

    discord.py sets the IS_COMPONENTS_V2 flag when it sends a ``LayoutView``. Such a
    message has no ``content`` or embeds: the text above a board (a challenge's ping) is a
    text display above the container (``heading``), and an edit clears the content and
    embeds a message drawn before boards were V2 still has (Discord refuses the flag
    otherwise), so that old boards become V2 on their next update.
    """

    container: discord.ui.Container[Any]

    def view(self, heading: str | None = None) -> discord.ui.LayoutView:
        """The message's layout, stopped once drawn (as `view_of`'s views)."""
        view = discord.ui.LayoutView(timeout=None)
        if heading:
            view.add_item(discord.ui.TextDisplay(heading))
        view.add_item(self.container)
        view.stop()
        return view

    def send(self, heading: str | None = None) -> dict[str, Any]:
        """The arguments of ``send``/``send_message``: the layout only."""
        return {"view": self.view(heading)}

    def edit(self, heading: str | None = None) -> dict[str, Any]:
        """The arguments of an edit: the layout, the text and embeds cleared."""
        return {"view": self.view(heading), "content": None, "embed": None}

    def without_buttons(self) -> DrawnBoard:
        """The same board with its text only (a position shown to one member, whose
        buttons would be a second board of the match)."""
        texts: discord.ui.Container[Any] = discord.ui.Container(
            accent_colour=self.container.accent_colour)
        for item in self.container.children:
            if isinstance(item, discord.ui.TextDisplay):
                texts.add_item(discord.ui.TextDisplay(item.content))
        return DrawnBoard(texts)
