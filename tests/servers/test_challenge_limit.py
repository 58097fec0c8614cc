"""The per-member limit on new challenges (and rematches), on every backend: counted from the
database per member and server, in the last minute and the last hour; 0 turns it off; a
server's /config wins over the environment's default; a refusal writes nothing."""

from __future__ import annotations

import asyncio
from datetime import timedelta

import pytest
from pydantic import ValidationError

from bot.core.errors import ChallengeLimitReached, SettingRefused
from bot.matches.service import MatchService, ServiceSettings
from bot.process.settings import Settings, describe_settings_error
from tests.fixtures.service_helpers import BOT, CH, A, B, C, G, challenge, fingerprint


def limited(engine, clock, rng, per_minute: int, per_hour: int) -> MatchService:
    settings = ServiceSettings(challenge_limit_per_minute=per_minute,
                               challenge_limit_per_hour=per_hour)
    return MatchService(engine, settings, clock=clock, rng=rng)


async def made(service: MatchService, challenger: int = A, *, guild: int = G,
               channel: int = CH) -> int:
    """One new challenge, cancelled at once so the channel is free for the next one (a
    cancelled challenge still counts)."""
    snap = await service.challenge(guild_id=guild, channel_id=channel,
                                   challenger_id=challenger, opponent_id=B if challenger != B
                                   else C, game="circle-duel", first="me")
    await service.cancel(guild, snap.id, challenger)
    return snap.id


def stamp(when) -> str:
    return f"<t:{int(when.timestamp())}:R>"


async def test_the_minute_limit_counts_per_member_and_server(engine, sessionmaker, clock,
                                                             rng):
    service = limited(engine, clock, rng, per_minute=3, per_hour=0)
    first = clock.now
    for _ in range(2):
        await made(service)
        clock.advance(seconds=10)
    # Against the bot counts too.
    vs_bot = await challenge(service, A, BOT, opponent_is_bot=True, bot_user_id=BOT,
                             channel=CH + 1)
    await service.resign(G, vs_bot.id, A)
    before = await fingerprint(sessionmaker)
    with pytest.raises(ChallengeLimitReached) as refused:
        await challenge(service, A, C, channel=CH + 2)
    assert str(refused.value) == (
        "You've made 3 challenges in the last minute, this server's limit. "
        f"You can challenge again {stamp(first + timedelta(minutes=1))}.")
    assert await fingerprint(sessionmaker) == before  # nothing written
    # Another member, and the same member on another server, are not limited by it.
    await made(service, B)
    await made(service, A, guild=G + 1)
    # A minute after the first challenge, one is free again; then refused again.
    clock.now = first + timedelta(seconds=59)
    with pytest.raises(ChallengeLimitReached):
        await made(service)
    clock.now = first + timedelta(minutes=1)
    await made(service)
    with pytest.raises(ChallengeLimitReached) as again:
        await made(service)
    assert stamp(first + timedelta(seconds=70)) in str(again.value)


async def test_the_hour_limit(engine, sessionmaker, clock, rng):
    service = limited(engine, clock, rng, per_minute=0, per_hour=4)
    first = clock.now
    for _ in range(4):
        await made(service)
        clock.advance(minutes=10)
    before = await fingerprint(sessionmaker)
    with pytest.raises(ChallengeLimitReached) as refused:
        await made(service)
    assert str(refused.value) == (
        "You've made 4 challenges in the last hour, this server's limit. "
        f"You can challenge again {stamp(first + timedelta(hours=1))}.")
    assert await fingerprint(sessionmaker) == before
    clock.now = first + timedelta(hours=1)
    await made(service)


async def test_over_both_limits_the_refusal_names_the_later_one(engine, clock, rng):
    service = limited(engine, clock, rng, per_minute=2, per_hour=3)
    first = clock.now
    await made(service, C)
    clock.advance(minutes=30)
    await made(service, C)
    await made(service, C)
    with pytest.raises(ChallengeLimitReached) as both:
        await made(service, C)
    assert str(both.value) == (
        "You've made 3 challenges in the last hour, this server's limit. "
        f"You can challenge again {stamp(first + timedelta(hours=1))}.")
    clock.now = first + timedelta(hours=1)
    await made(service, C)


async def test_zero_means_no_limit(engine, clock, rng):
    service = limited(engine, clock, rng, per_minute=0, per_hour=0)
    for _ in range(12):
        await made(service)
    minute_only = limited(engine, clock, rng, per_minute=0, per_hour=13)
    await made(minute_only)
    with pytest.raises(ChallengeLimitReached, match="13 challenges in the last hour"):
        await made(minute_only)


