"""What every command checks of its payload before it runs.

Discord's client never sends a server-only command from a direct message, nor an option of
another type than the command declares, nor a value outside its choices, nor a member or
channel it could not resolve; an out-of-date or forged client can, and discord.py passes
such values on unchecked (its ``guild_only`` is only what Discord is told).
:func:`check_payload` refuses them with a sentence, before the command's body or
discord.py's own conversions run; the tree's error handler (cogs/errors.py) sends it.
Every cog of this bot runs it (cogs/host.py ``DuelsCog``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import discord
from discord import AppCommandOptionType as OptionType
from discord import app_commands

from bot.core import free_text
from cogs.places import ServerOnly, in_bots_server, is_server_only
from i18n import Text

#: Option types that only group others (their values are the options inside).
_GROUPING = (OptionType.subcommand.value, OptionType.subcommand_group.value)


class BadOption(app_commands.CheckFailure):
    """An option whose value the command can't use; the message says which and why."""


def guild_only(command: app_commands.Command[Any, ..., Any] | app_commands.ContextMenu
               | app_commands.Group) -> bool:
    """Whether Discord is told to offer this command in servers only (``guild_only()``, or
    allowed contexts without direct messages); a subcommand follows its top-level group."""
    root = command.root_parent if isinstance(command, app_commands.Command) else None
    top = root or command
    contexts = top.allowed_contexts
    if top.guild_only:
        return True
    return contexts is not None and not (contexts.dm_channel or contexts.private_channel)


def _leaf_options(data: Mapping[str, Any]) -> Sequence[Mapping[str, Any]]:
    """The options given to the command itself, below any subcommand group / subcommand."""
    options = data.get("options") or []
    while (isinstance(options, list) and len(options) == 1 and isinstance(options[0], dict)
           and options[0].get("type") in _GROUPING):
        options = options[0].get("options") or []
    return [o for o in options if isinstance(o, dict)] if isinstance(options, list) else []


def option_name(name: str) -> Text:
    """An option's name as Discord shows it in the reader's language (``name``: its name in
    the command, the same in every language)."""
    return Text("error-option-name", option=name)


def _resolves(data: Mapping[str, Any], kind: str, value: object) -> bool:
    found = (data.get("resolved") or {}).get(kind) or {}
    return isinstance(found, dict) and str(value) in found


def problem(option_type: OptionType, name: str, value: object, data: Mapping[str, Any]
            ) -> Text | None:
    """Why ``value`` can't be the option ``name`` of that type, or None when it can."""
    if option_type is OptionType.integer:
        if isinstance(value, bool) or not isinstance(value, int):
            return Text("error-option-whole-number", option=option_name(name))
    elif option_type is OptionType.number:
        if isinstance(value, bool) or not isinstance(value, int | float):
            return Text("error-option-number", option=option_name(name))
    elif option_type is OptionType.string:
        if not isinstance(value, str):
            return Text("error-option-text", option=option_name(name))
        return free_text.refusal(value, name)  # as the services check what they store
    elif option_type is OptionType.boolean:
        if not isinstance(value, bool):
            return Text("error-option-true-false", option=option_name(name))
    elif option_type is OptionType.user:
        if not _resolves(data, "users", value):
            return Text("error-option-member", option=option_name(name))
    elif option_type is OptionType.channel and not _resolves(data, "channels", value):
        return Text("error-option-channel", option=option_name(name))
    elif option_type is OptionType.role and not _resolves(data, "roles", value):
        return Text("error-option-role", option=option_name(name))
    return None


def check_payload(interaction: discord.Interaction) -> bool:
    """A cog's ``interaction_check``: True, or a CheckFailure whose message is the reply
    (ServerOnly for a server's command outside a server the bot is in, NoPrivateMessage for
    a command of servers only in a DM, BadOption)."""
    command = interaction.command
    if command is None:
        return True
    if is_server_only(command) and not in_bots_server(interaction):
        # a server's command (installed to servers only) reached elsewhere: say where it works
        raise ServerOnly(f"/{(command.root_parent or command).name}"
                         if isinstance(command, app_commands.Command) else f"/{command.name}")
    if interaction.guild_id is None and guild_only(command):
        raise app_commands.NoPrivateMessage()
    if not isinstance(command, app_commands.Command):
        return True
    data: Mapping[str, Any] = interaction.data or {}  # a TypedDict union: read as a mapping
    declared = {p.display_name: p for p in command.parameters}
    for option in _leaf_options(data):
        name = option.get("name")
        if not isinstance(name, str) or name not in declared:
            continue  # discord.py reports an option the command lacks
        parameter, value = declared[name], option.get("value")
        reason = problem(parameter.type, name, value, data)
        if reason is None and parameter.choices and value not in {
                choice.value for choice in parameter.choices}:
            reason = Text("error-option-choices", option=option_name(name))
        if reason is not None:
            raise BadOption(reason)
    return True
