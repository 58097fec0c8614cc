# /config: los ajustes de un servidor (miembros con «Gestionar servidor»), /season start y /void.
# Solo el moderador que preguntó ve estas respuestas, salvo el anuncio de la temporada.

## Cantidades, tal como las nombran los ajustes.

config-hours = { $hours ->
    [one] { $hours } hora
   *[other] { $hours } horas
}
config-minutes = { $minutes ->
    [one] { $minutes } minuto
   *[other] { $minutes } minutos
}
# Los niveles del bot, como los ofrece la opción `level` de /challenge.
config-level-name = { $level ->
    [easy] fácil
    [normal] normal
   *[perfect] perfecto
}
# El nombre de una opción de juego entre comillas invertidas (los nombres de terms.ftl).
config-option = `{ $option ->
    [size] { -opt-size }
    [start] { -opt-start }
    [forbid] { -opt-forbid }
    [claims] { -opt-claims }
    [level] { -opt-level }
    [first] { -opt-first }
   *[other] { $option }
}`

## /config show: una línea por ajuste, «**nombre:** valor (de dónde viene)».

config-show-title = ⚙️ Ajustes de este servidor
config-show-line = **{ $label }:** { $value }
config-show-from-server = { $value } (este servidor)
config-show-from-default = { $value } (predeterminado)
config-show-footer = (predeterminado): el ajuste propio del bot, hasta que este servidor elija uno. Cámbialos con /{ -cmd-config }.
config-show-channels = Canales de desafíos
config-show-channels-everywhere = en todas partes
config-show-turn-timeout = Tiempo por turno
config-show-challenge-timeout = Espera de los desafíos
config-show-bot-level = Mi nivel predeterminado
config-show-games = Juegos
config-show-games-all-on = todos activados
config-show-games-off = desactivados: { $games }
config-show-rated-limit = Límite diario de partidas clasificatorias
config-show-rated-limit-value = { $games ->
    [one] { $games } partida al día entre las mismas dos personas
   *[other] { $games } partidas al día entre las mismas dos personas
}
config-show-no-limit = sin límite
config-show-challenge-limit = Desafíos nuevos
config-show-challenge-limit-both = como máximo { $per_minute } por minuto y { $per_hour } por hora para cada miembro
config-show-challenge-limit-minute = como máximo { $per_minute } por minuto para cada miembro
config-show-challenge-limit-hour = como máximo { $per_hour } por hora para cada miembro
config-show-organisers = Organizadores de torneos
# El permiso, con el nombre que le da Discord en español.
config-show-organisers-manage-server = Gestionar servidor
config-show-organisers-and-role = Gestionar servidor y { $role }
config-show-language = Idioma
config-show-language-chosen = { $language_name } (elegido con `/{ -cmd-config } { -cmd-config-language }`)
config-show-language-discord = { $language_name } (el idioma de Discord del servidor)
config-show-season = **Temporada:** { $season }
config-show-season-since = **Temporada:** { $season } (desde el { $date })
config-show-variants = **Variantes:**
config-show-no-variants = Aún no hay variantes. Añade una con `/{ -cmd-config } { -cmd-config-variant-add }`.
config-show-variant = • { $variant }.

## Las respuestas a cada subcomando de /config.

