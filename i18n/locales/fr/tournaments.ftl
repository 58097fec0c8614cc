# Tournois : /tournament (create, start, cancel, standings, withdraw, export), /notify, le
# message d'inscription avec ses boutons Rejoindre et Quitter, le tableau en direct qu'il
# devient, le podium, la ligne au-dessus du plateau de chaque appariement et le message privé
# qui y mène. Ce que tout le salon lit est dans la langue du serveur ; les réponses que seul
# le membre voit, dans la sienne.

## Les formats, tels que les joueurs les lisent (inscription, tableau, liste `tournament`).

tournament-format-arena = Arène
tournament-format-swiss = Système suisse
tournament-format-round-robin = Toutes rondes

# Le nom d'un tournoi quand l'organisateur n'en donne pas : « Duel du cercle – Arène ».
# { $game } est le jeu (ou la variante du serveur), { $format } l'un des trois ci-dessus.
tournament-default-name = { $game } – { $format }

## Le message d'inscription (public).

# Comment chaque format apparie et compte : une phrase sur le message d'inscription.
tournament-rules-arena = Dès qu'un joueur est libre, il est de nouveau apparié. Chaque partie gagnée rapporte 2 points, 4 après deux victoires d'affilée.
tournament-rules-swiss = Les joueurs à égalité de points se rencontrent, et personne n'affronte deux fois le même adversaire. Les deux parties d'un appariement rapportent 1, ½ ou 0 point.
tournament-rules-round-robin = Chacun rencontre tous les autres une fois. Les deux parties d'un appariement rapportent 1, ½ ou 0 point.
tournament-two-games = Chaque appariement joue deux parties : chaque joueur commence une fois.
# La première ligne du message d'inscription et du tableau : « **Système suisse** ·
# 5 rondes · Duel du cercle, taille 12 · 60 secondes par coup. » { $format } est le format,
# { $length } l'un des textes tournament-length- ci-dessous, { $game } le jeu et ses options.
tournament-heading = **{ $format }** · { $length } · { $game } · { $seconds ->
        [one] { $seconds } seconde
       *[other] { $seconds } secondes
    } par coup.
tournament-length-minutes = { $minutes ->
        [one] { $minutes } minute
       *[other] { $minutes } minutes
    }
tournament-length-rounds = { $rounds ->
        [one] { $rounds } ronde
       *[other] { $rounds } rondes
    }
tournament-length-round-robin = une ronde par adversaire
tournament-length-auto = rondes selon le nombre de joueurs
# Le jeu et ses options : « Duel du cercle, taille 12 ».
tournament-game-options = { $game }, { $options }
# Une variante du serveur : « `large` (Voisins interdits, taille 15) » ; { $variant } son nom.
tournament-variant = `{ $variant }` ({ $game })
tournament-variant-options = `{ $variant }` ({ $game }, { $options })
# { $time } est un horodatage Discord (« dans 10 minutes ») ; { $organiser } une mention.
tournament-signup-starts = Commence { $time }, ou plus tôt si { $organiser } le lance avec `/{ -cmd-tournament } { -cmd-tournament-start }`.
# Le nom du champ des joueurs.
tournament-players = Joueurs ({ $count })
tournament-players-none = Personne pour l'instant. Clique sur **{ -button-join }** pour jouer.
# { $players } : les mentions des joueurs, jointes.
tournament-players-list = { $players }.
tournament-players-more = { $players } et { $more } autres.
tournament-signup-footer = { -button-join } ou { -button-leave } avec les boutons ci-dessous. Chacun de tes plateaux est publié ici, et je t'envoie un lien.
# Les boutons.
tournament-button-join = { -button-join }
tournament-button-leave = { -button-leave }

## Le tableau (le message d'inscription modifié ; /tournament standings).

