"""Discord's OpenAPI description, and the check of every request body the local Discord
API stand-in (NOT Discord) receives against it.

The spec (discord/discord-api-spec, MIT) is not part of this repository: it is read from
``../shared/discord-api-spec/openapi.json`` beside the checkout (`SPEC_PATH`). Where it is
absent, nothing is checked and `spec_document` warns once (`SpecUnavailable`) saying so.

A request is matched to its operation by method and path template
(``PUT /applications/{application_id}/guilds/{guild_id}/commands``); its JSON body (for a
multipart body: ``payload_json``) is validated with ``jsonschema`` against that operation's
request schema (OpenAPI 3.1 schemas are JSON Schema 2020-12; every ``$ref`` is resolved in
the whole spec document through a ``referencing`` registry). A validator is built once per
operation. Each problem becomes a `Violation`: the stand-in answers the request as Discord
does (400, code 50035 "Invalid Form Body", an ``errors`` tree naming the field) and records
it, and the test that caused one fails: the autouse fixture in tests/conftest.py `claim`s
them at each test's teardown, ``StandIn.__aexit__`` those left when a stand-in stops.
"""

from __future__ import annotations

import copy
import functools
import json
import re
import warnings
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from jsonschema import Draft202012Validator, validators
from jsonschema.exceptions import ValidationError
from referencing import Registry
from referencing.jsonschema import DRAFT202012

#: Where the spec is: ``shared/discord-api-spec`` beside the checkout.
SPEC_PATH = Path(__file__).resolve().parents[3] / "shared" / "discord-api-spec" / "openapi.json"
#: The base URI the spec document is registered under, so its ``#/components/...`` refs and
#: the operations' JSON pointers resolve in it.
SPEC_URI = "urn:discord-api-spec"
INVALID_FORM_BODY = 50035
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


#: Discord's error codes for the keywords it most often reports (others: the generic one).
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
            {"code": _CODES.get(violation.keyword, "BASE_TYPE_INVALID"),
             "message": violation.message}
        )
    return {"code": INVALID_FORM_BODY, "errors": errors, "message": "Invalid Form Body"}


