"""Channel and message routes of the local Discord API stand-in (NOT Discord): get a
channel; list, post, get, edit and delete its messages (ephemeral ones are invisible
here, as to a bot token on Discord); typing and reactions are accepted and ignored.

Refused as Discord refuses them: a channel the bot is not in (a user install's guild, a
DM between users) with 403 50001 "Missing Access"; a message to a user whose DMs are
closed with 403 50007; an edit of a message older than an hour with 30046 as a 429
(`OldMessageEdits`, rate_limits.py).
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any

from aiohttp import web

from ..rate_limits import old_edit_refusal
from ..state import API_PREFIX
from ..store import CHANNEL_DM, EPHEMERAL, snowflake_time
from .common import (
    JSON_BODY,
    ApiError,
    int_param,
    json_response,
    no_content,
    no_content_handler,
    unknown,
)

if TYPE_CHECKING:
    from ..server import StandIn


def add_routes(r: web.UrlDispatcher, api: StandIn) -> None:
    p = API_PREFIX
    r.add_get(p + "/channels/{channel_id}", partial(get_channel, api))
    r.add_get(p + "/channels/{channel_id}/messages", partial(list_messages, api))
    r.add_post(p + "/channels/{channel_id}/messages", partial(post_message, api))
    cm = p + "/channels/{channel_id}/messages/{message_id}"
    r.add_get(cm, partial(get_message, api))
    r.add_patch(cm, partial(patch_message, api))
    r.add_delete(cm, partial(delete_message, api))
    r.add_post(p + "/channels/{channel_id}/typing", no_content_handler)
    r.add_route("*", cm + "/reactions/{tail:.*}", no_content_handler)


def _channel(api: StandIn, request: web.Request) -> tuple[int, dict[str, Any]]:
    cid = int_param(request, "channel_id")
    channel = api.channels.get(cid)
    if channel is None:
        raise unknown("Channel", 10003)
    if not api.bot_can_see(cid):
        raise ApiError(403, 50001, "Missing Access")
    return cid, channel


def _channel_message(api: StandIn, request: web.Request) -> tuple[int, dict[str, Any]]:
    cid, _ = _channel(api, request)
    msg = api._messages[cid].get(int_param(request, "message_id"))
    if msg is None or msg.get("flags", 0) & EPHEMERAL:
        raise unknown("Message", 10008)
    return cid, msg


async def get_channel(api: StandIn, request: web.Request) -> web.Response:
    return json_response(_channel(api, request)[1])


async def post_message(api: StandIn, request: web.Request) -> web.Response:
    cid, _ = _channel(api, request)
    data = request[JSON_BODY] or {}
    if not (
        data.get("content")
        or data.get("embeds")
        or data.get("components")
        or data.get("attachments")
        or data.get("sticker_ids")
        or data.get("poll")
    ):
        raise ApiError(400, 50006, "Cannot send an empty message")
    recipient = _closed_dm_recipient(api, cid)
    if recipient is not None:
        api.dm_refusals.append({"time": api.clock.now(), "channel_id": cid,
                                "user_id": recipient})
        raise ApiError(403, 50007, "Cannot send messages to this user")
    msg_type = 19 if data.get("message_reference") else 0
    return json_response(api._create_message(cid, data, msg_type=msg_type))


async def list_messages(api: StandIn, request: web.Request) -> web.Response:
    cid, _ = _channel(api, request)
    limit = min(int(request.query.get("limit", 50)), 100)
    before = request.query.get("before")
    after = request.query.get("after")
    msgs = [m for m in api._messages[cid].values() if not m.get("flags", 0) & EPHEMERAL]
    if before:
        msgs = [m for m in msgs if int(m["id"]) < int(before)]
    if after:
        msgs = [m for m in msgs if int(m["id"]) > int(after)]
        msgs = msgs[:limit]
    else:
        msgs = msgs[-limit:]
    return json_response(list(reversed(msgs)))


async def get_message(api: StandIn, request: web.Request) -> web.Response:
    return json_response(_channel_message(api, request)[1])


def _closed_dm_recipient(api: StandIn, channel_id: int) -> int | None:
    """The user of the bot's DM channel `channel_id` whose DMs are closed, if so."""
    channel = api.channels[channel_id]
    if channel["type"] != CHANNEL_DM or not api.closed_dms:
        return None
    user_id = int(channel["recipients"][0]["id"])
    return user_id if user_id in api.closed_dms else None


async def patch_message(api: StandIn, request: web.Request) -> web.Response:
    cid, msg = _channel_message(api, request)
    rule = api.old_message_edits
    if rule.enabled and api.clock.now() - snowflake_time(int(msg["id"])) > rule.after:
        if api._old_edits_used[cid] >= rule.allowed:
            return old_edit_refusal(rule)
        api._old_edits_used[cid] += 1
    return json_response(api._edit_message(msg, request[JSON_BODY] or {}))


async def delete_message(api: StandIn, request: web.Request) -> web.Response:
    cid, msg = _channel_message(api, request)
    api._delete_message(cid, int(msg["id"]))
    return no_content()
