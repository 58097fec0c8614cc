"""Server owners in the service: per-server settings, the daily rated limit, seasons,
voiding (with the ratings recomputed, checked against a replay), history and rating points."""

from __future__ import annotations

from datetime import timedelta

import pytest
from sqlalchemy import select

from bot.core.errors import InvalidChallenge, NoSuchSeason, NotVoidable, SettingRefused
from bot.core.snapshots import EndReason, MatchStatus
from bot.matches.service import MatchService, ServiceSettings
from bot.servers.cache import PerServerCache
from bot.servers.settings import CACHE_SECONDS
from bot.standings import ratings
from db.models import ALL_GAMES, Rating
from i18n import speaking
from tests.fixtures.service_helpers import (
    BOT,
    CH,
    A,
    B,
    C,
    D,
    G,
    challenge,
    legal,
    opened,
    play_out,
    started,
)

OTHER_CH = CH + 1


async def _win(service, winner, loser, game="non-consecutive", channel=CH, clock=None):
    snap = await opened(service, await started(service, winner, loser, game=game,
                                               channel=channel))
    done = await service.resign(G, snap.id, loser)
    assert done.winner_id == winner
    if clock is not None:
        clock.advance(minutes=1)
    return done


async def _table(engine, season: int = 1) -> dict[tuple[str, int], tuple]:
    async with engine.connect() as conn:
        rows = (await conn.execute(
            select(Rating.game, Rating.user_id, Rating.mu, Rating.sigma, Rating.rating,
                   Rating.wins, Rating.losses, Rating.streak)
            .where(Rating.guild_id == G, Rating.season == season)
        )).all()
    return {(r.game, r.user_id): tuple(r[2:]) for r in rows}


def _replayed(results: list[tuple[str, int, int]]) -> dict[tuple[str, int], tuple]:
    """The test's own replay, from bot.standings.ratings alone: (game, winner, loser) in order."""
    table: dict[tuple[str, int], list] = {}
    for game, winner, loser in results:
        for g in (game, ALL_GAMES):
            w = table.setdefault((g, winner), [ratings.Skill(), 0, 0, 0])
            lo = table.setdefault((g, loser), [ratings.Skill(), 0, 0, 0])
            w[0], lo[0] = ratings.rate_win(w[0], lo[0])
            w[1] += 1
            lo[2] += 1
            w[3] = ratings.next_streak(w[3], True)
            lo[3] = ratings.next_streak(lo[3], False)
    return {key: (s.mu, s.sigma, s.display, wins, losses, streak)
            for key, (s, wins, losses, streak) in table.items()}


def _approx(table: dict) -> dict:
    return {key: tuple(pytest.approx(v) for v in values) for key, values in table.items()}


# ---------------------------------------------------------------------- /config
async def test_defaults_come_from_the_environment_until_a_server_sets_its_own(engine, clock,
                                                                             rng):
    defaults = ServiceSettings(challenge_timeout=timedelta(minutes=7),
                               turn_timeout=timedelta(hours=3), default_bot_level="easy",
                               daily_rated_limit=4)
    service = MatchService(engine, defaults, clock=clock, rng=rng)
    conf = await service.config.get(G)
    assert (conf.turn_timeout, conf.challenge_timeout, conf.bot_level,
            conf.daily_rated_limit) == (timedelta(hours=3), timedelta(minutes=7), "easy", 4)
    assert conf.from_server == frozenset() and conf.allowed_channels == ()
    conf = await service.config.set_turn_timeout(G, A, 5)
    assert conf.turn_timeout == timedelta(hours=5) and conf.from_server == {"turn_timeout"}
    conf = await service.config.set_bot_level(G, A, "perfect")
    assert conf.bot_level == "perfect" and conf.from_server == {"turn_timeout", "bot_level"}
    assert (await service.config.get(G + 1)).turn_timeout == timedelta(hours=3)
    vs_bot = await service.challenge(guild_id=G, channel_id=CH, challenger_id=A,
                                     opponent_id=BOT, game="circle-duel", first="me",
                                     opponent_is_bot=True, bot_user_id=BOT)
    assert vs_bot.bot_level == "perfect"
    assert vs_bot.deadline == clock.now + timedelta(hours=5)


