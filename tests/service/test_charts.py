"""bot/frontends/charts.py: the rating chart is a PNG of the right size, drawn off the event
loop."""

from __future__ import annotations

import struct

import pytest

from bot.frontends.charts import ChartBusy, ChartLine, ChartRenderer, draw

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
    renderer = ChartRenderer(mode)
    try:
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
