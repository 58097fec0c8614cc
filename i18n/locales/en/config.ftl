# /config: server owners' settings (members with Manage Server), /season start and /void.
# Every reply here is seen only by the moderator who asked, except the season's announcement.

## Amounts, as settings name them.

config-hours = { $hours ->
    [one] { $hours } hour
   *[other] { $hours } hours
}
config-minutes = { $minutes ->
    [one] { $minutes } minute
   *[other] { $minutes } minutes
}
# The bot's strength levels, as /challenge's `level` option offers them.
config-level-name = { $level ->
    [easy] easy
    [normal] normal
   *[perfect] perfect
}
# A game option's name in backticks, as /challenge shows it (the option names of terms.ftl).
config-option = `{ $option ->
    [size] { -opt-size }
    [start] { -opt-start }
    [forbid] { -opt-forbid }
    [claims] { -opt-claims }
    [level] { -opt-level }
    [first] { -opt-first }
   *[other] { $option }
}`

## /config show: one line per setting, "**label:** value (where it comes from)".

config-show-title = ⚙️ Settings on this server
config-show-line = **{ $label }:** { $value }
# After a value this server set itself.
config-show-from-server = { $value } (this server)
# After a value the server did not set: the bot's own.
config-show-from-default = { $value } (default)
config-show-footer = (default): the bot's own setting, until this server sets one. Change them with /{ -cmd-config }.
config-show-channels = Challenge channels
config-show-channels-everywhere = everywhere
config-show-turn-timeout = Turn timeout
config-show-challenge-timeout = Challenge timeout
config-show-bot-level = My default level
config-show-games = Games
config-show-games-all-on = all on
# { $games }: the games switched off, as a list.
config-show-games-off = off: { $games }
config-show-rated-limit = Rated games limit
config-show-rated-limit-value = { $games ->
    [one] { $games } game a day between the same two people
   *[other] { $games } games a day between the same two people
}
config-show-no-limit = no limit
config-show-challenge-limit = New challenges
config-show-challenge-limit-both = at most { $per_minute } a minute and { $per_hour } an hour for each member
config-show-challenge-limit-minute = at most { $per_minute } a minute for each member
config-show-challenge-limit-hour = at most { $per_hour } an hour for each member
config-show-organisers = Tournament organisers
# Discord's permission, named as Discord names it in this language.
config-show-organisers-manage-server = Manage Server
config-show-organisers-and-role = Manage Server and { $role }
config-show-language = Language
# { $language_name }: the language's own name (Deutsch, Français...).
config-show-language-chosen = { $language_name } (set with `/{ -cmd-config } { -cmd-config-language }`)
config-show-language-discord = { $language_name } (the server's Discord language)
config-show-season = **Season:** { $season }
# { $date }: the day it started, which Discord shows in the reader's own format.
config-show-season-since = **Season:** { $season } (since { $date })
config-show-variants = **Variants:**
config-show-no-variants = No variants yet. Add one with `/{ -cmd-config } { -cmd-config-variant-add }`.
# One variant in the list: its name, game and options.
config-show-variant = • { $variant }.

## Replies to each /config subcommand.

config-channel-allowed = Challenges are now allowed only in { $channels }.
config-channel-disallowed = { $channel } is off the list. Challenges are allowed in { $channels }.
config-channel-disallowed-last = { $channel } is off the list. No channel is listed now, so challenges are allowed everywhere.
# { $hours }: an amount, "3 hours".
config-turn-timeout-set = Turns now last { $hours }, from the next turn on. Running turns keep their current deadline.
# { $minutes }: an amount, "15 minutes".
config-challenge-timeout-set = New challenges now wait { $minutes } for an answer. Open challenges keep their current deadline.
config-bot-level-set = When nobody picks a level, I now play at **{ $level }**.
config-game-on = **{ $game }** is on.
config-game-off = **{ $game }** is off: no new challenges. Running matches play on.
# The reply to /config daily-rated-limit.
config-rated-limit-none = No limit: every game between two people is rated.
config-rated-limit = { $games ->
    [one] Only the first game a day between the same two people is rated; later ones count as wins and losses, unrated.
   *[other] Only the first { $games } games a day between the same two people are rated; later ones count as wins and losses, unrated.
}
# The reply to /config challenge-limit (rematches count as challenges).
config-challenge-limit-both = Each member can now make at most { $per_minute ->
    [one] { $per_minute } new challenge
   *[other] { $per_minute } new challenges
} a minute and { $per_hour } an hour here (rematches count).
config-challenge-limit-minute = Each member can now make at most { $per_minute ->
    [one] { $per_minute } new challenge
   *[other] { $per_minute } new challenges
} a minute here (rematches count).
config-challenge-limit-hour = Each member can now make at most { $per_hour ->
    [one] { $per_hour } new challenge
   *[other] { $per_hour } new challenges
} an hour here (rematches count).
config-challenge-limit-none = No limit: members can make as many challenges as they like.
config-organiser-role-set = Members with { $role } can now create tournaments, as members with Manage Server can.
# { $variant }: the variant's name, game and options; { $name }: its name as typed.
config-variant-saved = Saved { $variant }. Challenge it with `/{ -cmd-challenge } { -opt-game }:{ $name }`.
config-variant-no-verdict = Each match draws its start, so it has no single verdict.
config-variant-removed = Removed `{ $name }`. Matches already started with it play on.
config-reset-all = Every setting is back to its default.
# /config reset with one setting.
config-reset-one = The { $setting ->
    [allowed_channels] challenge channels
    [turn_timeout] turn timeout
    [challenge_timeout] challenge timeout
    [bot_level] default level
    [disabled_games] games switched off
    [daily_rated_limit] daily rated limit
    [challenge_limit] challenge limit
    [organiser_role] tournament organiser role
   *[other] { $setting }
} setting is back to its default.
# /config reset setting:language. { $language_name }: the language's own name.
config-reset-language = Boards, challenges and announcements follow this server's Discord language again: { $language_name }.
# /config language: the language of everything the bot posts for everyone in this server.
config-language-set = Boards, challenges and announcements on this server are now in { $language_name }.
config-language-follows-discord = Boards, challenges and announcements now follow this server's Discord language: { $language_name }.

## Refusals of /config.

config-language-unknown = I don't speak that language yet. Pick one of { $languages }.
config-turn-timeout-range = The turn timeout must be from { $low } to { $high } hours.
config-challenge-timeout-range = The challenge timeout must be from { $low } to { $high } minutes.
config-rated-limit-range = The daily rated limit must be from { $low } to { $high } games.
config-challenge-limit-minute-range = The challenge limit per minute must be from { $low } to { $high } challenges.
config-challenge-limit-hour-range = The challenge limit per hour must be from { $low } to { $high } challenges.
config-role-unknown = I can't find that role. Pick one from the list.
config-role-everyone = Pick a role, not @everyone: anyone could then create tournaments.
# { $levels }: the levels, as a list with "or".
config-level-refused = The level must be { $levels }.
config-challenge-limit-missing = Give `{ -opt-per-minute }`, `{ -opt-per-hour }` or both (0 means no limit).
config-channel-already-listed = { $channel } is already on the list.
config-channel-list-full = That's { $limit } channels already: remove one first.
config-channel-not-listed = { $channel } isn't on the list (the list: { $channels }).
config-channel-not-listed-none = { $channel } isn't on the list: no channel is listed, so challenges are allowed everywhere.
config-setting-unknown = I don't know the setting `{ $setting }`. Pick one from the list.

## Refusals of /config variant-add and variant-remove.

config-variant-bad-name = A variant's name takes { $low } to { $high } lowercase letters, digits and hyphens, like `wide-13`.
config-variant-game-name = `{ $name }` is a game's name: pick another name for the variant.
# { $option }: the option in backticks; { $options }: those the game takes, as a list.
config-variant-option-unknown = { $option } doesn't apply to { $game } (it takes { $options }).
config-variant-taken = This server already has a variant called `{ $name }`: remove it first, or pick another name.
config-variant-too-many = This server has { $limit } variants already: remove one with `/{ -cmd-config } { -cmd-config-variant-remove }` first.
config-variant-unknown = This server has no variant called `{ $name }`. `/{ -cmd-config } { -cmd-config-show }` lists them.

## /season start: posted for everyone, in the server's language.

config-season-started = 🏁 **Season { $season }** has started: everyone starts afresh at { $rating }. Season { $previous }'s final table stays: `/{ -cmd-leaderboard } { -opt-season }:{ $previous }`.

## /void: the reply to the moderator, sentence by sentence.

config-void-done = Match #{ $match } is void.
config-void-no-result = It ended with no result.
config-void-for-fun = It was for fun, so no rating or record changes.
config-void-uncounted = It no longer counts in ratings or records.
config-void-board = The board says so: { $link }
config-void-no-board = (I couldn't update its board.)

## Confirmations: /season start, /void and /config reset ask first, and act on Confirm.
config-season-confirm = Close this season and start a new one? Its final table stays, and everyone starts afresh.
config-season-announced = Season { $season } has started: I told the channel.
config-void-confirm = { $state ->
    [running] Void match #{ $match }? It ends now with no winner and doesn't count.
   *[finished] Void match #{ $match }? Its result stops counting in ratings and records.
}
config-reset-confirm-all = Put every setting back to its default?
config-reset-confirm = Put the { $setting ->
    [allowed_channels] challenge channels
    [turn_timeout] turn timeout
    [challenge_timeout] challenge timeout
    [bot_level] default level
    [disabled_games] games switched off
    [daily_rated_limit] daily rated limit
    [challenge_limit] challenge limit
    [organiser_role] tournament organiser role
    [language] language
    [public_pages] public pages
    [notify_turns] your-move notices
   *[other] { $setting }
} back to its default?
confirm-button-confirm = { -button-confirm }
confirm-button-cancel = { -button-cancel }
confirm-timed-out = Nothing changed: you didn't confirm in time. Run the command again if you still want it.
confirm-cancelled = Cancelled: nothing changed.
confirm-answered = You already answered this question: nothing more changed.
confirm-not-yours = Only { $member } can answer this question.
# /config puzzle-channel
config-show-puzzle-channel = Daily puzzle post
config-show-puzzle-channel-none = nowhere (members ask `/{ -cmd-puzzle }`)
config-puzzle-channel-off = I won't post the daily puzzle any more; members still get it with `/{ -cmd-puzzle }`.
config-puzzle-channel-set = I'll post each day's puzzle in { $channel }, starting with today's.
config-puzzle-channel-unknown = That channel is not one I can use.
