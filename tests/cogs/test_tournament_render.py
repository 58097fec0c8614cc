"""A tournament's messages (cogs/ui/tournament_render.py): the sign-up message and its
buttons, the table, the podium, a pairing's line and the DM. Pure drawing."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime, timedelta
from typing import Any

import discord

from bot.tournaments.snapshots import (
    TournamentPlayerSnapshot,
    TournamentSnapshot,
    TournamentStatus,
)
from bot.tournaments.standings import Standing
from cogs.ui import ids
from cogs.ui import tournament_render as tr
from tests.fixtures.discord_limits import message_problems, spec_limits

NOW = datetime(2030, 1, 1, tzinfo=UTC)


def tournament(players: tuple[int, ...] = (), **changes: Any) -> TournamentSnapshot:
    """A Swiss tournament taking sign-ups, with ``changes``."""
    values: dict[str, Any] = dict(
        id=12, guild_id=7, channel_id=8, name="Spring Swiss", format="swiss",
        game="circle-duel", options={"size": 12}, variant=None, rounds=5, minutes=None,
        turn_seconds=60, starts_at=NOW + timedelta(minutes=10),
        status=TournamentStatus.SIGNUP, organiser_id=500, signup_message_id=None,
        current_round=0, started_at=None, ends_at=None, version=1, created_at=NOW,
        finished_at=None,
        players=tuple(TournamentPlayerSnapshot(12, uid, 1500.0, NOW, None, None)
                      for uid in players))
    values.update(changes)
    return TournamentSnapshot(**values)


RUNNING_R3 = tournament(status=TournamentStatus.RUNNING, current_round=3)


def standing(rank: int, user_id: int, points: float, games_won: int = 0,
             buchholz: float = 0.0, sonneborn_berger: float = 0.0,
             withdrawn: bool = False) -> Standing:
    return Standing(rank, user_id, points, games_won, buchholz, sonneborn_berger, 1500.0,
                    withdrawn)


def rows(n: int) -> list[Standing]:
    return [standing(rank=i + 1, user_id=100_000_000_000_000_000 + i, points=(n - i) / 2,
                     games_won=n - i, buchholz=12.5, sonneborn_berger=7.5) for i in range(n)]


def embed_payload(embed: discord.Embed) -> dict[str, object]:
    return {"content": "", "embeds": [embed.to_dict()]}


def test_points_are_written_with_halves() -> None:
    assert [tr.points_text(p) for p in (0, 0.5, 1, 2.5, 4)] == ["0", "½", "1", "2½", "4"]


def test_the_signup_message_says_format_length_game_clock_start_and_players() -> None:
    embed = tr.signup_embed(tournament((1, 2)))
    text = embed.description or ""
    assert text.startswith(
        "**Swiss** · 5 rounds · Number Circle Duel, size 12 · 60 seconds a move.")
    assert "Each pairing plays two games" in text
    assert f"<t:{int(tournament().starts_at.timestamp())}:R>" in text
    assert "<@500>" in text and "`/tournament start`" in text
    assert [(f.name, f.value) for f in embed.fields] == [("Players (2)", "<@1>, <@2>.")]
    assert tr.signup_embed(tournament()).fields[0].value == "No one yet. Click **Join** to play."


def test_each_format_and_a_variant_are_described() -> None:
    arena = tournament(format="arena", rounds=None, minutes=45)
    assert tr.heading(arena).startswith("**Arena** · 45 minutes ·")
    assert "4 after two wins in a row" in (tr.signup_embed(arena).description or "")
    assert tr.length_text(tournament(format="round-robin", rounds=None)) == "one round per opponent"
    assert tr.length_text(tournament(rounds=None)) == "rounds set by the number of players"
    wide = tournament(game="forbidden-adjacent", variant="wide", options={"size": 15})
    assert tr.game_text(wide) == "`wide` (Forbidden Adjacent, size 15)"


def test_join_and_leave_carry_the_tournament_and_parse_back() -> None:
    [action_row] = tr.signup_components(12)
    buttons = action_row["components"]
    assert [b["label"] for b in buttons] == ["Join", "Leave"]
    assert [b["custom_id"] for b in buttons] == ["nd:tour:join:12", "nd:tour:leave:12"]
    assert ids.parse_tournament("nd:tour:join:12") == ("join", 12)
    assert ids.parse_tournament("nd:tour:leave:9") == ("leave", 9)
    for bad in ("nd:tour:kick:12", "nd:tour:join:", "nd:tour:join:1:2"):
        assert ids.parse_tournament(bad) is None and not ids.is_known(bad)
    assert ids.is_known(ids.tournament_id("join", 2**63 - 1))
    assert len(ids.tournament_id("leave", 2**63 - 1)) <= ids.MAX_CUSTOM_ID


def test_a_long_player_list_and_a_long_table_stay_within_discords_limits() -> None:
    limits = spec_limits()
    many = [100_000_000_000_000_000 + i for i in range(256)]
    signup = tr.signup_embed(tournament(tuple(many), name="x" * 100))
    assert message_problems(embed_payload(signup), limits) == []
    assert (signup.fields[0].value or "").endswith(f" and {256 - tr.MAX_LISTED} more.")
    table = tr.standings_embed(RUNNING_R3, rows(128))
    assert message_problems(embed_payload(table), limits) == []
    assert (table.description or "").endswith("…and 98 more. `/tournament export` has every row.")
    podium = tr.podium_embed(tournament(status=TournamentStatus.FINISHED), rows(128))
    assert message_problems(embed_payload(podium), limits) == []


def test_a_table_row_has_rank_player_points_games_and_tiebreaks() -> None:
    row = standing(rank=2, user_id=5, points=2.5, games_won=5, buchholz=9, sonneborn_berger=6.5)
    assert tr.row_text(row, "swiss") == "`2.` <@5> · **2½** · 5 won · Buchholz 9 · SB 6½"
    assert tr.row_text(replace(row, points=8), "arena") == "`2.` <@5> · **8** · 5 won"
    assert tr.row_text(replace(row, withdrawn=True), "round-robin").endswith("(withdrew)")


def test_the_table_says_where_the_tournament_is() -> None:
    running = RUNNING_R3
    assert "Round 3 of 5." in (tr.standings_embed(running, rows(4)).description or "")
    arena = tournament(format="arena", rounds=None, minutes=30, status=TournamentStatus.RUNNING,
                 ends_at=NOW + timedelta(minutes=30))
    assert f"Ends <t:{int(arena.ends_at.timestamp())}:R>." in (  # type: ignore[union-attr]
        tr.standings_embed(arena, rows(4)).description or "")
    final = tr.standings_embed(tournament(status=TournamentStatus.FINISHED), rows(4))
    assert "Final table." in (final.description or "")
    assert "Buchholz" in (final.footer.text or "")


def test_the_podium_names_the_first_three_who_did_not_withdraw() -> None:
    table = [standing(1, 11, 4.5), standing(2, 12, 4, withdrawn=True), standing(3, 13, 1),
             standing(4, 14, 0.5)]
    assert tr.podium_text(table) == ("🥇 <@11> with 4½ points.\n🥈 <@13> with 1 point.\n"
                                     "🥉 <@14> with ½ points.")
    assert tr.podium_text([]) == "Nobody finished."


def test_a_pairing_pings_both_players_and_the_dm_links_the_board() -> None:
    running = tournament(status=TournamentStatus.RUNNING, current_round=2)
    assert tr.pairing_content(running, 1, 2, 1) == (
        "<@1> <@2>, your game in **Spring Swiss**, round 2, game 1 of 2.")
    arena = tournament(format="arena", rounds=None, minutes=30, status=TournamentStatus.RUNNING)
    assert tr.pairing_content(arena, 1, 2) == "<@1> <@2>, your game in **Spring Swiss**."
    dm = tr.dm_text(running, 2, 7, 8, 99)
    assert "https://discord.com/channels/7/8/99" in dm and "<@2>" in dm
    assert "`/notify tournaments:False`" in dm


def test_a_cancelled_tournament_says_by_whom_or_why() -> None:
    assert (tr.cancelled_embed(tournament(), 500).description or "").endswith(
        "Cancelled by <@500>.")
    assert (tr.cancelled_embed(tournament()).description or "").endswith(
        "Cancelled: fewer than two players joined.")


def test_players_the_table_cannot_tell_apart_share_a_medal_and_are_said_tied() -> None:
    a = standing(1, 11, 3.0)
    b = replace(standing(2, 12, 3.0), rating=a.rating - 50)  # only rating tells them apart
    c = standing(3, 13, 1.0)
    said = tr.podium_text([a, b, c])
    assert said == ("🥇 <@11> and <@12>, tied with 3 points each and the same tie-breaks.\n"
                    "🥉 <@13> with 1 point."), said
    # A tie-break the table shows does tell them apart.
    ahead = replace(a, buchholz=a.buchholz + 1)
    assert tr.podium_text([ahead, b, c]).startswith("🥇 <@11> with 3 points.\n🥈 <@12>")
    # In an arena the table shows games won, not Buchholz.
    assert tr.podium_text([ahead, b, c], "arena").startswith("🥇 <@11> and <@12>, tied")
