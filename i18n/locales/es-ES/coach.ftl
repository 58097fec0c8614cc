# El entrenador: /review, /hint, /puzzle, las respuestas al problema del día, su clasificación
# y las líneas del entrenador en /stats. Las líneas del repaso y el enunciado y las soluciones
# del problema están en otro sitio (review.ftl, puzzles.ftl); aquí, el texto que las rodea.

## Cómo usar el entrenador (/help y /rules, en «Aprender»).

coach-help = Tras una partida, el botón **{ -button-review }** o `/{ -cmd-review }` muestra dónde se ganó y se perdió. Contra mí, `/{ -cmd-hint }` en tu turno. Cada día, `/{ -cmd-puzzle }`; los mejores están en `/{ -cmd-leaderboard }` con `{ -opt-game }`: Problemas diarios.

## El repaso de una partida terminada (solo lo ve quien lo pide).

# El título. { $game } es el nombre del juego, { $id } el número de la partida.
coach-review-title = Repaso · { $game } · partida n.º { $id }
coach-review-no-moves = No se hizo ninguna jugada.
# Nombres de los campos.
coach-review-turning-point = Momento decisivo
coach-review-mistakes-name = Errores
coach-review-result = Resultado
coach-review-hints-name = Pistas
# Los errores de cada jugador. { $first } y { $second } son sus menciones.
coach-review-mistakes = { $first } { $firstCount ->
        [0] no cometió ningún error
        [one] cometió { $firstCount } error
       *[other] cometió { $firstCount } errores
    }; { $second } { $secondCount ->
        [0] no cometió ningún error
        [one] cometió { $secondCount } error
       *[other] cometió { $secondCount } errores
    }.
# { $player } es la mención del miembro que jugó contra el bot.
coach-review-hints = { $player } usó { $count ->
        [one] { $count } pista
       *[other] { $count } pistas
    }.
# El pie, tras las opciones de la partida («tamaño 10»).
coach-review-footer = Cada posición resuelta con exactitud · solo tú puedes ver esto
# La última línea de un repaso demasiado largo para un mensaje.
coach-review-more = … y { $count ->
        [one] { $count } jugada más
       *[other] { $count } jugadas más
    }.

## /hint (solo lo ve quien lo pide). { $number } es el número que jugar; { $hints } cuántas
## pistas pidió el miembro en esta partida, esta incluida.

coach-hint-wins = Pista: { $number } gana. Pistas usadas en esta partida: { $hints }.
coach-hint-holds-out = Aquí no hay jugada ganadora: contra un juego perfecto, todas pierden; { $number } es la que más resiste. Pistas usadas en esta partida: { $hints }.

## El problema del día (/puzzle), publicado para todo el canal.

coach-puzzle-title = 🧩 Problema del día · { $game }
# El otro lado al principio de una frase («Tu rival tomó el 4.»).
coach-puzzle-opponent-start = Tu rival
# Your own claim, when you have another one this turn.
coach-puzzle-you-played = Has jugado el { $number }.
# Nombre de campo: la jugada que llevó a la posición del problema.
coach-puzzle-last-move = Última jugada
# El pie. { $day } es el día del problema, { $options } las opciones («tamaño 10»).
coach-puzzle-footer = { $day } (UTC) · { $options } · una respuesta por persona: pulsa un número

## La respuesta de un miembro (solo la ve él). { $explanation } explica por qué: la solución,
## o cómo gana el rival tras el número equivocado.

coach-answer-right = ✅ ¡Correcto! { $explanation }
coach-answer-wrong = ❌ Ese no: { $explanation }

## La clasificación de los problemas (/leaderboard, juego «Problemas diarios»).

coach-puzzles-title = 🧩 Clasificación · problemas diarios
coach-puzzles-empty = Aún nadie ha resuelto ningún problema. ¡Prueba el de hoy con `/{ -cmd-puzzle }`!
# Una fila: { $rank } el puesto, { $player } la mención, { $solved } problemas resueltos.
coach-puzzles-row = `#{ $rank }` { $player } · { $solved ->
        [one] **{ $solved }** resuelto
       *[other] **{ $solved }** resueltos
    }
# La misma fila para quien resolvió el problema { $days } días seguidos.
coach-puzzles-row-streak = `#{ $rank }` { $player } · { $solved ->
        [one] **{ $solved }** resuelto
       *[other] **{ $solved }** resueltos
    } · { $days ->
        [one] { $days } día seguido
       *[other] { $days } días seguidos
    }
coach-puzzles-page = Página { $page }/{ $pages }

## Las líneas del entrenador en /stats.

coach-stats-puzzles-name = Problemas diarios
coach-stats-puzzles = { $solved ->
        [one] { $solved } resuelto
       *[other] { $solved } resueltos
    } · racha actual: { $streak ->
        [0] ninguna
        [one] { $streak } día
       *[other] { $streak } días
    }
coach-stats-hints-name = Pistas
coach-stats-hints = { $count ->
        [one] { $count } pista usada
       *[other] { $count } pistas usadas
    } contra mí.

## Rechazos (solo los ve el miembro que pidió).

coach-no-such-match = No encuentro esa partida en este servidor.
coach-no-such-puzzle = No encuentro ese problema en este servidor.
coach-no-finished-match = No tienes ninguna partida terminada en este canal para repasar.
coach-not-finished = Esa partida aún no ha terminado: solo repaso partidas terminadas.
coach-aborted = Esa partida se interrumpió antes de que jugaran los dos, así que no hay nada que repasar.
coach-never-played = Ese desafío nunca se jugó, así que no hay nada que repasar.
coach-not-against-bot = Lo siento, las pistas son para partidas contra mí, no entre personas.
coach-time-ran-out = Se acabó el tiempo de este turno; la partida ha terminado.
# { $day } es el día del problema; { $solution } da el número ganador y por qué.
coach-puzzle-closed = Lo siento, ese problema está cerrado (era el del { $day }). Su solución: { $solution }
# { $number } es la primera respuesta del miembro.
coach-already-answered-right = Ya has respondido a este problema: { $number } (correcto). Una respuesta por problema; ¡mañana llega otro!
coach-already-answered-wrong = Ya has respondido a este problema: { $number } (incorrecto). Una respuesta por problema; ¡mañana llega otro!