async def test_a_new_timeout_applies_from_the_next_turn(service, clock):
    snap = await started(service, game="non-consecutive")
    assert snap.deadline == clock.now + timedelta(hours=24)
    first_deadline = snap.deadline
    await service.config.set_turn_timeout(G, A, 2)
    assert (await service.get(G, snap.id)).deadline == first_deadline  # unchanged
    clock.advance(minutes=5)
    moved = await service.play(G, snap.id, A, legal(snap)[0])
    assert moved.deadline == clock.now + timedelta(hours=2)
    await service.config.set_challenge_timeout(G, A, 3)
    pending = await challenge(service, C, D)
    assert pending.deadline == clock.now + timedelta(minutes=3)


async def test_channels_games_and_ranges_are_refused_with_reasons(service):
    await service.config.allow_channel(G, A, OTHER_CH)
    await service.config.allow_channel(G, A, OTHER_CH + 1)
    with pytest.raises(InvalidChallenge) as refused:
        await challenge(service, A, B, channel=CH)
    assert f"<#{OTHER_CH}>" in str(refused.value) and f"<#{OTHER_CH + 1}>" in str(refused.value)
    assert "aren't allowed in this channel" in str(refused.value)
    await challenge(service, A, B, channel=OTHER_CH)  # a listed channel works
    with pytest.raises(SettingRefused, match="already on the list"):
        await service.config.allow_channel(G, A, OTHER_CH)
    with pytest.raises(SettingRefused, match="isn't on the list"):
        await service.config.disallow_channel(G, A, CH)
    await service.config.disallow_channel(G, A, OTHER_CH)
    await service.config.disallow_channel(G, A, OTHER_CH + 1)
    assert (await service.config.get(G)).allowed_channels == ()
    await challenge(service, C, D, channel=CH)  # no list: everywhere again

    conf = await service.config.set_game(G, A, "number-chain", False)
    assert conf.disabled_games == {"number-chain"} and "disabled_games" in conf.from_server
    with pytest.raises(InvalidChallenge, match="Number Chain is switched off"):
        await challenge(service, A, C, game="number-chain", channel=CH + 5)
    conf = await service.config.set_game(G, A, "number-chain", True)
    assert conf.disabled_games == frozenset() and "disabled_games" not in conf.from_server
    await challenge(service, A, C, game="number-chain", channel=CH + 5)

    for call, reason in [
        (service.config.set_turn_timeout(G, A, 0), "from 1 to 720 hours"),
        (service.config.set_turn_timeout(G, A, 721), "from 1 to 720 hours"),
        (service.config.set_challenge_timeout(G, A, 1441), "from 1 to 1440 minutes"),
        (service.config.set_daily_rated_limit(G, A, 51), "from 0 to 50 games"),
        (service.config.set_daily_rated_limit(G, A, -1), "from 0 to 50 games"),
        (service.config.set_bot_level(G, A, "godlike"), "easy, normal or perfect"),
        (service.config.set_game(G, A, "chess", False), "don't know the game"),
    ]:
        with pytest.raises(SettingRefused, match=reason):
            await call


async def test_an_organiser_role_is_stored_shown_as_this_servers_and_reset(service):
    assert (await service.config.get(G)).organiser_role_id is None
    conf = await service.config.set_organiser_role(G, A, 777)
    assert conf.organiser_role_id == 777 and conf.from_server == {"organiser_role"}
    service.config.forget(G)  # read back from the database, not the cache
    assert (await service.config.get(G)).organiser_role_id == 777
    assert (await service.config.get(G + 1)).organiser_role_id is None
    with pytest.raises(SettingRefused, match="not @everyone"):
        await service.config.set_organiser_role(G, A, G)
    conf = await service.config.reset(G, A, "organiser_role")
    assert conf.organiser_role_id is None and conf.from_server == frozenset()


async def test_a_language_is_stored_shown_as_this_servers_and_reset(service):
    """/config language: a language of the catalogue, stored for the server alone; None (the
    server's own Discord language) and a reset clear it; anything else is refused in the
    member's words, naming each language in its own."""
    assert (await service.config.get(G)).language is None
    conf = await service.config.set_language(G, A, "de")
    assert conf.language == "de" and conf.from_server == {"language"}
    service.config.forget(G)  # read back from the database, not the cache
    assert (await service.config.get(G)).language == "de"
    assert (await service.config.get(G + 1)).language is None
    conf = await service.config.set_language(G, A, None)
    assert conf.language is None and conf.from_server == frozenset()
    await service.config.set_language(G, A, "pt-BR")
    conf = await service.config.reset(G, A, "language")
    assert conf.language is None and conf.from_server == frozenset()
    await service.config.set_language(G, A, "ja")
    conf = await service.config.reset(G, A)  # everything
    assert conf.language is None
    for unknown in ("xx", "en-US", "", "DE"):
        with pytest.raises(SettingRefused) as refused:
            await service.config.set_language(G, A, unknown)
        assert str(refused.value) == (
            "I don't speak that language yet. Pick one of English, Deutsch, Français, "
            "Español, Português do Brasil, Русский and 日本語.")
        with speaking("de"):
            assert str(refused.value).startswith("Diese Sprache spreche ich noch nicht.")
    assert (await service.config.get(G)).language is None


