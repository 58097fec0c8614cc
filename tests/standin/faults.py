"""Fault injection for the local Discord API stand-in (NOT Discord)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass
class FaultRule:
    route_substring: str
    status: int
    remaining: int
    retry_after: float
    delay: float = 0.0
    is_global: bool = False
    answer_delay: float = 0.0  # handle the request at once, answer this much later


class Faults:
    """Makes matching REST requests fail or stall.

    `route_substring` is matched against "METHOD /path" (path without the /api/v10
    prefix), e.g. "PATCH /channels/", "/interactions/", "/webhooks/".

    Note discord.py's retry policy (http.py / webhook/async_.py): 429 is retried after the
    body's `retry_after` (we send it with a `Via` header); 500/502/504/524 are retried up to
    5 times sleeping 1, 3, 5, 7, 9 s (webhooks: every status >= 500); other statuses
    (400, 403, 404, 503 on bot-token routes) raise at once.
    """

    def __init__(self) -> None:
        self.rules: list[FaultRule] = []
        self.injected: list[tuple[str, int]] = []  # (request line, status) of every injected fault

    def fail_next(
        self,
        route_substring: str,
        status: int = 500,
        count: int = 1,
        retry_after: float = 0.05,
        *,
        is_global: bool = False,
    ) -> FaultRule:
        """Answer the next `count` matching requests with `status` (429 bodies carry
        `retry_after`)."""
        rule = FaultRule(route_substring, status, count, retry_after, is_global=is_global)
        self.rules.append(rule)
        return rule

    def delay_next(self, route_substring: str, seconds: float, count: int = 1) -> FaultRule:
        """Stall the next `count` matching requests by `seconds`, then handle them normally."""
        rule = FaultRule(route_substring, 0, count, 0.0, delay=seconds)
        self.rules.append(rule)
        return rule

    def answer_late_next(self, route_substring: str, seconds: float, count: int = 1
                         ) -> FaultRule:
        """Handle the next `count` matching requests at once (a posted message is visible
        and clickable) but send the HTTP answer `seconds` later: the bot learns late what
        it created, as over a slow network."""
        rule = FaultRule(route_substring, 0, count, 0.0, answer_delay=seconds)
        self.rules.append(rule)
        return rule

    def clear(self) -> None:
        self.rules.clear()

    def match(self, request_line: str) -> FaultRule | None:
        if not self.rules:
            return None
        for rule in self.rules:
            if rule.remaining > 0 and rule.route_substring in request_line:
                rule.remaining -= 1
                if rule.remaining <= 0:
                    self.rules.remove(rule)
                if rule.status:
                    self.injected.append((request_line, rule.status))
                return rule
        return None
