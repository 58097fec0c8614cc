# El tablero de una partida: el mensaje público del canal (en el idioma del servidor).
# Los comentarios de en/board.ftl explican cada mensaje.

## Título
board-title = { $game } · partida n.º { $id }
board-title-variant = { $game } · { $variant } · partida n.º { $id }

## Campos
board-field-series = Serie
board-field-players = Jugadores
board-field-expires = Caduca
board-field-turn = Turno
board-field-for-fun = Solo por diversión
board-field-result = Resultado
board-field-last-move = Última jugada
board-field-legend = Botones

## Opciones
# Options inside sentences are words of the language (the option names are for commands).
board-option = { $option ->
    [size] tamaño { $value }
    [start] número inicial { $value }
    [forbid] distancias prohibidas { $value }
    [claims] { $value } números por turno
   *[other] { $option } { $value }
}
board-variant-choice = { $name }: { $details }
board-best-of = al mejor de { $count }

## Desafío
board-challenge = { $challenger } desafía a { $opponent } a **{ $game }** ({ $options }).
board-challenge-variant = { $challenger } desafía a { $opponent } a **{ $variant }**, la variante de { $game } de este servidor ({ $options }).
board-challenge-question = { $opponent }, ¿aceptas?
board-declined = { $opponent } ha rechazado el desafío de { $challenger }.
board-cancelled = { $challenger } ha cancelado el desafío a { $opponent }.
board-expired = Este desafío ha caducado: { $opponent } no respondió a tiempo.

## Jugadores
board-players-open = { $first } juega primero y { $second }, segundo.
board-players-done = { $first } jugó primero y { $second }, segundo.
board-bot-level = { $bot } ({ $level ->
    [easy] fácil
    [normal] normal
   *[perfect] perfecto
})

## Turno
board-turn = Le toca a { $mover }.
board-turn-deadline = Le toca a { $mover } (el turno acaba { $when }).
board-turn-claims = Le toca a { $mover }: { $count ->
    [one] le queda { $count } número
   *[other] le quedan { $count } números
} en este turno.
board-turn-claims-deadline = Le toca a { $mover }: { $count ->
    [one] le queda { $count } número
   *[other] le quedan { $count } números
} en este turno (el turno acaba { $when }).

## Ganador decidido de antemano
board-fixed = { $member } juega { $order ->
    [first] primero
   *[second] segundo
} y siempre gana { $setup ->
    [size] con { $size } números
   *[options] con estas opciones
}: esta partida es { $rated ->
    [bot] solo por diversión
   *[people] solo por diversión y no es clasificatoria
}.
board-fixed-finished = Esta partida fue { $rated ->
    [bot] solo por diversión
   *[people] solo por diversión y no fue clasificatoria
}: { $setup ->
    [size] con { $size } números
   *[options] con estas opciones
}, quien juega { $order ->
    [first] primero
   *[second] segundo
} no puede perder.

## Resultado
board-end-resigned = ¡{ $winner } gana! { $loser } se ha rendido.
board-end-timeout = ¡{ $winner } gana! A { $loser } se le acabó el tiempo.
board-over = La partida ha terminado.
board-unrated = No clasificatoria: entre los dos ya se ha alcanzado el límite de partidas clasificatorias en 24 horas de este servidor (la victoria y la derrota cuentan igualmente).
board-aborted = Interrumpida antes de que jugaran los dos: esta partida no cuenta.
board-aborted-resigned = Interrumpida: { $member } se rindió antes de que jugaran los dos, así que esta partida no cuenta.
board-aborted-timeout = Interrumpida: a { $member } se le acabó el tiempo antes de que jugaran los dos, así que esta partida no cuenta.
board-voided = Anulada por { $moderator }: esta partida no cuenta.
board-voided-had-ended = (Ya había terminado: { $result })

## Tablero antiguo
board-moved = Esta partida sigue en [un tablero nuevo]({ $link }).

## Pie
board-hint-play = Pulsa un número azul en tu turno o usa /{ -cmd-claim }.
board-hint-finished = { -button-rematch } para otra partida, { -button-review } para ver dónde se ganó y se perdió.
board-hint-series-game = { -button-review } para ver dónde se ganó y se perdió.
board-hint-aborted = { -button-rematch } para volver a jugarla.

## Botones
board-button-accept = { -button-accept }
board-button-decline = { -button-decline }
board-button-cancel = { -button-cancel }
board-button-resign = { -button-resign }
board-button-rules = { -button-rules }
board-button-keep-playing = { -button-keep-playing }
board-button-rematch = { -button-rematch }
board-button-review = { -button-review }
board-button-replay = { -button-replay }

