"""Match messages: a board's text and buttons in one Components V2 container, from real
rules states."""

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
from cogs.ui.components import DrawnBoard
from i18n import LANGUAGES, speaking
from tests.cogs.helpers import ALICE, BOB, BOT, snapshot, with_status
from tests.fixtures.boards import count, shown, text_length

CONTAINER = discord.ComponentType.container.value


def board_of(snap: MatchSnapshot, replay: str | None = None) -> DrawnBoard:
    return render.match_board(snap, rules.get_game(snap.game), replay=replay)


def action_rows(board: DrawnBoard) -> list[dict]:
    """The action rows in the board's container, as Discord receives them."""
    (container,) = board.view().to_components()
    assert container["type"] == CONTAINER
    return [c for c in container["components"]
            if c["type"] == discord.ComponentType.action_row.value]


def rows_of(board: DrawnBoard) -> list[dict]:
    """The buttons as Discord receives them: the container's action rows, flattened."""
    return [c for row in action_rows(board) for c in row["components"]]


def by_label(board: DrawnBoard) -> dict[str, dict]:
    return {b["label"]: b for b in rows_of(board)}


def assert_clicks_reach_the_bot(board: DrawnBoard, match: int) -> None:
    """Every button's id is one the bot answers, with the right action: a match action
    (`cogs.buttons.on_click` parses it), or Review, whose id the coach's DynamicItem answers.
    All are plain buttons (the view only draws).
    """
    items = [item for item in board.view().walk_children()
             if isinstance(item, discord.ui.Button)]
    drawn = {item.custom_id: item for item in items if item.url is None}
    assert len(drawn) == len([item for item in items if item.url is None])
    for row in action_rows(board):
        for button in row["components"]:
            assert button["type"] == discord.ComponentType.button.value
            if "url" in button:  # the Replay link: no interaction at all
                assert button["label"] == "Replay"
                continue
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
    board = board_of(snap)
    got = {b["label"]: b["custom_id"] for b in rows_of(board)}
    assert got == {"Accept": "nd:accept:42", "Decline": "nd:decline:42", "Cancel": "nd:cancel:42",
                   "Rules": "nd:rules:42"}
    assert_clicks_reach_the_bot(board, 42)
    embed = render.board_text(snap, rules.get_game("circle-duel"))
    assert f"<@{ALICE}> challenges <@{BOB}>" in embed.description
    assert "Number Circle Duel" in embed.description


def test_active_board_one_button_per_number_and_resign() -> None:
    game = rules.get_game("forbidden-adjacent")
    snap = snapshot("forbidden-adjacent", [5, 7])
    board = board_of(snap)
    labels = by_label(board)
    assert [b["label"] for b in rows_of(board)][:9] == [str(n) for n in range(1, 10)]
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
    # Every button is answered by its id (no per-message view in memory).
    assert_clicks_reach_the_bot(board, 42)


def test_taken_numbers_without_owner_are_marked() -> None:
    snap = snapshot("circle-duel", [4, 5])
    labels = [b["label"] for b in rows_of(board_of(snap))]
    assert "4 ✗" in labels and "5 ✗" in labels


