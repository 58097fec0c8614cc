# Las páginas públicas (python3 manage.py bot web): las clasificaciones de un servidor, el
# perfil de un miembro, la repetición de una partida, sus torneos. En el idioma del navegador
# cuando lo tenemos; si no, en el del servidor.

## Todas las páginas
web-site-name = Number Duels
web-skip = Saltar al contenido
web-nav-label = Las páginas de este servidor
web-nav-leaderboard = Clasificación
web-nav-tournaments = Torneos
web-footer-privacy = Los nombres son los que Discord mostraba cuando el miembro jugó por última vez en este servidor. Oculta el tuyo con `/{ -cmd-privacy }`.
web-pages-label = Páginas
web-previous = ◀ Anterior
web-next = Siguiente ▶
web-page-of = Página { $page } de { $pages }
web-player-number = Jugador { $number }
web-the-bot = Number Duels (el bot)

## La portada, y las respuestas a direcciones que no llevan a ninguna parte.
web-index-title = Number Duels: páginas públicas
web-index-text = Estas son las páginas públicas de los servidores que las han activado. Pide el enlace en tu servidor; un moderador las activa con `/{ -cmd-config } { -cmd-config-public-pages }`.
web-error-not-found = No hay nada en esta dirección.
web-error-bad-request = Las páginas no entienden esta dirección.
web-error-unavailable = Las páginas no pueden leer sus datos ahora mismo. Vuelve a intentarlo en un minuto.
web-error-failed = Algo ha fallado por nuestra parte. Vuelve a intentarlo en un minuto.
web-error-home = Ir a la portada

## Encabezados de las tablas
web-col-rank = Puesto
web-col-player = Jugador
web-col-rating = Puntuación
web-col-wins = Victorias
web-col-losses = Derrotas
web-col-streak = Racha
web-col-game = Juego
web-col-date = Fecha
web-col-opponent = Rival
web-col-result = Resultado
web-col-tournament = Torneo
web-col-format = Formato
web-col-status = Estado
web-col-points = Puntos
web-col-games-won = Partidas ganadas
web-col-buchholz = Bu
web-col-buchholz-long = Buchholz: los puntos de los rivales del jugador
web-col-sb = SB
web-col-sb-long = Sonneborn-Berger: los puntos de los rivales a los que el jugador ganó o con los que empató
web-col-score = Marcador

## La clasificación
web-leaderboard-title = Clasificación · { $game } · temporada { $season }
web-leaderboard-final = Clasificación · { $game } · temporada { $season } (final)
web-games-label = Juegos
web-seasons-label = Temporadas
web-season = Temporada { $season }

## El perfil de un miembro
web-profile-ratings = Puntuaciones de esta temporada (temporada { $season })
web-profile-unrated = Aún no hay partidas clasificatorias esta temporada.
web-record-all-time = En total: { $record }.
web-record-series = Series: { $won } ganadas, { $lost } perdidas.
web-record-bot = Contra el bot: { $record }, sin clasificar.
web-profile-chart = Puntuación de esta temporada
web-profile-chart-figures = Las cifras
web-profile-matches = Partidas recientes
web-profile-no-matches = Aún no hay partidas terminadas.
web-replay-link = Repetición
web-result-won = Ganada
web-result-lost = Perdida
web-result-aborted = Interrumpida, no cuenta
web-result-voided = Anulada, no cuenta
web-result-for-fun = { $result }, por diversión

## La repetición de una partida
web-replay-start = El comienzo, antes de la primera jugada
web-replay-move = Tras la jugada { $move } de { $moves }
web-replay-steps-label = Recorrer las jugadas
web-replay-first = « Inicio
web-replay-previous = ‹ Atrás
web-replay-next = Adelante ›
web-replay-last = Final »
web-replay-board-label = Los números
web-replay-card-label = El tablero tal como lo dibuja la ficha del juego
web-replay-moves = Todas las jugadas
web-replay-turning-point = Aquí cambió la partida.
web-replay-mistake = Error
web-move-line = { $move }. { $text }
web-cell-owned = de { $player }
web-cell-taken = jugado
web-cell-blocked = no se puede jugar
web-cell-open = se puede jugar
web-cell-never = nunca jugado
web-legend-other = Azul: se podía jugar en ese momento. Gris claro: no se podía jugar en ese momento.
web-match-voided = Un moderador anuló esta partida: no cuenta.
web-match-for-fun = Las reglas deciden esta partida desde el principio: se jugó por diversión.

## Los torneos
web-tournaments-title = Torneos
web-tournaments-none = Aún no hay torneos aquí. Un organizador crea uno con `/{ -cmd-tournament } { -cmd-tournament-create }`.
web-status-signup = Inscripción abierta
web-status-running = En juego
web-status-finished = Terminado
web-status-cancelled = Cancelado
web-tournament-podium = Podio
web-tournament-table = Tabla
web-tournament-pairings = Emparejamientos de la ronda { $round }
web-rounds-label = Rondas
web-round = Ronda { $round }
web-withdrawn = se retiró
web-pairing-playing = en juego
web-pairing-bye = descanso
web-points = { $points ->
    [one] { $shown } punto
   *[other] { $shown } puntos
}

## En Discord: los enlaces a las páginas, y lo que dicen los comandos que hablan de ellas.
web-link-leaderboard = [Esta clasificación en la web]({ $url })
web-link-tournament = [Este torneo en la web]({ $url })
config-public-pages-on = Las páginas públicas están activadas: { $url }
config-public-pages-on-no-address = Las páginas públicas están activadas. Quien aloja el bot no ha indicado su dirección (`WEB_BASE_URL`), así que Discord aún no muestra enlaces.
config-public-pages-off = Las páginas públicas están desactivadas: cada página de este servidor dice ahora que ahí no hay nada.
config-show-public-pages = Páginas públicas
config-show-public-pages-on = activadas
config-show-public-pages-off = desactivadas
privacy-name-hidden = En las páginas públicas de este servidor ahora apareces como { $name }.
privacy-name-shown = En las páginas públicas de este servidor ahora apareces como { $name }, el nombre que Discord muestra aquí.
