"""Server variants in the service (bot/servers/variants.py), on every backend: adding (with
each refusal), the limit of 25, removing, the per-server cache and its drop on every change,
and a challenge as a variant (the match keeps the name; a rematch keeps it too)."""

from __future__ import annotations

import asyncio

import pytest
from sqlalchemy import func, select

from bot.core.errors import SettingRefused
from bot.matches.service import MatchService
from bot.servers.cache import PerServerCache
from bot.servers.settings import CACHE_SECONDS
from bot.servers.variants import MAX_VARIANTS
from db.models import ServerVariant
from tests.fixtures.service_helpers import A, B, G, challenge, opened

WIDE = {"size": 12}


async def _rows(engine) -> int:
    async with engine.connect() as conn:
        return int((await conn.execute(select(func.count()).select_from(ServerVariant))
                    ).scalar_one())


async def test_a_variant_is_saved_with_its_game_options_and_series_length(service, engine,
                                                                           clock):
    saved = await service.variants.add(G, A, "  Wide-12 ", "circle-duel", {"size": 12,
                                                                           "start": None}, 3)
    assert (saved.name, saved.game, saved.options, saved.best_of, saved.created_by) == (
        "wide-12", "circle-duel", WIDE, 3, A)
    assert saved.created_at == clock()
    fresh = MatchService(engine)  # another process: read from the database
    (found,) = await fresh.variants.list(G)
    assert found == saved
    assert await fresh.variants.find(G, "WIDE-12") == saved
    assert await fresh.variants.find(G, "narrow") is None
    assert await fresh.variants.list(G + 1) == ()  # per server


@pytest.mark.parametrize(("name", "game", "options", "best_of", "reason"), [
    ("x", "circle-duel", {}, 1, "2 to 24 lowercase letters, digits and hyphens"),
    ("a" * 25, "circle-duel", {}, 1, "2 to 24 lowercase letters"),
    ("wide one", "circle-duel", {}, 1, "2 to 24 lowercase letters"),
    ("wide_1", "circle-duel", {}, 1, "2 to 24 lowercase letters"),
    ("circle-duel", "circle-duel", {}, 1, "is a game's name"),
    ("wide", "chess", {}, 1, "don't know the game"),
    ("wide", "circle-duel", {"size": 30}, 1, "`size` must be from 3 to 25."),
    ("wide", "circle-duel", {"start": 3}, 1, "`start` doesn't apply to Number Circle Duel"),
    ("wide", "number-chain", {"size": 5, "start": 9}, 1, "`start`"),
    ("wide", "circle-duel", {}, 2, "`best-of` must be 1, 3, 5 or 7."),
    ("wide", "forbidden-adjacent", {"forbid": "1,9"}, 1,
     "`forbid` takes distances from 1 to 5, like `1,3`."),
    ("wide", "circle-duel", {"forbid": "1,3"}, 1, "`forbid` doesn't apply to Number Circle"),
    ("wide", "non-consecutive", {"claims": 4}, 1, "`claims` must be 1, 2 or 3."),
])
async def test_each_refusal_says_why_and_saves_nothing(service, engine, name, game, options,
                                                       best_of, reason):
    with pytest.raises(SettingRefused, match=reason) as refused:
        await service.variants.add(G, A, name, game, options, best_of)
    text = str(refused.value)
    # One sentence (the unknown game, only a forged value, also says what to do).
    assert text.endswith(".") and text.count(". ") == (game == "chess"), text
    assert await _rows(engine) == 0


async def test_forbid_is_read_as_typed_and_claims_kept(service):
    saved = await service.variants.add(G, A, "gaps", "forbidden-adjacent",
                                       {"forbid": "3, 1", "claims": 2, "size": 11})
    assert saved.options == {"forbid": 13, "claims": 2, "size": 11}
    snap = await challenge(service, game=saved.game, options=saved.options, variant=saved.name)
    assert snap.state.options_dict()["forbid"] == 13 and snap.variant == "gaps"


async def test_a_name_is_unique_per_server(service):
    await service.variants.add(G, A, "wide", "circle-duel", WIDE)
    with pytest.raises(SettingRefused, match="already has a variant called `wide`"):
        await service.variants.add(G, B, "Wide", "non-consecutive", {})
    other = await service.variants.add(G + 1, A, "wide", "non-consecutive", {})
    assert other.game == "non-consecutive"
    assert [v.game for v in await service.variants.list(G)] == ["circle-duel"]


async def test_at_most_25_variants_per_server_even_when_added_at_once(engine, clock):
    one, two = MatchService(engine, clock=clock), MatchService(engine, clock=clock)
    await asyncio.gather(*((one if i % 2 else two).variants.add(G, A, f"v{i:02}", "circle-duel")
                           for i in range(MAX_VARIANTS - 2)))
    outcomes = await asyncio.gather(
        *((one if i % 2 else two).variants.add(G, A, f"last-{i}", "circle-duel")
          for i in range(4)), return_exceptions=True)
    refused = [o for o in outcomes if isinstance(o, SettingRefused)]
    assert len(refused) == 2 and all("25 variants already" in str(r) for r in refused)
    assert await _rows(engine) == MAX_VARIANTS
    with pytest.raises(SettingRefused, match="remove one with `/config variant-remove`"):
        await one.variants.add(G, A, "more", "circle-duel")
    await one.variants.remove(G, A, "v00")
    await one.variants.add(G, A, "more", "circle-duel")  # room again


