# ruff: noqa: ASYNC109  (the test-facing API takes timeout= parameters by design)
"""Interactions a test sends through the local Discord API stand-in (NOT Discord), as
Discord's client and API would: slash commands, autocomplete, component clicks and
modal submits.

Each builds the INTERACTION_CREATE payload discord.py parses (`_interaction_payload`),
dispatches it on the guild's shard and waits for the bot's first callback (`_send_interaction`,
answered by rest/callbacks.py). To add an interaction kind: a public method here that
builds its `data` and calls those two; the callback types it may be answered with are
checked in rest/callbacks.py. Every kind takes ``install=`` ("guild", "user", "both"; None:
the guild install where the bot is, else the user's), and with ``guild_id=None`` and a
channel from `add_private_channel` comes from a DM between users: installs.py sets the
context, ``authorizing_integration_owners`` and ``app_permissions`` from that.
"""

from __future__ import annotations

import asyncio
from typing import Any

from . import installs
from .command_options import CommandOptions
from .messages import walk_components
from .results import InteractionResult
from .store import ALL_PERMISSIONS, Interaction, new_token

ADMINISTRATOR = 1 << 3

# Interaction types
APPLICATION_COMMAND = 2
MESSAGE_COMPONENT = 3
APPLICATION_COMMAND_AUTOCOMPLETE = 4
MODAL_SUBMIT = 5


class LateResponse(TimeoutError):
    """The bot's first response came after `response_deadline` (Discord's 3 s)."""


