# Le plateau d'une partie : le message public du salon (dans la langue du serveur).
# Les commentaires de en/board.ftl expliquent chaque message.

## Titre
board-title = { $game } · partie n° { $id }
board-title-variant = { $game } · { $variant } · partie n° { $id }

## Champs
board-field-series = Série
board-field-players = Joueurs
board-field-expires = Expire
board-field-turn = Tour
board-field-for-fun = Pour le plaisir
board-field-result = Résultat
board-field-last-move = Dernier coup
board-field-legend = Boutons

## Options
# Options inside sentences are words of the language (the option names are for commands).
board-option = { $option ->
    [size] taille { $value }
    [start] nombre de départ { $value }
    [forbid] écarts interdits { $value }
    [claims] { $value } nombres par tour
   *[other] { $option } { $value }
}
board-variant-choice = { $name } : { $details }
board-best-of = au meilleur des { $count }

## Défi
board-challenge = { $challenger } défie { $opponent } à une partie de **{ $game }** ({ $options }).
board-challenge-variant = { $challenger } défie { $opponent } à une partie de **{ $variant }**, variante de { $game } propre à ce serveur ({ $options }).
board-challenge-question = { $opponent }, tu acceptes ?
board-declined = { $opponent } a refusé le défi de { $challenger }.
board-cancelled = { $challenger } a annulé son défi à { $opponent }.
board-expired = Ce défi a expiré : { $opponent } n'a pas répondu à temps.

## Joueurs
board-players-open = { $first } joue en premier, { $second } en second.
board-players-done = { $first } a joué en premier, { $second } en second.
board-bot-level = { $bot } ({ $level ->
    [easy] facile
    [normal] normal
   *[perfect] parfait
})

## Tour
board-turn = À { $mover } de jouer.
board-turn-deadline = À { $mover } de jouer (fin du tour { $when }).
board-turn-claims = À { $mover } de jouer : encore { $count ->
    [one] { $count } nombre
   *[other] { $count } nombres
} ce tour-ci.
board-turn-claims-deadline = À { $mover } de jouer : encore { $count ->
    [one] { $count } nombre
   *[other] { $count } nombres
} ce tour-ci (fin du tour { $when }).

## Vainqueur connu d'avance
board-fixed = { $member } joue { $order ->
    [first] en premier
   *[second] en second
} et gagne toujours { $setup ->
    [size] avec { $size } nombres
   *[options] avec ces options
} : cette partie est { $rated ->
    [bot] pour le plaisir
   *[people] pour le plaisir et non classée
}.
board-fixed-finished = Cette partie était { $rated ->
    [bot] pour le plaisir
   *[people] pour le plaisir et non classée
} : { $setup ->
    [size] avec { $size } nombres
   *[options] avec ces options
}, qui joue { $order ->
    [first] en premier
   *[second] en second
} ne peut pas perdre.

## Résultat
board-end-resigned = { $winner } gagne ! { $loser } a abandonné.
board-end-timeout = { $winner } gagne ! Le temps de { $loser } est écoulé.
board-over = La partie est terminée.
board-unrated = Non classée : vous avez atteint la limite de parties classées en 24 heures de ce serveur (la victoire et la défaite comptent quand même).
board-aborted = Annulée avant que chacun ait joué : cette partie ne compte pas.
board-aborted-resigned = Annulée : { $member } a abandonné avant que chacun ait joué, donc cette partie ne compte pas.
board-aborted-timeout = Annulée : le temps de { $member } s'est écoulé avant que chacun ait joué, donc cette partie ne compte pas.
board-voided = Invalidée par { $moderator } : cette partie ne compte pas.
board-voided-had-ended = (Elle était terminée : { $result })

## Ancien plateau
board-moved = Cette partie a déménagé sur [un nouveau plateau]({ $link }).

## Pied de page
board-hint-play = Clique sur un nombre bleu à ton tour, ou utilise /{ -cmd-claim }.
board-hint-finished = { -button-rematch } pour une autre partie, { -button-review } pour savoir où elle s'est jouée.
board-hint-series-game = { -button-review } pour savoir où elle s'est jouée.
board-hint-aborted = { -button-rematch } pour la rejouer.

## Boutons
board-button-accept = { -button-accept }
board-button-decline = { -button-decline }
board-button-cancel = { -button-cancel }
board-button-resign = { -button-resign }
board-button-rules = { -button-rules }
board-button-keep-playing = { -button-keep-playing }
board-button-rematch = { -button-rematch }
board-button-review = { -button-review }
board-button-replay = { -button-replay }

