"""Match messages: embed text and the board's buttons, from real rules states."""

from __future__ import annotations

import json

import discord
import pytest

import rules
from bot.core.snapshots import EndReason, MatchSnapshot, MatchStatus
from cogs.coach import ReviewButton
from cogs.game_cog import GameCog
from cogs.games import game_cogs
from cogs.ui import ids, render
from tests.cogs.helpers import ALICE, BOB, BOT, snapshot, with_status


def rows_of(view: discord.ui.View | None) -> list[dict]:
    """The buttons as Discord receives them: `to_components()`'s action rows, flattened."""
    assert view is not None
    return [c for row in view.to_components() for c in row["components"]]


def by_label(view: discord.ui.View) -> dict[str, dict]:
    return {b["label"]: b for b in rows_of(view)}


def assert_clicks_reach_the_bot(view: discord.ui.View, match: int) -> None:
    """Every button's id is one the bot answers, with the right action: a match action
    (`cogs.buttons.on_click` parses it), or Review, whose id the coach's DynamicItem answers.
    All are plain buttons (the view only draws).
    """
    drawn = {getattr(item, "custom_id", None): item for item in view.children}
    assert len(drawn) == len(view.children)
    for row in view.to_components():
        assert row["type"] == discord.ComponentType.action_row.value
        for button in row["components"]:
            assert button["type"] == discord.ComponentType.button.value
            custom_id = button["custom_id"]
            item = drawn[custom_id]
            assert type(item) is discord.ui.Button, custom_id
            if button["label"] == "Review":  # the coach's review (cogs.coach)
                assert custom_id == ids.review_id(match)
                # ReviewButton takes the clicked button only if its template matches.
                assert ReviewButton(item, match).template.fullmatch(custom_id)
                continue
            action = ids.parse_match(custom_id)
            assert action is not None and action.match_id == match
            label = button["label"].removesuffix(" ✗")
            if label.isdigit():
                assert action == ids.MatchAction("play", match, int(label))
            else:
                assert action == ids.MatchAction(label.lower(), match)


def test_pending_challenge_has_accept_decline_cancel_and_rules() -> None:
    snap = snapshot("circle-duel", status=MatchStatus.PENDING)
    view = render.match_view(snap, rules.get_game("circle-duel"))
    got = {b["label"]: b["custom_id"] for b in rows_of(view)}
    assert got == {"Accept": "nd:accept:42", "Decline": "nd:decline:42", "Cancel": "nd:cancel:42",
                   "Rules": "nd:rules:42"}
    assert_clicks_reach_the_bot(view, 42)
    embed = render.match_embed(snap, rules.get_game("circle-duel"))
    assert f"<@{ALICE}> challenges <@{BOB}>" in embed.description
    assert "Number Circle Duel" in embed.description


def test_active_board_one_button_per_number_and_resign() -> None:
    game = rules.get_game("forbidden-adjacent")
    snap = snapshot("forbidden-adjacent", [5, 7])
    view = render.match_view(snap, game)
    labels = by_label(view)
    assert [b["label"] for b in rows_of(view)][:9] == [str(n) for n in range(1, 10)]
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
    assert labels["Rules"]["custom_id"] == "nd:rules:42"
    # Every button is answered by the MatchButton DynamicItem (no per-message view in memory).
    assert_clicks_reach_the_bot(view, 42)


def test_taken_numbers_without_owner_are_marked() -> None:
    snap = snapshot("circle-duel", [4, 5])
    labels = [b["label"] for b in rows_of(render.match_view(snap, rules.get_game("circle-duel")))]
    assert "4 ✗" in labels and "5 ✗" in labels


@pytest.mark.parametrize("size", [3, 9, 10, 15, 20])
def test_rules_and_resign_have_a_row_of_their_own(size: int) -> None:
    snap = snapshot("non-consecutive", options={"size": size})
    view = render.match_view(snap, rules.get_game("non-consecutive"))
    assert len(rows_of(view)) == size + 2
    assert len(view.to_components()) <= 5
    assert all(len(row["components"]) <= 5 for row in view.to_components())
    last = view.to_components()[-1]["components"]
    assert [b["label"] for b in last] == ["Rules", "Resign"]


