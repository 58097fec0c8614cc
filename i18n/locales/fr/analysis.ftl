# L'arbitre (/analyze et le verdict de /config variant-add) : qui gagne une partie avec un jeu
# parfait, et comment. Seul le membre qui a demandé le voit. $player : « first » ou « second »,
# celui qui joue en premier ou en second (un sélecteur : le texte ne nomme personne).

analysis-over = La partie est terminée : { $player ->
    [first] le premier joueur
   *[second] le second joueur
} a gagné.
# $size : combien de nombres compte le jeu.
analysis-fixed = Avec { $size ->
    [one] { $size } nombre
   *[other] { $size } nombres
}, { $player ->
    [first] le premier joueur
   *[second] le second joueur
} gagne toujours : aucun coup ne peut changer le résultat.
# $how : l'un des membres de phrase analysis-*-move(s)-* ci-dessous.
analysis-perfect-play = { $player ->
    [first] Le premier joueur
   *[second] Le second joueur
} gagne avec un jeu parfait : { $how }.

## Ce que donnent les coups ($how ci-dessus) : en minuscules, sans point. $first vaut « yes »
## pour le premier coup de la partie (« premiers coups »), « no » pour une position plus tardive
## (« coups »). $total : les coups possibles ; $won : les gagnants parmi eux ; $numbers : ceux-ci,
## reliés par « et » (4 au plus).

analysis-only-move-wins = { $first ->
    [yes] le seul premier coup possible gagne
   *[no] le seul coup possible gagne
}
analysis-all-moves-win = { $first ->
    [yes] les { $total } premiers coups gagnent tous
   *[no] les { $total } coups gagnent tous
}
analysis-some-moves-win = { $first ->
    [yes] { $won ->
        [one] { $won } premier coup sur { $total } gagne
       *[other] { $won } premiers coups sur { $total } gagnent
    } ({ $numbers })
   *[no] { $won ->
        [one] { $won } coup sur { $total } gagne
       *[other] { $won } coups sur { $total } gagnent
    } ({ $numbers })
}
analysis-some-moves-win-such-as = { $first ->
    [yes] { $won } premiers coups sur { $total } gagnent, comme { $numbers }
   *[no] { $won } coups sur { $total } gagnent, comme { $numbers }
}
analysis-only-move-loses = { $first ->
    [yes] le seul premier coup possible perd
   *[no] le seul coup possible perd
}
analysis-all-moves-lose = { $first ->
    [yes] les { $total } premiers coups perdent tous
   *[no] les { $total } coups perdent tous
}

## Combien de temps dure une partie parfaite.

analysis-length = Une partie parfaite dure { $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
}.
# Depuis une position après le premier coup.
analysis-length-more = Avec un jeu parfait, la partie dure encore { $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
}.
# Un jeu à plusieurs nombres par tour.
analysis-claims = Chaque nombre joué compte comme un coup.

## Le message de /analyze.

# Le pied de l'embed.
analysis-footer = Résolu exactement : un jeu parfait, c'est le meilleur coup à chaque fois · visible par toi seul
# Chaîne de nombres sans `start` : chaque partie tire le sien, donc il n'y a pas de réponse unique.
analysis-start-missing = Pour { $game }, le gagnant dépend du nombre de départ : ajoute `{ -opt-start }`, de 1 à la taille.
