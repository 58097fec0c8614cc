"""Buttons and their rows: payloads as Discord receives them, and the views that send them.

A message's buttons are worked out as action-row payloads (tested as the JSON Discord
receives) and sent as a view of plain ``discord.ui.Button``s (`view_of`). The view only
draws: it is stopped once drawn, so discord.py stores nothing per message, and every
click is answered from its custom id (`cogs.ui.ids`) by the handlers above this package.
"""

from __future__ import annotations

from typing import Any

import discord

# Discord's component types: an action row and a button.
ACTION_ROW = 1
BUTTON = 2
ROW_WIDTH = 5
MAX_BUTTONS = 25  # Discord: 5 rows of 5
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


def view_of(rows: list[dict[str, Any]]) -> discord.ui.View:
    """A view of the buttons in ``rows`` (action-row payloads), on their rows.

    Stopped once drawn (in the event loop: a view made outside it cannot stop): it only
    draws, the clicks are answered from their ids, so discord.py keeps nothing of it (it
    stores only views still listening) and no per-message view piles up.
    """
    view = discord.ui.View(timeout=None)
    for number, action_row in enumerate(rows):
        for payload in action_row["components"]:
            if "url" in payload:
                view.add_item(discord.ui.Button(label=payload.get("label"), url=payload["url"],
                                                style=discord.ButtonStyle.link, row=number))
                continue
            view.add_item(discord.ui.Button(
                label=payload.get("label"),
                style=discord.ButtonStyle(payload.get("style", SECONDARY)),
                custom_id=payload["custom_id"],
                disabled=payload.get("disabled", False),
                row=number,
            ))
    view.stop()
    return view
