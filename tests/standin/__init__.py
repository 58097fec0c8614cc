"""A LOCAL STAND-IN for Discord's API, for end-to-end tests. This is NOT Discord.

An aiohttp server on 127.0.0.1 (random free port) that speaks enough of Discord's REST
API v10 and gateway (v10, JSON, optional zlib-stream) for the real, unmodified
discord.py 2.7 client to log in, receive guilds, sync application commands, receive
interactions and answer them. Tests drive it as "Discord users" (slash commands, button
clicks, autocomplete) and inspect what the bot did (stored messages, REST log, gateway
log). It is a model built from discord.py's source and Discord's documented behaviour;
passing here does not prove a bot works on discord.com.

    from tests.standin import StandIn
    async with StandIn(token="stand-in-token") as api:
        guild = api.add_guild(name="Test Server")
        alice = api.add_member(guild.id, name="alice")
        # start a bot pointed at api.rest_url / api.gateway_url (pointing.py, env_for_bot())
        await api.wait_for_ready()
        res = await api.slash(guild.id, guild.text_channel("general"), alice, "ping")

Where things live (open the one file you need; server.py's docstring lists the layers
``StandIn`` is stacked from):

- A REST route: rest/identity.py, rest/commands.py, rest/callbacks.py (interaction
  callbacks and webhooks), rest/channels.py, rest/guilds.py. A handler is
  ``async def h(api, request)`` registered in its module's ``add_routes``; a new
  resource module is added to ``StandIn._add_routes`` in server.py. Raise
  ``ApiError``/``unknown()`` from rest/common.py; the body is ``request[JSON_BODY]``.
- A gateway event: dispatch it where its change happens (world.py: guilds, channels,
  members; messages.py: messages) via ``self._session_for_guild(guild_id)``; shard
  routing, IDENTIFY (shard checks: 4010, 4011; the identify log and its rate-limit
  bursts), RESUME and member chunks: gateway_control.py; opcodes, sockets and sessions:
  gateway.py. ``GET /gateway/bot`` (shard count, session start limit with
  ``max_concurrency``): rest/identity.py.
- An interaction kind: a method in interactions.py (build ``data``, then
  ``_interaction_payload`` and ``_send_interaction``); the callback types it accepts:
  rest/callbacks.py; command option encoding: command_options.py.
- A fault: REST faults are rules in faults.py, applied and answered by the middleware
  in rest/common.py; gateway faults (drop, op 7, op 9) are in gateway_control.py.
- State and records: every attribute is created in state.py; waiting helpers and the
  logs: recording.py; record types and payload builders: store.py; synced commands:
  command_store.py; what a test gets back from an interaction: results.py.
- Request bodies against Discord's OpenAPI spec: spec.py (the checker, the one tolerated
  difference, the reporting; oneOf/anyOf in unions.py; the parts that passed, remembered,
  in valid_parts.py), called by the middleware in
  rest/common.py; Components V2 rules the spec leaves out: components_rules.py.
- Rate limits (buckets, the global limit, 429 bodies, 30046 on old edits): rate_limits.py;
  the movable clock everything time-related reads: clock.py; an interaction's context,
  installs and app permissions (user installs): installs.py.

Every request body is checked against the request schema of its operation in Discord's
official OpenAPI description (``../shared/discord-api-spec/openapi.json`` beside the
checkout; without it nothing is checked and one ``SpecUnavailable`` warning says so). A body
that breaks it is answered as Discord would (400, code 50035 "Invalid Form Body", ``errors``
naming the field) and kept in ``api.spec_violations``; the test that caused it fails at
teardown (tests/conftest.py), naming the route and the field, and a stand-in leaving ``async
with`` fails on those no test reported. ``api.spec_checked`` counts the bodies checked per
route. A test that sends a bad body on purpose takes its violations with
``api.take_spec_violations()``; ``StandIn(check_requests=False)`` turns the check off.

Protocol details the stand-in relies on (beyond docs/discord-protocol.md):

- Gateway compression: discord.py always asks for ``compress=zlib-stream`` (or
  ``zstd-stream`` when ``zstandard``/Python 3.14 zstd is importable) but only decompresses
  BINARY frames; TEXT frames are parsed as plain JSON. The stand-in sends one zlib stream
  (Z_SYNC_FLUSH per message) when zlib-stream is asked for, text frames otherwise
  (``StandIn(gateway_compression=False)`` forces text).
- READY's ``application`` ({id, flags}) sets the client's application id; the
  ``guilds`` list holds unavailable stubs, each followed by a full GUILD_CREATE.
  ``member_count`` equals the members sent, so discord.py thinks guilds are chunked and
  does not send op 8 (handled anyway: one GUILD_MEMBERS_CHUNK).
- RESUME replays buffered dispatches with seq > the client's seq, then RESUMED. A close
  with any code except 1000/4004/4010-4014 makes discord.py RESUME at
  ``resume_gateway_url``; op 7 too. op 9 ``d=false`` makes it re-IDENTIFY at
  DEFAULT_GATEWAY, but only after ``before_identify_hook``'s 5 s sleep (non-initial
  identify). A bad token on the gateway gets close code 4004.
- REST retry policy (http.py): 429 needs a JSON body with ``retry_after`` and a ``Via``
  header, else HTTPException; 500/502/504/524 are retried up to 5 times sleeping 1+2*n s
  (so a single 500 is invisible to the bot after ~1 s; use 503/400/403 for an immediate
  exception: 503 -> DiscordServerError, 403 -> Forbidden, 404 -> NotFound). Webhook and
  interaction routes (webhook/async_.py) retry every status >= 500 the same way.
- Interaction callbacks: discord.py reads ``interaction.response_message_id`` from the
  ``?with_response=1`` answer to key views to the new message (store_view); the
  ``resource.message`` becomes the InteractionMessage. Followups use
  ``POST /webhooks/{app}/{token}?wait=1``; after a type 5 defer the first followup
  REPLACES the "thinking" message (as Discord does) instead of posting a new one.
- Interactions are parsed by ``Interaction._from_data``: needs ``version``,
  ``attachment_size_limit``, ``application_id``, ``token``; guild ones ``member`` and
  a full ``channel``. App-command lookup uses ``data.guild_id`` for guild commands
  (only sent for commands synced to a guild), else the global table. USER options need
  ``resolved.users`` (+ ``resolved.members`` without ``user``). Autocomplete's focused
  option carries ``focused: true`` and the raw typed string.
- The bot user id equals the application id (as on Discord for modern apps).
- Login: ``GET /users/@me`` (401 -> discord.LoginFailure), then
  ``GET /oauth2/applications/@me`` (AppInfo needs id, name, description, icon,
  bot_public, bot_require_code_grant, verify_key, owner).

Several bot processes, each with a slice of the shards, connect to one stand-in as to
Discord: ``add_guild(shard=(id, count))`` puts a guild on a shard, ``connected_shards``
says which shards are connected now, ``identifies`` / ``identify_bursts()`` record the
IDENTIFYs and which broke one-per-5-s-per-bucket.

Extras beyond the brief's API: ``set_commands(defs, guild_id=None)`` seeds synced
commands without a bot; ``wait_until(pred, timeout)``, ``wait_for_message(channel,
pred)``; ``submit_modal(...)``; ``invalidate_session(resumable)``;
``faults.delay_next(route, seconds)``; ``dm_channel(user_id)``; ``command(name,
guild_id)``; ``InteractionResult.wait_followups()/wait_edits()/refresh()/message``.
A late first response makes ``slash()``/``click()`` raise ``LateResponse``.

Discord's limits and refusals (each settable; tests/standin_tests has a test of each):

- Rate limits, ON by default (rate_limits.py): per-route buckets per top-level resource with
  ``X-RateLimit-Limit/-Remaining/-Reset/-Reset-After/-Bucket`` on every answer of a limited
  route: message create and edit 5 per 5 s per channel, the interaction webhook 5 per 2 s
  per token; the global 50 requests/s per bot token (interaction callbacks and webhooks are
  exempt, as Discord says). A 429 answers ``{"message", "retry_after" (float s), "global"}``
  with ``Retry-After``, ``X-RateLimit-Scope`` (``user``/``global``, and
  ``X-RateLimit-Global: true``) and ``Via``. discord.py paces itself by the headers, so a
  well-behaved bot needs no 429. ``StandIn(rate_limits=RateLimits(message_create=Limit(2,
  1.0), ...))`` or ``api.rate_limits = ...`` (fresh windows) changes them,
  ``RateLimits.off()`` turns them off (tests/e2e/conftest.py names the e2e tests that run
  without the per-channel message limits, and why). ``api.rate_limited`` lists every 429 sent
  (injected ones too); ``api.invalid_requests`` every 401/403/429 (not scope ``shared``),
  ``api.invalid_request_count(window=600)`` those in Discord's 10-minute window (10,000
  there gets an IP banned on Discord; the stand-in only counts).
- ``latency=(low, high)`` (off by default; ``latency_seed``): every REST request waits a
  uniformly random time first; ``api.latency_applied`` lists the waits. The gateway is not
  delayed.
- One movable clock, ``api.clock`` (clock.py): ``api.clock.advance(seconds)``. Snowflakes
  (so message ages), message timestamps, the 3 s first-response deadline, the 15 min
  interaction token and the rate-limit windows read it (IDENTIFY records keep real time).
  Editing (PATCH /channels/.../messages/...) a message older than an hour answers 30046
  "Maximum number of edits to messages older than 1 hour reached. Try again later" as a
  429 whose body has no ``retry_after`` (discord.py 2.7 raises KeyError on it);
  ``OldMessageEdits(retry_after=0.5, allowed=n, after=3600)`` gives it one (discord.py
  then retries 5 times and raises HTTPException 429) or lets n edits per channel through.
- ``api.close_dms(user)``: opening the DM works, posting in it answers 403 50007 "Cannot
  send messages to this user" (``api.dm_refusals``; an invalid request too).
- A rejected token: ``StandIn(reject_token=True)``, or ``await api.reject_bot_token()`` in a
  running test (sockets closed with 4004): every bot-token route answers 401 ``{"message":
  "401: Unauthorized", "code": 0}`` (login's GET /users/@me -> discord.LoginFailure) and
  IDENTIFY/RESUME is closed with 4004. A bot given another token is refused the same way.
- User installs (installs.py): ``add_guild(..., bot_member=False)`` is a guild the bot is not
  in (not in READY, no GUILD_CREATE, no events from it); ``add_private_channel([a, b])``
  a DM (type 1) or, with more users, a group DM (type 3) between users. ``slash``/``click``/
  ``autocomplete``/``submit_modal`` there (``guild_id=None`` for a private channel) come
  through the user's install: context 0 or 2, ``authorizing_integration_owners`` {"1":
  user}; ``install="user"|"guild"|"both"`` picks it where the bot is too. In the bot's DM:
  context 1, {"0": "0"}. ``slash`` refuses (PermissionError) a global command whose
  ``integration_types`` (default [0]) or ``contexts`` (default all) leave the install or
  context out. Bot-token requests to those channels get 403 50001 "Missing Access";
  answering through the interaction token (callback, followups, @original) works.
  ``deny_external_apps(channel)``: in a guild without the bot, the interaction's
  ``app_permissions`` lack USE_EXTERNAL_APPS (1 << 50) and every reply (callback, defer,
  followup) is stored with flag 64 whatever the bot asked, as Discord forces it.
- Intents: GUILD_CREATE and CHANNEL_CREATE go only to a session that asked for GUILDS
  (1 << 0); without it READY still lists the guilds, unavailable.
- Components V2 (components_rules.py): with IS_COMPONENTS_V2 (1 << 15) in the body or on the
  edited message, a non-empty ``content``/``embeds``, more than 40 components (nested
  counted) or more than 4,000 characters of Text Display text are refused with 400 50035
  (a spec violation: the test fails unless it takes it), on message create/edit, callbacks
  of type 4 and 7, followups and webhook edits; checked with or without the spec. An edit
  that sets the flag on a message sent without it must reset the ``content`` (``null``) and
  ``embeds`` (``[]``) that message has, as Discord's Edit Message requires.

Members and permissions: a member has every permission unless added with
``add_member(..., permissions=bits)``; interactions carry them in ``member.permissions``.
``slash()`` refuses (PermissionError), as Discord's client would not even show it, a command
whose ``default_member_permissions`` the member lacks, unless ``permit_command(guild, name,
user)`` (a server's integration settings) lets them; ``validate=False`` sends it anyway.
Files: multipart bodies (messages, webhooks, interaction callbacks) keep each file's bytes;
``attachment_bytes(message["attachments"][0])`` returns them.

Deliberate simplifications: permissions are per guild (no channel overwrites; Use External
Apps is a per-channel switch); only the routes above have per-route limits (``routes=`` adds
more) and Discord's other hidden limits (DM creation, 30/min per channel for webhooks) are
not modelled; the 30046 rule is any edit of an old message (Discord allows some first:
``allowed``); the first interaction response must arrive within ``response_deadline`` (3 s,
like Discord) or the callback gets 404 "Unknown interaction"; interaction tokens expire
after ``token_ttl`` (15 min); ephemeral messages are stored with flag 64 but are invisible to
bot-token channel routes; user-install ``app_permissions`` are the member's own (as Discord
has been seen to send, discord-api-docs#7251) with the Use External Apps bit.
"""

from .faults import Faults
from .pointing import point_discord_py_at, point_from_env
from .rate_limits import Limit, OldMessageEdits, RateLimits
from .results import InteractionResult
from .server import LateResponse, StandIn
from .store import Guild

__all__ = [
    "Faults",
    "Guild",
    "InteractionResult",
    "LateResponse",
    "Limit",
    "OldMessageEdits",
    "RateLimits",
    "StandIn",
    "point_discord_py_at",
    "point_from_env",
]