## Los números de cada jugador, bajo el tablero
board-owned-list-default = { $who ->
    [you] Tus números
    [opponent] Los números de tu rival
   *[member] Números de { $member }
}: { $numbers }.
board-owned-none-default = { $who ->
    [you] Aún no tienes números.
    [opponent] Tu rival aún no tiene números.
   *[member] { $member } aún no tiene números.
}
board-owned-list-forbidden-adjacent = { $who ->
    [you] Tus números marcados
    [opponent] Los números marcados de tu rival
   *[member] Números marcados de { $member }
}: { $numbers }.
board-owned-none-forbidden-adjacent = { $who ->
    [you] Aún no has marcado ningún número.
    [opponent] Tu rival aún no ha marcado ningún número.
   *[member] { $member } aún no ha marcado ningún número.
}
board-owned-list-number-capture = { $who ->
    [you] Tus capturas
    [opponent] Las capturas de tu rival
   *[member] Capturas de { $member }
}: { $numbers }.
board-owned-none-number-capture = { $who ->
    [you] Aún no has capturado nada.
    [opponent] Tu rival aún no ha capturado nada.
   *[member] { $member } aún no ha capturado nada.
}

## Leyenda: qué significa cada color
board-legend-open-default = Azul: puedes jugarlo ahora.
board-legend-first-default = Verde: números de { $member }.
board-legend-second-default = Rojo: los de { $member }.
board-legend-done-default = Gris { $mark }: jugado.
board-legend-blocked-default = Gris: no permitido ahora.
board-legend-never-default = Gris: nunca jugado.
# Under the card's board of the line games: who P1 and P2 are (they swap each game of a series).
board-marks-players = En la línea de arriba, P1 marca los números de { $first } y P2 los de { $second }.
board-legend-open-circle-duel = Azul: puedes tomarlo ahora.
board-legend-done-circle-duel = Gris { $mark }: tomado.
board-legend-blocked-circle-duel = Gris: no está junto al último número.
board-legend-never-circle-duel = Gris: nunca tomado.
# Under a Circle Duel board: its numbers in ring order (the last one underlined, its
# neighbours in bold), so that the largest number next to 1 shows.
board-circle = Alrededor del círculo: { $ring } y otra vez { $first }.
board-circle-last = Alrededor del círculo: { $ring } y otra vez { $first }. El { $last } está entre el { $left } y el { $right }.
board-legend-open-forbidden-adjacent = Azul: puedes marcarlo ahora.
board-legend-first-forbidden-adjacent = Verde: marcados por { $member }.
board-legend-second-forbidden-adjacent = Rojo: marcados por { $member }.
board-legend-done-forbidden-adjacent = Gris { $mark }: marcado.
board-legend-blocked-forbidden-adjacent = Gris: prohibido.
board-legend-never-forbidden-adjacent = Gris: nunca marcado.
board-legend-open-non-consecutive = Azul: puedes elegirlo ahora.
board-legend-done-non-consecutive = Gris { $mark }: elegido.
board-legend-blocked-non-consecutive = Gris: demasiado cerca de un número elegido.
board-legend-never-non-consecutive = Gris: nunca elegido.
board-legend-open-number-capture = Azul: puedes capturarlo ahora.
board-legend-first-number-capture = Verde: capturados por { $member }.
board-legend-second-number-capture = Rojo: capturados por { $member }.
board-legend-done-number-capture = Gris { $mark }: capturado.
board-legend-blocked-number-capture = Gris: junto al último número capturado.
board-legend-never-number-capture = Gris: nunca capturado.
board-legend-open-number-chain = Azul: puedes añadirlo ahora.
board-legend-done-number-chain = Gris { $mark }: en la cadena.
board-legend-blocked-number-chain = Gris: no es uno más, uno menos, el doble ni la mitad del último número.
board-legend-never-number-chain = Gris: nunca en la cadena.

## Serie
board-series-game = Partida { $number } · al mejor de { $best } · { $score }.
board-series-pairing-game = Partida { $number } de { $games } · { $score }.
board-series-draw = El emparejamiento ha terminado en empate.
board-series-won = 🏆 ¡{ $winner } gana la serie!
board-series-won-resigned = 🏆 { $winner } gana la serie: { $member } se rindió.
board-series-unfinished = La serie ha terminado sin ganador.
board-series-replayed = La partida { $number } se vuelve a jugar abajo.
board-series-new-game = Abajo empieza una nueva partida { $number }.
board-series-next = Abajo empieza la partida { $number }.

## Páginas
board-pager-prev = ◀ Anterior
board-pager-next = Siguiente ▶

## Un desafío abierto (/challenge sin rival): cualquiera de aquí puede aceptarlo.
board-challenge-open = { $challenger } desafía a cualquiera de aquí a **{ $game }** ({ $options }).
board-challenge-open-variant = { $challenger } desafía a cualquiera de aquí a **{ $variant }**, la variante de { $game } de este servidor ({ $options }).
board-challenge-open-question = Cualquiera de aquí puede aceptar: pulsa **{ -button-accept }** para jugar.
board-players-open-seat = { $order ->
    [first] { $challenger } juega primero y quien acepte, segundo.
   *[second] Quien acepte juega primero y { $challenger }, segundo.
}
board-open-seat-member = Quien acepte
board-cancelled-open = { $challenger } ha cancelado el desafío abierto.
board-expired-open = Este desafío abierto ha caducado: nadie lo aceptó a tiempo.
