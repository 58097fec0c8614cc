"""Server variants end to end through the local Discord API stand-in (NOT Discord): a
moderator adds one (/config variant-add), /challenge's autocomplete offers it, it is played
with its options and its name on the board, rated under its game, listed by /config show,
and removed (/config variant-remove, with its own autocomplete)."""

from __future__ import annotations

import pytest

import rules
from bot.core.snapshots import MatchStatus
from tests.fixtures.discord_world import World

pytestmark = pytest.mark.asyncio(loop_scope="module")


async def _config(w: World, subcommand: str, **options: object) -> str:
    res = await w.api.slash(w.guild_id, w.channel_id, w["mod"], f"config {subcommand}",
                            options)
    settled = await res.settled()
    assert settled.ephemeral, settled.content
    return settled.content or ""


def _offered(choices: list[dict]) -> dict[str, str]:
    return {c["value"]: c["name"] for c in choices}


async def test_a_variant_is_added_challenged_played_and_removed(w: World) -> None:
    ch = w.new_channel("variants")
    alice, bob = w["alice"], w["bob"]
    said = await _config(w, "variant-add", name="Tiny-5", game="circle-duel", size=5)
    assert said == ("Saved `tiny-5`: Number Circle Duel, size 5. Challenge it with "
                    "`/challenge game:tiny-5`.")
    # /challenge offers the five games and the variant; typing narrows the list.
    offered = _offered(await w.api.autocomplete(w.guild_id, ch, alice, "challenge",
                                                {"game": ""}, "game"))
    assert list(offered) == [*rules.GAMES, "tiny-5"]
    assert offered["tiny-5"] == "tiny-5: Number Circle Duel, size 5"
    assert _offered(await w.api.autocomplete(w.guild_id, ch, alice, "challenge",
                                             {"game": "tin"}, "game")) == {
        "tiny-5": "tiny-5: Number Circle Duel, size 5"}
    # Options on top of a variant are refused; the variant alone plays as saved.
    res, match_id = await w.challenge(alice, bob, "tiny-5", channel=ch, size=7)
    assert match_id == 0 and res.ephemeral
    assert res.content == ("The variant `tiny-5` keeps its own options: leave out `size`, "
                           "or pick the game `circle-duel` to choose them.")
    match_id, mid = await w.start_match(alice, bob, "tiny-5", channel=ch, first="me")
    snap = await w.snapshot(match_id)
    assert (snap.game, snap.variant, snap.state.size) == ("circle-duel", "tiny-5", 5)
    assert w.board(mid, ch)["title"] == f"Number Circle Duel · tiny-5 · match #{match_id}"
    while (snap := await w.snapshot(match_id)).status is MatchStatus.ACTIVE:
        assert snap.to_move_id is not None
        await w.play(mid, snap.to_move_id, match_id, w.playable(mid, ch)[0], channel=ch)
    assert snap.status is MatchStatus.FINISHED and snap.variant == "tiny-5"
    # /config show lists it; variant-remove offers it and deletes it.
    res = await (await w.api.slash(w.guild_id, w.channel_id, w["mod"], "config show",
                                   {})).settled()
    assert "• `tiny-5`: Number Circle Duel, size 5." in res.embeds[0]["description"]
    names = _offered(await w.api.autocomplete(w.guild_id, w.channel_id, w["mod"],
                                              "config variant-remove", {"name": ""}, "name"))
    assert names == {"tiny-5": "tiny-5: Number Circle Duel, size 5"}
    assert await _config(w, "variant-remove", name="tiny-5") == (
        "Removed `tiny-5`. Matches already started with it play on.")
    res, match_id = await w.challenge(alice, bob, "tiny-5", channel=ch)
    assert match_id == 0 and res.content == (
        "`tiny-5` is neither a game nor a variant of this server: pick one from the list.")
    assert "No variants yet." in (await (await w.api.slash(
        w.guild_id, w.channel_id, w["mod"], "config show", {})).settled()).embeds[0][
            "description"]


async def test_variant_refusals_are_one_sentence_and_for_moderators_only(w: World) -> None:
    for options, said in [
        ({"name": "circle-duel", "game": "circle-duel"},
         "`circle-duel` is a game's name: pick another name for the variant."),
        ({"name": "wide!", "game": "circle-duel"},
         "A variant's name takes 2 to 24 lowercase letters, digits and hyphens, like "
         "`wide-13`."),
        ({"name": "wide", "game": "circle-duel", "start": 3},
         "`start` doesn't apply to Number Circle Duel (it takes `size`)."),
    ]:
        assert await _config(w, "variant-add", **options) == said
    assert await _config(w, "variant-remove", name="nothing") == (
        "This server has no variant called `nothing`. `/config show` lists them.")
    with pytest.raises(PermissionError):  # Discord shows /config to Manage Server only
        await w.api.slash(w.guild_id, w.channel_id, w["pat"], "config variant-add",
                          {"name": "mine", "game": "circle-duel"})
    assert await w.bot.service.variants.list(w.guild_id) == ()


