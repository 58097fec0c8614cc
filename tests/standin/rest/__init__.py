"""REST routes of the local Discord API stand-in (NOT Discord), one module per resource.

- common.py: the middleware every request passes (request log, injected faults, bot
  token check, errors as Discord's JSON) and the helpers handlers share.
- identity.py: gateway URL, users, DM channels, the application (login).
- commands.py: application commands (global and per guild).
- callbacks.py: interaction callbacks and the interaction webhook (followups, @original).
- channels.py: channels and their messages.
- guilds.py: guilds, roles and members.

Each resource module has handlers `async def handler(api, request)` and
`add_routes(router, api)`; server.py calls the `add_routes` in a fixed order (aiohttp
matches routes in registration order). This package imports nothing itself, so that the
world layers can use common.py without a cycle.
"""