@pytest.mark.parametrize("size", [3, 9, 10, 15, 20, 21, 23, 24, 25])
def test_rules_and_resign_have_a_row_of_their_own_at_every_size(size: int) -> None:
    """Numbers five to a row, then Rules and Resign on a row of their own, up to 25."""
    snap = snapshot("non-consecutive", options={"size": size})
    board = board_of(snap)
    rows = action_rows(board)
    assert len(rows_of(board)) == size + 2
    assert [len(row["components"]) for row in rows[:-1]] == [
        min(5, size - 5 * i) for i in range((size + 4) // 5)]
    assert [b["label"] for b in rows[-1]["components"]] == ["Rules", "Resign"]
    assert count(board.view().to_components()) <= 40


def test_the_resign_question_asks_with_resign_and_keep_playing() -> None:
    rows = render.resign_question(42)
    assert [(b["label"], b["custom_id"], b["style"]) for b in rows[0]["components"]] == [
        ("Resign", "nd:resign-yes:42", discord.ButtonStyle.danger.value),
        ("Keep playing", "nd:resign-no:42", discord.ButtonStyle.secondary.value)]
    for button in rows[0]["components"]:
        assert ids.parse_match(button["custom_id"]) is not None


def test_size_25_has_every_number_rules_and_resign() -> None:
    snap = snapshot("non-consecutive", options={"size": 25})
    board = board_of(snap)
    assert [b["label"] for b in rows_of(board)] == [
        *(str(n) for n in range(1, 26)), "Rules", "Resign"]
    assert "/resign" not in str(board.view().to_components())  # nothing says to use it
    assert_clicks_reach_the_bot(board, 42)


def test_finished_board_is_disabled_and_offers_rematch() -> None:
    game = rules.get_game("number-chain")
    snap = snapshot("number-chain", [6, 7, 8, 4, 3, 2, 1])  # the card's game: Player 1 wins
    assert snap.state.winner == 0
    done = with_status(snap, status=MatchStatus.FINISHED, winner_id=ALICE,
                       end_reason=EndReason.NORMAL)
    board = board_of(done)
    labels = by_label(board)
    assert labels["Rematch"]["custom_id"] == "nd:rematch:42" and not labels["Rematch"]["disabled"]
    assert labels["Review"]["custom_id"] == "nd:review:42" and not labels["Review"]["disabled"]
    assert all(b["disabled"] for label, b in labels.items() if label not in ("Rematch", "Review"))
    assert_clicks_reach_the_bot(board, 42)
    embed = render.board_text(done, game)
    result = next(f.value for f in embed.fields if f.name == "Result")
    assert f"<@{ALICE}> wins" in result and f"<@{BOB}> has no valid move" in result


@pytest.mark.parametrize("size", [23, 24, 25])
def test_finished_boards_of_23_to_25_keep_their_numbers_rematch_review_and_replay(
        size: int) -> None:
    snap = snapshot("non-consecutive", [3], options={"size": size})
    done = with_status(snap, status=MatchStatus.FINISHED, winner_id=BOB,
                       end_reason=EndReason.RESIGNATION)
    board = board_of(done, replay="https://duels.example.org/s/7/m/42")
    rows = action_rows(board)
    assert [b["label"].split()[0] for row in rows[:-1] for b in row["components"]] == [
        str(n) for n in range(1, size + 1)]
    assert all(b["disabled"] for row in rows[:-1] for b in row["components"])
    assert [b["label"] for b in rows[-1]["components"]] == ["Rematch", "Review", "Replay"]
    assert_clicks_reach_the_bot(board, 42)
    assert board_fields(done)["Buttons"] == (  # the colours of the numbers it keeps
        "Grey ✗: selected. Grey: never selected.")


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
    embed = render.board_text(snap, game)
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
        assert render.match_components(snap, game) is None
        assert action_rows(board_of(snap)) == []
        assert words in render.board_text(snap, game).description


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
    """The board is a `discord.ui.LayoutView` of one container: its text, then the buttons
    laid out as `match_components` says (the rows Discord receives), stopped (in the event
    loop, as the bot draws it): discord.py keeps nothing of it, the clicks are answered
    from their ids."""
    snap = with_status(snapshot("non-consecutive", [3, 10, 17], options={"size": 20}),
                       status=status)
    board = board_of(snap)
    view = board.view()
    assert type(view) is discord.ui.LayoutView and view.is_finished() and view.timeout is None
    assert view.has_components_v2()
    assert action_rows(board) == render.match_components(snap, rules.get_game(snap.game))
    assert_clicks_reach_the_bot(board, 42)


def test_edits_clear_the_content_and_embeds_of_an_old_board() -> None:
    """An edit draws the whole message as V2 and clears what a board drawn as an embed
    had, as Discord requires before it sets the flag; a text above the board (a
    challenge's ping) is a text display above the container."""
    board = board_of(snapshot("circle-duel", [4]))
    assert set(board.send()) == {"view"}
    edit = board.edit()
    assert edit["content"] is None and edit["embed"] is None
    assert isinstance(edit["view"], discord.ui.LayoutView)
    above = board.send(f"<@{BOB}>, you're challenged!")["view"].to_components()
    assert above[0] == {"type": discord.ComponentType.text_display.value,
                        "content": f"<@{BOB}>, you're challenged!"}
    assert shown(above)["heading"] == f"<@{BOB}>, you're challenged!"


def test_full_25_board_payload_is_five_rows_of_five_then_rules_and_resign() -> None:
    snap = snapshot("non-consecutive", options={"size": 25})
    board = board_of(snap)
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
    rows = action_rows(board)
    assert json.dumps(rows[:5]) == json.dumps(expected)
    assert [(b["label"], b["custom_id"]) for b in rows[5]["components"]] == [
        ("Rules", "nd:rules:42"), ("Resign", "nd:resign:42")]
    assert_clicks_reach_the_bot(board, 42)


@pytest.mark.parametrize("slug", rules.game_slugs())
def test_size_25_boards_fit_in_40_components_and_4000_characters(slug: str) -> None:
    """Every game at size 25, at the start and finished (numbers, Rematch, Review and
    Replay), and its challenge with the ping above it, under Discord's Components V2
    limits in every language."""
    cog = cog_of(slug)
    start = snapshot(slug, options={"size": 25})
    done = with_status(start, status=MatchStatus.FINISHED, winner_id=BOB,
                       end_reason=EndReason.RESIGNATION)
    pending = with_status(start, status=MatchStatus.PENDING)
    for language in LANGUAGES:
        with speaking(language):
            for snap in (start, done, pending):
                view = cog.board(snap, replay="https://duels.example.org/s/7/m/42"
                                 ).send(f"<@{BOB}>, you're challenged!")["view"]
                payload = view.to_components()
                assert count(payload) <= 40, (language, snap.status, count(payload))
                assert text_length(payload) <= 4000, (language, snap.status)
            labels = [b["label"] for b in rows_of(cog.board(done))]
            assert sum(label[0].isdigit() for label in labels) == 25
            assert sum(b["label"][0].isdigit() for b in rows_of(cog.board(start))) == 25


@pytest.mark.parametrize(("size", "numbers"), [
    (4, [4]), (5, [5]), (20, [5, 5, 5, 5]), (21, [5, 5, 5, 5, 1]), (24, [5, 5, 5, 5, 4]),
    (25, [5, 5, 5, 5, 5]),
])
def test_resign_then_rematch_and_review_follow_the_last_number(
    size: int, numbers: list[int]
) -> None:
    """A row of their own after the numbers, at every size."""
    game = rules.get_game("non-consecutive")
    snap = snapshot("non-consecutive", options={"size": size})
    done = with_status(snap, status=MatchStatus.FINISHED, winner_id=BOB,
                       end_reason=EndReason.RESIGNATION)
    for drawn, last in ((snap, ["Rules", "Resign"]), (done, ["Rematch", "Review"])):
        components = render.match_components(drawn, game)
        assert components is not None
        assert [len(row["components"]) for row in components] == [*numbers, len(last)]
        assert [b["label"] for b in components[-1]["components"]] == last


# ------------------------------------------------------------------ what a board says
def cog_of(slug: str) -> GameCog:
    cls = next(c for c in game_cogs() if c.slug == slug)
    return cls(bot=None)  # type: ignore[arg-type]


def board_fields(snap: MatchSnapshot) -> dict[str, str]:
    """The board's parts as players read them in the drawn container."""
    return {f["name"]: f["value"] for f in shown(
        cog_of(snap.game).board(snap).view().to_components()).get("fields", [])}


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
    assert board_fields(big)["Buttons"] == "Grey: never selected."  # its numbers stay


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
        board = cog_of(slug).board(snap)
        numbers = [b for b in rows_of(board) if b["label"].split()[0].isdigit()]
        looks: dict[str, set[tuple[int, bool]]] = {"played": set(), "unplayed": set()}
        used = rules.get_game(slug).used(snap.state)  # Number Chain's start counts as used
        for button in numbers:
            number = int(button["label"].split()[0])
            look = (button["style"], button["label"].endswith(render.TAKEN_MARK))
            if look[0] == discord.ButtonStyle.primary.value:
                assert not button["disabled"]
            looks["played" if number in used else "unplayed"].add(look)
        assert looks["played"].isdisjoint(looks["unplayed"]), (snap.state.numbers, looks)
        legend = board_fields(snap)["Buttons"]
        keys = {APPEARANCE_KEY[look] for look in looks["played"] | looks["unplayed"]}
        if rules.get_game(slug).tracks_owners():
            keys |= {"Green:", "Red:"}
        said = {key for key in APPEARANCE_KEY.values() if key in legend}
        assert said == keys, (legend, keys)


@pytest.mark.parametrize("slug", sorted(PLAYED))
def test_a_board_names_players_by_mention_only(slug: str) -> None:
    for snap in positions(slug):
        embed = shown(cog_of(slug).board(snap).view().to_components())
        fields = {f["name"]: f["value"] for f in embed["fields"]}
        assert not any("Player" in value for value in fields.values()), fields
        assert "Player" not in embed["description"]
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
    assert render.board_text(active, game).footer == (
        "size 10 · Click a blue number on your turn, or use /claim.")
    assert render.board_text(done, game).footer == (
        "size 10 · Rematch for another game, Review to see where it was won and lost.")
    assert render.board_text(voided, game).footer == "size 10"
    for snap in (done, voided):
        assert "claim" not in (render.board_text(snap, game).footer or "").lower()
    big = snapshot("circle-duel", options={"size": 25})
    assert render.board_text(big, game).footer == (  # Resign is on the board at 25 too
        "size 25 · Click a blue number on your turn, or use /claim.")
    drawn = shown(board_of(active).view().to_components())
    assert drawn["footer"]["text"] == render.board_text(active, game).footer


def test_moved_board_links_to_the_current_one() -> None:
    snap = snapshot("forbidden-adjacent", [5])
    moved = render.moved_board(snap, rules.get_game("forbidden-adjacent"))
    embed = shown(moved.view().to_components())
    assert embed["description"] == (
        "This match moved to [a new board](https://discord.com/channels/7/8/99).")
    assert embed["title"] == "Forbidden Adjacent · match #42"
    assert action_rows(moved) == []  # nothing to click


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


def test_circle_duel_shows_the_circle_around_the_last_number() -> None:
    """The numbers in ring order, the last one in the middle between its two neighbours,
    so that 10 next to 1 shows; the numbers taken are struck through."""
    description = render.board_text(snapshot("circle-duel", [10, 1]), rules.get_game(
        "circle-duel"), note=cog_of("circle-duel").note(snapshot("circle-duel", [10, 1]).state)
    ).description
    assert description.endswith(
        "Around the circle: 6 · 7 · 8 · 9 · ~~**10**~~ · __**1**__ · **2** · 3 · 4 · 5, "
        "then 6 again. 1 sits between 10 and 2.")
    drawn = shown(cog_of("circle-duel").board(snapshot("circle-duel", [3])).view()
                  .to_components())
    assert "Around the circle: 8 · 9 · 10 · 1 · **2** · __**3**__ · **4** · 5 · 6 · 7, then 8 " \
        "again. 3 sits between 2 and 4." in drawn["description"]
    before = shown(cog_of("circle-duel").board(snapshot("circle-duel", options={"size": 5}))
                   .view().to_components())
    assert before["description"].endswith(
        "Around the circle: 1 · 2 · 3 · 4 · 5, then 1 again.")
    line = shown(cog_of("non-consecutive").board(snapshot("non-consecutive")).view()
                 .to_components())
    assert "circle" not in line["description"]
