"""A bot process with OPS_PORT, scraped as a monitoring server would, after a game played
through the local Discord stand-in (NOT Discord): the counters moved by exactly the
interactions made, the endpoints answer as documented."""

from __future__ import annotations

import asyncio

import pytest

import rules
from bot.core.snapshots import MatchStatus
from tests.fixtures.discord_world import eventually
from tests.ops.conftest import Observed, Samples

pytestmark = pytest.mark.asyncio(loop_scope="module")


def counted(samples: Samples, kind: str, outcome: str) -> float:
    return samples.get(("duels_interactions_total",
                        (("kind", kind), ("outcome", outcome))), 0.0)


def answers(samples: Samples) -> float:
    """Interactions whose first answer the histogram holds, every kind."""
    return sum(value for (name, _), value in samples.items()
               if name == "duels_interaction_first_answer_seconds_count")


def moved(before: Samples, after: Samples) -> dict[tuple[str, str], float]:
    """The interaction counters that changed, by (kind, outcome)."""
    out = {}
    for (name, labels), value in after.items():
        if name == "duels_interactions_total":
            key = (dict(labels)["kind"], dict(labels)["outcome"])
            delta = value - before.get((name, labels), 0.0)
            if delta:
                out[key] = delta
    return out


async def settled_counts(observed: Observed, before: Samples, expected: dict[tuple[str, str],
                         float]) -> Samples:
    """The scrape once the counters reached ``expected`` (a command is counted by its
    completion event, just after its answer), checked again a moment later: no more."""
    latest: list[Samples] = []

    async def reached() -> bool:
        latest[:] = [await observed.scrape()]
        return moved(before, latest[0]) == expected

    try:
        await eventually(reached, within=5)
    except TimeoutError:
        pytest.fail(f"counters moved {moved(before, latest[0])}, expected {expected}")
    await asyncio.sleep(0.3)
    again = await observed.scrape()
    assert moved(before, again) == expected
    return again


async def test_health_and_readiness_before_and_after_connecting(observed: Observed) -> None:
    assert observed.before["/healthz"] == (200, "ok\n")
    status, body = observed.before["/readyz"]
    assert status == 503
    assert body.startswith("not ready\n") and "not connected to Discord" in body
    assert await observed.get("/healthz") == (200, "ok\n")
    assert await observed.get("/readyz") == (200, "ready\n")


async def test_a_played_game_moves_the_counters_by_its_interactions(observed: Observed
                                                                    ) -> None:
    w = observed.world
    ch = w.new_channel("metrics-game")
    alice, bob = w["alice"], w["bob"]
    before = await observed.scrape()
    match_id, message_id = await w.start_match(alice, bob, "circle-duel", channel=ch, size=7)
    snap = await w.snapshot(match_id)
    game = rules.get_game(snap.game)
    clicks = 0
    while snap.status is MatchStatus.ACTIVE:
        mover = snap.to_move_id
        assert mover is not None
        number = game.legal_moves(snap.state)[0]
        if clicks == 0:  # once: the other player clicks out of turn
            waiting = bob if mover == alice else alice
            out_of_turn = await w.play(message_id, waiting, match_id, number, channel=ch)
            assert out_of_turn.ephemeral
        played = await w.play(message_id, mover, match_id, number, channel=ch)
        assert not played.ephemeral, played.content
        clicks += 1
        snap = await w.snapshot(match_id)
    # A button no handler knows (an old bot's), on a message of the bot's.
    forged = w.api._create_message(ch, {"components": [{"type": 1, "components": [
        {"type": 2, "style": 2, "label": "?", "custom_id": "nd:nothing:1"}]}]})
    unknown = await w.click(int(forged["id"]), alice, "nd:nothing:1", channel=ch)
    assert unknown.ephemeral
    board = await w.slash(alice, "leaderboard", ch)
    assert not board.ephemeral
    nothing_to_claim = await w.slash(alice, "claim", ch, number=1)
    assert nothing_to_claim.ephemeral  # no open match here any more
    offered = await w.api.autocomplete(w.guild_id, ch, alice, "claim", {"number": ""},
                                       "number")
    assert len(offered) == 1  # a choice that says there is nothing to claim
    # /challenge and /leaderboard; Accept and every move; the out-of-turn click and the
    # unknown button; /claim without a match; /claim's autocomplete.
    expected = {("command", "answered"): 2, ("component", "answered"): 1 + clicks,
                ("component", "refused"): 2, ("command", "refused"): 1,
                ("autocomplete", "answered"): 1}
    after = await settled_counts(observed, before, expected)
    assert answers(after) - answers(before) == sum(expected.values())


def value(samples: Samples, name: str, **labels: str) -> float | None:
    return samples.get((name, tuple(sorted(labels.items()))))


async def test_gauges_say_what_is_being_played_and_the_shards_latency(observed: Observed
                                                                     ) -> None:
    w = observed.world
    before = await observed.scrape()
    assert value(before, "duels_active_matches") == 0
    assert value(before, "duels_active_tournaments") == 0
    await w.start_match(w["alice"], w["carol"], "non-consecutive",
                        channel=w.new_channel("metrics-gauges"))
    created = await (await w.api.slash(w.guild_id, w.new_channel("metrics-tour"), w["bob"],
                                       "tournament create",
                                       {"format": "swiss", "game": "non-consecutive"})).settled()
    assert not created.ephemeral, created.content
    samples = await observed.scrape()
    assert value(samples, "duels_active_matches") == 1
    assert value(samples, "duels_active_tournaments") == 1
    assert (value(samples, "duels_db_statement_seconds_count") or 0) > (
        value(before, "duels_db_statement_seconds_count") or 0)

    async def known() -> bool:
        latest = await observed.scrape()
        latency = value(latest, "duels_gateway_latency_seconds", shard="0")
        lag = value(latest, "duels_event_loop_lag_seconds_count") or 0
        return latency is not None and 0 <= latency < 5 and lag > 0

    await eventually(known, within=5)


async def test_rate_limits_are_counted_by_scope(observed: Observed) -> None:
    w = observed.world
    ch = w.new_channel("metrics-429")
    before = await observed.scrape()
    w.api.faults.fail_next("/interactions/", 429, retry_after=0.05)
    w.api.faults.fail_next("/interactions/", 429, retry_after=0.05, is_global=True)
    first = await w.slash(w["alice"], "help", ch)
    assert first.ephemeral  # answered after discord.py waited out both
    after = await observed.scrape()
    for scope in ("unknown", "global"):
        assert (value(after, "duels_rest_rate_limited_total", scope=scope) or 0) - (
            value(before, "duels_rest_rate_limited_total", scope=scope) or 0) == 1, scope


async def test_not_ready_while_a_shard_identifies_again(observed: Observed) -> None:
    """An invalid session: discord.py waits 5 s before it IDENTIFYs again; meanwhile the
    shard is not READY, and /readyz says so (the loop still answers /healthz)."""
    await observed.world.api.invalidate_session(resumable=False)
    answers: list[tuple[int, str]] = []

    async def answer_is(status: int) -> bool:
        answers[:] = [await observed.get("/readyz")]
        return answers[0][0] == status

    await eventually(lambda: answer_is(503), within=5)
    assert answers[0] == (503, "not ready\nshard 0 is not READY\n")
    assert await observed.get("/healthz") == (200, "ok\n")
    await eventually(lambda: answer_is(200), within=20)
    assert answers[0] == (200, "ready\n")
