"""A tournament game's turn clock through the real bot (the stand-in, NOT Discord): with the
deadline loop's fallback check every 30 s, a 10-second turn is still lost within one second of
its deadline (the loop sleeps until the next deadline and is woken by a sooner one), and the
pairing's game 2 follows. The clock starts when the board is posted (bot.matches.board_clock),
so the test posts the round's boards as the tournament cog does."""

from __future__ import annotations

from datetime import timedelta

from bot.core.snapshots import EndReason, MatchStatus
from cogs.tournament_posts import post_boards
from tests.fixtures.discord_world import eventually, world


async def test_a_tournament_turn_ends_within_a_second_of_its_deadline(tmp_path) -> None:
    async with world(tmp_path, deadline_check_seconds=30) as w:
        alice, bob = w["alice"], w["bob"]
        tournaments = w.bot.tournaments
        created = await tournaments.create(w.guild_id, w.channel_id, w["mod"], "swiss",
                                           "non-consecutive", turn_seconds=10, starts_in=60)
        for user in (alice, bob):
            await tournaments.join(w.guild_id, created.id, user)
        start = await tournaments.start(w.guild_id, w.channel_id, w["mod"])
        (waiting,) = start.new_matches
        assert waiting.deadline is None  # no board yet: no clock
        await post_boards(w.bot, start)
        game = await w.snapshot(waiting.id)
        assert game.message_id is not None and game.deadline is not None
        # The loop was asleep for up to 30 s when this 10 s deadline was written.

        async def lost() -> bool:
            return (await w.snapshot(game.id)).status is MatchStatus.FINISHED

        await eventually(lost, within=13)
        ended = await w.snapshot(game.id)
        assert ended.end_reason is EndReason.TIMEOUT and ended.winner_id == game.player2_id
        late = ended.updated_at - game.deadline
        assert timedelta(0) <= late < timedelta(seconds=1), late
        # Game 2 of the pairing started at once, with the tournament's clock.
        following = await w.bot.service.following_game(ended)
        assert following is not None and following.turn_seconds == 10
        assert following.player1_id == game.player2_id
