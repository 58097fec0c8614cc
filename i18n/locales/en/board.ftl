# The match board: the public message in the channel that shows a challenge, then the match
# (an embed: title, text, fields, footer, and buttons under it). Said in the server's language.
# Mentions ({ $member }, { $challenger }...) show as the member's name in Discord.
# Discord's limits: a button's label 80 characters, a title 256, a field 1024, a footer 2048.

## Title: { $game } the game's name, { $variant } a server's variant of it, { $id } the match's number
board-title = { $game } · match #{ $id }
board-title-variant = { $game } · { $variant } · match #{ $id }

## The names of the board's fields
board-field-series = Series
board-field-players = Players
board-field-expires = Expires
board-field-turn = Turn
board-field-for-fun = For fun
board-field-result = Result
board-field-last-move = Last move
# The field that says what each colour of the number buttons means.
board-field-legend = Buttons

## The options of a match, as in the footer: "size 10, forbid 1 and 3". { $option } is the
## option's name in /challenge, { $value } its value (a number, or numbers joined by "and").
board-option = { $option ->
    [size] { -opt-size }
    [start] { -opt-start }
    [forbid] { -opt-forbid }
    [claims] { -opt-claims }
   *[other] { $option }
} { $value }
# In the game list of /challenge: "wide: Forbidden Adjacent, size 15, best of 3".
board-variant-choice = { $name }: { $details }
board-best-of = best of { $count }

## A challenge, before it is answered
board-challenge = { $challenger } challenges { $opponent } to **{ $game }** ({ $options }).
board-challenge-variant = { $challenger } challenges { $opponent } to **{ $variant }**, this server's { $game } variant ({ $options }).
board-challenge-question = { $opponent }, do you accept?
board-declined = { $opponent } declined { $challenger }'s challenge.
board-cancelled = { $challenger } cancelled the challenge to { $opponent }.
board-expired = This challenge expired: { $opponent } didn't answer in time.

## Players field: who moves first. { $first } and { $second } are mentions (the bot with its level).
board-players-open = { $first } moves first, { $second } second.
board-players-done = { $first } moved first, { $second } second.
board-bot-level = { $bot } ({ $level ->
    [easy] easy
    [normal] normal
   *[perfect] perfect
})

## Turn field. { $mover } is a mention; { $when } a Discord time that reads "in 5 minutes".
board-turn = { $mover } to move.
board-turn-deadline = { $mover } to move (turn ends { $when }).
board-turn-claims = { $mover } to move: { $count ->
    [one] { $count } claim
   *[other] { $count } claims
} left this turn.
board-turn-claims-deadline = { $mover } to move: { $count ->
    [one] { $count } claim
   *[other] { $count } claims
} left this turn (turn ends { $when }).

## When the rules decide the winner before anyone moves (Circle Duel: the size decides).
## { $setup }: "size" when only the size was set ({ $size } numbers), "options" otherwise;
## { $order }: "first" or "second"; { $rated }: "bot" (against the bot: for fun) or "people"
## (for fun and unrated).
board-fixed = { $member } moves { $order ->
    [first] first
   *[second] second
} and always wins { $setup ->
    [size] with { $size } numbers
   *[options] with these options
}: this one is { $rated ->
    [bot] for fun
   *[people] for fun and unrated
}.
board-fixed-finished = This one was { $rated ->
    [bot] for fun
   *[people] for fun and unrated
}: { $setup ->
    [size] with { $size } numbers
   *[options] with these options
}, whoever moves { $order ->
    [first] first
   *[second] second
} can't lose.

## Result field (after "🏆 "): { $winner }, { $loser } are mentions. A game played to its end
## says the rules' own end line (rules.ftl, rules-end-*).
board-end-resigned = { $winner } wins! { $loser } resigned.
board-end-timeout = { $winner } wins! { $loser } ran out of time.
board-over = The match is over.
board-unrated = Not rated: you two reached this server's limit of rated games in 24 hours (still a win and a loss).
board-aborted = Aborted before both players had moved, so this match doesn't count.
board-aborted-resigned = Aborted: { $member } resigned before both players had moved, so this match doesn't count.
board-aborted-timeout = Aborted: { $member } ran out of time before both players had moved, so this match doesn't count.
# After "⛔ ": a moderator voided the match.
board-voided = Voided by { $moderator }: this match doesn't count.
# { $result }: how it had ended, e.g. "🏆 @alice wins! @bob resigned."
board-voided-had-ended = (It had ended: { $result })

## An older board, after /board posted the match again. { $link } is the new board's address.
board-moved = This match moved to [a new board]({ $link }).

## Footer, after the options ("size 10 · ...")
board-hint-play = Click a blue number on your turn, or use /{ -cmd-claim }.
board-hint-finished = { -button-rematch } for another game, { -button-review } to see where it was won and lost.
board-hint-series-game = { -button-review } to see where it was won and lost.
board-hint-aborted = { -button-rematch } to play it again.

## Buttons under the board (at most 80 characters)
board-button-accept = { -button-accept }
board-button-decline = { -button-decline }
board-button-cancel = { -button-cancel }
board-button-resign = { -button-resign }
board-button-rules = { -button-rules }
board-button-keep-playing = { -button-keep-playing }
board-button-rematch = { -button-rematch }
board-button-review = { -button-review }
# A link to the match's replay on the public pages (a server that shows them).
board-button-replay = { -button-replay }

