"""Hypothesis strategies shared by the rules tests."""

from __future__ import annotations

from hypothesis import strategies as st

import rules
from rules.forbid import FORBID_SETS, MAX_CLAIMS


@st.composite
def new_states(draw: st.DrawFn, max_size: int = 25) -> rules.State:
    """A fresh state of any game with any allowed options."""
    slug = draw(st.sampled_from(rules.game_slugs()))
    game = rules.get_game(slug)
    size = draw(st.integers(3, max_size))
    options: dict[str, int] = {"size": size}
    if "forbid" in game.option_names:
        options["forbid"] = draw(st.sampled_from(FORBID_SETS))
        options["claims"] = draw(st.integers(1, MAX_CLAIMS))
        options["size"] = min(size, rules.max_size(game, options))
    if "start" in game.option_names:
        options["start"] = draw(st.integers(1, size))
    return game.new_state(**options)


@st.composite
def states(draw: st.DrawFn, max_size: int = 25) -> rules.State:
    """A position reached by random legal play from a fresh state (maybe finished)."""
    state = draw(new_states(max_size))
    game = rules.get_game(state.game)
    steps = draw(st.integers(0, state.size + 1))
    for _ in range(steps):
        moves = game.legal_moves(state)
        if not moves:
            break
        state = game.apply(state, draw(st.sampled_from(moves)))
    return state
