"""A Swiss tournament survives SIGKILL mid-round: the pairings, the games and their
clocks are in the database, so the restarted bot goes on where the killed one stopped. A turn
whose deadline passed while the bot was down is lost on time right after the restart, by its
old deadline (the time that passed counts, no fresh clock), and the tournament ends with every
pairing counted once.

The bot runs as its own process (`python3 manage.py bot`) against the local Discord API
stand-in (NOT Discord), on a SQLite file or on PostgreSQL when TEST_DATABASE_URL is set.
"""

from __future__ import annotations

import asyncio
import re
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from sqlalchemy import select

from bot.core.snapshots import EndReason, MatchSnapshot, MatchStatus
from bot.matches.service import MatchService
from bot.tournaments.service import TournamentService
from bot.tournaments.snapshots import TournamentStatus
from db.engine import make_engine
from db.models import Match
from tests.fixtures.discord_world import eventually
from tests.fixtures.synced_commands import SYNCED
from tests.reliability.crash_harness import TOKEN, BotProcess, bot_env, replay_problems
from tests.standin.server import StandIn

pytestmark = [pytest.mark.slow, pytest.mark.timeout(300)]

PLAY = re.compile(r"nd:play:(\d+):(\d+)")
TURN_SECONDS = 10


class Crowd:
    """The members of one server playing one tournament by clicks (and /claim for a board
    that a kill left unposted)."""

    def __init__(self, api: StandIn, guild: int, channel: int, matches: MatchService,
                 tournaments: TournamentService) -> None:
        self.api, self.guild, self.channel = api, guild, channel
        self.matches, self.tournaments = matches, tournaments

    async def open_games(self, tournament_id: int) -> list[MatchSnapshot]:
        async with self.matches.transaction() as conn:
            ids = (await conn.execute(select(Match.id).where(
                Match.tournament_id == tournament_id, Match.status == "active"))).scalars()
            found = list(ids)
        return [await self.matches.get(self.guild, match_id) for match_id in found]

    async def move(self, game: MatchSnapshot) -> None:
        """The player to move plays the lowest number: a click on the board, or /claim."""
        mover = game.to_move_id
        assert mover is not None
        number = game.rules_game.legal_moves(game.state)[0]
        if game.message_id is not None and self._offers(game.message_id, game.id, number):
            await self.api.click(self.guild, self.channel, game.message_id, mover,
                                 f"nd:play:{game.id}:{number}", timeout=15)
        else:
            res = await self.api.slash(self.guild, self.channel, mover, "claim",
                                       {"number": number}, timeout=15)
            await res.settled(timeout=15)

    def _offers(self, message_id: int, match_id: int, number: int) -> bool:
        try:
            message = self.api.message(self.channel, message_id)
        except Exception:  # not posted (the kill came first)
            return False
        return any(b.get("custom_id") == f"nd:play:{match_id}:{number}" and not b["disabled"]
                   for b in self.api.find_buttons(message))

    async def play_round(self, tournament_id: int, idle: frozenset[int] = frozenset()) -> int:
        moves = 0
        for game in await self.open_games(tournament_id):
            if game.to_move_id is not None and game.to_move_id not in idle:
                await self.move(game)
                moves += 1
        return moves


async def test_a_swiss_survives_sigkill_mid_round_with_its_clocks(migrated_url: str,
                                                                  tmp_path: Path) -> None:
    engine = make_engine(migrated_url)
    matches = MatchService(engine)
    tournaments = TournamentService(engine, matches)
    async with SYNCED.new_standin(token=TOKEN) as api:
        guild = api.add_guild(name="Tournament Crash Server")
        channel = guild.text_channel("swiss")
        organiser = api.add_member(guild.id, "organiser")
        players = [api.add_member(guild.id, f"p{i}") for i in range(6)]
        crowd = Crowd(api, guild.id, channel, matches, tournaments)
        bot = BotProcess(api, bot_env(api, migrated_url, COMMAND_HASH_DIR=str(SYNCED.folder)),
                         tmp_path / "bot.log")
        try:
            await bot.start()
            await api.wait_for_commands(timeout=30)
            res = await (await api.slash(guild.id, channel, organiser, "tournament create", {
                "format": "swiss", "game": "non-consecutive", "size": 3, "rounds": 3,
                "turn-seconds": TURN_SECONDS,
            }, timeout=15)).settled(timeout=15)
            assert not res.ephemeral and res.message_id is not None, res.content
            found = await tournaments.in_channel(guild.id, channel)
            assert found is not None
            for player in players:
                joined = await api.click(guild.id, channel, res.message_id, player,
                                         f"nd:tour:join:{found.id}", timeout=15)
                assert not joined.ephemeral, joined.content
            started = await (await api.slash(guild.id, channel, organiser, "tournament start",
                                             {}, timeout=15)).settled(timeout=15)
            assert started.ephemeral and "has started" in (started.content or ""), (
                started.content)

            # Round 1 played out; in round 2 one player stops moving; then the kill.
            while (await tournaments.get(guild.id, found.id)).current_round < 2:
                if not await crowd.play_round(found.id):
                    await asyncio.sleep(0.05)
            sleepy = players[0]
            idle_game: MatchSnapshot | None = None
            while idle_game is None:
                await crowd.play_round(found.id, idle=frozenset({sleepy}))
                for game in await crowd.open_games(found.id):
                    if game.to_move_id == sleepy and game.state.history:
                        idle_game = game
                await asyncio.sleep(0.05)
            await bot.kill()
            deadline = idle_game.deadline
            assert deadline is not None

            # Down: nothing moves. The idle turn's deadline passes meanwhile.
            middle = await tournaments.get(guild.id, found.id)
            assert middle.status is TournamentStatus.RUNNING and middle.current_round == 2
            wait = (deadline - datetime.now(UTC)).total_seconds() + 0.5
            await asyncio.sleep(max(0.0, wait))
            assert (await matches.get(guild.id, idle_game.id)).status is MatchStatus.ACTIVE

            await bot.start()
            restarted = datetime.now(UTC)

            async def lost_on_time() -> bool:
                return (await matches.get(guild.id, idle_game.id)).status is not (
                    MatchStatus.ACTIVE)

            await eventually(lost_on_time, within=10)
            lost = await matches.get(guild.id, idle_game.id)
            assert lost.end_reason is EndReason.TIMEOUT and lost.loser_id == sleepy
            assert lost.finished_at is not None
            assert lost.finished_at - restarted <= timedelta(seconds=TURN_SECONDS / 2), (
                "the turn got a fresh clock after the restart")

            # Everyone plays on to the end.
            while (await tournaments.get(guild.id, found.id)).status is (
                    TournamentStatus.RUNNING):
                if not await crowd.play_round(found.id):
                    await asyncio.sleep(0.05)
            view = await tournaments.standings(guild.id, channel, found.id)
            assert view.final and len(view.rows) == 6
            assert sum(row.points for row in view.rows) == 3 * 3  # every pairing once
            assert await replay_problems(migrated_url) == []

            async def table_shown() -> bool:  # the sign-up message became the final table
                embed = api.message(channel, res.message_id)["embeds"][0]  # type: ignore[arg-type]
                return "Final table." in embed.get("description", "")

            await eventually(table_shown, within=10)
        finally:
            await bot.stop()
            await engine.dispose()
