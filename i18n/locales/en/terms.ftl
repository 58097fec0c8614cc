# The names of the slash commands and their options, as Discord shows them in this language.
# Every text that names a command or an option uses these terms, so a member reads the same
# name in a message as in Discord's command list: "`/{ -cmd-challenge }`", "`{ -opt-size }`".
# commands.ftl gives them to Discord (names at most 32 characters: lower case, letters,
# digits, - and _).

-cmd-challenge = challenge
-cmd-claim = claim
-cmd-resign = resign
-cmd-board = board
-cmd-leaderboard = leaderboard
-cmd-stats = stats
-cmd-history = history
-cmd-config = config
-cmd-config-show = show
-cmd-config-allow-channel = allow-channel
-cmd-config-disallow-channel = disallow-channel
-cmd-config-turn-timeout = turn-timeout
-cmd-config-challenge-timeout = challenge-timeout
-cmd-config-bot-level = bot-level
-cmd-config-game = game
-cmd-config-daily-rated-limit = daily-rated-limit
-cmd-config-challenge-limit = challenge-limit
-cmd-config-organiser-role = organiser-role
-cmd-config-variant-add = variant-add
-cmd-config-variant-remove = variant-remove
-cmd-config-reset = reset
-cmd-config-language = language
-cmd-season = season
-cmd-season-start = start
-cmd-void = void
-cmd-help = help
-cmd-rules = rules
-cmd-review = review
-cmd-hint = hint
-cmd-puzzle = puzzle
-cmd-analyze = analyze
-cmd-tournament = tournament
-cmd-tournament-create = create
-cmd-tournament-start = start
-cmd-tournament-cancel = cancel
-cmd-tournament-standings = standings
-cmd-tournament-withdraw = withdraw
-cmd-tournament-export = export
-cmd-notify = notify

-opt-opponent = opponent
-opt-game = game
-opt-first = first
-opt-size = size
-opt-start = start
-opt-forbid = forbid
-opt-claims = claims
-opt-level = level
-opt-best-of = best-of
-opt-number = number
-opt-series = series
-opt-member = member
-opt-season = season
-opt-match = match
-opt-channel = channel
-opt-hours = hours
-opt-minutes = minutes
-opt-enabled = enabled
-opt-games = games
-opt-per-minute = per-minute
-opt-per-hour = per-hour
-opt-role = role
-opt-name = name
-opt-setting = setting
-opt-format = format
-opt-rounds = rounds
-opt-turn-seconds = turn-seconds
-opt-starts-in = starts-in
-opt-tournament = tournament
-opt-tournaments = tournaments
-opt-language = language

# The buttons players click, named in texts as on the buttons.
-button-accept = Accept
-button-decline = Decline
-button-cancel = Cancel
-button-resign = Resign
-button-rematch = Rematch
-button-review = Review
-button-join = Join
-button-leave = Leave
