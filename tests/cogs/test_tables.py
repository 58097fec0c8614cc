"""Leaderboard and stats rendering, and the paging buttons."""

from __future__ import annotations

import discord

from bot.service.snapshots import GameStats, LeaderboardPage, LeaderboardRow, PlayerStats
from cogs.leaderboard import PageButton
from cogs.ui import ids, render


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
    embed = render.leaderboard_embed(page(1, 1), "all games")
    assert embed.description.splitlines()[0] == "`#1` <@100> · **25** · 3W 1L · 3 wins in a row"
    assert embed.footer.text == "W: wins, L: losses · page 1/1"


def test_empty_table_invites_to_play() -> None:
    embed = render.leaderboard_embed(page(1, 1, rows=0), "all games")
    assert "/challenge" in embed.description


def test_single_page_has_no_buttons() -> None:
    assert render.leaderboard_view(page(1, 1)) is None


def test_paging_buttons() -> None:
    view = render.leaderboard_view(page(2, 3))
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
    first = render.leaderboard_view(page(1, 3))
    last = render.leaderboard_view(page(3, 3))
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
    embed = render.stats_embed(stats, {"circle-duel": "Number Circle Duel"})
    fields = {f.name: f.value for f in embed.fields}
    assert fields["Overall"].startswith("Rating **28** · 4 wins, 1 loss · rank #1")
    assert fields["Number Circle Duel"].startswith("Rating **30** · 4 wins, 1 loss")
    assert fields["Against me"] == "1 win, 2 losses, not rated."