## Below the board: each player's numbers, in games that keep who owns what.
## { $who }: "member" ({ $member } is their mention), or in the daily puzzle "you" (the
## reader) or "opponent" (the other side). { $numbers }: "5 and 9".
board-owned-list-default = { $who ->
    [you] Your numbers
    [opponent] Your opponent's numbers
   *[member] { $member }'s numbers
}: { $numbers }.
board-owned-none-default = { $who ->
    [you] No numbers for you yet.
    [opponent] No numbers for your opponent yet.
   *[member] No numbers for { $member } yet.
}
board-owned-list-forbidden-adjacent = { $who ->
    [you] Your claims
    [opponent] Your opponent's claims
   *[member] { $member }'s claims
}: { $numbers }.
board-owned-none-forbidden-adjacent = { $who ->
    [you] No claims for you yet.
    [opponent] No claims for your opponent yet.
   *[member] No claims for { $member } yet.
}
board-owned-list-number-capture = { $who ->
    [you] Your captures
    [opponent] Your opponent's captures
   *[member] { $member }'s captures
}: { $numbers }.
board-owned-none-number-capture = { $who ->
    [you] No captures for you yet.
    [opponent] No captures for your opponent yet.
   *[member] No captures for { $member } yet.
}

## The Buttons field: what each colour of the number buttons means, in each game's own verb.
## "open": blue, playable now; "first"/"second": green and red, each player's numbers
## ({ $member }: a mention); "done": grey with { $mark } (✗), played and nobody's; "blocked":
## grey, not playable now; "never": grey on a finished board, never played.
## -default: a game without words of its own.
board-legend-open-default = Blue: you can play it now.
board-legend-first-default = Green: { $member }'s numbers.
board-legend-second-default = Red: { $member }'s.
board-legend-done-default = Grey { $mark }: played.
board-legend-blocked-default = Grey: not allowed now.
board-legend-never-default = Grey: never played.
# Number Circle Duel: players take numbers.
# Under the card's board of the line games: who P1 and P2 are (they swap each game of a series).
board-marks-players = In the line above, P1 marks { $first }'s numbers and P2 { $second }'s.
board-legend-open-circle-duel = Blue: you can take it now.
board-legend-done-circle-duel = Grey { $mark }: taken.
board-legend-blocked-circle-duel = Grey: not next to the last number.
board-legend-never-circle-duel = Grey: never taken.
# Under a Circle Duel board: its numbers in ring order (the last one underlined, its
# neighbours in bold), so that the largest number next to 1 shows.
board-circle = Around the circle: { $ring }, then { $first } again.
board-circle-last = Around the circle: { $ring }, then { $first } again. { $last } sits between { $left } and { $right }.
# Forbidden Adjacent: players claim numbers.
board-legend-open-forbidden-adjacent = Blue: you can claim it now.
board-legend-first-forbidden-adjacent = Green: { $member }'s claims.
board-legend-second-forbidden-adjacent = Red: { $member }'s.
board-legend-done-forbidden-adjacent = Grey { $mark }: claimed.
board-legend-blocked-forbidden-adjacent = Grey: forbidden.
board-legend-never-forbidden-adjacent = Grey: never claimed.
# Non-Consecutive: players select numbers.
board-legend-open-non-consecutive = Blue: you can select it now.
board-legend-done-non-consecutive = Grey { $mark }: selected.
board-legend-blocked-non-consecutive = Grey: too close to a selected number.
board-legend-never-non-consecutive = Grey: never selected.
# Number Capture: players capture numbers.
board-legend-open-number-capture = Blue: you can capture it now.
board-legend-first-number-capture = Green: { $member }'s captures.
board-legend-second-number-capture = Red: { $member }'s.
board-legend-done-number-capture = Grey { $mark }: captured.
board-legend-blocked-number-capture = Grey: next to the last captured number.
board-legend-never-number-capture = Grey: never captured.
# Number Chain: players add numbers to the chain.
board-legend-open-number-chain = Blue: you can add it now.
board-legend-done-number-chain = Grey { $mark }: in the chain.
board-legend-blocked-number-chain = Grey: not one more, one less, double or half of the last number.
board-legend-never-number-chain = Grey: never in the chain.

## The series line (a series of games between the same two players). { $score }: "@alice 1–0 @bob".
board-series-game = Game { $number } · best of { $best } · { $score }.
# A tournament pairing: always two games.
board-series-pairing-game = Game { $number } of { $games } · { $score }.
board-series-draw = The pairing ended in a draw.
board-series-won = 🏆 { $winner } wins the series!
board-series-won-resigned = 🏆 { $winner } wins the series: { $member } resigned it.
board-series-unfinished = The series ended with no winner.
board-series-replayed = Game { $number } is played again below.
board-series-new-game = A new game { $number } starts below.
board-series-next = Game { $number } starts below.

## Buttons that turn the pages of a table (/leaderboard, /history)
board-pager-prev = ◀ Prev
board-pager-next = Next ▶

## An open challenge (/challenge without an opponent): anyone here may accept it.
board-challenge-open = { $challenger } challenges anyone here to **{ $game }** ({ $options }).
board-challenge-open-variant = { $challenger } challenges anyone here to **{ $variant }**, this server's { $game } variant ({ $options }).
board-challenge-open-question = Anyone here can accept: click **{ -button-accept }** to play.
# { $order }: where the challenger sits; whoever accepts takes the other seat.
board-players-open-seat = { $order ->
    [first] { $challenger } moves first, whoever accepts second.
   *[second] Whoever accepts moves first, { $challenger } second.
}
# The { $member } of board-fixed when it is whoever accepts an open challenge.
board-open-seat-member = Whoever accepts
board-cancelled-open = { $challenger } cancelled the open challenge.
board-expired-open = This open challenge expired: nobody accepted it in time.
