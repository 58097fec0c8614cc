"""What Discord checks in Components V2 message bodies beyond its OpenAPI spec, in the local
Discord API stand-in (NOT Discord).

The spec validates each component's shape (ContainerComponentForMessageRequest,
TextDisplayComponentForMessageRequest, SectionComponentForMessageRequest, ...: spec.py);
Discord's "Components" reference adds, for a message with the IS_COMPONENTS_V2 flag
(``1 << 15``), set in the body or already on the message being edited:

- ``content`` and ``embeds`` "will no longer work": a body with a non-empty one is refused
  (400 50035, the field's error code ``MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2``,
  Discord's message "The 'content' field cannot be used when using
  MessageFlags.IS_COMPONENTS_V2"); ``null`` or ``""`` (clearing them) is accepted;
- at most 40 components in all, nested ones counted (action rows, containers, sections,
  their accessories, buttons ...);
- at most 4,000 characters across all Text Display contents;
- an edit that sets the flag on a message sent without it must reset the fields that message
  uses: ``content`` to ``null`` (or ``""``) and ``embeds`` to ``[]`` (Edit Message: "Failing
  to do this will result in a 400 BAD REQUEST"), so that a message's old content and embeds
  never stay beside its components.

The codes of the last two are the stand-in's choice (``BASE_TYPE_MAX_LENGTH``); the field is
``components``. Checked on message create and edit, interaction callbacks of type 4 and 7
(their ``data``), followups and interaction webhook edits; a breach becomes a `Violation`
like the spec's (rest/common.py `check_body`), which fails the test that sent it.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from .spec import Violation, field_path

if TYPE_CHECKING:
    from .messages import Messages

IS_COMPONENTS_V2 = 1 << 15
MAX_COMPONENTS = 40
MAX_TEXT = 4000
TEXT_DISPLAY = 10
LEGACY = "MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2"

CREATE = "/channels/{channel_id}/messages"
EDIT = "/channels/{channel_id}/messages/{message_id}"
CALLBACK = "/interactions/{interaction_id}/{interaction_token}/callback"
FOLLOWUP = "/webhooks/{webhook_id}/{webhook_token}"
EDIT_HOOK = "/webhooks/{webhook_id}/{webhook_token}/messages/{message_id}"
EDIT_ORIGINAL = "/webhooks/{webhook_id}/{webhook_token}/messages/@original"
HOOK_EDITS = {EDIT_HOOK, EDIT_ORIGINAL}


def _walk(components: Any) -> Iterator[dict[str, Any]]:
    for comp in components if isinstance(components, list) else ():
        if not isinstance(comp, dict):
            continue
        yield comp
        yield from _walk(comp.get("components"))
        if isinstance(comp.get("accessory"), dict):
            yield from _walk([comp["accessory"]])


def problems(body: dict[str, Any], v2: bool) -> list[tuple[tuple[str | int, ...], str, str]]:
    """(field segments, message, code) of each rule a V2 message body breaks."""
    if not v2:
        return []
    found: list[tuple[tuple[str | int, ...], str, str]] = []
    for key in ("content", "embeds"):
        if body.get(key):
            found.append(((key,), f"The '{key}' field cannot be used when using "
                          "MessageFlags.IS_COMPONENTS_V2", LEGACY))
    components = list(_walk(body.get("components")))
    if len(components) > MAX_COMPONENTS:
        found.append((("components",), f"Must be {MAX_COMPONENTS} or fewer in length "
                      f"(all components, nested ones counted: {len(components)}).",
                      "BASE_TYPE_MAX_LENGTH"))
    text = sum(len(c.get("content") or "") for c in components
               if c.get("type") == TEXT_DISPLAY and isinstance(c.get("content"), str))
    if text > MAX_TEXT:
        found.append((("components",), f"The Text Displays hold {text} characters; all of "
                      f"them together must be {MAX_TEXT} or fewer.", "BASE_TYPE_MAX_LENGTH"))
    return found


def _flags(data: dict[str, Any]) -> int:
    try:
        return int(data.get("flags") or 0)
    except (TypeError, ValueError):
        return 0


def _stored(api: Messages, template: str, path: str) -> dict[str, Any] | None:
    """The stored message a request edits (None when it creates one or is unknown)."""
    parts = path.strip("/").split("/")
    msg: dict[str, Any] | None = None
    try:
        if template == EDIT:
            msg = api._messages.get(int(parts[1]), {}).get(int(parts[3]))
        elif template in HOOK_EDITS or template == CALLBACK:
            rec = api._interactions.get(parts[2])
            if rec is not None:
                mid = (rec.component_message_id if template == CALLBACK
                       else rec.original_message_id if parts[4] == "@original" else int(parts[4]))
                msg = None if mid is None else api._messages.get(rec.channel_id, {}).get(mid)
    except (ValueError, IndexError):
        return None
    return msg


def upgrade_problems(body: dict[str, Any], stored: dict[str, Any] | None
                     ) -> list[tuple[tuple[str | int, ...], str, str]]:
    """What an edit setting the flag on a message sent without it leaves uncleared."""
    if stored is None or _flags(stored) & IS_COMPONENTS_V2 or not _flags(body) & IS_COMPONENTS_V2:
        return []
    found: list[tuple[tuple[str | int, ...], str, str]] = []
    for key in ("content", "embeds"):
        if stored.get(key) and (key not in body or body[key]):
            found.append(((key,), f"The '{key}' field must be reset ("
                          f"{'null' if key == 'content' else '[]'}) when the message gets "
                          "MessageFlags.IS_COMPONENTS_V2", LEGACY))
    return found


def template_of(path: str) -> str | None:
    """The spec's template of a message route (these rules hold without the spec too)."""
    parts = path.strip("/").split("/")
    if parts[:1] == ["channels"] and len(parts) in (3, 4) and parts[2] == "messages":
        return CREATE if len(parts) == 3 else EDIT
    if parts[:1] == ["interactions"] and len(parts) == 4 and parts[3] == "callback":
        return CALLBACK
    if parts[:1] == ["webhooks"] and len(parts) == 3:
        return FOLLOWUP
    if parts[:1] == ["webhooks"] and len(parts) == 5 and parts[3] == "messages":
        return EDIT_ORIGINAL if parts[4] == "@original" else EDIT_HOOK
    return None


def check(api: Messages, method: str, path: str, body: Any) -> list[Violation]:
    """The Components V2 rules a message body sent to ``path`` breaks."""
    template = template_of(path)
    if template is None or not isinstance(body, dict):
        return []
    method = method.upper()
    prefix: tuple[str | int, ...] = ()
    if method == "POST" and template == CALLBACK:
        if body.get("type") not in (4, 7) or not isinstance(body.get("data"), dict):
            return []
        message, prefix = body["data"], ("data",)
    elif (method, template) in {("POST", CREATE), ("POST", FOLLOWUP), ("PATCH", EDIT)} or (
            method == "PATCH" and template in HOOK_EDITS):
        message = body
    else:
        return []
    v2 = bool(_flags(message) & IS_COMPONENTS_V2)
    found = []
    if method == "PATCH" or body.get("type") == 7:
        stored = _stored(api, template, path)
        v2 = v2 or bool(stored is not None and _flags(stored) & IS_COMPONENTS_V2)
        found = upgrade_problems(message, stored)
    return [Violation(method, template, path, field_path(prefix + segments), text, code,
                      prefix + segments)
            for segments, text, code in problems(message, v2) + found]
