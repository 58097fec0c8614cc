"""What a board says about fair results: a game the rules decide from the start is for fun
(said before anyone accepts), and an aborted match says why it doesn't count."""

from __future__ import annotations

import discord
import pytest

import rules
from bot.core.snapshots import EndReason, MatchStatus
from bot.standings.history import HistoryEntry
from cogs.ui import render
from cogs.ui.history_render import entry_line
from tests.cogs.helpers import ALICE, BOB, BOT, NOW, snapshot, with_status


def fields(embed: discord.Embed) -> dict[str, str]:
    return {f.name or "": f.value or "" for f in embed.fields}


def labels(snap) -> list[str]:
    rows = render.match_components(snap, rules.get_game(snap.game)) or []
    return [b["label"] for row in rows for b in row["components"]]


def test_a_fixed_challenge_says_so_before_anyone_accepts() -> None:
    pending = snapshot("circle-duel", status=MatchStatus.PENDING, options={"size": 10})
    embed = render.board_text(pending, rules.get_game("circle-duel"))
    assert embed.description.splitlines()[-1] == (
        f"<@{BOB}> moves second and always wins with 10 numbers: this one is for fun and "
        "unrated.")
    odd = snapshot("circle-duel", status=MatchStatus.PENDING, options={"size": 9})
    assert render.board_text(odd, rules.get_game("circle-duel")).description.endswith(
        f"<@{ALICE}> moves first and always wins with 9 numbers: this one is for fun and "
        "unrated.")
    plain = snapshot("non-consecutive", status=MatchStatus.PENDING)
    assert "for fun" not in render.board_text(plain, rules.get_game("non-consecutive")
                                                ).description


def test_the_board_of_a_fixed_game_says_so_and_against_me_without_unrated() -> None:
    game = rules.get_game("circle-duel")
    running = snapshot("circle-duel", [3])
    assert fields(render.board_text(running, game))["For fun"] == (
        f"<@{BOB}> moves second and always wins with 10 numbers: this one is for fun and "
        "unrated.")
    vs_me = snapshot("circle-duel", [3], bot_level="easy")
    assert fields(render.board_text(vs_me, game))["For fun"] == (
        f"<@{BOT}> moves second and always wins with 10 numbers: this one is for fun.")
    chain = snapshot("number-chain", status=MatchStatus.PENDING,
                     options={"size": 3, "start": 2})
    assert render.board_text(chain, rules.get_game("number-chain")).description.endswith(
        f"<@{ALICE}> moves first and always wins with these options: this one is for fun "
        "and unrated.")
    assert "For fun" not in fields(render.board_text(snapshot("non-consecutive", [3]),
                                                      rules.get_game("non-consecutive")))


def test_a_finished_fixed_game_says_for_fun_not_the_daily_limit() -> None:
    game = rules.get_game("circle-duel")
    done = with_status(snapshot("circle-duel", [3, 4]), status=MatchStatus.FINISHED,
                       winner_id=BOB, end_reason=EndReason.RESIGNATION, rated=False)
    result = fields(render.board_text(done, game))["Result"]
    assert result.splitlines()[-1] == (
        "This one was for fun and unrated: with 10 numbers, whoever moves second can't lose.")
    assert str(render.UNRATED_NOTE) not in result
    # A Circle Duel stored when such games were still rated says nothing of the kind.
    assert "for fun" not in fields(render.board_text(with_status(done, rated=True), game))[
        "Result"]


@pytest.mark.parametrize(("reason", "how"), [(EndReason.RESIGNATION, "resigned"),
                                             (EndReason.TIMEOUT, "ran out of time")])
def test_an_aborted_board_says_why_in_one_sentence_and_offers_a_rematch(reason, how) -> None:
    game = rules.get_game("non-consecutive")
    aborted = with_status(snapshot("non-consecutive", [3]), status=MatchStatus.ABORTED,
                          end_reason=reason, ended_by=BOB, deadline=None, finished_at=NOW)
    embed = render.board_text(aborted, game)
    assert fields(embed)["Result"] == (
        f"Aborted: <@{BOB}> {how} before both players had moved, so this match doesn't "
        "count.")
    assert "Turn" not in fields(embed)
    assert render.end_text(aborted) == fields(embed)["Result"]
    assert labels(aborted)[-1:] == ["Rematch"] and "Review" not in labels(aborted)
    buttons = [b for row in render.match_components(aborted, game) or []
               for b in row["components"]]
    assert [b["label"] for b in buttons if not b["disabled"]] == ["Rematch"]


def test_history_marks_aborted_and_for_fun() -> None:
    stamp = discord.utils.format_dt(NOW, "R")
    base = HistoryEntry(match_id=12, game="circle-duel", opponent_id=BOB, against_bot=False,
                        won=True, end_reason=EndReason.NORMAL, finished_at=NOW, channel_id=8,
                        message_id=None, voided_by=None, rated=False, for_fun=True)
    assert entry_line(7, base) == (
        f"`#12` ✅ Won vs <@{BOB}> · Number Circle Duel · no move left · {stamp} · for fun")
    from dataclasses import replace

    aborted = replace(base, game="non-consecutive", won=None, rated=None, for_fun=False,
                      aborted=True, end_reason=EndReason.RESIGNATION)
    assert entry_line(7, aborted) == (
        f"`#12` ➖ Aborted vs <@{BOB}> · Non-Consecutive · resignation · {stamp}")
