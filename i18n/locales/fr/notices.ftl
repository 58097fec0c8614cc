# Les joueurs rappelés à leurs parties (cogs/turn_pings.py, cogs/notify.py).
turn-ping = { $member }, à toi de jouer dans la partie #{ $match } : { $link }
turn-reminder = { $member }, ton temps pour jouer dans la partie #{ $match } se termine { $when } : { $link }
turn-lost-on-time = { $loser } a dépassé son temps dans la partie #{ $match }, donc { $winner } gagne. { $link }
notify-turns-unknown = Choisis l'une des options proposées : dans le salon de la partie, par message privé, ou désactivé.
notify-turns-channel = Quand ce sera à toi de jouer, je te mentionnerai dans le salon de la partie.
notify-turns-dm = Quand ce sera à toi de jouer, je t'enverrai un message privé.
notify-turns-off = Je ne te dirai plus quand c'est à toi de jouer ; le plateau l'indique toujours.
notify-nothing-chosen = Choisis `{ -opt-turns }` (où je te dis que c'est à toi de jouer) ou `{ -opt-tournaments }` (un lien vers chaque plateau de tournoi), ou les deux.
config-notify-turns-set = Les membres qui n'ont rien choisi avec `/{ -cmd-notify }` sont maintenant prévenus { $where } quand c'est à eux de jouer.
config-show-notify-turns = Avis de tour
notify-where-channel = dans le salon de la partie
notify-where-dm = par message privé
notify-where-off = nulle part
