"""Leaderboard and stats rendering, and the paging buttons, in English and in the other
languages a member may speak (plural forms included)."""

from __future__ import annotations

import discord

from bot.core.snapshots import GameStats, LeaderboardPage, LeaderboardRow, PlayerStats
from cogs.help import help_embed
from cogs.leaderboard import PageButton
from cogs.ui import ids, tables_render
from cogs.ui.history_render import entry_line, history_embed, history_view
from i18n import speaking


def page(n: int, pages: int, rows: int = 2) -> LeaderboardPage:
    return LeaderboardPage(
        guild_id=1,
        game=None,
        page=n,
        pages=pages,
        rows=tuple(
            LeaderboardRow(rank=i + 1, user_id=100 + i, rating=25.4 - i, wins=3, losses=1,
                           streak=3 if i == 0 else 0)
            for i in range(rows)
        ),
    )


def test_table_rows() -> None:
    embed = tables_render.leaderboard_embed(page(1, 1), "all games")
    assert embed.description.splitlines()[0] == "`#1` <@100> · **25** · 3W 1L · 3 wins in a row"
    assert embed.footer.text == "W: wins, L: losses · page 1/1"


def test_empty_table_invites_to_play() -> None:
    embed = tables_render.leaderboard_embed(page(1, 1, rows=0), "all games")
    assert "/challenge" in embed.description


def test_single_page_has_no_buttons() -> None:
    assert tables_render.leaderboard_view(page(1, 1)) is None


def test_paging_buttons() -> None:
    view = tables_render.leaderboard_view(page(2, 3))
    assert view is not None
    prev, nxt = view.children
    assert isinstance(prev, discord.ui.Button) and isinstance(nxt, discord.ui.Button)
    assert [prev.label, nxt.label] == ["◀ Prev", "Next ▶"]
    assert prev.custom_id is not None and nxt.custom_id is not None
    # The buttons keep the table's season; ids without a season still parse.
    assert ids.parse_page(prev.custom_id) == ids.PageTurn(1, None, 1)
    assert ids.parse_page(nxt.custom_id) == ids.PageTurn(3, None, 1)
    assert ids.parse_page("nd:lb:3:all") == ids.PageTurn(3, None, None)
    assert not prev.disabled and not nxt.disabled
    # PageButton answers them: it takes a clicked button only if its template matches.
    PageButton(prev, ids.PageTurn(1, None, 1))
    first = tables_render.leaderboard_view(page(1, 3))
    last = tables_render.leaderboard_view(page(3, 3))
    assert first is not None and last is not None
    assert [c.disabled for c in first.children] == [True, False]  # type: ignore[attr-defined]
    assert [c.disabled for c in last.children] == [False, True]  # type: ignore[attr-defined]


def test_stats() -> None:
    stats = PlayerStats(
        guild_id=1,
        user_id=5,
        per_game=(GameStats("circle-duel", 30.2, 4, 1, 2, 1),),
        overall=GameStats(None, 28.0, 4, 1, 2, 1),
        vs_bot_wins=1,
        vs_bot_losses=2,
    )
    embed = tables_render.stats_embed(stats, {"circle-duel": "Number Circle Duel"})
    fields = {f.name: f.value for f in embed.fields}
    assert fields["Overall"].startswith("Rating **28** · 4 wins, 1 loss · rank #1")
    assert fields["Number Circle Duel"].startswith("Rating **30** · 4 wins, 1 loss")
    assert fields["Against me"] == "1 win, 2 losses, not rated."


def _stats(wins: int, losses: int) -> PlayerStats:
    return PlayerStats(guild_id=1, user_id=5, per_game=(), season=2,
                       overall=GameStats(None, 1012.4, wins, losses, -losses, 3),
                       vs_bot_wins=wins, vs_bot_losses=losses,
                       all_time_wins=wins, all_time_losses=losses)