async def test_a_limit_of_one_reads_in_the_singular(engine, clock, rng):
    service = limited(engine, clock, rng, per_minute=1, per_hour=0)
    await made(service)
    with pytest.raises(ChallengeLimitReached,
                       match=r"^You've made 1 challenge in the last minute, "):
        await made(service)


async def test_the_server_setting_wins_over_the_environment(engine, clock, rng):
    service = limited(engine, clock, rng, per_minute=5, per_hour=30)
    conf = await service.config.get(G)
    assert (conf.challenge_limit_per_minute, conf.challenge_limit_per_hour) == (5, 30)
    assert "challenge_limit" not in conf.from_server
    conf = await service.config.set_challenge_limit(G, A, per_minute=1)
    # The one left out keeps the value in force: the server now sets both.
    assert (conf.challenge_limit_per_minute, conf.challenge_limit_per_hour) == (1, 30)
    assert "challenge_limit" in conf.from_server
    await made(service)
    with pytest.raises(ChallengeLimitReached):
        await made(service)
    # Another process reads the stored setting.
    other = limited(engine, clock, rng, per_minute=5, per_hour=30)
    with pytest.raises(ChallengeLimitReached):
        await made(other)
    conf = await service.config.set_challenge_limit(G, A, per_minute=0, per_hour=0)
    assert (conf.challenge_limit_per_minute, conf.challenge_limit_per_hour) == (0, 0)
    for _ in range(6):
        await made(service)
    conf = await service.config.reset(G, A, "challenge_limit")
    assert (conf.challenge_limit_per_minute, conf.challenge_limit_per_hour) == (5, 30)
    assert "challenge_limit" not in conf.from_server
    with pytest.raises(ChallengeLimitReached, match="5 challenges in the last minute"):
        await made(service)


async def test_setting_the_limit_is_checked(service):
    for kwargs, reason in [
        ({}, "Give `per-minute`, `per-hour` or both"),
        ({"per_minute": -1}, "from 0 to 1000 challenges\\."),
        ({"per_hour": 1001}, "from 0 to 1000 challenges\\."),
    ]:
        with pytest.raises(SettingRefused, match=reason):
            await service.config.set_challenge_limit(G, A, **kwargs)
    assert "challenge_limit" not in (await service.config.get(G)).from_server


async def test_rematches_count(engine, sessionmaker, clock, rng):
    service = limited(engine, clock, rng, per_minute=2, per_hour=0)
    vs_bot = await challenge(service, A, BOT, opponent_is_bot=True, bot_user_id=BOT)
    done = await service.resign(G, vs_bot.id, A)
    again = await service.rematch(G, done.id, A)
    done = await service.resign(G, again.id, A)
    before = await fingerprint(sessionmaker)
    with pytest.raises(ChallengeLimitReached):
        await service.rematch(G, done.id, A)
    assert await fingerprint(sessionmaker) == before
    clock.advance(minutes=1)
    await service.rematch(G, done.id, A)


async def test_a_burst_at_once_does_not_get_past_the_limit(engine, clock, rng):
    """Simultaneous challenges in many channels are counted one after another."""
    service = limited(engine, clock, rng, per_minute=3, per_hour=0)
    outcomes = await asyncio.gather(
        *(challenge(service, A, B if k % 2 else C, channel=CH + k) for k in range(8)),
        return_exceptions=True,
    )
    created = [o for o in outcomes if not isinstance(o, BaseException)]
    refused = [o for o in outcomes if isinstance(o, ChallengeLimitReached)]
    assert len(created) == 3 and len(refused) == 5, outcomes
    assert not service._limits._turns  # no lock kept once nobody waits


def test_the_environment_gives_the_default(monkeypatch) -> None:
    for name in ("CHALLENGE_LIMIT_PER_MINUTE", "CHALLENGE_LIMIT_PER_HOUR"):
        monkeypatch.delenv(name, raising=False)
    settings = ServiceSettings.from_settings(Settings(_env_file=None))  # type: ignore[call-arg]
    assert (settings.challenge_limit_per_minute, settings.challenge_limit_per_hour) == (5, 30)
    monkeypatch.setenv("CHALLENGE_LIMIT_PER_MINUTE", "0")
    monkeypatch.setenv("CHALLENGE_LIMIT_PER_HOUR", "12")
    settings = ServiceSettings.from_settings(Settings(_env_file=None))  # type: ignore[call-arg]
    assert (settings.challenge_limit_per_minute, settings.challenge_limit_per_hour) == (0, 12)
    monkeypatch.setenv("CHALLENGE_LIMIT_PER_HOUR", "1001")
    with pytest.raises(ValidationError) as wrong:
        Settings(_env_file=None)  # type: ignore[call-arg]
    assert describe_settings_error(wrong.value) == [
        "CHALLENGE_LIMIT_PER_HOUR must be at most 1000 (it is '1001')"]
