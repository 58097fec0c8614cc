"""A `discord.ui.View` drawn from ready-made component payloads, with no item objects.

Why: profiling the bot under load showed `cogs.render.match_view` cost ~0.45 ms per board
draw (21+ `MatchButton` DynamicItems, each wrapping a `discord.ui.Button`), about 6% of the
CPU of a move. Those objects are never used to answer a click: a click builds one
`MatchButton` from the clicked button's custom id (`cogs.buttons.on_click`). Drawing the
board only needs the JSON, so `cogs.render` builds the action rows as dicts and hands them
over in a `ComponentsView`.

What discord.py (2.7) does with a view given to `InteractionResponse.send_message` /
`edit_message`, `Message.edit`, `Webhook.send` (followups) and `edit_original_response`:
`to_components()` and `has_components_v2()` build the payload; then `is_finished()`,
`is_dispatchable()` and, for ephemeral sends, `timeout` decide whether the view is kept in
the client's ViewStore. A `ComponentsView` has no children: it is never dispatchable, so the
store keeps nothing (`send_message` passes it to the store anyway, which records nothing for
a childless view) and its timeout stays None, so no timeout task is ever started.
"""

from __future__ import annotations

from typing import Any

import discord

# Discord's component types: an action row and a button.
ACTION_ROW = 1
BUTTON = 2


class ComponentsView(discord.ui.View):
    """Sends `rows` (action-row payloads) as the message's components; handles no clicks.

    The clicks on these components are answered from their custom ids (`cogs.buttons`:
    `on_click` and the `DynamicItem` templates), never by this view.
    """

    def __init__(self, rows: list[dict[str, Any]]) -> None:
        super().__init__(timeout=None)
        self._rows = rows

    # -------------------------------------------------------------- the payload
    def to_components(self) -> list[dict[str, Any]]:
        # Fresh dicts per call, like `View.to_components`: callers may keep or change them.
        return [
            {"type": row["type"], "components": [dict(c) for c in row["components"]]}
            for row in self._rows
        ]

    def has_components_v2(self) -> bool:
        return False  # classic action rows of buttons

    # -------------------------------------------------------------- no dispatching
    def is_dispatchable(self) -> bool:
        return False  # nothing to dispatch: cogs.buttons answers the clicks

    @property
    def timeout(self) -> float | None:
        """Always None: nothing here ever expires (clicks go to cogs.buttons)."""
        return None

    @timeout.setter
    def timeout(self, value: float | None) -> None:
        # discord.py sets 15 minutes on views of ephemeral messages so that the store can
        # drop them; this view is never stored, so a timeout would only start a useless task.
        pass

    def add_item(self, item: discord.ui.Item[Any]) -> ComponentsView:
        raise TypeError(
            "a ComponentsView is drawn from its payloads only: use a discord.ui.View for items"
        )
