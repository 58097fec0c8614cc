# Les textes des jeux (rules/) : leurs noms, le refus d'un coup ou d'une option, la phrase du
# dernier coup, les libellés du plateau et ce que /rules dit de chaque jeu.
# Les nombres en chiffres ({ $number }) ; les noms d'options sont ceux de terms.ftl, entre backticks.

## Les noms des jeux (titre d'un plateau, choix du jeu, /rules).

rules-title-non-consecutive = Sans voisins
rules-title-forbidden-adjacent = Voisins interdits
rules-title-number-capture = Capture de nombres
rules-title-circle-duel = Duel du cercle
rules-title-number-chain = Chaîne de nombres
# Un jeu ajouté plus tard, sans nom dans cette langue : son nom anglais.
rules-title-other = { $title }

## Ce que /rules (et /help) dit de chaque jeu : un résumé d'une ligne, les règles de la carte
## (une puce par ligne) et les règles maison. N est le nombre de nombres en jeu.

rules-summary-non-consecutive = Choisis des nombres qui ne touchent aucun nombre choisi. Le dernier à choisir gagne.
rules-card-non-consecutive =
    • La ligne va de 1 à N (20 si tu ne fixes pas `{ -opt-size }`).
    • À ton tour, choisis un nombre disponible. Ses deux voisins deviennent indisponibles pour les deux joueurs (avec `{ -opt-forbid }:1,3`, ceux à 1 et à 3 de distance).
    • Avec `{ -opt-claims }:2` ou `{ -opt-claims }:3`, ton tour compte autant de choix, un par un.
    • Si tu ne peux plus rien choisir à ton tour, tu perds.
rules-house-non-consecutive = La même idée que { rules-title-forbidden-adjacent } sur une ligne plus longue, sans couleur par joueur, et avec les mêmes options (`{ -opt-forbid }`, `{ -opt-claims }`). Le premier à jouer est tiré au sort, sauf si l'auteur du défi choisit `{ -opt-first }`.

rules-summary-forbidden-adjacent = Marque des nombres ; les voisins de chaque nombre marqué sont interdits. Le dernier à marquer gagne.
rules-card-forbidden-adjacent =
    • La ligne va de 1 à N (9 si tu ne fixes pas `{ -opt-size }`). Les nombres marqués de chaque joueur ont leur propre couleur sur le plateau.
    • À ton tour, marque un nombre ni marqué ni interdit. Ses voisins deviennent interdits (avec `{ -opt-forbid }:1,3`, ceux à 1 et à 3 de distance).
    • Avec `{ -opt-claims }:2` ou `{ -opt-claims }:3`, ton tour compte autant de nombres marqués, un par un ; chacun interdit aussitôt des nombres, y compris pour le suivant.
    • Si tu ne peux rien marquer à ton tour, tu perds.
