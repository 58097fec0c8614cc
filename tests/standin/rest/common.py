"""REST plumbing of the local Discord API stand-in (NOT Discord): the middleware every
request goes through (request log, latency, injected faults, bot token check, rate limits,
errors answered as Discord's JSON) and the small helpers route handlers share.
"""

from __future__ import annotations

import asyncio
import json
import time
from typing import TYPE_CHECKING, Any

from aiohttp import web
from aiohttp.typedefs import Handler, Middleware

from .. import command_rules, components_rules, rate_limits, spec
from ..faults import FaultRule
from ..state import API_PREFIX

if TYPE_CHECKING:
    from ..server import StandIn

#: The request's parsed body (JSON, or multipart's payload_json plus its files), or None.
JSON_BODY: web.RequestKey[Any] = web.RequestKey("standin_json", object)
#: When the request reached the stand-in (its clock), before its body is read and checked:
#: Discord counts an interaction's 3 s and its token's 15 min to when a request reaches it.
RECEIVED: web.RequestKey[float] = web.RequestKey("standin_received", float)


class ApiError(Exception):
    """Raised by handlers; the middleware answers it as Discord's {"message", "code"}."""

    def __init__(self, status: int, code: int, message: str) -> None:
        super().__init__(message)
        self.status = status
        self.code = code
        self.message = message


def json_response(data: Any, status: int = 200) -> web.Response:
    # Content-Type must be exactly application/json (no charset) for discord.py.
    return web.Response(
        body=json.dumps(data).encode(),
        status=status,
        headers={"Content-Type": "application/json"},
    )


def no_content() -> web.Response:
    return web.Response(status=204)


async def no_content_handler(request: web.Request) -> web.Response:
    return no_content()


async def empty_list_handler(request: web.Request) -> web.Response:
    return json_response([])


def error_response(status: int, code: int, message: str, **extra: Any) -> web.Response:
    body = {"message": message, "code": code}
    body.update(extra)
    return json_response(body, status)


def unknown(what: str, code: int) -> ApiError:
    return ApiError(404, code, f"Unknown {what}")


def truthy(value: str | None) -> bool:
    return value is not None and value.lower() in ("1", "true", "yes")


def int_param(request: web.Request, key: str) -> int:
    """A snowflake from the path; 400 "Invalid Form Body" when it is not a number."""
    try:
        return int(request.match_info[key])
    except ValueError:
        raise ApiError(400, 50035, f"Invalid Form Body: {key}") from None


def check_app(api: StandIn, request: web.Request) -> None:
    if int_param(request, "app_id") != api.application_id:
        raise unknown("Application", 10002)


def fault_response(rule: FaultRule) -> web.Response:
    """The answer to a request an injected fault fails (429s as discord.py retries them)."""
    if rule.status == 429:
        resp = json_response(
            {
                "message": "You are being rate limited.",
                "retry_after": rule.retry_after,
                "global": rule.is_global,
                "code": 0,
            },
            429,
        )
        resp.headers["Via"] = "1.1 google"
        resp.headers["Retry-After"] = str(max(1, int(rule.retry_after + 0.999)))
        if rule.is_global:
            resp.headers["X-RateLimit-Global"] = "true"
        return resp
    return error_response(rule.status, 0, f"{rule.status}: injected fault")


def make_middleware(api: StandIn) -> Middleware:
    """Log every /api/v10 request in `api.requests`, check its body against Discord's
    OpenAPI spec (`check_body`), wait the `api.latency`, apply `api.faults`, check the bot
    token (not on interaction/webhook routes, which use the interaction token), apply the
    rate limits (rate_limits.py), answer a body that breaks the spec as Discord does, turn
    `ApiError`, unknown routes and wrong methods into Discord-style JSON errors, and note
    every 429 and invalid request sent (`api._note_answer`)."""

    @web.middleware
    async def middleware(request: web.Request, handler: Handler) -> web.StreamResponse:
        path = request.path
        if not path.startswith(API_PREFIX):
            return await handler(request)
        request[RECEIVED] = api.clock.monotonic()
        sub = path[len(API_PREFIX) :]
        body: Any = None
        files: list[dict[str, Any]] = []
        if request.body_exists:
            ctype = request.content_type
            if ctype == "application/json":
                body = await request.json()
            elif ctype.startswith("multipart/"):
                body, files = await read_multipart(request)
        violations = check_body(api, request.method, sub, body, request.body_exists, len(files))
        if files:
            attach_files(body, files)
        request[JSON_BODY] = body
        record = {
            "method": request.method,
            "path": sub,
            "query": dict(request.query),
            "json": body,
            "time": time.time(),
            "status": None,
        }
        if api.log_requests:
            api.requests.append(record)
        delay = api._next_latency()
        if delay:
            await asyncio.sleep(delay)
        resp = await _answer(api, request, handler, sub, violations)
        record["status"] = resp.status
        api._note_answer(request.method, sub, resp)
        return resp

    return middleware


