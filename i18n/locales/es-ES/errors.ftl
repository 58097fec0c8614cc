# Rechazos y errores de las partidas; solo los ve el miembro que pulsó o usó el comando
# (en su idioma). Los comentarios de en/errors.ftl explican cada mensaje.

## Rechazos del servicio de partidas
error-unknown-game = No conozco el juego `{ $game }`. Elige uno de la lista.
error-no-such-match = No encuentro esa partida.
error-no-such-series = No encuentro esa serie.
error-not-your-match = Esa no es tu partida. Empieza la tuya con `/{ -cmd-challenge }`.
error-not-your-turn = No es tu turno: espera la jugada de tu rival.
error-match-over = Esa partida ha terminado. Empieza otra con `/{ -cmd-challenge }`.
error-time-ran-out = Se acabó el tiempo de este turno; la partida ha terminado.
error-not-pending = Ese desafío ya no está abierto. Envía otro con `/{ -cmd-challenge }`.
error-not-accepted-yet = Ese desafío aún no se ha aceptado.
error-not-started = Ese desafío aún no ha empezado: cancélalo o recházalo.
error-challenge-expired = Ese desafío ha caducado. Envía otro con `/{ -cmd-challenge }`.
error-turn-already-played = Ese turno ya se jugó.
error-no-match-here = No tienes ninguna partida en curso en este canal. Empieza una con `/{ -cmd-challenge }`.
error-not-a-series = Tu partida aquí es una partida suelta, no una serie: usa `/{ -cmd-resign }` para rendirte.
error-series-still-going = Esa serie sigue en marcha: juega su siguiente partida.

## Responder a un desafío
error-accept-own-challenge = No puedes aceptar tu propio desafío; espera a { $opponent } (o cancélalo).
error-decline-own-challenge = No puedes rechazar tu propio desafío; espera a { $opponent } (o cancélalo).
error-challenge-not-for-you = Ese desafío no es para ti.
error-only-challenger-cancels = Solo quien desafía puede cancelarlo; tú puedes rechazarlo.

## Revancha
error-rematch-still-going = Esa partida sigue en juego.
error-rematch-not-finished = Solo se puede pedir la revancha de una partida terminada.
error-rematch-voided = Esa partida se anuló; empieza otra con `/{ -cmd-challenge }`.

## /challenge y Revancha
error-not-allowed-channel = En este servidor no se permiten desafíos en este canal. Prueba en { $channels }.
error-game-switched-off = El juego { $game } está desactivado en este servidor.
error-challenge-yourself = No puedes desafiarte: elige a otra persona o a mí.
error-challenge-bot = No puedes desafiar a otro bot. ¡Desafíame a mí!
error-level-choices = `{ -opt-level }` debe ser fácil, normal o perfecto.
error-level-only-bot = `{ -opt-level }` solo sirve cuando me desafías a mí.
error-first-choices = `{ -opt-first }` debe ser yo, mi rival o al azar.
error-best-of-choices = `{ -opt-best-of }` debe ser 1, 3, 5 o 7.
error-opponent-busy = { $opponent } ya tiene una partida abierta en este canal.
error-you-in-tournament = Juegas en el torneo de este canal: lanza tu desafío en otro canal.
error-member-in-tournament = { $member } juega en el torneo de este canal: lanza tu desafío en otro canal.
error-busy-ended-meanwhile = Hace un momento tenías una partida abierta en este canal. Vuelve a intentarlo.
error-busy-decline-first = Primero rechaza el desafío de { $opponent }, o juégalo.
error-busy-your-challenge-open = Tu desafío a { $opponent } sigue abierto aquí: cancélalo primero o espera una respuesta.
error-busy-finish-first = Primero termina tu partida con { $opponent } aquí, o ríndete con `/{ -cmd-resign }`.
error-challenge-limit-minute = Has hecho { $count ->
    [one] { $count } desafío
   *[other] { $count } desafíos
} en el último minuto, el límite de este servidor. Podrás volver a desafiar { $when }.
error-challenge-limit-hour = Has hecho { $count ->
    [one] { $count } desafío
   *[other] { $count } desafíos
} en la última hora, el límite de este servidor. Podrás volver a desafiar { $when }.
error-player-not-found = No encuentro a ese jugador.
error-not-a-member = { $member } no es miembro de este servidor, así que no puede jugar aquí.
error-option-not-for-game = `{ $option }` no se aplica a { $game } (sus opciones: { $accepted }).
error-not-game-or-variant = `{ $name }` no es un juego ni una variante de este servidor: elige uno de la lista.
error-nothing-game-or-variant = Eso no es un juego ni una variante de este servidor: elige uno de la lista.
error-variant-keeps-options = La variante `{ $variant }` tiene sus propias opciones: quita { $options }, o elige el juego `{ $game }` para fijarlas tú.

