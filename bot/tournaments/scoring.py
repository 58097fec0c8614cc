"""Points: a pairing's series in Swiss and round robin, each game in the arena.

* Swiss and round robin: a pairing plays 2 games, the first mover swapped. 2-0 gives 1 point,
  1-1 gives ½, 0-2 gives 0; a bye gives 1 (BYE_POINTS). A game not played because a player
  withdrew counts as lost by that player.
* Arena (as on lichess): 2 points a win, 0 a loss. After two wins in a row a player is on a
  streak: every further win counts double (4) until the next loss. The streak runs across
  pairings. A 2-0 series without a streak gives 4 points, 1-1 gives 2 each.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from bot.tournaments.formats import ARENA, GAMES_PER_PAIRING, check_format

#: What a bye is worth in Swiss and round robin (a won pairing).
BYE_POINTS = 1.0
#: Arena points of a won game, and of one won on a streak.
ARENA_WIN = 2
ARENA_STREAK_WIN = 4
#: Wins in a row after which the next win counts double.
STREAK_AFTER = 2


def series_points(format: str, wins: int, losses: int) -> float:
    """Swiss and round-robin points of a pairing's series: wins out of GAMES_PER_PAIRING,
    ½ a game won. ValueError for the arena (its points come per game) or an impossible score."""
    if check_format(format) == ARENA:
        raise ValueError("arena points come per game: arena_game_points")
    if wins < 0 or losses < 0 or wins + losses > GAMES_PER_PAIRING:
        raise ValueError(f"impossible series score {wins}-{losses}")
    return wins / GAMES_PER_PAIRING


def arena_game_points(streak_before: int, won: bool) -> tuple[int, int]:
    """(points for this game, the streak after it): the streak is the wins in a row."""
    if not won:
        return 0, 0
    return (ARENA_STREAK_WIN if streak_before >= STREAK_AFTER else ARENA_WIN), streak_before + 1


@dataclass(frozen=True, slots=True)
class ArenaScore:
    """A player's arena score so far: points, games won, and the current streak."""

    points: int = 0
    games_won: int = 0
    streak: int = 0

    @property
    def on_streak(self) -> bool:
        """Whether the next win counts double."""
        return self.streak >= STREAK_AFTER

    def after(self, won: bool) -> ArenaScore:
        """The score after one more game, won or lost."""
        points, streak = arena_game_points(self.streak, won)
        return ArenaScore(self.points + points, self.games_won + won, streak)

    def after_games(self, results: Iterable[bool]) -> ArenaScore:
        """The score after these games, in the order played."""
        score = self
        for won in results:
            score = score.after(won)
        return score
