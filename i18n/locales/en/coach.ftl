# The coach: /review, /hint, /puzzle, the daily puzzle's answers, its leaderboard and the
# coach's lines in /stats. The review's move lines and the puzzle's task and solutions are
# written elsewhere (review.ftl, puzzles.ftl); these are the texts around them.

## How to use the coach (/help and /rules, under "Learn").

coach-help = After a match, the **{ -button-review }** button or `/{ -cmd-review }` shows where it was won and lost. Against me, `/{ -cmd-hint }` on your turn. Every day, `/{ -cmd-puzzle }`; the best solvers are in `/{ -cmd-leaderboard } { -opt-game }:puzzles`.

## The review of a finished match (only the member who asked sees it).

# Its title. { $game } is the game's name, { $id } the match number.
coach-review-title = Review · { $game } · match #{ $id }
coach-review-no-moves = No moves were played.
# Field names.
coach-review-turning-point = Turning point
coach-review-mistakes-name = Mistakes
coach-review-result = Result
coach-review-hints-name = Hints
# How many mistakes each player made. { $first } and { $second } are the players' mentions.
coach-review-mistakes = { $first } made { $firstCount ->
        [0] none
        [one] { $firstCount } mistake
       *[other] { $firstCount } mistakes
    }, { $second } made { $secondCount ->
        [0] none
        [one] { $secondCount } mistake
       *[other] { $secondCount } mistakes
    }.
# { $player } is the mention of the member who played against the bot.
coach-review-hints = { $player } used { $count ->
        [one] { $count } hint
       *[other] { $count } hints
    }.
# The footer, after the match's options ("size 10").
coach-review-footer = Every position solved exactly · only you can see this
# The last line of a review too long for one message.
coach-review-more = … and { $count ->
        [one] { $count } more move
       *[other] { $count } more moves
    }.

## /hint (only the asker sees it). { $number } is the number to play; { $hints } how many
## hints the member asked in this match so far, this one included.

coach-hint-wins = Hint: { $number } wins. Hints used in this match: { $hints }.
coach-hint-holds-out = No winning move here: every move loses against perfect play; { $number } holds out longest. Hints used in this match: { $hints }.

## The daily puzzle (/puzzle), posted for everyone in the channel.

coach-puzzle-title = 🧩 Daily puzzle · { $game }
# The other side at the start of a sentence ("Your opponent took 4.").
coach-puzzle-opponent-start = Your opponent
# Your own claim, when you have another one this turn.
coach-puzzle-you-played = You played { $number }.
# A field name: the move that led to the puzzle's position.
coach-puzzle-last-move = Last move
# The footer. { $day } is the puzzle's day, { $options } the game's options ("size 10").
coach-puzzle-footer = { $day } (UTC) · { $options } · one answer each: click a number

## A member's answer to the puzzle (only they see it). { $explanation } says why: the
## solution, or how the opponent wins after the wrong number.

coach-answer-right = ✅ Right! { $explanation }
coach-answer-wrong = ❌ Not this one: { $explanation }

## The puzzle leaderboard (/leaderboard game:puzzles).

coach-puzzles-title = 🧩 Leaderboard · daily puzzles
coach-puzzles-empty = No puzzle solved yet. Try today's with `/{ -cmd-puzzle }`!
# One row: { $rank } the place, { $player } the member's mention, { $solved } puzzles solved.
coach-puzzles-row = `#{ $rank }` { $player } · **{ $solved }** solved
# The same row for a member who solved the puzzle { $days } days running.
coach-puzzles-row-streak = `#{ $rank }` { $player } · **{ $solved }** solved · { $days ->
        [one] { $days } day
       *[other] { $days } days
    } in a row
coach-puzzles-page = Page { $page }/{ $pages }

## The coach's lines in /stats.

coach-stats-puzzles-name = Daily puzzles
coach-stats-puzzles = { $solved } solved · current streak: { $streak ->
        [0] none
        [one] { $streak } day
       *[other] { $streak } days
    }
coach-stats-hints-name = Hints
coach-stats-hints = { $count ->
        [one] { $count } hint
       *[other] { $count } hints
    } used against me.

## Refusals (only the member who asked sees them).

coach-no-such-match = I can't find that match in this server.
coach-no-such-puzzle = I can't find that puzzle in this server.
coach-no-finished-match = You have no finished match in this channel to review.
coach-not-finished = That match isn't over yet: I review finished matches.
coach-aborted = That match was aborted before both players had moved, so there is nothing to review.
coach-never-played = That challenge was never played, so there is nothing to review.
coach-not-against-bot = Sorry, hints are for games against the bot, not between people.
coach-time-ran-out = Time ran out on this turn; the match is over.
# { $day } is the puzzle's day; { $solution } says its winning number and why.
coach-puzzle-closed = Sorry, that puzzle is closed (it was the puzzle of { $day }). Its solution: { $solution }
# { $number } is the member's first answer.
coach-already-answered-right = You already answered this puzzle: { $number } (right). One answer per puzzle; a new one comes tomorrow!
coach-already-answered-wrong = You already answered this puzzle: { $number } (wrong). One answer per puzzle; a new one comes tomorrow!
