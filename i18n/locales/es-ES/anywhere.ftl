# Play anywhere (see en/anywhere.ftl).
error-server-only = `{ $command }` solo funciona en un servidor en el que estoy. Úsalo allí o añádeme a este servidor.
error-series-outside = Una serie necesita un servidor en el que estoy. Aquí jugad partidas sueltas: **{ -button-rematch }** empieza la siguiente.
error-forced-private = Este canal no deja usar aplicaciones externas, así que solo tú verías un desafío aquí. Desafía a tu amigo por mensaje directo.
anywhere-ran-out = A { $member } se le acabó el tiempo.
anywhere-challenge-expired = Este desafío caducó antes de que nadie respondiera.
anywhere-board-later = El tablero lo mostrará en el próximo clic.
anywhere-leaderboard = Las partidas fuera de mis servidores no puntúan, así que aquí no hay clasificación. Usa `/{ -cmd-leaderboard }` en un servidor en el que estoy.
anywhere-history-own = Aquí `/{ -cmd-history }` solo muestra tus partidas. Los resultados de otros están en un servidor en el que estoy.
anywhere-history-head = Resultados de { $player } en todas partes, los más recientes primero. Las partidas fuera de mis servidores no puntúan.
anywhere-games-empty = Ahora mismo no tienes ninguna partida en curso. Empieza una con `/{ -cmd-challenge }`.
help-anywhere = En cualquier sitio
help-anywhere-text = Añádeme a tu cuenta (**Añadir aplicación**) y `/{ -cmd-challenge }` funciona en mensajes directos, grupos y servidores sin mí, igual que los botones del tablero, `/{ -cmd-claim }`, `/{ -cmd-resign }`, **{ -button-rematch }** y **{ -button-review }**. Esas partidas no puntúan; allí `/{ -cmd-history }` y `/{ -cmd-games }` muestran las tuyas. Allí no puedo publicar: cuando te toca te envío un mensaje directo si Discord me deja, si no nada, y un turno agotado cuenta en el siguiente clic.
