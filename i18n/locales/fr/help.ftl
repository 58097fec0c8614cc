# /help : toutes les commandes sur une page, visible seulement par le membre qui demande. Les
# noms de commandes et d'options viennent de terms.ftl ; les valeurs après deux-points
# (`number-chain`, `@bob`) sont des exemples à taper tels quels.

help-title = 📖 Number Duels : toutes les commandes
help-intro = Deux joueurs choisissent des nombres à tour de rôle ; les règles de chaque jeu disent quels nombres sont permis, et celui qui joue le dernier coup gagne.
# { $bot } : le nom du bot tel que le membre le voit, pour le défier.
help-new-here = **Nouveau ici ?** Essaie `/{ -cmd-challenge } { -opt-opponent }:@{ $bot } { -opt-game }:forbidden-adjacent` pour jouer contre moi, ou défie un ami de la même façon.

## Les sections de la page : leurs titres, puis leurs textes.

help-play = Jouer
help-play-text = `/{ -cmd-challenge }` lance une partie : `/{ -cmd-challenge } { -opt-opponent }:@bob { -opt-game }:number-chain`. Ajoute si tu veux `{ -opt-first }`, `{ -opt-size }`, `{ -opt-start }`, `{ -opt-forbid }`, `{ -opt-claims }` ou, contre moi, `{ -opt-level }`. `{ -opt-game }` propose aussi les variantes de ce serveur.
    Sans `{ -opt-opponent }`, n'importe qui ici peut accepter ton défi. `/{ -cmd-games }` liste les parties en cours ici, les tiennes d'abord.
    `/{ -cmd-claim }` joue un nombre, `/{ -cmd-claim } { -opt-number }:7`, ou clique dessus sur le plateau.
    `{ -opt-best-of }:3` (ou 5, 7) joue une série : le premier à gagner plus de la moitié des parties l'emporte.
    `/{ -cmd-resign }` abandonne ta partie dans ce salon (avec `{ -opt-series }`, toute la série), et `/{ -cmd-board }` la réaffiche. Quand c'est à toi de jouer, je te le dis dans le salon de la partie ; `/{ -cmd-notify } { -opt-turns }` choisit plutôt un message privé ou rien.
# Aussi le champ sous les règles d'un jeu dans /rules.
help-learn = Apprendre
# { $coach } : comment revoir une partie, obtenir un indice et résoudre l'énigme du jour (dit ailleurs).
help-learn-text = `/{ -cmd-rules } { -opt-game }:circle-duel` explique un jeu. `/{ -cmd-analyze } { -opt-game }:forbidden-adjacent { -opt-forbid }:1,3` dit qui le gagne en jouant parfaitement, et comment. { $coach }
help-tournaments = Tournois
help-tournaments-text = Clique sur **{ -button-join }** sous le message d'inscription d'un tournoi. Tes plateaux sont publiés dans son salon avec ton nom, et je t'envoie un lien (`/{ -cmd-notify } { -opt-tournaments }:False` le désactive). Chaque appariement joue deux parties, chaque joueur commençant une fois.
    `/{ -cmd-tournament } { -cmd-tournament-standings }` montre le tableau, `/{ -cmd-tournament } { -cmd-tournament-withdraw }` te retire d'un tournoi en cours (tes parties non jouées sont perdues), et `/{ -cmd-tournament } { -cmd-tournament-export }` donne toutes les parties dans un fichier CSV.
help-results = Résultats
help-results-text = `/{ -cmd-leaderboard }` montre les meilleurs joueurs d'ici, `/{ -cmd-leaderboard } { -opt-game }:non-consecutive` ceux d'un jeu. `/{ -cmd-stats }` montre ton Elo, `/{ -cmd-stats } { -opt-member }:@bob` celui de quelqu'un d'autre. `/{ -cmd-history }` liste les derniers résultats. `/{ -cmd-privacy }` cache ton nom sur les pages publiques de ce serveur.
help-games = Les jeux
# Une ligne par jeu : son nom, le nom à taper, et de quoi il s'agit.
help-game-line = **{ $title }** (`{ $slug }`) : { $summary }
# Seulement pour les membres avec « Gérer le serveur ».
help-owners = Administrateurs du serveur
help-owners-text = Avec « Gérer le serveur » : `/{ -cmd-config }` change les réglages de ce serveur, `/{ -cmd-config } { -cmd-config-language }` la langue de ses plateaux et annonces, `/{ -cmd-config } { -cmd-config-variant-add }` enregistre un jeu avec ses options sous un nom que les membres choisissent pour leurs défis, `/{ -cmd-season } { -cmd-season-start }` lance une nouvelle saison, et `/{ -cmd-void }` invalide une partie. `/{ -cmd-tournament } { -cmd-tournament-create } { -opt-format }:swiss { -opt-game }:forbidden-adjacent` ouvre un tournoi dans le salon (aussi pour le rôle choisi avec `/{ -cmd-config } { -cmd-config-organiser-role }`) ; `/{ -cmd-tournament } { -cmd-tournament-start }` le lance avant l'heure, `/{ -cmd-tournament } { -cmd-tournament-cancel }` l'annule.
help-footer = Visible par toi seul

## /rules : les règles d'un jeu (leurs textes viennent de la carte du jeu, rules.ftl) et le
## cadre autour.

# { $game } : le nom du jeu.
help-rules-title = { $game } · règles
# Les décisions de docs/rules.md pour ce jeu.
help-rules-house = Règles maison
# Sous le titre help-play. { $options } : les options du jeu, chacune entre backticks.
help-rules-play-text = `/{ -cmd-challenge } { -opt-game }:{ $slug }` avec les options { $options } (`{ -opt-size }` vaut { $size } si tu ne la choisis pas). À ton tour, clique sur un nombre ou utilise `/{ -cmd-claim }`. Toutes les commandes : `/{ -cmd-help }`.

# A board's Rules: the /rules page with what this match plays.
help-rules-this-match = Partie n° { $match }
help-rules-match-options = Cette partie se joue avec : { $options }.
help-rules-match-variant = Cette partie est la variante { $variant } de ce serveur : { $options }.
