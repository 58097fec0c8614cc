"""A series game's board (its series line, no Rematch while the series goes on), /stats'
series record and /history's series mark: pure drawing (docs/rules.md, decision 12)."""

from __future__ import annotations

from datetime import timedelta

import rules
from bot.core.snapshots import (
    EndReason,
    MatchStatus,
    PlayerStats,
    SeriesSnapshot,
    SeriesStatus,
)
from bot.standings.history import HistoryEntry
from cogs.ui import render, tables_render
from cogs.ui.history_render import entry_line
from tests.cogs.helpers import ALICE, BOB, NOW, snapshot, with_status

GAME = rules.get_game("non-consecutive")


def series(**changes: object) -> SeriesSnapshot:
    base = SeriesSnapshot(
        id=5, guild_id=7, channel_id=8, game="non-consecutive", best_of=3, first_id=ALICE,
        second_id=BOB, first_wins=1, second_wins=0, status=SeriesStatus.RUNNING,
        winner_id=None, ended_by=None, version=2, created_at=NOW, finished_at=None)
    return SeriesSnapshot(**{**{f: getattr(base, f) for f in base.__slots__}, **changes})


def game(number: int, **changes: object):
    return with_status(snapshot("non-consecutive", [3]), series_id=5, series_game=number,
                       **changes)


def fields(embed) -> dict[str, str]:
    return {f.name: f.value for f in embed.fields}


def labels(snap, its) -> list[str]:
    return [b["label"] for r in render.match_components(snap, GAME, series=its) or []
            for b in r["components"]]


def test_a_running_game_says_its_number_the_length_and_the_score() -> None:
    embed = render.board_text(game(2), GAME, series=series())
    assert fields(embed)["Series"] == f"Game 2 · best of 3 · <@{ALICE}> 1–0 <@{BOB}>."
    assert embed.fields[0].name == "Series"  # first, where the players look
    assert "Series" not in fields(render.board_text(snapshot("non-consecutive"), GAME))


def test_a_finished_game_of_a_running_series_points_to_the_next_and_offers_no_rematch(
) -> None:
    done = game(1, status=MatchStatus.FINISHED, winner_id=ALICE,
                end_reason=EndReason.RESIGNATION)
    embed = render.board_text(done, GAME, series=series())
    assert fields(embed)["Series"].endswith("Game 2 starts below.")
    assert "Rematch" not in labels(done, series()) and "Review" in labels(done, series())
    assert "Rematch" not in (embed.footer or "")
    aborted = game(1, status=MatchStatus.ABORTED, ended_by=BOB,
                   end_reason=EndReason.TIMEOUT)
    assert fields(render.board_text(aborted, GAME, series=series()))["Series"].endswith(
        "Game 1 is played again below.")
    assert "Rematch" not in labels(aborted, series())


def test_the_last_board_names_the_series_winner_and_offers_a_rematch() -> None:
    over = series(first_wins=2, second_wins=1, status=SeriesStatus.FINISHED, winner_id=ALICE,
                  finished_at=NOW + timedelta(hours=1))
    done = game(3, status=MatchStatus.FINISHED, winner_id=ALICE,
                end_reason=EndReason.NORMAL)
    assert fields(render.board_text(done, GAME, series=over))["Series"] == (
        f"Game 3 · best of 3 · <@{ALICE}> 2–1 <@{BOB}>. 🏆 <@{ALICE}> wins the series!")
    assert "Rematch" in labels(done, over)
    resigned = series(status=SeriesStatus.FINISHED, winner_id=ALICE, ended_by=BOB)
    assert fields(render.board_text(done, GAME, series=resigned))["Series"].endswith(
        f"🏆 <@{ALICE}> wins the series: <@{BOB}> resigned it.")
    unfinished = series(status=SeriesStatus.UNFINISHED)
    assert fields(render.board_text(done, GAME, series=unfinished))["Series"].endswith(
        "The series ended with no winner.")


def test_stats_show_series_won_and_lost() -> None:
    stats = PlayerStats(guild_id=7, user_id=ALICE, per_game=(), overall=None, vs_bot_wins=0,
                        vs_bot_losses=0, series_won=2, series_lost=1)
    assert fields(tables_render.stats_embed(stats, {}))["Series"] == (
        "2 won, 1 lost, in every season.")
    none = PlayerStats(guild_id=7, user_id=ALICE, per_game=(), overall=None, vs_bot_wins=0,
                       vs_bot_losses=0)
    assert "Series" not in fields(tables_render.stats_embed(none, {}))


def test_history_marks_a_series_game_and_its_result() -> None:
    entry = HistoryEntry(match_id=9, game="non-consecutive", opponent_id=BOB,
                         against_bot=False, won=True, end_reason=EndReason.NORMAL,
                         finished_at=NOW, channel_id=8, message_id=None, voided_by=None,
                         rated=True, series_game=2, best_of=3, series_won=True)
    assert "game 2 of a best of 3, series won" in entry_line(7, entry)
    running = HistoryEntry(**{**{f: getattr(entry, f) for f in entry.__slots__},
                              "series_won": None})
    line = entry_line(7, running)
    assert line.endswith("game 2 of a best of 3") and "series won" not in line


def test_history_marks_a_tournament_game_with_its_tournament() -> None:
    entry = HistoryEntry(match_id=9, game="non-consecutive", opponent_id=BOB,
                         against_bot=False, won=True, end_reason=EndReason.NORMAL,
                         finished_at=NOW, channel_id=8, message_id=None, voided_by=None,
                         rated=True, series_game=2, best_of=2, series_won=None,
                         tournament_id=4)
    line = entry_line(7, entry)
    assert "tournament 4" in line and "best of" not in line


def test_a_tournament_pairing_says_game_n_of_2_and_a_1_1_ends_it() -> None:
    pairing = series(best_of=2, first_wins=0, second_wins=0)
    first = game(1, tournament_id=3)
    assert render.board_text(first, GAME, series=pairing).fields[0].value == (
        f"Game 1 of 2 · <@{ALICE}> 0–0 <@{BOB}>.")
    even = series(best_of=2, first_wins=1, second_wins=1, status=SeriesStatus.FINISHED)
    second = game(2, tournament_id=3, status=MatchStatus.FINISHED, winner_id=BOB,
                  end_reason=EndReason.RESIGNATION)
    assert fields(render.board_text(second, GAME, series=even))["Series"] == (
        f"Game 2 of 2 · <@{ALICE}> 1–1 <@{BOB}>. The pairing ended in a draw.")
    both = series(best_of=2, first_wins=2, second_wins=0, status=SeriesStatus.FINISHED,
                  winner_id=ALICE)
    assert fields(render.board_text(second, GAME, series=both))["Series"].endswith(
        f"🏆 <@{ALICE}> wins the series!")


def test_a_tournament_game_offers_no_rematch() -> None:
    done = game(2, tournament_id=3, status=MatchStatus.FINISHED, winner_id=BOB,
                end_reason=EndReason.RESIGNATION)
    over = series(best_of=2, first_wins=1, second_wins=1, status=SeriesStatus.FINISHED)
    assert "Rematch" not in labels(done, over) and "Review" in labels(done, over)
    assert "Rematch" not in (render.board_text(done, GAME, series=over).footer or "")
    assert "Rematch" in labels(with_status(done, tournament_id=None), over)