async def test_refusals_are_said_in_the_language_in_force(service):
    """A refusal is raised as a sentence still to be said: the member reads it in their own
    language, with its numbers and names in place."""
    with pytest.raises(SettingRefused) as refused:
        await service.config.set_turn_timeout(G, A, 0)
    assert str(refused.value) == "The turn timeout must be from 1 to 720 hours."
    with speaking("fr"):
        assert str(refused.value) == (
            "Le temps par tour doit aller de 1 à 720 heures.")
    with speaking("ru"):
        assert str(refused.value) == "Время на ход должно быть от 1 до 720 часов."
    with pytest.raises(SettingRefused) as refused:
        await service.config.set_bot_level(G, A, "godlike")
    with speaking("de"):
        assert str(refused.value) == "Die Stufe muss leicht, normal oder perfekt sein."
    with speaking("ja"):
        assert str(refused.value) == (
            "レベルはかんたん、ふつうまたはパーフェクトのどれかにしてください。")
    await service.config.allow_channel(G, A, OTHER_CH)
    await service.config.allow_channel(G, A, OTHER_CH + 1)
    with pytest.raises(SettingRefused) as refused:
        await service.config.disallow_channel(G, A, CH)
    assert str(refused.value) == (
        f"<#{CH}> isn't on the list (the list: <#{OTHER_CH}> and <#{OTHER_CH + 1}>).")
    with speaking("es-ES"):
        assert str(refused.value) == (
            f"<#{CH}> no está en la lista (la lista: <#{OTHER_CH}> y <#{OTHER_CH + 1}>).")
    await service.config.reset(G, A)


async def test_another_process_sees_a_change_once_its_cache_expires(engine, clock, rng):
    ticks = [0.0]
    here = MatchService(engine, clock=clock, rng=rng)
    there = MatchService(engine, clock=clock, rng=rng)
    there.config._cache = PerServerCache(CACHE_SECONDS, 16, monotonic=lambda: ticks[0])
    assert (await there.config.get(G)).turn_timeout == timedelta(hours=24)
    await here.config.set_turn_timeout(G, A, 6)
    assert (await here.config.get(G)).turn_timeout == timedelta(hours=6)  # at once here
    assert (await there.config.get(G)).turn_timeout == timedelta(hours=24)  # cached there
    ticks[0] += 31
    assert (await there.config.get(G)).turn_timeout == timedelta(hours=6)


async def test_concurrent_changes_are_all_kept(engine, clock, rng):
    import asyncio

    one = MatchService(engine, clock=clock, rng=rng)
    two = MatchService(engine, clock=clock, rng=rng)
    await asyncio.gather(*(
        (one if i % 2 else two).config.allow_channel(G, A, 500 + i) for i in range(6)
    ))
    assert sorted((await MatchService(engine).config.get(G)).allowed_channels) == [
        500 + i for i in range(6)]


# ---------------------------------------------------------------------- daily limit
async def test_past_the_daily_limit_games_count_as_wins_and_losses_unrated(service, clock,
                                                                         engine):
    await service.config.set_daily_rated_limit(G, A, 2)
    first = await _win(service, A, B, clock=clock)
    second = await _win(service, B, A, clock=clock)
    table = await _table(engine)
    third = await _win(service, A, B, clock=clock)
    assert (first.rated, second.rated, third.rated) == (True, True, False)
    after = await _table(engine)
    for key in table:  # ratings unchanged, the record counts the game
        assert after[key][:3] == table[key][:3]
    assert after[(ALL_GAMES, A)][3:5] == (2, 1) and after[(ALL_GAMES, B)][3:5] == (1, 2)
    await _win(service, A, C, clock=clock)  # another pair is not limited
    assert (await service.get(G, third.id)).rated is False
    clock.advance(hours=24)
    assert (await _win(service, A, B, clock=clock)).rated is True  # a day later
    # Against the bot nothing is rated or limited.
    vs_bot = await service.challenge(guild_id=G, channel_id=CH + 9, challenger_id=A,
                                     opponent_id=BOT, game="non-consecutive", first="me",
                                     opponent_is_bot=True, bot_user_id=BOT)
    vs_bot = await service.play(G, vs_bot.id, A, legal(vs_bot)[0])
    done = await service.resign(G, vs_bot.id, A)
    assert done.rated is None and (await service.standings.stats(G, A)).vs_bot_losses == 1


