# Les tableaux : /leaderboard, /stats (avec son graphique d'Elo) et /history, dans la langue
# du membre qui a demandé.

## Nombres, tels que les tableaux les écrivent.

# Le bilan d'un joueur : « 1 victoire, 2 défaites ».
table-record = { $wins ->
    [one] { $wins } victoire
   *[other] { $wins } victoires
}, { $losses ->
    [one] { $losses } défaite
   *[other] { $losses } défaites
}
# Une série d'au moins 2, après le bilan.
table-streak-wins = { $count } victoires d'affilée
table-streak-losses = { $count } défaites d'affilée

## /leaderboard : le classement de ce serveur, 10 joueurs par page.

# Dans un titre, à la place du nom d'un jeu.
table-all-games = tous les jeux
# { $game } : le nom d'un jeu, ou « tous les jeux ».
table-leaderboard-title = 🏆 Classement · { $game } · saison { $season }
# Le classement d'une saison passée : il ne change plus.
table-leaderboard-title-final = 🏆 Classement · { $game } · saison { $season } (final)
table-leaderboard-empty = Pas encore de partie classée. Lance-en une avec `/{ -cmd-challenge }` !
# Une ligne : rang, joueur, Elo, puis victoires (V) et défaites (D), comme le pied de page l'explique.
table-leaderboard-row = `#{ $rank }` { $player } · **{ $rating }** · { $wins } V { $losses } D
table-leaderboard-footer = V : victoires, D : défaites · page { $page }/{ $pages }

## /stats : les Elo et résultats d'un joueur.

table-stats-head = Statistiques de { $player } · saison { $season }
table-stats-none = Pas encore de partie classée cette saison.
table-stats-overall = Général
table-stats-rating = Elo **{ $rating }** · { $record }
table-stats-rating-rank = Elo **{ $rating }** · { $record } · rang n° { $rank }
table-stats-all-games = Tous les jeux
table-stats-all-time = Toutes saisons
table-stats-all-time-record = { $record } sur toutes les saisons.
table-stats-series = Séries
table-stats-series-record = Gagnées : { $won }, perdues : { $lost }, toutes saisons confondues.
table-stats-against-me = Contre moi
table-stats-against-me-record = { $record }, non classées.
table-chart-busy = Pas de graphique cette fois : je suis occupé. Réessaie dans un instant.

## Le graphique d'Elo sous /stats (une image : son titre et les noms de ses axes).

table-chart-title = { $player } · Elo · saison { $season }
table-chart-x = parties classées cette saison
table-chart-y = Elo

## /history : les derniers résultats d'un joueur, 10 par page, les plus récents d'abord.

table-history-title = 📜 Historique · { $game }
table-history-head = Résultats de { $player } sur ce serveur, les plus récents d'abord.
table-history-empty = Pas encore de résultat.
table-history-footer = Page { $page }/{ $pages }
# Comment la partie s'est passée pour le joueur, et contre qui : « ✅ Gagnée contre @bob ».
table-history-won = ✅ Gagnée contre { $opponent }
table-history-lost = ❌ Perdue contre { $opponent }
table-history-void = ⛔ Invalidée contre { $opponent }
# Terminée avant que les deux joueurs aient joué : pas de gagnant.
table-history-aborted = ➖ Annulée contre { $opponent }
# Le bot comme adversaire dans les lignes ci-dessus (« contre moi »).
table-history-me = moi
# Comment elle s'est terminée.
table-history-no-move-left = plus aucun coup possible
table-history-resignation = abandon
table-history-out-of-time = temps écoulé
table-history-ended = terminée
table-history-voided-by = invalidée par { $member }
table-history-tournament = tournoi { $tournament }
table-history-series = partie { $game } d'une série au meilleur des { $best_of }
table-history-series-won = partie { $game } d'une série au meilleur des { $best_of }, série gagnée
table-history-series-lost = partie { $game } d'une série au meilleur des { $best_of }, série perdue
# Les règles ont décidé la partie dès le départ : elle ne compte nulle part.
table-history-for-fun = pour le plaisir
table-history-unrated = non classée
# Un lien vers le plateau de la partie.
table-history-board = [plateau]({ $url })
table-player-unknown = Je ne trouve pas ce joueur.

## Les boutons sous un long tableau ou historique : la page d'avant, la page d'après.

table-page-prev = ◀ Précédent
table-page-next = Suivant ▶
table-page-newer = ◀ Plus récents
table-page-older = Plus anciens ▶

## /games : les parties en cours de ce serveur, celles du lecteur d'abord ; lui seul les voit.
games-title = Parties en cours
games-players = { $first } contre { $second } dans { $channel }
games-turn = au tour de { $mover }
games-board = [plateau]({ $url })
games-empty = Aucune partie n'est en cours sur ce serveur pour l'instant. Lance-en une avec `/{ -cmd-challenge }` : indique un `{ -opt-opponent }`, ou laisse-le vide pour que n'importe qui ici puisse accepter.
games-footer = Page { $page }/{ $pages } · { $count ->
    [one] 1 partie en cours
   *[other] { $count } parties en cours
} · Toi seul vois ce message