## Les nombres de chaque joueur, sous le plateau
board-owned-list-default = { $who ->
    [you] Tes nombres
    [opponent] Les nombres de ton adversaire
   *[member] Nombres de { $member }
} : { $numbers }.
board-owned-none-default = { $who ->
    [you] Tu n'as encore aucun nombre.
    [opponent] Ton adversaire n'a encore aucun nombre.
   *[member] { $member } n'a encore aucun nombre.
}
board-owned-list-forbidden-adjacent = { $who ->
    [you] Tes nombres marqués
    [opponent] Les nombres marqués de ton adversaire
   *[member] Nombres marqués de { $member }
} : { $numbers }.
board-owned-none-forbidden-adjacent = { $who ->
    [you] Tu n'as encore marqué aucun nombre.
    [opponent] Ton adversaire n'a encore marqué aucun nombre.
   *[member] { $member } n'a encore marqué aucun nombre.
}
board-owned-list-number-capture = { $who ->
    [you] Tes captures
    [opponent] Les captures de ton adversaire
   *[member] Captures de { $member }
} : { $numbers }.
board-owned-none-number-capture = { $who ->
    [you] Tu n'as encore rien capturé.
    [opponent] Ton adversaire n'a encore rien capturé.
   *[member] { $member } n'a encore rien capturé.
}

## Légende : ce que veut dire chaque couleur
board-legend-open-default = Bleu : tu peux le jouer maintenant.
board-legend-first-default = Vert : les nombres de { $member }.
board-legend-second-default = Rouge : ceux de { $member }.
board-legend-done-default = Gris { $mark } : joué.
board-legend-blocked-default = Gris : pas permis pour l'instant.
board-legend-never-default = Gris : jamais joué.
# Under the card's board of the line games: who P1 and P2 are (they swap each game of a series).
board-marks-players = Dans la ligne ci-dessus, P1 marque les nombres de { $first } et P2 ceux de { $second }.
board-legend-open-circle-duel = Bleu : tu peux le prendre maintenant.
board-legend-done-circle-duel = Gris { $mark } : pris.
board-legend-blocked-circle-duel = Gris : pas à côté du dernier nombre.
board-legend-never-circle-duel = Gris : jamais pris.
# Under a Circle Duel board: its numbers in ring order (the last one underlined, its
# neighbours in bold), so that the largest number next to 1 shows.
board-circle = Autour du cercle : { $ring }, puis de nouveau { $first }.
board-circle-last = Autour du cercle : { $ring }, puis de nouveau { $first }. Le { $last } est entre le { $left } et le { $right }.
board-legend-open-forbidden-adjacent = Bleu : tu peux le marquer maintenant.
board-legend-first-forbidden-adjacent = Vert : marqués par { $member }.
board-legend-second-forbidden-adjacent = Rouge : marqués par { $member }.
board-legend-done-forbidden-adjacent = Gris { $mark } : marqué.
board-legend-blocked-forbidden-adjacent = Gris : interdit.
board-legend-never-forbidden-adjacent = Gris : jamais marqué.
board-legend-open-non-consecutive = Bleu : tu peux le choisir maintenant.
board-legend-done-non-consecutive = Gris { $mark } : choisi.
board-legend-blocked-non-consecutive = Gris : trop près d'un nombre choisi.
board-legend-never-non-consecutive = Gris : jamais choisi.
board-legend-open-number-capture = Bleu : tu peux le capturer maintenant.
board-legend-first-number-capture = Vert : capturés par { $member }.
board-legend-second-number-capture = Rouge : capturés par { $member }.
board-legend-done-number-capture = Gris { $mark } : capturé.
board-legend-blocked-number-capture = Gris : à côté du dernier nombre capturé.
board-legend-never-number-capture = Gris : jamais capturé.
board-legend-open-number-chain = Bleu : tu peux l'ajouter maintenant.
board-legend-done-number-chain = Gris { $mark } : dans la chaîne.
board-legend-blocked-number-chain = Gris : ni un de plus, ni un de moins, ni le double, ni la moitié du dernier nombre.
board-legend-never-number-chain = Gris : jamais dans la chaîne.

## Série
board-series-game = Partie { $number } · au meilleur des { $best } · { $score }.
board-series-pairing-game = Partie { $number } sur { $games } · { $score }.
board-series-draw = L'appariement se termine sur une égalité.
board-series-won = 🏆 { $winner } gagne la série !
board-series-won-resigned = 🏆 { $winner } gagne la série : { $member } l'a abandonnée.
board-series-unfinished = La série se termine sans vainqueur.
board-series-replayed = La partie { $number } est rejouée ci-dessous.
board-series-new-game = Une nouvelle partie { $number } commence ci-dessous.
board-series-next = La partie { $number } commence ci-dessous.

## Pages
board-pager-prev = ◀ Précédent
board-pager-next = Suivant ▶

## Un défi ouvert (/challenge sans adversaire) : n'importe qui ici peut l'accepter.
board-challenge-open = { $challenger } défie n'importe qui ici à une partie de **{ $game }** ({ $options }).
board-challenge-open-variant = { $challenger } défie n'importe qui ici à une partie de **{ $variant }**, variante de { $game } propre à ce serveur ({ $options }).
board-challenge-open-question = N'importe qui ici peut accepter : clique sur **{ -button-accept }** pour jouer.
board-players-open-seat = { $order ->
    [first] { $challenger } joue en premier, la personne qui accepte en second.
   *[second] La personne qui accepte joue en premier, { $challenger } en second.
}
board-open-seat-member = La personne qui accepte
board-cancelled-open = { $challenger } a annulé son défi ouvert.
board-expired-open = Ce défi ouvert a expiré : personne ne l'a accepté à temps.
