"""A best-of-3 series through the stand-in: the boards, the series line, the next game posted
at once with the first mover alternating, and /resign series:True (docs/rules.md, 12)."""

from __future__ import annotations

import pytest

import rules
from bot.core.snapshots import MatchSnapshot, MatchStatus, SeriesStatus
from tests.fixtures.discord_world import World, eventually

pytestmark = pytest.mark.asyncio(loop_scope="module")

BEST_OF_3 = {"best-of": 3}


async def next_board(w: World, ended: MatchSnapshot) -> tuple[MatchSnapshot, int]:
    """The game that followed ``ended`` and its board's message id, once it is posted."""
    found: list[MatchSnapshot] = []

    async def posted() -> bool:
        following = await w.bot.service.following_game(await w.snapshot(ended.id))
        if following is None or following.message_id is None:
            return False
        found.append(following)
        return True

    await eventually(posted)
    return found[-1], found[-1].message_id  # type: ignore[return-value]


async def test_best_of_3_won_2_1_with_the_first_mover_alternating(w: World) -> None:
    ch = w.new_channel("series")
    alice, bob = w["alice"], w["bob"]
    match_id, mid = await w.start_match(alice, bob, "non-consecutive", channel=ch,
                                        first="me", **BEST_OF_3)
    game1 = await w.snapshot(match_id)
    assert game1.series_id is not None and game1.player_ids == (alice, bob)
    assert w.fields(mid, ch)["Series"] == f"Game 1 · best of 3 · <@{alice}> 0–0 <@{bob}>."

    # Game 1: alice wins (bob resigns by the button once both have moved).
    await w.both_move(match_id, mid, channel=ch)
    await w.resign(mid, bob, match_id, channel=ch)
    assert w.fields(mid, ch)["Series"] == (
        f"Game 1 · best of 3 · <@{alice}> 1–0 <@{bob}>. Game 2 starts below.")
    assert "Rematch" not in w.buttons(mid, ch)  # the series goes on by itself
    game2, mid2 = await next_board(w, game1)
    assert game2.status is MatchStatus.ACTIVE and game2.series_game == 2
    assert game2.player_ids == (bob, alice)  # the first mover alternates
    fields2 = w.fields(mid2, ch)
    assert fields2["Series"] == f"Game 2 · best of 3 · <@{alice}> 1–0 <@{bob}>."
    assert fields2["Turn"].startswith(f"<@{bob}> to move")
    assert f"<@{bob}>" in w.board(mid2, ch)["heading"]  # pinged: their move

    # Game 2: bob wins (alice resigns with /resign once both have moved).
    await w.both_move(game2.id, mid2, channel=ch)
    res = await w.slash(alice, "resign", ch)
    assert res.ephemeral and res.content == "You resigned."
    game3, mid3 = await next_board(w, game2)
    assert w.fields(mid2, ch)["Series"] == (
        f"Game 2 · best of 3 · <@{alice}> 1–1 <@{bob}>. Game 3 starts below.")
    assert game3.player_ids == (alice, bob) and game3.series_game == 3
    assert w.fields(mid3, ch)["Series"] == f"Game 3 · best of 3 · <@{alice}> 1–1 <@{bob}>."

    # Game 3 played out on the board's buttons: its winner wins the series 2–1.
    game = rules.get_game("non-consecutive")
    while (snap := await w.snapshot(game3.id)).status is MatchStatus.ACTIVE:
        number = w.playable(mid3, ch)[0]
        assert number in game.legal_moves(snap.state)
        assert snap.to_move_id is not None
        played = await w.play(mid3, snap.to_move_id, game3.id, number, channel=ch)
        assert not played.ephemeral, played.content
    winner = snap.winner_id
    series = await w.bot.service.series(w.guild_id, game1.series_id)
    assert series.status is SeriesStatus.FINISHED and series.winner_id == winner
    assert sorted(series.wins) == [1, 2]
    line = w.fields(mid3, ch)["Series"]
    assert line.startswith(f"Game 3 · best of 3 · <@{alice}> ")
    assert line.endswith(f"🏆 <@{winner}> wins the series!")
    assert "Rematch" in w.buttons(mid3, ch)  # over: a rematch starts a new series
    assert await w.bot.service.following_game(snap) is None


