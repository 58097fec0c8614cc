"""Application command routes of the local Discord API stand-in (NOT Discord): list,
bulk overwrite (a sync), upsert, get, edit and delete, globally and per guild. The
tables themselves are in command_store.py.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any

from aiohttp import web

from ..state import API_PREFIX
from .common import (
    JSON_BODY,
    check_app,
    empty_list_handler,
    int_param,
    json_response,
    no_content,
    unknown,
)

if TYPE_CHECKING:
    from ..server import StandIn

CommandTable = dict[tuple[str, int], dict[str, Any]]


def add_routes(r: web.UrlDispatcher, api: StandIn) -> None:
    base = API_PREFIX + "/applications/{app_id}"
    for prefix in (base, base + "/guilds/{guild_id}"):
        r.add_get(prefix + "/commands", partial(list_commands, api))
        r.add_put(prefix + "/commands", partial(bulk_commands, api))
        r.add_post(prefix + "/commands", partial(upsert_command, api))
        r.add_get(prefix + "/commands/{command_id}", partial(get_command, api))
        r.add_patch(prefix + "/commands/{command_id}", partial(edit_command, api))
        r.add_delete(prefix + "/commands/{command_id}", partial(delete_command, api))
    r.add_get(base + "/guilds/{guild_id}/commands/permissions", empty_list_handler)


def _command_table(api: StandIn, request: web.Request) -> tuple[int | None, CommandTable]:
    check_app(api, request)
    if "guild_id" in request.match_info:
        gid = int_param(request, "guild_id")
        if gid not in api.guilds:
            raise unknown("Guild", 10004)
        return gid, api._guild_commands.setdefault(gid, {})
    return None, api._global_commands


def _find_command(
    api: StandIn, request: web.Request
) -> tuple[CommandTable, tuple[str, int], dict[str, Any]]:
    _, table = _command_table(api, request)
    cid = request.match_info["command_id"]
    for key, cmd in table.items():
        if cmd["id"] == cid:
            return table, key, cmd
    raise unknown("application command", 10063)


async def list_commands(api: StandIn, request: web.Request) -> web.Response:
    _, table = _command_table(api, request)
    return json_response(list(table.values()))


async def bulk_commands(api: StandIn, request: web.Request) -> web.Response:
    gid, table = _command_table(api, request)
    specs = request[JSON_BODY] or []
    new = {}
    for spec in specs:
        cmd = api._store_command(gid, spec)
        new[(cmd["name"], cmd["type"])] = cmd
    table.clear()
    table.update(new)
    api.sync_count += 1
    api._bump()
    return json_response(list(new.values()))


async def upsert_command(api: StandIn, request: web.Request) -> web.Response:
    gid, table = _command_table(api, request)
    cmd = api._store_command(gid, request[JSON_BODY] or {})
    existed = (cmd["name"], cmd["type"]) in table
    table[(cmd["name"], cmd["type"])] = cmd
    api._bump()
    return json_response(cmd, 200 if existed else 201)


async def get_command(api: StandIn, request: web.Request) -> web.Response:
    return json_response(_find_command(api, request)[2])


async def edit_command(api: StandIn, request: web.Request) -> web.Response:
    table, key, cmd = _find_command(api, request)
    gid = int(cmd["guild_id"]) if cmd.get("guild_id") else None
    new = api._store_command(gid, {**cmd, **(request[JSON_BODY] or {})})
    del table[key]
    table[(new["name"], new["type"])] = new
    return json_response(new)


async def delete_command(api: StandIn, request: web.Request) -> web.Response:
    table, key, _ = _find_command(api, request)
    del table[key]
    return no_content()
