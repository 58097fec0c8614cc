# /config : les réglages d'un serveur (membres avec « Gérer le serveur »), /season start et /void.
# Seul le modérateur qui a demandé voit ces réponses, sauf l'annonce de la saison.

## Quantités, telles que les réglages les nomment.

config-hours = { $hours ->
    [one] { $hours } heure
   *[other] { $hours } heures
}
config-minutes = { $minutes ->
    [one] { $minutes } minute
   *[other] { $minutes } minutes
}
# Les niveaux du bot, comme l'option `level` de /challenge les propose.
config-level-name = { $level ->
    [easy] facile
    [normal] normal
   *[perfect] parfait
}
# Le nom d'une option de jeu entre backticks (les noms d'options de terms.ftl).
config-option = `{ $option ->
    [size] { -opt-size }
    [start] { -opt-start }
    [forbid] { -opt-forbid }
    [claims] { -opt-claims }
    [level] { -opt-level }
    [first] { -opt-first }
   *[other] { $option }
}`

## /config show : une ligne par réglage, « **libellé :** valeur (d'où elle vient) ».

config-show-title = ⚙️ Réglages de ce serveur
config-show-line = **{ $label } :** { $value }
config-show-from-server = { $value } (ce serveur)
config-show-from-default = { $value } (par défaut)
config-show-footer = (par défaut) : le réglage du bot, tant que ce serveur n'en choisit pas. Change-les avec /{ -cmd-config }.
config-show-channels = Salons de défis
config-show-channels-everywhere = partout
config-show-turn-timeout = Temps par tour
config-show-challenge-timeout = Délai des défis
config-show-bot-level = Mon niveau par défaut
config-show-games = Jeux
config-show-games-all-on = tous activés
config-show-games-off = désactivés : { $games }
config-show-rated-limit = Limite quotidienne de parties classées
config-show-rated-limit-value = { $games ->
    [one] { $games } partie par jour entre les deux mêmes personnes
   *[other] { $games } parties par jour entre les deux mêmes personnes
}
config-show-no-limit = aucune limite
config-show-challenge-limit = Nouveaux défis
config-show-challenge-limit-both = au plus { $per_minute } par minute et { $per_hour } par heure pour chaque membre
config-show-challenge-limit-minute = au plus { $per_minute } par minute pour chaque membre
config-show-challenge-limit-hour = au plus { $per_hour } par heure pour chaque membre
config-show-organisers = Organisateurs de tournois
# La permission, nommée comme Discord la nomme en français.
config-show-organisers-manage-server = Gérer le serveur
config-show-organisers-and-role = Gérer le serveur et { $role }
config-show-language = Langue
config-show-language-chosen = { $language_name } (choisie avec `/{ -cmd-config } { -cmd-config-language }`)
config-show-language-discord = { $language_name } (la langue Discord du serveur)
config-show-season = **Saison :** { $season }
config-show-season-since = **Saison :** { $season } (depuis le { $date })
config-show-variants = **Variantes :**
config-show-no-variants = Pas encore de variante. Ajoutes-en une avec `/{ -cmd-config } { -cmd-config-variant-add }`.
config-show-variant = • { $variant }.

## Les réponses à chaque sous-commande de /config.

