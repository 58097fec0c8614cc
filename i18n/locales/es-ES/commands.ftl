# Los comandos de barra como Discord los lista: nombre y descripción de cada comando, opción
# y elección. Los nombres vienen de terms.ftl. Una descripción: una línea corta, como mucho
# 100 caracteres; una elección como mucho 100 caracteres. Tuteo.

# /challenge
cmd-challenge = { -cmd-challenge }
    .description = Desafía a alguien (o a mí) a un duelo de números.
opt-challenge-opponent = { -opt-opponent }
    .description = Contra quién quieres jugar (elígeme para jugar contra el bot; vacío: cualquiera de aquí)
opt-challenge-game = { -opt-game }
    .description = Qué juego, o una variante de este servidor
opt-challenge-first = { -opt-first }
    .description = Quién juega primero (por defecto: a cara o cruz)
opt-challenge-size = { -opt-size }
    .description = Cuántos números (si lo dejas vacío, los del juego)
opt-challenge-start = { -opt-start }
    .description = Cadena de números: el número inicial (al azar si lo dejas vacío)
opt-challenge-forbid = { -opt-forbid }
    .description = Sin consecutivos, Vecinos prohibidos: distancias que prohíbe un número, p. ej. 1,3 (por defecto 1)
opt-challenge-claims = { -opt-claims }
    .description = Sin consecutivos, Vecinos prohibidos: cuántos números por turno (por defecto 1)
opt-challenge-level = { -opt-level }
    .description = Contra mí: fácil, normal o perfecto
opt-challenge-best-of = { -opt-best-of }
    .description = Partidas de la serie: la gana quien gane más de la mitad (por defecto: 1)

# /claim
cmd-claim = { -cmd-claim }
    .description = Juega un número en tu partida de este canal.
opt-claim-number = { -opt-number }
    .description = El número que juegas

# /resign
cmd-resign = { -cmd-resign }
    .description = Ríndete en tu partida de este canal.
opt-resign-series = { -opt-series }
    .description = En una serie: rendirte en toda la serie, no solo en esta partida

# /board
cmd-board = { -cmd-board }
    .description = Vuelve a mostrar tu partida de este canal.

# /leaderboard
cmd-leaderboard = { -cmd-leaderboard }
    .description = Los mejores jugadores de este servidor.
opt-leaderboard-game = { -opt-game }
    .description = Un solo juego, o los problemas diarios (todos los juegos si lo dejas vacío)
opt-leaderboard-season = { -opt-season }
    .description = La clasificación final de una temporada pasada (esta si lo dejas vacío)

# /stats
cmd-stats = { -cmd-stats }
    .description = Puntuación y resultados de un jugador.
opt-stats-member = { -opt-member }
    .description = De quién son las estadísticas (las tuyas si lo dejas vacío)

# /games
cmd-games = { -cmd-games }
    .description = Las partidas en curso en este servidor, las tuyas primero.

# /history
cmd-history = { -cmd-history }
    .description = Los últimos resultados de un jugador aquí.
opt-history-member = { -opt-member }
    .description = De quién son los resultados (los tuyos si lo dejas vacío)
opt-history-game = { -opt-game }
    .description = Un solo juego (todos si lo dejas vacío)

# /config
cmd-config = { -cmd-config }
    .description = Los ajustes de este servidor para los duelos de números (Gestionar servidor).

# /config show
cmd-config-show = { -cmd-config-show }
    .description = Cada ajuste de este servidor y de dónde viene.

# /config allow-channel
cmd-config-allow-channel = { -cmd-config-allow-channel }
    .description = Permite desafíos en un canal (si la lista está vacía, en todos).
opt-config-allow-channel-channel = { -opt-channel }
    .description = Un canal donde se puede desafiar

# /config disallow-channel
cmd-config-disallow-channel = { -cmd-config-disallow-channel }
    .description = Quita un canal de la lista de canales de desafíos.
opt-config-disallow-channel-channel = { -opt-channel }
    .description = Un canal de la lista

