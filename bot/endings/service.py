"""Endings: what follows a game's end, the one answer for every way a game ends (a move on
its board or by /claim, the bot's own move, a resignation, a timeout, a void).

What must never be lost is written by the write that ends the game, in its one transaction:
the result and the ratings (bot.standings.results), the series' score and the game that
follows (bot.matches.series_games). What follows the commit is read here, once: the series
game whose board is still to be posted (a replay, the next game, a pairing's game 2), and
the tournament's next step (the pairing counted, the next round or the arena's next
pairing, the end). The cogs post what `Endings.after` returns and ask nothing else.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass

from bot.core.snapshots import MatchSnapshot
from bot.matches.service import MatchService
from bot.tournaments.service import TournamentService
from bot.tournaments.snapshots import TournamentUpdate

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class Aftermath:
    """What a change of ``match`` leaves to post: ``next_game``, a series game it started
    whose board is not posted yet; ``tournament``, what its tournament did (None: nothing to
    post)."""

    match: MatchSnapshot
    next_game: MatchSnapshot | None = None
    tournament: TournamentUpdate | None = None


class Endings:
    """What follows a game's end, over the matches and the tournaments (the process builds
    it on the same database)."""

    def __init__(self, matches: MatchService, tournaments: TournamentService) -> None:
        self._matches = matches
        self._tournaments = tournaments

    async def after(self, match: MatchSnapshot) -> Aftermath:
        """What follows ``match`` as a change left it (any change may be given: one that
        leaves it open is answered at once, without a read)."""
        if match.is_open:
            return Aftermath(match)
        return Aftermath(match, await self._next_game(match), await self._tournament(match))

    async def _next_game(self, ended: MatchSnapshot) -> MatchSnapshot | None:
        """The series game that started with ``ended``'s end, unless its board is posted."""
        if ended.series_id is None:
            return None
        following = await self._matches.following_game(ended)
        if following is None or following.message_id is not None:
            return None
        return following

    async def _tournament(self, ended: MatchSnapshot) -> TournamentUpdate | None:
        """The tournament's step after ``ended`` (counted once, however often it is asked).
        A failure is logged, not raised: the game's end stands, and the deadline loop's
        next pass (TournamentService.advance) takes the step instead."""
        if ended.tournament_id is None:
            return None
        try:
            return await self._tournaments.after_match(ended)
        except Exception:
            log.exception("The tournament of match %s did not move on; the deadline loop "
                          "will", ended.id)
            return None