rules-house-forbidden-adjacent = Les variantes des règles sont des options : une ligne plus longue (`{ -opt-size }`, jusqu'à 25), ta propre règle d'interdiction (`{ -opt-forbid }` : des distances de 1 à 5, comme `1,2` pour les deux nombres de chaque côté) et plusieurs nombres par tour (`{ -opt-claims }`). Certaines combinaisons limitent `{ -opt-size }` pour que chaque position reste résolue exactement ; le refus indique la limite.

rules-summary-number-capture = Capture des nombres dans une liste commune. Celui qui capture le dernier nombre gagne.
rules-card-number-capture =
    • La liste commune contient les nombres de 1 à N (9 si tu ne fixes pas `{ -opt-size }`).
    • La première capture peut être n'importe quel nombre. Ensuite, tu ne peux pas capturer un nombre voisin du dernier nombre capturé, par l'un ou l'autre joueur.
    • Celui qui capture le dernier nombre restant gagne.
rules-house-number-capture = Si tu n'as aucune capture possible, tu passes, et la restriction est levée pour la prochaine capture de ton adversaire (comme au premier tour) : chaque partie finit donc.

rules-summary-circle-duel = Prends des nombres autour d'un cercle, chacun voisin du dernier pris. Le dernier à jouer gagne.
rules-card-circle-duel =
    • Les nombres de 1 à N (10 si tu ne fixes pas `{ -opt-size }`) forment un cercle : 1 est voisin de 2 et de N.
    • Le premier coup peut prendre n'importe quel nombre ; ensuite, tu dois prendre un nombre libre voisin du dernier pris.
    • Si tu ne peux pas jouer à ton tour, tu perds.
rules-house-circle-duel = Un nombre pris laisse un trou : le cercle ne se referme pas. Chaque partie dure donc exactement N coups, et la taille seule décide du gagnant : avec N pair, le second joueur gagne, avec N impair, le premier. Un Duel du cercle se joue donc pour le plaisir : le plateau annonce le gagnant avant que quiconque accepte, et le résultat ne change pas l'Elo.

rules-summary-number-chain = Prolonge la chaîne avec un de plus, un de moins, le double ou la moitié du dernier nombre. Le dernier à jouer gagne.
rules-card-number-chain =
    • La chaîne commence par un nombre de 1 à N (9 si tu ne fixes pas `{ -opt-size }`).
    • À ton tour, ajoute un nombre inutilisé qui vaut un de plus, un de moins, le double ou la moitié du dernier nombre de la chaîne.
    • Si tu ne peux pas prolonger la chaîne à ton tour, tu perds.
rules-house-number-chain = L'auteur du défi choisit le nombre de départ avec `{ -opt-start }`, sinon il est tiré au hasard ; il compte comme utilisé. Celui qui joue en premier ajoute le nombre suivant.

## Comment finit une partie jouée jusqu'au bout, dans le résultat du plateau ($winner, $loser : mentions).

rules-end-stuck = { $winner } gagne ! { $loser } n'a plus de coup valide.
rules-end-capture = { $winner } capture le dernier nombre et gagne !

## Les options d'un jeu : leurs noms et le refus d'une valeur.

# Le nom d'une option dans les phrases ci-dessous : le terme que Discord affiche.
rules-option-name = { $option ->
    [size] { -opt-size }
    [start] { -opt-start }
    [forbid] { -opt-forbid }
    [claims] { -opt-claims }
   *[other] { $option }
}
rules-option-whole-number = `{ $option }` doit être un nombre entier.
rules-option-range = `{ $option }` doit aller de { $low } à { $high }.
# $values : les valeurs permises, reliées par « ou » (« 1, 2 ou 3 »).
rules-option-one-of = `{ $option }` doit valoir { $values }.
# $game : le nom du jeu.
rules-option-needed = { $game } a besoin de l'option `{ $option }`.
rules-unknown-option = { $game } n'a pas d'option `{ $option }`.
rules-forbid-refusal = `{ -opt-forbid }` prend des distances de 1 à 5, comme `1,3`.
# La plus grande taille avec ces options : $options relie les deux ci-dessous par « et ».
rules-cap-size = Avec { $options }, `{ -opt-size }` va jusqu'à { $cap }.
rules-cap-claims = `{ -opt-claims }:{ $claims }`
rules-cap-forbid = `{ -opt-forbid }:{ $forbid }`

## Pourquoi un coup est refusé (dit au membre qui l'a tenté).

rules-move-whole-number = Choisis un nombre entier.
rules-move-game-over = La partie est terminée.
rules-move-off-board = { $number } n'est pas sur le plateau (de 1 à { $size }).
rules-move-taken = { $number } est déjà pris.
rules-capture-next-to-last = { $number } est voisin de { $last }, le dernier nombre capturé.
rules-chain-in-chain = { $number } est déjà dans la chaîne.
rules-chain-not-next = { $number } ne suit pas { $last } : ajoute un de plus ou un de moins que { $last }, ou son double ou sa moitié.
rules-circle-not-next = { $number } n'est pas voisin de { $last } sur le cercle.
# Voisins interdits : un nombre à une distance interdite d'un nombre marqué ($distance : de 3 à 5).
rules-forbidden-next-to = { $number } est interdit : il est voisin de { $near }.
rules-forbidden-two-away = { $number } est interdit : il est à distance 2 de { $near }.
rules-forbidden-away = { $number } est interdit : il est à distance { $distance } de { $near }.
# Sans voisins : la même chose, avec le mot de ce jeu.
rules-unavailable-next-to = { $number } est indisponible : il est voisin de { $near }.
rules-unavailable-two-away = { $number } est indisponible : il est à distance 2 de { $near }.
rules-unavailable-away = { $number } est indisponible : il est à distance { $distance } de { $near }.

## Le dernier coup, sous le plateau. $player : une mention. $numbers : une liste avec « et » ;
## $count : combien de nombres elle contient.

rules-capture-move = { $player } a capturé { $number }.
rules-capture-pass = { $player } ne peut rien capturer ({ $numbers } { $count ->
    [one] est voisin
   *[other] sont voisins
} de { $number }) et passe.
rules-chain-move = { $player } a ajouté { $number }.
# La carte du terminal écrit la chaîne après le coup.
rules-chain-move-card = { $player } a ajouté { $number } : { $chain }.
rules-circle-move = { $player } a pris { $number }.
# La carte du terminal ne nomme personne.
rules-circle-move-card = Nombre { $number } pris.
rules-nonconsec-move = { $player } a choisi { $number }.
rules-unavailable-now = { $count ->
    [one] Le nombre { $numbers } est maintenant indisponible.
   *[other] Les nombres { $numbers } sont maintenant indisponibles.
}
# La carte du terminal nomme aussi les voisins au-delà de la ligne ($beyond).
rules-unavailable-now-beyond = Les nombres { $numbers } sont maintenant indisponibles ({ $beyond } { $beyond_count ->
    [one] est
   *[other] sont
} hors de la liste).
rules-unavailable-none = Aucun nombre ne devient indisponible.
rules-forbidden-move = { $player } a marqué { $number }.
rules-forbidden-new = { $count ->
    [one] Le nombre { $numbers } devient interdit.
   *[other] Les nombres { $numbers } deviennent interdits.
}
rules-forbidden-none-new = Aucun nouveau nombre ne devient interdit.

## Duel du cercle : pourquoi les règles seules décident du gagnant, un membre de phrase de
## l'analyse (« Aucun choix de cette partie n'a changé le résultat : <ce membre>. ... »).

rules-circle-fixed-first = avec { $size } nombres, chaque partie dure { $size } coups, donc celui qui joue en premier gagne
rules-circle-fixed-second = avec { $size } nombres, chaque partie dure { $size } coups, donc celui qui joue en second gagne

## Les libellés du plateau (un bloc de code). $numbers : les nombres tels que le plateau les
## écrit (« [1, 2, 3] », « 1-8, 12-20 », « 3 4 6 »).

rules-board-shared-list = Liste commune : { $numbers }
rules-board-chain = Chaîne actuelle : { $numbers }
rules-board-available = Nombres disponibles : { $numbers }
rules-board-last-number = Dernier nombre : { $number }
rules-board-possible-moves = Coups possibles : { $numbers }
rules-board-circle-start = Nombres disponibles : { $numbers }
rules-board-circle-last = Dernier nombre pris : { $number }
rules-board-circle-adjacent = Voisins disponibles : { $numbers }
rules-board-circle-adjacent-none = Voisins disponibles : aucun
# Plus aucun nombre à choisir.
rules-board-none = aucun
# $ranges : « 1-8, 12-20 » ; $numbers : les nombres entre eux que personne ne peut choisir.
rules-board-available-excluding = { $ranges } (sauf { $numbers })
rules-board-number-line = Ligne : { $numbers }
rules-board-forbidden = Nombres interdits : { $numbers }
