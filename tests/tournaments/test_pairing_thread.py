"""A Swiss round is paired in a worker thread: a big round's matching takes up to a second,
and the event loop keeps answering clicks meanwhile."""

from __future__ import annotations

import threading

from bot.tournaments import service as tournaments_module
from bot.tournaments.service import TournamentService
from tests.fixtures.service_helpers import CH, G

ORGANISER = 500


async def test_a_swiss_round_is_paired_off_the_event_loop(engine, service, clock, rng,
                                                          monkeypatch) -> None:
    threads = []
    pair = tournaments_module.swiss_round

    def recording(*args, **kwargs):
        threads.append(threading.current_thread())
        return pair(*args, **kwargs)

    monkeypatch.setattr(tournaments_module, "swiss_round", recording)
    tournaments = TournamentService(engine, service, clock=clock, rng=rng)
    created = await tournaments.create(G, CH, ORGANISER, "swiss", "non-consecutive")
    for user in (21, 22, 23, 24):
        await tournaments.join(G, created.id, user)
    update = await tournaments.start(G, CH, ORGANISER)
    assert len(update.new_matches) == 2  # round 1 was paired, by the recording matcher
    assert threads and all(t is not threading.main_thread() for t in threads)
