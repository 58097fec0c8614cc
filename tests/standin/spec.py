"""Discord's OpenAPI description, and the check of every request body the local Discord
API stand-in (NOT Discord) receives against it.

The spec (discord/discord-api-spec, MIT) is not part of this repository: it is read from
``../shared/discord-api-spec/openapi.json`` beside the checkout (`SPEC_PATH`; the
``DISCORD_API_SPEC`` environment variable names another file, e.g. for a git worktree
whose parent has no shared/). Where it is absent, nothing is checked and `spec_document`
warns once (`SpecUnavailable`) saying so.

A request is matched to its operation by method and path template
(``PUT /applications/{application_id}/guilds/{guild_id}/commands``); its JSON body (for a
multipart body: ``payload_json``) is validated with ``jsonschema`` against that operation's
request schema (OpenAPI 3.1 schemas are JSON Schema 2020-12; every ``$ref`` is resolved in
the whole spec document through a ``referencing`` registry). A validator is built once per
operation (unions.py makes oneOf/anyOf fast and their errors precise), a part of a body
that passed a referenced schema is not checked against it again (valid_parts.py), and a
body checked recently is not checked again (`RequestChecker.check`). Each problem becomes
a `Violation`: the stand-in answers the request as Discord does (400, code 50035 "Invalid
Form Body", an ``errors`` tree naming the field) and records it, and the test that caused
one fails: the autouse fixture in tests/conftest.py `claim`s them at each test's teardown,
``StandIn.__aexit__`` those left when a stand-in stops.
"""

from __future__ import annotations

import copy
import functools
import json
import os
import re
import warnings
from collections import OrderedDict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from jsonschema import Draft202012Validator, validators
from referencing import Registry
from referencing.jsonschema import DRAFT202012

from .unions import BranchFilter, leaves
from .valid_parts import ValidParts

#: Where the spec is: ``shared/discord-api-spec`` beside the checkout, unless
#: ``DISCORD_API_SPEC`` says otherwise.
SPEC_PATH = Path(os.environ.get("DISCORD_API_SPEC") or Path(__file__).resolve().parents[3]
                 / "shared" / "discord-api-spec" / "openapi.json")
#: The base URI the spec document is registered under, so its ``#/components/...`` refs and
#: the operations' JSON pointers resolve in it.
SPEC_URI = "urn:discord-api-spec"
INVALID_FORM_BODY = 50035
#: How many checked bodies a checker remembers (`RequestChecker.check`).
REMEMBERED_BODIES = 64
_PARAM = re.compile(r"^\{[^/{}]+\}$")


class SpecUnavailable(UserWarning):
    """Discord's OpenAPI spec is not beside the checkout: request bodies are not checked."""


def spec_missing_reason() -> str | None:
    """Why the spec cannot be used (None when it can)."""
    if not SPEC_PATH.is_file():
        return f"Discord's OpenAPI spec is not at {SPEC_PATH}"
    return None


@functools.cache
def spec_document() -> dict[str, Any] | None:
    """The parsed spec, read once per process; None (with one warning) when it is absent."""
    reason = spec_missing_reason()
    if reason is not None:
        warnings.warn(f"{reason}: the stand-in does not check request bodies against it",
                      SpecUnavailable, stacklevel=2)
        return None
    document: dict[str, Any] = json.loads(SPEC_PATH.read_text())
    return document


@dataclass(frozen=True)
class Violation:
    """One problem in one request body: where it was sent, which field, what is wrong."""

    method: str
    template: str  # the spec's path template: /applications/{application_id}/commands
    path: str  # the path it was sent to
    field: str  # "[3].options[0].max_value", "" for the body itself
    message: str  # jsonschema's: "9007199254740992 is greater than the maximum of ..."
    keyword: str = "invalid"  # the JSON Schema keyword that failed (maximum, required ...)
    segments: tuple[str | int, ...] = ()
    owner: int = field(default=0, compare=False, repr=False)  # id() of the stand-in

    def __str__(self) -> str:
        where = self.field or "(the body)"
        return f"{self.method} {self.template} (sent to {self.path}): {where}: {self.message}"


