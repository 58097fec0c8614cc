# The games' own texts (rules/): their names, the refusals of a move or an option, the
# sentence for a move just played, the board's labels, and what /rules says of each game.
# Numbers are digits ({ $number }); option names are the terms of terms.ftl, in backticks.

## The games' names (a board's title, the game choice, /rules).

rules-title-non-consecutive = Non-Consecutive
rules-title-forbidden-adjacent = Forbidden Adjacent
rules-title-number-capture = Number Capture
rules-title-circle-duel = Number Circle Duel
rules-title-number-chain = Number Chain
# A game added later, before it has a name in this language: its English name.
rules-title-other = { $title }

## What /rules (and /help) says of each game: a one-line summary, the card's rules (one
## bullet a line) and the house rules (docs/rules.md's decisions). N is the number of
## numbers in play.

rules-summary-non-consecutive = Pick numbers that are not next to any picked number. Last to pick wins.
rules-card-non-consecutive =
    • The line runs from 1 to N (20 unless you set `{ -opt-size }`).
    • On your turn pick an available number. The two numbers next to it become unavailable for both players (with `{ -opt-forbid }:1,3`, those 1 and 3 away).
    • With `{ -opt-claims }:2` or `{ -opt-claims }:3` your turn is that many picks, one at a time.
    • If you have no number left to pick on your turn, you lose.
rules-house-non-consecutive = The same idea as { rules-title-forbidden-adjacent } on a longer line, without per-player colours, and with the same options (`{ -opt-forbid }`, `{ -opt-claims }`). Who moves first is a coin toss unless the challenger picks `{ -opt-first }`.

rules-summary-forbidden-adjacent = Claim numbers; the numbers next to every claim are forbidden. Last to claim wins.
rules-card-forbidden-adjacent =
    • The line runs from 1 to N (9 unless you set `{ -opt-size }`). Each player's claims have their own colour on the board.
    • On your turn claim a number that is neither claimed nor forbidden. The numbers next to it become forbidden (with `{ -opt-forbid }:1,3`, those 1 and 3 away).
    • With `{ -opt-claims }:2` or `{ -opt-claims }:3` your turn is that many claims, one at a time; each claim forbids numbers at once, for your next claim too.
    • If you cannot claim anything on your turn, you lose.
rules-house-forbidden-adjacent = The game's variations are options: a longer line (`{ -opt-size }`, up to 25), your own forbidden rule (`{ -opt-forbid }`: distances from 1 to 5, like `1,2` for the two numbers on each side) and several claims a turn (`{ -opt-claims }`). Some combinations cap `{ -opt-size }` so every position stays solved exactly; the refusal says the cap.

rules-summary-number-capture = Capture numbers from a shared list. Whoever captures the last number wins.
rules-card-number-capture =
    • The shared list holds the numbers from 1 to N (9 unless you set `{ -opt-size }`).
    • The first capture may be any number. After that you may not capture a number next to the last number captured by either player.
    • Whoever captures the last remaining number wins.
rules-house-number-capture = If you have no legal capture you pass, and the restriction is lifted for your opponent's next capture (as on the first turn), so every game ends.

rules-summary-circle-duel = Take numbers around a circle, each next to the last one taken. Last to move wins.
rules-card-circle-duel =
    • The numbers from 1 to N (10 unless you set `{ -opt-size }`) sit in a circle: 1 is next to 2 and to N.
    • The first move may take any number; after that you must take a free number next to the last number taken.
    • If you cannot move on your turn, you lose.
rules-house-circle-duel = A taken number leaves a gap: the circle does not close up. So every game lasts exactly N moves, and the size alone decides the winner: with an even N the second player wins, with an odd N the first. So a Circle Duel is for fun: the board says who wins before anyone accepts, and the result changes no rating.

rules-summary-number-chain = Extend the chain with one more, one less, double or half of the last number. Last to move wins.
rules-card-number-chain =
    • The chain starts with one number from 1 to N (9 unless you set `{ -opt-size }`).
    • On your turn add an unused number that is one more, one less, double or half of the last number in the chain.
    • If you cannot extend the chain on your turn, you lose.
rules-house-number-chain = The start number is the challenger's `{ -opt-start }` or drawn at random; it counts as used. The first player adds the first number after it.

## How a game played out ends, on the board's Result ($winner and $loser: mentions).

rules-end-stuck = { $winner } wins! { $loser } has no valid move left.
rules-end-capture = { $winner } captured the last number and wins!

## A game's options: their names, and the refusals of a value.

