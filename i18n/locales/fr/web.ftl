# Les pages publiques (python3 manage.py bot web) : les classements d'un serveur, le profil
# d'un membre, le rejeu d'une partie, ses tournois. Dans la langue du navigateur quand nous
# l'avons, sinon dans celle du serveur.

## Toutes les pages
web-site-name = Number Duels
web-skip = Aller au contenu
web-nav-label = Les pages de ce serveur
web-nav-leaderboard = Classement
web-nav-tournaments = Tournois
web-footer-privacy = Les noms sont ceux que Discord montrait quand le membre a joué pour la dernière fois sur ce serveur. Cache le tien avec `/{ -cmd-privacy }`.
web-pages-label = Pages
web-previous = ◀ Précédente
web-next = Suivante ▶
web-page-of = Page { $page } sur { $pages }
web-player-number = Joueur { $number }
web-the-bot = Number Duels (le bot)

## La page d'accueil, et les réponses aux adresses qui ne mènent nulle part.
web-index-title = Number Duels : pages publiques
web-index-text = Voici les pages publiques des serveurs qui les ont activées. Demande le lien sur ton serveur ; un modérateur les active avec `/{ -cmd-config } { -cmd-config-public-pages }`.
web-error-not-found = Il n'y a rien à cette adresse.
web-error-bad-request = Les pages ne comprennent pas cette adresse.
web-error-unavailable = Les pages n'arrivent pas à lire leurs données pour l'instant. Réessaie dans une minute.
web-error-failed = Quelque chose s'est mal passé chez nous. Réessaie dans une minute.
web-error-home = Aller à la page d'accueil

## En-têtes des tableaux
web-col-rank = Rang
web-col-player = Joueur
web-col-rating = Elo
web-col-wins = Victoires
web-col-losses = Défaites
web-col-streak = Série
web-col-game = Jeu
web-col-date = Date
web-col-opponent = Adversaire
web-col-result = Résultat
web-col-tournament = Tournoi
web-col-format = Format
web-col-status = État
web-col-points = Points
web-col-games-won = Parties gagnées
web-col-buchholz = Bu
web-col-buchholz-long = Buchholz : les points des adversaires du joueur
web-col-sb = SB
web-col-sb-long = Sonneborn-Berger : les points des adversaires que le joueur a battus ou avec qui il a fait match nul
web-col-score = Score

## Le classement
web-leaderboard-title = Classement · { $game } · saison { $season }
web-leaderboard-final = Classement · { $game } · saison { $season } (final)
web-games-label = Jeux
web-seasons-label = Saisons
web-season = Saison { $season }

## Le profil d'un membre
web-profile-ratings = Elo de cette saison (saison { $season })
web-profile-unrated = Aucune partie classée cette saison pour l'instant.
web-record-all-time = Au total : { $record }.
web-record-series = Séries : { $won } gagnées, { $lost } perdues.
web-record-bot = Contre le bot : { $record }, non classé.
web-profile-chart = Elo de cette saison
web-profile-chart-figures = Les chiffres
web-profile-matches = Parties récentes
web-profile-no-matches = Aucune partie terminée pour l'instant.
web-replay-link = Rejeu
web-result-won = Gagnée
web-result-lost = Perdue
web-result-aborted = Annulée, ne compte pas
web-result-voided = Invalidée, ne compte pas
web-result-for-fun = { $result }, pour le plaisir

## Le rejeu d'une partie
web-replay-start = Le début, avant le premier coup
web-replay-move = Après le coup { $move } sur { $moves }
web-replay-steps-label = Parcourir les coups
web-replay-first = « Début
web-replay-previous = ‹ Reculer
web-replay-next = Avancer ›
web-replay-last = Fin »
web-replay-board-label = Les nombres
web-replay-card-label = Le plateau tel que la fiche du jeu le dessine
web-replay-moves = Tous les coups
web-replay-turning-point = La partie a basculé ici.
web-replay-mistake = Erreur
web-move-line = { $move }. { $text }
web-cell-owned = à { $player }
web-cell-taken = joué
web-cell-blocked = injouable
web-cell-open = jouable
web-cell-never = jamais joué
web-legend-other = Bleu : jouable à ce moment. Gris clair : injouable à ce moment.
web-match-voided = Un modérateur a invalidé cette partie : elle ne compte pas.
web-match-for-fun = Les règles décident de cette partie dès le départ : elle a été jouée pour le plaisir.

## Les tournois
web-tournaments-title = Tournois
web-tournaments-none = Pas encore de tournoi ici. Un organisateur en lance un avec `/{ -cmd-tournament } { -cmd-tournament-create }`.
web-status-signup = Inscriptions ouvertes
web-status-running = En cours
web-status-finished = Terminé
web-status-cancelled = Annulé
web-tournament-podium = Podium
web-tournament-table = Tableau
web-tournament-pairings = Appariements de la ronde { $round }
web-rounds-label = Rondes
web-round = Ronde { $round }
web-withdrawn = s'est retiré
web-pairing-playing = en cours
web-pairing-bye = exempt
web-points = { $points ->
    [one] { $shown } point
   *[other] { $shown } points
}

## Dans Discord : les liens vers les pages, et ce que disent les commandes qui en parlent.
web-link-leaderboard = [Ce classement sur le web]({ $url })
web-link-tournament = [Ce tournoi sur le web]({ $url })
config-public-pages-on = Les pages publiques sont activées : { $url }
config-public-pages-on-no-address = Les pages publiques sont activées. L'hébergeur du bot n'a pas donné leur adresse (`WEB_BASE_URL`) : Discord n'affiche donc encore aucun lien.
config-public-pages-off = Les pages publiques sont désactivées : chaque page de ce serveur dit désormais qu'il n'y a rien.
config-show-public-pages = Pages publiques
config-show-public-pages-on = activées
config-show-public-pages-off = désactivées
privacy-name-hidden = Sur les pages publiques de ce serveur, tu apparais désormais comme { $name }.
privacy-name-shown = Sur les pages publiques de ce serveur, tu apparais désormais comme { $name }, le nom que Discord montre ici.