def field_path(segments: Iterable[str | int]) -> str:
    """``[3].options[0].max_value`` from (3, "options", 0, "max_value")."""
    text = ""
    for part in segments:
        text += f"[{part}]" if isinstance(part, int) else (f".{part}" if text else part)
    return text


#: Codes like Discord's for the keywords that failed (approximate: Discord's own vary; the
#: messages are jsonschema's, and what a test reads is the field). A rule beyond the spec
#: may name Discord's own code as its keyword (upper case: used as it is).
_CODES = {
    "maximum": "NUMBER_TYPE_MAX",
    "minimum": "NUMBER_TYPE_MIN",
    "maxLength": "BASE_TYPE_MAX_LENGTH",
    "minLength": "BASE_TYPE_MIN_LENGTH",
    "maxItems": "BASE_TYPE_MAX_LENGTH",
    "minItems": "BASE_TYPE_MIN_LENGTH",
    "required": "BASE_TYPE_REQUIRED",
    "enum": "BASE_TYPE_CHOICES",
    "pattern": "STRING_TYPE_REGEX",
}


def error_body(violations: Sequence[Violation]) -> dict[str, Any]:
    """Discord's 400 answer: ``{"code": 50035, "errors": {"3": {"options": {"0": {...
    "_errors": [{"code", "message"}]}}}}, "message": "Invalid Form Body"}`` (discord.py
    flattens it to "In 3.options.0.max_value: ...")."""
    errors: dict[str, Any] = {}
    for violation in violations:
        node = errors
        for part in violation.segments:
            node = node.setdefault(str(part), {})
        node.setdefault("_errors", []).append(
            {"code": _CODES.get(violation.keyword, violation.keyword
                                if violation.keyword.isupper() else "BASE_TYPE_INVALID"),
             "message": violation.message}
        )
    return {"code": INVALID_FORM_BODY, "errors": errors, "message": "Invalid Form Body"}


def tolerate_upload_ids(body: Any, files: int) -> Any:
    """One of the two tolerated differences from the spec (the other: `tolerate_dm_recipient`),
    kept here and nowhere else.

    A multipart upload numbers its new files' ``attachments[].id`` 0, 1, ... (integers that
    point at the ``files[n]`` parts), as Discord's "Uploading Files" documentation and
    discord.py (``handle_message_parameters``) do; the spec types every attachment ``id`` as
    a snowflake string. Those integers (0 <= id < number of files sent, in ``attachments`` or
    an interaction callback's ``data.attachments``) are checked as their decimal strings.
    Anything else in an attachment is checked as the spec says.
    """
    if not files or not isinstance(body, dict):
        return body
    body = copy.deepcopy(body)
    holders = [body]
    if isinstance(body.get("data"), dict):
        holders.append(body["data"])
    for holder in holders:
        for attachment in holder.get("attachments") or []:
            ident = attachment.get("id") if isinstance(attachment, dict) else None
            if type(ident) is int and 0 <= ident < files:
                attachment["id"] = str(ident)
    return body


#: The one route whose body may carry `tolerate_dm_recipient`'s difference.
DM_ROUTE = ("POST", "/users/@me/channels")


def tolerate_dm_recipient(method: str, template: str, body: Any) -> Any:
    """The other tolerated difference (with `tolerate_upload_ids`), kept here and nowhere else.

    discord.py's ``User.create_dm`` (``HTTPClient.start_private_message``) sends
    ``{"recipient_id": <int>}`` where the spec types ``recipient_id`` as a snowflake string;
    Discord accepts both. Exactly that field of exactly that route, an integer, is checked as
    its decimal string; anything else in the body is checked as the spec says.
    """
    if (method.upper(), template) != DM_ROUTE or not isinstance(body, dict):
        return body
    recipient = body.get("recipient_id")
    if type(recipient) is not int:
        return body
    return {**body, "recipient_id": str(recipient)}


