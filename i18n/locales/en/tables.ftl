# The tables: /leaderboard, /stats (with its rating chart) and /history, said in the
# language of the member who asked.

## Counts, as the tables write them.

# A player's record: "1 win, 2 losses".
table-record = { $wins ->
    [one] { $wins } win
   *[other] { $wins } wins
}, { $losses ->
    [one] { $losses } loss
   *[other] { $losses } losses
}
# A streak of at least 2, after the record.
table-streak-wins = { $count } wins in a row
table-streak-losses = { $count } losses in a row

## /leaderboard: this server's table, 10 players a page.

# In a title, instead of one game's name.
table-all-games = all games
# { $game }: one game's name, or all games.
table-leaderboard-title = 🏆 Leaderboard · { $game } · season { $season }
# A past season's table: it no longer changes.
table-leaderboard-title-final = 🏆 Leaderboard · { $game } · season { $season } (final)
table-leaderboard-empty = No rated games yet. Start one with `/{ -cmd-challenge }`!
# One row: rank, player, rating, then wins (W) and losses (L), short as the footer explains.
table-leaderboard-row = `#{ $rank }` { $player } · **{ $rating }** · { $wins }W { $losses }L
table-leaderboard-footer = W: wins, L: losses · page { $page }/{ $pages }

## /stats: a player's ratings and results.

table-stats-head = Stats for { $player } · season { $season }
table-stats-none = No rated games this season yet.
table-stats-overall = Overall
# { $record }: "3 wins, 1 loss".
table-stats-rating = Rating **{ $rating }** · { $record }
table-stats-rating-rank = Rating **{ $rating }** · { $record } · rank #{ $rank }
table-stats-all-games = All games
table-stats-all-time = All time
table-stats-all-time-record = { $record } in every season.
table-stats-series = Series
table-stats-series-record = { $won } won, { $lost } lost, in every season.
table-stats-against-me = Against me
table-stats-against-me-record = { $record }, not rated.
table-chart-busy = No chart this time: I'm busy right now. Try again in a moment.

## The rating chart under /stats (a picture: its title and the names of its axes).

table-chart-title = { $player } · rating · season { $season }
table-chart-x = rated games this season
table-chart-y = rating

## /history: a player's last results, 10 a page, newest first.

table-history-title = 📜 History · { $game }
table-history-head = Results of { $player } on this server, newest first.
table-history-empty = No results yet.
table-history-footer = Page { $page }/{ $pages }
# How a match went for the player, and against whom: "✅ Won vs @bob".
table-history-won = ✅ Won vs { $opponent }
table-history-lost = ❌ Lost vs { $opponent }
table-history-void = ⛔ Void vs { $opponent }
# Ended before both players had moved: no winner.
table-history-aborted = ➖ Aborted vs { $opponent }
# The bot as the opponent in the lines above.
table-history-me = me
# How it ended.
table-history-no-move-left = no move left
table-history-resignation = resignation
table-history-out-of-time = out of time
table-history-ended = ended
table-history-voided-by = voided by { $member }
table-history-tournament = tournament { $tournament }
table-history-series = game { $game } of a best of { $best_of }
table-history-series-won = game { $game } of a best of { $best_of }, series won
table-history-series-lost = game { $game } of a best of { $best_of }, series lost
# The rules decided the game from its start: it counts nowhere.
table-history-for-fun = for fun
table-history-unrated = unrated
# A link to the match's board.
table-history-board = [board]({ $url })
table-player-unknown = I can't find that player.

## The buttons under a long table or history: the page before, the page after.

table-page-prev = ◀ Prev
table-page-next = Next ▶
table-page-newer = ◀ Newer
table-page-older = Older ▶

## /games: the matches running on this server, the reader's own first; only they see it.
games-title = Running matches
# One line of the list: the players (mentions) and the match's channel.
games-players = { $first } against { $second } in { $channel }
games-turn = { $mover } to move
games-board = [board]({ $url })
games-empty = No match is running on this server right now. Start one with `/{ -cmd-challenge }`: name an `{ -opt-opponent }`, or leave it out so anyone here can accept.
games-footer = Page { $page }/{ $pages } · { $count ->
    [one] 1 running match
   *[other] { $count } running matches
} · Only you can see this
