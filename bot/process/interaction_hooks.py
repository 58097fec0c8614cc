"""The hooks an interaction handler calls for the metrics: :func:`seen`, :func:`mark`,
:func:`settle`.

They find the ledger on the interaction's client (``DuelsBot.interactions``, set only with
OPS_PORT): without it each costs one attribute read, and this module imports nothing of
the metrics (prometheus_client, aiohttp's server), so a bot without OPS_PORT never loads them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord

if TYPE_CHECKING:
    from bot.ops.interactions import InteractionLedger

_KINDS = {
    discord.InteractionType.application_command: "command",
    discord.InteractionType.component: "component",
    discord.InteractionType.autocomplete: "autocomplete",
    discord.InteractionType.modal_submit: "modal",
}


def kind_of(interaction: discord.Interaction) -> str:
    """The interaction's kind, as the metrics' ``kind`` label says it."""
    return _KINDS.get(interaction.type, "other")


def _ledger(interaction: discord.Interaction) -> InteractionLedger | None:
    found: InteractionLedger | None = getattr(interaction.client, "interactions", None)
    return found


def seen(interaction: discord.Interaction) -> None:
    """Where the handling of ``interaction`` starts (before it can be answered)."""
    ledger = _ledger(interaction)
    if ledger is not None:
        ledger.seen(interaction.id, kind_of(interaction))


def mark(interaction: discord.Interaction, outcome: str) -> None:
    """The answer is a refusal ("refused") or an apology ("failed")."""
    ledger = _ledger(interaction)
    if ledger is not None:
        ledger.mark(interaction.id, outcome)


def settle(interaction: discord.Interaction) -> None:
    """The handling of ``interaction`` ended: count it."""
    ledger = _ledger(interaction)
    if ledger is not None:
        ledger.settle(interaction.id)