def tolerate_mention_ids(body: Any) -> Any:
    """The third tolerated difference (with `tolerate_upload_ids` and
    `tolerate_dm_recipient`), kept here and nowhere else.

    discord.py's ``AllowedMentions.to_dict`` sends ``allowed_mentions.users`` and ``.roles``
    as integers where the spec types them as snowflake strings; Discord accepts both. Those
    integers (in a message body, or an interaction callback's ``data``) are checked as their
    decimal strings; anything else is checked as the spec says.
    """
    if not isinstance(body, dict):
        return body
    holders = [body, *([body["data"]] if isinstance(body.get("data"), dict) else [])]
    if not any(isinstance(h.get("allowed_mentions"), dict) for h in holders):
        return body
    body = copy.deepcopy(body)
    holders = [body, *([body["data"]] if isinstance(body.get("data"), dict) else [])]
    for holder in holders:
        mentions = holder.get("allowed_mentions")
        if not isinstance(mentions, dict):
            continue
        for key in ("users", "roles"):
            if isinstance(mentions.get(key), list):
                mentions[key] = [str(i) if type(i) is int else i for i in mentions[key]]
    return body


#: What a body's check found, without where it was sent: (field, message, keyword, segments).
Found = tuple[tuple[str, str, str, tuple[str | int, ...]], ...]


@dataclass(frozen=True)
class Operation:
    method: str
    template: str
    validator: Any  # a Draft202012Validator (with BranchFilter); None: it takes no body
    body_required: bool