class Interactions(CommandOptions):
    """`slash`, `autocomplete`, `click`, `submit_modal`."""

    def _interaction_payload(
        self,
        itype: int,
        guild_id: int | None,
        channel_id: int,
        user_id: int,
        data: dict[str, Any],
        *,
        install: str | None = None,
    ) -> Interaction:
        iid = self._ids.past(self.interaction_age) if self.interaction_age else self._ids.next()
        token = new_token(iid)
        if channel_id not in self.channels:
            raise ValueError(f"unknown channel {channel_id}")
        where = installs.origin(self, guild_id, channel_id, user_id, install)
        channel = dict(self.channels[channel_id])
        channel["permissions"] = ALL_PERMISSIONS
        payload: dict[str, Any] = {
            "id": str(iid),
            "application_id": str(self.application_id),
            "type": itype,
            "data": data,
            "channel_id": str(channel_id),
            "channel": channel,
            "token": token,
            "version": 1,
            "app_permissions": where.app_permissions,
            "authorizing_integration_owners": where.owners,
            "context": where.context,
            "locale": self.user_locales.get(user_id, "en-US"),
            "entitlements": [],
            "entitlement_sku_ids": [],
            "attachment_size_limit": 10 * 1024 * 1024,
        }
        if guild_id is not None:
            guild = self.guilds[guild_id]
            member = guild.members.get(user_id)
            if member is None:
                raise ValueError(f"user {user_id} is not a member of guild {guild_id}")
            payload.update(
                {
                    "guild_id": str(guild_id),
                    "guild": {"id": str(guild_id), "locale": guild.locale, "features": []},
                    "guild_locale": guild.locale,
                    "member": {**member, "permissions": guild.permissions_of(user_id)},
                }
            )
        else:
            payload["user"] = self.users[user_id]
        rec = Interaction(
            id=iid,
            token=token,
            type=itype,
            guild_id=guild_id,
            channel_id=channel_id,
            user_id=user_id,
            created=self.clock.monotonic(),
            payload=payload,
            origin=where,
        )
        return rec

    async def _send_interaction(self, rec: Interaction, timeout: float | None) -> InteractionResult:
        session = self._session_for_guild(rec.guild_id)
        if session is None:
            raise RuntimeError("no bot has identified with the stand-in")
        result = InteractionResult(
            interaction_id=rec.id, token=rec.token, channel_id=rec.channel_id, _api=self
        )
        rec.result = result
        self._interactions[rec.token] = rec
        fut: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self._callback_waiters[rec.id] = fut
        rec.created = self.clock.monotonic()
        session.dispatch("INTERACTION_CREATE", rec.payload)
        wait = self.interaction_timeout if timeout is None else timeout
        try:
            await asyncio.wait_for(fut, wait)
        except LateResponse:
            raise
        except TimeoutError:
            name = rec.payload["data"].get("name") or rec.payload["data"].get("custom_id")
            raise TimeoutError(
                f"the bot did not answer interaction {name!r} (id {rec.id}) within {wait}s"
            ) from None
        finally:
            self._callback_waiters.pop(rec.id, None)
        return result

    async def slash(
        self,
        guild_id: int | None,
        channel_id: int,
        user_id: int,
        name: str,
        options: dict[str, Any] | None = None,
        *,
        timeout: float | None = None,
        validate: bool = True,
        install: str | None = None,
    ) -> InteractionResult:
        """Run /name (or "name sub", "name group sub") as user; returns the bot's answer.

        Like Discord's client, it refuses to send (PermissionError) a command the member
        lacks the default_member_permissions of, unless `permit_command` allowed it, and a
        global command whose ``integration_types``/``contexts`` leave out this install or
        context (installs.py), unless `validate` is False (an out-of-date or forged
        client). ``install="user"`` (implied in a guild without the bot and in a DM
        between users) sends it through the user's install of the app."""
        data = self._command_data(guild_id, name, options, validate=validate)
        rec = self._interaction_payload(APPLICATION_COMMAND, guild_id, channel_id, user_id, data,
                                        install=install)
        if validate:
            self._check_offered(guild_id, data, rec)
            if guild_id is not None and self.guilds[guild_id].has_bot:
                self._check_visible(guild_id, data["name"], user_id)
        return await self._send_interaction(rec, timeout)

    def _check_offered(self, guild_id: int | None, data: dict[str, Any], rec: Interaction
                       ) -> None:
        if data.get("guild_id") is not None:
            return  # a guild command: installs and contexts are for global ones
        refusal = installs.command_refusal(self.command(data["name"], None), rec.origin)
        if refusal is not None:
            raise PermissionError(f"Discord would not offer it: {refusal}")

    def _check_visible(self, guild_id: int, name: str, user_id: int) -> None:
        needed = self.command(name, guild_id).get("default_member_permissions")
        if needed is None or (guild_id, name, user_id) in self.command_overrides:
            return
        has = int(self.guilds[guild_id].permissions_of(user_id))
        if has & int(needed) != int(needed) and not has & ADMINISTRATOR:
            raise PermissionError(
                f"Discord would not show /{name} to user {user_id}: it needs permissions "
                f"{needed} (see permit_command)"
            )

    async def autocomplete(
        self,
        guild_id: int | None,
        channel_id: int,
        user_id: int,
        name: str,
        options: dict[str, Any] | None,
        focused: str,
        *,
        timeout: float | None = None,
        install: str | None = None,
    ) -> list[dict[str, Any]]:
        """Autocomplete for option `focused` of /name; returns the choices."""
        data = self._command_data(guild_id, name, options, focused=focused, validate=False)
        rec = self._interaction_payload(
            APPLICATION_COMMAND_AUTOCOMPLETE, guild_id, channel_id, user_id, data, install=install
        )
        result = await self._send_interaction(rec, timeout)
        return result.choices or []

    async def click(
        self,
        guild_id: int | None,
        channel_id: int,
        message_id: int,
        user_id: int,
        custom_id: str,
        *,
        values: list[str] | None = None,
        timeout: float | None = None,
        allow_disabled: bool = False,
        install: str | None = None,
    ) -> InteractionResult:
        """Click a button (or pick `values` in a select) of a stored message."""
        msg = self.message(channel_id, message_id)
        comp = next(
            (
                c
                for c in walk_components(msg.get("components", []))
                if c.get("custom_id") == custom_id
            ),
            None,
        )
        if comp is None:
            raise ValueError(f"message {message_id} has no component {custom_id!r}")
        if comp.get("disabled") and not allow_disabled:
            raise ValueError(f"component {custom_id!r} is disabled; Discord would not send it")
        data: dict[str, Any] = {"custom_id": custom_id, "component_type": comp["type"]}
        if comp.get("id") is not None:
            data["id"] = comp["id"]
        if comp["type"] != 2:
            data["values"] = list(values or [])
        rec = self._interaction_payload(MESSAGE_COMPONENT, guild_id, channel_id, user_id, data,
                                        install=install)
        rec.component_message_id = int(message_id)
        rec.payload["message"] = msg
        return await self._send_interaction(rec, timeout)

    async def submit_modal(
        self,
        guild_id: int | None,
        channel_id: int,
        user_id: int,
        custom_id: str,
        fields: dict[str, str],
        *,
        message_id: int | None = None,
        timeout: float | None = None,
        install: str | None = None,
    ) -> InteractionResult:
        """Submit a modal whose text inputs have the given custom_id -> value."""
        data = {
            "custom_id": custom_id,
            "components": [
                {"type": 1, "components": [{"type": 4, "custom_id": k, "value": v}]}
                for k, v in fields.items()
            ],
        }
        rec = self._interaction_payload(MODAL_SUBMIT, guild_id, channel_id, user_id, data,
                                        install=install)
        if message_id is not None:
            rec.component_message_id = int(message_id)
            rec.payload["message"] = self.message(channel_id, message_id)
        return await self._send_interaction(rec, timeout)