# /config turn-timeout
cmd-config-turn-timeout = { -cmd-config-turn-timeout }
    .description = Cuánto tiempo puede pensar un jugador, a partir del próximo turno.
opt-config-turn-timeout-hours = { -opt-hours }
    .description = De 1 a 720 horas

# /config challenge-timeout
cmd-config-challenge-timeout = { -cmd-config-challenge-timeout }
    .description = Cuánto tiempo espera respuesta un desafío.
opt-config-challenge-timeout-minutes = { -opt-minutes }
    .description = De 1 a 1440 minutos

# /config bot-level
cmd-config-bot-level = { -cmd-config-bot-level }
    .description = Mi nivel cuando nadie elige uno.
opt-config-bot-level-level = { -opt-level }
    .description = fácil, normal o perfecto

# /config game
cmd-config-game = { -cmd-config-game }
    .description = Desactiva o activa un juego en este servidor.
opt-config-game-game = { -opt-game }
    .description = Qué juego
opt-config-game-enabled = { -opt-enabled }
    .description = Activado (true) o desactivado (false)

# /config daily-rated-limit
cmd-config-daily-rated-limit = { -cmd-config-daily-rated-limit }
    .description = Partidas clasificatorias al día entre las mismas dos personas (0: sin límite).
opt-config-daily-rated-limit-games = { -opt-games }
    .description = De 0 a 50; 0 significa sin límite

# /config challenge-limit
cmd-config-challenge-limit = { -cmd-config-challenge-limit }
    .description = Desafíos nuevos que un miembro puede lanzar por minuto y por hora (0: sin límite).
opt-config-challenge-limit-per-minute = { -opt-per-minute }
    .description = De 0 a 1000; 0 significa sin límite
opt-config-challenge-limit-per-hour = { -opt-per-hour }
    .description = De 0 a 1000; 0 significa sin límite

# /config organiser-role
cmd-config-organiser-role = { -cmd-config-organiser-role }
    .description = Un rol cuyos miembros pueden crear torneos (además de Gestionar servidor).
opt-config-organiser-role-role = { -opt-role }
    .description = Los miembros con este rol pueden usar `/{ -cmd-tournament } { -cmd-tournament-create }`

# /config variant-add
cmd-config-variant-add = { -cmd-config-variant-add }
    .description = Guarda un juego con sus opciones bajo un nombre para usarlo en los desafíos.
opt-config-variant-add-name = { -opt-name }
    .description = De 2 a 24 minúsculas, cifras y guiones, como ancho-13
opt-config-variant-add-game = { -opt-game }
    .description = A qué juego se juega
opt-config-variant-add-size = { -opt-size }
    .description = Cuántos números (si lo dejas vacío, los del juego)
opt-config-variant-add-start = { -opt-start }
    .description = Cadena de números: el número inicial (al azar si lo dejas vacío)
opt-config-variant-add-forbid = { -opt-forbid }
    .description = Sin consecutivos, Vecinos prohibidos: distancias que prohíbe un número, p. ej. 1,3 (por defecto 1)
opt-config-variant-add-claims = { -opt-claims }
    .description = Sin consecutivos, Vecinos prohibidos: cuántos números por turno (por defecto 1)
opt-config-variant-add-best-of = { -opt-best-of }
    .description = Una partida, o una serie al mejor de 3, 5 o 7

# /config variant-remove
cmd-config-variant-remove = { -cmd-config-variant-remove }
    .description = Borra una variante de este servidor.
opt-config-variant-remove-name = { -opt-name }
    .description = El nombre de la variante

# /config reset
cmd-config-reset = { -cmd-config-reset }
    .description = Devuelve un ajuste (o todos) a su valor por defecto.
opt-config-reset-setting = { -opt-setting }
    .description = Qué ajuste (todos si lo dejas vacío)

# /config language
cmd-config-language = { -cmd-config-language }
    .description = El idioma de los tableros, los desafíos y los anuncios aquí.
