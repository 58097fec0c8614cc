# El repaso tras una partida (botón Repasar, /review): una línea por jugada con su veredicto,
# el momento decisivo y los errores de cada jugador. $player, $winner, $loser: los jugadores
# (menciones). $move: el número de la jugada. $numbers: números unidos con «o»; $count: cuántos
# hay en total (si son más de 4, solo se muestran 4).

## Una jugada de la partida: «7. @alice jugó el 4: un error; el 2 o el 6 habrían ganado.»

review-line = { $move }. { $player } jugó el { $number }: { $verdict }.
# Captura de números: quien no puede capturar nada pasa.
review-line-pass = { $move }. { $player } pasó: { $verdict }.

## Los veredictos ($verdict arriba): en minúscula, sin punto.

review-verdict-forced = no se podía capturar nada
review-verdict-only = la única jugada posible
# Cuando ninguna jugada de toda la partida podía cambiar quién ganaba.
review-verdict-settled = ninguna elección aquí cambió el resultado
review-verdict-only-winning = la única jugada ganadora
review-verdict-winning = una jugada ganadora
review-verdict-mistake = { $count ->
    [one] un error; { $numbers } habría ganado
   *[other] un error; { $numbers } habrían ganado
}
review-verdict-mistake-many = un error; otros números habrían ganado, como { $numbers }
# Todas las jugadas perdían: el veredicto dice si esta resistió más que ninguna.
review-verdict-lost = ya perdida
review-verdict-lost-longest = ya perdida; esta resistió más que ninguna
review-verdict-lost-longer = { $count ->
    [one] ya perdida; { $numbers } habría resistido más
   *[other] ya perdida; { $numbers } habrían resistido más
}
review-verdict-lost-longer-many = ya perdida; { $count ->
    [one] { $count } jugada habría
   *[other] { $count } jugadas habrían
} resistido más, como { $numbers }

## El momento decisivo de la partida, o por qué no lo hubo.

review-not-over = La partida aún no ha terminado.
review-no-moves = No se hizo ninguna jugada antes de que terminara la partida.
# Un abandono o el tiempo agotado terminó la partida.
review-no-turning-point-on-board = Sin momento decisivo en el tablero: { $loser } aún iba ganando cuando terminó la partida.
# $reason: la razón propia del juego (por ejemplo «con 10 números cada partida dura 10 jugadas,
# así que gana quien juega segundo»).
review-decided-by-rules = Ninguna elección de esta partida cambió el resultado: { $reason }. { $winner } iba a ganar de todos modos.
review-decided = Ninguna elección de esta partida cambió el resultado: { $winner } iba a ganar de todos modos.
review-no-turning-point = Sin momento decisivo: con un juego perfecto, { $winner } iba ganando desde la jugada 1 y nunca soltó la victoria.
review-turning-point = La partida cambió en la jugada { $move }: { $loser } jugó el { $number }; { $count ->
    [one] { $numbers } habría mantenido la victoria
   *[other] { $numbers } habrían mantenido la victoria
}. Desde entonces { $winner } tuvo la victoria asegurada.
review-turning-point-many = La partida cambió en la jugada { $move }: { $loser } jugó el { $number }; { $count ->
    [one] { $count } jugada habría
   *[other] { $count } jugadas habrían
} mantenido la victoria, como { $numbers }. Desde entonces { $winner } tuvo la victoria asegurada.

## Los errores de cada jugador.

review-mistakes = { $first } { $first_count ->
    [0] no cometió ningún error
    [one] cometió { $first_count } error
   *[other] cometió { $first_count } errores
}, { $second } { $second_count ->
    [0] no cometió ningún error
    [one] cometió { $second_count } error
   *[other] cometió { $second_count } errores
}.
# La línea bajo las jugadas.
review-mistakes-line = Errores: { $mistakes }
