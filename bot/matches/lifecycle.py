"""The match lifecycle's decisions, pure: who may do what to a match, and what it becomes.

No database, no clock (``now`` is given), no Discord. A refusal raises a
bot.core.errors.MatchError; a decision returns the match as the action leaves it (a changed
copy, ``dataclasses.replace``), or None when there is nothing to do. MatchService
(bot/matches/service.py) reads the match, asks these, and has the writer store the answer
(bot/matches/writer.py). The rules they apply are in matches.py's docstring.
"""

from __future__ import annotations

import random
from dataclasses import replace
from datetime import datetime, timedelta

import rules
from bot.core.errors import (
    ChallengeExpired,
    IllegalMoveError,
    InvalidChallenge,
    MatchOver,
    NotPending,
    NotVoidable,
    NotYourMatch,
    NotYourTurn,
    TurnAlreadyPlayed,
    reason,
)
from bot.core.snapshots import OPEN_SEAT, EndReason, MatchSnapshot, MatchStatus, both_moved
from bot.servers.settings import ServerSettings
from i18n import Text, or_list
from rules.players import choose_move

FIRST_CHOICES = ("random", "me", "them")


# ---------------------------------------------------------------------- a new match
def check_server(conf: ServerSettings, channel_id: int, game: rules.Game) -> None:
    """A new challenge (or rematch) in this channel, of this game, on this server."""
    if not conf.allows_channel(channel_id):
        where = or_list([f"<#{c}>" for c in conf.allowed_channels])
        raise InvalidChallenge(Text("error-not-allowed-channel", channels=where))
    if not conf.game_enabled(game.slug):
        raise InvalidChallenge(Text("error-game-switched-off", game=game.name))


def rematch_opponent(match: MatchSnapshot, user_id: int) -> int:
    """Who ``user_id`` would challenge again with a rematch of ``match``."""
    players = match.player_ids
    if user_id not in players or user_id == match.bot_user_id:
        raise NotYourMatch()
    if match.is_open:
        raise InvalidChallenge(Text("error-rematch-still-going"))
    if match.status not in (MatchStatus.FINISHED, MatchStatus.ABORTED):
        raise InvalidChallenge(Text("error-rematch-not-finished"))
    if match.voided_by is not None:
        raise InvalidChallenge(Text("error-rematch-voided"))
    return players[1] if user_id == players[0] else players[0]


def bot_replies(state: rules.State, players: tuple[int, int], bot_user_id: int | None,
                level: str | None, rng: random.Random) -> rules.State:
    """Play the bot's move(s) while it is the bot's turn."""
    if bot_user_id is None or level is None:
        return state
    game = rules.get_game(state.game)
    while state.winner is None and players[state.to_move] == bot_user_id:
        state = game.apply(state, choose_move(state, level, rng))
    return state


# ---------------------------------------------------------------------- a challenge's answer
def check_pending(match: MatchSnapshot, now: datetime) -> None:
    if match.status is not MatchStatus.PENDING:
        raise NotPending()
    if match.deadline is not None and now >= match.deadline:
        raise ChallengeExpired()


def answer(match: MatchSnapshot, user_id: int, accept: bool, now: datetime,
           turn_timeout: timedelta, *, user_is_bot: bool = False) -> MatchSnapshot:
    """The challenged player accepts (the match starts) or declines; an open challenge is
    accepted by whoever comes first (`join`)."""
    if match.is_open_challenge:
        return join(match, user_id, accept, now, turn_timeout, user_is_bot=user_is_bot)
    if user_id != match.opponent_id:
        if user_id == match.challenger_id:
            opponent = f"<@{match.opponent_id}>"
            raise NotYourMatch(Text("error-accept-own-challenge", opponent=opponent) if accept
                               else Text("error-decline-own-challenge", opponent=opponent))
        raise NotYourMatch(Text("error-challenge-not-for-you"))
    check_pending(match, now)
    if accept:
        return replace(match, status=MatchStatus.ACTIVE, deadline=now + turn_timeout)
    return replace(match, status=MatchStatus.DECLINED, deadline=None)


def join(match: MatchSnapshot, user_id: int, accept: bool, now: datetime,
         turn_timeout: timedelta, *, user_is_bot: bool = False) -> MatchSnapshot:
    """Someone in the channel takes the open seat of an open challenge (docs/rules.md,
    decision 22): not the challenger, not a bot. Nobody declines an open challenge; its
    challenger cancels it, or it expires. The acceptor becomes the opponent and takes the
    seat the challenge left (Player 1 or 2, as the challenger's `first` chose)."""
    if user_id == match.challenger_id:
        raise NotYourMatch(Text("error-accept-own-open-challenge") if accept
                           else Text("error-decline-own-open-challenge"))
    if not accept:
        raise NotYourMatch(Text("error-decline-open-challenge"))
    if user_is_bot:
        raise NotYourMatch(Text("error-bot-accepts-open-challenge"))
    check_pending(match, now)
    players = tuple(user_id if p == OPEN_SEAT else p for p in match.player_ids)
    return replace(match, opponent_id=user_id, player1_id=players[0], player2_id=players[1],
                   status=MatchStatus.ACTIVE, deadline=now + turn_timeout)