# ---------------------------------------------------------------------- seasons
async def test_season_rollover_keeps_the_old_table_and_starts_fresh(service, clock):
    await _win(service, A, B, clock=clock)
    await _win(service, A, C, clock=clock)
    old = await service.standings.leaderboard(G)
    assert (old.season, old.final, old.rows[0].user_id, len(old.rows)) == (1, False, A, 3)
    running = await opened(service, await started(service, C, D, game="non-consecutive",
                                                  channel=CH + 3))
    season = await service.start_season(G, D)
    assert season.number == 2 and season.started_at == clock.now
    assert (await service.standings.season(G)).number == 2
    assert (await service.standings.leaderboard(G)).rows == ()  # fresh ratings
    kept = await service.standings.leaderboard(G, season=1)
    assert kept.final and kept.rows == old.rows
    with pytest.raises(NoSuchSeason, match="no season 3"):
        await service.standings.leaderboard(G, season=3)
    await service.resign(G, running.id, C)  # ends now: counts in season 2
    await _win(service, B, A, clock=clock)
    now = await service.standings.leaderboard(G)
    assert {r.user_id for r in now.rows} == {A, B, C, D}
    stats = await service.standings.stats(G, A)
    assert stats.season == 2 and stats.overall.wins == 0 and stats.overall.losses == 1
    assert (stats.all_time_wins, stats.all_time_losses) == (2, 1)
    first_season = await service.standings.leaderboard(G, season=1)
    assert stats.overall.rating < 1000 < first_season.rows[0].rating


# ---------------------------------------------------------------------- void
async def test_void_a_running_match(service, sessionmaker, clock):
    snap = await started(service, game="non-consecutive")
    snap = await service.play(G, snap.id, A, legal(snap)[0])
    void = await service.void(G, snap.id, D)
    assert void.status is MatchStatus.FINISHED and void.winner_id is None
    assert (void.voided_by, void.voided_at, void.finished_at) == (D, clock.now, clock.now)
    assert void.deadline is None and void.end_reason is None and not void.is_open
    assert (await service.standings.leaderboard(G)).rows == ()
    assert await service.verify() == []  # the move log is kept and still replays
    with pytest.raises(NotVoidable, match="already void"):
        await service.void(G, snap.id, D)
    with pytest.raises(InvalidChallenge, match="voided"):
        await service.rematch(G, snap.id, A)
    await challenge(service, A, B)  # the players are free again in that channel
    pending = await challenge(service, C, D, channel=CH + 1)
    with pytest.raises(NotVoidable, match="nobody has accepted"):
        await service.void(G, pending.id, A)
    declined = await service.decline(G, pending.id, D)
    with pytest.raises(NotVoidable, match="never played"):
        await service.void(G, declined.id, A)


async def test_void_recomputes_ratings_as_if_the_match_never_happened(service, engine, clock,
                                                                      rng, tmp_path):
    games = [(A, B, "non-consecutive"), (B, C, "number-chain"), (A, C, "non-consecutive"),
             (C, A, "number-chain"), (B, A, "non-consecutive"), (A, D, "number-chain"),
             (D, B, "non-consecutive")]
    played = [await _win(service, w, lo, game=g, clock=clock) for w, lo, g in games]
    assert _approx(await _table(engine)) == _replayed([(g, w, lo) for w, lo, g in games])
    voided = played[2]
    done = await service.void(G, voided.id, D)
    assert done.winner_id == A and done.end_reason is EndReason.RESIGNATION  # kept
    assert done.voided_by == D
    kept = [(g, w, lo) for i, (w, lo, g) in enumerate(games) if i != 2]
    table = await _table(engine)
    assert _approx(table) == _replayed(kept)  # the test's own replay agrees
    # ... and so does a fresh database where the voided game was never played.
    from db.engine import make_engine
    from db.migrate import upgrade_async

    url = f"sqlite+aiosqlite:///{tmp_path / 'never.db'}"
    await upgrade_async(url)
    fresh_engine = make_engine(url)
    fresh = MatchService(fresh_engine, clock=clock, rng=rng)
    for w, lo, g in (games[i] for i in range(len(games)) if i != 2):
        await _win(fresh, w, lo, game=g, clock=clock)
    assert _approx(table) == _approx(await _table(fresh_engine))
    assert await service.standings.leaderboard(G) == await fresh.standings.leaderboard(G)
    await fresh_engine.dispose()
    assert await service.verify() == []
    # The chart's points follow the recomputed ratings.
    points = await service.standings.rating_points(G, A)
    assert [p.game for p in points] == ["non-consecutive", "number-chain", "non-consecutive",
                                        "number-chain"]
    assert points[-1].rating == pytest.approx(table[("number-chain", A)][2])
    assert points[2].rating == pytest.approx(table[("non-consecutive", A)][2])


