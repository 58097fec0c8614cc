"""Ratings: an openskill (Plackett-Luce) wrapper. No database, no Discord.

Each guild keeps one rating per user per game plus one over all games (``db.models.ALL_GAMES``).
Only results between two people count; games against the bot never touch ratings.

Display rating (what leaderboards show and sort by)::

    rating = 1000 + 20 * (mu - 3 * sigma)          # openskill's ordinal(), scaled

A newcomer (mu 25, sigma 25/3) is shown at exactly 1000; the ordinal is a conservative
estimate, so the number climbs as the system grows confident, and one win between two
newcomers moves it by about +70 / -35.
"""

from __future__ import annotations

from dataclasses import dataclass

from openskill.models import PlackettLuce

BASE = 1000.0
SCALE = 20.0
Z = 3.0

_MODEL = PlackettLuce()
DEFAULT_MU: float = _MODEL.mu
DEFAULT_SIGMA: float = _MODEL.sigma


@dataclass(frozen=True, slots=True)
class Skill:
    mu: float = DEFAULT_MU
    sigma: float = DEFAULT_SIGMA

    @property
    def display(self) -> float:
        return display_rating(self.mu, self.sigma)


def display_rating(mu: float, sigma: float) -> float:
    return _MODEL.rating(mu=mu, sigma=sigma).ordinal(z=Z, alpha=SCALE, target=BASE)


DEFAULT_RATING = display_rating(DEFAULT_MU, DEFAULT_SIGMA)


def rate_win(winner: Skill, loser: Skill) -> tuple[Skill, Skill]:
    """New (winner, loser) skills after one decisive game."""
    [[w], [lo]] = _MODEL.rate(
        [[_MODEL.rating(mu=winner.mu, sigma=winner.sigma)],
         [_MODEL.rating(mu=loser.mu, sigma=loser.sigma)]],
        ranks=[1, 2],
    )
    return Skill(w.mu, w.sigma), Skill(lo.mu, lo.sigma)


def next_streak(streak: int, won: bool) -> int:
    """> 0: wins in a row; < 0: losses in a row."""
    if won:
        return streak + 1 if streak > 0 else 1
    return streak - 1 if streak < 0 else -1