def cancel(match: MatchSnapshot, user_id: int, now: datetime) -> MatchSnapshot:
    """The challenger takes the challenge back."""
    if user_id != match.challenger_id:
        if match.is_open_challenge:
            raise NotYourMatch(Text("error-only-challenger-cancels-open"))
        if user_id == match.opponent_id:
            raise NotYourMatch(Text("error-only-challenger-cancels"))
        raise NotYourMatch()
    check_pending(match, now)
    return replace(match, status=MatchStatus.CANCELLED, deadline=None)


# ---------------------------------------------------------------------- playing
def active_player(match: MatchSnapshot, user_id: int, now: datetime) -> int:
    """The player index of ``user_id`` in an active match still within its deadline."""
    if user_id == match.player1_id:
        index = 0
    elif user_id == match.player2_id:
        index = 1
    else:
        raise NotYourMatch()
    if match.status is MatchStatus.PENDING:
        raise NotPending(Text("error-not-accepted-yet"))
    if match.status is not MatchStatus.ACTIVE:
        raise MatchOver()
    if match.deadline is not None and now >= match.deadline:
        raise MatchOver(Text("error-time-ran-out"))
    return index


def after_move(match: MatchSnapshot, state: rules.State, now: datetime,
               turn_timeout: timedelta) -> MatchSnapshot:
    """The match once a move (and the bot's reply) produced ``state``: finished, or the next
    turn's deadline (the match's own time per move, a tournament's; else the server's turn
    timeout as it is now)."""
    if state.winner is not None:
        return replace(match, state=state, status=MatchStatus.FINISHED,
                       winner_id=match.player_ids[state.winner], end_reason=EndReason.NORMAL,
                       deadline=None)
    return replace(match, state=state, deadline=now + (match.turn_time or turn_timeout))


def play(match: MatchSnapshot, user_id: int, number: int, expected_version: int | None,
         now: datetime, turn_timeout: timedelta, rng: random.Random) -> MatchSnapshot:
    """``user_id`` plays ``number``; against the bot, its reply move(s) follow."""
    index = active_player(match, user_id, now)
    if expected_version is not None and expected_version != match.version:
        raise TurnAlreadyPlayed()
    if match.state.to_move != index:
        raise NotYourTurn()
    try:
        state = match.rules_game.apply(match.state, number)
    except rules.IllegalMove as error:
        raise IllegalMoveError(reason(error)) from None
    state = bot_replies(state, match.player_ids, match.bot_user_id, match.bot_level, rng)
    return after_move(match, state, now, turn_timeout)


def ended_early(match: MatchSnapshot, loser: int, reason: EndReason, now: datetime
                ) -> MatchSnapshot:
    """Player ``loser`` resigned or ran out of time: the other wins, unless the match is
    aborted because not both players have moved yet (docs/rules.md, decision 7). A
    tournament game is never aborted: it is lost (decision 15), so a no-show loses."""
    ended = replace(match, end_reason=reason, ended_by=match.player_ids[loser], deadline=None)
    if not both_moved(match.state) and match.tournament_id is None:
        return replace(ended, status=MatchStatus.ABORTED, winner_id=None, finished_at=now)
    return replace(ended, status=MatchStatus.FINISHED, winner_id=match.player_ids[1 - loser])


def resign(match: MatchSnapshot, user_id: int, now: datetime) -> MatchSnapshot:
    if match.status is MatchStatus.PENDING and user_id in match.player_ids:
        raise NotPending(Text("error-not-started"))
    return ended_early(match, active_player(match, user_id, now), EndReason.RESIGNATION, now)


def expire(match: MatchSnapshot, now: datetime) -> MatchSnapshot | None:
    """A passed deadline: the challenge expires, or the player to move loses on time."""
    if not match.is_open or match.deadline is None or match.deadline > now:
        return None  # someone else got there first
    if match.status is MatchStatus.PENDING:
        return replace(match, status=MatchStatus.EXPIRED, deadline=None)
    return ended_early(match, match.state.to_move, EndReason.TIMEOUT, now)


# ---------------------------------------------------------------------- moderation
def void(match: MatchSnapshot, moderator_id: int, now: datetime) -> MatchSnapshot:
    """A running match ends with no winner; a finished one stays as it ended, void."""
    if match.voided_by is not None:
        raise NotVoidable(Text("error-already-void", id=match.id))
    if match.status is MatchStatus.PENDING:
        raise NotVoidable(Text("error-void-challenge", id=match.id))
    if match.status is MatchStatus.ACTIVE:
        return replace(match, status=MatchStatus.FINISHED, deadline=None,
                       voided_by=moderator_id, voided_at=now)
    if match.status is MatchStatus.FINISHED:
        return replace(match, voided_by=moderator_id, voided_at=now)
    if match.status is MatchStatus.ABORTED:
        raise NotVoidable(Text("error-void-aborted", id=match.id))
    raise NotVoidable(Text("error-void-never-played", id=match.id, status=match.status.value))
