"""A complete match of every game, by buttons and by /claim, through the stand-in."""

from __future__ import annotations

import pytest

import rules
from bot.core.snapshots import EndReason, MatchStatus
from rules import solver
from tests.fixtures.discord_world import World

pytestmark = pytest.mark.asyncio(loop_scope="module")

GAMES = rules.game_slugs()
OPTIONS = {"number-chain": {"start": 5}}


def result_of(w: World, mid: int, channel: int) -> str:
    return w.fields(mid, channel)["Result"]


@pytest.mark.parametrize("game", GAMES)
async def test_full_match_by_buttons(w: World, game: str) -> None:
    ch = w.new_channel(f"buttons-{game}")
    alice, bob = w["alice"], w["bob"]
    match_id, mid = await w.start_match(alice, bob, game, channel=ch, first="me",
                                        **OPTIONS.get(game, {}))
    messages_before = len(w.api.messages(ch))
    rules_game = rules.get_game(game)
    moves = 0
    while True:
        snap = await w.snapshot(match_id)
        if snap.status is MatchStatus.FINISHED:
            break
        # The buttons offer exactly the rules' legal numbers, to whoever moves.
        assert w.playable(mid, ch) == rules_game.legal_moves(snap.state)
        assert w.fields(mid, ch)["Turn"].startswith(f"<@{snap.to_move_id}>")
        number = w.playable(mid, ch)[-1]
        res = await w.play(mid, snap.to_move_id, match_id, number, channel=ch)
        assert res.type == 7 and not res.ephemeral  # the same message, updated in place
        after = await w.snapshot(match_id)
        assert after.state.numbers[-1] == number
        assert "Last move" in w.fields(mid, ch)
        moves += 1
    assert moves >= 2
    assert len(w.api.messages(ch)) == messages_before  # no flooding
    assert snap.end_reason is EndReason.NORMAL
    assert snap.winner_id == snap.player_ids[snap.state.winner]
    result = result_of(w, mid, ch)
    assert result.startswith(f"🏆 <@{snap.winner_id}> ") and result.count("wins") == 1
    buttons = w.buttons(mid, ch)
    assert all(b["disabled"] for label, b in buttons.items() if label not in ("Rematch", "Review"))
    assert not buttons["Rematch"]["disabled"]


@pytest.mark.parametrize("game", GAMES)
async def test_full_match_by_claim(w: World, game: str) -> None:
    ch = w.new_channel(f"claim-{game}")
    alice, carol = w["alice"], w["carol"]
    match_id, mid = await w.start_match(alice, carol, game, channel=ch, first="them",
                                        **OPTIONS.get(game, {}))
    rules_game = rules.get_game(game)
    while True:
        snap = await w.snapshot(match_id)
        if snap.status is MatchStatus.FINISHED:
            break
        legal = rules_game.legal_moves(snap.state)
        offered = await w.api.autocomplete(w.guild_id, ch, snap.to_move_id, "claim",
                                           {"number": ""}, focused="number")
        assert [c["value"] for c in offered] == legal[:25]
        res = await w.slash(snap.to_move_id, "claim", ch, number=legal[0])
        assert res.ephemeral and res.content == f"You played {legal[0]}."
        # Right after the answer, the board message is edited with the bot token.
        expected = rules_game.legal_moves((await w.snapshot(match_id)).state)
        await w.api.wait_until(lambda: w.playable(mid, ch) == expected, timeout=5)  # noqa: B023
    assert snap.winner_id == snap.player_ids[snap.state.winner]
    result = result_of(w, mid, ch)
    assert result.startswith(f"🏆 <@{snap.winner_id}> ") and result.count("wins") == 1


@pytest.mark.parametrize("level", ["easy", "normal", "perfect"])
async def test_game_against_the_bot(w: World, level: str) -> None:
    ch = w.new_channel(f"bot-{level}")
    alice = w["alice"]
    res, match_id = await w.challenge(alice, w.me, "number-chain", channel=ch, level=level,
                                      start=5, first="me")
    assert match_id and not res.ephemeral
    snap = await w.snapshot(match_id)
    assert snap.status is MatchStatus.ACTIVE and snap.bot_level == level  # no Accept needed
    assert "Accept" not in w.buttons(res.message_id, ch)
    assert f"({level})" in w.fields(res.message_id, ch)["Players"]
    while snap.status is MatchStatus.ACTIVE:
        assert snap.to_move_id == alice  # the bot has already answered
        number = w.playable(res.message_id, ch)[0]
        await w.play(res.message_id, alice, match_id, number, channel=ch)
        snap = await w.snapshot(match_id)
    bot_moves = [m for m in snap.state.history if snap.player_ids[m.player] == w.me]
    assert bot_moves
    assert snap.winner_id == snap.player_ids[snap.state.winner]
    if level == "perfect":
        # Number Chain from 5 is lost for Player 1 (alice): perfect play never lets it go.
        assert not solver.solve(rules.get_game("number-chain").new_state(start=5)).wins
        assert snap.winner_id == w.me