tournament-standings-title = 🏆 { $name } · tableau
# L'ancien tableau, quand Discord ne le laisse plus modifier (plus d'une heure).
tournament-table-moved = Ce tableau a déménagé dans [un nouveau message]({ $link }).
# Une ligne : { $rank } la place, { $player } une mention, { $points } les points (« 2½ »),
# { $won } les parties gagnées.
tournament-row = `{ $rank }.` { $player } · **{ $points }** · { $won ->
        [one] { $won } gagnée
       *[other] { $won } gagnées
    }
# La même avec les départages : Buchholz (les points des adversaires) et SB (Sonneborn-Berger).
tournament-row-tiebreaks = `{ $rank }.` { $player } · **{ $points }** · { $won ->
        [one] { $won } gagnée
       *[other] { $won } gagnées
    } · Buchholz { $buchholz } · SB { $sb }
# Un joueur qui s'est retiré : { $row } est sa ligne, barrée.
tournament-row-withdrawn = ~~{ $row }~~ (forfait)
tournament-table-empty = Pas encore de résultat.
tournament-table-more = …et { $count } autres. `/{ -cmd-tournament } { -cmd-tournament-export }` donne toutes les lignes.
# Où en est le tournoi, sous l'en-tête.
tournament-progress-final = Tableau final.
tournament-progress-cancelled = Annulé.
tournament-progress-starts = Commence { $time }.
tournament-progress-running = En cours.
tournament-progress-ends = Se termine { $time }.
tournament-progress-round-of = Ronde { $round } sur { $rounds }.
tournament-progress-round = Ronde { $round }.
# Le pied du tableau : comment il est classé.
tournament-key-table = D'abord les points, puis Buchholz (les points des adversaires), puis SB (Sonneborn-Berger : les points des adversaires battus, et la moitié de ceux des adversaires avec qui tu as fait match nul), puis l'Elo.
tournament-key-arena = D'abord les points, puis les parties gagnées, puis l'Elo.

## La fin (public) : le podium, puis le tableau final.

tournament-podium-title = 🏆 Fin du tournoi { $name }
# { $medal } est 🥇, 🥈 ou 🥉 ; { $shown } les points tels qu'écrits (« 4½ ») ; { $points }
# le même nombre, pour le pluriel.
tournament-podium-line = { $medal } { $player } avec { $points ->
        [one] { $shown } point
       *[other] { $shown } points
    }.
tournament-podium-tied = { $medal } { $players }, à égalité avec { $points ->
        [one] { $shown } point
       *[other] { $shown } points
    } chacun et les mêmes départages.
tournament-podium-none = Personne n'a terminé.
tournament-final-table = Tableau final
tournament-podium-footer = /{ -cmd-tournament } { -cmd-tournament-standings } réaffiche le tableau final ; /{ -cmd-tournament } { -cmd-tournament-export } donne toutes les parties.
# Le message d'inscription une fois le tournoi annulé.
tournament-cancelled-by = Annulé par { $member }.
tournament-cancelled-no-players = Annulé : moins de deux joueurs se sont inscrits.

## Au-dessus du plateau d'un appariement (public) : il nomme les deux joueurs. { $a } et
## { $b } sont des mentions, { $name } le nom du tournoi, { $round } la ronde, { $game } 1 ou 2.

tournament-pairing = { $a } { $b }, votre partie dans **{ $name }**.
tournament-pairing-round = { $a } { $b }, votre partie dans **{ $name }**, ronde { $round }.
tournament-pairing-game = { $a } { $b }, votre partie dans **{ $name }**, partie { $game } sur 2.
tournament-pairing-round-game = { $a } { $b }, votre partie dans **{ $name }**, ronde { $round }, partie { $game } sur 2.

## Le message privé à chaque joueur d'un nouvel appariement (dans la langue du serveur).

tournament-bye = { $member }, tu es exempt à la ronde { $round } de **{ $name }** : un point sans jouer. Ta prochaine partie arrive avec la ronde suivante.
tournament-dm-ready = Ta partie contre { $opponent } dans **{ $name }** est prête : { $link }
tournament-dm-notify-off = Désactive ces messages avec `/{ -cmd-notify } { -opt-tournaments }:False`.