config-channel-allowed = Les défis ne sont maintenant permis que dans { $channels }.
config-channel-disallowed = { $channel } n'est plus sur la liste. Les défis sont permis dans { $channels }.
config-channel-disallowed-last = { $channel } n'est plus sur la liste. Aucun salon n'y figure, donc les défis sont permis partout.
config-turn-timeout-set = Chaque tour dure maintenant { $hours } au plus, à partir du prochain tour. Les tours en cours gardent leur échéance.
config-challenge-timeout-set = Les nouveaux défis attendent maintenant une réponse pendant { $minutes }. Les défis ouverts gardent leur échéance.
config-bot-level-set = Quand personne ne choisit de niveau, je joue maintenant au niveau **{ $level }**.
config-game-on = **{ $game }** est activé.
config-game-off = **{ $game }** est désactivé : plus de nouveaux défis. Les parties en cours continuent.
config-rated-limit-none = Aucune limite : chaque partie entre deux personnes est classée.
config-rated-limit = { $games ->
    [one] Seule la première partie du jour entre les deux mêmes personnes est classée ; les suivantes comptent comme victoires et défaites, mais ne sont pas classées.
   *[other] Seules les { $games } premières parties du jour entre les deux mêmes personnes sont classées ; les suivantes comptent comme victoires et défaites, mais ne sont pas classées.
}
config-challenge-limit-both = Chaque membre peut maintenant lancer ici au plus { $per_minute ->
    [one] { $per_minute } nouveau défi
   *[other] { $per_minute } nouveaux défis
} par minute et { $per_hour } par heure (les revanches comptent).
config-challenge-limit-minute = Chaque membre peut maintenant lancer ici au plus { $per_minute ->
    [one] { $per_minute } nouveau défi
   *[other] { $per_minute } nouveaux défis
} par minute (les revanches comptent).
config-challenge-limit-hour = Chaque membre peut maintenant lancer ici au plus { $per_hour ->
    [one] { $per_hour } nouveau défi
   *[other] { $per_hour } nouveaux défis
} par heure (les revanches comptent).
config-challenge-limit-none = Aucune limite : les membres peuvent lancer autant de défis qu'ils veulent.
config-organiser-role-set = Les membres avec { $role } peuvent maintenant créer des tournois, comme ceux qui ont « Gérer le serveur ».
config-variant-saved = Variante enregistrée — { $variant }. Lance un défi avec `/{ -cmd-challenge } { -opt-game }:{ $name }`.
config-variant-no-verdict = Chaque partie tire son nombre de départ au sort, il n'y a donc pas de verdict unique.
config-variant-removed = Variante `{ $name }` supprimée. Les parties déjà commencées avec elle continuent.
config-reset-all = Tous les réglages sont revenus à leur valeur par défaut.
config-reset-one = Le réglage « { $setting ->
    [allowed_channels] salons de défis
    [turn_timeout] temps par tour
    [challenge_timeout] délai des défis
    [bot_level] niveau par défaut
    [disabled_games] jeux désactivés
    [daily_rated_limit] limite quotidienne de parties classées
    [challenge_limit] limite de défis
    [organiser_role] rôle organisateur
   *[other] { $setting }
} » est revenu à sa valeur par défaut.
config-reset-language = Les plateaux, défis et annonces suivent de nouveau la langue Discord de ce serveur : { $language_name }.
config-language-set = Langue des plateaux, défis et annonces de ce serveur : { $language_name }.
config-language-follows-discord = Les plateaux, défis et annonces suivent maintenant la langue Discord de ce serveur : { $language_name }.

## Refus de /config.

config-language-unknown = Je ne parle pas encore cette langue. Choisis parmi { $languages }.
config-turn-timeout-range = Le temps par tour doit aller de { $low } à { $high } heures.
config-challenge-timeout-range = Le délai des défis doit aller de { $low } à { $high } minutes.
config-rated-limit-range = La limite quotidienne de parties classées doit aller de { $low } à { $high } parties.
config-challenge-limit-minute-range = La limite de défis par minute doit aller de { $low } à { $high } défis.
config-challenge-limit-hour-range = La limite de défis par heure doit aller de { $low } à { $high } défis.
config-role-unknown = Je ne trouve pas ce rôle. Choisis-en un dans la liste.
config-role-everyone = Choisis un rôle, pas @everyone : n'importe qui pourrait alors créer des tournois.
config-level-refused = Le niveau doit être { $levels }.
config-challenge-limit-missing = Indique `{ -opt-per-minute }`, `{ -opt-per-hour }` ou les deux (0 veut dire aucune limite).
config-channel-already-listed = { $channel } est déjà sur la liste.
config-channel-list-full = Il y a déjà { $limit } salons sur la liste : retires-en un d'abord.
config-channel-not-listed = { $channel } n'est pas sur la liste (la liste : { $channels }).
config-channel-not-listed-none = { $channel } n'est pas sur la liste : aucun salon n'y figure, donc les défis sont permis partout.
config-setting-unknown = Je ne connais pas le réglage `{ $setting }`. Choisis-en un dans la liste.

