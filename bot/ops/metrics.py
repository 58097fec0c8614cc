"""The figures a bot process exports on /metrics, in one registry of its own.

One registry per process (not prometheus_client's global one), so a test's bot and the
benchmark's have their own, and nothing another library registers ends up on the page.
Every name starts with ``duels_``; the buckets are chosen around what matters: Discord's 3 s
deadline for a first answer, a few milliseconds for the event loop and a statement.
"""

from __future__ import annotations

from prometheus_client import CollectorRegistry, Counter, Gauge, Histogram, generate_latest

#: What an interaction was (Discord's type, in the words of the metric's label).
KINDS = ("command", "component", "autocomplete", "modal", "other")
#: How it ended: answered; refused (a sentence saying why not: not your turn, no permission,
#: an old button); failed (an apology for an error, or no answer at all).
OUTCOMES = ("answered", "refused", "failed")

#: Up to and past Discord's 3 s for the first answer.
ANSWER_BUCKETS = (0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 1.5, 2.0, 2.5, 3.0, 5.0, 10.0)
LAG_BUCKETS = (0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5)
STATEMENT_BUCKETS = (0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1.0, 5.0)


class OpsMetrics:
    """The process's metrics (``registry``) and the objects the hooks move."""

    def __init__(self) -> None:
        self.registry = CollectorRegistry(auto_describe=True)
        registry = self.registry
        self.interactions = Counter(
            "duels_interactions", "Interactions handled, by kind and outcome",
            ["kind", "outcome"], registry=registry)
        self.first_answer = Histogram(
            "duels_interaction_first_answer_seconds",
            "From Discord's dispatch (the interaction's creation) to the bot's first answer",
            ["kind"], buckets=ANSWER_BUCKETS, registry=registry)
        self.loop_lag = Histogram(
            "duels_event_loop_lag_seconds",
            "How late the event loop ran a timer that was due (sampled twice a second)",
            buckets=LAG_BUCKETS, registry=registry)
        self.statements = Histogram(
            "duels_db_statement_seconds", "Database statement time, from sent to answered",
            buckets=STATEMENT_BUCKETS, registry=registry)
        self.rate_limited = Counter(
            "duels_rest_rate_limited", "REST requests Discord answered with 429, by scope",
            ["scope"], registry=registry)
        self.gateway_latency = Gauge(
            "duels_gateway_latency_seconds", "Heartbeat round trip of each shard's gateway "
            "connection", ["shard"], registry=registry)
        self.active_matches = Gauge(
            "duels_active_matches", "Matches being played in this process's servers",
            registry=registry)
        self.active_tournaments = Gauge(
            "duels_active_tournaments", "Tournaments signing up or running in this process's "
            "servers", registry=registry)
        self.dms_refused = Counter(
            "duels_dms_refused", "Direct messages Discord refused (the member takes none from "
            "the bot: code 50007)", registry=registry)
        # Every label of the interaction counter exists from the start, at 0: a query over a
        # kind and outcome that never happened reads 0 instead of nothing.
        for kind in KINDS:
            for outcome in OUTCOMES:
                self.interactions.labels(kind=kind, outcome=outcome)

    def page(self) -> bytes:
        """The registry in Prometheus' text format."""
        return generate_latest(self.registry)
