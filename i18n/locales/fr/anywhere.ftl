# Play anywhere (see en/anywhere.ftl).
error-server-only = `{ $command }` ne marche que sur un serveur où je suis. Utilise-la là-bas, ou ajoute-moi à ce serveur.
error-series-outside = Une série demande un serveur où je suis. Ici, jouez des parties simples : **{ -button-rematch }** lance la suivante.
error-forced-private = Ce salon n'autorise pas les applications externes : toi seul verrais un défi ici. Défie plutôt ton ami en message privé.
anywhere-ran-out = { $member } n'a plus de temps.
anywhere-challenge-expired = Ce défi a expiré avant d'avoir reçu une réponse.
anywhere-board-later = Le plateau l'affichera au prochain clic.
anywhere-leaderboard = Les parties hors de mes serveurs ne sont pas classées, il n'y a donc pas de classement ici. Utilise `/{ -cmd-leaderboard }` sur un serveur où je suis.
anywhere-history-own = Ici, `/{ -cmd-history }` ne montre que tes parties. Les résultats des autres sont sur un serveur où je suis.
anywhere-history-head = Résultats de { $player } partout, les plus récents d'abord. Les parties hors de mes serveurs ne sont pas classées.
anywhere-games-empty = Tu n'as aucune partie en cours en ce moment. Lance-en une avec `/{ -cmd-challenge }`.
help-anywhere = Partout
help-anywhere-text = Ajoute-moi à ton compte (**Ajouter l'app**) et `/{ -cmd-challenge }` marche en message privé, en groupe et sur les serveurs sans moi, comme les boutons du plateau, `/{ -cmd-claim }`, `/{ -cmd-resign }`, **{ -button-rematch }** et **{ -button-review }**. Ces parties ne sont pas classées ; là-bas, `/{ -cmd-history }` et `/{ -cmd-games }` montrent les tiennes. Je ne peux rien y publier : quand c'est ton tour, je t'envoie un message privé si Discord le permet, sinon rien, et un tour écoulé compte au clic suivant.
