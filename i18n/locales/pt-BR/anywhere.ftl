# Play anywhere (see en/anywhere.ftl).
error-server-only = `{ $command }` só funciona em um servidor onde eu estou. Use lá ou me adicione a este servidor.
error-series-outside = Uma série precisa de um servidor onde eu estou. Aqui, joguem partidas avulsas: **{ -button-rematch }** começa a próxima.
error-forced-private = Este canal não permite apps externos, então só você veria um desafio aqui. Desafie seu amigo por mensagem direta.
anywhere-ran-out = O tempo de { $member } acabou.
anywhere-challenge-expired = Este desafio expirou antes de ser respondido.
anywhere-board-later = O tabuleiro mostra isso no próximo clique.
anywhere-leaderboard = Partidas fora dos meus servidores não valem ranking, então aqui não há classificação. Use `/{ -cmd-leaderboard }` em um servidor onde eu estou.
anywhere-history-own = Aqui `/{ -cmd-history }` mostra só as suas partidas. Os resultados de outros jogadores estão em um servidor onde eu estou.
anywhere-history-head = Resultados de { $player } em todo lugar, os mais recentes primeiro. Partidas fora dos meus servidores não valem ranking.
anywhere-games-empty = Você não tem nenhuma partida em andamento agora. Comece uma com `/{ -cmd-challenge }`.
help-anywhere = Em qualquer lugar
help-anywhere-text = Me adicione à sua conta (**Adicionar app**) e `/{ -cmd-challenge }` funciona em mensagens diretas, grupos e servidores sem mim, assim como os botões do tabuleiro, `/{ -cmd-claim }`, `/{ -cmd-resign }`, **{ -button-rematch }** e **{ -button-review }**. Essas partidas não valem ranking; lá, `/{ -cmd-history }` e `/{ -cmd-games }` mostram as suas. Não posso postar lá: quando for sua vez, mando uma mensagem direta se o Discord deixar, senão nada, e um turno esgotado conta no próximo clique.
