"""Custom ids of the bot's buttons: format and parse, nothing else (no Discord here).

Every id carries all the button needs (match id, action, number), so a click works from
the database alone: after a restart, and on messages rendered long ago. Ids stay far below
Discord's 100-character limit.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

#: "resign" (the board's button) only asks; "resign-yes" (the question's Resign) resigns,
#: "resign-no" (Keep playing) changes nothing; "rules" shows the match's rules.
MATCH_ACTIONS = ("play", "accept", "decline", "cancel", "resign", "rematch", "rules",
                 "resign-yes", "resign-no")
# The lookaheads make the template match exactly the ids `parse_match` accepts (a number
# with "play" and only with it), so an id `is_known` accepts is always answered.
MATCH_TEMPLATE = (
    r"nd:(?P<action>play(?=:\d+:\d+\Z)|(?:"
    + "|".join(a for a in MATCH_ACTIONS if a != "play")
    + r")(?=:\d+\Z)):(?P<match>\d{1,20})(?::(?P<arg>\d{1,9}))?"
)
# The season part is optional: buttons drawn before seasons existed show the current one.
PAGE_TEMPLATE = (
    r"nd:lb:(?P<page>\d{1,6}):(?P<game>all|[a-z][a-z0-9-]{0,40})(?::s(?P<season>\d{1,6}))?"
)
HISTORY_TEMPLATE = (
    r"nd:hist:(?P<page>\d{1,6}):(?P<user>\d{1,20}):(?P<game>all|[a-z][a-z0-9-]{0,40})"
)
# /games: the page to show (the clicker's own matches first: the list is theirs alone).
GAMES_TEMPLATE = r"nd:games:(?P<page>\d{1,6})"
# The coach's buttons: Review under a finished board, a daily puzzle's numbers.
REVIEW_TEMPLATE = r"nd:review:(?P<match>\d{1,20})"
PUZZLE_TEMPLATE = r"nd:pz:(?P<puzzle>\d{1,20}):(?P<number>\d{1,9})"
# A tournament's sign-up message: Join and Leave.
TOURNAMENT_ACTIONS = ("join", "leave")
TOURNAMENT_TEMPLATE = r"nd:tour:(?P<action>join|leave):(?P<tournament>\d{1,20})"
# A moderator's confirmation (/season start, /void, /config reset): what, the answer, who
# may answer, until when (Unix time in milliseconds), and what it acts on (a match, a
# setting).
CONFIRM_ACTIONS = ("season", "void", "reset")
CONFIRM_TEMPLATE = (
    r"nd:sure:(?P<what>season|void|reset):(?P<answer>yes|no):(?P<user>\d{1,20})"
    r":(?P<until>\d{1,15})(?::(?P<arg>[a-z0-9_]{1,40}))?"
)
MAX_CUSTOM_ID = 100

_MATCH_RE = re.compile(MATCH_TEMPLATE)
_PAGE_RE = re.compile(PAGE_TEMPLATE)
_HISTORY_RE = re.compile(HISTORY_TEMPLATE)
_GAMES_RE = re.compile(GAMES_TEMPLATE)
_REVIEW_RE = re.compile(REVIEW_TEMPLATE)
_PUZZLE_RE = re.compile(PUZZLE_TEMPLATE)
_TOURNAMENT_RE = re.compile(TOURNAMENT_TEMPLATE)
_CONFIRM_RE = re.compile(CONFIRM_TEMPLATE)
#: Every custom id the bot draws follows one of these.
_KNOWN = (_MATCH_RE, _PAGE_RE, _HISTORY_RE, _GAMES_RE, _REVIEW_RE, _PUZZLE_RE,
          _TOURNAMENT_RE, _CONFIRM_RE)


@dataclass(frozen=True, slots=True)
class MatchAction:
    action: str
    match_id: int
    number: int | None = None


@dataclass(frozen=True, slots=True)
class Confirmation:
    """A moderator's answer to a confirmation: `what` (season, void, reset), yes or no,
    who may answer, until when (Unix milliseconds) and what it acts on (or None)."""

    what: str
    yes: bool
    user_id: int
    until_ms: int
    arg: str | None = None


@dataclass(frozen=True, slots=True)
class PageTurn:
    page: int
    game: str | None  # None = all games
    season: int | None = None  # None = the current season


@dataclass(frozen=True, slots=True)
class HistoryTurn:
    page: int
    user_id: int  # whose history
    game: str | None  # None = all games


def match_id(action: str, match: int, number: int | None = None) -> str:
    """`nd:play:42:7`, `nd:accept:42`."""
    if action not in MATCH_ACTIONS:
        raise ValueError(f"unknown action {action!r}")
    if (action == "play") != (number is not None):
        raise ValueError("a number goes with 'play' and only with it")
    custom_id = f"nd:{action}:{match}" + (f":{number}" if number is not None else "")
    assert len(custom_id) <= MAX_CUSTOM_ID
    return custom_id


def page_id(page: int, game: str | None, season: int | None = None) -> str:
    """`nd:lb:2:all`, `nd:lb:1:circle-duel`, `nd:lb:1:all:s3` (season 3's table)."""
    return f"nd:lb:{page}:{game or 'all'}" + (f":s{season}" if season is not None else "")


def history_id(page: int, user_id: int, game: str | None) -> str:
    """`nd:hist:2:123456789012345678:all`."""
    custom_id = f"nd:hist:{page}:{user_id}:{game or 'all'}"
    assert len(custom_id) <= MAX_CUSTOM_ID
    return custom_id


def games_id(page: int) -> str:
    """`nd:games:2`."""
    return f"nd:games:{page}"


def review_id(match: int) -> str:
    """`nd:review:42`."""
    return f"nd:review:{match}"


def puzzle_id(puzzle: int, number: int) -> str:
    """`nd:pz:3:7`: number 7 of puzzle 3."""
    return f"nd:pz:{puzzle}:{number}"


def tournament_id(action: str, tournament: int) -> str:
    """`nd:tour:join:12`, `nd:tour:leave:12`."""
    if action not in TOURNAMENT_ACTIONS:
        raise ValueError(f"unknown action {action!r}")
    return f"nd:tour:{action}:{tournament}"


def confirm_id(what: str, yes: bool, user_id: int, until_ms: int, arg: str | None = None
               ) -> str:
    """`nd:sure:void:yes:123456789012345678:1767225600000:42`."""
    if what not in CONFIRM_ACTIONS:
        raise ValueError(f"unknown confirmation {what!r}")
    custom_id = (f"nd:sure:{what}:{'yes' if yes else 'no'}:{user_id}:{until_ms}"
                 + ("" if arg is None else f":{arg}"))
    assert _CONFIRM_RE.fullmatch(custom_id), custom_id
    return custom_id


def confirmation_from_groups(groups: dict[str, str | None]) -> Confirmation:
    return Confirmation(str(groups["what"]), groups["answer"] == "yes",
                        int(groups["user"] or 0), int(groups["until"] or 0), groups.get("arg"))


def parse_match(custom_id: str) -> MatchAction | None:
    found = _MATCH_RE.fullmatch(custom_id)
    if found is None:
        return None
    return match_from_groups(found.groupdict())


def match_from_groups(groups: dict[str, str | None]) -> MatchAction | None:
    """Build from the template's groups; None if they don't make a valid action."""
    action, arg = groups["action"], groups.get("arg")
    if action is None or (action == "play") != (arg is not None):
        return None
    return MatchAction(action, int(groups["match"] or 0), int(arg) if arg is not None else None)


def parse_page(custom_id: str) -> PageTurn | None:
    found = _PAGE_RE.fullmatch(custom_id)
    if found is None:
        return None
    return page_from_groups(found.groupdict())


def page_from_groups(groups: dict[str, str | None]) -> PageTurn:
    game, season = groups["game"], groups.get("season")
    return PageTurn(max(1, int(groups["page"] or 1)), None if game in (None, "all") else game,
                    None if season is None else int(season))


def parse_history(custom_id: str) -> HistoryTurn | None:
    found = _HISTORY_RE.fullmatch(custom_id)
    if found is None:
        return None
    return history_from_groups(found.groupdict())


def history_from_groups(groups: dict[str, str | None]) -> HistoryTurn:
    game = groups["game"]
    return HistoryTurn(max(1, int(groups["page"] or 1)), int(groups["user"] or 0),
                       None if game in (None, "all") else game)


def parse_tournament(custom_id: str) -> tuple[str, int] | None:
    """The action (join or leave) and the tournament of a sign-up button's id."""
    found = _TOURNAMENT_RE.fullmatch(custom_id)
    return None if found is None else (found["action"], int(found["tournament"]))


def is_known(custom_id: str) -> bool:
    """Whether `custom_id` follows one of the bot's button templates."""
    return any(pattern.fullmatch(custom_id) for pattern in _KNOWN)
