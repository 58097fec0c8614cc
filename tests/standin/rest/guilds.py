"""Guild routes of the local Discord API stand-in (NOT Discord): a guild (with
approximate counts on request), its channels, roles and members.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from aiohttp import web

from ..state import API_PREFIX
from ..store import Guild
from .common import int_param, json_response, truthy, unknown

if TYPE_CHECKING:
    from ..server import StandIn


def add_routes(r: web.UrlDispatcher, api: StandIn) -> None:
    p = API_PREFIX
    r.add_get(p + "/guilds/{guild_id}", partial(get_guild, api))
    r.add_get(p + "/guilds/{guild_id}/channels", partial(get_guild_channels, api))
    r.add_get(p + "/guilds/{guild_id}/roles", partial(get_guild_roles, api))
    r.add_get(p + "/guilds/{guild_id}/members", partial(list_members, api))
    r.add_get(p + "/guilds/{guild_id}/members/{user_id}", partial(get_member, api))


def _guild(api: StandIn, request: web.Request) -> Guild:
    guild = api.guilds.get(int_param(request, "guild_id"))
    if guild is None:
        raise unknown("Guild", 10004)
    return guild


async def get_guild(api: StandIn, request: web.Request) -> web.Response:
    guild = _guild(api, request)
    data = guild.payload()
    if truthy(request.query.get("with_counts")):
        data["approximate_member_count"] = len(guild.members)
        data["approximate_presence_count"] = 0
    return json_response(data)


async def get_guild_channels(api: StandIn, request: web.Request) -> web.Response:
    return json_response(list(_guild(api, request).channels.values()))


async def get_guild_roles(api: StandIn, request: web.Request) -> web.Response:
    return json_response(_guild(api, request).roles)


async def list_members(api: StandIn, request: web.Request) -> web.Response:
    guild = _guild(api, request)
    limit = min(int(request.query.get("limit", 1)), 1000)
    after = int(request.query.get("after", 0))
    members = [m for uid, m in sorted(guild.members.items()) if uid > after]
    return json_response(members[:limit])


async def get_member(api: StandIn, request: web.Request) -> web.Response:
    guild = _guild(api, request)
    member = guild.members.get(int_param(request, "user_id"))
    if member is None:
        raise unknown("Member", 10007)
    return json_response(member)
