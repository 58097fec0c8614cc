# /help: todos los comandos en una página, visible solo para el miembro que pregunta. Los
# nombres de comandos y opciones vienen de terms.ftl; los valores tras los dos puntos
# (`number-chain`, `@bob`) son ejemplos que se escriben tal cual.

help-title = 📖 Number Duels: todos los comandos
help-intro = Dos jugadores eligen números por turnos; las reglas de cada juego dicen qué números están permitidos, y quien hace la última jugada gana.
# { $bot }: el nombre del bot tal como lo ve el miembro, para desafiarlo.
help-new-here = **¿Primera vez aquí?** Prueba `/{ -cmd-challenge } { -opt-opponent }:@{ $bot } { -opt-game }:forbidden-adjacent` para jugar contra mí, o desafía a un amigo del mismo modo.

## Las secciones de la página: sus títulos y luego sus textos.

help-play = Jugar
help-play-text = `/{ -cmd-challenge }` empieza una partida: `/{ -cmd-challenge } { -opt-opponent }:@bob { -opt-game }:number-chain`. Si quieres, añade `{ -opt-first }`, `{ -opt-size }`, `{ -opt-start }`, `{ -opt-forbid }`, `{ -opt-claims }` o, contra mí, `{ -opt-level }`. `{ -opt-game }` también ofrece las variantes de este servidor.
    Si dejas `{ -opt-opponent }` vacío, cualquiera de aquí puede aceptar tu desafío. `/{ -cmd-games }` muestra las partidas en curso aquí, las tuyas primero.
    `/{ -cmd-claim }` juega un número, `/{ -cmd-claim } { -opt-number }:7`, o púlsalo en el tablero.
    `{ -opt-best-of }:3` (o 5, 7) juega una serie: gana quien gane más de la mitad de las partidas.
    `/{ -cmd-resign }` abandona tu partida en este canal (con `{ -opt-series }`, toda la serie), y `/{ -cmd-board }` la vuelve a mostrar. Cuando te toque, te aviso en el canal de la partida; `/{ -cmd-notify } { -opt-turns }` elige en su lugar un mensaje directo o nada.
# También el campo bajo las reglas de un juego en /rules.
help-learn = Aprender
# { $coach }: cómo repasar una partida, pedir una pista y resolver el problema del día (dicho en otro sitio).
help-learn-text = `/{ -cmd-rules } { -opt-game }:circle-duel` explica un juego. `/{ -cmd-analyze } { -opt-game }:forbidden-adjacent { -opt-forbid }:1,3` dice quién lo gana con un juego perfecto, y cómo. { $coach }
help-tournaments = Torneos
help-tournaments-text = Pulsa **{ -button-join }** bajo el mensaje de inscripción de un torneo. Tus tableros se publican en su canal con tu nombre y te envío un enlace (`/{ -cmd-notify } { -opt-tournaments }:False` lo desactiva). En cada emparejamiento se juegan dos partidas, y cada jugador empieza una vez.
    `/{ -cmd-tournament } { -cmd-tournament-standings }` muestra la tabla, `/{ -cmd-tournament } { -cmd-tournament-withdraw }` te retira de uno en curso (pierdes tus partidas sin jugar), y `/{ -cmd-tournament } { -cmd-tournament-export }` da todas las partidas en un archivo CSV.
help-results = Resultados
help-results-text = `/{ -cmd-leaderboard }` muestra los mejores jugadores de aquí, `/{ -cmd-leaderboard } { -opt-game }:non-consecutive` los de un juego. `/{ -cmd-stats }` muestra tus puntuaciones, `/{ -cmd-stats } { -opt-member }:@bob` las de otra persona. `/{ -cmd-history }` lista los últimos resultados. `/{ -cmd-privacy }` oculta tu nombre en las páginas públicas de este servidor.
help-games = Los juegos
# Una línea por juego: su nombre, el nombre que se escribe y de qué trata.
help-game-line = **{ $title }** (`{ $slug }`): { $summary }
# Solo para miembros con «Gestionar servidor».
help-owners = Administradores del servidor
help-owners-text = Con «Gestionar servidor»: `/{ -cmd-config }` cambia los ajustes de este servidor, `/{ -cmd-config } { -cmd-config-language }` el idioma de sus tableros y anuncios, `/{ -cmd-config } { -cmd-config-variant-add }` guarda un juego con sus opciones bajo un nombre para usarlo en los desafíos, `/{ -cmd-season } { -cmd-season-start }` empieza una nueva temporada, y `/{ -cmd-void }` anula el resultado de una partida. `/{ -cmd-tournament } { -cmd-tournament-create } { -opt-format }:swiss { -opt-game }:forbidden-adjacent` abre un torneo en el canal (también para el rol elegido con `/{ -cmd-config } { -cmd-config-organiser-role }`); `/{ -cmd-tournament } { -cmd-tournament-start }` lo empieza antes de tiempo, `/{ -cmd-tournament } { -cmd-tournament-cancel }` lo cancela.
help-footer = Solo tú puedes ver esto

## /rules: las reglas de un juego (sus textos vienen de la tarjeta del juego, rules.ftl) y el
## marco que las rodea.

# { $game }: el nombre del juego.
help-rules-title = { $game } · reglas
# Las decisiones de docs/rules.md para este juego.
help-rules-house = Reglas de la casa
# Bajo el título help-play. { $options }: las opciones del juego, cada una entre comillas invertidas.
help-rules-play-text = `/{ -cmd-challenge } { -opt-game }:{ $slug }` con las opciones { $options } (`{ -opt-size }` es { $size } si no lo eliges). En tu turno, pulsa un número o usa `/{ -cmd-claim }`. Todos los comandos: `/{ -cmd-help }`.

# A board's Rules: the /rules page with what this match plays.
help-rules-this-match = Partida n.º { $match }
help-rules-match-options = Esta partida se juega con { $options }.
help-rules-match-variant = Esta partida es la variante { $variant } de este servidor: { $options }.
