"""The interaction ledger alone: each interaction counted once, with its worst mark, timed
from its snowflake's creation to its first answer."""

from __future__ import annotations

from bot.ops.interactions import DISCORD_EPOCH_MS, TOKEN_SECONDS, InteractionLedger, created_at
from bot.ops.metrics import OpsMetrics
from tests.ops.conftest import parse

T0 = 1_800_000_000.0  # a Unix time


def snowflake(at: float, n: int = 0) -> int:
    return (int(at * 1000) - DISCORD_EPOCH_MS) << 22 | n


class Clock:
    def __init__(self) -> None:
        self.now = T0

    def __call__(self) -> float:
        return self.now


def counts(metrics: OpsMetrics) -> dict[tuple[str, str], float]:
    return {(dict(labels)["kind"], dict(labels)["outcome"]): value
            for (name, labels), value in parse(metrics.page().decode()).items()
            if name == "duels_interactions_total" and value}


def test_a_snowflake_says_when_it_was_made() -> None:
    assert created_at(snowflake(T0, 7)) == T0


def test_each_interaction_is_counted_once_with_its_worst_mark() -> None:
    metrics, clock = OpsMetrics(), Clock()
    ledger = InteractionLedger(metrics, clock)
    ok, refused, failed, silent = (snowflake(T0, n) for n in range(4))
    for interaction in (ok, refused, failed, silent):
        ledger.seen(interaction, "component")
    clock.now = T0 + 0.4
    for interaction in (ok, refused, failed):
        ledger.answered(interaction)
        ledger.answered(interaction)  # a retried callback: still one answer
    ledger.mark(refused, "refused")
    ledger.mark(failed, "refused")
    ledger.mark(failed, "failed")
    ledger.mark(failed, "refused")  # the worst mark stays
    for interaction in (ok, refused, failed, silent, ok):
        ledger.settle(interaction)
    ledger.mark(ok, "failed")  # after its end: counts nothing
    ledger.settle(ok)
    assert counts(metrics) == {("component", "answered"): 1, ("component", "refused"): 1,
                               ("component", "failed"): 2}
    samples = parse(metrics.page().decode())
    count = ("duels_interaction_first_answer_seconds_count", (("kind", "component"),))
    assert samples[count] == 3
    below = ("duels_interaction_first_answer_seconds_bucket",
             (("kind", "component"), ("le", "0.5")))
    assert samples[below] == 3
    assert ledger.open_count == 0


def test_an_autocomplete_ends_with_its_answer_and_the_unsettled_are_swept() -> None:
    metrics, clock = OpsMetrics(), Clock()
    ledger = InteractionLedger(metrics, clock)
    typed, lost = snowflake(T0, 1), snowflake(T0, 2)
    ledger.seen(typed, "autocomplete")
    ledger.answered(typed)
    ledger.seen(lost, "command")
    ledger.answered(lost)
    assert counts(metrics) == {("autocomplete", "answered"): 1}
    clock.now = T0 + TOKEN_SECONDS - 1
    assert ledger.sweep() == 0
    clock.now = T0 + TOKEN_SECONDS + 1
    assert ledger.sweep() == 1
    assert counts(metrics) == {("autocomplete", "answered"): 1, ("command", "answered"): 1}
    assert ledger.open_count == 0
