"""What boards, lists and /analyze draw of the variations: the claims left this turn, a
forbid set as players write it (defaults left out), a server variant's name, the verdict
embed; and the option parameters' texts Discord shows."""

from __future__ import annotations

from datetime import UTC, datetime

import rules
from bot.core.snapshots import MatchStatus
from bot.servers.variants import Variant
from cogs import game_or_variant
from cogs.games import game_cogs
from cogs.options import Given, game_options, option_description
from cogs.ui import render
from cogs.ui.analysis_render import analysis_embed, analysis_title

from .helpers import ALICE, BOB, snapshot, with_status

FA = rules.get_game("forbidden-adjacent")


def _fields(snap) -> dict[str, str]:
    """The board as its game's cog draws it (the line games' says the claims left)."""
    cog = next(c for c in game_cogs() if c.slug == snap.game)(bot=None)  # type: ignore[arg-type]
    return {f.name: f.value for f in cog.board_text(snap).fields}


def test_the_turn_says_how_many_claims_are_left_this_turn() -> None:
    snap = snapshot("forbidden-adjacent", options={"claims": 2})
    assert _fields(snap)["Turn"].startswith(f"<@{ALICE}> to move: 2 claims left this turn (")
    snap = snapshot("forbidden-adjacent", [1], options={"claims": 2})
    assert _fields(snap)["Turn"].startswith(f"<@{ALICE}> to move: 1 claim left this turn (")
    snap = snapshot("forbidden-adjacent", [1, 9], options={"claims": 2})
    assert _fields(snap)["Turn"].startswith(f"<@{BOB}> to move: 2 claims left this turn (")
    # One claim a turn: the turn line as before, nothing about claims.
    assert _fields(snapshot("forbidden-adjacent", [1]))["Turn"].startswith(
        f"<@{BOB}> to move (")
    # Not running: nothing is left to claim.
    done = with_status(snapshot("forbidden-adjacent", [1], options={"claims": 2}),
                       status=MatchStatus.FINISHED)
    assert render.claims_left(done) is None


def test_options_are_shown_in_the_games_order_in_words_with_the_defaults_left_out() -> None:
    assert render.options_summary(FA, {"size": 9, "forbid": 1, "claims": 1}) == "size 9"
    assert render.options_summary(FA, {"size": 12, "forbid": 135, "claims": 3}) == (
        "size 12, forbid 1, 3 and 5, claims 3")
    snap = snapshot("non-consecutive", options={"forbid": 12})
    assert render.footer_text(snap).startswith("size 20, forbid 1 and 2 · ")
    chain = snapshot("number-chain", options={"size": 9, "start": 4})
    assert render.options_text(chain) == "size 9, start 4"  # no default: always shown


def test_a_variant_is_named_on_its_board_and_in_lists() -> None:
    snap = snapshot("forbidden-adjacent", options={"size": 12, "forbid": 13})
    wide = with_status(snap, variant="wide")
    assert render.board_text(wide, FA).title == "Forbidden Adjacent · wide · match #42"
    assert render.board_text(snap, FA).title == "Forbidden Adjacent · match #42"
    pending = with_status(wide, status=MatchStatus.PENDING)
    assert render.board_text(pending, FA).description.startswith(
        f"<@{ALICE}> challenges <@{BOB}> to **wide**, this server's Forbidden Adjacent variant "
        "(size 12, forbid 1 and 3).")
    variant = Variant("wide", "forbidden-adjacent", {"size": 12, "forbid": 13}, 3, ALICE,
                      datetime(2030, 1, 1, tzinfo=UTC))
    assert render.variant_choice_name(variant) == (
        "wide: Forbidden Adjacent, size 12, forbid 1 and 3, best of 3")
    plain = Variant("plain", "circle-duel", {}, 1, ALICE, datetime(2030, 1, 1, tzinfo=UTC))
    assert render.variant_choice_name(plain) == "plain: Number Circle Duel"


def test_the_verdict_embed() -> None:
    title = analysis_title(FA, {"size": 9, "forbid": 13, "claims": 1}, "wide")
    assert title == "wide · Forbidden Adjacent · size 9, forbid 1 and 3"
    embed = analysis_embed(title, ["The first player wins.", "A perfect game lasts 3 moves."])
    assert embed.description == "The first player wins.\nA perfect game lasts 3 moves."
    assert embed.title == f"⚖️ {title}" and len(embed) < 6000


async def test_option_texts_fit_discord_and_forbid_stays_as_typed_until_read() -> None:
    assert all(len(option_description(name)) <= 100 for name in rules.option_names())
    seen = []

    @game_options
    async def command(interaction: object, game: str, given: Given) -> None:
        seen.append((game, dict(given)))

    await command(None, game="forbidden-adjacent", forbid="1,3", claims=2)
    assert seen == [("forbidden-adjacent",
                     {"size": None, "forbid": "1,3", "claims": 2, "start": None})]


def test_options_on_top_of_a_variant_are_refused_naming_them() -> None:
    variant = Variant("wide", "forbidden-adjacent", {"size": 12}, 1, ALICE,
                      datetime(2030, 1, 1, tzinfo=UTC))
    picked = game_or_variant.Chosen("forbidden-adjacent", variant)
    assert game_or_variant.options_with(picked, {}) == {"size": 12}
    try:
        game_or_variant.options_with(picked, {"size": 9, "forbid": "1,3"})
    except Exception as refused:
        assert str(refused) == ("The variant `wide` keeps its own options: leave out `size` "
                                "and `forbid`, or pick the game `forbidden-adjacent` to "
                                "choose them.")
    else:
        raise AssertionError("not refused")