opt-config-language-language = { -opt-language }
    .description = Un idioma, o el idioma de Discord de este servidor

# /config puzzle-channel
cmd-config-puzzle-channel = { -cmd-config-puzzle-channel }
    .description = Publica el problema diario en un canal cada día, o deja de hacerlo.
opt-config-puzzle-channel-channel = { -opt-channel }
    .description = Dónde se publica el problema del día (sin indicar: dejar de hacerlo)

# /config notify-turns
cmd-config-notify-turns = { -cmd-config-notify-turns }
    .description = Dónde se avisa a los miembros de que les toca, si no eligieron con /avisos.
opt-config-notify-turns-turns = { -opt-turns }
    .description = En el canal de la partida, por mensaje directo o nada

# /config public-pages
cmd-config-public-pages = { -cmd-config-public-pages }
    .description = Mostrar en la web las clasificaciones, partidas y torneos de este servidor, o dejar de hacerlo.
opt-config-public-pages-state = { -opt-state }
    .description = activar o desactivar (desactivadas: cada página de este servidor responde 404)

# /season
cmd-season = { -cmd-season }
    .description = Las temporadas de este servidor (Gestionar servidor).

# /season start
cmd-season-start = { -cmd-season-start }
    .description = Cierra esta temporada (su clasificación se conserva) y empieza una nueva.

# /void
cmd-void = { -cmd-void }
    .description = Anula una partida en curso, o deshace una terminada (Gestionar servidor).
opt-void-match = { -opt-match }
    .description = El número de la partida (en su tablero: partida n.º 12)

# /help
cmd-help = { -cmd-help }
    .description = Todos los comandos, y por dónde empezar.

# /rules
cmd-rules = { -cmd-rules }
    .description = Cómo se juega a uno de los juegos.
opt-rules-game = { -opt-game }
    .description = Qué juego

# /review
cmd-review = { -cmd-review }
    .description = Dónde se ganó y se perdió una partida terminada.
opt-review-match = { -opt-match }
    .description = El número de la partida (tu última partida terminada aquí si lo dejas vacío)

# /hint
cmd-hint = { -cmd-hint }
    .description = Contra mí, en tu turno: una jugada que hacer.

# /puzzle
cmd-puzzle = { -cmd-puzzle }
    .description = El problema de hoy de este servidor.

# /analyze
cmd-analyze = { -cmd-analyze }
    .description = Quién gana un juego si se juega a la perfección, y cómo.
opt-analyze-game = { -opt-game }
    .description = Qué juego, o una variante de este servidor
opt-analyze-size = { -opt-size }
    .description = Cuántos números (si lo dejas vacío, los del juego)
opt-analyze-start = { -opt-start }
    .description = Cadena de números: el número inicial (al azar si lo dejas vacío)
opt-analyze-forbid = { -opt-forbid }
    .description = Sin consecutivos, Vecinos prohibidos: distancias que prohíbe un número, p. ej. 1,3 (por defecto 1)
opt-analyze-claims = { -opt-claims }
    .description = Sin consecutivos, Vecinos prohibidos: cuántos números por turno (por defecto 1)

# /tournament
cmd-tournament = { -cmd-tournament }
    .description = Torneos en este canal: arena, suizo o todos contra todos.

# /tournament create
cmd-tournament-create = { -cmd-tournament-create }
    .description = Abre un torneo en este canal (Gestionar servidor o el rol de organizador).
opt-tournament-create-format = { -opt-format }
    .description = arena, suizo o todos contra todos
opt-tournament-create-game = { -opt-game }
    .description = Qué juego, o una variante de este servidor
opt-tournament-create-name = { -opt-name }
    .description = Cómo llamarlo (por defecto: el formato y el juego)
opt-tournament-create-rounds = { -opt-rounds }
    .description = Suizo: de 1 a 15 rondas (por defecto: según el número de jugadores)
opt-tournament-create-minutes = { -opt-minutes }
    .description = Arena: cuánto dura, de 10 a 240 minutos (por defecto: 60)
