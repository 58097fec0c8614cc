# The match commands' messages: /challenge, /claim, /resign, /board, and the pings above a
# board. { $opponent }, { $member } are mentions (shown as the member's name).

## Public: the text above a new board, in the server's language (it pings the member named)
match-challenged = { $opponent }, you're challenged!
match-rematch-ping = { $opponent }, a rematch!
# The next game of a series: { $number } is the game's number in the series.
match-series-next-ping = { $member }, game { $number } of your series: your move.

## Replies only the member who used the command sees
match-played = You played { $number }.
match-played-claims-left = You played { $number }. { $count ->
    [one] { $count } claim left this turn.
   *[other] { $count } claims left this turn.
}
match-resigned = You resigned.
match-resigned-series = You resigned the series.

## /claim's list of numbers: when there is nothing to pick, one line says why (plain text,
## at most 100 characters; no formatting shows here). { $member } is a member's name.
match-claim-in-server = Play in a server channel.
match-claim-no-match = You have no match in this channel. Start one with /{ -cmd-challenge }.
match-claim-not-started = Your match has not started: the challenge is waiting for an answer.
match-claim-over = Your match here is over. Start a new one with /{ -cmd-challenge }.
match-claim-member-to-move = Not your turn: { $member } to move.
match-claim-opponent-to-move = Not your turn: your opponent to move.
match-claim-none-left = No number is left to play.

# The board's Resign asks first; the question's Resign resigns, Keep playing changes nothing.
match-resign-question = Resign match #{ $match }?
match-resign-kept = You keep playing match #{ $match }: nothing changed.
match-resigned-match = You resigned match #{ $match }.
# /claim given no number while some are open (the list's line, or text typed for it).
match-claim-type-number = Type the number you play: { $numbers }.
## The challenger hears back: a new message that mentions them (an edit notifies no one).
# Above an open challenge's board.
match-challenged-open = Anyone here can accept { $challenger }'s challenge!
# { $first }: you (the challenger moves first) or them (the opponent does).
match-notice-accepted = { $challenger }, { $opponent } accepted your challenge: the game is on! { $first ->
    [you] You move first.
   *[them] { $opponent } moves first.
}
match-notice-board = [Open the board]({ $link }).
match-notice-declined = { $challenger }, { $opponent } declined your challenge.
match-notice-expired = { $challenger }, your challenge to { $opponent } expired: they didn't answer in time.
match-notice-expired-open = { $challenger }, your open challenge expired: nobody accepted it in time.
