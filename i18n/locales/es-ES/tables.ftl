# Las tablas: /leaderboard, /stats (con su gráfico de puntuación) y /history, en el idioma
# del miembro que preguntó.

## Números, tal como los escriben las tablas.

# El historial de un jugador: «1 victoria, 2 derrotas».
table-record = { $wins ->
    [one] { $wins } victoria
   *[other] { $wins } victorias
}, { $losses ->
    [one] { $losses } derrota
   *[other] { $losses } derrotas
}
# Una racha de al menos 2, tras el historial.
table-streak-wins = { $count } victorias seguidas
table-streak-losses = { $count } derrotas seguidas

## /leaderboard: la clasificación de este servidor, 10 jugadores por página.

# En un título, en lugar del nombre de un juego.
table-all-games = todos los juegos
# { $game }: el nombre de un juego, o «todos los juegos».
table-leaderboard-title = 🏆 Clasificación · { $game } · temporada { $season }
# La clasificación de una temporada pasada: ya no cambia.
table-leaderboard-title-final = 🏆 Clasificación · { $game } · temporada { $season } (final)
table-leaderboard-empty = Aún no hay partidas clasificatorias. ¡Empieza una con `/{ -cmd-challenge }`!
# Una fila: puesto, jugador, puntuación, y luego victorias (V) y derrotas (D), como explica el pie.
table-leaderboard-row = `#{ $rank }` { $player } · **{ $rating }** · { $wins } V { $losses } D
table-leaderboard-footer = V: victorias, D: derrotas · página { $page }/{ $pages }

## /stats: las puntuaciones y resultados de un jugador.

table-stats-head = Estadísticas de { $player } · temporada { $season }
table-stats-none = Aún no hay partidas clasificatorias esta temporada.
table-stats-overall = General
table-stats-rating = Puntuación **{ $rating }** · { $record }
table-stats-rating-rank = Puntuación **{ $rating }** · { $record } · puesto n.º { $rank }
table-stats-all-games = Todos los juegos
table-stats-all-time = Todas las temporadas
table-stats-all-time-record = { $record } en todas las temporadas.
table-stats-series = Series jugadas
table-stats-series-record = Ganadas: { $won }, perdidas: { $lost }, en todas las temporadas.
table-stats-against-me = Contra mí
table-stats-against-me-record = { $record }, no clasificatorias.
table-chart-busy = Esta vez no hay gráfico: ahora mismo estoy ocupado. Vuelve a intentarlo en un momento.

## El gráfico de puntuación bajo /stats (una imagen: su título y los nombres de sus ejes).

table-chart-title = { $player } · puntuación · temporada { $season }
table-chart-x = partidas clasificatorias de esta temporada
table-chart-y = puntuación

## /history: los últimos resultados de un jugador, 10 por página, los más recientes primero.

table-history-title = 📜 Historial · { $game }
table-history-head = Resultados de { $player } en este servidor, los más recientes primero.
table-history-empty = Aún no hay resultados.
table-history-footer = Página { $page }/{ $pages }
# Cómo le fue la partida al jugador, y contra quién: «✅ Ganada contra @bob».
table-history-won = ✅ Ganada contra { $opponent }
table-history-lost = ❌ Perdida contra { $opponent }
table-history-void = ⛔ Anulada contra { $opponent }
# Terminó antes de que ambos jugadores movieran: sin ganador.
table-history-aborted = ➖ Interrumpida contra { $opponent }
# El bot como rival en las líneas de arriba («contra mí»).
table-history-me = mí
# Cómo terminó.
table-history-no-move-left = sin jugadas posibles
table-history-resignation = rendición
table-history-out-of-time = se acabó el tiempo
table-history-ended = terminada
table-history-voided-by = anulada por { $member }
table-history-tournament = torneo { $tournament }
table-history-series = partida { $game } de una serie al mejor de { $best_of }
table-history-series-won = partida { $game } de una serie al mejor de { $best_of }, serie ganada
table-history-series-lost = partida { $game } de una serie al mejor de { $best_of }, serie perdida
# Las reglas decidieron la partida desde el principio: no cuenta en ningún sitio.
table-history-for-fun = por diversión
table-history-unrated = amistosa
# Un enlace al tablero de la partida.
table-history-board = [tablero]({ $url })
table-player-unknown = No encuentro a ese jugador.

## Los botones bajo una tabla o un historial largos: la página anterior, la siguiente.

table-page-prev = ◀ Anterior
table-page-next = Siguiente ▶
table-page-newer = ◀ Más recientes
table-page-older = Más antiguos ▶

## /games: las partidas en curso de este servidor, las del lector primero; solo él las ve.
games-title = Partidas en curso
games-players = { $first } contra { $second } en { $channel }
games-turn = le toca a { $mover }
games-board = [tablero]({ $url })
games-empty = Ahora mismo no hay ninguna partida en curso en este servidor. Empieza una con `/{ -cmd-challenge }`: indica un `{ -opt-opponent }` o déjalo vacío para que cualquiera de aquí pueda aceptar.
games-footer = Página { $page }/{ $pages } · { $count ->
    [one] 1 partida en curso
   *[other] { $count } partidas en curso
} · Solo tú puedes ver esto