def tolerate_upload_ids(body: Any, files: int) -> Any:
    """THE ONE TOLERATED DIFFERENCE from the spec, kept here and nowhere else.

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


def _json_types(instance: Any) -> frozenset[str]:
    """The JSON Schema types ``instance`` has (5.0 is an integer too, True is not one)."""
    if instance is None:
        return frozenset({"null"})
    if isinstance(instance, bool):
        return frozenset({"boolean"})
    if isinstance(instance, int):
        return frozenset({"integer", "number"})
    if isinstance(instance, float):
        return frozenset({"number", "integer"} if instance.is_integer() else {"number"})
    if isinstance(instance, str):
        return frozenset({"string"})
    if isinstance(instance, list):
        return frozenset({"array"})
    return frozenset({"object"}) if isinstance(instance, dict) else frozenset()


def _scalar(value: Any) -> bool:
    return isinstance(value, str) or (isinstance(value, int) and not isinstance(value, bool))


@dataclass(frozen=True)
class _Kind:
    """What a union branch says about the instances it can take (None: nothing)."""

    types: frozenset[str] | None  # its JSON types
    tags: frozenset[Any] | None  # the values of its ``type`` property (enum or const)
    const: tuple[Any, ...] = ()  # (its const,) when it is one value


class BranchFilter:
    """Speed for ``oneOf``/``anyOf`` without changing a verdict.

    Discord's unions are large (seven kinds of message component, seven interaction
    callbacks, each a whole message, enumerations written as one ``const`` per value), and
    the stock keywords validate an instance against every branch: about 90 ms for one board
    update. A branch is skipped when it certainly fails: its JSON type is not the
    instance's, its ``type`` property's ``enum``/``const`` leaves out the instance's
    ``type`` (the spec's discriminator), or it is one ``const`` string or integer the
    instance is not. When one branch is left, only it is validated (its errors are then
    reported directly); otherwise the stock keyword runs. Skipping branches that fail anyway
    changes neither ``oneOf``'s nor ``anyOf``'s result.
    """

    def __init__(self, document: dict[str, Any]) -> None:
        self._document = document
        self._kinds: dict[int, _Kind] = {}

    def _resolve(self, schema: dict[str, Any]) -> dict[str, Any]:
        """A branch's own schema, following the spec's local ``$ref``s."""
        while isinstance(schema.get("$ref"), str) and schema["$ref"].startswith("#/"):
            node: Any = self._document
            for part in schema["$ref"][2:].split("/"):
                node = node[part.replace("~1", "/").replace("~0", "~")]
            schema = node
        return schema

    def kind(self, branch: Any) -> _Kind:
        key = id(branch)
        if key not in self._kinds:
            schema = self._resolve(branch) if isinstance(branch, dict) else {}
            declared = schema.get("type")
            types = None if declared is None else frozenset(
                [declared] if isinstance(declared, str) else declared)
            tag = (schema.get("properties") or {}).get("type")
            tags = None
            if isinstance(tag, dict) and "enum" in tag:
                tags = frozenset(tag["enum"])
            elif isinstance(tag, dict) and "const" in tag:
                tags = frozenset([tag["const"]])
            const = (schema["const"],) if _scalar(schema.get("const")) else ()
            self._kinds[key] = _Kind(types, tags, const)
        return self._kinds[key]

    def fails(self, branch: Any, instance: Any) -> bool:
        kind = self.kind(branch)
        if kind.types is not None and not kind.types & _json_types(instance):
            return True
        if kind.const and _scalar(instance):
            return type(instance) is not type(kind.const[0]) or instance != kind.const[0]
        if kind.tags is None or not isinstance(instance, dict) or "type" not in instance:
            return False
        tag = instance["type"]
        return _scalar(tag) and tag not in kind.tags

    def keyword(self, stock: Any) -> Any:
        """``oneOf``/``anyOf`` validating only the branches that may pass."""

        def union(validator: Any, branches: list[Any], instance: Any,
                  schema: dict[str, Any]) -> Any:
            left = [i for i, branch in enumerate(branches) if not self.fails(branch, instance)]
            if len(left) == 1:
                yield from validator.descend(instance, branches[left[0]], schema_path=left[0])
            else:
                yield from stock(validator, branches, instance, schema)

        return union


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
        self._operations: dict[tuple[str, str], Operation | None] = {}
        branches = BranchFilter(document)
        stock = Draft202012Validator.VALIDATORS
        self._validator_class = validators.extend(Draft202012Validator, {
            "oneOf": branches.keyword(stock["oneOf"]),
            "anyOf": branches.keyword(stock["anyOf"]),
        })

    def template_for(self, path: str) -> str | None:
        """The spec's path template ``path`` (under /api/v10) matches, or None."""
        parts = path.strip("/").split("/")
        for template, pattern in self._templates.get(len(parts), []):
            if all(want is None or want == got for want, got in zip(pattern, parts, strict=True)):
                return template
        return None

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
        body = tolerate_upload_ids(body, files)
        found = []
        for error in op.validator.iter_errors(body):
            for leaf in leaves(error):
                segments = tuple(leaf.absolute_path)
                found.append(Violation(op.method, template, path, field_path(segments),
                                       leaf.message, str(leaf.validator), segments))
        return sorted(found, key=lambda v: v.field)


def _misses_branch(error: ValidationError) -> bool:
    """True when a oneOf/anyOf branch fails because the instance is another kind of thing:
    another ``type`` discriminator (a button is not a select menu), another JSON type (a
    number is not null), or another value of an enumeration (one ``const`` per value)."""
    path = list(error.relative_path)
    return ((error.validator in ("enum", "const") and path == ["type"])
            or (error.validator in ("type", "const") and not path))


def leaves(error: ValidationError) -> list[ValidationError]:
    """The errors a person fixes, for one error jsonschema reports: inside a failed
    oneOf/anyOf, those of the branch the instance was meant for (the one whose ``type`` it
    has), so a too-long button label is reported as that, not as "not valid under any of
    the given schemas". When no branch is meant (an unknown component type), the error
    itself."""
    if not error.context:
        return [error]
    branches: dict[Any, list[ValidationError]] = {}
    for sub in error.context:
        branches.setdefault(sub.relative_schema_path[0], []).append(sub)
    meant = [errors for errors in branches.values() if not any(map(_misses_branch, errors))]
    if not meant:
        return [error]
    # Several candidates (branches without a discriminator): the one that got furthest in.
    chosen = max(meant, key=lambda errors: (max(len(e.absolute_path) for e in errors),
                                            -len(errors)))
    return [leaf for sub in chosen for leaf in leaves(sub)]


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