## Un tournoi dans la liste de l'option `tournament` : « 12 · Tournoi de printemps · Arène · terminé ».

tournament-status-signup = inscriptions
tournament-status-running = en cours
tournament-status-over = terminé
tournament-status-cancelled = annulé

## Réponses que seul le membre voit.

# Rejoindre et Quitter.
tournament-joined = Tu participes à **{ $name }**. Je publierai tes plateaux dans { $channel } et je t'enverrai un lien.
tournament-left = Tu as quitté **{ $name }**.
tournament-started = **{ $name }** a commencé.
tournament-cancelled = Le tournoi **{ $name }** est annulé.
tournament-withdrew = Tu t'es retiré de **{ $name }**. Tes parties non jouées comptent comme perdues.
# Au-dessus du fichier CSV (public). Les noms de colonnes du fichier restent en anglais : ce sont des données.
tournament-export = Toutes les parties du tournoi { $id }, puis son tableau.
tournament-notify-on = Je t'enverrai un lien vers chacun de tes plateaux de tournoi.
tournament-notify-off = Plus de liens vers tes plateaux de tournoi : surveille le salon du tournoi pour les trouver.

## Refus (seul le membre les voit).

# « Gérer le serveur » est le nom que Discord donne à cette permission.
tournament-needs-organiser = Seuls les membres avec la permission **Gérer le serveur** peuvent créer un tournoi.
# { $role } est le rôle organisateur du serveur, en mention.
tournament-needs-organiser-role = Seuls les membres avec la permission **Gérer le serveur** ou le rôle { $role } peuvent créer un tournoi.
tournament-unknown-format = `{ -opt-format }` doit être arène, suisse ou toutes rondes.
tournament-rounds-swiss-only = `{ -opt-rounds }` ne s'applique qu'à un tournoi au système suisse.
tournament-minutes-arena-only = `{ -opt-minutes }` ne s'applique qu'à une arène.
tournament-rounds-range = `{ -opt-rounds }` doit aller de { $low } à { $high }.
tournament-minutes-range = `{ -opt-minutes }` doit aller de { $low } à { $high }.
tournament-turn-seconds-range = `{ -opt-turn-seconds }` doit aller de { $low } à { $high }.
tournament-starts-in-range = `{ -opt-starts-in }` doit aller de { $low } à { $high }.
# { $channels } liste les salons où les parties sont permises.
tournament-channel-not-allowed = Les parties ne sont pas permises dans ce salon sur ce serveur. Essaie { $channels }.
tournament-game-off = { $game } est désactivé sur ce serveur.
tournament-game-decided = Avec ces options, { $game } est décidé par ses règles dès le premier coup : rien de ce que font les joueurs ne change le gagnant, un tournoi serait donc une affaire de chance. Choisis un autre jeu ou d'autres options.
tournament-not-found = Je ne trouve pas ce tournoi.
tournament-no-tournament-here = Ce salon n'a jamais eu de tournoi. Indiques-en un avec `{ -opt-tournament }`.
tournament-already-signed-up = Tu es déjà inscrit à ce tournoi.
tournament-not-signed-up = Tu n'es pas inscrit à ce tournoi.
tournament-signup-closed = Le tournoi a déjà commencé : les inscriptions sont closes.
tournament-over = Le tournoi est terminé.
tournament-was-cancelled = Le tournoi a été annulé.
tournament-leave-use-withdraw = Le tournoi a commencé : utilise `/{ -cmd-tournament } { -cmd-tournament-withdraw }` pour le quitter.
tournament-already-started = Le tournoi a déjà commencé.
tournament-too-few-players = Un tournoi a besoin d'au moins deux joueurs pour commencer.
tournament-withdraw-use-leave = Le tournoi n'a pas commencé : utilise **{ -button-leave }** sur son message d'inscription.
tournament-not-playing = Tu ne joues pas dans ce tournoi.
