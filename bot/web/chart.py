"""A profile's rating chart as inline SVG, drawn here: no image to fetch, no JavaScript, and
the page gives the same figures as a table beside it (a screen reader reads that one).

One line per game, in the games' order, over the member's last LAST_GAMES rated games this
season (a season of thousands would make a page of megabytes); the starting rating is the
dashed line. Pure.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass

from markupsafe import Markup, escape

from bot.standings.history import RatingPoint

WIDTH, HEIGHT = 640, 280
LEFT, RIGHT, TOP, BOTTOM = 60, 16, 14, 44
#: One colour per game (the games' order), readable on white and told apart by shape too.
COLOURS = ("#1f6feb", "#c2410c", "#15803d", "#7e22ce", "#b91c1c", "#0e7490")
DASHES = ("", "6 3", "2 2", "8 2 2 2", "4 4", "1 3")
#: The rated games a chart (and its table of figures) shows: the season's last ones.
LAST_GAMES = 100
#: Up to this many points a line, each is marked with a dot too.
DOTS = 40


@dataclass(frozen=True, slots=True)
class ChartLine:
    game: str  # its name
    colour: str
    dash: str
    points: tuple[tuple[int, float], ...]  # (rated game this season, rating after it)


def chart_lines(points: tuple[RatingPoint, ...], names: dict[str, str]) -> list[ChartLine]:
    """The lines of ``points``, in the order of ``names`` (each game's name by slug)."""
    by_game: dict[str, list[tuple[int, float]]] = defaultdict(list)
    first = max((point.index for point in points), default=0) - LAST_GAMES
    for point in points:
        if point.index > first:
            by_game[point.game].append((point.index, point.rating))
    return [ChartLine(names[slug], COLOURS[k % len(COLOURS)], DASHES[k % len(DASHES)],
                      tuple(by_game[slug]))
            for k, slug in enumerate(names) if slug in by_game]


def rating_svg(lines: list[ChartLine], start: float, title: str, x_label: str,
               y_label: str) -> Markup:
    """The chart (an ``<svg role="img">`` titled ``title``)."""
    every = [p for line in lines for p in line.points]
    first = min((index for index, _ in every), default=1)
    games = max((index for index, _ in every), default=1)
    low = min([start, *(rating for _, rating in every)])
    high = max([start, *(rating for _, rating in every)])
    if high - low < 10:
        low, high = low - 5, high + 5
    plot_w, plot_h = WIDTH - LEFT - RIGHT, HEIGHT - TOP - BOTTOM

    def x(index: float) -> float:
        span = games - first
        return LEFT + (plot_w * (index - first) / span if span else plot_w / 2)

    def y(rating: float) -> float:
        return TOP + plot_h * (high - rating) / (high - low)

    parts = [f'<svg class="chart" viewBox="0 0 {WIDTH} {HEIGHT}" role="img" '
             f'aria-labelledby="chart-title" xmlns="http://www.w3.org/2000/svg">',
             f'<title id="chart-title">{escape(title)}</title>',
             f'<line x1="{LEFT}" y1="{TOP}" x2="{LEFT}" y2="{TOP + plot_h}" class="axis"/>',
             f'<line x1="{LEFT}" y1="{TOP + plot_h}" x2="{LEFT + plot_w}" y2="{TOP + plot_h}" '
             'class="axis"/>',
             f'<line x1="{LEFT}" y1="{y(start):.1f}" x2="{LEFT + plot_w}" y2="{y(start):.1f}" '
             'class="start" stroke-dasharray="3 3"/>']
    for value in (high, low):
        parts.append(f'<text x="{LEFT - 6}" y="{y(value) + 4:.1f}" text-anchor="end">'
                     f'{round(value)}</text>')
    parts.append(f'<text x="{LEFT}" y="{HEIGHT - 24}" text-anchor="middle">{first}</text>')
    parts.append(f'<text x="{LEFT + plot_w}" y="{HEIGHT - 24}" text-anchor="middle">'
                 f'{games}</text>')
    parts.append(f'<text x="{LEFT + plot_w / 2:.1f}" y="{HEIGHT - 4}" text-anchor="middle">'
                 f'{escape(x_label)}</text>')
    parts.append(f'<text x="14" y="{TOP + plot_h / 2:.1f}" text-anchor="middle" '
                 f'transform="rotate(-90 14 {TOP + plot_h / 2:.1f})">{escape(y_label)}</text>')
    for line in lines:
        path = " ".join(f"{x(i):.1f},{y(r):.1f}" for i, r in line.points)
        dash = f' stroke-dasharray="{line.dash}"' if line.dash else ""
        parts.append(f'<polyline points="{path}" fill="none" stroke="{line.colour}" '
                     f'stroke-width="2"{dash}/>')
        if len(line.points) <= DOTS:
            parts += [f'<circle cx="{x(i):.1f}" cy="{y(r):.1f}" r="3" fill="{line.colour}"/>'
                      for i, r in line.points]
    parts.append("</svg>")
    return Markup("".join(parts))
