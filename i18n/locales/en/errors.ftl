# Refusals and errors of the match flow. Each is sent only to the member who clicked a button
# or used a command (an ephemeral reply), in their own language. A refusal says what the member
# can do next. `/{ -cmd-challenge }` and the like are the command names as Discord shows them.

## The match service's refusals (any match button or command)

# A game name no game has ({ $game }: what the member sent).
error-unknown-game = I don't know the game `{ $game }`. Pick one from the list.
error-no-such-match = I can't find that match.
error-no-such-series = I can't find that series.
error-not-your-match = That's not your match. Start your own with `/{ -cmd-challenge }`.
error-not-your-turn = It's not your turn: wait for your opponent's move.
error-match-over = That match is over. Start a new one with `/{ -cmd-challenge }`.
error-time-ran-out = Time ran out on this turn; the match is over.
error-not-pending = That challenge is no longer open. Send a new one with `/{ -cmd-challenge }`.
error-not-accepted-yet = That challenge hasn't been accepted yet.
error-not-started = That challenge hasn't started: cancel or decline it instead.
error-challenge-expired = That challenge expired. Send a new one with `/{ -cmd-challenge }`.
error-turn-already-played = That turn was already played.
error-no-match-here = You have no match running in this channel. Start one with `/{ -cmd-challenge }`.
error-not-a-series = Your match here is a single game, not a series: use `/{ -cmd-resign }` to resign it.
error-series-still-going = That series is still going: play its next game.

## Answering a challenge (Accept, Decline, Cancel buttons); { $opponent } is a mention
error-accept-own-challenge = You can't accept your own challenge; wait for { $opponent } (or cancel it).
error-decline-own-challenge = You can't decline your own challenge; wait for { $opponent } (or cancel it).
error-challenge-not-for-you = That challenge isn't for you.
error-only-challenger-cancels = Only the challenger can cancel; you can decline it.

## Rematch button
error-rematch-still-going = That match is still going.
error-rematch-not-finished = Only a finished match can be rematched.
error-rematch-voided = That match was voided; start a new one with `/{ -cmd-challenge }`.

## /challenge and Rematch: who can play here ({ $member }, { $opponent }: mentions)
error-not-allowed-channel = Challenges aren't allowed in this channel on this server. Try { $channels }.
# { $game }: the game's name.
error-game-switched-off = { $game } is switched off on this server.
error-challenge-yourself = You can't challenge yourself: pick someone else, or me.
error-challenge-bot = You can't challenge another bot. Challenge me instead!
error-level-choices = `{ -opt-level }` must be easy, normal or perfect.
error-level-only-bot = `{ -opt-level }` only applies when you challenge me.
error-first-choices = `{ -opt-first }` must be me, them or random.
error-best-of-choices = `{ -opt-best-of }` must be 1, 3, 5 or 7.
error-opponent-busy = { $opponent } already has a match open in this channel.
error-you-in-tournament = You're playing in the tournament in this channel: challenge in another channel.
error-member-in-tournament = { $member } is playing in the tournament in this channel: challenge them in another channel.
# The challenger already has a match here; what they can do instead.
error-busy-ended-meanwhile = You had a match open in this channel a moment ago. Try again.
error-busy-decline-first = Decline { $opponent }'s challenge first, or play it.
error-busy-your-challenge-open = Your challenge to { $opponent } is still open here: cancel it first, or wait for an answer.
error-busy-finish-first = Finish your match with { $opponent } here first, or resign it with `/{ -cmd-resign }`.
# The server's limit of challenges a minute or an hour; { $when } is a Discord time ("in 5 minutes").
error-challenge-limit-minute = You've made { $count ->
    [one] { $count } challenge
   *[other] { $count } challenges
} in the last minute, this server's limit. You can challenge again { $when }.
error-challenge-limit-hour = You've made { $count ->
    [one] { $count } challenge
   *[other] { $count } challenges
} in the last hour, this server's limit. You can challenge again { $when }.
error-player-not-found = I can't find that player.
error-not-a-member = { $member } is not a member of this server, so they can't play here.
# An option the chosen game doesn't take: { $option } the option, { $game } the game,
# { $accepted } the options it takes.
error-option-not-for-game = `{ $option }` doesn't apply to { $game } (it takes { $accepted }).
# The game option names neither a game nor a server variant ({ $name }: what was typed).
error-not-game-or-variant = `{ $name }` is neither a game nor a variant of this server: pick one from the list.
error-nothing-game-or-variant = That is neither a game nor a variant of this server: pick one from the list.
# A variant with options given on top: { $variant } its name, { $options } the options given,
# { $game } the game's name to pick instead.
error-variant-keeps-options = The variant `{ $variant }` keeps its own options: leave out { $options }, or pick the game `{ $game }` to choose them.

