# Refus et erreurs autour des parties ; seul le membre qui a cliqué ou utilisé la commande
# les voit (dans sa langue). Les commentaires de en/errors.ftl expliquent chaque message.

## Refus du service des parties
error-unknown-game = Je ne connais pas le jeu `{ $game }`. Choisis-en un dans la liste.
error-no-such-match = Je ne trouve pas cette partie.
error-no-such-series = Je ne trouve pas cette série.
error-not-your-match = Ce n'est pas ta partie. Lance la tienne avec `/{ -cmd-challenge }`.
error-not-your-turn = Ce n'est pas ton tour : attends le coup de ton adversaire.
error-match-over = Cette partie est terminée. Lances-en une nouvelle avec `/{ -cmd-challenge }`.
error-time-ran-out = Le temps de ce tour est écoulé ; la partie est terminée.
error-not-pending = Ce défi n'est plus ouvert. Envoies-en un nouveau avec `/{ -cmd-challenge }`.
error-not-accepted-yet = Ce défi n'a pas encore été accepté.
error-not-started = Ce défi n'a pas commencé : annule-le ou refuse-le plutôt.
error-challenge-expired = Ce défi a expiré. Envoies-en un nouveau avec `/{ -cmd-challenge }`.
error-turn-already-played = Ce tour a déjà été joué.
error-no-match-here = Tu n'as aucune partie en cours dans ce salon. Lances-en une avec `/{ -cmd-challenge }`.
error-not-a-series = Ta partie ici est une partie simple, pas une série : abandonne-la avec `/{ -cmd-resign }`.
error-series-still-going = Cette série continue : joue sa prochaine partie.

## Répondre à un défi
error-accept-own-challenge = Tu ne peux pas accepter ton propre défi ; attends { $opponent } (ou annule-le).
error-decline-own-challenge = Tu ne peux pas refuser ton propre défi ; attends { $opponent } (ou annule-le).
error-challenge-not-for-you = Ce défi ne t'est pas adressé.
error-only-challenger-cancels = Seul l'auteur du défi peut l'annuler ; toi, tu peux le refuser.

## Revanche
error-rematch-still-going = Cette partie est encore en cours.
error-rematch-not-finished = Seule une partie terminée peut avoir une revanche.
error-rematch-voided = Cette partie a été invalidée ; lances-en une nouvelle avec `/{ -cmd-challenge }`.

## /challenge et Revanche
error-not-allowed-channel = Les défis ne sont pas permis dans ce salon sur ce serveur. Essaie { $channels }.
error-game-switched-off = { $game } est désactivé sur ce serveur.
error-challenge-yourself = Tu ne peux pas te défier toi-même : choisis quelqu'un d'autre, ou moi.
error-challenge-bot = Tu ne peux pas défier un autre bot. Défie-moi plutôt !
error-level-choices = `{ -opt-level }` doit être facile, normal ou parfait.
error-level-only-bot = `{ -opt-level }` ne s'applique que si tu me défies.
error-first-choices = `{ -opt-first }` doit être moi, l'adversaire ou au hasard.
error-best-of-choices = `{ -opt-best-of }` doit être 1, 3, 5 ou 7.
error-opponent-busy = { $opponent } a déjà une partie ouverte dans ce salon.
error-you-in-tournament = Tu joues dans le tournoi de ce salon : lance ton défi dans un autre salon.
error-member-in-tournament = { $member } joue dans le tournoi de ce salon : défie { $member } dans un autre salon.
error-busy-ended-meanwhile = Tu avais une partie ouverte dans ce salon il y a un instant. Réessaie.
error-busy-decline-first = Refuse d'abord le défi de { $opponent }, ou accepte-le.
error-busy-your-challenge-open = Ton défi à { $opponent } est encore ouvert ici : annule-le d'abord, ou attends une réponse.
error-busy-finish-first = Termine d'abord ta partie avec { $opponent } ici, ou abandonne-la avec `/{ -cmd-resign }`.
error-challenge-limit-minute = Tu as lancé { $count ->
    [one] { $count } défi
   *[other] { $count } défis
} dans la dernière minute, la limite de ce serveur. Tu pourras défier à nouveau { $when }.
error-challenge-limit-hour = Tu as lancé { $count ->
    [one] { $count } défi
   *[other] { $count } défis
} dans la dernière heure, la limite de ce serveur. Tu pourras défier à nouveau { $when }.
error-player-not-found = Je ne trouve pas ce joueur.
error-not-a-member = { $member } n'est pas membre de ce serveur et ne peut donc pas jouer ici.
error-option-not-for-game = `{ $option }` ne s'applique pas à { $game } (ses options : { $accepted }).
error-not-game-or-variant = `{ $name }` n'est ni un jeu ni une variante de ce serveur : choisis-en un dans la liste.
error-nothing-game-or-variant = Ce n'est ni un jeu ni une variante de ce serveur : choisis-en un dans la liste.
error-variant-keeps-options = La variante `{ $variant }` garde ses propres options : retire { $options }, ou choisis le jeu `{ $game }` pour les fixer toi-même.