@pytest.mark.parametrize(("size", "last"), [
    (21, ["21", "Rules", "Resign"]), (23, ["21", "22", "23", "Rules", "Resign"]),
    (24, ["21", "22", "23", "24", "Resign"]), (25, ["21", "22", "23", "24", "25"]),
])
def test_the_largest_boards_keep_what_fits_in_25(size: int, last: list[str]) -> None:
    """Five rows of numbers: Rules and Resign after the last number, Resign first to keep
    its place (24 numbers: no Rules; 25: neither)."""
    snap = snapshot("non-consecutive", options={"size": size})
    components = render.match_components(snap, rules.get_game("non-consecutive"))
    assert components is not None and len(components) == 5
    assert sum(len(row["components"]) for row in components) <= 25
    assert [b["label"] for b in components[-1]["components"]] == last


def test_the_resign_question_asks_with_resign_and_keep_playing() -> None:
    rows = render.resign_question(42)
    assert [(b["label"], b["custom_id"], b["style"]) for b in rows[0]["components"]] == [
        ("Resign", "nd:resign-yes:42", discord.ButtonStyle.danger.value),
        ("Keep playing", "nd:resign-no:42", discord.ButtonStyle.secondary.value)]
    for button in rows[0]["components"]:
        assert ids.parse_match(button["custom_id"]) is not None


def test_size_25_has_no_resign_and_says_so() -> None:
    game = rules.get_game("non-consecutive")
    snap = snapshot("non-consecutive", options={"size": 25})
    view = render.match_view(snap, game)
    assert [b["label"] for b in rows_of(view)] == [str(n) for n in range(1, 26)]
    assert str(render.NO_RESIGN_NOTE) in render.match_embed(snap, game).footer.text


def test_finished_board_is_disabled_and_offers_rematch() -> None:
    game = rules.get_game("number-chain")
    snap = snapshot("number-chain", [6, 7, 8, 4, 3, 2, 1])  # the card's game: Player 1 wins
    assert snap.state.winner == 0
    done = with_status(snap, status=MatchStatus.FINISHED, winner_id=ALICE,
                       end_reason=EndReason.NORMAL)
    view = render.match_view(done, game)
    labels = by_label(view)
    assert labels["Rematch"]["custom_id"] == "nd:rematch:42" and not labels["Rematch"]["disabled"]
    assert labels["Review"]["custom_id"] == "nd:review:42" and not labels["Review"]["disabled"]
    assert all(b["disabled"] for label, b in labels.items() if label not in ("Rematch", "Review"))
    assert_clicks_reach_the_bot(view, 42)
    embed = render.match_embed(done, game)
    result = next(f.value for f in embed.fields if f.name == "Result")
    assert f"<@{ALICE}> wins" in result and f"<@{BOB}> has no valid move" in result


@pytest.mark.parametrize("size", [24, 25])
def test_finished_boards_of_24_and_25_keep_only_rematch_and_review(size: int) -> None:
    snap = snapshot("non-consecutive", options={"size": size})
    done = with_status(snap, status=MatchStatus.FINISHED, winner_id=BOB,
                       end_reason=EndReason.RESIGNATION)
    view = render.match_view(done, rules.get_game("non-consecutive"))
    assert [b["label"] for b in rows_of(view)] == ["Rematch", "Review"]


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
    assert fields["Last move"] == (
        f"<@{ALICE}> selected 10.\nNumbers 9 and 11 are now unavailable.")
    assert fields["Players"] == f"<@{ALICE}> moves first, <@{BOB}> second."
    assert not any("Player" in value for value in fields.values())


def test_last_move_skips_passes_in_number_capture() -> None:
    game = rules.get_game("number-capture")
    state = game.new_state(size=3)
    state = game.apply(state, 2)  # 1 and 3 are next to 2: Player 2 passes
    assert state.history[-1].number is None
    snap = snapshot("number-capture", [2], options={"size": 3})
    text = render.last_move_text(snap, game)
    assert text == f"<@{ALICE}> captured 2. <@{BOB}> cannot capture (1 and 3 next to 2) and passes."


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
    assert ids.parse_match(button["custom_id"]) == ids.MatchAction("play", 42, 7)


