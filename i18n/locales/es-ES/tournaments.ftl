# Torneos: /tournament (create, start, cancel, standings, withdraw, export), /notify, el
# mensaje de inscripción con sus botones Unirse y Salir, la tabla en directo en que se
# convierte, el podio, la línea sobre el tablero de cada emparejamiento y el mensaje directo
# que enlaza con él. Lo que lee todo el canal va en el idioma del servidor; las respuestas que
# solo ve el miembro, en el suyo.

## Los formatos, tal como los leen los jugadores (inscripción, tabla, lista `tournament`).

tournament-format-arena = Arena
tournament-format-swiss = Suizo
tournament-format-round-robin = Todos contra todos

# El nombre de un torneo cuando el organizador no le da uno: «Duelo del círculo – Suizo».
# { $game } es el juego (o la variante del servidor), { $format } uno de los tres de arriba.
tournament-default-name = { $game } – { $format }

## El mensaje de inscripción (público).

# Cómo empareja y puntúa cada formato: una frase en el mensaje de inscripción.
tournament-rules-arena = Quien queda libre se empareja de nuevo al momento. Cada partida ganada da 2 puntos, 4 tras dos victorias seguidas.
tournament-rules-swiss = Se enfrentan jugadores con los mismos puntos, y nadie se enfrenta dos veces. Las dos partidas de un emparejamiento dan 1, ½ o 0 puntos.
tournament-rules-round-robin = Todos se enfrentan a todos una vez. Las dos partidas de un emparejamiento dan 1, ½ o 0 puntos.
tournament-two-games = En cada emparejamiento se juegan dos partidas: cada jugador empieza una vez.
# La primera línea del mensaje de inscripción y de la tabla: «**Suizo** · 5 rondas · Duelo
# del círculo, tamaño 12 · 60 segundos por jugada.» { $format } es el formato, { $length }
# uno de los textos tournament-length- de abajo, { $game } el juego con sus opciones.
tournament-heading = **{ $format }** · { $length } · { $game } · { $seconds ->
        [one] { $seconds } segundo
       *[other] { $seconds } segundos
    } por jugada.
tournament-length-minutes = { $minutes ->
        [one] { $minutes } minuto
       *[other] { $minutes } minutos
    }
tournament-length-rounds = { $rounds ->
        [one] { $rounds } ronda
       *[other] { $rounds } rondas
    }
tournament-length-round-robin = una ronda por rival
tournament-length-auto = rondas según el número de jugadores
# El juego con sus opciones: «Duelo del círculo, tamaño 12».
tournament-game-options = { $game }, { $options }
# Una variante del servidor: «`ancho` (Vecinos prohibidos, tamaño 15)»; { $variant } su nombre.
tournament-variant = `{ $variant }` ({ $game })
tournament-variant-options = `{ $variant }` ({ $game }, { $options })
# { $time } es una marca de tiempo de Discord («en 10 minutos»); { $organiser } una mención.
tournament-signup-starts = Empieza { $time }, o antes si { $organiser } lo inicia con `/{ -cmd-tournament } { -cmd-tournament-start }`.
# El nombre del campo de jugadores.
tournament-players = Jugadores ({ $count })
tournament-players-none = Aún no hay nadie. Pulsa **{ -button-join }** para jugar.
# { $players } son las menciones de los jugadores, unidas.
tournament-players-list = { $players }.
tournament-players-more = { $players } y { $more } más.
tournament-signup-footer = { -button-join } o { -button-leave } con los botones de abajo. Cada uno de tus tableros se publica aquí, y te envío un enlace.
# Los botones.
tournament-button-join = { -button-join }
tournament-button-leave = { -button-leave }

## La tabla (el mensaje de inscripción editado; /tournament standings).

tournament-standings-title = 🏆 { $name } · tabla
# La tabla antigua, cuando Discord ya no deja editarla (más de una hora).
tournament-table-moved = Esta tabla sigue en [un mensaje nuevo]({ $link }).
# Una fila: { $rank } el puesto, { $player } una mención, { $points } los puntos («2½»),
# { $won } las partidas ganadas.
tournament-row = `{ $rank }.` { $player } · **{ $points }** · { $won ->
        [one] { $won } ganada
       *[other] { $won } ganadas
    }
# La misma con los desempates: Buchholz (los puntos de los rivales) y SB (Sonneborn-Berger).
tournament-row-tiebreaks = `{ $rank }.` { $player } · **{ $points }** · { $won ->
        [one] { $won } ganada
       *[other] { $won } ganadas
    } · Buchholz { $buchholz } · SB { $sb }
# Un jugador que se retiró: { $row } es su fila, tachada.
tournament-row-withdrawn = ~~{ $row }~~ (se retiró)
tournament-table-empty = Aún no hay resultados.
tournament-table-more = …y { $count } más. `/{ -cmd-tournament } { -cmd-tournament-export }` tiene todas las filas.
# En qué punto está el torneo, bajo la cabecera.
tournament-progress-final = Tabla final.
tournament-progress-cancelled = Cancelado.
tournament-progress-starts = Empieza { $time }.
tournament-progress-running = En curso.
tournament-progress-ends = Termina { $time }.
tournament-progress-round-of = Ronda { $round } de { $rounds }.
tournament-progress-round = Ronda { $round }.
# El pie de la tabla: cómo se ordena.
tournament-key-table = Primero los puntos, luego Buchholz (los puntos de los rivales), después SB (Sonneborn-Berger: los puntos de los rivales a los que ganaste y la mitad de los de aquellos con quienes empataste) y por último la puntuación.
tournament-key-arena = Primero los puntos, luego las partidas ganadas y por último la puntuación.

## El final (público): el podio y luego la tabla final.

