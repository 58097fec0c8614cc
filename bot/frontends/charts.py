"""Rating charts for /stats: a PNG drawn with matplotlib (Agg backend, no screen).

Drawing a chart costs about 80 ms of CPU in matplotlib's Python code, which would hold the
event loop (and, in a thread, the GIL) while clicks wait. So :class:`ChartRenderer` draws in
ONE worker process (started on the first chart, spawned rather than forked because the bot
has threads) that runs only on CPU time nobody else wants (Linux ``SCHED_IDLE``; elsewhere
the lowest ``nice``), refuses to queue more than :data:`MAX_WAITING` charts and gives up on
one after :data:`CHART_TIMEOUT` seconds: /stats then answers without its chart.
``NUMBER_DUELS_CHART_WORKER=thread`` draws in a thread of the bot's process instead, ``off``
draws none (switches for the benchmark and for diagnosis, not user settings;
docs/benchmarks.md compares them).

The picture is an opaque dark card with light text, so it reads the same in Discord's dark
and light themes; the line colours are the Okabe-Ito palette (colour-blind safe),
which stands out on the dark card. :func:`draw` is pure (values in, PNG bytes out) and
imports matplotlib itself, so importing this module stays cheap.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import functools
import io
import logging
import multiprocessing
import multiprocessing.connection
import os
import threading
from collections.abc import Sequence
from dataclasses import dataclass, replace

log = logging.getLogger(__name__)

WORKER_ENV = "NUMBER_DUELS_CHART_WORKER"
#: Charts drawn or waiting at once; more are refused (the stats still answer).
MAX_WAITING = 4
#: The worker's niceness where SCHED_IDLE is not available (lower priority than the bot).
WORKER_NICE = 19
#: How long a chart may take (queue included) before /stats answers without it.
CHART_TIMEOUT = 5.0
WIDTH_PX, HEIGHT_PX, DPI = 800, 400, 100

BACKGROUND = "#2b2d31"
PANEL = "#313338"
TEXT = "#dbdee1"
MUTED = "#949ba4"
GRID = "#4e5058"
#: The fonts the chart's words are drawn in, first found first: matplotlib's own (Latin,
#: Cyrillic), then the usual Japanese fonts of Linux distributions for the glyphs it lacks
#: (Debian's fonts-noto-cjk). Without any of them a chart in Japanese is drawn with its
#: English words (see :func:`draw`), not with empty boxes.
FONTS = ("DejaVu Sans", "Noto Sans CJK JP", "Noto Sans JP", "IPAexGothic", "IPAGothic",
         "TakaoGothic", "VL Gothic", "Droid Sans Fallback")
#: Okabe-Ito: orange, sky blue, bluish green, yellow, reddish purple, blue, vermillion.
COLOURS = ("#E69F00", "#56B4E9", "#009E73", "#F0E442", "#CC79A7", "#0072B2", "#D55E00")


@dataclass(frozen=True, slots=True)
class ChartLine:
    """One game's line: (the member's rated-game number this season, rating after it)."""

    label: str
    points: tuple[tuple[int, float], ...]


@dataclass(frozen=True, slots=True)
class ChartWords:
    """Every word on a chart: its title, the names of its axes and of its lines (in the
    lines' order)."""

    title: str
    x_label: str
    y_label: str
    line_labels: tuple[str, ...]

    def text(self) -> str:
        return "".join((self.title, self.x_label, self.y_label, *self.line_labels))


def draw(lines: Sequence[ChartLine], title: str, start_rating: float, *,
         x_label: str = "", y_label: str = "", fallback: ChartWords | None = None) -> bytes:
    """The chart as PNG bytes: one line per game, each starting at ``start_rating`` just
    before its first game. Every word on it comes in already said (``title``, the axes'
    labels, the lines' names) in the reader's language: the worker knows no language.
    ``fallback``: the same words in English, drawn instead when this machine has no font
    for the reader's script (see :func:`words_to_draw`)."""
    # matplotlib is loaded in the worker process only (draw runs there), never in the bot.
    from matplotlib import rc_context

    words = words_to_draw(ChartWords(title, x_label, y_label,
                                     tuple(line.label for line in lines)), fallback)
    lines = [replace(line, label=label) for line, label in zip(lines, words.line_labels,
                                                               strict=True)]
    with rc_context({"font.family": list(installed_fonts())}):
        return _draw(lines, words.title, start_rating, words.x_label, words.y_label)


def words_to_draw(words: ChartWords, fallback: ChartWords | None) -> ChartWords:
    """The reader's words if the installed fonts draw every letter of them; else the
    fallback if they draw it (a member's name may need a font the machine lacks in both)."""
    if fallback is None or drawable(words.text()) or not drawable(fallback.text()):
        return words
    return fallback


def drawable(text: str) -> bool:
    """Whether the fonts of :func:`installed_fonts` have a glyph for every character."""
    covered = covered_characters()
    return all(ord(ch) in covered or ch.isspace() for ch in text)


@functools.cache
def covered_characters() -> frozenset[int]:
    """The code points the installed fonts of :data:`FONTS` draw."""
    # matplotlib is loaded in the worker process only, as in draw.
    from matplotlib import font_manager
    from matplotlib.ft2font import FT2Font

    points: set[int] = set()
    for family in installed_fonts():
        path = font_manager.findfont(font_manager.FontProperties(family=family),
                                     fallback_to_default=True)
        points.update(FT2Font(path).get_charmap())
    return frozenset(points)


@functools.cache
def installed_fonts() -> tuple[str, ...]:
    """The families of :data:`FONTS` this machine has (asking for a missing one logs a
    warning on every chart)."""
    # matplotlib is loaded in the worker process only, as in draw.
    from matplotlib import font_manager

    present = {font.name for font in font_manager.fontManager.ttflist}
    return tuple(name for name in FONTS if name in present) or ("sans-serif",)


def _draw(lines: Sequence[ChartLine], title: str, start_rating: float, x_label: str,
          y_label: str) -> bytes:
    # matplotlib is loaded in the worker process only, as in draw.
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure
    from matplotlib.ticker import MaxNLocator

    figure = Figure(figsize=(WIDTH_PX / DPI, HEIGHT_PX / DPI), dpi=DPI, facecolor=BACKGROUND)
    FigureCanvasAgg(figure)
    axes = figure.add_subplot()
    axes.set_facecolor(PANEL)
    axes.axhline(start_rating, color=MUTED, linewidth=1, linestyle=(0, (4, 4)), zorder=1)
    for i, line in enumerate(lines):
        xs = [line.points[0][0] - 1] + [x for x, _ in line.points]
        ys = [start_rating] + [y for _, y in line.points]
        axes.plot(xs, ys, color=COLOURS[i % len(COLOURS)], linewidth=2.2, marker="o",
                  markersize=4 if len(xs) < 40 else 0, label=line.label, zorder=3)
    axes.set_title(title, color=TEXT, fontsize=13, loc="left", pad=10)
    axes.set_xlabel(x_label, color=MUTED, fontsize=10)
    axes.set_ylabel(y_label, color=MUTED, fontsize=10)
    axes.xaxis.set_major_locator(MaxNLocator(integer=True))
    axes.tick_params(colors=MUTED, labelsize=9)
    axes.grid(True, color=GRID, linewidth=0.6, alpha=0.8, zorder=0)
    for side in axes.spines.values():
        side.set_color(GRID)
    if lines:
        legend = axes.legend(loc="upper left", fontsize=9, frameon=True, facecolor=BACKGROUND,
                             edgecolor=GRID, labelcolor=TEXT)
        legend.set_zorder(4)
    figure.tight_layout()
    out = io.BytesIO()
    figure.savefig(out, format="png", facecolor=BACKGROUND)
    return out.getvalue()


def _exit_with_the_bot(sentinel: int) -> None:
    """In the worker process: end it once the bot's process has ended, however it ended.
    A pool's worker holds both ends of its work queue's pipe, so a bot that died without
    shutting the pool down (SIGKILL, ``os._exit``) would leave it waiting for work for ever."""
    multiprocessing.connection.wait([sentinel])
    os._exit(0)


def _worker_started() -> None:
    """In the worker process: watch the bot's process, take the lowest CPU priority, then
    load matplotlib once."""
    parent = multiprocessing.parent_process()
    if parent is not None:
        threading.Thread(target=_exit_with_the_bot, args=(parent.sentinel,), daemon=True,
                         name="chart-worker-parent-watch").start()
    try:
        os.sched_setscheduler(0, os.SCHED_IDLE, os.sched_param(0))  # Linux only
    except (AttributeError, OSError):
        with contextlib.suppress(OSError):  # not allowed here: draw at the same priority
            os.nice(WORKER_NICE)
    import matplotlib  # here: the worker loads it, the bot process never does

    matplotlib.use("Agg")
    from matplotlib.backends.backend_agg import FigureCanvasAgg  # noqa: F401 - load it now


class ChartBusy(Exception):
    """More than MAX_WAITING charts are being drawn: this one is not."""


class ChartRenderer:
    """Draws charts off the event loop: in one worker process (default) or a thread."""

    def __init__(self, mode: str | None = None, max_waiting: int = MAX_WAITING,
                 timeout: float = CHART_TIMEOUT) -> None:
        mode = mode or os.environ.get(WORKER_ENV, "process")
        if mode not in ("process", "thread", "off"):
            raise ValueError(f"{WORKER_ENV} must be process, thread or off, not {mode!r}")
        self.mode = mode
        self.max_waiting = max_waiting
        self.timeout = timeout
        self.waiting = 0
        self._executor: concurrent.futures.Executor | None = None

    @property
    def enabled(self) -> bool:
        return self.mode != "off"

    def _pool(self) -> concurrent.futures.Executor:
        if self._executor is None:
            if self.mode == "process":
                self._executor = concurrent.futures.ProcessPoolExecutor(
                    max_workers=1, mp_context=multiprocessing.get_context("spawn"),
                    initializer=_worker_started,
                )
            else:
                self._executor = concurrent.futures.ThreadPoolExecutor(
                    max_workers=1, thread_name_prefix="charts")
        return self._executor

    async def render(self, lines: Sequence[ChartLine], title: str, start_rating: float, *,
                     x_label: str = "", y_label: str = "",
                     fallback: ChartWords | None = None) -> bytes:
        """The PNG (see :func:`draw`); ChartBusy when too many charts are already being
        drawn, TimeoutError after CHART_TIMEOUT seconds."""
        if self.waiting >= self.max_waiting:
            raise ChartBusy()
        self.waiting += 1
        try:
            future = self._pool().submit(functools.partial(
                draw, tuple(lines), title, start_rating, x_label=x_label, y_label=y_label,
                fallback=fallback))
            return await asyncio.wait_for(asyncio.wrap_future(future), self.timeout)
        except concurrent.futures.BrokenExecutor:
            log.warning("The chart worker died; starting a new one for the next chart")
            self.close()
            raise
        finally:
            self.waiting -= 1

    def close(self) -> None:
        """Stop the worker (charts being drawn are dropped)."""
        if self._executor is not None:
            self._executor.shutdown(wait=False, cancel_futures=True)
            self._executor = None
