# Los textos de los juegos (rules/): sus nombres, el rechazo de una jugada o de una opción, la
# frase de la última jugada, las etiquetas del tablero y lo que /rules dice de cada juego.
# Números en cifras ({ $number }); los nombres de opciones son los de terms.ftl, entre backticks.

## Los nombres de los juegos (título de un tablero, elección del juego, /rules).

rules-title-non-consecutive = Sin consecutivos
rules-title-forbidden-adjacent = Vecinos prohibidos
rules-title-number-capture = Captura de números
rules-title-circle-duel = Duelo del círculo
rules-title-number-chain = Cadena de números
# Un juego añadido más tarde, sin nombre en este idioma: su nombre en inglés.
rules-title-other = { $title }

## Lo que /rules (y /help) dice de cada juego: un resumen de una línea, las reglas de la carta
## (una viñeta por línea) y las reglas de la casa. N es la cantidad de números en juego.

rules-summary-non-consecutive = Elige números que no estén junto a ningún número elegido. Gana quien elige el último.
rules-card-non-consecutive =
    • La línea va del 1 al N (20 si no fijas `{ -opt-size }`).
    • En tu turno, elige un número disponible. Sus dos vecinos dejan de estar disponibles para los dos jugadores (con `{ -opt-forbid }:1,3`, los que están a 1 y a 3).
    • Con `{ -opt-claims }:2` o `{ -opt-claims }:3`, en tu turno eliges esa cantidad de números, uno tras otro.
    • Si en tu turno no te queda ningún número que elegir, pierdes.
rules-house-non-consecutive = La misma idea que { rules-title-forbidden-adjacent } en una línea más larga, sin colores por jugador y con las mismas opciones (`{ -opt-forbid }`, `{ -opt-claims }`). Quién juega primero se sortea, salvo que quien desafía elija `{ -opt-first }`.

rules-summary-forbidden-adjacent = Marca números; los vecinos de cada número marcado quedan prohibidos. Gana quien marca el último.
rules-card-forbidden-adjacent =
    • La línea va del 1 al N (9 si no fijas `{ -opt-size }`). Los números marcados de cada jugador tienen su propio color en el tablero.
    • En tu turno, marca un número que no esté marcado ni prohibido. Sus vecinos quedan prohibidos (con `{ -opt-forbid }:1,3`, los que están a 1 y a 3).
    • Con `{ -opt-claims }:2` o `{ -opt-claims }:3`, en tu turno marcas esa cantidad de números, uno tras otro; cada uno prohíbe números al instante, también para tu siguiente número.
    • Si en tu turno no puedes marcar nada, pierdes.
rules-house-forbidden-adjacent = Las variaciones de estas reglas son opciones: una línea más larga (`{ -opt-size }`, hasta 25), tu propia regla de prohibición (`{ -opt-forbid }`: distancias del 1 al 5, como `1,2` para los dos números de cada lado) y varios números por turno (`{ -opt-claims }`). Algunas combinaciones limitan `{ -opt-size }` para que cada posición siga resuelta con exactitud; si te pasas, te digo el límite.

rules-summary-number-capture = Captura números de una lista común. Gana quien captura el último número.
rules-card-number-capture =
    • La lista común tiene los números del 1 al N (9 si no fijas `{ -opt-size }`).
    • La primera captura puede ser cualquier número. Después no puedes capturar un número junto al último capturado por cualquiera de los dos.
    • Gana quien captura el último número que queda.
rules-house-number-capture = Si no tienes ninguna captura posible, pasas, y la restricción se levanta para la siguiente captura de tu rival (como en el primer turno), así que toda partida termina.

rules-summary-circle-duel = Toma números alrededor de un círculo, cada uno junto al último tomado. Gana quien juega el último.
rules-card-circle-duel =
    • Los números del 1 al N (10 si no fijas `{ -opt-size }`) forman un círculo: el 1 está junto al 2 y al N.
    • La primera jugada puede tomar cualquier número; después debes tomar un número libre junto al último tomado.
    • Si en tu turno no puedes jugar, pierdes.
rules-house-circle-duel = Un número tomado deja un hueco: el círculo no se cierra. Por eso cada partida dura exactamente N jugadas y solo el tamaño decide quién gana: con N par gana quien juega segundo; con N impar, quien juega primero. Así que un Duelo del círculo es solo por diversión: el tablero dice quién gana antes de que nadie acepte, y el resultado no cambia ninguna puntuación.

rules-summary-number-chain = Alarga la cadena con uno más, uno menos, el doble o la mitad del último número. Gana quien juega el último.
rules-card-number-chain =
    • La cadena empieza con un número del 1 al N (9 si no fijas `{ -opt-size }`).
    • En tu turno, añade un número sin usar que sea uno más, uno menos, el doble o la mitad del último número de la cadena.
    • Si en tu turno no puedes alargar la cadena, pierdes.
rules-house-number-chain = El número inicial lo elige quien desafía con `{ -opt-start }`, o se sortea; cuenta como usado. Quien juega primero añade el primer número tras él.

## Cómo termina una partida jugada hasta el final, en el resultado del tablero ($winner, $loser: menciones).

rules-end-stuck = ¡{ $winner } gana! { $loser } no tiene ninguna jugada válida.
rules-end-capture = ¡{ $winner } captura el último número y gana!

## Las opciones de un juego: sus nombres y el rechazo de un valor.

