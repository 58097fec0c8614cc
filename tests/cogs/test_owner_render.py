"""What server owners' features draw: voided and unrated boards, /config show's lines,
/history's lines and buttons, the chart's lines, and the new custom ids."""

from __future__ import annotations

import re
from datetime import timedelta

import discord

import rules
from bot.core.snapshots import EndReason, MatchStatus
from bot.servers.settings import ServerSettings
from bot.standings.history import HistoryEntry, HistoryPage, RatingPoint
from bot.standings.seasons import SeasonInfo
from cogs.config import challenge_limit_text, config_embed, setting_lines
from cogs.history import HistoryButton
from cogs.leaderboard import chart_lines
from cogs.ui import ids, render
from cogs.ui.history_render import entry_line, history_embed, history_view
from tests.cogs.helpers import ALICE, BOB, NOW, snapshot, with_status

MOD = 4242


def fields(embed: discord.Embed) -> dict[str, str]:
    return {f.name or "": f.value or "" for f in embed.fields}


def test_a_running_match_voided_says_so_and_has_no_buttons() -> None:
    snap = with_status(snapshot("circle-duel", [3]), status=MatchStatus.FINISHED,
                       deadline=None, voided_by=MOD, voided_at=NOW, finished_at=NOW)
    embed = render.board_text(snap, rules.get_game("circle-duel"))
    assert fields(embed)["Result"] == f"⛔ Voided by <@{MOD}>: this match doesn't count."
    assert "Turn" not in fields(embed)
    assert render.match_components(snap, rules.get_game("circle-duel")) is None


def test_a_finished_match_voided_keeps_its_result_in_brackets() -> None:
    snap = with_status(snapshot("circle-duel", [3, 4]), status=MatchStatus.FINISHED,
                       winner_id=BOB, end_reason=EndReason.RESIGNATION,
                       voided_by=MOD, rated=True)
    result = fields(render.board_text(snap, rules.get_game("circle-duel")))["Result"]
    assert result.splitlines() == [
        f"⛔ Voided by <@{MOD}>: this match doesn't count.",
        f"(It had ended: 🏆 <@{BOB}> wins! <@{ALICE}> resigned.)",
    ]


def test_an_unrated_result_says_so() -> None:
    done = with_status(snapshot("non-consecutive", [3, 7]), status=MatchStatus.FINISHED,
                       winner_id=ALICE, end_reason=EndReason.RESIGNATION)
    game = rules.get_game("non-consecutive")
    assert "Not rated" not in fields(render.board_text(with_status(done, rated=True), game))[
        "Result"]
    unrated = fields(render.board_text(with_status(done, rated=False), game))["Result"]
    assert unrated.endswith(str(render.UNRATED_NOTE))
    assert render.match_components(with_status(done, rated=False), game) is not None  # Rematch


def _conf(**changes: object) -> ServerSettings:
    base = ServerSettings(guild_id=1, turn_timeout=timedelta(hours=24),
                          challenge_timeout=timedelta(minutes=15), bot_level="normal",
                          daily_rated_limit=0, allowed_channels=(), disabled_games=frozenset(),
                          from_server=frozenset())
    from dataclasses import replace

    return replace(base, **changes)  # type: ignore[arg-type]  # test values by name


