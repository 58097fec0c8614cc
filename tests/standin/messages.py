"""Messages in the local Discord API stand-in (NOT Discord): creating, editing and
deleting them (whoever asks: a REST route, an interaction callback, a webhook, a test),
the MESSAGE_* gateway events that follow, and reading them back in tests
(`messages`, `message`, `find_buttons`, `find_components`).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from . import gateway as gw
from .rest.common import unknown
from .store import EPHEMERAL, LOADING, SETTABLE_FLAGS, Interaction
from .world import World


def walk_components(components: list[dict[str, Any]]) -> Iterator[dict[str, Any]]:
    """Every component, depth first (action rows, containers, sections and accessories)."""
    for comp in components or ():
        yield comp
        children = comp.get("components")
        if children:
            yield from walk_components(children)
        accessory = comp.get("accessory")
        if accessory:
            yield accessory


class Messages(World):
    """The message store: one dict per channel, by message id, oldest first."""

    # ------------------------------------------------------------------ inspection
    def messages(self, channel_id: int) -> list[dict[str, Any]]:
        """All messages of a channel, oldest first (current state; ephemeral ones too)."""
        return list(self._messages.get(channel_id, {}).values())

    def message(self, channel_id: int, message_id: int) -> dict[str, Any]:
        """The current state of one message (KeyError if unknown/deleted)."""
        try:
            return self._messages[channel_id][int(message_id)]
        except KeyError:
            raise KeyError(f"no message {message_id} in channel {channel_id}") from None

    def attachment_bytes(self, attachment: dict[str, Any]) -> bytes:
        """The bytes of a file the bot attached (an entry of a message's `attachments`)."""
        return self.attachment_data[int(attachment["id"])]

    @staticmethod
    def find_components(message: dict[str, Any]) -> list[dict[str, Any]]:
        """Every interactive component (buttons, selects, ...) of a message, flattened."""
        return [c for c in walk_components(message.get("components", [])) if c.get("type") != 1]

    @staticmethod
    def find_buttons(message: dict[str, Any]) -> list[dict[str, Any]]:
        """Buttons of a message: {"custom_id","label","disabled","style"} (+ url, emoji)."""
        out = []
        for comp in walk_components(message.get("components", [])):
            if comp.get("type") == 2:
                out.append(
                    {
                        "custom_id": comp.get("custom_id"),
                        "label": comp.get("label"),
                        "disabled": bool(comp.get("disabled", False)),
                        "style": comp.get("style"),
                        "url": comp.get("url"),
                        "emoji": comp.get("emoji"),
                    }
                )
        return out

    # ------------------------------------------------------------------ changes
    def _dispatch_message_event(self, event: str, msg: dict[str, Any]) -> None:
        if not self.message_events or msg.get("flags", 0) & EPHEMERAL:
            return
        if not self.bot_can_see(int(msg["channel_id"])):
            return  # a user install's channel: the bot gets no events from it
        gid = msg.get("guild_id")
        session = self._session_for_guild(int(gid) if gid else None)
        if session is None or not session.wants(gw.INTENT_GUILD_MESSAGES):
            return
        data = dict(msg)
        if gid:
            guild = self.guilds.get(int(gid))
            member = guild.members.get(int(msg["author"]["id"])) if guild else None
            if member is not None:
                data["member"] = {k: v for k, v in member.items() if k != "user"}
        session.dispatch(event, data)

    def _create_message(
        self,
        channel_id: int,
        data: dict[str, Any],
        *,
        msg_type: int = 0,
        flags: int | None = None,
        interaction: Interaction | None = None,
        webhook: bool = False,
    ) -> dict[str, Any]:
        channel = self.channels.get(channel_id)
        if channel is None:
            raise unknown("Channel", 10003)
        mid = self._ids.next()
        if flags is None:
            flags = int(data.get("flags") or 0) & SETTABLE_FLAGS
            if interaction is None:
                flags &= ~EPHEMERAL
        msg: dict[str, Any] = {
            "id": str(mid),
            "channel_id": str(channel_id),
            "author": self.users[self.bot_user_id],
            "content": data.get("content") or "",
            "timestamp": self.clock.iso(),
            "edited_timestamp": None,
            "tts": bool(data.get("tts", False)),
            "mention_everyone": False,
            "mentions": [],
            "mention_roles": [],
            "attachments": self._attachments(data),
            "embeds": data.get("embeds") or [],
            "components": data.get("components") or [],
            "reactions": [],
            "pinned": False,
            "type": msg_type,
            "flags": flags,
        }
        if channel.get("guild_id"):
            msg["guild_id"] = channel["guild_id"]
        if data.get("nonce") is not None:
            msg["nonce"] = data["nonce"]
        if data.get("message_reference"):
            ref = dict(data["message_reference"])
            ref.setdefault("channel_id", str(channel_id))
            msg["message_reference"] = ref
        if interaction is not None or webhook:
            msg["application_id"] = str(self.application_id)
            msg["webhook_id"] = str(self.application_id)
        if interaction is not None:
            meta: dict[str, Any] = {
                "id": str(interaction.id),
                "type": interaction.type,
                "user": self.users[interaction.user_id],
                "authorizing_integration_owners": interaction.payload.get(
                    "authorizing_integration_owners", {}
                ),
            }
            if interaction.component_message_id is not None:
                meta["interacted_message_id"] = str(interaction.component_message_id)
            elif interaction.original_message_id is not None:
                meta["original_response_message_id"] = str(interaction.original_message_id)
            msg["interaction_metadata"] = meta
        self._messages[channel_id][mid] = msg
        channel["last_message_id"] = str(mid)
        self._dispatch_message_event("MESSAGE_CREATE", msg)
        self._bump()
        return msg

    def _attachments(self, data: dict[str, Any]) -> list[dict[str, Any]]:
        out = []
        for att in data.get("attachments") or ():
            aid = self._ids.next()
            name = att.get("filename", "file")
            self.attachment_data[aid] = att.pop("_content", b"")
            out.append(
                {
                    "id": str(aid),
                    "filename": name,
                    "size": int(att.get("size", 0)),
                    "content_type": att.get("content_type") or "application/octet-stream",
                    "url": f"http://127.0.0.1:{self.port}/attachments/{aid}/{name}",
                    "proxy_url": f"http://127.0.0.1:{self.port}/attachments/{aid}/{name}",
                }
            )
        return out

    def _edit_message(self, msg: dict[str, Any], data: dict[str, Any]) -> dict[str, Any]:
        for key in ("content", "embeds", "components"):
            if key in data:
                value = data[key]
                msg[key] = value if value is not None else ("" if key == "content" else [])
        if "attachments" in data:
            msg["attachments"] = self._attachments(data)
        keep = msg.get("flags", 0) & EPHEMERAL
        if data.get("flags") is not None:
            msg["flags"] = keep | (int(data["flags"]) & SETTABLE_FLAGS & ~EPHEMERAL)
        msg["flags"] = msg.get("flags", 0) & ~LOADING
        msg["edited_timestamp"] = self.clock.iso()
        self._dispatch_message_event("MESSAGE_UPDATE", msg)
        self._bump()
        return msg

    def _delete_message(self, channel_id: int, message_id: int) -> None:
        msg = self._messages[channel_id].pop(message_id)
        if (not msg.get("flags", 0) & EPHEMERAL and self.message_events
                and self.bot_can_see(channel_id)):
            gid = msg.get("guild_id")
            session = self._session_for_guild(int(gid) if gid else None)
            if session is not None and session.wants(gw.INTENT_GUILD_MESSAGES):
                payload = {"id": msg["id"], "channel_id": msg["channel_id"]}
                if gid:
                    payload["guild_id"] = gid
                session.dispatch("MESSAGE_DELETE", payload)
        self._bump()
