"""bot/frontends/charts.py: the rating chart is a PNG of the right size, drawn off the event
loop, with the words it is given (the reader's, or English where no font draws theirs)."""

from __future__ import annotations

import contextlib
import struct
import subprocess
import sys
import time
import warnings
from pathlib import Path

import psutil
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
from tests.fixtures.chart_worker import DRAWING_SECONDS, drawn_with_its_worker_lifted
from tests.fixtures.processes import ROOT, clean_env

LINES = (ChartLine("Number Circle Duel", ((1, 1040.0), (3, 1075.5), (4, 1050.0))),
         ChartLine("Number Chain", ((2, 965.0),)))


def size_of(png: bytes) -> tuple[int, int]:
    assert png.startswith(b"\x89PNG\r\n\x1a\n") and png[12:16] == b"IHDR"
    width, height = struct.unpack(">II", png[16:24])
    return width, height


def test_draw_makes_a_png_of_800_by_400() -> None:
    png = draw(LINES, "alice · rating · season 1", 1000.0)
    assert size_of(png) == (800, 400) and 5_000 < len(png) < 500_000


@pytest.mark.parametrize("mode", ["process", "thread"])
async def test_renderer_draws_off_the_event_loop(mode: str) -> None:
    renderer = ChartRenderer(mode, timeout=DRAWING_SECONDS)
    try:
        if mode == "process":
            png = await drawn_with_its_worker_lifted(renderer, LINES, "title")
        else:
            png = await renderer.render(LINES, "title", 1000.0)
        assert size_of(png) == (800, 400)
        assert renderer.waiting == 0
    finally:
        renderer.close()


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


#: A bot process that starts the chart worker, prints the worker's pid and ends at once,
#: without shutting the pool down (as a SIGKILL or ``os._exit`` ends it).
ENDS_ABRUPTLY = """
import asyncio, multiprocessing, os
from bot.frontends.charts import ChartLine, ChartRenderer
from tests.fixtures.chart_worker import DRAWING_SECONDS, drawn_with_its_worker_lifted

async def main():
    renderer = ChartRenderer("process", timeout=DRAWING_SECONDS)
    line = ChartLine("a", ((1, 1000.0), (2, 1010.0)))
    await drawn_with_its_worker_lifted(renderer, [line], "t")
    print(*[child.pid for child in multiprocessing.active_children()], flush=True)
    os._exit(0)

if __name__ == "__main__":
    asyncio.run(main())
"""


def _ended(pid: int) -> bool:
    try:
        return psutil.Process(pid).status() == psutil.STATUS_ZOMBIE
    except psutil.NoSuchProcess:
        return True


def test_the_worker_ends_with_a_bot_that_ended_abruptly(tmp_path: Path) -> None:
    script = tmp_path / "bot_that_dies.py"
    script.write_text(ENDS_ABRUPTLY)
    out, err = tmp_path / "out", tmp_path / "err"
    with out.open("w") as stdout, err.open("w") as stderr:  # files: the worker inherits them
        done = subprocess.run([sys.executable, str(script)], stdout=stdout, stderr=stderr,
                              cwd=ROOT, env=clean_env(PYTHONPATH=str(ROOT)),
                              timeout=DRAWING_SECONDS + 30)
    assert done.returncode == 0, err.read_text()
    (worker,) = (int(pid) for pid in out.read_text().split())
    deadline = time.monotonic() + 60
    try:
        while not _ended(worker):
            assert time.monotonic() < deadline, "the chart worker outlived the bot's process"
            time.sleep(0.05)
    finally:
        with contextlib.suppress(psutil.NoSuchProcess):
            psutil.Process(worker).kill()
