"""The line games' size caps: the largest ``size`` the exact solver answers in time for
each ``forbid`` set and ``claims`` count (docs/rules.md, decision 10; docs/solver.md).

``CAPS`` is measured, not guessed: ``python3 benchmarks/solver_bench.py --caps`` times the
perfect bot's first move and a full review of a perfect game at every size, cold and warm,
for every combination, and prints this table (the largest size within 2 s cold and 50 ms
warm). A combination it does not list goes up to the largest size.
"""

from __future__ import annotations

from collections.abc import Mapping

from i18n import Text, and_list
from rules.forbid import forbid_text
from rules.options import MAX_SIZE

#: (claims, forbid) -> the largest size; absent: MAX_SIZE.
CAPS: dict[tuple[int, int], int] = {}


def line_max_size(forbid: int, claims: int) -> int:
    return CAPS.get((claims, forbid), MAX_SIZE)


def refusal(options: Mapping[str, int], cap: int) -> Text:
    """"`size` goes up to 18 with `claims:3`." (the options that set the cap named), still
    to be said."""
    named = []
    if options.get("claims", 1) != 1:
        named.append(Text("rules-cap-claims", claims=options["claims"]))
    if options.get("forbid", 1) != 1:
        named.append(Text("rules-cap-forbid", forbid=forbid_text(options["forbid"])))
    return Text("rules-cap-size", cap=cap, options=and_list(named))
