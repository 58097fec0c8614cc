"""Typed errors of the match service.

Each :class:`MatchError` carries a short, player-readable message (``str(error)``) that the
cogs send back as an ephemeral reply. Raising one of them always means nothing was written to
the database. :class:`DatabaseUnavailable` is not a refusal but the database out of reach.
"""

from __future__ import annotations


def unknown_game(game: object) -> str:
    """The refusal of a game name no game has (only a forged or outdated command sends one)."""
    return f"I don't know the game `{str(game)[:40]}`. Pick one from the list."


class MatchError(Exception):
    """Base class: a refused action, with a message a player can read."""


class NoSuchMatch(MatchError):
    def __init__(self, message: str = "I can't find that match.") -> None:
        super().__init__(message)


class NotYourMatch(MatchError):
    def __init__(self, message: str = "That's not your match. Start your own with "
                                      "`/challenge`.") -> None:
        super().__init__(message)


class NotYourTurn(MatchError):
    def __init__(self, message: str = "It's not your turn: wait for your opponent's move."
                 ) -> None:
        super().__init__(message)


class MatchOver(MatchError):
    def __init__(self, message: str = "That match is over. Start a new one with "
                                      "`/challenge`.") -> None:
        super().__init__(message)


class NotPending(MatchError):
    """Accept/decline/cancel on a challenge that was already answered, cancelled or expired."""

    def __init__(self, message: str = "That challenge is no longer open. Send a new one with "
                                      "`/challenge`.") -> None:
        super().__init__(message)


class ChallengeExpired(NotPending):
    def __init__(self, message: str = "That challenge expired. Send a new one with "
                                      "`/challenge`.") -> None:
        super().__init__(message)


class IllegalMoveError(MatchError):
    """The rules refused the number; the message is the rules' reason ("6 is next to 5")."""


class InvalidChallenge(MatchError):
    """Challenging yourself, another bot, a bad option, or a pair already playing here."""


class TurnAlreadyPlayed(MatchError):
    """Lost a race: another action changed the match first (double click, both at once)."""

    def __init__(self, message: str = "That turn was already played.") -> None:
        super().__init__(message)


class NoMatchHere(MatchError):
    def __init__(self, message: str = "You have no match running in this channel. Start one "
                                      "with `/challenge`.") -> None:
        super().__init__(message)


class DatabaseUnavailable(Exception):
    """The database could not be reached or the connection was lost, and nothing was written.

    Not a refusal (not a :class:`MatchError`): the action may well succeed once the database
    is back. ``str()`` is one short line for logs (the driver's error), not for players.
    (A connection lost during COMMIT is the one case where the write may have landed; the
    match's version check makes trying again safe either way.)
    """

    def __init__(self, detail: str = "") -> None:
        super().__init__(f"database unavailable: {detail}" if detail else "database unavailable")


class SettingRefused(MatchError):
    """A /config value out of range, an unknown game or level, or a change that changes
    nothing the way it was asked (removing a channel that is not on the list)."""


class NotVoidable(MatchError):
    """/void on a match that can't be voided (a challenge, or already void)."""


class NoSuchSeason(MatchError):
    """/leaderboard season: a season this server has not had."""


class ChallengeLimitReached(InvalidChallenge):
    """A member made as many challenges (and rematches) as this server allows in the last
    minute or hour. The message says when they may challenge again."""


class NotASeries(MatchError):
    def __init__(self, message: str = "Your match here is a single game, not a series: use "
                 "`/resign` to resign it.") -> None:
        super().__init__(message)


class TournamentError(MatchError):
    """A refused tournament action (/tournament ..., Join, Leave), with the reason."""


class NoSuchTournament(TournamentError):
    def __init__(self, message: str = "There is no tournament in this channel. An organiser "
                 "can start one with `/tournament create`.") -> None:
        super().__init__(message)


class TournamentRefused(TournamentError):
    """An option out of range, an unknown format or game, a sign-up that is closed, a
    player who is not in it: the message says which."""


class ChannelHasTournament(TournamentError):
    def __init__(self, message: str = "This channel already has a tournament: cancel it "
                 "first, or use another channel.") -> None:
        super().__init__(message)


class NotOrganiser(TournamentError):
    def __init__(self, message: str = "Only the tournament's organiser or a moderator can "
                 "do that.") -> None:
        super().__init__(message)
