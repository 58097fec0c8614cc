# The post-game review (the Review button, /review, and the terminal after a game): one
# line per move with its verdict, the turning point, and each player's mistakes.
# $player, $winner, $loser: the players (mentions in Discord). $move: the move's number in
# the game (1 for the first move). $numbers: numbers joined with "or"; $count: how many
# numbers there are in all (a list of more than 4 shows only 4 of them).

## A move of the game: "7. @alice played 4: a mistake; 2 or 6 would have won."

review-line = { $move }. { $player } played { $number }: { $verdict }.
# Number Capture: a player with nothing to capture passes.
review-line-pass = { $move }. { $player } passed: { $verdict }.

## The verdicts ($verdict above): lower case, no full stop.

review-verdict-forced = nothing could be captured
review-verdict-only = the only move
# When no move of the whole game could change who won.
review-verdict-settled = no choice here changed the result
review-verdict-only-winning = the only winning move
review-verdict-winning = a winning move
review-verdict-mistake = { $count ->
    [one] a mistake; { $numbers } would have won
   *[other] a mistake; { $numbers } would have won
}
review-verdict-mistake-many = a mistake; other numbers would have won, such as { $numbers }
# Every move lost: the verdict says whether this one held out longest.
review-verdict-lost = already lost
review-verdict-lost-longest = already lost; this held out longest
review-verdict-lost-longer = { $count ->
    [one] already lost; { $numbers } would have held out longer
   *[other] already lost; { $numbers } would have held out longer
}
review-verdict-lost-longer-many = already lost; { $count ->
    [one] { $count } move
   *[other] { $count } moves
} would have held out longer, such as { $numbers }

## The turning point of the game, or why there was none.

review-not-over = The game is not over yet.
review-no-moves = No move was played before the game ended.
# A resignation or a timeout ended the game.
review-no-turning-point-on-board = No turning point on the board: { $loser } was still winning when the game ended.
# $reason: the game's own reason (e.g. "with 10 numbers every game lasts 10 moves, so
# whoever moves second wins").
review-decided-by-rules = No choice in this game changed the result: { $reason }. { $winner } was always going to win.
review-decided = No choice in this game changed the result: { $winner } was always going to win.
review-no-turning-point = No turning point: { $winner } was winning from move 1 with best play and never let go.
review-turning-point = The game turned on move { $move }: { $loser } played { $number }; { $count ->
    [one] { $numbers } would have kept the win
   *[other] { $numbers } would have kept the win
}. From then on { $winner } was winning for good.
review-turning-point-many = The game turned on move { $move }: { $loser } played { $number }; { $count ->
    [one] { $count } move
   *[other] { $count } moves
} would have kept the win, such as { $numbers }. From then on { $winner } was winning for good.

## Each player's mistakes.

review-mistakes = { $first } made { $first_count ->
    [0] none
    [one] { $first_count } mistake
   *[other] { $first_count } mistakes
}, { $second } made { $second_count ->
    [0] none
    [one] { $second_count } mistake
   *[other] { $second_count } mistakes
}.
# The line under the moves (the terminal's review; Discord shows it in a field of its own).
review-mistakes-line = Mistakes: { $mistakes }