class RequestChecker:
    """Request bodies against the spec's operations: one per spec document."""

    def __init__(self, document: dict[str, Any]) -> None:
        resource = DRAFT202012.create_resource(document)
        self._registry: Registry[Any] = Registry().with_resource(SPEC_URI, resource)
        self._paths: dict[str, Any] = document["paths"]
        # Templates by segment count, the most literal first (so /messages/@original wins
        # over /messages/{message_id}, and /users/@me/channels over /users/{user_id}/...).
        self._templates: dict[int, list[tuple[str, tuple[str | None, ...]]]] = {}
        for template in self._paths:
            parts = tuple(None if _PARAM.match(p) else p for p in template.strip("/").split("/"))
            self._templates.setdefault(len(parts), []).append((template, parts))
        for group in self._templates.values():
            group.sort(key=lambda item: tuple(p is None for p in item[1]))
        #: Every literal segment of a template: a path's other segments (ids, tokens) can
        #: only fill parameters, so a path with them blanked out finds the same template.
        self._literals = {p for group in self._templates.values() for _, parts in group
                          for p in parts if p is not None}
        self._found_templates: dict[tuple[str | None, ...], str | None] = {}
        self._operations: dict[tuple[str, str], Operation | None] = {}
        self._remembered: OrderedDict[tuple[str, str, str], Found] = OrderedDict()
        branches = BranchFilter(document)
        stock = Draft202012Validator.VALIDATORS
        self._validator_class = validators.extend(Draft202012Validator, {
            "oneOf": branches.keyword(stock["oneOf"]),
            "anyOf": branches.keyword(stock["anyOf"]),
            "$ref": ValidParts().keyword(stock["$ref"]),
        })

    def template_for(self, path: str) -> str | None:
        """The spec's path template ``path`` (under /api/v10) matches, or None."""
        parts = path.strip("/").split("/")
        shape = tuple(p if p in self._literals else None for p in parts)
        if shape not in self._found_templates:
            self._found_templates[shape] = next(
                (template for template, pattern in self._templates.get(len(parts), [])
                 if all(want is None or want == got
                        for want, got in zip(pattern, shape, strict=True))), None)
        return self._found_templates[shape]

    def operation(self, method: str, template: str) -> Operation | None:
        """The spec's operation (its validator built once), or None if it has none."""
        key = (method.lower(), template)
        if key not in self._operations:
            self._operations[key] = self._build(*key)
        return self._operations[key]

    def _build(self, method: str, template: str) -> Operation | None:
        op = self._paths[template].get(method)
        if op is None:
            return None
        request_body = op.get("requestBody")
        if not request_body:
            return Operation(method.upper(), template, None, False)
        content = request_body["content"]
        media = "application/json" if "application/json" in content else next(iter(content))
        pointer = "/".join(
            part.replace("~", "~0").replace("/", "~1")
            for part in ("", "paths", template, method, "requestBody", "content", media, "schema")
        )
        validator = self._validator_class({"$ref": f"{SPEC_URI}#{pointer}"},
                                          registry=self._registry)
        return Operation(method.upper(), template, validator,
                         bool(request_body.get("required")))

    def route(self, method: str, path: str) -> str | None:
        """``PUT /applications/{application_id}/commands``: the operation a request to
        ``path`` is checked against, or None when the spec gives it no request body."""
        template = self.template_for(path)
        op = None if template is None else self.operation(method, template)
        return None if op is None or op.validator is None else f"{op.method} {op.template}"

    def check(self, method: str, path: str, body: Any, *, has_body: bool,
              files: int = 0) -> list[Violation]:
        """What in this request's body breaks the spec; [] when nothing (or no such route)."""
        template = self.template_for(path)
        if template is None:
            return []
        op = self.operation(method, template)
        if op is None or op.validator is None:
            return []
        if not has_body:
            if not op.body_required:
                return []
            return [Violation(op.method, template, path, "", "a request body is required",
                              "required")]
        body = tolerate_dm_recipient(op.method, template,
                                     tolerate_mention_ids(tolerate_upload_ids(body, files)))
        found = self._found(op, body)
        return [Violation(op.method, template, path, where, message, keyword, segments)
                for where, message, keyword, segments in found]

    def _found(self, op: Operation, body: Any) -> Found:
        """The body's problems, remembered for the last `REMEMBERED_BODIES` bodies: the same
        body checks the same, and every e2e world that syncs sends the same commands (a body
        of hundreds of kilobytes that takes a quarter of a second to check)."""
        key = (op.method, op.template, json.dumps(body, sort_keys=True, default=repr))
        if key in self._remembered:
            self._remembered.move_to_end(key)
            return self._remembered[key]
        problems = []
        for error in op.validator.iter_errors(body):
            for leaf in leaves(error):
                segments = tuple(leaf.absolute_path)
                problems.append((field_path(segments), leaf.message, str(leaf.validator),
                                 segments))
        found: Found = tuple(sorted(problems, key=lambda problem: problem[0]))
        self._remembered[key] = found
        if len(self._remembered) > REMEMBERED_BODIES:
            self._remembered.popitem(last=False)
        return found


@functools.cache
def checker() -> RequestChecker | None:
    """The process's one checker (its validators are built once); None without the spec."""
    document = spec_document()
    return None if document is None else RequestChecker(document)


# ----------------------------------------------------------------- reporting to tests

#: Violations some stand-in in this process recorded and no test has claimed yet.
_unclaimed: list[Violation] = []


def record(violations: Sequence[Violation]) -> None:
    _unclaimed.extend(violations)


def claim(owner: int | None = None) -> list[Violation]:
    """Take the unclaimed violations (of one stand-in, by its id(), or all): whoever takes
    them reports them, or (a test of the check itself) expected them."""
    taken = [v for v in _unclaimed if owner is None or v.owner == owner]
    kept = [v for v in _unclaimed if not (owner is None or v.owner == owner)]
    _unclaimed[:] = kept
    return taken


def report(violations: Sequence[Violation]) -> str:
    lines = ["Discord would refuse these requests with 400 Invalid Form Body (the local "
             "stand-in checked their bodies against Discord's OpenAPI spec):"]
    lines += [f"  {v}" for v in violations]
    return "\n".join(lines)

