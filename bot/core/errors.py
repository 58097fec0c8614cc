"""Typed errors of the match service.

Each :class:`MatchError` carries a short, player-readable message, a :class:`i18n.Text`
(``str(error)`` says it in the language in force: the member's, when the cogs send it back
as an ephemeral reply). Raising one of them always means nothing was written to
the database. :class:`DatabaseUnavailable` is not a refusal but the database out of reach.
"""

from __future__ import annotations

from typing import ClassVar

from i18n import Text

#: What a refusal carries: a sentence still to be said, or a plain str already said (the
#: reason of a rules ValueError, read in the language in force).
Message = Text | str


def unknown_game(game: object) -> Text:
    """The refusal of a game name no game has (only a forged or outdated command sends one)."""
    return Text("error-unknown-game", game=str(game)[:40])


def reason(error: BaseException) -> Message:
    """The sentence an exception of the rules carries (a :class:`Text`, kept unsaid so it
    is said in the reader's language), else its ``str()``."""
    first = error.args[0] if len(error.args) == 1 else None
    return first if isinstance(first, Text) else str(error)


class MatchError(Exception):
    """Base class: a refused action, with a message a player can read (a :class:`Text`, said
    by ``str(error)`` in the language in force)."""

    #: The message when none is given (each subclass its own).
    default: ClassVar[Message] = ""

    def __init__(self, message: Message | None = None) -> None:
        super().__init__(self.default if message is None else message)

    @property
    def message(self) -> Message:
        """The refusal as raised (a Text, said where it is read)."""
        return self.args[0] if self.args else ""


class NoSuchMatch(MatchError):
    default = Text("error-no-such-match")


class NotYourMatch(MatchError):
    default = Text("error-not-your-match")


class NotYourTurn(MatchError):
    default = Text("error-not-your-turn")


class MatchOver(MatchError):
    default = Text("error-match-over")


class NotPending(MatchError):
    """Accept/decline/cancel on a challenge that was already answered, cancelled or expired."""

    default = Text("error-not-pending")


class ChallengeExpired(NotPending):
    default = Text("error-challenge-expired")


class IllegalMoveError(MatchError):
    """The rules refused the number; the message is the rules' reason ("6 is next to 5")."""


class InvalidChallenge(MatchError):
    """Challenging yourself, another bot, a bad option, or a pair already playing here."""


class TurnAlreadyPlayed(MatchError):
    """Lost a race: another action changed the match first (double click, both at once)."""

    default = Text("error-turn-already-played")


class NoMatchHere(MatchError):
    default = Text("error-no-match-here")


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
    default = Text("error-not-a-series")


class TournamentError(MatchError):
    """A refused tournament action (/tournament ..., Join, Leave), with the reason."""


class NoSuchTournament(TournamentError):
    default = Text("error-no-such-tournament")


class TournamentRefused(TournamentError):
    """An option out of range, an unknown format or game, a sign-up that is closed, a
    player who is not in it: the message says which."""


class ChannelHasTournament(TournamentError):
    default = Text("error-channel-has-tournament")


class NotOrganiser(TournamentError):
    default = Text("error-not-organiser")
