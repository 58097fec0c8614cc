"""Each interaction counted once, by kind and outcome, and timed from Discord's dispatch to
the bot's first answer.

The hooks, called where the bot already decides (the process wires them; they take plain
ids and words, no discord objects):

* ``seen(id, kind)``: where an interaction's handling starts, in the task that answers it
  (the command tree's check; a button's guard), so it is known before any answer leaves;
* ``answered(id)``: the first answer left (the REST trace sees the interaction callback):
  the time since the interaction was created goes into the histogram, once;
* ``mark(id, outcome)``: the answer was a refusal or an apology (the worst mark stays);
* ``settle(id)``: its handling ended: it is counted, with its worst mark, or "failed" if no
  answer ever left. An autocomplete is settled by its answer (nothing of ours ends it).

An interaction nothing settled (an error that escaped every handler) is settled by
:meth:`InteractionLedger.sweep` once its token expired (15 minutes), so the ledger stays small.
"""

from __future__ import annotations

import time
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass

from bot.ops.metrics import KINDS, OpsMetrics

#: Discord's epoch (2015-01-01) in milliseconds: a snowflake's first 42 bits count from it.
DISCORD_EPOCH_MS = 1_420_070_400_000
#: How long Discord accepts answers to an interaction (its token's life).
TOKEN_SECONDS = 15 * 60
#: Settled ids remembered, so that a late hook (a mark after the end) counts nothing twice.
REMEMBERED = 4096
_RANK = {"answered": 0, "refused": 1, "failed": 2}


def created_at(interaction_id: int) -> float:
    """When Discord created the interaction (Unix time), from its snowflake id."""
    return ((interaction_id >> 22) + DISCORD_EPOCH_MS) / 1000


@dataclass(slots=True)
class _Record:
    kind: str
    answered: bool = False
    outcome: str = "answered"


class InteractionLedger:
    """The interactions being handled, until each is counted."""

    def __init__(self, metrics: OpsMetrics, clock: Callable[[], float] = time.time) -> None:
        self._clock = clock
        # The labelled series, looked up once (prometheus_client's labels() takes a lock and
        # checks the names on every call: most of a hook's cost).
        self._waits = {kind: metrics.first_answer.labels(kind=kind) for kind in KINDS}
        self._counts = {(kind, outcome): metrics.interactions.labels(kind=kind, outcome=outcome)
                        for kind in KINDS for outcome in _RANK}
        self._open: dict[int, _Record] = {}
        self._settled: OrderedDict[int, None] = OrderedDict()

    def _record(self, interaction_id: int, kind: str = "other") -> _Record | None:
        if interaction_id in self._settled:
            return None
        found = self._open.get(interaction_id)
        if found is None:
            found = self._open[interaction_id] = _Record(kind if kind in KINDS else "other")
        return found

    def seen(self, interaction_id: int, kind: str) -> None:
        found = self._record(interaction_id, kind)
        if found is not None and found.kind == "other" and kind in KINDS:
            found.kind = kind

    def answered(self, interaction_id: int) -> None:
        found = self._record(interaction_id)
        if found is None or found.answered:
            return
        found.answered = True
        waited = max(0.0, self._clock() - created_at(interaction_id))
        self._waits[found.kind].observe(waited)
        if found.kind == "autocomplete":
            self.settle(interaction_id)

    def mark(self, interaction_id: int, outcome: str) -> None:
        found = self._record(interaction_id)
        if found is not None and _RANK[outcome] > _RANK[found.outcome]:
            found.outcome = outcome

    def settle(self, interaction_id: int) -> None:
        found = self._open.pop(interaction_id, None)
        if found is None:
            return
        outcome = found.outcome if found.answered else "failed"
        self._counts[found.kind, outcome].inc()
        self._settled[interaction_id] = None
        while len(self._settled) > REMEMBERED:
            self._settled.popitem(last=False)

    def sweep(self) -> int:
        """Settle the interactions whose token expired unsettled; how many there were."""
        cutoff = self._clock() - TOKEN_SECONDS
        stale = [i for i in self._open if created_at(i) < cutoff]
        for interaction_id in stale:
            self.settle(interaction_id)
        return len(stale)

    @property
    def open_count(self) -> int:
        return len(self._open)
