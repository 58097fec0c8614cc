"""A database as the bot leaves it, made through the services (nothing inserted by hand):
three servers, members whose names the bot saw (one hidden, one never seen), matches played
out move by move (rated, against the bot, aborted, voided), a round robin from sign-up to
podium, and one match and tournament in another server.

* ``G`` shows its pages; ``H`` shows its own (another server's ids must stay there); ``Z``
  never turned them on.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from datetime import timedelta

from sqlalchemy.ext.asyncio import AsyncEngine

import rules
from bot.core.connections import writing
from bot.core.snapshots import MatchSnapshot, MatchStatus
from bot.matches.service import MatchService, ServiceSettings
from bot.members.privacy import set_name_hidden
from bot.members.store import remember
from bot.tournaments.service import TournamentService
from bot.tournaments.snapshots import TournamentSnapshot
from tests.fixtures.clock import FakeClock

G, H, Z = 800_000_000_000_000_001, 800_000_000_000_000_002, 800_000_000_000_000_003
CH = 900_000_000_000_000_001
ALICE, BOB, CAROL, DAVE, ERIN = (700_000_000_000_000_000 + n for n in range(1, 6))
BOT = 700_000_000_000_000_099
MOD = 700_000_000_000_000_098
NAMES = {ALICE: "Alice <b>Wonder</b>", BOB: "Bob", DAVE: "Dave Secret"}  # CAROL: never seen


@dataclass
class Seeded:
    engine: AsyncEngine
    service: MatchService
    tournaments: TournamentService
    clock: FakeClock
    #: G's matches by what they are: "rated" (several), "bot", "aborted", "voided".
    matches: dict[str, list[MatchSnapshot]] = field(default_factory=dict)
    tournament: TournamentSnapshot | None = None
    other_match: MatchSnapshot | None = None  # H's
    other_tournament: TournamentSnapshot | None = None  # H's
    hidden_only_match: MatchSnapshot | None = None  # Z's (pages off)


def first_legal(snap: MatchSnapshot) -> int:
    return rules.get_game(snap.game).legal_moves(snap.state)[0]


async def play_out(service: MatchService, guild_id: int, snap: MatchSnapshot,
                   pick: random.Random) -> MatchSnapshot:
    """Random legal moves (seeded) until the game ends: there are mistakes to review."""
    game = rules.get_game(snap.game)
    while snap.status is MatchStatus.ACTIVE:
        assert snap.to_move_id is not None
        if snap.to_move_id == snap.bot_user_id:
            break
        snap = await service.play(guild_id, snap.id, snap.to_move_id,
                                  pick.choice(game.legal_moves(snap.state)))
    return snap


async def game(service: MatchService, guild_id: int, a: int, b: int, slug: str,
               pick: random.Random, **options: int) -> MatchSnapshot:
    snap = await service.challenge(guild_id=guild_id, channel_id=CH, challenger_id=a,
                                   opponent_id=b, game=slug, options=options, first="me")
    snap = await service.accept(guild_id, snap.id, b)
    return await play_out(service, guild_id, snap, pick)


async def seed(engine: AsyncEngine, clock: FakeClock | None = None) -> Seeded:
    clock = clock or FakeClock()
    pick = random.Random(33)
    service = MatchService(engine, ServiceSettings(), clock=clock, rng=random.Random(1))
    tournaments = TournamentService(engine, service, clock=clock, rng=random.Random(2))
    seeded = Seeded(engine, service, tournaments, clock)
    for guild in (G, H):
        await service.config.set_public_pages(guild, MOD, True)
    async with writing(engine) as conn:
        for user_id, name in NAMES.items():
            await remember(conn, G, user_id, name, clock())
        await set_name_hidden(conn, G, DAVE, NAMES[DAVE], True, clock())
        await remember(conn, H, ALICE, "Alice in H", clock())
    rated = []
    for a, b, slug in [(ALICE, BOB, "circle-duel"), (BOB, ALICE, "non-consecutive"),
                       (ALICE, CAROL, "forbidden-adjacent"), (DAVE, BOB, "number-capture"),
                       (CAROL, DAVE, "number-chain"), (ALICE, BOB, "circle-duel")]:
        clock.advance(minutes=7)
        rated.append(await game(service, G, a, b, slug, pick, size=9))
    seeded.matches["rated"] = rated
    clock.advance(minutes=5)
    against = await service.challenge(guild_id=G, channel_id=CH, challenger_id=CAROL,
                                      opponent_id=BOT, game="non-consecutive",
                                      options={"size": 8}, first="me", opponent_is_bot=True,
                                      bot_user_id=BOT, level="easy")
    seeded.matches["bot"] = [await play_out(service, G, against, pick)]
    clock.advance(minutes=5)
    aborted = await service.challenge(guild_id=G, channel_id=CH, challenger_id=BOB,
                                      opponent_id=CAROL, game="circle-duel", first="me")
    aborted = await service.accept(G, aborted.id, CAROL)
    aborted = await service.play(G, aborted.id, BOB, first_legal(aborted))
    seeded.matches["aborted"] = [await service.resign(G, aborted.id, CAROL)]
    clock.advance(minutes=5)
    voided = await game(service, G, BOB, CAROL, "circle-duel", pick, size=7)
    seeded.matches["voided"] = [await service.void(G, voided.id, MOD)]
    # A round robin of four, played out.
    clock.advance(minutes=5)
    created = await tournaments.create(G, CH + 1, MOD, "round-robin", "non-consecutive",
                                       options={"size": 5}, name="Spring <Cup>")
    for user in (ALICE, BOB, CAROL, DAVE):
        await tournaments.join(G, created.id, user)
    start = await tournaments.start(G, CH + 1, MOD)
    queue = list(start.new_matches)
    while queue:
        clock.advance(seconds=2)
        ended = await play_out(service, G, queue.pop(0), pick)
        following = await service.following_game(ended)
        if following is not None:
            queue.append(following)
        update = await tournaments.after_match(ended)
        if update is not None:
            queue.extend(update.new_matches)
    seeded.tournament = await tournaments.get(G, created.id)
    # Server H: its own match and tournament; Z: a match, pages never on.
    seeded.other_match = await game(service, H, ERIN, ALICE, "circle-duel", pick, size=7)
    other = await tournaments.create(H, CH, MOD, "swiss", "non-consecutive", name="H cup")
    seeded.other_tournament = other
    seeded.hidden_only_match = await game(service, Z, ALICE, BOB, "circle-duel", pick, size=7)
    clock.advance(timedelta(minutes=1))
    return seeded