async def test_void_respects_the_decisions_taken_and_the_bot_record(service, clock):
    await service.config.set_daily_rated_limit(G, A, 1)
    first = await _win(service, A, B, clock=clock)
    second = await _win(service, A, B, clock=clock)
    assert (first.rated, second.rated) == (True, False)
    await service.void(G, first.id, D)
    # The second game stays unrated (decided when it ended) but still counts as a win.
    stats = await service.standings.stats(G, A)
    assert stats.overall.wins == 1 and stats.overall.rating == pytest.approx(1000.0)
    vs_bot = await service.challenge(guild_id=G, channel_id=CH + 9, challenger_id=A,
                                     opponent_id=BOT, game="non-consecutive", first="me",
                                     opponent_is_bot=True, bot_user_id=BOT)
    vs_bot = await service.play(G, vs_bot.id, A, legal(vs_bot)[0])
    done = await service.resign(G, vs_bot.id, A)
    assert (await service.standings.stats(G, A)).vs_bot_losses == 1
    await service.void(G, done.id, D)
    assert (await service.standings.stats(G, A)).vs_bot_losses == 0


async def test_void_of_a_past_season_fixes_its_final_table(service, clock):
    await _win(service, A, B, clock=clock)
    wrong = await _win(service, C, A, clock=clock)
    await service.start_season(G, D)
    await _win(service, B, C, clock=clock)
    current = await service.standings.leaderboard(G)
    await service.void(G, wrong.id, D)
    final = await service.standings.leaderboard(G, season=1)
    assert [(r.user_id, r.wins, r.losses) for r in final.rows] == [(A, 1, 0), (B, 0, 1)]
    assert await service.standings.leaderboard(G) == current


async def test_void_in_another_guild_is_no_such_match(service):
    from bot.core.errors import NoSuchMatch

    snap = await started(service)
    with pytest.raises(NoSuchMatch):
        await service.void(G + 1, snap.id, D)


# ---------------------------------------------------------------------- history
async def test_history_pages_newest_first(service, clock):
    played = []
    for i in range(12):
        winner, loser = (A, B) if i % 3 else (B, A)
        played.append(await _win(service, winner, loser,
                                 game="non-consecutive" if i % 2 else "number-chain",
                                 clock=clock))
    running = await started(service, A, C, channel=CH + 2)
    await service.void(G, running.id, D)
    first = await service.standings.history(G, A)
    assert (first.page, first.pages, len(first.entries)) == (1, 2, 10)
    assert first.entries[0].match_id == running.id and first.entries[0].won is None
    assert first.entries[0].voided_by == D
    assert [e.match_id for e in first.entries[1:]] == [s.id for s in reversed(played)][:9]
    second = await service.standings.history(G, A, page=2)
    assert [e.match_id for e in second.entries] == [s.id for s in played[:3]][::-1]
    assert all(e.opponent_id == B for e in second.entries)
    assert [e.won for e in second.entries] == [True, True, False]
    assert second.entries[0].end_reason is EndReason.RESIGNATION
    chain = await service.standings.history(G, A, game="number-chain")
    assert {e.game for e in chain.entries} == {"number-chain"} and chain.pages == 1
    assert (await service.standings.history(G, A, page=99)).page == 2
    assert (await service.standings.history(G, C + 100)).entries == ()


async def test_history_of_a_game_played_out(service):
    done = await play_out(service, await started(service, game="non-consecutive"))
    page = await service.standings.history(G, done.winner_id)
    assert page.entries[0].end_reason is EndReason.NORMAL and page.entries[0].won
    assert page.entries[0].rated is True