def test_stats_count_in_russian_with_every_plural_form() -> None:
    """ru: 1 победа / 2 победы / 5 побед (and 21 победа), the same for поражение."""
    said = {}
    with speaking("ru"):
        for n in (1, 2, 5, 21):
            embed = tables_render.stats_embed(_stats(n, n), {})
            said[n] = {f.name: f.value for f in embed.fields}
    assert said[1]["Против меня"] == "1 победа, 1 поражение, без рейтинга."
    assert said[2]["Против меня"] == "2 победы, 2 поражения, без рейтинга."
    assert said[5]["Против меня"] == "5 побед, 5 поражений, без рейтинга."
    assert said[21]["Против меня"] == "21 победа, 21 поражение, без рейтинга."
    assert said[2]["Всего"] == (
        "Рейтинг **1012** · 2 победы, 2 поражения · место № 3 · 2 поражения подряд")
    assert said[5]["Всего"].endswith("5 поражений подряд")
    assert said[5]["За всё время"] == "5 побед, 5 поражений за все сезоны."
    with speaking("ru"):
        embed = tables_render.stats_embed(_stats(0, 0), {})
    assert embed.description == "Статистика <@5> · сезон 2"


def test_stats_and_tables_in_other_languages() -> None:
    with speaking("ja"):
        stats = tables_render.stats_embed(_stats(3, 1), {})
        table = tables_render.leaderboard_embed(page(2, 3), "全ゲーム")
        view = tables_render.leaderboard_view(page(2, 3))
    fields = {f.name: f.value for f in stats.fields}
    assert stats.description == "<@5> の成績 · シーズン2"
    assert fields["総合"] == "レーティング **1012** · 3勝1敗 · 3位"
    assert fields["私との対局"] == "3勝1敗（レート対象外）です。"
    assert table.title == "🏆 ランキング · 全ゲーム · シーズン1"
    assert table.description.splitlines()[0] == "`#1` <@100> · **25** · 3勝1敗 · 3連勝中"
    assert table.footer.text == "勝: 勝ち、敗: 負け · 2/3ページ"
    assert view is not None
    assert [c.label for c in view.children] == ["◀ 前へ", "次へ ▶"]  # type: ignore[attr-defined]
    with speaking("de"):
        final = tables_render.leaderboard_embed(
            LeaderboardPage(1, None, 1, 1, (), season=4, final=True), "alle Spiele")
        one = tables_render.stats_embed(_stats(1, 1), {})
    assert final.title == "🏆 Rangliste · alle Spiele · Saison 4 (Endstand)"
    assert final.description == ("Noch keine gewerteten Partien. Starte eine mit "
                                 "`/herausfordern`!")
    assert {f.name: f.value for f in one.fields}["Gegen mich"] == (
        "1 Sieg, 1 Niederlage, nicht gewertet.")


def test_history_in_another_language() -> None:
    from datetime import UTC, datetime

    from bot.core.snapshots import EndReason
    from bot.standings.history import HistoryEntry, HistoryPage

    entry = HistoryEntry(match_id=12, game="circle-duel", opponent_id=7, against_bot=True,
                         won=True, end_reason=EndReason.RESIGNATION,
                         finished_at=datetime(2026, 1, 1, tzinfo=UTC), channel_id=8,
                         message_id=99, voided_by=None, rated=False, series_game=2,
                         best_of=3, series_won=True)
    with speaking("fr"):
        line = entry_line(3, entry)
        embed = history_embed(HistoryPage(3, 5, None, 1, 2, (entry,)))
        view = history_view(HistoryPage(3, 5, None, 1, 2, (entry,)))
    parts = line.split(" · ")
    assert parts[0] == "`#12` ✅ Gagnée contre moi"
    assert parts[2] == "abandon"
    assert parts[4:] == ["partie 2 d'une série au meilleur des 3, série gagnée", "non classée",
                         "[plateau](https://discord.com/channels/3/8/99)"]
    assert embed.title == "📜 Historique · tous les jeux"
    assert embed.footer.text == "Page 1/2"
    assert view is not None
    assert [c.label for c in view.children] == [  # type: ignore[attr-defined]
        "◀ Plus récents", "Plus anciens ▶"]


def test_help_in_japanese() -> None:
    with speaking("ja"):
        embed = help_embed("Number Duels", owner=True)
    assert embed.title == "📖 Number Duels: コマンド一覧"
    assert embed.footer.text == "あなただけに表示されています"
    names = [f.name for f in embed.fields]
    assert names[:4] == ["対局する", "学ぶ", "大会", "成績"]
    assert names[-1] == "サーバー管理者向け"
    text = " ".join(f.value or "" for f in embed.fields)
    # Commands and options named as Discord lists them in Japanese (terms.ftl).
    assert "`/挑戦 " in text and "`/設定 " in text
    assert "**はじめての方へ:** `/挑戦 " in (embed.description or "")
