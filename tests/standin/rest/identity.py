"""Identity routes of the local Discord API stand-in (NOT Discord): what discord.py asks
at login (gateway URL, /users/@me, the application), users, and opening DM channels.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from aiohttp import web

from ..state import API_PREFIX
from ..store import user_payload
from .common import JSON_BODY, int_param, json_response, no_content_handler, unknown

if TYPE_CHECKING:
    from ..server import StandIn


def add_routes(r: web.UrlDispatcher, api: StandIn) -> None:
    p = API_PREFIX
    r.add_get(p + "/gateway", partial(get_gateway, api))
    r.add_get(p + "/gateway/bot", partial(get_gateway_bot, api))
    r.add_get(p + "/users/@me", partial(get_me, api))
    r.add_post(p + "/users/@me/channels", partial(create_dm, api))
    r.add_get(p + "/users/{user_id}", partial(get_user, api))
    r.add_get(p + "/oauth2/applications/@me", partial(get_application, api))
    r.add_get(p + "/applications/@me", partial(get_application, api))
    r.add_post(p + "/auth/logout", no_content_handler)


async def get_gateway(api: StandIn, request: web.Request) -> web.Response:
    return json_response({"url": api.gateway_url})


async def get_gateway_bot(api: StandIn, request: web.Request) -> web.Response:
    return json_response(
        {
            "url": api.gateway_url,
            "shards": api.recommended_shards,
            "session_start_limit": {
                "total": api.session_start_total,
                "remaining": max(0, api.session_start_total - api.identify_count),
                "reset_after": 24 * 3600 * 1000,
                "max_concurrency": api.max_concurrency,
            },
        }
    )


async def get_me(api: StandIn, request: web.Request) -> web.Response:
    me = dict(api.users[api.bot_user_id])
    me.update({"verified": True, "mfa_enabled": False, "email": None, "locale": "en-US"})
    return json_response(me)


async def get_user(api: StandIn, request: web.Request) -> web.Response:
    user = api.users.get(int_param(request, "user_id"))
    if user is None:
        raise unknown("User", 10013)
    return json_response(user)


async def create_dm(api: StandIn, request: web.Request) -> web.Response:
    uid = int((request[JSON_BODY] or {}).get("recipient_id", 0))
    if uid not in api.users:
        raise unknown("User", 10013)
    cid = api.open_dm(uid)
    return json_response(api.channels[cid])


async def get_application(api: StandIn, request: web.Request) -> web.Response:
    bot = api.users[api.bot_user_id]
    return json_response(
        {
            "id": str(api.application_id),
            "name": bot["username"],
            "icon": None,
            "description": "Local stand-in application (not Discord)",
            "rpc_origins": [],
            "bot_public": True,
            "bot_require_code_grant": False,
            "bot": bot,
            "terms_of_service_url": None,
            "privacy_policy_url": None,
            "owner": user_payload(api.bot_user_id + 1, "owner"),
            "verify_key": "0" * 64,
            "team": None,
            "guild_id": None,
            "flags": 0,
            "tags": [],
            "install_params": None,
            "custom_install_url": None,
            "interactions_endpoint_url": None,
            "role_connections_verification_url": None,
            "approximate_guild_count": len(api.guilds),
            "redirect_uris": [],
            "integration_types_config": {},
        }
    )