async def test_resign_series_true_ends_the_whole_series(w: World) -> None:
    ch = w.new_channel("series-resign")
    alice, bob = w["alice"], w["bob"]
    match_id, mid = await w.start_match(alice, bob, "forbidden-adjacent", channel=ch,
                                        first="them", **BEST_OF_3)
    await w.both_move(match_id, mid, channel=ch)
    res = await w.slash(alice, "resign", ch, series=True)
    assert res.ephemeral and res.content == "You resigned the series."
    ended = await w.snapshot(match_id)
    assert ended.winner_id == bob and ended.status is MatchStatus.FINISHED
    assert ended.series_id is not None
    series = await w.bot.service.series(w.guild_id, ended.series_id)
    assert (series.status, series.winner_id, series.ended_by) == (
        SeriesStatus.FINISHED, bob, alice)
    await w.api.wait_until(lambda: "resigned it" in w.fields(mid, ch).get("Series", ""),
                           timeout=5)
    assert w.fields(mid, ch)["Series"] == (
        f"Game 1 · best of 3 · <@{bob}> 1–0 <@{alice}>. 🏆 <@{bob}> wins the series: "
        f"<@{alice}> resigned it.")
    assert await w.bot.service.following_game(ended) is None
    # In a single game, series:True is refused and changes nothing.
    single, _ = await w.start_match(alice, bob, "circle-duel", channel=ch)
    before = await w.snapshot(single)
    refused = await w.slash(alice, "resign", ch, series=True)
    assert refused.ephemeral and "single game" in refused.content
    assert (await w.snapshot(single)).version == before.version


async def test_best_of_is_offered_as_1_3_5_or_7(w: World) -> None:
    ch = w.new_channel("series-options")
    forged = await w.api.slash(w.guild_id, ch, w["alice"], "challenge",
                               {"opponent": w["bob"], "game": "circle-duel", "best-of": 4},
                               validate=False)
    res = await forged.settled()
    assert res.ephemeral and "`best-of` must be one of its choices" in res.content


async def test_void_of_the_running_game_posts_its_replacement_in_the_series_channel(
        w: World) -> None:
    ch, elsewhere = w.new_channel("series-void"), w.new_channel("mods")
    alice, bob, mod = w["alice"], w["bob"], w["mod"]
    match_id, mid = await w.start_match(alice, bob, "non-consecutive", channel=ch,
                                        first="me", **BEST_OF_3)
    await w.play(mid, alice, match_id, 5, channel=ch)
    res = await w.confirmed(mod, "void", elsewhere, match=match_id)  # another channel
    assert res.ephemeral and res.content.startswith(f"Match #{match_id} is void.")
    voided = await w.snapshot(match_id)
    assert w.fields(mid, ch)["Series"] == (
        f"Game 1 · best of 3 · <@{alice}> 0–0 <@{bob}>. A new game 1 starts below.")
    replacement, new_mid = await next_board(w, voided)
    assert replacement.series_game == 1 and replacement.player_ids == (alice, bob)
    assert replacement.state.history == () and replacement.channel_id == ch
    assert w.fields(new_mid, ch)["Series"] == f"Game 1 · best of 3 · <@{alice}> 0–0 <@{bob}>."
    assert w.playable(new_mid, ch)  # the new board plays
    played = await w.play(new_mid, alice, replacement.id, w.playable(new_mid, ch)[0],
                          channel=ch)
    assert not played.ephemeral, played.content


async def test_a_series_against_the_bot_opens_game_2_with_its_move(w: World) -> None:
    ch = w.new_channel("series-bot")
    alice = w["alice"]
    res, match_id = await w.challenge(alice, w.me, "non-consecutive", channel=ch, first="me",
                                      level="easy", **BEST_OF_3)
    assert match_id and res.message_id is not None
    await w.pointed_at(match_id, res.message_id)
    while (snap := await w.snapshot(match_id)).status is MatchStatus.ACTIVE:
        played = await w.play(res.message_id, alice, match_id,
                              w.playable(res.message_id, ch)[0], channel=ch)
        assert not played.ephemeral, played.content
    game2, mid2 = await next_board(w, snap)
    assert game2.player_ids == (w.me, alice) and len(game2.state.history) == 1
    assert game2.to_move_id == alice
    assert w.fields(mid2, ch)["Series"].startswith("Game 2 · best of 3 · ")
    assert f"<@{alice}>" in w.board(mid2, ch)["heading"]
