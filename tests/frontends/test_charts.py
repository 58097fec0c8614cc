"""bot/frontends/charts.py: the rating chart is a PNG of the right size, drawn off the event
loop, with the words it is given (the reader's, or English where no font draws theirs)."""

from __future__ import annotations

import asyncio
import contextlib
import multiprocessing
import os
import struct
import time
import warnings
from collections.abc import Callable
from typing import TypeVar

import pytest

from bot.frontends import charts
from bot.frontends.charts import (
    ChartBusy,
    ChartLine,
    ChartRenderer,
    ChartWords,
    draw,
    drawable,
    words_to_draw,
)

T = TypeVar("T")

LINES = (ChartLine("Number Circle Duel", ((1, 1040.0), (3, 1075.5), (4, 1050.0))),
         ChartLine("Number Chain", ((2, 965.0),)))


def size_of(png: bytes) -> tuple[int, int]:
    assert png.startswith(b"\x89PNG\r\n\x1a\n") and png[12:16] == b"IHDR"
    width, height = struct.unpack(">II", png[16:24])
    return width, height


def test_draw_makes_a_png_of_800_by_400() -> None:
    png = draw(LINES, "alice · rating · season 1", 1000.0)
    assert size_of(png) == (800, 400) and 5_000 < len(png) < 500_000


#: How long a test waits for its chart. CHART_TIMEOUT (5 s) is what a member's /stats waits
#: on a live bot; a test waits for the drawing itself, which on a loaded machine takes longer
#: (the worker process is started and loads matplotlib on the first chart).
DRAWING_SECONDS = 120.0


@pytest.mark.parametrize("mode", ["process", "thread"])
async def test_renderer_draws_off_the_event_loop(mode: str) -> None:
    renderer = ChartRenderer(mode, timeout=DRAWING_SECONDS)
    others = set(multiprocessing.active_children())
    try:
        drawing = asyncio.create_task(renderer.render(LINES, "title", 1000.0))
        if mode == "process":
            await worker_at_the_lowest_priority_then_lifted(others)
        png = await drawing
        assert size_of(png) == (800, 400)
        assert renderer.waiting == 0
    finally:
        renderer.close()


async def worker_at_the_lowest_priority_then_lifted(others: set[object]) -> None:
    """Wait until the chart worker (the one new child process) has put itself at the lowest
    CPU priority (SCHED_IDLE on Linux, else nice 19), then give it back the normal one where
    this user may: a worker that runs only on CPU nobody else wants would wait minutes for
    its chart on a machine whose cores are busy, and the test would then wait for spare CPU
    rather than for the drawing. Where it may not (not root), the test waits for that."""
    new = await polled(lambda: [p for p in multiprocessing.active_children()
                                if p not in others] or None, "chart worker process")
    assert len(new) == 1, new
    pid = new[0].pid
    assert pid is not None
    idle = await polled(lambda: lowest_priority(pid), "lowest priority of the chart worker")
    with contextlib.suppress(PermissionError):
        if idle == "SCHED_IDLE":
            os.sched_setscheduler(pid, os.SCHED_OTHER, os.sched_param(0))
        else:
            os.setpriority(os.PRIO_PROCESS, pid, 0)


async def polled(check: Callable[[], T | None], what: str) -> T:
    """What ``check`` returns once it is not None (looked at every 10 ms)."""
    deadline = time.monotonic() + DRAWING_SECONDS
    while (found := check()) is None:
        if time.monotonic() > deadline:
            raise AssertionError(f"no {what} within {DRAWING_SECONDS} s")
        await asyncio.sleep(0.01)
    return found


def lowest_priority(pid: int) -> str | None:
    """How process ``pid`` runs at the lowest priority ("SCHED_IDLE", "nice 19"), if it does."""
    if hasattr(os, "SCHED_IDLE") and os.sched_getscheduler(pid) == os.SCHED_IDLE:
        return "SCHED_IDLE"
    return "nice 19" if os.getpriority(os.PRIO_PROCESS, pid) >= charts.WORKER_NICE else None


async def test_a_busy_renderer_refuses_instead_of_queueing() -> None:
    renderer = ChartRenderer("thread", max_waiting=0)
    with pytest.raises(ChartBusy):
        await renderer.render(LINES, "title", 1000.0)
    renderer.close()


def test_unknown_worker_mode_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("NUMBER_DUELS_CHART_WORKER", "gpu")
    with pytest.raises(ValueError, match="process, thread or off"):
        ChartRenderer()


ENGLISH = ChartWords("yui · rating · season 1", "rated games this season", "rating",
                     ("Number Circle Duel", "Number Chain"))
JAPANESE = ChartWords("yui · レーティング · シーズン1", "今シーズンのレート戦", "レーティング",
                      ("サークルデュエル", "数字チェーン"))
RUSSIAN = ChartWords("yui · рейтинг · сезон 1", "рейтинговые партии в этом сезоне", "рейтинг",
                     ("Дуэль по кругу", "Цепочка чисел"))


def test_words_no_installed_font_draws_fall_back_to_english(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A machine whose fonts draw Latin and Cyrillic only: a Russian chart keeps its words,
    a Japanese one is drawn with the English ones, unless even those can't be drawn (a
    member's name in Japanese) or none were given."""
    monkeypatch.setattr(charts, "covered_characters", lambda: frozenset(range(0x0530)))
    assert words_to_draw(RUSSIAN, ENGLISH) == RUSSIAN
    assert words_to_draw(JAPANESE, ENGLISH) == ENGLISH
    assert words_to_draw(JAPANESE, None) == JAPANESE
    named = ChartWords("ユイ · rating · season 1", "rated games this season", "rating", ())
    assert words_to_draw(JAPANESE, named) == JAPANESE
    monkeypatch.setattr(charts, "covered_characters", lambda: frozenset(range(0x10000)))
    assert words_to_draw(JAPANESE, ENGLISH) == JAPANESE  # a machine with a Japanese font


def test_a_chart_in_another_language_is_drawn_without_missing_glyphs() -> None:
    """matplotlib's own font draws Cyrillic; Japanese needs one of charts.FONTS, else the
    English words are drawn: never empty boxes (matplotlib warns of each missing glyph)."""
    assert drawable("рейтинг · сезон 1") and drawable("Français · Español")
    for words in (RUSSIAN, JAPANESE):
        with warnings.catch_warnings():
            warnings.filterwarnings("error", message="Glyph .* missing")
            png = draw(LINES, words.title, 1000.0, x_label=words.x_label,
                       y_label=words.y_label, fallback=ENGLISH)
        assert size_of(png) == (800, 400)


async def test_the_renderer_passes_the_words_on(monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[dict[str, object]] = []

    def fake_draw(lines: object, title: str, start: float, **words: object) -> bytes:
        seen.append({"title": title, **words})
        return b"png"

    monkeypatch.setattr(charts, "draw", fake_draw)
    renderer = ChartRenderer("thread")
    try:
        assert await renderer.render(LINES, RUSSIAN.title, 1000.0, x_label=RUSSIAN.x_label,
                                     y_label=RUSSIAN.y_label, fallback=ENGLISH) == b"png"
    finally:
        renderer.close()
    assert seen == [{"title": RUSSIAN.title, "x_label": RUSSIAN.x_label,
                     "y_label": RUSSIAN.y_label, "fallback": ENGLISH}]