def test_config_lines_say_where_each_value_comes_from() -> None:
    assert setting_lines(_conf()) == {
        "Challenge channels": "everywhere (default)",
        "Turn timeout": "24 hours (default)",
        "Challenge timeout": "15 minutes (default)",
        "My default level": "normal (default)",
        "Games": "all on (default)",
        "Rated games limit": "no limit (default)",
        "New challenges": "no limit (default)",
        "Tournament organisers": "Manage Server (default)",
        "Language": "English (the server's Discord language)",
        "Public pages": "off (default)",
        "Your-move notices": "in the match's channel (default)",
        "Daily puzzle post": "nowhere (members ask `/puzzle`) (default)",
    }
    posted = _conf(puzzle_channel_id=9, from_server=frozenset({"puzzle_channel"}))
    assert setting_lines(posted)["Daily puzzle post"] == "<#9> (this server)"
    by_dm = _conf(notify_turns="dm", from_server=frozenset({"notify_turns"}))
    assert setting_lines(by_dm)["Your-move notices"] == "by direct message (this server)"
    shown = _conf(public_pages=True, from_server=frozenset({"public_pages"}))
    assert setting_lines(shown)["Public pages"] == "on (this server)"
    mine = setting_lines(_conf(
        turn_timeout=timedelta(hours=1), challenge_timeout=timedelta(minutes=1),
        allowed_channels=(5, 6), disabled_games=frozenset({"number-chain", "circle-duel"}),
        daily_rated_limit=1,
        from_server=frozenset({"turn_timeout", "challenge_timeout", "allowed_channels",
                               "disabled_games", "daily_rated_limit"})))
    assert mine["Turn timeout"] == "1 hour (this server)"
    assert mine["Challenge timeout"] == "1 minute (this server)"
    assert mine["Challenge channels"] == "<#5>, <#6> (this server)"
    assert mine["Games"] == "off: Number Circle Duel, Number Chain (this server)"
    assert mine["Rated games limit"] == "1 game a day between the same two people (this server)"
    role = _conf(organiser_role_id=77, from_server=frozenset({"organiser_role"}))
    assert setting_lines(role)["Tournament organisers"] == "Manage Server and <@&77> (this server)"
    embed = config_embed(_conf(turn_timeout=timedelta(hours=0.5)), SeasonInfo(3, NOW))
    assert "**Turn timeout:** 0.5 hours (default)" in (embed.description or "")
    assert "**Season:** 3 (since <t:" in (embed.description or "")


def test_config_show_says_the_challenge_limit_and_where_it_comes_from() -> None:
    default = _conf(challenge_limit_per_minute=5, challenge_limit_per_hour=30)
    assert setting_lines(default)["New challenges"] == (
        "at most 5 a minute and 30 an hour for each member (default)")
    mine = _conf(challenge_limit_per_minute=1, challenge_limit_per_hour=0,
                 from_server=frozenset({"challenge_limit"}))
    assert setting_lines(mine)["New challenges"] == (
        "at most 1 a minute for each member (this server)")
    hourly = _conf(challenge_limit_per_minute=0, challenge_limit_per_hour=12)
    assert setting_lines(hourly)["New challenges"] == (
        "at most 12 an hour for each member (default)")
    embed = config_embed(default, SeasonInfo(1, None))
    assert ("**New challenges:** at most 5 a minute and 30 an hour for each member (default)"
            in (embed.description or ""))
    # The reply to /config challenge-limit names the challenges, singular or plural.
    said = "Each member can now make at most {} here (rematches count)."
    assert challenge_limit_text(default, reply=True) == said.format(
        "5 new challenges a minute and 30 an hour")
    assert challenge_limit_text(mine, reply=True) == said.format("1 new challenge a minute")
    assert challenge_limit_text(hourly, reply=True) == said.format("12 new challenges an hour")
    assert challenge_limit_text(_conf()) == ""


def _entry(**changes: object) -> HistoryEntry:
    from dataclasses import replace

    base = HistoryEntry(match_id=12, game="circle-duel", opponent_id=BOB, against_bot=False,
                        won=True, end_reason=EndReason.NORMAL, finished_at=NOW, channel_id=8,
                        message_id=99, voided_by=None, rated=True)
    return replace(base, **changes)  # type: ignore[arg-type]  # test values by name


