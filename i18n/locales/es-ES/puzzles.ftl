# El problema del día (/puzzle): la consigna bajo el tablero y la explicación tras una
# respuesta. Quien lo resuelve es «tú»; el otro lado es «tu rival».
# $moves: cuántas jugadas dura la victoria (las de ambos lados, la respuesta incluida).

puzzle-task = Te toca: encuentra el único número ganador. Gana en { $moves ->
    [one] { $moves } jugada
   *[other] { $moves } jugadas
}, responda lo que responda tu rival.
# En un juego de varios números por turno, $claims: los números que quedan en este turno.
puzzle-task-claims = Te toca (te { $claims ->
    [one] queda { $claims } número
   *[other] quedan { $claims } números
} en este turno): encuentra el único número ganador. Gana en { $moves ->
    [one] { $moves } jugada
   *[other] { $moves } jugadas
}, responda lo que responda tu rival.

## Tras una respuesta correcta (también tras «Su solución:» cuando el problema ya está cerrado).
## $then: las jugadas que siguen con el mejor juego, como «7, 3, pasa, 9».

puzzle-solution = El { $number } es el único número ganador: ganas en { $moves ->
    [one] { $moves } jugada
   *[other] { $moves } jugadas
}.
puzzle-solution-then = El { $number } es el único número ganador (después { $then }): ganas en { $moves ->
    [one] { $moves } jugada
   *[other] { $moves } jugadas
}.
# La palabra de una serie de jugadas para un jugador que no podía capturar nada.
puzzle-pass = pasa

## Tras una respuesta incorrecta, detrás de «❌ Este no: » (por eso empieza en minúscula).
## $number: el número respondido; $reply: la respuesta ganadora del rival; $own: tus propios
## números restantes en este turno, con el mejor juego; $then: el mejor juego después.

puzzle-wrong-ends = tras el { $number }, tu rival gana.
puzzle-wrong = tras el { $number }, tu rival gana con el { $reply }.
puzzle-wrong-then = tras el { $number }, tu rival gana con el { $reply } (después { $then }).
puzzle-wrong-own = tras el { $number } (después { $own }), tu rival gana con el { $reply }.
puzzle-wrong-own-then = tras el { $number } (después { $own }), tu rival gana con el { $reply } (después { $then }).