# El nombre de una opción en las frases de abajo: el término que muestra Discord.
rules-option-name = { $option ->
    [size] { -opt-size }
    [start] { -opt-start }
    [forbid] { -opt-forbid }
    [claims] { -opt-claims }
   *[other] { $option }
}
rules-option-whole-number = `{ $option }` debe ser un número entero.
rules-option-range = `{ $option }` debe ir de { $low } a { $high }.
# $values: los valores permitidos, unidos con «o» («1, 2 o 3»).
rules-option-one-of = `{ $option }` debe ser { $values }.
# $game: el nombre del juego.
rules-option-needed = { $game } necesita la opción `{ $option }`.
rules-unknown-option = { $game } no tiene la opción `{ $option }`.
rules-forbid-refusal = `{ -opt-forbid }` admite distancias del 1 al 5, como `1,3`.
# El mayor tamaño con estas opciones: $options une las dos de abajo con «y».
rules-cap-size = Con { $options }, `{ -opt-size }` llega hasta { $cap }.
rules-cap-claims = `{ -opt-claims }:{ $claims }`
rules-cap-forbid = `{ -opt-forbid }:{ $forbid }`

## Por qué se rechaza una jugada (se lo dice al miembro que la intentó).

rules-move-whole-number = Elige un número entero.
rules-move-game-over = La partida ha terminado.
rules-move-off-board = El { $number } no está en el tablero (del 1 al { $size }).
rules-move-taken = El { $number } ya está ocupado.
rules-capture-next-to-last = El { $number } está junto al { $last }, el último número capturado.
rules-chain-in-chain = El { $number } ya está en la cadena.
rules-chain-not-next = El { $number } no sigue al { $last }: añade uno más o uno menos que { $last }, o su doble o su mitad.
rules-circle-not-next = El { $number } no está junto al { $last } en el círculo.
# Vecinos prohibidos: un número a una distancia prohibida de uno marcado ($distance: del 3 al 5).
rules-forbidden-next-to = El { $number } está prohibido: está junto al { $near }.
rules-forbidden-two-away = El { $number } está prohibido: está a dos del { $near }.
rules-forbidden-away = El { $number } está prohibido: está a { $distance } del { $near }.
# Sin consecutivos: lo mismo, con la palabra de este juego.
rules-unavailable-next-to = El { $number } no está disponible: está junto al { $near }.
rules-unavailable-two-away = El { $number } no está disponible: está a dos del { $near }.
rules-unavailable-away = El { $number } no está disponible: está a { $distance } del { $near }.

## La última jugada, bajo el tablero. $player: una mención. $numbers: una lista con «y»;
## $count: cuántos números contiene.

rules-capture-move = { $player } capturó el { $number }.
rules-capture-pass = { $player } no puede capturar nada ({ $numbers } { $count ->
    [one] está
   *[other] están
} junto al { $number }) y pasa.
rules-chain-move = { $player } añadió el { $number }.
# La carta del terminal escribe la cadena tras la jugada.
rules-chain-move-card = { $player } añadió el { $number }: { $chain }.
rules-circle-move = { $player } tomó el { $number }.
# La carta del terminal no nombra a nadie.
rules-circle-move-card = Número { $number } tomado.
rules-nonconsec-move = { $player } eligió el { $number }.
rules-unavailable-now = { $count ->
    [one] El número { $numbers } ya no está disponible.
   *[other] Los números { $numbers } ya no están disponibles.
}
# La carta del terminal nombra también los vecinos más allá de la línea ($beyond).
rules-unavailable-now-beyond = Los números { $numbers } ya no están disponibles ({ $beyond } { $beyond_count ->
    [one] queda
   *[other] quedan
} fuera de la lista).
rules-unavailable-none = Ningún número deja de estar disponible.
rules-forbidden-move = { $player } marcó el { $number }.
rules-forbidden-new = { $count ->
    [one] El número { $numbers } queda prohibido.
   *[other] Los números { $numbers } quedan prohibidos.
}
rules-forbidden-none-new = Ningún número nuevo queda prohibido.

## Duelo del círculo: por qué las reglas solas deciden quién gana, una parte de frase del
## repaso («Ninguna elección de esta partida cambió el resultado: <esta parte>. ...»).

rules-circle-fixed-first = con { $size } números cada partida dura { $size } jugadas, así que gana quien juega primero
rules-circle-fixed-second = con { $size } números cada partida dura { $size } jugadas, así que gana quien juega segundo

## Las etiquetas del tablero (un bloque de código). $numbers: los números como los escribe el
## tablero («[1, 2, 3]», «1-8, 12-20», «3 4 6»).

rules-board-shared-list = Lista común: { $numbers }
rules-board-chain = Cadena actual: { $numbers }
rules-board-available = Números disponibles: { $numbers }
rules-board-last-number = Último número: { $number }
rules-board-possible-moves = Jugadas posibles: { $numbers }
rules-board-circle-start = Números disponibles: { $numbers }
rules-board-circle-last = Último número tomado: { $number }
rules-board-circle-adjacent = Vecinos disponibles: { $numbers }
rules-board-circle-adjacent-none = Vecinos disponibles: ninguno
# Ya no queda ningún número que elegir.
rules-board-none = Ninguno
# $ranges: «1-8, 12-20»; $numbers: los números entre ellos que nadie puede elegir.
rules-board-available-excluding = { $ranges } (salvo { $numbers })
rules-board-number-line = Línea: { $numbers }
rules-board-forbidden = Números prohibidos: { $numbers }