tournament-podium-title = 🏆 { $name } ha terminado
# { $medal } es 🥇, 🥈 o 🥉; { $shown } los puntos tal como se escriben («4½»); { $points }
# el mismo número, para el plural.
tournament-podium-line = { $medal } { $player } con { $points ->
        [one] { $shown } punto
       *[other] { $shown } puntos
    }.
tournament-podium-tied = { $medal } { $players }, empatados con { $points ->
        [one] { $shown } punto
       *[other] { $shown } puntos
    } cada uno y los mismos desempates.
tournament-podium-none = Nadie terminó.
tournament-final-table = Tabla final
tournament-podium-footer = /{ -cmd-tournament } { -cmd-tournament-standings } la vuelve a mostrar; /{ -cmd-tournament } { -cmd-tournament-export } da todas las partidas.
# El mensaje de inscripción cuando se cancela el torneo.
tournament-cancelled-by = Cancelado por { $member }.
tournament-cancelled-no-players = Cancelado: se inscribieron menos de dos jugadores.

## Sobre el tablero de un emparejamiento (público): nombra a los dos jugadores. { $a } y { $b }
## son menciones, { $name } el nombre del torneo, { $round } la ronda, { $game } 1 o 2.

tournament-pairing = { $a } { $b }, esta es la partida de los dos en **{ $name }**.
tournament-pairing-round = { $a } { $b }, esta es la partida de los dos en **{ $name }**, ronda { $round }.
tournament-pairing-game = { $a } { $b }, esta es la partida de los dos en **{ $name }**, partida { $game } de 2.
tournament-pairing-round-game = { $a } { $b }, esta es la partida de los dos en **{ $name }**, ronda { $round }, partida { $game } de 2.

## El mensaje directo a cada jugador de un emparejamiento nuevo (en el idioma del servidor).

tournament-bye = { $member }, descansas en la ronda { $round } de **{ $name }**: un punto sin jugar. Tu próxima partida llega con la siguiente ronda.
tournament-dm-ready = Tu partida contra { $opponent } en **{ $name }** está lista: { $link }
tournament-dm-notify-off = Desactiva estos mensajes con `/{ -cmd-notify } { -opt-tournaments }:False`.

## Un torneo en la lista de la opción `tournament`: «12 · Torneo de primavera · Suizo · terminado».

tournament-status-signup = inscripción
tournament-status-running = en curso
tournament-status-over = terminado
tournament-status-cancelled = cancelado

## Respuestas que solo ve el miembro.

# Unirse y Salir.
tournament-joined = Estás en **{ $name }**. Publicaré tus tableros en { $channel } y te enviaré un enlace.
tournament-left = Has salido de **{ $name }**.
tournament-started = **{ $name }** ha empezado.
tournament-cancelled = **{ $name }** se ha cancelado.
tournament-withdrew = Te has retirado de **{ $name }**. Tus partidas sin jugar cuentan como perdidas.
# Sobre el archivo CSV (público). Los nombres de las columnas del archivo siguen en inglés: son datos.
tournament-export = Todas las partidas del torneo { $id } y luego su tabla.
tournament-notify-on = Te enviaré un enlace a cada uno de tus tableros de torneo.
tournament-notify-off = Ya no recibirás enlaces a tus tableros de torneo: búscalos en el canal del torneo.

## Rechazos (solo los ve el miembro).

# «Gestionar servidor» es el nombre que Discord da a este permiso.
tournament-needs-organiser = Solo los miembros con el permiso **Gestionar servidor** pueden crear un torneo.
# { $role } es el rol de organizador del servidor, como mención.
tournament-needs-organiser-role = Solo los miembros con el permiso **Gestionar servidor** o el rol { $role } pueden crear un torneo.
tournament-unknown-format = `{ -opt-format }` debe ser arena, suizo o todos contra todos.
tournament-rounds-swiss-only = `{ -opt-rounds }` solo vale para un torneo suizo.
tournament-minutes-arena-only = `{ -opt-minutes }` solo vale para una arena.
tournament-rounds-range = `{ -opt-rounds }` debe ir de { $low } a { $high }.
tournament-minutes-range = `{ -opt-minutes }` debe ir de { $low } a { $high }.
tournament-turn-seconds-range = `{ -opt-turn-seconds }` debe ir de { $low } a { $high }.
tournament-starts-in-range = `{ -opt-starts-in }` debe ir de { $low } a { $high }.
# { $channels } enumera los canales donde se permiten partidas.
tournament-channel-not-allowed = En este servidor no se permiten partidas en este canal. Prueba en { $channels }.
tournament-game-off = El juego { $game } está desactivado en este servidor.
tournament-game-decided = Con estas opciones, { $game } queda decidido por sus reglas desde el primer movimiento: nada de lo que haga un jugador cambia quién gana, así que un torneo sería cuestión de suerte. Elige otro juego u otras opciones.
tournament-not-found = No encuentro ese torneo.
tournament-no-tournament-here = Este canal no ha tenido ningún torneo. Indica uno con `{ -opt-tournament }`.
tournament-already-signed-up = Ya te has inscrito en este torneo.
tournament-not-signed-up = No te has inscrito en este torneo.
tournament-signup-closed = El torneo ya ha empezado: la inscripción está cerrada.
tournament-over = El torneo ha terminado.
tournament-was-cancelled = El torneo se canceló.
tournament-leave-use-withdraw = El torneo ha empezado: usa `/{ -cmd-tournament } { -cmd-tournament-withdraw }` para dejarlo.
tournament-already-started = El torneo ya ha empezado.
tournament-too-few-players = Un torneo necesita al menos dos jugadores para empezar.
tournament-withdraw-use-leave = El torneo no ha empezado: usa **{ -button-leave }** en su mensaje de inscripción.
tournament-not-playing = No juegas en este torneo.
