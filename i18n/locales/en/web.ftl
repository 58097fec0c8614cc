# The public pages (python3 manage.py bot web): a server's leaderboards, a member's profile, a
# match's replay, its tournaments. Said in the browser's language where we have it, else in the
# server's. Names are members' names as Discord showed them; { $number }: 4 digits.

## Every page
web-site-name = Number Duels
web-skip = Skip to the content
web-nav-label = This server's pages
web-nav-leaderboard = Leaderboard
web-nav-tournaments = Tournaments
web-footer-privacy = Names are shown as Discord showed them when the member last played in this server. Hide yours with `/{ -cmd-privacy }`.
web-pages-label = Pages
web-previous = ◀ Previous
web-next = Next ▶
web-page-of = Page { $page } of { $pages }
# A member who hides their name (or whose name the bot never saw).
web-player-number = Player { $number }
# The bot, where it played.
web-the-bot = Number Duels (the bot)

## The front page, and answers to addresses that lead nowhere.
web-index-title = Number Duels: public pages
web-index-text = These are the public pages of the servers that turned them on. Ask in your server for its link; a moderator turns them on with `/{ -cmd-config } { -cmd-config-public-pages }`.
web-error-not-found = There is nothing at this address.
web-error-bad-request = This address isn't one the pages understand.
web-error-unavailable = The pages can't reach their data right now. Try again in a minute.
web-error-failed = Something went wrong on our side. Try again in a minute.
web-error-home = Go to the front page

## Table headings
web-col-rank = Rank
web-col-player = Player
web-col-rating = Rating
web-col-wins = Wins
web-col-losses = Losses
web-col-streak = Streak
web-col-game = Game
web-col-date = Date
web-col-opponent = Opponent
web-col-result = Result
web-col-tournament = Tournament
web-col-format = Format
web-col-status = Status
web-col-points = Points
web-col-games-won = Games won
web-col-buchholz = Bu
web-col-buchholz-long = Buchholz: the points of the player's opponents
web-col-sb = SB
web-col-sb-long = Sonneborn-Berger: the points of the opponents the player beat or drew with
web-col-score = Score

## The leaderboard
web-leaderboard-title = Leaderboard · { $game } · season { $season }
web-leaderboard-final = Leaderboard · { $game } · season { $season } (final)
web-games-label = Games
web-seasons-label = Seasons
web-season = Season { $season }

## A member's profile
web-profile-ratings = Ratings this season (season { $season })
web-profile-unrated = No rated games this season yet.
web-record-all-time = All time: { $record }.
web-record-series = Series: { $won } won, { $lost } lost.
web-record-bot = Against the bot: { $record }, not rated.
web-profile-chart = Rating this season
web-profile-chart-figures = The figures
web-profile-matches = Recent matches
web-profile-no-matches = No finished matches yet.
web-replay-link = Replay
web-result-won = Won
web-result-lost = Lost
web-result-aborted = Aborted, doesn't count
web-result-voided = Voided, doesn't count
# A game whose winner the rules fixed from the start: { $result } is won or lost.
web-result-for-fun = { $result }, for fun

## A match's replay
web-replay-start = The start, before the first move
web-replay-move = After move { $move } of { $moves }
web-replay-steps-label = Step through the moves
web-replay-first = « Start
web-replay-previous = ‹ Back
web-replay-next = Next ›
web-replay-last = End »
web-replay-board-label = The numbers
web-replay-card-label = The board as the card draws it
web-replay-moves = Every move
web-replay-turning-point = The game turned here.
web-replay-mistake = Mistake
# A move in the list of a match with no review (aborted): "3. Alice took 5."
web-move-line = { $move }. { $text }
# What a number on the board is, for a screen reader.
web-cell-owned = { $player }'s
web-cell-taken = played
web-cell-blocked = not playable
web-cell-open = playable
web-cell-never = never played
# The legend: after each player's colour and the grey of played numbers.
web-legend-other = Blue: playable at this point. Light grey: not playable at this point.
web-match-voided = A moderator voided this match: it doesn't count.
web-match-for-fun = The rules decide this game from the start: it was played for fun.

## Tournaments
web-tournaments-title = Tournaments
web-tournaments-none = No tournaments here yet. An organiser starts one with `/{ -cmd-tournament } { -cmd-tournament-create }`.
web-status-signup = Taking sign-ups
web-status-running = Being played
web-status-finished = Finished
web-status-cancelled = Cancelled
web-tournament-podium = Podium
web-tournament-table = Table
web-tournament-pairings = Pairings of round { $round }
web-rounds-label = Rounds
web-round = Round { $round }
web-withdrawn = withdrew
web-pairing-playing = being played
web-pairing-bye = a bye
web-points = { $points ->
    [one] { $shown } point
   *[other] { $shown } points
}

## In Discord: the links to the pages, and what the commands about them say.
# Under /leaderboard and a tournament's table, when the server shows its pages.
web-link-leaderboard = [This table on the web]({ $url })
web-link-tournament = [This tournament on the web]({ $url })
config-public-pages-on = The public pages are on: { $url }
config-public-pages-on-no-address = The public pages are on. The bot's host has not given their address (`WEB_BASE_URL`), so no links are shown in Discord yet.
config-public-pages-off = The public pages are off: every page of this server now says there is nothing there.
config-show-public-pages = Public pages
config-show-public-pages-on = on
config-show-public-pages-off = off
privacy-name-hidden = On this server's public pages you now appear as { $name }.
privacy-name-shown = On this server's public pages you now appear as { $name }, the name Discord shows here.
