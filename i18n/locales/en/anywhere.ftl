# Play anywhere: a user install in DMs, group DMs and servers without the bot (cogs/places.py, cogs/anywhere.py).
error-server-only = `{ $command }` works only in a server I'm in. Use it there, or add me to this server.
error-series-outside = A series needs a server I'm in. Here, play single games: **{ -button-rematch }** starts the next one.
error-forced-private = This channel doesn't let members use outside apps, so only you would see a challenge here. Challenge your friend in a DM instead.
anywhere-ran-out = { $member } ran out of time.
anywhere-challenge-expired = This challenge expired before it was answered.
anywhere-board-later = The board shows it on its next click.
anywhere-leaderboard = Games outside a server I'm in are not rated, so there is no leaderboard here. Use `/{ -cmd-leaderboard }` in a server I'm in.
anywhere-history-own = Here `/{ -cmd-history }` shows only your own games. Another player's results are in a server I'm in.
anywhere-history-head = Results of { $player } everywhere, newest first. Games outside servers I'm in are not rated.
anywhere-games-empty = You have no match running anywhere right now. Start one with `/{ -cmd-challenge }`.
help-anywhere = Anywhere
help-anywhere-text = Add me to your account (**Add App**, then **Try It Now** or **Add to My Apps**) and `/{ -cmd-challenge }` works in DMs, group DMs and servers without me: the board's buttons, `/{ -cmd-claim }`, `/{ -cmd-resign }`, **{ -button-rematch }** and **{ -button-review }** too. Those games are not rated; `/{ -cmd-history }` and `/{ -cmd-games }` there show yours. I can't post there: when it's your move I send a DM where Discord lets me, else nothing, and a turn that ran out counts on the next click.