async def test_variant_replies_in_the_moderators_language(w: World) -> None:
    """A moderator whose Discord speaks German or Russian reads the refusals and the
    replies in it, with the command and option names Discord shows them."""
    mod = w["mod"]
    w.api.user_locales[mod] = "de"
    try:
        assert await _config(w, "variant-add", name="wide!", game="circle-duel") == (
            "Der Name einer Variante hat 2 bis 24 Kleinbuchstaben, Ziffern und Bindestriche, "
            "etwa `breit-13`.")
        assert await _config(w, "variant-remove", name="nothing") == (
            "Dieser Server hat keine Variante namens `nothing`. Alle Varianten siehst du mit "
            "`/einstellungen zeigen`.")
        w.api.user_locales[mod] = "ru"
        assert await _config(w, "variant-add", name="circle-duel", game="circle-duel") == (
            "`circle-duel` — это название игры: выбери для варианта другое название.")
    finally:
        del w.api.user_locales[mod]
    assert await w.bot.service.variants.list(w.guild_id) == ()


async def test_adding_a_variant_shows_its_verdict_and_analyze_takes_it(w: World) -> None:
    mod = w["mod"]
    res = await (await w.api.slash(w.guild_id, w.channel_id, mod, "config variant-add", {
        "name": "wide-13", "game": "forbidden-adjacent", "size": 12, "forbid": "1,3",
        "claims": 2, "best-of": 3})).settled()
    assert res.ephemeral
    assert res.content == ("Saved `wide-13`: Forbidden Adjacent, size 12, forbid 1 and 3, "
                           "claims 2, best of 3. Challenge it with `/challenge game:wide-13`.")
    state = rules.get_game("forbidden-adjacent").new_state(size=12, forbid=13, claims=2)
    verdict = "\n".join(rules.describe(rules.analyze(state), state))
    (embed,) = res.embeds
    assert embed["title"] == "⚖️ wide-13 · Forbidden Adjacent · size 12, forbid 1 and 3, claims 2"
    assert embed["description"] == verdict
    ch = w.new_channel("variant-analyze")
    offered = await w.api.autocomplete(w.guild_id, ch, w["pat"], "analyze", {"game": "wide"},
                                       "game")
    assert [c["value"] for c in offered] == ["wide-13"]
    res = await w.slash(w["pat"], "analyze", ch, game="wide-13")
    assert res.ephemeral and res.embeds[0]["description"] == verdict
    res = await w.slash(w["pat"], "analyze", ch, game="wide-13", size=9)
    assert res.content == ("The variant `wide-13` keeps its own options: leave out `size`, "
                           "or pick the game `forbidden-adjacent` to choose them.")
    # Challenged, it plays as saved, its series length too; `best-of` on top is refused.
    res, match_id = await w.challenge(w["alice"], w["bob"], "wide-13", channel=ch,
                                      **{"best-of": 5})
    assert match_id == 0 and "leave out `best-of`" in (res.content or "")
    res, match_id = await w.challenge(w["alice"], w["bob"], "wide-13", channel=ch)
    snap = await w.snapshot(match_id)
    assert snap.series_id is not None and snap.series_game == 1 and snap.variant == "wide-13"
    assert (await w.bot.service.series(w.guild_id, snap.series_id)).best_of == 3
    assert snap.state.options_dict() == {"size": 12, "forbid": 13, "claims": 2}
    await w.click(res.message_id, w["alice"], f"nd:cancel:{match_id}", channel=ch)
    # A Number Chain variant without a start has no single verdict, and says so.
    said = await _config(w, "variant-add", name="chain", game="number-chain", size=8)
    assert said == ("Saved `chain`: Number Chain, size 8. Challenge it with "
                    "`/challenge game:chain`. Each match draws its start, so it has no "
                    "single verdict.")
    # A bad forbid is refused in the rules' words, and nothing is saved.
    assert await _config(w, "variant-add", name="odd", game="forbidden-adjacent",
                         forbid="1,9") == "`forbid` takes distances from 1 to 5, like `1,3`."
    for name in ("wide-13", "chain"):
        await _config(w, "variant-remove", name=name)
    assert await w.bot.service.variants.list(w.guild_id) == ()
