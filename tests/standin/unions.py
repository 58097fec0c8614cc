"""oneOf/anyOf in the local Discord API stand-in's (NOT Discord) check of request bodies
against Discord's OpenAPI spec (spec.py): validating only the union branches that may pass
(speed), and reporting the errors of the branch a body was meant for (clarity).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from jsonschema.exceptions import ValidationError


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
