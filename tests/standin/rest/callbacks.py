"""Interaction callback and webhook routes of the local Discord API stand-in (NOT
Discord): the bot's first answer to an interaction (POST .../callback, held to the
`response_deadline`), then followups and @original through the interaction webhook
(valid for `token_ttl`, by the stand-in's clock). Each answer is recorded on the
interaction's InteractionResult. Where Discord forces replies ephemeral (a user install in
a channel that denies Use External Apps), the callback's message, a deferral's and every
followup get flag 64 whatever the bot asked.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any

from aiohttp import web

from ..interactions import (
    APPLICATION_COMMAND,
    APPLICATION_COMMAND_AUTOCOMPLETE,
    MESSAGE_COMPONENT,
    MODAL_SUBMIT,
    LateResponse,
)
from ..results import (
    AUTOCOMPLETE_RESULT,
    CHANNEL_MESSAGE,
    DEFERRED_CHANNEL_MESSAGE,
    DEFERRED_UPDATE_MESSAGE,
    MODAL,
    PONG,
    UPDATE_MESSAGE,
    InteractionResult,
)
from ..state import API_PREFIX
from ..store import EPHEMERAL, LOADING, SETTABLE_FLAGS, Interaction
from .common import (
    JSON_BODY,
    RECEIVED,
    ApiError,
    check_app,
    json_response,
    no_content,
    truthy,
    unknown,
)

if TYPE_CHECKING:
    from ..server import StandIn


def add_routes(r: web.UrlDispatcher, api: StandIn) -> None:
    p = API_PREFIX
    r.add_post(p + "/interactions/{interaction_id}/{token}/callback", partial(callback, api))
    r.add_post(p + "/webhooks/{app_id}/{token}", partial(webhook_send, api))
    wm = p + "/webhooks/{app_id}/{token}/messages/{message_id}"
    r.add_get(wm, partial(webhook_get, api))
    r.add_patch(wm, partial(webhook_edit, api))
    r.add_delete(wm, partial(webhook_delete, api))


def _forced(rec: Interaction, flags: int) -> int:
    """The flags of a reply as Discord stores them: ephemeral whatever the bot asked where
    Discord forces it (a user install in a channel that denies Use External Apps)."""
    return flags | EPHEMERAL if rec.force_ephemeral else flags


def _interaction_for(api: StandIn, request: web.Request) -> Interaction:
    rec = api._interactions.get(request.match_info["token"])
    if rec is None:
        raise ApiError(401, 50027, "Invalid Webhook Token")
    if request[RECEIVED] - rec.created > api.token_ttl:
        raise ApiError(401, 50027, "Invalid Webhook Token")
    return rec


async def callback(api: StandIn, request: web.Request) -> web.Response:
    rec = api._interactions.get(request.match_info["token"])
    if rec is None or str(rec.id) != request.match_info["interaction_id"]:
        raise unknown("interaction", 10062)
    if rec.callback_type is not None:
        raise ApiError(400, 40060, "Interaction has already been acknowledged.")
    elapsed = request[RECEIVED] - rec.created
    if api.response_deadline is not None and elapsed > api.response_deadline:
        api.late_callbacks += 1
        fut = api._callback_waiters.get(rec.id)
        if fut is not None and not fut.done():
            fut.set_exception(
                LateResponse(
                    f"the bot answered interaction {rec.id} after {elapsed:.2f}s; Discord "
                    f"rejects initial responses after {api.response_deadline}s"
                )
            )
        raise unknown("interaction", 10062)
    body = request[JSON_BODY] or {}
    ctype = int(body.get("type", 0))
    data = body.get("data") or {}
    result: InteractionResult = rec.result
    resource_msg: dict[str, Any] | None = None
    if ctype == CHANNEL_MESSAGE:
        if rec.type not in (APPLICATION_COMMAND, MESSAGE_COMPONENT, MODAL_SUBMIT):
            raise ApiError(400, 50035, "Invalid Form Body: callback type")
        rec.callback_type = ctype
        msg_type = 20 if rec.type == APPLICATION_COMMAND else 0
        resource_msg = api._create_message(
            rec.channel_id,
            data,
            msg_type=msg_type,
            flags=_forced(rec, int(data.get("flags") or 0) & SETTABLE_FLAGS),
            interaction=rec,
        )
        rec.original_message_id = int(resource_msg["id"])
    elif ctype == DEFERRED_CHANNEL_MESSAGE:
        if rec.type not in (APPLICATION_COMMAND, MESSAGE_COMPONENT, MODAL_SUBMIT):
            raise ApiError(400, 50035, "Invalid Form Body: callback type")
        rec.callback_type = ctype
        flags = _forced(rec, int(data.get("flags") or 0) & EPHEMERAL) | LOADING
        resource_msg = api._create_message(
            rec.channel_id,
            {},
            msg_type=20 if rec.type == APPLICATION_COMMAND else 0,
            flags=flags,
            interaction=rec,
        )
        rec.original_message_id = int(resource_msg["id"])
        result.deferred = True
    elif ctype in (DEFERRED_UPDATE_MESSAGE, UPDATE_MESSAGE):
        if rec.component_message_id is None:
            raise ApiError(400, 50035, "Invalid Form Body: no message to update")
        rec.callback_type = ctype
        rec.original_message_id = rec.component_message_id
        try:
            msg = api.message(rec.channel_id, rec.component_message_id)
        except KeyError:
            raise unknown("Message", 10008) from None
        if ctype == UPDATE_MESSAGE:
            api._edit_message(msg, data)
        else:
            result.deferred = True
        resource_msg = msg
    elif ctype == AUTOCOMPLETE_RESULT:
        if rec.type != APPLICATION_COMMAND_AUTOCOMPLETE:
            raise ApiError(400, 50035, "Invalid Form Body: not an autocomplete")
        rec.callback_type = ctype
        result.choices = list(data.get("choices") or [])
    elif ctype == MODAL:
        if rec.type in (APPLICATION_COMMAND_AUTOCOMPLETE, MODAL_SUBMIT):
            raise ApiError(400, 50035, "Invalid Form Body: cannot open a modal here")
        rec.callback_type = ctype
        result.modal = data
    elif ctype == PONG:
        rec.callback_type = ctype
    else:
        raise ApiError(400, 50035, f"Invalid Form Body: unknown callback type {ctype}")
    result.type = ctype
    result.data = data
    result.elapsed = elapsed
    if resource_msg is not None:
        result.message_id = int(resource_msg["id"])
        result.refresh()
    fut = api._callback_waiters.get(rec.id)
    if fut is not None and not fut.done():
        fut.set_result(None)
    if not truthy(request.query.get("with_response")):
        return no_content()
    inter: dict[str, Any] = {"id": str(rec.id), "type": rec.type}
    if rec.original_message_id is not None:
        inter["response_message_id"] = str(rec.original_message_id)
        inter["response_message_loading"] = ctype == DEFERRED_CHANNEL_MESSAGE
        inter["response_message_ephemeral"] = bool(
            (resource_msg or {}).get("flags", 0) & EPHEMERAL
        )
    resource: dict[str, Any] = {"type": ctype}
    if resource_msg is not None and ctype != DEFERRED_UPDATE_MESSAGE:
        resource["message"] = resource_msg
    return json_response({"interaction": inter, "resource": resource})


def _webhook_message(api: StandIn, rec: Interaction, message_id: str) -> dict[str, Any]:
    if message_id == "@original":
        if rec.original_message_id is None:
            raise unknown("Message", 10008)
        mid = rec.original_message_id
    else:
        mid = int(message_id)
        if mid != rec.original_message_id and not any(
            int(f["id"]) == mid for f in rec.result.followups
        ):
            raise unknown("Message", 10008)
    msg = api._messages.get(rec.channel_id, {}).get(mid)
    if msg is None:
        raise unknown("Message", 10008)
    return msg


async def webhook_send(api: StandIn, request: web.Request) -> web.Response:
    check_app(api, request)
    rec = _interaction_for(api, request)
    if rec.callback_type is None:
        raise unknown("Webhook", 10015)
    data = request[JSON_BODY] or {}
    result: InteractionResult = rec.result
    original = None
    if rec.callback_type == DEFERRED_CHANNEL_MESSAGE and rec.original_message_id is not None:
        original = api._messages.get(rec.channel_id, {}).get(rec.original_message_id)
    if original is not None and original.get("flags", 0) & LOADING:
        # Discord: the first followup after a "thinking" defer replaces the loading message
        # (its ephemeral state stays what the defer said: _edit_message keeps that bit).
        msg = api._edit_message(original, data)
    else:
        flags = _forced(rec, int(data.get("flags") or 0) & SETTABLE_FLAGS)
        msg = api._create_message(rec.channel_id, data, msg_type=0, flags=flags,
                                  interaction=rec)
    result.followups.append(msg)
    result._note_change()
    if not truthy(request.query.get("wait")):
        return no_content()
    return json_response(msg)


async def webhook_get(api: StandIn, request: web.Request) -> web.Response:
    check_app(api, request)
    rec = _interaction_for(api, request)
    return json_response(_webhook_message(api, rec, request.match_info["message_id"]))


async def webhook_edit(api: StandIn, request: web.Request) -> web.Response:
    check_app(api, request)
    rec = _interaction_for(api, request)
    mid = request.match_info["message_id"]
    msg = _webhook_message(api, rec, mid)
    api._edit_message(msg, request[JSON_BODY] or {})
    result: InteractionResult = rec.result
    if mid == "@original" or int(mid) == rec.original_message_id:
        result.edits += 1
    result._note_change()
    return json_response(msg)


async def webhook_delete(api: StandIn, request: web.Request) -> web.Response:
    check_app(api, request)
    rec = _interaction_for(api, request)
    msg = _webhook_message(api, rec, request.match_info["message_id"])
    api._delete_message(rec.channel_id, int(msg["id"]))
    rec.result._note_change()
    return no_content()
