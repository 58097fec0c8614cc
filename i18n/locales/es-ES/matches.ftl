# Mensajes de los comandos de partida: /challenge, /claim, /resign, /board, y las menciones
# sobre un tablero.

## Públicos (en el idioma del servidor)
match-challenged = ¡{ $opponent }, te han desafiado!
match-rematch-ping = ¡{ $opponent }, una revancha!
match-series-next-ping = { $member }, partida { $number } de tu serie: te toca.

## Solo para el miembro
match-played = Has jugado el { $number }.
match-played-claims-left = Has jugado el { $number }. { $count ->
    [one] Te queda { $count } número en este turno.
   *[other] Te quedan { $count } números en este turno.
}
match-resigned = Te has rendido.
match-resigned-series = Te has rendido en la serie.

## La lista de números de /claim (texto simple, 100 caracteres como máximo)
match-claim-in-server = Juega en un canal de servidor.
match-claim-no-match = No tienes ninguna partida en este canal. Empieza una con /{ -cmd-challenge }.
match-claim-not-started = Tu partida no ha empezado: el desafío aún espera respuesta.
match-claim-over = Tu partida aquí ha terminado. Empieza otra con /{ -cmd-challenge }.
match-claim-member-to-move = No es tu turno: le toca a { $member }.
match-claim-opponent-to-move = No es tu turno: le toca a tu rival.
match-claim-none-left = No queda ningún número por jugar.

# The board's Resign asks first; the question's Resign resigns, Keep playing changes nothing.
match-resign-question = ¿Rendirte en la partida n.º { $match }?
match-resign-kept = Sigues jugando la partida n.º { $match }: no ha cambiado nada.
match-resigned-match = Te has rendido en la partida n.º { $match }.
# /claim given no number while some are open (the list's line, or text typed for it).
match-claim-type-number = Escribe el número que juegas: { $numbers }.
## Quien desafía recibe la respuesta: un mensaje nuevo que lo menciona.
match-challenged-open = ¡Cualquiera de aquí puede aceptar el desafío de { $challenger }!
match-notice-accepted = { $challenger }, { $opponent } ha aceptado tu desafío: ¡empieza la partida! { $first ->
    [you] Juegas primero.
   *[them] { $opponent } juega primero.
}
match-notice-board = [Ir al tablero]({ $link }).
match-notice-declined = { $challenger }, { $opponent } ha rechazado tu desafío.
match-notice-expired = { $challenger }, tu desafío a { $opponent } ha caducado: no respondió a tiempo.
match-notice-expired-open = { $challenger }, tu desafío abierto ha caducado: nadie lo aceptó a tiempo.
