"""Reference minimax that knows nothing but the game's own legal_moves/apply."""

from __future__ import annotations

from collections.abc import Iterator

import rules


def key(state: rules.State) -> tuple:
    """What legality can depend on: the numbers played and the last move, relative to
    the player to move (owners never change who can play what)."""
    last = state.history[-1] if state.history else None
    rel = None if last is None else (last.number, last.player == state.to_move)
    return (state.game, state.options, frozenset(state.numbers), rel, state.winner is None)


_memo: dict[tuple, tuple[bool, int]] = {}


def outcome(state: rules.State) -> tuple[bool, int]:
    """(player to move wins, remoteness in plies incl. passes): the winner hurries."""
    k = key(state)
    if k in _memo:
        return _memo[k]
    game = rules.get_game(state.game)
    wins: list[int] = []
    loses: list[int] = []
    for n in game.legal_moves(state):
        child = game.apply(state, n)
        plies = len(child.history) - len(state.history)
        if child.winner is not None:
            we_win, rem = child.winner == state.to_move, 0
        else:
            child_wins, rem = outcome(child)
            we_win = child_wins == (child.to_move == state.to_move)
        (wins if we_win else loses).append(rem + plies)
    result = (True, min(wins)) if wins else (False, max(loses, default=0))
    _memo[k] = result
    return result


def winning_moves(state: rules.State) -> tuple[int, ...]:
    game = rules.get_game(state.game)
    out = []
    for n in game.legal_moves(state):
        child = game.apply(state, n)
        if child.winner is not None:
            if child.winner == state.to_move:
                out.append(n)
        elif outcome(child)[0] == (child.to_move == state.to_move):
            out.append(n)
    return tuple(out)


def reachable(start: rules.State) -> Iterator[rules.State]:
    """One state per distinct key reachable from ``start`` (depth first)."""
    seen = {key(start)}
    stack = [start]
    game = rules.get_game(start.game)
    while stack:
        state = stack.pop()
        yield state
        for n in game.legal_moves(state):
            child = game.apply(state, n)
            if key(child) not in seen:
                seen.add(key(child))
                stack.append(child)