@pytest.mark.asyncio
@pytest.mark.parametrize("status", [MatchStatus.ACTIVE, MatchStatus.FINISHED])
async def test_board_view_only_draws(status: MatchStatus) -> None:
    """The board is a `discord.ui.View` of buttons laid out as `match_components` says (the
    rows Discord receives), stopped (in the event loop, as the bot draws it): discord.py
    keeps nothing of it, the clicks are answered from their ids."""
    game = rules.get_game("non-consecutive")
    snap = with_status(snapshot("non-consecutive", [3, 10, 17], options={"size": 20}),
                       status=status)
    view = render.match_view(snap, game)
    assert type(view) is discord.ui.View and view.is_finished() and view.timeout is None
    assert view.to_components() == render.match_components(snap, game)
    assert_clicks_reach_the_bot(view, 42)


def test_full_25_board_payload_is_five_rows_of_five_without_resign() -> None:
    snap = snapshot("non-consecutive", options={"size": 25})
    view = render.match_view(snap, rules.get_game("non-consecutive"))
    assert view is not None
    primary = discord.ButtonStyle.primary.value
    expected = [
        {
            "type": 1,
            "components": [
                {
                    "type": 2,
                    "style": primary,
                    "disabled": False,
                    "label": str(n),
                    "custom_id": f"nd:play:42:{n}",
                }
                for n in range(5 * row + 1, 5 * row + 6)
            ],
        }
        for row in range(5)
    ]
    # Same JSON as discord.ui.Button sends, key order included.
    assert json.dumps(view.to_components()) == json.dumps(expected)
    assert_clicks_reach_the_bot(view, 42)


@pytest.mark.parametrize(("size", "active", "finished"), [
    (4, [4, 2], [4, 2]), (5, [5, 2], [5, 2]), (20, [5, 5, 5, 5, 2], [5, 5, 5, 5, 2]),
    (21, [5, 5, 5, 5, 3], [5, 5, 5, 5, 3]), (22, [5, 5, 5, 5, 4], [5, 5, 5, 5, 4]),
    (23, [5, 5, 5, 5, 5], [5, 5, 5, 5, 5]), (24, [5, 5, 5, 5, 5], [2]),
])
def test_resign_then_rematch_and_review_follow_the_last_number(
    size: int, active: list[int], finished: list[int]
) -> None:
    game = rules.get_game("non-consecutive")
    snap = snapshot("non-consecutive", options={"size": size})
    done = with_status(snap, status=MatchStatus.FINISHED, winner_id=BOB,
                       end_reason=EndReason.RESIGNATION)
    for shown, rows, last in ((snap, active, ["Resign"]), (done, finished, ["Rematch", "Review"])):
        components = render.match_components(shown, game)
        assert components is not None
        assert [len(row["components"]) for row in components] == rows
        assert [b["label"] for b in components[-1]["components"][-len(last):]] == last


# ------------------------------------------------------------------ what a board says
def cog_of(slug: str) -> GameCog:
    cls = next(c for c in game_cogs() if c.slug == slug)
    return cls(bot=None)  # type: ignore[arg-type]


def board_fields(snap: MatchSnapshot) -> dict[str, str]:
    embed, _view = cog_of(snap.game).board(snap)
    return {f.name: f.value for f in embed.fields}


#: A few moves into each game: some numbers played, some unavailable, some open.
PLAYED = {
    "non-consecutive": ([5, 12], {"size": 20}),
    "forbidden-adjacent": ([5, 7], {}),
    "number-capture": ([5, 2], {}),
    "circle-duel": ([4, 5], {}),
    "number-chain": ([6, 3], {}),  # start 5: 5, 6, 3
}


def test_every_game_has_a_played_position() -> None:
    assert set(PLAYED) == set(rules.game_slugs())


def test_legend_forbidden_adjacent() -> None:
    snap = snapshot("forbidden-adjacent", [5, 7])
    assert board_fields(snap)["Buttons"] == (
        f"Blue: you can claim it now. Green: <@{ALICE}>'s claims. Red: <@{BOB}>'s. "
        "Grey: forbidden.")


def test_legend_circle_duel_has_no_owners() -> None:
    snap = snapshot("circle-duel", [4, 5])
    assert board_fields(snap)["Buttons"] == (
        "Blue: you can take it now. Grey ✗: taken. Grey: not next to the last number.")


def test_legend_tells_the_colours_before_anyone_has_claimed() -> None:
    fields = board_fields(snapshot("number-capture"))
    assert fields["Buttons"] == (
        f"Blue: you can capture it now. Green: <@{ALICE}>'s captures. Red: <@{BOB}>'s.")