async def _answer(api: StandIn, request: web.Request, handler: Handler, sub: str,
                  violations: list[spec.Violation]) -> web.Response:
    """The answer to one request, after the faults, the token and the rate limits."""
    rule = api.faults.match(f"{request.method} {sub}")
    if rule is not None:
        if rule.delay:
            await asyncio.sleep(rule.delay)
        if rule.status:
            return fault_response(rule)
    route = rate_limits.route_of(request.method, sub)
    authorized = (not api.token_rejected
                  and request.headers.get("Authorization") == f"Bot {api.token}")
    if not route.interaction and not authorized:
        return error_response(401, 0, "401: Unauthorized")
    decision = api.rate_limiter.check(route, api.token)
    if decision.refusal is not None:
        return decision.refusal
    if violations:
        resp = json_response(spec.error_body(violations), 400)
    else:
        try:
            resp = await handler(request)  # type: ignore[assignment]  # handlers answer Responses
        except ApiError as exc:
            resp = error_response(exc.status, exc.code, exc.message)
        except web.HTTPException as exc:
            if exc.status == 404:
                resp = error_response(404, 0, "404: Not Found")
            elif exc.status == 405:
                resp = error_response(405, 0, "405: Method Not Allowed")
            else:
                raise
    resp.headers.update(decision.headers)
    if rule is not None and rule.answer_delay:
        await asyncio.sleep(rule.answer_delay)
    return resp


def check_body(api: StandIn, method: str, path: str, body: Any, has_body: bool,
               files: int) -> list[spec.Violation]:
    """What in the body breaks the request schema of its operation in Discord's spec, or
    a rule of Discord's the spec doesn't express (command definitions: command_rules.py;
    Components V2 messages: components_rules.py, checked with or without the spec),
    recorded on `api` (spec.py); [] when `api.check_requests` is off."""
    if not api.check_requests:
        return []
    violations: list[spec.Violation] = []
    checker = spec.checker()
    if checker is not None:
        route = checker.route(method, path)
        if route is not None:
            api.spec_checked[route] += 1
        violations = checker.check(method, path, body, has_body=has_body, files=files)
        template = checker.template_for(path)
        if template is not None:
            violations += command_rules.check(method, template, path, body)
    violations += components_rules.check(api, method, path, body)
    if violations:
        api._record_violations(violations)
    return violations


async def read_multipart(request: web.Request) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """A multipart body: its payload_json as sent (what the spec check sees), and each
    file's name, size and bytes (``_content``, taken out when the message is stored:
    messages.py)."""
    form = await request.post()
    payload: dict[str, Any] = {}
    if "payload_json" in form:
        payload = json.loads(form["payload_json"])  # type: ignore[arg-type]  # a text field
    files = []
    for key, value in form.items():
        if key.startswith("files[") or key == "file":
            body = getattr(value, "file", None)
            content = body.read() if body is not None else b""
            files.append({"filename": getattr(value, "filename", key), "size": len(content),
                          "_content": content,
                          "content_type": getattr(value, "content_type", None)})
    return payload, files


def attach_files(payload: dict[str, Any], files: list[dict[str, Any]]) -> None:
    """Merge the files into `attachments`: the message's own, or for an interaction
    callback its ``data``'s."""
    target = payload
    if "type" in payload and isinstance(payload.get("data"), dict):
        target = payload["data"]  # an interaction callback: {"type": 4, "data": {...}}
    atts = target.get("attachments") or []
    for i, f in enumerate(files):
        if i < len(atts):
            atts[i] = {**atts[i], **f}
        else:
            atts.append(f)
    target["attachments"] = atts
