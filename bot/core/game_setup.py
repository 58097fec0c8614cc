"""A new game's set-up, shared by matches, series, server variants and tournaments: the
series lengths a challenge may ask for and a challenge's first position."""

from __future__ import annotations

import random
from typing import Any

import rules
from bot.core.errors import InvalidChallenge, reason
from i18n import Text

#: The lengths a series may have (1: a single game, no series).
BEST_OF = (1, 3, 5, 7)


def check_best_of(best_of: object) -> int:
    """``best_of`` as given to /challenge, or the refusal."""
    if isinstance(best_of, bool) or best_of not in BEST_OF:
        raise InvalidChallenge(Text("error-best-of-choices"))
    assert isinstance(best_of, int)
    return best_of


def new_state(game: rules.Game, options: dict[str, Any] | None, rng: random.Random
              ) -> rules.State:
    """A challenge's first position; Number Chain's ``start`` drawn when not chosen."""
    opts = {k: v for k, v in (options or {}).items() if v is not None}
    if "start" in game.option_names and "start" not in opts:
        size = opts.get("size", game.default_size)
        if isinstance(size, int) and not isinstance(size, bool) and size >= 1:
            opts["start"] = rng.randint(1, size)
    try:
        return game.new_state(**opts)
    except ValueError as error:
        raise InvalidChallenge(reason(error)) from None
