# The referee (/analyze, and /config variant-add's verdict): who wins a game with perfect
# play, and how. Only the member who asked sees it. $player: "first" or "second", the
# player who moves first or second (a selector: the text names no one).

analysis-over = The game is over: { $player ->
    [first] the first player
   *[second] the second player
} won.
# $size: how many numbers the game has.
analysis-fixed = With { $size ->
    [one] { $size } number
   *[other] { $size } numbers
}, { $player ->
    [first] the first player
   *[second] the second player
} always wins: no move can change the result.
# $how: one of the analysis-*-move(s)-* clauses below.
analysis-perfect-play = { $player ->
    [first] The first player
   *[second] The second player
} wins with perfect play: { $how }.

## How the moves fare ($how above): lower case, no full stop. $first is "yes" for the
## game's first move ("first moves"), "no" for a later position ("moves"). $total: the
## legal moves; $won: the winning ones among them; $numbers: those, joined with "and"
## (only 4 when there are more).

analysis-only-move-wins = { $first ->
    [yes] the only first move wins
   *[no] the only move wins
}
analysis-all-moves-win = { $first ->
    [yes] all { $total } first moves win
   *[no] all { $total } moves win
}
analysis-some-moves-win = { $first ->
    [yes] { $won } of { $total } first moves { $won ->
        [one] wins
       *[other] win
    } ({ $numbers })
   *[no] { $won } of { $total } moves { $won ->
        [one] wins
       *[other] win
    } ({ $numbers })
}
analysis-some-moves-win-such-as = { $first ->
    [yes] { $won } of { $total } first moves win, such as { $numbers }
   *[no] { $won } of { $total } moves win, such as { $numbers }
}
analysis-only-move-loses = { $first ->
    [yes] the only first move loses
   *[no] the only move loses
}
analysis-all-moves-lose = { $first ->
    [yes] all { $total } first moves lose
   *[no] all { $total } moves lose
}

## How long a perfect game lasts.

analysis-length = A perfect game lasts { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
}.
# From a position after the first move.
analysis-length-more = With perfect play the game lasts { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
} more.
# A game of several claims a turn.
analysis-claims = Each claim counts as one move.

## /analyze's message.

# The embed's footer.
analysis-footer = Solved exactly: perfect play means the best move every time · only you can see this
# Number Chain without a `start`: each match draws its own, so there is no single answer.
analysis-start-missing = { $game } has no single verdict until its start is chosen: add `{ -opt-start }`, from 1 to the size.
