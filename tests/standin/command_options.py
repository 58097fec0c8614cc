"""Command options as a Discord client would send them, in the local Discord API stand-in
(NOT Discord): walks "name group sub" paths of a synced definition, encodes each option
by its type (users/members/channels/roles go to `resolved`), marks the focused one for
autocomplete, and checks what Discord's client checks (choices, ranges, lengths,
required options) before it sends anything.
"""

from __future__ import annotations

from typing import Any

from .command_store import CommandStore
from .store import ALL_PERMISSIONS

# Application command option types
SUB_COMMAND = 1
SUB_COMMAND_GROUP = 2
STRING = 3
INTEGER = 4
BOOLEAN = 5
USER = 6
CHANNEL = 7
ROLE = 8
MENTIONABLE = 9
NUMBER = 10


class CommandOptions(CommandStore):
    """`_command_data(...)`: the `data` of an application-command interaction."""

    def _build_options(
        self,
        guild_id: int | None,
        defs: list[dict[str, Any]],
        values: dict[str, Any],
        resolved: dict[str, dict[str, Any]],
        *,
        focused: str | None = None,
        validate: bool = True,
    ) -> list[dict[str, Any]]:
        by_name = {d["name"]: d for d in defs}
        out = []
        for name, value in values.items():
            d = by_name.get(name)
            if d is None:
                raise ValueError(f"option {name!r} not in synced definition: {sorted(by_name)}")
            otype = d["type"]
            opt: dict[str, Any] = {"name": name, "type": otype}
            if name == focused:
                opt["value"] = str(value)
                opt["focused"] = True
                out.append(opt)
                continue
            if otype in (USER, MENTIONABLE) and int(value) in self.users:
                uid = int(value)
                opt["value"] = str(uid)
                resolved.setdefault("users", {})[str(uid)] = self.users[uid]
                guild = self.guilds.get(guild_id) if guild_id else None
                member = guild.members.get(uid) if guild else None
                if member is not None and guild is not None:
                    m = {k: v for k, v in member.items() if k != "user"}
                    m["permissions"] = guild.permissions_of(uid)
                    resolved.setdefault("members", {})[str(uid)] = m
            elif otype in (CHANNEL, MENTIONABLE, ROLE):
                opt["value"] = str(value)
                if otype == CHANNEL and int(value) in self.channels:
                    ch = self.channels[int(value)]
                    resolved.setdefault("channels", {})[str(value)] = {
                        "id": ch["id"],
                        "name": ch.get("name"),
                        "type": ch["type"],
                        "permissions": ALL_PERMISSIONS,
                        **({"guild_id": ch["guild_id"]} if ch.get("guild_id") else {}),
                    }
                elif otype in (ROLE, MENTIONABLE) and guild_id:
                    for role in self.guilds[guild_id].roles:
                        if role["id"] == str(value):
                            resolved.setdefault("roles", {})[str(value)] = role
            elif otype == INTEGER:
                opt["value"] = int(value)
            elif otype == NUMBER:
                opt["value"] = float(value)
            elif otype == BOOLEAN:
                opt["value"] = bool(value)
            else:
                opt["value"] = str(value)
            if validate:
                self._validate_option(d, opt["value"])
            out.append(opt)
        if validate and focused is None:
            for d in defs:
                if d.get("required") and d["name"] not in values:
                    raise ValueError(f"required option {d['name']!r} missing")
        return out

    @staticmethod
    def _validate_option(d: dict[str, Any], value: Any) -> None:
        """What Discord's client enforces before sending (choices, ranges, lengths)."""
        choices = d.get("choices")
        if choices and value not in [c["value"] for c in choices]:
            raise ValueError(f"{value!r} is not a choice of option {d['name']!r}")
        if d["type"] in (INTEGER, NUMBER):
            lo, hi = d.get("min_value"), d.get("max_value")
            if (lo is not None and value < lo) or (hi is not None and value > hi):
                raise ValueError(f"{value!r} out of range [{lo}, {hi}] for option {d['name']!r}")
        if d["type"] == STRING:
            lo, hi = d.get("min_length"), d.get("max_length")
            if (lo is not None and len(value) < lo) or (hi is not None and len(value) > hi):
                raise ValueError(f"{value!r} has a bad length for option {d['name']!r}")

    def _command_data(
        self,
        guild_id: int | None,
        name: str,
        options: dict[str, Any] | None,
        *,
        focused: str | None = None,
        validate: bool = True,
    ) -> dict[str, Any]:
        parts = name.split()
        cmd = self.command(parts[0], guild_id)
        resolved: dict[str, dict[str, Any]] = {}
        defs = cmd.get("options") or []
        # Walk "group sub" paths down to the leaf's options.
        chain: list[dict[str, Any]] = []
        for part in parts[1:]:
            sub = next((o for o in defs if o["name"] == part), None)
            if sub is None or sub["type"] not in (SUB_COMMAND, SUB_COMMAND_GROUP):
                raise ValueError(f"{part!r} is not a subcommand of {cmd['name']!r}")
            chain.append({"name": part, "type": sub["type"]})
            defs = sub.get("options") or []
        leaf = self._build_options(
            guild_id, defs, options or {}, resolved, focused=focused, validate=validate
        )
        opts = leaf
        for node in reversed(chain):
            node["options"] = opts
            opts = [node]
        data: dict[str, Any] = {
            "id": cmd["id"],
            "name": cmd["name"],
            "type": cmd.get("type", 1),
            "options": opts,
        }
        if resolved:
            data["resolved"] = resolved
        if cmd.get("guild_id"):
            data["guild_id"] = cmd["guild_id"]
        return data
