"""A best-of-3 series survives SIGKILL: the game that follows a finished one is written in the
same transaction (docs/rules.md, decision 12), so a bot killed right after a game ends, or in
the middle of the next game, finds it after the restart and the series goes on.

The bot runs as its own process (`python3 manage.py bot`) against the local Discord API
stand-in (NOT Discord), on a SQLite file or on PostgreSQL when TEST_DATABASE_URL is set.
"""

from __future__ import annotations

from pathlib import Path

import pytest

import rules
from bot.core.snapshots import MatchSnapshot, MatchStatus, SeriesStatus
from bot.matches.service import MatchService
from db.engine import make_engine
from tests.fixtures.boards import answered
from tests.fixtures.discord_world import eventually, match_id_of
from tests.fixtures.synced_commands import SYNCED
from tests.reliability.crash_harness import TOKEN, BotProcess, bot_env, replay_problems
from tests.standin.server import StandIn

pytestmark = [pytest.mark.slow, pytest.mark.timeout(240)]


async def claim(api: StandIn, guild: int, channel: int, service: MatchService,
                match: MatchSnapshot) -> MatchSnapshot:
    """The player to move claims the lowest legal number with /claim (which also posts a
    board that was never posted); the match as stored afterwards."""
    number = rules.get_game(match.game).legal_moves(match.state)[0]
    assert match.to_move_id is not None
    res = await (await api.slash(guild, channel, match.to_move_id, "claim",
                                 {"number": number}, timeout=15)).settled(timeout=15)
    assert res.content == f"You played {number}.", res.content
    return await service.get(guild, match.id)


async def test_a_series_survives_sigkill_between_and_during_games(migrated_url: str, tmp_path: Path
                                                                  ) -> None:
    engine = make_engine(migrated_url)
    service = MatchService(engine)
    async with SYNCED.new_standin(token=TOKEN) as api:
        guild = api.add_guild(name="Series Crash Server")
        channel = guild.text_channel("series")
        alice, bob = api.add_member(guild.id, "alice"), api.add_member(guild.id, "bob")
        bot = BotProcess(api, bot_env(api, migrated_url, COMMAND_HASH_DIR=str(SYNCED.folder)),
                         tmp_path / "bot.log")
        try:
            await bot.start()
            await api.wait_for_commands(timeout=30)
            res = await (await api.slash(guild.id, channel, alice, "challenge", {
                "opponent": bob, "game": "non-consecutive", "first": "me", "best-of": 3,
            }, timeout=15)).settled(timeout=15)
            assert not res.ephemeral, res.content
            game1_id = match_id_of(answered(res))
            assert res.message_id is not None
            accepted = await api.click(guild.id, channel, res.message_id, bob,
                                       f"nd:accept:{game1_id}", timeout=15)
            assert not accepted.ephemeral, accepted.content
            game1 = await service.get(guild.id, game1_id)
            for _ in range(2):  # both move, so bob's resignation is a result
                game1 = await claim(api, guild.id, channel, service, game1)
            resigned = await (await api.slash(guild.id, channel, bob, "resign", {},
                                              timeout=15)).settled(timeout=15)
            assert resigned.content == "You resigned.", resigned.content
            await bot.kill()  # maybe before game 2's board was posted

            # Game 2 was written with game 1's end: it is there, active, bob moving first.
            game1 = await service.get(guild.id, game1_id)
            assert game1.winner_id == alice
            game2 = await service.following_game(game1)
            assert game2 is not None and game2.status is MatchStatus.ACTIVE
            assert game2.player_ids == (bob, alice) and game2.series_game == 2
            assert game2.series_id is not None
            assert (await service.series(guild.id, game2.series_id)).wins == (1, 0)

            await bot.start()
            game2 = await claim(api, guild.id, channel, service, game2)

            async def posted() -> bool:  # /claim posts the board the kill left unposted
                return (await service.get(guild.id, game2.id)).message_id is not None

            await eventually(posted)
            await bot.kill()  # in the middle of game 2
            await bot.start()
            while game2.status is MatchStatus.ACTIVE:
                game2 = await claim(api, guild.id, channel, service, game2)
            series = await service.series(guild.id, game2.series_id)
            assert sum(series.wins) == 2
            following = await service.following_game(game2)
            if series.status is SeriesStatus.RUNNING:  # 1–1: game 3, alice first
                assert following is not None and following.player_ids == (alice, bob)
                while following.status is MatchStatus.ACTIVE:
                    following = await claim(api, guild.id, channel, service, following)
                series = await service.series(guild.id, game2.series_id)
            assert series.status is SeriesStatus.FINISHED and max(series.wins) == 2
            assert await replay_problems(migrated_url) == []
        finally:
            await bot.stop()
            await engine.dispose()