async def test_the_same_name_added_at_once_is_saved_once(engine, clock):
    one, two = MatchService(engine, clock=clock), MatchService(engine, clock=clock)
    outcomes = await asyncio.gather(one.variants.add(G, A, "wide", "circle-duel", WIDE),
                                    two.variants.add(G, B, "wide", "circle-duel", WIDE),
                                    return_exceptions=True)
    assert sorted(type(o).__name__ for o in outcomes) == ["SettingRefused", "Variant"]
    assert await _rows(engine) == 1


async def test_remove_deletes_it_and_says_what_it_was(service, engine):
    await service.variants.add(G, A, "wide", "circle-duel", WIDE)
    await service.variants.add(G, A, "tiny", "non-consecutive", {"size": 5})
    gone = await service.variants.remove(G, B, " WIDE")
    assert (gone.name, gone.options) == ("wide", WIDE)
    assert [v.name for v in await service.variants.list(G)] == ["tiny"]
    with pytest.raises(SettingRefused, match="no variant called `wide`"):
        await service.variants.remove(G, B, "wide")
    with pytest.raises(SettingRefused, match="no variant called `tiny`"):
        await service.variants.remove(G + 1, B, "tiny")  # another server's
    assert await _rows(engine) == 1


async def test_the_list_is_cached_per_server_and_dropped_on_every_change(engine, clock):
    ticks = [0.0]
    here = MatchService(engine, clock=clock)
    there = MatchService(engine, clock=clock)
    there.variants._cache = PerServerCache(CACHE_SECONDS, 16, monotonic=lambda: ticks[0])
    assert await there.variants.list(G) == ()
    await here.variants.add(G, A, "wide", "circle-duel", WIDE)
    assert [v.name for v in await here.variants.list(G)] == ["wide"]  # at once here
    assert await there.variants.list(G) == ()  # cached there ...
    ticks[0] += 31
    assert [v.name for v in await there.variants.list(G)] == ["wide"]  # ... for 30 s
    # A change made there drops its own copy at once (no wait for the expiry).
    await there.variants.add(G, A, "tiny", "circle-duel", {"size": 5})
    assert [v.name for v in await there.variants.list(G)] == ["tiny", "wide"]
    await there.variants.remove(G, A, "wide")
    assert [v.name for v in await there.variants.list(G)] == ["tiny"]
    # A refused change drops it too: the next read sees what another process did.
    await here.variants.add(G, A, "third", "circle-duel")
    with pytest.raises(SettingRefused):
        await there.variants.remove(G, A, "missing")
    assert [v.name for v in await there.variants.list(G)] == ["third", "tiny"]


async def test_a_cached_list_is_read_once(service, engine, monkeypatch):
    await service.variants.add(G, A, "wide", "circle-duel", WIDE)
    reads = []
    original = service.variants._read

    def counting():
        reads.append(1)
        return original()

    monkeypatch.setattr(service.variants, "_read", counting)
    for _ in range(5):
        await service.variants.find(G, "wide")
    assert len(reads) == 1


async def test_a_match_challenged_as_a_variant_keeps_its_name_and_its_rematch_too(service):
    variant = await service.variants.add(G, A, "wide", "circle-duel", WIDE)
    snap = await challenge(service, game=variant.game, options=variant.options,
                           variant=variant.name)
    assert (snap.variant, snap.game, snap.state.size) == ("wide", "circle-duel", 12)
    assert (await service.get(G, snap.id)).variant == "wide"  # stored
    snap = await opened(service, await service.accept(G, snap.id, B))
    done = await service.resign(G, snap.id, A)
    again = await service.rematch(G, done.id, B)
    assert (again.variant, again.state.size) == ("wide", 12)
    assert (await challenge(service, channel=7, game="circle-duel")).variant is None


async def test_a_size_above_the_solvers_cap_is_refused_in_the_rules_words(service, engine,
                                                                         monkeypatch):
    from rules import caps

    monkeypatch.setitem(caps.CAPS, (2, 13), 10)  # as if claims 2 with forbid 1,3 went to 10
    with pytest.raises(SettingRefused) as refused:
        await service.variants.add(G, A, "big", "forbidden-adjacent",
                                   {"size": 11, "forbid": "1,3", "claims": 2})
    assert str(refused.value) == str(caps.refusal({"forbid": 13, "claims": 2}, 10))
    assert "`size` goes up to 10" in str(refused.value)
    saved = await service.variants.add(G, A, "big", "forbidden-adjacent",
                                       {"size": 10, "forbid": "1,3", "claims": 2})
    assert saved.options["size"] == 10 and await _rows(engine) == 1
