"""Match messages: embed text and the board's buttons, from real rules states."""

from __future__ import annotations

import discord
import pytest

import rules
from bot.snapshots import EndReason, MatchStatus
from cogs import ids, render
from cogs.buttons import MatchButton
from tests.cogs.helpers import ALICE, BOB, BOT, snapshot, with_status


def buttons(view: discord.ui.View | None) -> list[dict]:
    assert view is not None
    return [item.to_component_dict() for item in view.children]


def rows_of(view: discord.ui.View) -> list[dict]:
    return [c for row in view.to_components() for c in row["components"]]


def by_label(view: discord.ui.View) -> dict[str, dict]:
    return {b["label"]: b for b in buttons(view)}


def test_pending_challenge_has_accept_decline_cancel() -> None:
    snap = snapshot("circle-duel", status=MatchStatus.PENDING)
    view = render.match_view(snap, rules.get_game("circle-duel"))
    got = {b["label"]: b["custom_id"] for b in buttons(view)}
    assert got == {"Accept": "nd:accept:42", "Decline": "nd:decline:42", "Cancel": "nd:cancel:42"}
    embed = render.match_embed(snap, rules.get_game("circle-duel"))
    assert f"<@{ALICE}> challenges <@{BOB}>" in embed.description
    assert "Number Circle Duel" in embed.description


def test_active_board_one_button_per_number_and_resign() -> None:
    game = rules.get_game("forbidden-adjacent")
    snap = snapshot("forbidden-adjacent", [5, 7])
    view = render.match_view(snap, game)
    labels = by_label(view)
    assert [b["label"] for b in buttons(view)][:9] == [str(n) for n in range(1, 10)]
    assert labels["5"]["style"] == discord.ButtonStyle.success.value and labels["5"]["disabled"]
    assert labels["7"]["style"] == discord.ButtonStyle.danger.value and labels["7"]["disabled"]
    for forbidden in ("4", "6", "8"):
        assert labels[forbidden]["disabled"]
        assert labels[forbidden]["style"] == discord.ButtonStyle.secondary.value
    for legal in game.legal_moves(snap.state):
        button = labels[str(legal)]
        assert not button["disabled"] and button["style"] == discord.ButtonStyle.primary.value
        assert button["custom_id"] == f"nd:play:42:{legal}"
    assert labels["Resign"]["custom_id"] == "nd:resign:42"
    # Every button is a DynamicItem, so no per-message view is kept in memory.
    assert all(isinstance(item, MatchButton) for item in view.children)


def test_taken_numbers_without_owner_are_marked() -> None:
    snap = snapshot("circle-duel", [4, 5])
    labels = [b["label"] for b in buttons(render.match_view(snap, rules.get_game("circle-duel")))]
    assert "4 ✗" in labels and "5 ✗" in labels


@pytest.mark.parametrize("size", [3, 9, 10, 20, 24])
def test_resign_fits_up_to_24_numbers(size: int) -> None:
    snap = snapshot("non-consecutive", options={"size": size})
    view = render.match_view(snap, rules.get_game("non-consecutive"))
    assert len(view.children) == size + 1
    assert len(view.to_components()) <= 5
    assert all(len(row["components"]) <= 5 for row in view.to_components())
    assert rows_of(view)[-1]["label"] == "Resign"


def test_size_25_has_no_resign_and_says_so() -> None:
    game = rules.get_game("non-consecutive")
    snap = snapshot("non-consecutive", options={"size": 25})
    view = render.match_view(snap, game)
    assert [b["label"] for b in rows_of(view)] == [str(n) for n in range(1, 26)]
    assert render.NO_RESIGN_NOTE in render.match_embed(snap, game).footer.text


def test_finished_board_is_disabled_and_offers_rematch() -> None:
    game = rules.get_game("number-chain")
    snap = snapshot("number-chain", [6, 7, 8, 4, 3, 2, 1])  # the card's game: Player 1 wins
    assert snap.state.winner == 0
    done = with_status(snap, status=MatchStatus.FINISHED, winner_id=ALICE,
                       end_reason=EndReason.NORMAL)
    view = render.match_view(done, game)
    labels = by_label(view)
    assert labels["Rematch"]["custom_id"] == "nd:rematch:42" and not labels["Rematch"]["disabled"]
    assert all(b["disabled"] for label, b in labels.items() if label != "Rematch")
    embed = render.match_embed(done, game)
    result = next(f.value for f in embed.fields if f.name == "Result")
    assert f"<@{ALICE}> wins" in result and f"<@{BOB}> has no valid move" in result


def test_finished_size_25_keeps_only_rematch() -> None:
    snap = snapshot("non-consecutive", options={"size": 25})
    done = with_status(snap, status=MatchStatus.FINISHED, winner_id=BOB,
                       end_reason=EndReason.RESIGNATION)
    view = render.match_view(done, rules.get_game("non-consecutive"))
    assert [b["label"] for b in buttons(view)] == ["Rematch"]


@pytest.mark.parametrize(
    ("reason", "words"),
    [(EndReason.RESIGNATION, "resigned"), (EndReason.TIMEOUT, "ran out of time")],
)
def test_end_reasons(reason: EndReason, words: str) -> None:
    snap = with_status(snapshot("circle-duel", [3]), status=MatchStatus.FINISHED,
                       winner_id=BOB, end_reason=reason)
    assert render.end_text(snap) == f"🏆 <@{BOB}> wins! <@{ALICE}> {words}."


def test_active_embed_shows_board_turn_and_last_move() -> None:
    game = rules.get_game("non-consecutive")
    snap = snapshot("non-consecutive", [10])
    embed = render.match_embed(snap, game)
    assert game.render(snap.state) in embed.description
    assert embed.description.startswith("```")
    fields = {f.name: f.value for f in embed.fields}
    assert fields["Turn"].startswith(f"<@{BOB}> to move")
    assert fields["Last move"] == "Player 1 selected 10.\nNumbers 9 and 11 are now unavailable."


def test_last_move_skips_passes_in_number_capture() -> None:
    game = rules.get_game("number-capture")
    state = game.new_state(size=3)
    state = game.apply(state, 2)  # 1 and 3 are next to 2: Player 2 passes
    assert state.history[-1].number is None
    snap = snapshot("number-capture", [2], options={"size": 3})
    text = render.last_move_text(snap, game)
    assert text == game.describe_move(game.new_state(size=3), 2)


def test_closed_challenges_have_no_buttons() -> None:
    game = rules.get_game("circle-duel")
    for status, words in [
        (MatchStatus.DECLINED, "declined"),
        (MatchStatus.CANCELLED, "cancelled"),
        (MatchStatus.EXPIRED, "expired"),
    ]:
        snap = with_status(snapshot("circle-duel"), status=status)
        assert render.match_view(snap, game) is None
        assert words in render.match_embed(snap, game).description


def test_bot_level_shown_in_players() -> None:
    snap = snapshot("circle-duel", bot_level="perfect")
    assert f"<@{BOT}> (perfect)" in render.players_text(snap)


def test_cell_button_ids_parse_back() -> None:
    cell = rules.Cell(7, "open")
    button = render.cell_button(42, cell, active=True)
    assert ids.parse_match(button.item.custom_id) == ids.MatchAction("play", 42, 7)