opt-tournament-create-turn-seconds = { -opt-turn-seconds }
    .description = Tiempo por jugada, de 10 a 600 segundos (por defecto: 60)
opt-tournament-create-starts-in = { -opt-starts-in }
    .description = Minutos hasta que empiece, de 0 a 10080 (por defecto: 10)
opt-tournament-create-size = { -opt-size }
    .description = Cuántos números (si lo dejas vacío, los del juego)
opt-tournament-create-start = { -opt-start }
    .description = Cadena de números: el número inicial (al azar si lo dejas vacío)
opt-tournament-create-forbid = { -opt-forbid }
    .description = Sin consecutivos, Vecinos prohibidos: distancias que prohíbe un número, p. ej. 1,3 (por defecto 1)
opt-tournament-create-claims = { -opt-claims }
    .description = Sin consecutivos, Vecinos prohibidos: cuántos números por turno (por defecto 1)

# /tournament start
cmd-tournament-start = { -cmd-tournament-start }
    .description = Empieza ya el torneo de este canal (solo su organizador).

# /tournament cancel
cmd-tournament-cancel = { -cmd-tournament-cancel }
    .description = Cancela el torneo de este canal (solo su organizador).

# /tournament standings
cmd-tournament-standings = { -cmd-tournament-standings }
    .description = La tabla de un torneo (la de este canal si lo dejas vacío).
opt-tournament-standings-tournament = { -opt-tournament }
    .description = Qué torneo (el de este canal si lo dejas vacío)

# /tournament withdraw
cmd-tournament-withdraw = { -cmd-tournament-withdraw }
    .description = Retírate del torneo en curso de este canal: pierdes las partidas sin jugar.

# /tournament export
cmd-tournament-export = { -cmd-tournament-export }
    .description = Las partidas y la tabla final de un torneo en un archivo CSV.
opt-tournament-export-tournament = { -opt-tournament }
    .description = Qué torneo (el de este canal si lo dejas vacío)

# /notify
cmd-notify = { -cmd-notify }
    .description = Elige cómo te aviso de tus partidas.
opt-notify-turns = { -opt-turns }
    .description = Dónde te aviso de que te toca
opt-notify-tournaments = { -opt-tournaments }
    .description = Un enlace a cada uno de tus tableros de torneo

# /privacy
cmd-privacy = { -cmd-privacy }
    .description = Mostrar u ocultar tu nombre en las páginas públicas de este servidor.
opt-privacy-name = { -opt-display-name }
    .description = visible: tu nombre aquí; oculto: «Jugador» y un número

# Las elecciones de las opciones de arriba (un juego, un nivel, un ajuste...), por valor.
choice-random = al azar (cara o cruz)
choice-me = yo
choice-them = mi rival
choice-easy = fácil
choice-normal = normal
choice-perfect = perfecto
choice-non-consecutive = Sin consecutivos
choice-forbidden-adjacent = Vecinos prohibidos
choice-number-capture = Captura de números
choice-circle-duel = Duelo del círculo
choice-number-chain = Cadena de números
choice-puzzles = Problemas diarios
choice-all = todo
choice-allowed_channels = canales de desafíos
choice-turn_timeout = tiempo por turno
choice-challenge_timeout = espera de los desafíos
choice-bot_level = mi nivel predeterminado
choice-disabled_games = juegos desactivados
choice-daily_rated_limit = límite diario de partidas clasificatorias
choice-challenge_limit = límite de desafíos
choice-organiser_role = rol de organizador de torneos
choice-language = idioma
choice-public_pages = páginas públicas
choice-on = activar
choice-channel = en el canal de la partida
choice-dm = por mensaje directo
choice-puzzle_channel = canal de problemas
choice-notify_turns = avisos de turno
choice-off = desactivar
choice-shown = visible
choice-hidden = oculto
choice-server = el idioma de Discord de este servidor
choice-arena = Arena
choice-swiss = Suizo
choice-round-robin = Todos contra todos
