# The slash commands as Discord lists them: each command's name and description, each
# option's name and description, each choice's name. Names come from terms.ftl (a name is
# at most 32 characters: lower case letters, digits, - and _). A description is one short
# line, at most 100 characters. A choice is at most 100 characters.
# English: exactly what the commands' decorators in cogs/ say (tests/i18n/test_commands.py).

# /challenge
cmd-challenge = { -cmd-challenge }
    .description = Challenge someone (or me) to a number duel.
opt-challenge-opponent = { -opt-opponent }
    .description = Who you want to play (pick me to play the bot; leave out: anyone here)
opt-challenge-game = { -opt-game }
    .description = Which game, or one of this server's variants
opt-challenge-first = { -opt-first }
    .description = Who moves first (default: coin toss)
opt-challenge-size = { -opt-size }
    .description = How many numbers (the game's default if left out)
opt-challenge-start = { -opt-start }
    .description = Number Chain: the start number (random if left out)
opt-challenge-forbid = { -opt-forbid }
    .description = Non-Consecutive, Forbidden Adjacent: The distances a claim forbids, like 1,3 (default 1)
opt-challenge-claims = { -opt-claims }
    .description = Non-Consecutive, Forbidden Adjacent: How many numbers a turn claims (default 1)
opt-challenge-level = { -opt-level }
    .description = Against me: easy, normal or perfect
opt-challenge-best-of = { -opt-best-of }
    .description = Games in the series: first to win more than half wins it (default: 1)

# /claim
cmd-claim = { -cmd-claim }
    .description = Play a number in your match in this channel.
opt-claim-number = { -opt-number }
    .description = The number to play

# /resign
cmd-resign = { -cmd-resign }
    .description = Resign your match in this channel.
opt-resign-series = { -opt-series }
    .description = In a series: resign the whole series, not just this game

# /board
cmd-board = { -cmd-board }
    .description = Show your match in this channel again.

# /leaderboard
cmd-leaderboard = { -cmd-leaderboard }
    .description = This server's best players.
opt-leaderboard-game = { -opt-game }
    .description = One game only, or the daily puzzles (all games if left out)
opt-leaderboard-season = { -opt-season }
    .description = A past season's final table (this season if left out)

# /stats
cmd-stats = { -cmd-stats }
    .description = Ratings and results of a player.
opt-stats-member = { -opt-member }
    .description = Whose stats (yours if left out)

# /games
cmd-games = { -cmd-games }
    .description = The matches running on this server, yours first.

# /history
cmd-history = { -cmd-history }
    .description = The last results of a player here.
opt-history-member = { -opt-member }
    .description = Whose results (yours if left out)
opt-history-game = { -opt-game }
    .description = One game only (all games if left out)

# /config
cmd-config = { -cmd-config }
    .description = This server's settings for number duels (Manage Server).

# /config show
cmd-config-show = { -cmd-config-show }
    .description = Every setting of this server and where it comes from.

# /config allow-channel
cmd-config-allow-channel = { -cmd-config-allow-channel }
    .description = Allow challenges in a channel (none listed: everywhere).
opt-config-allow-channel-channel = { -opt-channel }
    .description = A channel where challenges may be made

# /config disallow-channel
cmd-config-disallow-channel = { -cmd-config-disallow-channel }
    .description = Take a channel off the list of challenge channels.
opt-config-disallow-channel-channel = { -opt-channel }
    .description = A channel on the list

# /config turn-timeout
cmd-config-turn-timeout = { -cmd-config-turn-timeout }
    .description = How long a player may think, from the next turn on.
opt-config-turn-timeout-hours = { -opt-hours }
    .description = From 1 to 720 hours

# /config challenge-timeout
cmd-config-challenge-timeout = { -cmd-config-challenge-timeout }
    .description = How long a challenge waits for an answer.
opt-config-challenge-timeout-minutes = { -opt-minutes }
    .description = From 1 to 1440 minutes

# /config bot-level
cmd-config-bot-level = { -cmd-config-bot-level }
    .description = My strength when nobody picks a level.
opt-config-bot-level-level = { -opt-level }
    .description = easy, normal or perfect

# /config game
cmd-config-game = { -cmd-config-game }
    .description = Switch a game off or on for this server.
opt-config-game-game = { -opt-game }
    .description = Which game
opt-config-game-enabled = { -opt-enabled }
    .description = On (true) or off (false)

# /config daily-rated-limit
cmd-config-daily-rated-limit = { -cmd-config-daily-rated-limit }
    .description = Rated games a day between the same two people (0: no limit).
opt-config-daily-rated-limit-games = { -opt-games }
    .description = From 0 to 50; 0 means no limit

# /config challenge-limit
cmd-config-challenge-limit = { -cmd-config-challenge-limit }
    .description = New challenges one member may make in a minute and in an hour (0: no limit).
opt-config-challenge-limit-per-minute = { -opt-per-minute }
    .description = 0 to 1000; 0 means no limit
opt-config-challenge-limit-per-hour = { -opt-per-hour }
    .description = 0 to 1000; 0 means no limit

# /config organiser-role
cmd-config-organiser-role = { -cmd-config-organiser-role }
    .description = A role whose members may create tournaments (besides Manage Server).
opt-config-organiser-role-role = { -opt-role }
    .description = Members with this role may use `/tournament create`

# /config variant-add
cmd-config-variant-add = { -cmd-config-variant-add }
    .description = Save a game with options under a name members can challenge.
opt-config-variant-add-name = { -opt-name }
    .description = 2 to 24 lowercase letters, digits and hyphens, like wide-13
opt-config-variant-add-game = { -opt-game }
    .description = Which game it plays
opt-config-variant-add-size = { -opt-size }
    .description = How many numbers (the game's default if left out)
opt-config-variant-add-start = { -opt-start }
    .description = Number Chain: the start number (random if left out)
opt-config-variant-add-forbid = { -opt-forbid }
    .description = Non-Consecutive, Forbidden Adjacent: The distances a claim forbids, like 1,3 (default 1)
opt-config-variant-add-claims = { -opt-claims }
    .description = Non-Consecutive, Forbidden Adjacent: How many numbers a turn claims (default 1)
opt-config-variant-add-best-of = { -opt-best-of }
    .description = One game, or a series: best of 3, 5 or 7

# /config variant-remove
cmd-config-variant-remove = { -cmd-config-variant-remove }
    .description = Delete one of this server's variants.
opt-config-variant-remove-name = { -opt-name }
    .description = The variant's name

# /config reset
cmd-config-reset = { -cmd-config-reset }
    .description = Go back to the bot's default for a setting (or for all of them).
opt-config-reset-setting = { -opt-setting }
    .description = Which setting (everything if left out)

# /config language
cmd-config-language = { -cmd-config-language }
    .description = The language of boards, challenges and announcements here.
opt-config-language-language = { -opt-language }
    .description = A language, or this server's own Discord language

# /config puzzle-channel
cmd-config-puzzle-channel = { -cmd-config-puzzle-channel }
    .description = Post the daily puzzle in a channel each day, or stop.
opt-config-puzzle-channel-channel = { -opt-channel }
    .description = Where the day's puzzle is posted (left out: stop)

# /config notify-turns
cmd-config-notify-turns = { -cmd-config-notify-turns }
    .description = Where members are told it is their move, unless they chose with /notify.
opt-config-notify-turns-turns = { -opt-turns }
    .description = In the match's channel, by direct message, or not at all

# /config public-pages
cmd-config-public-pages = { -cmd-config-public-pages }
    .description = Show this server's tables, matches and tournaments on the web, or stop.
opt-config-public-pages-state = { -opt-state }
    .description = on or off (off: every page of this server answers 404)

# /season
cmd-season = { -cmd-season }
    .description = This server's seasons (Manage Server).

# /season start
cmd-season-start = { -cmd-season-start }
    .description = Close this season (its table stays) and start a fresh one.

# /void
cmd-void = { -cmd-void }
    .description = End a match as void, or undo a finished one (Manage Server).
opt-void-match = { -opt-match }
    .description = The match number (shown on its board: match #12)

# /help
cmd-help = { -cmd-help }
    .description = Every command, and where to start.

# /rules
cmd-rules = { -cmd-rules }
    .description = How to play one of the games.
opt-rules-game = { -opt-game }
    .description = Which game

# /review
cmd-review = { -cmd-review }
    .description = Where a finished match was won and lost.
opt-review-match = { -opt-match }
    .description = The match number (your last finished match here if left out)

# /hint
cmd-hint = { -cmd-hint }
    .description = Against me, on your turn: a move to play.

# /puzzle
cmd-puzzle = { -cmd-puzzle }
    .description = Today's puzzle for this server.

# /analyze
cmd-analyze = { -cmd-analyze }
    .description = Who wins a game with perfect play, and how.
opt-analyze-game = { -opt-game }
    .description = Which game, or one of this server's variants
opt-analyze-size = { -opt-size }
    .description = How many numbers (the game's default if left out)
opt-analyze-start = { -opt-start }
    .description = Number Chain: the start number (random if left out)
opt-analyze-forbid = { -opt-forbid }
    .description = Non-Consecutive, Forbidden Adjacent: The distances a claim forbids, like 1,3 (default 1)
opt-analyze-claims = { -opt-claims }
    .description = Non-Consecutive, Forbidden Adjacent: How many numbers a turn claims (default 1)

# /tournament
cmd-tournament = { -cmd-tournament }
    .description = Tournaments in this channel: arena, Swiss or round robin.

# /tournament create
cmd-tournament-create = { -cmd-tournament-create }
    .description = Open a tournament in this channel (Manage Server or the organiser role).
opt-tournament-create-format = { -opt-format }
    .description = arena, swiss or round-robin
opt-tournament-create-game = { -opt-game }
    .description = Which game, or one of this server's variants
opt-tournament-create-name = { -opt-name }
    .description = What to call it (default: the format and the game)
opt-tournament-create-rounds = { -opt-rounds }
    .description = Swiss: 1 to 15 rounds (default: from the number of players)
opt-tournament-create-minutes = { -opt-minutes }
    .description = Arena: how long it lasts, 10 to 240 minutes (default: 60)
opt-tournament-create-turn-seconds = { -opt-turn-seconds }
    .description = Time for each move, 10 to 600 seconds (default: 60)
opt-tournament-create-starts-in = { -opt-starts-in }
    .description = Minutes until it starts, 0 to 10080 (default: 10)
opt-tournament-create-size = { -opt-size }
    .description = How many numbers (the game's default if left out)
opt-tournament-create-start = { -opt-start }
    .description = Number Chain: the start number (random if left out)
opt-tournament-create-forbid = { -opt-forbid }
    .description = Non-Consecutive, Forbidden Adjacent: The distances a claim forbids, like 1,3 (default 1)
opt-tournament-create-claims = { -opt-claims }
    .description = Non-Consecutive, Forbidden Adjacent: How many numbers a turn claims (default 1)

# /tournament start
cmd-tournament-start = { -cmd-tournament-start }
    .description = Start this channel's tournament now (its organiser).

# /tournament cancel
cmd-tournament-cancel = { -cmd-tournament-cancel }
    .description = Cancel this channel's tournament (its organiser).

# /tournament standings
cmd-tournament-standings = { -cmd-tournament-standings }
    .description = A tournament's table (this channel's if left out).
opt-tournament-standings-tournament = { -opt-tournament }
    .description = Which tournament (this channel's if left out)

# /tournament withdraw
cmd-tournament-withdraw = { -cmd-tournament-withdraw }
    .description = Leave this channel's running tournament: unplayed games are lost.

# /tournament export
cmd-tournament-export = { -cmd-tournament-export }
    .description = A tournament's games and final table as a CSV file.
opt-tournament-export-tournament = { -opt-tournament }
    .description = Which tournament (this channel's if left out)

# /notify
cmd-notify = { -cmd-notify }
    .description = Choose how I call you back to your games.
opt-notify-turns = { -opt-turns }
    .description = Where I tell you it is your move
opt-notify-tournaments = { -opt-tournaments }
    .description = A link to each of your tournament boards

# /privacy
cmd-privacy = { -cmd-privacy }
    .description = Show or hide your name on this server's public pages.
opt-privacy-name = { -opt-display-name }
    .description = shown: your name here; hidden: "Player" and a number

# The choices offered in the options above (a game, a level, a setting...), by value.
choice-random = random (coin toss)
choice-me = me
choice-them = them
choice-easy = easy
choice-normal = normal
choice-perfect = perfect
choice-non-consecutive = Non-Consecutive
choice-forbidden-adjacent = Forbidden Adjacent
choice-number-capture = Number Capture
choice-circle-duel = Number Circle Duel
choice-number-chain = Number Chain
choice-puzzles = Daily puzzles
choice-all = everything
choice-allowed_channels = challenge channels
choice-turn_timeout = turn timeout
choice-challenge_timeout = challenge timeout
choice-bot_level = my default level
choice-disabled_games = games switched off
choice-daily_rated_limit = daily rated limit
choice-challenge_limit = challenge limit
choice-organiser_role = tournament organiser role
choice-language = language
choice-public_pages = public pages
choice-on = on
choice-channel = in the match's channel
choice-dm = by direct message
choice-puzzle_channel = puzzle channel
choice-notify_turns = your-move notices
choice-off = off
choice-shown = shown
choice-hidden = hidden
choice-server = this server's Discord language
choice-arena = Arena
choice-swiss = Swiss
choice-round-robin = Round robin
