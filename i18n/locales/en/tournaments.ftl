# Tournaments: /tournament (create, start, cancel, standings, withdraw, export), /notify, the
# sign-up message with its Join and Leave buttons, the live table it turns into, the
# podium, the line above each pairing's board and the direct message that links to it.
# What everyone in the channel reads is said in the server's language; replies only the
# member sees, in theirs.

## The formats, as players read them (the sign-up message, the table, the `tournament` list).

tournament-format-arena = Arena
tournament-format-swiss = Swiss
tournament-format-round-robin = Round robin

# A tournament's name when its organiser gave none: "Number Circle Duel Swiss".
# { $game } is the game's (or the server variant's) name, { $format } one of the three above.
tournament-default-name = { $game } { $format }

## The sign-up message (public).

# How each format pairs and scores: one sentence on the sign-up message.
tournament-rules-arena = Whoever is free is paired again at once. Each game won gives 2 points, 4 after two wins in a row.
tournament-rules-swiss = Players with equal points meet, and nobody meets twice. A pairing's two games give 1, ½ or 0 points.
tournament-rules-round-robin = Everyone meets everyone once. A pairing's two games give 1, ½ or 0 points.
tournament-two-games = Each pairing plays two games: each player moves first once.
# The first line of the sign-up message and of the table: "**Swiss** · 5 rounds · Number
# Circle Duel, size 12 · 60 seconds a move." { $format } is the format, { $length } one of
# the tournament-length- texts below, { $game } the game with its options.
tournament-heading = **{ $format }** · { $length } · { $game } · { $seconds ->
        [one] { $seconds } second
       *[other] { $seconds } seconds
    } a move.
tournament-length-minutes = { $minutes ->
        [one] { $minutes } minute
       *[other] { $minutes } minutes
    }
tournament-length-rounds = { $rounds ->
        [one] { $rounds } round
       *[other] { $rounds } rounds
    }
tournament-length-round-robin = one round per opponent
tournament-length-auto = rounds set by the number of players
# The game and its options: "Number Circle Duel, size 12".
tournament-game-options = { $game }, { $options }
# A server variant: "`wide` (Forbidden Adjacent, size 15)"; { $variant } is its name.
tournament-variant = `{ $variant }` ({ $game })
tournament-variant-options = `{ $variant }` ({ $game }, { $options })
# { $time } is a Discord timestamp ("in 10 minutes"); { $organiser } a mention.
tournament-signup-starts = Starts { $time }, or sooner when { $organiser } starts it with `/{ -cmd-tournament } { -cmd-tournament-start }`.
# The players field's name.
tournament-players = Players ({ $count })
tournament-players-none = No one yet. Click **{ -button-join }** to play.
# { $players } is the players' mentions, joined.
tournament-players-list = { $players }.
tournament-players-more = { $players } and { $more } more.
tournament-signup-footer = { -button-join } or { -button-leave } with the buttons below. Each of your boards is posted here, and I send you a link to it.
# The buttons.
tournament-button-join = { -button-join }
tournament-button-leave = { -button-leave }

## The table (the sign-up message edited into it; /tournament standings).

