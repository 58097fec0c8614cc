"""Synced application commands in the local Discord API stand-in (NOT Discord).

Global and per-guild tables keyed by (name, type), as a bot's sync left them (REST
routes in rest/commands.py) or as a test seeded them (`set_commands`). A command keeps
its id across syncs, as on Discord.
"""

from __future__ import annotations

from typing import Any

from .messages import Messages


class CommandStore(Messages):
    """`commands`, `command(name, guild_id)`, `set_commands(...)`, `_store_command`."""

    @property
    def commands(self) -> list[dict[str, Any]]:
        """All synced command definitions (global ones, then per guild with guild_id)."""
        out = list(self._global_commands.values())
        for cmds in self._guild_commands.values():
            out.extend(cmds.values())
        return out

    def set_commands(
        self, definitions: list[dict[str, Any]], guild_id: int | None = None
    ) -> list[dict[str, Any]]:
        """Seed synced command definitions (as if a bot had synced them earlier; does not
        count as a sync). Accepts discord.py's `tree._get_all_commands()` payloads
        (`cmd.to_dict(tree)`) or `api.commands` of another stand-in."""
        table = (
            self._global_commands
            if guild_id is None
            else self._guild_commands.setdefault(guild_id, {})
        )
        table.clear()
        for spec in definitions:
            spec = {k: v for k, v in spec.items() if k not in ("id", "guild_id", "version")}
            spec.pop("application_id", None)
            cmd = self._store_command(guild_id, spec)
            table[(cmd["name"], cmd["type"])] = cmd
        self._bump()
        return list(table.values())

    def command(self, name: str, guild_id: int | None = None, type: int = 1) -> dict[str, Any]:
        """The synced definition a user in `guild_id` would see for `name`."""
        if guild_id is not None:
            cmd = self._guild_commands.get(guild_id, {}).get((name, type))
            if cmd is not None:
                return cmd
        cmd = self._global_commands.get((name, type))
        if cmd is None:
            raise KeyError(f"command {name!r} is not synced (guild {guild_id})")
        return cmd

    def _store_command(self, gid: int | None, spec: dict[str, Any]) -> dict[str, Any]:
        ctype = int(spec.get("type", 1))
        key = (gid, spec["name"], ctype)
        cid = self._command_ids.get(key)
        if cid is None:
            cid = self._command_ids[key] = self._ids.next()
        cmd = {
            "description": "",
            "options": [],
            "default_member_permissions": None,
            "nsfw": False,
            "name_localizations": None,
            "description_localizations": None,
            "contexts": None,
            "integration_types": [0],
            **spec,
            "type": ctype,
            "id": str(cid),
            "application_id": str(self.application_id),
            "version": str(self._ids.next()),
        }
        if gid is not None:
            cmd["guild_id"] = str(gid)
            cmd.pop("contexts", None)
            cmd.pop("integration_types", None)
        else:
            cmd.setdefault("dm_permission", True)
        return cmd