# An option's name in a sentence below: the term Discord shows for it.
rules-option-name = { $option ->
    [size] { -opt-size }
    [start] { -opt-start }
    [forbid] { -opt-forbid }
    [claims] { -opt-claims }
   *[other] { $option }
}
rules-option-whole-number = `{ $option }` must be a whole number.
rules-option-range = `{ $option }` must be from { $low } to { $high }.
# $values: the allowed values, joined with "or" ("1, 2 or 3").
rules-option-one-of = `{ $option }` must be { $values }.
# $game: the game's name.
rules-option-needed = { $game } needs the `{ $option }` option.
rules-unknown-option = { $game } has no `{ $option }` option.
rules-forbid-refusal = `{ -opt-forbid }` takes distances from 1 to 5, like `1,3`.
# The largest size with these options ("`size` goes up to 18 with `claims:3` and
# `forbid:1,3`."): $options joins the two below with "and".
rules-cap-size = `{ -opt-size }` goes up to { $cap } with { $options }.
rules-cap-claims = `{ -opt-claims }:{ $claims }`
rules-cap-forbid = `{ -opt-forbid }:{ $forbid }`

## Why a move is refused (said to the member who tried it).

rules-move-whole-number = Pick a whole number.
rules-move-game-over = The game is over.
rules-move-off-board = { $number } is not on the board (from 1 to { $size }).
rules-move-taken = { $number } is already taken.
rules-capture-next-to-last = { $number } is next to { $last }, the last number captured.
rules-chain-in-chain = { $number } is already in the chain.
rules-chain-not-next = { $number } doesn't follow { $last }: add one more or one less than { $last }, or its double or half.
rules-circle-not-next = { $number } is not next to { $last } on the circle.
# Forbidden Adjacent: a number near a claim, at a forbidden distance ($distance from 3 to 5).
rules-forbidden-next-to = { $number } is forbidden: it is next to { $near }.
rules-forbidden-two-away = { $number } is forbidden: it is two away from { $near }.
rules-forbidden-away = { $number } is forbidden: it is { $distance } away from { $near }.
# Non-Consecutive: the same, in its own word.
rules-unavailable-next-to = { $number } is unavailable: it is next to { $near }.
rules-unavailable-two-away = { $number } is unavailable: it is two away from { $near }.
rules-unavailable-away = { $number } is unavailable: it is { $distance } away from { $near }.

## The last move, under the board ("Last move: ..."). $player: a mention in Discord ("You"
## or "Your opponent" in the daily puzzle), "Player 1" in the terminal. $numbers: a list
## joined with "and"; $count: how many numbers it holds.

rules-capture-move = { $player } captured { $number }.
rules-capture-pass = { $count ->
    [one] { $player } cannot capture ({ $numbers } next to { $number }) and passes.
   *[other] { $player } cannot capture ({ $numbers } next to { $number }) and passes.
}
rules-chain-move = { $player } added { $number }.
# The terminal's card writes the chain after the move: "Player 1 added 8: [9,8]."
rules-chain-move-card = { $player } added { $number }: { $chain }.
rules-circle-move = { $player } took { $number }.
# The terminal's card names nobody.
rules-circle-move-card = Number { $number } selected.
rules-nonconsec-move = { $player } selected { $number }.
rules-unavailable-now = { $count ->
    [one] Number { $numbers } is now unavailable.
   *[other] Numbers { $numbers } are now unavailable.
}
# The terminal's card also names the neighbours past the end of the line ($beyond).
rules-unavailable-now-beyond = Numbers { $numbers } are now unavailable ({ $beyond } { $beyond_count ->
    [one] is
   *[other] are
} beyond our list).
rules-unavailable-none = No number becomes unavailable.
rules-forbidden-move = { $player } claimed { $number }.
rules-forbidden-new = { $count ->
    [one] Number { $numbers } becomes forbidden.
   *[other] Numbers { $numbers } become forbidden.
}
rules-forbidden-none-new = No new numbers become forbidden.

## Circle Duel: why the rules alone decide the winner, a clause of the post-game review
## ("No choice in this game changed the result: <this clause>. ...").

rules-circle-fixed-first = with { $size } numbers every game lasts { $size } moves, so whoever moves first wins
rules-circle-fixed-second = with { $size } numbers every game lasts { $size } moves, so whoever moves second wins

## The board's labels, in the card's notation (a code block on the board). $numbers: the
## numbers as the board writes them ("[1, 2, 3]", "1-8, 12-20", "3 4 6").

rules-board-shared-list = Shared List: { $numbers }
rules-board-chain = Current Chain: { $numbers }
rules-board-available = Available Numbers: { $numbers }
rules-board-last-number = Last Number: { $number }
rules-board-possible-moves = Possible Moves: { $numbers }
rules-board-circle-start = Available numbers: { $numbers }
rules-board-circle-last = Last number selected: { $number }
rules-board-circle-adjacent = Available adjacent numbers: { $numbers }
rules-board-circle-adjacent-none = Available adjacent numbers: none
# No number left to pick.
rules-board-none = None
# $ranges: "1-8, 12-20"; $numbers: the numbers between them no one may pick.
rules-board-available-excluding = { $ranges } (excluding { $numbers })
rules-board-number-line = Number Line: { $numbers }
rules-board-forbidden = Forbidden Numbers: { $numbers }
