# Jugadores llamados de vuelta a sus partidas (cogs/turn_pings.py, cogs/notify.py).
turn-ping = { $member }, te toca en la partida #{ $match }: { $link }
turn-reminder = { $member }, tu tiempo para mover en la partida #{ $match } se acaba { $when }: { $link }
turn-lost-on-time = A { $loser } se le acabó el tiempo en la partida #{ $match }, así que gana { $winner }. { $link }
notify-turns-unknown = Elige una de las opciones ofrecidas: en el canal de la partida, por mensaje directo o desactivado.
notify-turns-channel = Cuando te toque, te mencionaré en el canal de la partida.
notify-turns-dm = Cuando te toque, te enviaré un mensaje directo.
notify-turns-off = No te avisaré cuando te toque; el tablero lo sigue mostrando.
notify-nothing-chosen = Elige `{ -opt-turns }` (dónde te aviso de que te toca) o `{ -opt-tournaments }` (un enlace a cada tablero de torneo), o ambos.
config-notify-turns-set = A los miembros que no eligieron nada con `/{ -cmd-notify }` ahora se les avisa { $where } cuando les toca.
config-show-notify-turns = Avisos de turno
notify-where-channel = en el canal de la partida
notify-where-dm = por mensaje directo
notify-where-off = en ningún sitio
