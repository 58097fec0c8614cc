# The daily puzzle (/puzzle): the task under the board, and the explanation after an
# answer. The member solving it is "you"; the other side is "your opponent".
# $moves: how many moves the win takes (both sides' moves, the answer included).

puzzle-task = You move: find the only winning number. It wins in { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
}, whatever the reply.
# In a game of several claims a turn, $claims: the claims left in this turn.
puzzle-task-claims = You move ({ $claims ->
    [one] { $claims } claim
   *[other] { $claims } claims
} left this turn): find the only winning number. It wins in { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
}, whatever the reply.

## After a right answer (also after "Its solution:" once the puzzle is closed).
## $then: the moves that follow with best play, like "7, 3, pass, 9".

puzzle-solution = { $number } is the only winning number: you win in { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
}.
puzzle-solution-then = { $number } is the only winning number (then { $then }): you win in { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
}.
# A move list's word for a player who could not capture anything.
puzzle-pass = pass

## After a wrong answer, following "❌ Not this one: " (so it starts in lower case).
## $number: the number answered; $reply: the opponent's winning answer to it; $own: your
## own claims left in the turn, with best play; $then: the best play that follows.

puzzle-wrong-ends = after { $number }, your opponent wins.
puzzle-wrong = after { $number }, your opponent wins with { $reply }.
puzzle-wrong-then = after { $number }, your opponent wins with { $reply } (then { $then }).
puzzle-wrong-own = after { $number } (then { $own }), your opponent wins with { $reply }.
puzzle-wrong-own-then = after { $number } (then { $own }), your opponent wins with { $reply } (then { $then }).
