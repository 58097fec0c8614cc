# /help: every command on one page, seen only by the member who asked. Command and option
# names come from terms.ftl, so they read as Discord lists them; the values after a colon
# (`game:number-chain`, `@bob`) are examples a member types as they are.

help-title = 📖 Number Duels: every command
help-intro = Two players take turns picking numbers; the rules of each game say which numbers are allowed, and whoever makes the last move wins.
# { $bot }: the bot's name as the member sees it, to challenge it.
help-new-here = **New here?** Try `/{ -cmd-challenge } { -opt-opponent }:@{ $bot } { -opt-game }:forbidden-adjacent` to play me, or challenge a friend the same way.

## The sections of the page: their titles, then their texts.

help-play = Play
help-play-text = `/{ -cmd-challenge }` starts a match: `/{ -cmd-challenge } { -opt-opponent }:@bob { -opt-game }:number-chain`. Add `{ -opt-first }`, `{ -opt-size }`, `{ -opt-start }`, `{ -opt-forbid }`, `{ -opt-claims }` or, against me, `{ -opt-level }` if you like. `{ -opt-game }` also offers this server's variants.
    Leave `{ -opt-opponent }` out and anyone here can accept your challenge. `/{ -cmd-games }` lists the matches running here, yours first.
    `/{ -cmd-claim }` plays a number, `/{ -cmd-claim } { -opt-number }:7`, or click it on the board.
    `{ -opt-best-of }:3` (or 5, 7) plays a series: first to win more than half the games wins.
    `/{ -cmd-resign }` gives up your game in this channel (with `{ -opt-series }`, the whole series), and `/{ -cmd-board }` shows it again. When it is your move, I tell you in the match's channel; `/{ -cmd-notify } { -opt-turns }` chooses a DM or nothing instead.
# Also the field under a game's rules in /rules.
help-learn = Learn
# { $coach }: how to review a match, get a hint and solve the daily puzzle (said elsewhere).
help-learn-text = `/{ -cmd-rules } { -opt-game }:circle-duel` explains a game. `/{ -cmd-analyze } { -opt-game }:forbidden-adjacent { -opt-forbid }:1,3` says who wins it with perfect play, and how. { $coach }
help-tournaments = Tournaments
help-tournaments-text = Click **{ -button-join }** under a tournament's sign-up message. Your boards are posted in its channel with your name, and I send you a link (`/{ -cmd-notify } { -opt-tournaments }:False` turns that off). Each pairing plays two games, each player moving first once.
    `/{ -cmd-tournament } { -cmd-tournament-standings }` shows the table, `/{ -cmd-tournament } { -cmd-tournament-withdraw }` leaves a running one (your unplayed games are lost), and `/{ -cmd-tournament } { -cmd-tournament-export }` gives every game as a CSV file.
help-results = Results
help-results-text = `/{ -cmd-leaderboard }` shows the best players here, `/{ -cmd-leaderboard } { -opt-game }:non-consecutive` those of one game. `/{ -cmd-stats }` shows your ratings, `/{ -cmd-stats } { -opt-member }:@bob` someone else's. `/{ -cmd-history }` lists the last results. `/{ -cmd-privacy }` hides your name on this server's public pages.
help-games = The games
# One line per game: its name, the name to type, and what it is about.
help-game-line = **{ $title }** (`{ $slug }`): { $summary }
# Only for members with Manage Server.
help-owners = Server owners
help-owners-text = With Manage Server: `/{ -cmd-config }` changes this server's settings, `/{ -cmd-config } { -cmd-config-language }` the language of its boards and announcements, `/{ -cmd-config } { -cmd-config-variant-add }` saves a game with its options under a name members can challenge, `/{ -cmd-season } { -cmd-season-start }` starts a new season, and `/{ -cmd-void }` cancels a match's result. `/{ -cmd-tournament } { -cmd-tournament-create } { -opt-format }:swiss { -opt-game }:forbidden-adjacent` opens a tournament in the channel (also for the role set with `/{ -cmd-config } { -cmd-config-organiser-role }`); `/{ -cmd-tournament } { -cmd-tournament-start }` starts it before its time, `/{ -cmd-tournament } { -cmd-tournament-cancel }` calls it off.
help-footer = Only you can see this

## /rules: one game's rules (their own texts come from the game's card, rules.ftl) and the
## frame around them.

# { $game }: the game's name.
help-rules-title = { $game } · rules
# docs/rules.md's decisions for the game.
help-rules-house = House rules
# Under the field title help-play. { $options }: the game's options, each in backticks.
help-rules-play-text = `/{ -cmd-challenge } { -opt-game }:{ $slug }` with the options { $options } (`{ -opt-size }` is { $size } unless you set it). On your turn, click a number or use `/{ -cmd-claim }`. Every command: `/{ -cmd-help }`.

# A board's Rules: the /rules page with what this match plays.
help-rules-this-match = Match #{ $match }
help-rules-match-options = This match plays with { $options }.
help-rules-match-variant = This match is this server's variant { $variant }: { $options }.