def test_finished_legend_has_no_blue_and_says_never_played() -> None:
    snap = with_status(snapshot("circle-duel", [4, 5]), status=MatchStatus.FINISHED,
                       winner_id=ALICE, end_reason=EndReason.RESIGNATION)
    assert board_fields(snap)["Buttons"] == "Grey ✗: taken. Grey: never taken."


def test_no_legend_without_numbers() -> None:
    pending = snapshot("forbidden-adjacent", status=MatchStatus.PENDING)
    assert "Buttons" not in board_fields(pending)
    big = with_status(snapshot("non-consecutive", options={"size": 25}),
                      status=MatchStatus.FINISHED, winner_id=BOB,
                      end_reason=EndReason.RESIGNATION)
    assert "Buttons" not in board_fields(big)  # only Rematch and Review are drawn


APPEARANCE_KEY = {
    (discord.ButtonStyle.primary.value, False): "Blue:",
    (discord.ButtonStyle.success.value, False): "Green:",
    (discord.ButtonStyle.danger.value, False): "Red:",
    (discord.ButtonStyle.secondary.value, True): f"Grey {render.TAKEN_MARK}:",
    (discord.ButtonStyle.secondary.value, False): "Grey:",
}


def positions(slug: str) -> list[MatchSnapshot]:
    """Every position of a game played out with its lowest legal numbers, active, and the
    last of them finished (by the rules, and by resignation halfway)."""
    moves, options = PLAYED[slug]
    game = rules.get_game(slug)
    snap = snapshot(slug, moves, options=options)
    played = list(moves)
    shown = [snap]
    while not snap.state.over:
        played.append(game.legal_moves(snap.state)[0])
        snap = snapshot(slug, played, options=options)
        if snap.state.over:
            winner = snap.player_ids[snap.state.winner or 0]
            snap = with_status(snap, status=MatchStatus.FINISHED, winner_id=winner,
                               end_reason=EndReason.NORMAL)
        shown.append(snap)
    halfway = shown[len(shown) // 2]
    shown.append(with_status(halfway, status=MatchStatus.FINISHED,
                             winner_id=halfway.player_ids[0],
                             end_reason=EndReason.RESIGNATION))
    return shown


@pytest.mark.parametrize("slug", sorted(PLAYED))
def test_played_numbers_never_look_like_unavailable_ones(slug: str) -> None:
    """In every game, active or finished: a number someone played (green, red or grey ✗)
    never has the look of a number merely unavailable (plain grey), and the legend explains
    exactly the looks on the board."""
    for snap in positions(slug):
        embed, view = cog_of(slug).board(snap)
        assert view is not None
        numbers = [b for b in rows_of(view) if b["label"].split()[0].isdigit()]
        looks: dict[str, set[tuple[int, bool]]] = {"played": set(), "unplayed": set()}
        used = rules.get_game(slug).used(snap.state)  # Number Chain's start counts as used
        for button in numbers:
            number = int(button["label"].split()[0])
            look = (button["style"], button["label"].endswith(render.TAKEN_MARK))
            if look[0] == discord.ButtonStyle.primary.value:
                assert not button["disabled"]
            looks["played" if number in used else "unplayed"].add(look)
        assert looks["played"].isdisjoint(looks["unplayed"]), (snap.state.numbers, looks)
        legend = {f.name: f.value for f in embed.fields}["Buttons"]
        keys = {APPEARANCE_KEY[look] for look in looks["played"] | looks["unplayed"]}
        if rules.get_game(slug).tracks_owners():
            keys |= {"Green:", "Red:"}
        said = {key for key in APPEARANCE_KEY.values() if key in legend}
        assert said == keys, (legend, keys)


@pytest.mark.parametrize("slug", sorted(PLAYED))
def test_a_board_names_players_by_mention_only(slug: str) -> None:
    for snap in positions(slug):
        embed, _view = cog_of(slug).board(snap)
        fields = {f.name: f.value for f in embed.fields}
        assert not any("Player" in value for value in fields.values()), fields
        assert embed.description is not None and "Player" not in embed.description
        last = snap.state.before_last_move()
        assert last is not None
        assert fields["Last move"].startswith(f"<@{snap.player_ids[last[0].to_move]}> ")


def test_circle_duel_last_move_says_who() -> None:
    assert board_fields(snapshot("circle-duel", [12, 11], options={"size": 12}))[
        "Last move"] == f"<@{BOB}> took 11."


def test_a_board_speaks_only_of_numbers_on_it() -> None:
    """The card's "(21 is beyond our list)" stays in the terminal."""
    fields = board_fields(snapshot("non-consecutive", [20], options={"size": 20}))
    assert fields["Last move"] == f"<@{ALICE}> selected 20.\nNumber 19 is now unavailable."
    fields = board_fields(snapshot("non-consecutive", [20, 7], options={"size": 20}))
    assert fields["Last move"] == f"<@{BOB}> selected 7.\nNumbers 6 and 8 are now unavailable."


def test_the_winning_capture_is_said_once() -> None:
    game = rules.get_game("number-capture")
    state = game.new_state(size=5)
    moves = []
    while not state.over:
        number = game.legal_moves(state)[0]
        moves.append(number)
        state = game.apply(state, number)
    winner = (ALICE, BOB)[state.winner or 0]
    snap = with_status(snapshot("number-capture", moves, options={"size": 5}),
                       status=MatchStatus.FINISHED, winner_id=winner,
                       end_reason=EndReason.NORMAL)
    fields = board_fields(snap)
    assert fields["Result"] == f"🏆 <@{winner}> captured the last number and wins!"
    assert fields["Last move"] == f"<@{winner}> captured {moves[-1]}."
    assert sum(value.count("wins") for value in fields.values()) == 1


def test_footer_says_what_to_do_now() -> None:
    game = rules.get_game("circle-duel")
    active = snapshot("circle-duel", [4])
    done = with_status(active, status=MatchStatus.FINISHED, winner_id=ALICE,
                       end_reason=EndReason.RESIGNATION)
    voided = with_status(done, voided_by=BOT)
    assert render.match_embed(active, game).footer.text == (
        "size 10 · Click a blue number on your turn, or use /claim.")
    assert render.match_embed(done, game).footer.text == (
        "size 10 · Rematch for another game, Review to see where it was won and lost.")
    assert render.match_embed(voided, game).footer.text == "size 10"
    for snap in (done, voided):
        assert "claim" not in render.match_embed(snap, game).footer.text.lower()
    big = snapshot("circle-duel", options={"size": 25})
    assert render.match_embed(big, game).footer.text.endswith(
        "\nNo room for a Resign button on a board of 25: use /resign.")


def test_moved_board_links_to_the_current_one() -> None:
    snap = snapshot("forbidden-adjacent", [5])
    embed = render.moved_embed(snap, rules.get_game("forbidden-adjacent"))
    assert embed.description == (
        "This match moved to [a new board](https://discord.com/channels/7/8/99).")
    assert embed.title == "Forbidden Adjacent · match #42"


def test_lines_about_one_player_leave_the_code_block_as_sentences_with_a_mention() -> None:
    game = rules.get_game("forbidden-adjacent")
    words = render.BoardWords("forbidden-adjacent")
    snap = snapshot("forbidden-adjacent", [5, 7, 1])
    assert render.board_block(snap.state, game, render.names(snap), words) == (
        "```\nNumber Line: P1 [2] 3 [4] P1 [6] P2 [8] 9\nForbidden Numbers: 2 4 6 8\n```\n"
        f"In the line above, P1 marks <@{ALICE}>'s numbers and P2 <@{BOB}>'s.\n"
        f"<@{ALICE}>'s claims: 1 and 5.\n<@{BOB}>'s claims: 7.")


def test_a_player_without_numbers_yet_is_said_in_a_sentence() -> None:
    game = rules.get_game("number-capture")
    words = render.BoardWords("number-capture")
    snap = snapshot("number-capture", [])
    block = render.board_block(snap.state, game, render.names(snap), words)
    assert block.endswith(f"No captures for <@{ALICE}> yet.\nNo captures for <@{BOB}> yet.")
    assert "[" not in block.split("```")[-1]


def test_a_puzzle_names_its_reader_you() -> None:
    game = rules.get_game("forbidden-adjacent")
    snap = snapshot("forbidden-adjacent", [5, 7, 1])
    block = render.board_block(snap.state, game, ("your opponent", "you"))
    assert block.endswith("Your opponent's numbers: 1 and 5.\nYour numbers: 7.")
