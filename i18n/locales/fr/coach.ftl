# Le coach : /review, /hint, /puzzle, les réponses à l'énigme du jour, son classement et les
# lignes du coach dans /stats. Les lignes de l'analyse et l'énoncé et les solutions de
# l'énigme sont ailleurs (review.ftl, puzzles.ftl) ; ici, le texte autour.

## Comment utiliser le coach (/help et /rules, sous « Apprendre »).

coach-help = Après une partie, le bouton **{ -button-review }** ou `/{ -cmd-review }` montre où elle s'est jouée. Contre moi, `/{ -cmd-hint }` quand c'est ton tour. Chaque jour, `/{ -cmd-puzzle }` ; les meilleurs sont dans `/{ -cmd-leaderboard }` avec `{ -opt-game }` « Énigmes du jour ».

## L'analyse d'une partie terminée (seul le membre qui l'a demandée la voit).

# Le titre. { $game } est le nom du jeu, { $id } le numéro de la partie.
coach-review-title = Revoir · { $game } · partie n° { $id }
coach-review-no-moves = Aucun coup n'a été joué.
# Noms des champs.
coach-review-turning-point = Tournant
coach-review-mistakes-name = Erreurs
coach-review-result = Résultat
coach-review-hints-name = Indices
# Les erreurs de chaque joueur. { $first } et { $second } sont les mentions des joueurs.
coach-review-mistakes = { $first } { $firstCount ->
        [0] n'a fait aucune erreur
        [one] a fait { $firstCount } erreur
       *[other] a fait { $firstCount } erreurs
    }, { $second } { $secondCount ->
        [0] n'a fait aucune erreur
        [one] a fait { $secondCount } erreur
       *[other] a fait { $secondCount } erreurs
    }.
# { $player } est la mention du membre qui a joué contre le bot.
coach-review-hints = { $player } a utilisé { $count ->
        [one] { $count } indice
       *[other] { $count } indices
    }.
# Le pied de page, après les options de la partie (« taille 10 »).
coach-review-footer = Chaque position résolue exactement · visible par toi seul
# La dernière ligne d'une analyse trop longue pour un message.
coach-review-more = … et { $count ->
        [one] { $count } autre coup
       *[other] { $count } autres coups
    }.

## /hint (seul celui qui demande le voit). { $number } est le nombre à jouer ; { $hints } le
## nombre d'indices demandés dans cette partie, celui-ci compris.

coach-hint-wins = Indice : { $number } gagne. Indices utilisés dans cette partie : { $hints }.
coach-hint-holds-out = Aucun coup gagnant ici : contre un jeu parfait, tout coup perd ; { $number } résiste le plus longtemps. Indices utilisés dans cette partie : { $hints }.

## L'énigme du jour (/puzzle), publiée pour tout le salon.

coach-puzzle-title = 🧩 Énigme du jour · { $game }
# L'autre camp en début de phrase (« Ton adversaire a pris 4. »).
coach-puzzle-opponent-start = Ton adversaire
# Your own claim, when you have another one this turn.
coach-puzzle-you-played = Tu as joué { $number }.
# Nom de champ : le coup qui a mené à la position de l'énigme.
coach-puzzle-last-move = Dernier coup
# Le pied de page. { $day } est le jour de l'énigme, { $options } les options (« taille 10 »).
coach-puzzle-footer = { $day } (UTC) · { $options } · une réponse chacun : clique sur un nombre

## La réponse d'un membre (lui seul la voit). { $explanation } dit pourquoi : la solution, ou
## comment l'adversaire gagne après le mauvais nombre.

coach-answer-right = ✅ Bravo ! { $explanation }
coach-answer-wrong = ❌ Pas celui-ci : { $explanation }

## Le classement des énigmes (/leaderboard, jeu « Énigmes du jour »).

coach-puzzles-title = 🧩 Classement · énigmes du jour
coach-puzzles-empty = Aucune énigme résolue pour l'instant. Essaie celle du jour avec `/{ -cmd-puzzle }` !
# Une ligne : { $rank } la place, { $player } la mention, { $solved } les énigmes résolues.
coach-puzzles-row = `#{ $rank }` { $player } · { $solved ->
        [one] **{ $solved }** résolue
       *[other] **{ $solved }** résolues
    }
# La même ligne pour un membre qui a résolu l'énigme { $days } jours d'affilée.
coach-puzzles-row-streak = `#{ $rank }` { $player } · { $solved ->
        [one] **{ $solved }** résolue
       *[other] **{ $solved }** résolues
    } · { $days ->
        [one] { $days } jour
       *[other] { $days } jours
    } d'affilée
coach-puzzles-page = Page { $page }/{ $pages }

## Les lignes du coach dans /stats.

coach-stats-puzzles-name = Énigmes du jour
coach-stats-puzzles = { $solved ->
        [one] { $solved } résolue
       *[other] { $solved } résolues
    } · série en cours : { $streak ->
        [0] aucune
        [one] { $streak } jour
       *[other] { $streak } jours
    }
coach-stats-hints-name = Indices
coach-stats-hints = { $count ->
        [one] { $count } indice utilisé
       *[other] { $count } indices utilisés
    } contre moi.

## Refus (seul le membre qui a demandé les voit).

coach-no-such-match = Je ne trouve pas cette partie sur ce serveur.
coach-no-such-puzzle = Je ne trouve pas cette énigme sur ce serveur.
coach-no-finished-match = Tu n'as aucune partie terminée dans ce salon à revoir.
coach-not-finished = Cette partie n'est pas terminée : je ne revois que les parties terminées.
coach-aborted = Cette partie a été annulée avant que chacun ait joué : il n'y a rien à revoir.
coach-never-played = Ce défi n'a jamais été joué : il n'y a rien à revoir.
coach-not-against-bot = Désolé, les indices sont pour les parties contre moi, pas entre membres.
coach-time-ran-out = Le temps de ce tour est écoulé ; la partie est terminée.
# { $day } est le jour de l'énigme ; { $solution } donne le nombre gagnant et pourquoi.
coach-puzzle-closed = Désolé, cette énigme est terminée (c'était celle du { $day }). Sa solution : { $solution }
# { $number } est la première réponse du membre.
coach-already-answered-right = Tu as déjà répondu à cette énigme : { $number } (bonne réponse). Une réponse par énigme ; une nouvelle arrive demain !
coach-already-answered-wrong = Tu as déjà répondu à cette énigme : { $number } (mauvaise réponse). Une réponse par énigme ; une nouvelle arrive demain !
