"""Point the real discord.py at the local Discord API stand-in (NOT Discord).

discord.py reads two class attributes: `discord.http.Route.BASE` (REST, also used for
interaction callbacks and webhooks) and `discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY`
(the first gateway connection of a plain Client/Bot, and every re-IDENTIFY after an
INVALID_SESSION). Setting them is configuration, not a patch of discord.py.

A bot subprocess does the same from its environment: DISCORD_API_URL -> Route.BASE,
DISCORD_GATEWAY_URL -> DEFAULT_GATEWAY (see `StandIn.env_for_bot()` and
`point_from_env()`).
"""

from __future__ import annotations

import os

import discord.gateway
import discord.http
import yarl

_ORIGINAL = (discord.http.Route.BASE, discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY)


def point_discord_py_at(rest_url: str, gateway_url: str) -> None:
    """Send discord.py's REST calls to `rest_url` (".../api/v10") and its gateway
    connection to `gateway_url` ("ws://host:port/gateway")."""
    discord.http.Route.BASE = rest_url.rstrip("/")
    discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(gateway_url)


def point_from_env(environ: dict[str, str] | None = None) -> bool:
    """Apply DISCORD_API_URL / DISCORD_GATEWAY_URL if set; True when both were."""
    env = os.environ if environ is None else environ
    rest, gateway = env.get("DISCORD_API_URL"), env.get("DISCORD_GATEWAY_URL")
    if rest:
        discord.http.Route.BASE = rest.rstrip("/")
    if gateway:
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(gateway)
    return bool(rest and gateway)


def restore_discord_py() -> None:
    """Point discord.py back at discord.com."""
    discord.http.Route.BASE, discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = _ORIGINAL
