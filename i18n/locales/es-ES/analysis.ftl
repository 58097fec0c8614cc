# El árbitro (/analyze y el veredicto de /config variant-add): quién gana una partida con juego
# perfecto, y cómo. Solo lo ve el miembro que lo pidió. $player: «first» o «second», quien
# juega primero o segundo (un selector: el texto no nombra a nadie).

analysis-over = La partida ha terminado: { $player ->
    [first] ganó el primer jugador
   *[second] ganó el segundo jugador
}.
# $size: cuántos números tiene el juego.
analysis-fixed = Con { $size ->
    [one] { $size } número
   *[other] { $size } números
}, { $player ->
    [first] el primer jugador
   *[second] el segundo jugador
} gana siempre: ninguna jugada puede cambiar el resultado.
# $how: una de las partes de frase analysis-*-move(s)-* de abajo.
analysis-perfect-play = { $player ->
    [first] El primer jugador
   *[second] El segundo jugador
} gana con juego perfecto: { $how }.

## Cómo les va a las jugadas ($how arriba): en minúscula, sin punto. $first es «yes» para la
## primera jugada de la partida («primeras jugadas»), «no» para una posición posterior
## («jugadas»). $total: las jugadas posibles; $won: las ganadoras entre ellas; $numbers: esas,
## unidas con «y» (4 como mucho).

analysis-only-move-wins = { $first ->
    [yes] la única primera jugada posible gana
   *[no] la única jugada posible gana
}
analysis-all-moves-win = { $first ->
    [yes] las { $total } posibles primeras jugadas ganan
   *[no] las { $total } jugadas posibles ganan
}
analysis-some-moves-win = { $first ->
    [yes] { $won ->
        [one] { $won } de las { $total } posibles primeras jugadas gana
       *[other] { $won } de las { $total } posibles primeras jugadas ganan
    } ({ $numbers })
   *[no] { $won ->
        [one] { $won } de las { $total } jugadas posibles gana
       *[other] { $won } de las { $total } jugadas posibles ganan
    } ({ $numbers })
}
analysis-some-moves-win-such-as = { $first ->
    [yes] { $won } de las { $total } posibles primeras jugadas ganan, como { $numbers }
   *[no] { $won } de las { $total } jugadas posibles ganan, como { $numbers }
}
analysis-only-move-loses = { $first ->
    [yes] la única primera jugada posible pierde
   *[no] la única jugada posible pierde
}
analysis-all-moves-lose = { $first ->
    [yes] las { $total } posibles primeras jugadas pierden
   *[no] las { $total } jugadas posibles pierden
}

## Cuánto dura una partida perfecta.

analysis-length = Una partida perfecta dura { $moves ->
    [one] { $moves } jugada
   *[other] { $moves } jugadas
}.
# Desde una posición tras la primera jugada.
analysis-length-more = Con juego perfecto, la partida dura { $moves ->
    [one] { $moves } jugada
   *[other] { $moves } jugadas
} más.
# Un juego de varios números por turno.
analysis-claims = Cada número marcado cuenta como una jugada.

## El mensaje de /analyze.

# El pie del embed.
analysis-footer = Resuelto con exactitud: el juego perfecto es hacer siempre la mejor jugada · solo tú puedes ver esto
# Cadena de números sin `start`: cada partida sortea el suyo, así que no hay una única respuesta.
analysis-start-missing = { $game } no tiene un veredicto único hasta que se elija su número inicial: añade `{ -opt-start }`, del 1 al tamaño.