## /void
error-already-void = La partie n° { $id } est déjà invalidée.
error-void-challenge = La partie n° { $id } est un défi que personne n'a encore accepté : il peut être refusé ou annulé, et il expire tout seul.
error-void-aborted = La partie n° { $id } a été annulée avant que chacun ait joué : elle ne compte pas de toute façon.
error-void-never-played = La partie n° { $id } n'a jamais été jouée ({ $status ->
    [declined] refusée
    [cancelled] annulée
   *[expired] expirée
}).

## /leaderboard
error-no-such-season = Il n'y a pas de saison { $season } sur ce serveur : il en est à la saison { $current }.

## Tournois
error-no-such-tournament = Il n'y a pas de tournoi dans ce salon. Un organisateur peut en lancer un avec `/{ -cmd-tournament } { -cmd-tournament-create }`.
error-channel-has-tournament = Ce salon a déjà un tournoi : annule-le d'abord, ou utilise un autre salon.
error-not-organiser = Seul l'organisateur du tournoi ou un modérateur peut faire ça.

## Quand autre chose se passe mal
error-apology = Désolé, un problème est survenu de mon côté. Réessaie dans un instant.
error-stale-command = Je n'ai pas compris cette commande ou ses options. Réessaie dans un instant (Discord met peut-être encore mes commandes à jour).
error-database-down = La base de données est indisponible pour le moment ; réessaie dans un instant.
error-not-in-dms = Cette commande fonctionne dans un salon de serveur, pas en messages privés.
error-cant-use-here = Tu ne peux pas utiliser ça ici. Essaie `/{ -cmd-help }`.
error-unknown-button = Ce bouton n'est plus valide.

## Commandes des modérateurs
error-needs-manage-server = Seuls les membres avec la permission **Gérer le serveur** peuvent faire ça.
error-only-in-servers = Ça ne marche que sur un serveur.

## (en/errors.ftl explique ce message : les noms des options de terms.ftl.)
# An option's name in backticks, in a list of them.
error-option-quoted = `{ $option }`
error-option-name = { $option ->
    [opponent] { -opt-opponent }
    [game] { -opt-game }
    [first] { -opt-first }
    [size] { -opt-size }
    [start] { -opt-start }
    [forbid] { -opt-forbid }
    [claims] { -opt-claims }
    [level] { -opt-level }
    [best-of] { -opt-best-of }
    [number] { -opt-number }
    [series] { -opt-series }
    [member] { -opt-member }
    [season] { -opt-season }
    [match] { -opt-match }
    [channel] { -opt-channel }
    [hours] { -opt-hours }
    [minutes] { -opt-minutes }
    [enabled] { -opt-enabled }
    [games] { -opt-games }
    [per-minute] { -opt-per-minute }
    [per-hour] { -opt-per-hour }
    [role] { -opt-role }
    [name] { -opt-name }
    [setting] { -opt-setting }
    [format] { -opt-format }
    [rounds] { -opt-rounds }
    [turn-seconds] { -opt-turn-seconds }
    [starts-in] { -opt-starts-in }
    [tournament] { -opt-tournament }
    [tournaments] { -opt-tournaments }
    [language] { -opt-language }
   *[other] { $option }
}

## Une option dont la commande ne peut pas utiliser la valeur
error-option-whole-number = `{ $option }` doit être un nombre entier.
error-option-number = `{ $option }` doit être un nombre.
error-option-text = `{ $option }` doit être du texte.
error-option-true-false = `{ $option }` doit être vrai ou faux.
error-option-member = Je ne trouve pas ce membre : choisis-en un dans la liste de `{ $option }`.
error-option-channel = Je ne trouve pas ce salon : choisis-en un dans la liste de `{ $option }`.
error-option-role = Je ne trouve pas ce rôle : choisis-en un dans la liste de `{ $option }`.
error-option-choices = `{ $option }` doit être l'un de ses choix : choisis-en un dans la liste.
error-option-control-characters = `{ $option }` ne peut pas contenir de caractères de contrôle (des caractères invisibles comme NUL) : tape-le à nouveau sans eux.

## Un défi ouvert : n'importe qui ici sauf son auteur, et aucun bot, peut l'accepter.
error-accept-own-open-challenge = Tu ne peux pas accepter ton propre défi ; attends que quelqu'un ici l'accepte (ou annule-le).
error-decline-own-open-challenge = Tu ne peux pas refuser ton propre défi ; annule-le si tu ne veux plus jouer.
error-decline-open-challenge = Ce défi est ouvert à tout le monde ici, personne n'a besoin de le refuser ; accepte-le pour jouer.
error-bot-accepts-open-challenge = Un bot ne peut pas accepter de défi ; les défis ouverts sont pour les membres.
error-only-challenger-cancels-open = Seul l'auteur du défi peut l'annuler ; accepte-le pour jouer.
error-busy-your-open-challenge = Ton défi ouvert attend toujours ici : annule-le d'abord, ou attends que quelqu'un l'accepte.
error-accept-in-tournament = Tu joues dans le tournoi de ce salon, donc ici tu ne joues que ses parties.