## Refus de /config variant-add et variant-remove.

config-variant-bad-name = Le nom d'une variante compte de { $low } à { $high } lettres minuscules, chiffres et tirets, comme `large-13`.
config-variant-game-name = `{ $name }` est le nom d'un jeu : choisis un autre nom pour la variante.
config-variant-option-unknown = { $option } ne s'applique pas à { $game } (ses options : { $options }).
config-variant-taken = Ce serveur a déjà une variante nommée `{ $name }` : supprime-la d'abord, ou choisis un autre nom.
config-variant-too-many = Ce serveur a déjà { $limit } variantes : supprimes-en une avec `/{ -cmd-config } { -cmd-config-variant-remove }` d'abord.
config-variant-unknown = Ce serveur n'a pas de variante nommée `{ $name }`. `/{ -cmd-config } { -cmd-config-show }` les affiche toutes.

## /season start : publié pour tous, dans la langue du serveur.

config-season-started = 🏁 La **saison { $season }** a commencé : tout le monde repart de { $rating }. Le classement final de la saison { $previous } reste consultable : `/{ -cmd-leaderboard } { -opt-season }:{ $previous }`.

## /void : la réponse au modérateur, phrase par phrase.

config-void-done = La partie n° { $match } est invalidée.
config-void-no-result = Elle s'est terminée sans résultat.
config-void-for-fun = Elle se jouait pour le plaisir : ni l'Elo ni les résultats ne changent.
config-void-uncounted = Elle ne compte plus ni pour l'Elo ni dans les résultats.
config-void-board = Son plateau l'indique : { $link }
config-void-no-board = (Je n'ai pas pu mettre à jour son plateau.)

## Confirmations: /season start, /void and /config reset ask first, and act on Confirm.
config-season-confirm = Clore cette saison et en commencer une nouvelle ? Son classement final reste, et tout le monde repart de zéro.
config-season-announced = La saison { $season } a commencé : je l'ai annoncé dans le salon.
config-void-confirm = { $state ->
    [running] Invalider la partie n° { $match } ? Elle s'arrête maintenant sans gagnant et ne compte pas.
   *[finished] Invalider la partie n° { $match } ? Son résultat ne comptera plus dans les classements ni les bilans.
}
config-reset-confirm-all = Remettre tous les réglages à leur valeur par défaut ?
config-reset-confirm = Remettre le réglage « { $setting ->
    [allowed_channels] salons de défis
    [turn_timeout] temps par tour
    [challenge_timeout] délai des défis
    [bot_level] niveau par défaut
    [disabled_games] jeux désactivés
    [daily_rated_limit] limite quotidienne de parties classées
    [challenge_limit] limite de défis
    [organiser_role] rôle organisateur
    [language] langue
    [public_pages] pages publiques
    [notify_turns] avis de tour
   *[other] { $setting }
} » à sa valeur par défaut ?
confirm-button-confirm = { -button-confirm }
confirm-button-cancel = { -button-cancel }
confirm-timed-out = Rien n'a changé : tu n'as pas confirmé à temps. Relance la commande si tu le veux toujours.
confirm-cancelled = Annulé : rien n'a changé.
confirm-answered = Tu as déjà répondu à cette question : rien d'autre n'a changé.
confirm-not-yours = Seul { $member } peut répondre à cette question.
# /config puzzle-channel
config-show-puzzle-channel = Énigme du jour publiée
config-show-puzzle-channel-none = nulle part (les membres demandent `/{ -cmd-puzzle }`)
config-puzzle-channel-off = Je ne publierai plus l'énigme du jour ; les membres l'ont toujours avec `/{ -cmd-puzzle }`.
config-puzzle-channel-set = Je publierai l'énigme de chaque jour dans { $channel }, à commencer par celle d'aujourd'hui.
config-puzzle-channel-unknown = Je ne peux pas utiliser ce salon.
