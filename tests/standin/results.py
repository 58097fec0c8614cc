# ruff: noqa: ASYNC109  (the test-facing API takes timeout= parameters by design)
"""What a test gets back from an interaction sent through the stand-in (NOT Discord)."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .store import EPHEMERAL

if TYPE_CHECKING:
    from .messages import Messages

# Interaction callback types (Discord's InteractionResponseType).
PONG = 1
CHANNEL_MESSAGE = 4
DEFERRED_CHANNEL_MESSAGE = 5
DEFERRED_UPDATE_MESSAGE = 6
UPDATE_MESSAGE = 7
AUTOCOMPLETE_RESULT = 8
MODAL = 9


@dataclass
class InteractionResult:
    """The bot's answer to one interaction.

    `type`/`data` are the raw callback; `content`/`embeds`/`components`/`ephemeral`
    describe the message the callback created or edited (after `settled()`, the message
    a deferred response finally produced). `message_id` is that message's id.
    """

    interaction_id: int
    token: str
    channel_id: int
    type: int | None = None
    data: dict[str, Any] = field(default_factory=dict)
    ephemeral: bool = False
    content: str | None = None
    embeds: list[dict[str, Any]] = field(default_factory=list)
    components: list[dict[str, Any]] = field(default_factory=list)
    message_id: int | None = None
    followups: list[dict[str, Any]] = field(default_factory=list)
    deferred: bool = False
    elapsed: float | None = None
    choices: list[dict[str, Any]] | None = None  # autocomplete results (type 8)
    modal: dict[str, Any] | None = None  # modal definition (type 9)
    edits: int = 0  # webhook edits of @original after the callback
    _api: Messages | None = field(default=None, repr=False)
    _changed: asyncio.Event = field(default_factory=asyncio.Event, repr=False)
    _settled: bool = field(default=False, repr=False)

    @property
    def message(self) -> dict[str, Any] | None:
        """The current stored state of the message this interaction created/edited."""
        if self.message_id is None or self._api is None:
            return None
        return self._api.message(self.channel_id, self.message_id)

    def refresh(self) -> None:
        """Copy content/embeds/components/ephemeral from the stored message."""
        msg = self.message
        if msg is None:
            return
        self.content = msg.get("content")
        self.embeds = msg.get("embeds", [])
        self.components = msg.get("components", [])
        self.ephemeral = bool(msg.get("flags", 0) & EPHEMERAL)

    def _note_change(self) -> None:
        self._changed.set()

    async def settled(self, timeout: float = 5) -> InteractionResult:
        """For a deferred response, wait until the bot edited @original or sent a followup,
        then fill content/embeds/components from that message. Immediate for other types."""
        if not self.deferred or self._settled:
            return self
        async with asyncio.timeout(timeout):
            while not (self.edits or self.followups):
                self._changed.clear()
                await self._changed.wait()
        self._settled = True
        if self.edits:
            self.refresh()
        else:
            first = self.followups[0]
            self.content = first.get("content")
            self.embeds = first.get("embeds", [])
            self.components = first.get("components", [])
            self.ephemeral = bool(first.get("flags", 0) & EPHEMERAL)
        return self

    async def wait_followups(self, count: int = 1, timeout: float = 5) -> list[dict[str, Any]]:
        """Wait until at least `count` followup messages were sent."""
        async with asyncio.timeout(timeout):
            while len(self.followups) < count:
                self._changed.clear()
                await self._changed.wait()
        return self.followups

    async def wait_edits(self, count: int = 1, timeout: float = 5) -> InteractionResult:
        """Wait until @original was edited `count` times through the webhook."""
        async with asyncio.timeout(timeout):
            while self.edits < count:
                self._changed.clear()
                await self._changed.wait()
        self.refresh()
        return self
