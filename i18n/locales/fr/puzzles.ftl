# L'énigme du jour (/puzzle) : la consigne sous le plateau et l'explication après une réponse.
# Celui qui la résout, c'est « tu » ; l'autre camp, c'est « ton adversaire ».
# $moves : combien de coups dure la victoire (ceux des deux camps, la réponse comprise).

puzzle-task = À toi de jouer : trouve le seul nombre gagnant. Il gagne en { $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
}, quelle que soit la réponse.
# Dans un jeu à plusieurs nombres par tour, $claims : les nombres qu'il reste à jouer ce tour-ci.
puzzle-task-claims = À toi de jouer (encore { $claims ->
    [one] { $claims } nombre
   *[other] { $claims } nombres
} ce tour-ci) : trouve le seul nombre gagnant. Il gagne en { $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
}, quelle que soit la réponse.

## Après une bonne réponse (aussi après « Sa solution : » une fois l'énigme close).
## $then : les coups qui suivent avec le meilleur jeu, comme « 7, 3, passe, 9 ».

puzzle-solution = { $number } est le seul nombre gagnant : tu gagnes en { $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
}.
puzzle-solution-then = { $number } est le seul nombre gagnant (puis { $then }) : tu gagnes en { $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
}.
# Le mot d'une suite de coups pour un joueur qui ne pouvait rien capturer.
puzzle-pass = passe

## Après une mauvaise réponse, après « ❌ Pas celui-là : » (donc en minuscule).
## $number : le nombre répondu ; $reply : la réponse gagnante de l'adversaire ; $own : tes
## propres nombres restants ce tour-ci, avec le meilleur jeu ; $then : le meilleur jeu ensuite.

puzzle-wrong-ends = après { $number }, ton adversaire gagne.
puzzle-wrong = après { $number }, ton adversaire gagne avec { $reply }.
puzzle-wrong-then = après { $number }, ton adversaire gagne avec { $reply } (puis { $then }).
puzzle-wrong-own = après { $number } (puis { $own }), ton adversaire gagne avec { $reply }.
puzzle-wrong-own-then = après { $number } (puis { $own }), ton adversaire gagne avec { $reply } (puis { $then }).
