# L'analyse d'après-partie (bouton Revoir, /review) : une ligne par coup avec son verdict, le
# tournant et les erreurs de chaque joueur. $player, $winner, $loser : les joueurs (mentions).
# $move : le numéro du coup. $numbers : des nombres reliés par « ou » ; $count : combien il y en
# a en tout (au-delà de 4, seuls 4 sont montrés).

## Un coup de la partie : « 7. @alice a joué 4 : une erreur ; 2 ou 6 auraient gagné. »

review-line = { $move }. { $player } a joué { $number } : { $verdict }.
# Capture de nombres : un joueur qui ne peut rien capturer passe.
review-line-pass = { $move }. { $player } a passé son tour : { $verdict }.

## Les verdicts ($verdict ci-dessus) : en minuscules, sans point.

review-verdict-forced = rien ne pouvait être capturé
review-verdict-only = le seul coup possible
# Quand aucun coup de toute la partie ne pouvait changer le gagnant.
review-verdict-settled = aucun choix ici n'a changé le résultat
review-verdict-only-winning = le seul coup gagnant
review-verdict-winning = un coup gagnant
review-verdict-mistake = { $count ->
    [one] une erreur ; { $numbers } aurait gagné
   *[other] une erreur ; { $numbers } auraient gagné
}
review-verdict-mistake-many = une erreur ; d'autres nombres auraient gagné, comme { $numbers }
# Tous les coups perdaient : le verdict dit si celui-ci a tenu le plus longtemps.
review-verdict-lost = déjà perdu
review-verdict-lost-longest = déjà perdu ; celui-ci a tenu le plus longtemps
review-verdict-lost-longer = { $count ->
    [one] déjà perdu ; { $numbers } aurait tenu plus longtemps
   *[other] déjà perdu ; { $numbers } auraient tenu plus longtemps
}
review-verdict-lost-longer-many = déjà perdu ; { $count ->
    [one] { $count } coup aurait
   *[other] { $count } coups auraient
} tenu plus longtemps, comme { $numbers }

## Le tournant de la partie, ou pourquoi il n'y en a pas eu.

review-not-over = La partie n'est pas encore terminée.
review-no-moves = Aucun coup n'a été joué avant la fin de la partie.
# Un abandon ou un temps écoulé a terminé la partie.
review-no-turning-point-on-board = Pas de tournant sur le plateau : { $loser } gagnait encore quand la partie s'est terminée.
# $reason : la raison propre au jeu (par exemple « avec 10 nombres, chaque partie dure 10 coups,
# donc celui qui joue en second gagne »).
review-decided-by-rules = Aucun choix de cette partie n'a changé le résultat : { $reason }. { $winner } devait gagner de toute façon.
review-decided = Aucun choix de cette partie n'a changé le résultat : { $winner } devait gagner de toute façon.
review-no-turning-point = Pas de tournant : en jouant au mieux, { $winner } gagnait dès le coup 1 et n'a jamais lâché prise.
review-turning-point = La partie a basculé au coup { $move } : { $loser } a joué { $number } ; { $count ->
    [one] { $numbers } aurait gardé la victoire
   *[other] { $numbers } auraient gardé la victoire
}. Dès lors, { $winner } tenait la victoire.
review-turning-point-many = La partie a basculé au coup { $move } : { $loser } a joué { $number } ; { $count ->
    [one] { $count } coup aurait
   *[other] { $count } coups auraient
} gardé la victoire, comme { $numbers }. Dès lors, { $winner } tenait la victoire.

## Les erreurs de chaque joueur.

review-mistakes = { $first } { $first_count ->
    [0] n'a fait aucune erreur
    [one] a fait { $first_count } erreur
   *[other] a fait { $first_count } erreurs
}, { $second } { $second_count ->
    [0] n'a fait aucune erreur
    [one] a fait { $second_count } erreur
   *[other] a fait { $second_count } erreurs
}.
# La ligne sous les coups.
review-mistakes-line = Erreurs : { $mistakes }
