"""Speed for the local Discord API stand-in's (NOT Discord) check of request bodies
(spec.py): a part of a body that passed one of the spec's schemas passes it again.

A board's edits differ in a few fields; the rest (its buttons, its sections, the allowed
mentions) are the same objects checked a moment before. The ``$ref`` keyword is wrapped:
before following a reference into the spec, it looks up (the reference, the part as
canonical JSON; the spec is one document, so a reference names one schema); a part that
passed is not validated again. Only passes are remembered, so
every error is still found and reported where it is, and a verdict never changes:
validating is a pure function of the schema and the part (the spec has no
``unevaluated*`` keyword, the one thing that reads across a ``$ref``).
"""

from __future__ import annotations

import json
from collections import OrderedDict
from collections.abc import Callable, Iterator
from typing import Any

from jsonschema.exceptions import ValidationError

#: How many (reference, part) passes a checker remembers.
REMEMBERED_PASSES = 8192

Keyword = Callable[[Any, str, Any, dict[str, Any]], Iterator[ValidationError]]


class ValidParts:
    """The parts that passed a referenced schema, the most recent `REMEMBERED_PASSES`."""

    def __init__(self, capacity: int = REMEMBERED_PASSES) -> None:
        self._passed: OrderedDict[tuple[str, str], None] = OrderedDict()
        self._capacity = capacity

    def keyword(self, stock: Keyword) -> Keyword:
        """``$ref``, skipping a part (an object or an array) that passed its target before;
        a scalar costs less to check than to look up."""

        def ref(validator: Any, reference: str, instance: Any, schema: dict[str, Any]
                ) -> Iterator[ValidationError]:
            if not isinstance(instance, dict | list):
                yield from stock(validator, reference, instance, schema)
                return
            key = (reference, json.dumps(instance, sort_keys=True, default=repr))
            if key in self._passed:
                self._passed.move_to_end(key)
                return
            errors = list(stock(validator, reference, instance, schema))
            if not errors:
                self._passed[key] = None
                if len(self._passed) > self._capacity:
                    self._passed.popitem(last=False)
            yield from errors

        return ref