## /void
error-already-void = La partida n.º { $id } ya está anulada.
error-void-challenge = La partida n.º { $id } es un desafío que nadie ha aceptado aún: se puede rechazar o cancelar, y caduca por sí solo.
error-void-aborted = La partida n.º { $id } se interrumpió antes de que jugaran los dos: ya no cuenta.
error-void-never-played = La partida n.º { $id } nunca se jugó ({ $status ->
    [declined] rechazada
    [cancelled] cancelada
   *[expired] caducada
}).

## /leaderboard
error-no-such-season = No hay temporada { $season } en este servidor: va por la temporada { $current }.

## Torneos
error-no-such-tournament = No hay ningún torneo en este canal. Un organizador puede crear uno con `/{ -cmd-tournament } { -cmd-tournament-create }`.
error-channel-has-tournament = Este canal ya tiene un torneo: cancélalo primero o usa otro canal.
error-not-organiser = Solo el organizador del torneo o un moderador puede hacer eso.

## Cuando algo más falla
error-apology = Lo siento, algo ha fallado por mi parte. Vuelve a intentarlo en un momento.
error-stale-command = No he entendido ese comando o sus opciones. Vuelve a intentarlo en un momento (puede que Discord aún esté actualizando mis comandos).
error-database-down = La base de datos no está disponible ahora mismo; vuelve a intentarlo en un momento.
error-not-in-dms = Este comando funciona en un canal de servidor, no en mensajes directos.
error-cant-use-here = No puedes usar eso aquí. Prueba `/{ -cmd-help }`.
error-unknown-button = Ese botón ya no es válido.

## Comandos de moderación
error-needs-manage-server = Solo los miembros con el permiso **Gestionar servidor** pueden hacer eso.
error-only-in-servers = Eso solo funciona en un servidor.

## (en/errors.ftl explains this message: the option names of terms.ftl.)
# An option's name in backticks, in a list of them.
error-option-quoted = `{ $option }`
error-option-name = { $option ->
    [opponent] { -opt-opponent }
    [game] { -opt-game }
    [first] { -opt-first }
    [size] { -opt-size }
    [start] { -opt-start }
    [forbid] { -opt-forbid }
    [claims] { -opt-claims }
    [level] { -opt-level }
    [best-of] { -opt-best-of }
    [number] { -opt-number }
    [series] { -opt-series }
    [member] { -opt-member }
    [season] { -opt-season }
    [match] { -opt-match }
    [channel] { -opt-channel }
    [hours] { -opt-hours }
    [minutes] { -opt-minutes }
    [enabled] { -opt-enabled }
    [games] { -opt-games }
    [per-minute] { -opt-per-minute }
    [per-hour] { -opt-per-hour }
    [role] { -opt-role }
    [name] { -opt-name }
    [setting] { -opt-setting }
    [format] { -opt-format }
    [rounds] { -opt-rounds }
    [turn-seconds] { -opt-turn-seconds }
    [starts-in] { -opt-starts-in }
    [tournament] { -opt-tournament }
    [tournaments] { -opt-tournaments }
    [language] { -opt-language }
   *[other] { $option }
}

## Una opción con un valor que el comando no puede usar
error-option-whole-number = `{ $option }` debe ser un número entero.
error-option-number = `{ $option }` debe ser un número.
error-option-text = `{ $option }` debe ser texto.
error-option-true-false = `{ $option }` debe ser verdadero o falso.
error-option-member = No encuentro a ese miembro: elige uno de la lista de `{ $option }`.
error-option-channel = No encuentro ese canal: elige uno de la lista de `{ $option }`.
error-option-role = No encuentro ese rol: elige uno de la lista de `{ $option }`.
error-option-choices = `{ $option }` debe ser una de sus opciones: elige una de la lista.
error-option-control-characters = `{ $option }` no puede contener caracteres de control (caracteres invisibles como NUL): escríbelo de nuevo sin ellos.

## Un desafío abierto: cualquiera de aquí menos quien desafía, y ningún bot, puede aceptarlo.
error-accept-own-open-challenge = No puedes aceptar tu propio desafío; espera a que alguien de aquí lo acepte (o cancélalo).
error-decline-own-open-challenge = No puedes rechazar tu propio desafío; cancélalo si ya no quieres jugar.
error-decline-open-challenge = Este desafío está abierto a cualquiera de aquí, así que nadie tiene que rechazarlo; acéptalo para jugar.
error-bot-accepts-open-challenge = Un bot no puede aceptar un desafío; los desafíos abiertos son para los miembros.
error-only-challenger-cancels-open = Solo quien lanzó el desafío puede cancelarlo; acéptalo para jugar.
error-busy-your-open-challenge = Tu desafío abierto sigue esperando aquí: cancélalo primero o espera a que alguien lo acepte.
error-accept-in-tournament = Juegas en el torneo de este canal, así que aquí solo juegas sus partidas.