## /void (moderators), { $id } the match's number
error-already-void = Match #{ $id } is already void.
error-void-challenge = Match #{ $id } is a challenge nobody has accepted yet: it can be declined or cancelled, and it expires by itself.
error-void-aborted = Match #{ $id } was aborted before both players had moved: it already doesn't count.
error-void-never-played = Match #{ $id } was never played ({ $status ->
    [declined] declined
    [cancelled] cancelled
   *[expired] expired
}).

## /leaderboard season
error-no-such-season = There is no season { $season } on this server: it is in season { $current }.

## Tournaments (the service's general refusals)
error-no-such-tournament = There is no tournament in this channel. An organiser can start one with `/{ -cmd-tournament } { -cmd-tournament-create }`.
error-channel-has-tournament = This channel already has a tournament: cancel it first, or use another channel.
error-not-organiser = Only the tournament's organiser or a moderator can do that.

## When something else goes wrong (any command or button)
error-apology = Sorry, something went wrong on my side. Please try again in a moment.
error-stale-command = I didn't understand that command or its options. Try again in a moment (Discord may still be updating my commands).
error-database-down = The database is unavailable right now; try again in a moment.
error-not-in-dms = This command works in a server channel, not in direct messages.
error-cant-use-here = You can't use that here. Try `/{ -cmd-help }`.
error-unknown-button = That button is no longer valid.

## Moderators' commands
error-needs-manage-server = Only members with the **Manage Server** permission can do that.
error-only-in-servers = That only works in a server.

## An option's name, as Discord shows it in this language: { $option } is its name in
## the command (the same in every language). Said inside backticks by the refusals below.
# An option's name in backticks, in a list of them.
error-option-quoted = `{ $option }`
error-option-name = { $option ->
    [opponent] { -opt-opponent }
    [game] { -opt-game }
    [first] { -opt-first }
    [size] { -opt-size }
    [start] { -opt-start }
    [forbid] { -opt-forbid }
    [claims] { -opt-claims }
    [level] { -opt-level }
    [best-of] { -opt-best-of }
    [number] { -opt-number }
    [series] { -opt-series }
    [member] { -opt-member }
    [season] { -opt-season }
    [match] { -opt-match }
    [channel] { -opt-channel }
    [hours] { -opt-hours }
    [minutes] { -opt-minutes }
    [enabled] { -opt-enabled }
    [games] { -opt-games }
    [per-minute] { -opt-per-minute }
    [per-hour] { -opt-per-hour }
    [role] { -opt-role }
    [name] { -opt-name }
    [setting] { -opt-setting }
    [format] { -opt-format }
    [rounds] { -opt-rounds }
    [turn-seconds] { -opt-turn-seconds }
    [starts-in] { -opt-starts-in }
    [tournament] { -opt-tournament }
    [tournaments] { -opt-tournaments }
    [language] { -opt-language }
   *[other] { $option }
}

## A command's option with a value the command can't use (an out-of-date or forged client)
error-option-whole-number = `{ $option }` must be a whole number.
error-option-number = `{ $option }` must be a number.
error-option-text = `{ $option }` must be text.
error-option-true-false = `{ $option }` must be true or false.
error-option-member = I can't find that member: pick one from the list in `{ $option }`.
error-option-channel = I can't find that channel: pick one from the list in `{ $option }`.
error-option-role = I can't find that role: pick one from the list in `{ $option }`.
error-option-choices = `{ $option }` must be one of its choices: pick one from the list.
error-option-control-characters = `{ $option }` can't contain control characters (invisible characters such as NUL): type it again without them.

## An open challenge: anyone here but the challenger, and no bot, may accept it.
error-accept-own-open-challenge = You can't accept your own challenge; wait for someone here to accept it (or cancel it).
error-decline-own-open-challenge = You can't decline your own challenge; cancel it if you no longer want to play.
error-decline-open-challenge = This challenge is open to anyone here, so nobody needs to decline it; accept it to play.
error-bot-accepts-open-challenge = A bot can't accept a challenge; open challenges are for members.
error-only-challenger-cancels-open = Only the challenger can cancel this challenge; accept it to play.
error-busy-your-open-challenge = Your open challenge is still waiting here: cancel it first, or wait for someone to accept it.
# Who accepts an open challenge in the channel of a tournament they play in (decision 18).
error-accept-in-tournament = You're playing in the tournament in this channel, so you play only its games here.