config-channel-allowed = Ahora los desafíos solo se permiten en { $channels }.
config-channel-disallowed = { $channel } ya no está en la lista. Los desafíos se permiten en { $channels }.
config-channel-disallowed-last = { $channel } ya no está en la lista. No queda ningún canal en ella, así que los desafíos se permiten en todas partes.
config-turn-timeout-set = Ahora cada turno dura como máximo { $hours }, a partir del próximo turno. Los turnos en curso mantienen su plazo.
config-challenge-timeout-set = Ahora los desafíos nuevos esperan respuesta durante { $minutes }. Los desafíos abiertos mantienen su plazo.
config-bot-level-set = Cuando nadie elija un nivel, ahora juego en nivel **{ $level }**.
config-game-on = El juego **{ $game }** está activado.
config-game-off = El juego **{ $game }** está desactivado: no se admiten desafíos nuevos. Las partidas en curso siguen.
config-rated-limit-none = Sin límite: todas las partidas entre dos personas son clasificatorias.
config-rated-limit = { $games ->
    [one] Solo la primera partida del día entre las mismas dos personas es clasificatoria; las siguientes cuentan como victorias y derrotas, pero no son clasificatorias.
   *[other] Solo las primeras { $games } partidas del día entre las mismas dos personas son clasificatorias; las siguientes cuentan como victorias y derrotas, pero no son clasificatorias.
}
config-challenge-limit-both = Ahora cada miembro puede lanzar aquí como máximo { $per_minute ->
    [one] { $per_minute } desafío nuevo
   *[other] { $per_minute } desafíos nuevos
} por minuto y { $per_hour } por hora (las revanchas cuentan).
config-challenge-limit-minute = Ahora cada miembro puede lanzar aquí como máximo { $per_minute ->
    [one] { $per_minute } desafío nuevo
   *[other] { $per_minute } desafíos nuevos
} por minuto (las revanchas cuentan).
config-challenge-limit-hour = Ahora cada miembro puede lanzar aquí como máximo { $per_hour ->
    [one] { $per_hour } desafío nuevo
   *[other] { $per_hour } desafíos nuevos
} por hora (las revanchas cuentan).
config-challenge-limit-none = Sin límite: los miembros pueden lanzar todos los desafíos que quieran.
config-organiser-role-set = Ahora los miembros con { $role } pueden crear torneos, igual que los que tienen «Gestionar servidor».
config-variant-saved = Guardada: { $variant }. Desafía con ella usando `/{ -cmd-challenge } { -opt-game }:{ $name }`.
config-variant-no-verdict = Cada partida sortea su número inicial, así que no tiene un único veredicto.
config-variant-removed = `{ $name }` eliminada. Las partidas ya empezadas con ella siguen.
config-reset-all = Todos los ajustes han vuelto a su valor predeterminado.
config-reset-one = El ajuste «{ $setting ->
    [allowed_channels] canales de desafíos
    [turn_timeout] tiempo por turno
    [challenge_timeout] espera de los desafíos
    [bot_level] nivel predeterminado
    [disabled_games] juegos desactivados
    [daily_rated_limit] límite diario de partidas clasificatorias
    [challenge_limit] límite de desafíos
    [organiser_role] rol de organizador de torneos
   *[other] { $setting }
}» ha vuelto a su valor predeterminado.
config-reset-language = Los tableros, desafíos y anuncios vuelven a seguir el idioma de Discord de este servidor: { $language_name }.
config-language-set = Ahora los tableros, desafíos y anuncios de este servidor están en { $language_name }.
config-language-follows-discord = Ahora los tableros, desafíos y anuncios siguen el idioma de Discord de este servidor: { $language_name }.

## Rechazos de /config.

config-language-unknown = Todavía no hablo ese idioma. Elige uno de estos: { $languages }.
config-turn-timeout-range = El tiempo por turno debe ser de { $low } a { $high } horas.
config-challenge-timeout-range = La espera de los desafíos debe ser de { $low } a { $high } minutos.
config-rated-limit-range = El límite diario de partidas clasificatorias debe ser de { $low } a { $high } partidas.
config-challenge-limit-minute-range = El límite de desafíos por minuto debe ser de { $low } a { $high } desafíos.
config-challenge-limit-hour-range = El límite de desafíos por hora debe ser de { $low } a { $high } desafíos.
config-role-unknown = No encuentro ese rol. Elige uno de la lista.
config-role-everyone = Elige un rol, no @everyone: si no, cualquiera podría crear torneos.
config-level-refused = El nivel debe ser { $levels }.
config-challenge-limit-missing = Indica `{ -opt-per-minute }`, `{ -opt-per-hour }` o ambos (0 significa sin límite).
config-channel-already-listed = { $channel } ya está en la lista.
config-channel-list-full = Ya hay { $limit } canales: quita uno primero.
config-channel-not-listed = { $channel } no está en la lista (la lista: { $channels }).
config-channel-not-listed-none = { $channel } no está en la lista: no hay ningún canal en ella, así que los desafíos se permiten en todas partes.
config-setting-unknown = No conozco el ajuste `{ $setting }`. Elige uno de la lista.