def test_history_lines() -> None:
    stamp = discord.utils.format_dt(NOW, "R")
    link = "[board](https://discord.com/channels/7/8/99)"
    assert entry_line(7, _entry()) == (
        f"`#12` ✅ Won vs <@{BOB}> · Number Circle Duel · no move left · {stamp} · {link}")
    assert entry_line(7, _entry(won=False, end_reason=EndReason.TIMEOUT, rated=False,
                                message_id=None)) == (
        f"`#12` ❌ Lost vs <@{BOB}> · Number Circle Duel · out of time · {stamp} · unrated")
    assert entry_line(7, _entry(won=None, end_reason=None, voided_by=MOD, against_bot=True,
                                rated=None)).startswith(
        f"`#12` ⛔ Void vs me · Number Circle Duel · voided by <@{MOD}> · ")


def test_history_view_pages() -> None:
    def page(n: int, pages: int) -> HistoryPage:
        return HistoryPage(7, ALICE, "number-chain", n, pages, (_entry(),))

    assert history_view(page(1, 1)) is None
    assert "Results of <@1001>" in (history_embed(page(1, 1)).description or "")
    view = history_view(page(2, 3))
    assert view is not None
    newer, older = view.children
    assert isinstance(newer, discord.ui.Button) and isinstance(older, discord.ui.Button)
    assert [newer.label, older.label] == ["◀ Newer", "Older ▶"]
    assert newer.custom_id is not None and older.custom_id is not None
    assert ids.parse_history(newer.custom_id) == ids.HistoryTurn(1, ALICE, "number-chain")
    assert ids.parse_history(older.custom_id) == ids.HistoryTurn(3, ALICE, "number-chain")
    # HistoryButton answers them: it takes a clicked button only if its template matches.
    for button in (newer, older):
        turn = ids.parse_history(button.custom_id)
        assert turn is not None
        HistoryButton(button, turn)
    first = history_view(page(1, 3))
    assert first is not None
    buttons = [c for c in first.children if isinstance(c, discord.ui.Button)]
    assert buttons[0].disabled and not buttons[1].disabled
    assert len({b.custom_id for b in buttons}) == 2


def test_new_ids_fit_and_do_not_overlap() -> None:
    biggest = ids.history_id(999_999, 2**64 - 1, "forbidden-adjacent")
    assert len(biggest) <= ids.MAX_CUSTOM_ID
    assert ids.parse_history(biggest) == ids.HistoryTurn(999_999, 2**64 - 1,
                                                         "forbidden-adjacent")
    assert ids.parse_page(ids.page_id(2, None, 4)) == ids.PageTurn(2, None, 4)
    templates = [re.compile(t) for t in (ids.MATCH_TEMPLATE, ids.PAGE_TEMPLATE,
                                         ids.HISTORY_TEMPLATE)]
    for custom_id in (biggest, ids.page_id(2, None, 4), ids.match_id("play", 5, 3)):
        assert sum(bool(t.fullmatch(custom_id)) for t in templates) == 1, custom_id


def test_chart_lines_one_per_game_in_the_games_order() -> None:
    points = (RatingPoint(1, "number-chain", 1030.0), RatingPoint(2, "circle-duel", 1040.0),
              RatingPoint(3, "number-chain", 1010.0))
    lines = chart_lines(points)
    assert [line.label for line in lines] == ["Number Circle Duel", "Number Chain"]
    assert lines[1].points == ((1, 1030.0), (3, 1010.0))


def test_a_variant_is_named_in_backticks_in_every_language() -> None:
    """/config show's variant line names the variant as typed, whatever the language puts
    between the name and what it plays (French: a space before the colon)."""
    from datetime import UTC, datetime

    from bot.servers.variants import Variant
    from cogs.config import variant_text
    from i18n import speaking

    wide = Variant("wide", "forbidden-adjacent", {"size": 15}, 3, 1, datetime.now(UTC))
    assert variant_text(wide) == "`wide`: Forbidden Adjacent, size 15, best of 3"
    with speaking("fr"):
        assert variant_text(wide).startswith("`wide`\u00a0: Voisins interdits")