tournament-standings-title = 🏆 { $name } · standings
# The old table, once Discord no longer lets the bot edit it (over an hour old): { $link } goes to the new one.
tournament-table-moved = This table moved to [a new message]({ $link }).
# One row: { $rank } the place, { $player } a mention, { $points } the points ("2½"),
# { $won } the games won.
tournament-row = `{ $rank }.` { $player } · **{ $points }** · { $won } won
# The same with the tiebreaks: Buchholz (the opponents' points) and SB (Sonneborn-Berger).
tournament-row-tiebreaks = `{ $rank }.` { $player } · **{ $points }** · { $won } won · Buchholz { $buchholz } · SB { $sb }
# A player who withdrew: { $row } is their row, struck through.
tournament-row-withdrawn = ~~{ $row }~~ (withdrew)
tournament-table-empty = No results yet.
tournament-table-more = …and { $count } more. `/{ -cmd-tournament } { -cmd-tournament-export }` has every row.
# Where the tournament is, under the heading.
tournament-progress-final = Final table.
tournament-progress-cancelled = Cancelled.
tournament-progress-starts = Starts { $time }.
tournament-progress-running = Running.
tournament-progress-ends = Ends { $time }.
tournament-progress-round-of = Round { $round } of { $rounds }.
tournament-progress-round = Round { $round }.
# The table's footer: how it is ordered.
tournament-key-table = Points first, then Buchholz (the opponents' points), then SB (Sonneborn-Berger: the points of the opponents you beat, half of those you drew with), then rating.
tournament-key-arena = Points first, then games won, then rating.

## The end (public): the podium, then the final table.

tournament-podium-title = 🏆 { $name } is over
# { $medal } is 🥇, 🥈 or 🥉; { $shown } the points as written ("4½"); { $points } the same
# number, for the plural.
tournament-podium-line = { $medal } { $player } with { $points ->
        [one] { $shown } point
       *[other] { $shown } points
    }.
tournament-podium-tied = { $medal } { $players }, tied with { $points ->
        [one] { $shown } point
       *[other] { $shown } points
    } each and the same tie-breaks.
tournament-podium-none = Nobody finished.
tournament-final-table = Final table
tournament-podium-footer = /{ -cmd-tournament } { -cmd-tournament-standings } shows it again; /{ -cmd-tournament } { -cmd-tournament-export } gives every game.
# The sign-up message once the tournament is cancelled.
tournament-cancelled-by = Cancelled by { $member }.
tournament-cancelled-no-players = Cancelled: fewer than two players joined.

## Above a pairing's board (public): it names both players. { $a } and { $b } are mentions,
## { $name } the tournament's name, { $round } the round, { $game } 1 or 2.

tournament-pairing = { $a } { $b }, your game in **{ $name }**.
tournament-pairing-round = { $a } { $b }, your game in **{ $name }**, round { $round }.
tournament-pairing-game = { $a } { $b }, your game in **{ $name }**, game { $game } of 2.
tournament-pairing-round-game = { $a } { $b }, your game in **{ $name }**, round { $round }, game { $game } of 2.

## The direct message to each player of a new pairing (in the server's language).

tournament-bye = { $member }, you have a bye in round { $round } of **{ $name }**: one point without playing. Your next game comes with the next round.
tournament-dm-ready = Your game against { $opponent } in **{ $name }** is ready: { $link }
tournament-dm-notify-off = Turn these messages off with `/{ -cmd-notify } { -opt-tournaments }:False`.

## A tournament in the `tournament` option's list: "12 · Spring Swiss · Swiss · over".

tournament-status-signup = sign-up
tournament-status-running = running
tournament-status-over = over
tournament-status-cancelled = cancelled

## Replies only the member sees.

# Join and Leave.
tournament-joined = You're in **{ $name }**. I'll post your boards in { $channel } and send you a link.
tournament-left = You left **{ $name }**.
tournament-started = **{ $name }** has started.
tournament-cancelled = **{ $name }** is cancelled.
tournament-withdrew = You withdrew from **{ $name }**. Your unplayed games count as lost.
# Above the CSV file (public). The file's column names stay in English: it is data.
tournament-export = Every game of tournament { $id }, then its table.
tournament-notify-on = I'll send you a link to each of your tournament boards.
tournament-notify-off = No more links to your tournament boards: watch the tournament's channel for them.

## Refusals (only the member sees them).

# "Manage Server" is Discord's name of the permission: use the name Discord shows in this
# language.
tournament-needs-organiser = Only members with the **Manage Server** permission can create a tournament.
# { $role } is the server's organiser role, as a mention.
tournament-needs-organiser-role = Only members with the **Manage Server** permission or the { $role } role can create a tournament.
tournament-unknown-format = `{ -opt-format }` must be arena, swiss or round-robin.
tournament-rounds-swiss-only = `{ -opt-rounds }` only applies to a Swiss tournament.
tournament-minutes-arena-only = `{ -opt-minutes }` only applies to an arena.
tournament-rounds-range = `{ -opt-rounds }` must be from { $low } to { $high }.
tournament-minutes-range = `{ -opt-minutes }` must be from { $low } to { $high }.
tournament-turn-seconds-range = `{ -opt-turn-seconds }` must be from { $low } to { $high }.
tournament-starts-in-range = `{ -opt-starts-in }` must be from { $low } to { $high }.
# { $channels } lists the channels where games are allowed.
tournament-channel-not-allowed = Games aren't allowed in this channel on this server. Try { $channels }.
tournament-game-off = { $game } is switched off on this server.
tournament-game-decided = { $game } with these options is decided by its rules from the first move: nothing either player does changes who wins, so a tournament of it would be luck. Choose another game, or other options.
tournament-not-found = I can't find that tournament.
tournament-no-tournament-here = This channel has had no tournament. Name one with `{ -opt-tournament }`.
tournament-already-signed-up = You're already signed up for this tournament.
tournament-not-signed-up = You aren't signed up for this tournament.
tournament-signup-closed = The tournament has already started: sign-up is closed.
tournament-over = The tournament is over.
tournament-was-cancelled = The tournament was cancelled.
tournament-leave-use-withdraw = The tournament has started: use `/{ -cmd-tournament } { -cmd-tournament-withdraw }` to leave it.
tournament-already-started = The tournament has already started.
tournament-too-few-players = A tournament needs at least two players to start.
tournament-withdraw-use-leave = The tournament hasn't started: use **{ -button-leave }** on its sign-up message.
tournament-not-playing = You aren't playing in this tournament.