## Rechazos de /config variant-add y variant-remove.

config-variant-bad-name = El nombre de una variante lleva de { $low } a { $high } letras minúsculas, cifras y guiones, como `ancho-13`.
config-variant-game-name = `{ $name }` es el nombre de un juego: elige otro nombre para la variante.
config-variant-option-unknown = { $option } no se aplica a { $game } (sus opciones: { $options }).
config-variant-taken = Este servidor ya tiene una variante llamada `{ $name }`: elimínala primero o elige otro nombre.
config-variant-too-many = Este servidor ya tiene { $limit } variantes: elimina una con `/{ -cmd-config } { -cmd-config-variant-remove }` primero.
config-variant-unknown = Este servidor no tiene ninguna variante llamada `{ $name }`. `/{ -cmd-config } { -cmd-config-show }` las muestra.

## /season start: publicado para todos, en el idioma del servidor.

config-season-started = 🏁 ¡Ha empezado la **temporada { $season }**! Todos vuelven a empezar con { $rating }. La clasificación final de la temporada { $previous } se conserva: `/{ -cmd-leaderboard } { -opt-season }:{ $previous }`.

## /void: la respuesta al moderador, frase a frase.

config-void-done = La partida n.º { $match } queda anulada.
config-void-no-result = Terminó sin resultado.
config-void-for-fun = Era por diversión, así que no cambia ninguna puntuación ni historial.
config-void-uncounted = Ya no cuenta en las puntuaciones ni en los historiales.
config-void-board = Su tablero lo indica: { $link }
config-void-no-board = (No he podido actualizar su tablero.)

## Confirmations: /season start, /void and /config reset ask first, and act on Confirm.
config-season-confirm = ¿Cerrar esta temporada y empezar una nueva? Su clasificación final se conserva y todos vuelven a empezar.
config-season-announced = Ha empezado la temporada { $season }: lo he anunciado en el canal.
config-void-confirm = { $state ->
    [running] ¿Anular la partida n.º { $match }? Termina ahora sin ganador y no cuenta.
   *[finished] ¿Anular la partida n.º { $match }? Su resultado deja de contar en las puntuaciones y los historiales.
}
config-reset-confirm-all = ¿Devolver todos los ajustes a su valor predeterminado?
config-reset-confirm = ¿Devolver el ajuste «{ $setting ->
    [allowed_channels] canales de desafíos
    [turn_timeout] tiempo por turno
    [challenge_timeout] espera de los desafíos
    [bot_level] nivel predeterminado
    [disabled_games] juegos desactivados
    [daily_rated_limit] límite diario de partidas clasificatorias
    [challenge_limit] límite de desafíos
    [organiser_role] rol de organizador de torneos
    [language] idioma
    [public_pages] páginas públicas
    [notify_turns] avisos de turno
   *[other] { $setting }
}» a su valor predeterminado?
confirm-button-confirm = { -button-confirm }
confirm-button-cancel = { -button-cancel }
confirm-timed-out = No ha cambiado nada: no has confirmado a tiempo. Vuelve a usar el comando si aún lo quieres.
confirm-cancelled = Cancelado: no ha cambiado nada.
confirm-answered = Ya has respondido a esta pregunta: no ha cambiado nada más.
confirm-not-yours = Solo { $member } puede responder a esta pregunta.
# /config puzzle-channel
config-show-puzzle-channel = Problema diario publicado
config-show-puzzle-channel-none = en ningún sitio (los miembros usan `/{ -cmd-puzzle }`)
config-puzzle-channel-off = Ya no publicaré el problema diario; los miembros lo siguen teniendo con `/{ -cmd-puzzle }`.
config-puzzle-channel-set = Publicaré el problema de cada día en { $channel }, empezando por el de hoy.
config-puzzle-channel-unknown = No puedo usar ese canal.
