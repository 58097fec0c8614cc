# Les commandes slash telles que Discord les liste : nom et description de chaque commande,
# de chaque option et de chaque choix. Les noms viennent de terms.ftl. Une description : une
# ligne courte, 100 caractères au plus ; un choix 100 caractères au plus. Tutoiement.

# /challenge
cmd-challenge = { -cmd-challenge }
    .description = Défie quelqu'un (ou moi) en duel de nombres.
opt-challenge-opponent = { -opt-opponent }
    .description = Contre qui tu veux jouer (choisis-moi pour le bot ; vide : n'importe qui ici)
opt-challenge-game = { -opt-game }
    .description = Quel jeu, ou une variante de ce serveur
opt-challenge-first = { -opt-first }
    .description = Qui joue en premier (par défaut : pile ou face)
opt-challenge-size = { -opt-size }
    .description = Combien de nombres (par défaut : selon le jeu)
opt-challenge-start = { -opt-start }
    .description = Chaîne de nombres : le nombre de départ (par défaut : au hasard)
opt-challenge-forbid = { -opt-forbid }
    .description = Sans voisins, Voisins interdits : les distances qu'un nombre interdit, p. ex. 1,3 (par défaut : 1)
opt-challenge-claims = { -opt-claims }
    .description = Sans voisins, Voisins interdits : combien de nombres par tour (par défaut : 1)
opt-challenge-level = { -opt-level }
    .description = Contre moi : facile, normal ou parfait
opt-challenge-best-of = { -opt-best-of }
    .description = Parties de la série : qui en gagne plus de la moitié l'emporte (par défaut : 1)

# /claim
cmd-claim = { -cmd-claim }
    .description = Joue un nombre dans ta partie de ce salon.
opt-claim-number = { -opt-number }
    .description = Le nombre à jouer

# /resign
cmd-resign = { -cmd-resign }
    .description = Abandonne ta partie dans ce salon.
opt-resign-series = { -opt-series }
    .description = Dans une série : abandonner toute la série, pas seulement cette partie

# /board
cmd-board = { -cmd-board }
    .description = Affiche de nouveau ta partie de ce salon.

# /leaderboard
cmd-leaderboard = { -cmd-leaderboard }
    .description = Les meilleurs joueurs de ce serveur.
opt-leaderboard-game = { -opt-game }
    .description = Un seul jeu, ou les énigmes du jour (par défaut : tous les jeux)
opt-leaderboard-season = { -opt-season }
    .description = Le classement final d'une saison passée (par défaut : cette saison)

# /stats
cmd-stats = { -cmd-stats }
    .description = L'Elo et les résultats d'un joueur.
opt-stats-member = { -opt-member }
    .description = Quel membre (par défaut : toi)

# /games
cmd-games = { -cmd-games }
    .description = Les parties en cours sur ce serveur, les tiennes d'abord.

# /history
cmd-history = { -cmd-history }
    .description = Les derniers résultats d'un joueur ici.
opt-history-member = { -opt-member }
    .description = Quel membre (par défaut : toi)
opt-history-game = { -opt-game }
    .description = Un seul jeu (par défaut : tous les jeux)

# /config
cmd-config = { -cmd-config }
    .description = Les réglages de ce serveur pour les duels de nombres (Gérer le serveur).

# /config show
cmd-config-show = { -cmd-config-show }
    .description = Chaque réglage de ce serveur et d'où il vient.

# /config allow-channel
cmd-config-allow-channel = { -cmd-config-allow-channel }
    .description = Autorise les défis dans un salon (aucun dans la liste : partout).
opt-config-allow-channel-channel = { -opt-channel }
    .description = Un salon où les défis sont permis

# /config disallow-channel
cmd-config-disallow-channel = { -cmd-config-disallow-channel }
    .description = Retire un salon de la liste des salons de défis.
opt-config-disallow-channel-channel = { -opt-channel }
    .description = Un salon de la liste

# /config turn-timeout
cmd-config-turn-timeout = { -cmd-config-turn-timeout }
    .description = Combien de temps un joueur peut réfléchir, dès le prochain tour.
opt-config-turn-timeout-hours = { -opt-hours }
    .description = De 1 à 720 heures

# /config challenge-timeout
cmd-config-challenge-timeout = { -cmd-config-challenge-timeout }
    .description = Combien de temps un défi attend une réponse.
opt-config-challenge-timeout-minutes = { -opt-minutes }
    .description = De 1 à 1440 minutes

# /config bot-level
cmd-config-bot-level = { -cmd-config-bot-level }
    .description = Mon niveau quand personne n'en choisit.
opt-config-bot-level-level = { -opt-level }
    .description = facile, normal ou parfait

# /config game
cmd-config-game = { -cmd-config-game }
    .description = Désactive ou active un jeu sur ce serveur.
opt-config-game-game = { -opt-game }
    .description = Quel jeu
opt-config-game-enabled = { -opt-enabled }
    .description = Activé (true) ou désactivé (false)

# /config daily-rated-limit
cmd-config-daily-rated-limit = { -cmd-config-daily-rated-limit }
    .description = Parties classées par jour entre les deux mêmes personnes (0 : sans limite).
opt-config-daily-rated-limit-games = { -opt-games }
    .description = De 0 à 50 ; 0 signifie sans limite

# /config challenge-limit
cmd-config-challenge-limit = { -cmd-config-challenge-limit }
    .description = Nouveaux défis qu'un membre peut lancer par minute et par heure (0 : sans limite).
opt-config-challenge-limit-per-minute = { -opt-per-minute }
    .description = De 0 à 1000 ; 0 signifie sans limite
opt-config-challenge-limit-per-hour = { -opt-per-hour }
    .description = De 0 à 1000 ; 0 signifie sans limite

# /config organiser-role
cmd-config-organiser-role = { -cmd-config-organiser-role }
    .description = Un rôle dont les membres peuvent créer des tournois (en plus de Gérer le serveur).
opt-config-organiser-role-role = { -opt-role }
    .description = Les membres avec ce rôle peuvent utiliser `/{ -cmd-tournament } { -cmd-tournament-create }`

# /config variant-add
cmd-config-variant-add = { -cmd-config-variant-add }
    .description = Enregistre un jeu et ses options sous un nom utilisable dans les défis.
opt-config-variant-add-name = { -opt-name }
    .description = 2 à 24 minuscules, chiffres et tirets, comme large-13
opt-config-variant-add-game = { -opt-game }
    .description = Le jeu de cette variante
opt-config-variant-add-size = { -opt-size }
    .description = Combien de nombres (par défaut : selon le jeu)
opt-config-variant-add-start = { -opt-start }
    .description = Chaîne de nombres : le nombre de départ (par défaut : au hasard)
opt-config-variant-add-forbid = { -opt-forbid }
    .description = Sans voisins, Voisins interdits : les distances qu'un nombre interdit, p. ex. 1,3 (par défaut : 1)
opt-config-variant-add-claims = { -opt-claims }
    .description = Sans voisins, Voisins interdits : combien de nombres par tour (par défaut : 1)
opt-config-variant-add-best-of = { -opt-best-of }
    .description = Une partie, ou une série au meilleur des 3, 5 ou 7

# /config variant-remove
cmd-config-variant-remove = { -cmd-config-variant-remove }
    .description = Supprime une variante de ce serveur.
opt-config-variant-remove-name = { -opt-name }
    .description = Le nom de la variante

# /config reset
cmd-config-reset = { -cmd-config-reset }
    .description = Remets un réglage (ou tous) à sa valeur par défaut.
opt-config-reset-setting = { -opt-setting }
    .description = Quel réglage (par défaut : tous)

# /config language
cmd-config-language = { -cmd-config-language }
    .description = La langue des plateaux, des défis et des annonces ici.
opt-config-language-language = { -opt-language }
    .description = Une langue, ou la langue Discord de ce serveur

# /config puzzle-channel
cmd-config-puzzle-channel = { -cmd-config-puzzle-channel }
    .description = Publier l'énigme du jour dans un salon chaque jour, ou arrêter.
opt-config-puzzle-channel-channel = { -opt-channel }
    .description = Où l'énigme du jour est publiée (sans indication : arrêter)

# /config notify-turns
cmd-config-notify-turns = { -cmd-config-notify-turns }
    .description = Où les membres apprennent que c'est à eux de jouer, s'ils n'ont rien choisi avec /notifications.
opt-config-notify-turns-turns = { -opt-turns }
    .description = Dans le salon de la partie, par message privé, ou pas du tout

# /config public-pages
cmd-config-public-pages = { -cmd-config-public-pages }
    .description = Montrer sur le web les classements, parties et tournois de ce serveur, ou arrêter.
opt-config-public-pages-state = { -opt-state }
    .description = activer ou désactiver (désactivées : chaque page de ce serveur répond 404)

# /season
cmd-season = { -cmd-season }
    .description = Les saisons de ce serveur (Gérer le serveur).

# /season start
cmd-season-start = { -cmd-season-start }
    .description = Clôture cette saison (son classement reste) et en lance une nouvelle.

# /void
cmd-void = { -cmd-void }
    .description = Invalide une partie en cours, ou annule une partie terminée (Gérer le serveur).
opt-void-match = { -opt-match }
    .description = Le numéro de la partie (sur son plateau : partie n° 12)

# /help
cmd-help = { -cmd-help }
    .description = Toutes les commandes, et par où commencer.

# /rules
cmd-rules = { -cmd-rules }
    .description = Comment jouer à l'un des jeux.
opt-rules-game = { -opt-game }
    .description = Quel jeu

# /review
cmd-review = { -cmd-review }
    .description = Où une partie terminée a été gagnée et perdue.
opt-review-match = { -opt-match }
    .description = Le numéro de la partie (par défaut : ta dernière partie terminée ici)

# /hint
cmd-hint = { -cmd-hint }
    .description = Contre moi, à ton tour : un coup à jouer.

# /puzzle
cmd-puzzle = { -cmd-puzzle }
    .description = L'énigme du jour de ce serveur.

# /analyze
cmd-analyze = { -cmd-analyze }
    .description = Qui gagne une partie jouée parfaitement, et comment.
opt-analyze-game = { -opt-game }
    .description = Quel jeu, ou une variante de ce serveur
opt-analyze-size = { -opt-size }
    .description = Combien de nombres (par défaut : selon le jeu)
opt-analyze-start = { -opt-start }
    .description = Chaîne de nombres : le nombre de départ (par défaut : au hasard)
opt-analyze-forbid = { -opt-forbid }
    .description = Sans voisins, Voisins interdits : les distances qu'un nombre interdit, p. ex. 1,3 (par défaut : 1)
opt-analyze-claims = { -opt-claims }
    .description = Sans voisins, Voisins interdits : combien de nombres par tour (par défaut : 1)

# /tournament
cmd-tournament = { -cmd-tournament }
    .description = Les tournois de ce salon : arène, suisse ou toutes rondes.

# /tournament create
cmd-tournament-create = { -cmd-tournament-create }
    .description = Ouvre un tournoi dans ce salon (Gérer le serveur ou le rôle organisateur).
opt-tournament-create-format = { -opt-format }
    .description = arène, suisse ou toutes rondes
opt-tournament-create-game = { -opt-game }
    .description = Quel jeu, ou une variante de ce serveur
opt-tournament-create-name = { -opt-name }
    .description = Son nom (par défaut : le format et le jeu)
opt-tournament-create-rounds = { -opt-rounds }
    .description = Suisse : 1 à 15 rondes (par défaut : selon le nombre de joueurs)
opt-tournament-create-minutes = { -opt-minutes }
    .description = Arène : sa durée, 10 à 240 minutes (par défaut : 60)
opt-tournament-create-turn-seconds = { -opt-turn-seconds }
    .description = Temps par coup, 10 à 600 secondes (par défaut : 60)
opt-tournament-create-starts-in = { -opt-starts-in }
    .description = Minutes avant le début, 0 à 10080 (par défaut : 10)
opt-tournament-create-size = { -opt-size }
    .description = Combien de nombres (par défaut : selon le jeu)
opt-tournament-create-start = { -opt-start }
    .description = Chaîne de nombres : le nombre de départ (par défaut : au hasard)
opt-tournament-create-forbid = { -opt-forbid }
    .description = Sans voisins, Voisins interdits : les distances qu'un nombre interdit, p. ex. 1,3 (par défaut : 1)
opt-tournament-create-claims = { -opt-claims }
    .description = Sans voisins, Voisins interdits : combien de nombres par tour (par défaut : 1)

# /tournament start
cmd-tournament-start = { -cmd-tournament-start }
    .description = Lance maintenant le tournoi de ce salon (son organisateur).

# /tournament cancel
cmd-tournament-cancel = { -cmd-tournament-cancel }
    .description = Annule le tournoi de ce salon (son organisateur).

# /tournament standings
cmd-tournament-standings = { -cmd-tournament-standings }
    .description = Le tableau d'un tournoi (par défaut : celui de ce salon).
opt-tournament-standings-tournament = { -opt-tournament }
    .description = Quel tournoi (par défaut : celui de ce salon)

# /tournament withdraw
cmd-tournament-withdraw = { -cmd-tournament-withdraw }
    .description = Retire-toi du tournoi en cours de ce salon : les parties non jouées sont perdues.

# /tournament export
cmd-tournament-export = { -cmd-tournament-export }
    .description = Les parties et le tableau final d'un tournoi en fichier CSV.
opt-tournament-export-tournament = { -opt-tournament }
    .description = Quel tournoi (par défaut : celui de ce salon)

# /notify
cmd-notify = { -cmd-notify }
    .description = Choisis comment je te rappelle à tes parties.
opt-notify-turns = { -opt-turns }
    .description = Où je te dis que c'est à toi de jouer
opt-notify-tournaments = { -opt-tournaments }
    .description = Un lien vers chacun de tes plateaux de tournoi

# /privacy
cmd-privacy = { -cmd-privacy }
    .description = Montrer ou cacher ton nom sur les pages publiques de ce serveur.
opt-privacy-name = { -opt-display-name }
    .description = visible : ton nom ici ; masqué : « Joueur » et un numéro

# Les choix proposés par les options ci-dessus (un jeu, un niveau, un réglage...), par valeur.
choice-random = au hasard (pile ou face)
choice-me = moi
choice-them = l'adversaire
choice-easy = facile
choice-normal = normal
choice-perfect = parfait
choice-non-consecutive = Sans voisins
choice-forbidden-adjacent = Voisins interdits
choice-number-capture = Capture de nombres
choice-circle-duel = Duel du cercle
choice-number-chain = Chaîne de nombres
choice-puzzles = Énigmes du jour
choice-all = tout
choice-allowed_channels = salons de défis
choice-turn_timeout = temps par tour
choice-challenge_timeout = délai des défis
choice-bot_level = mon niveau par défaut
choice-disabled_games = jeux désactivés
choice-daily_rated_limit = limite quotidienne de parties classées
choice-challenge_limit = limite de défis
choice-organiser_role = rôle organisateur
choice-language = langue
choice-public_pages = pages publiques
choice-on = activer
choice-channel = dans le salon de la partie
choice-dm = par message privé
choice-puzzle_channel = salon de l'énigme
choice-notify_turns = avis de tour
choice-off = désactiver
choice-shown = visible
choice-hidden = masqué
choice-server = la langue Discord de ce serveur
choice-arena = Arène
choice-swiss = Suisse
choice-round-robin = Toutes rondes
