"""How a page names the people on it: the name Discord showed for them when they last played
in the server, or "Player 1234" for a member who hides theirs (or whose name the bot never
saw); each links to their profile by their token, never their Discord id."""

from __future__ import annotations

from dataclasses import dataclass

from bot.members.store import KnownName
from bot.web import urls
from bot.web.pseudonyms import Pseudonyms
from i18n import t


@dataclass(frozen=True, slots=True)
class Person:
    name: str
    link: str | None  # their profile's path; None for the bot
    hidden: bool = False  # shown as "Player 1234"


class People:
    """The people of one page of one server (said in the language in force when asked)."""

    def __init__(self, guild_id: int, known: dict[int, KnownName], pseudonyms: Pseudonyms,
                 bots: dict[int, str | None] | None = None) -> None:
        self._guild_id = guild_id
        self._known = known
        self._pseudonyms = pseudonyms
        self._bots = bots or {}  # the bot's user id -> its level in this match

    def __call__(self, user_id: int) -> Person:
        if user_id in self._bots:
            level = self._bots[user_id]
            name = t("web-the-bot")
            if level:
                name = t("board-bot-level", bot=name, level=level)
            return Person(name, None)
        link = urls.player_path(self._guild_id, self._pseudonyms.token(self._guild_id, user_id))
        found = self._known.get(user_id)
        if found is None or found.hidden:
            number = self._pseudonyms.number(self._guild_id, user_id)
            return Person(t("web-player-number", number=str(number)), link, hidden=True)
        return Person(found.display_name, link)
