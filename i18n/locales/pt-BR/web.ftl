# As páginas públicas (python3 manage.py bot web): os rankings de um servidor, o perfil de um
# membro, o replay de uma partida, os torneios. No idioma do navegador quando o temos; senão,
# no do servidor.

## Todas as páginas
web-site-name = Number Duels
web-skip = Pular para o conteúdo
web-nav-label = As páginas deste servidor
web-nav-leaderboard = Ranking
web-nav-tournaments = Torneios
web-footer-privacy = Os nomes são os que o Discord mostrava quando o membro jogou pela última vez neste servidor. Esconda o seu com `/{ -cmd-privacy }`.
web-pages-label = Páginas
web-previous = ◀ Anterior
web-next = Próxima ▶
web-page-of = Página { $page } de { $pages }
web-player-number = Jogador { $number }
web-the-bot = Number Duels (o bot)

## A página inicial, e as respostas a endereços que não levam a lugar nenhum.
web-index-title = Number Duels: páginas públicas
web-index-text = Estas são as páginas públicas dos servidores que as ativaram. Peça o link no seu servidor; um moderador as ativa com `/{ -cmd-config } { -cmd-config-public-pages }`.
web-error-not-found = Não há nada neste endereço.
web-error-bad-request = As páginas não entendem este endereço.
web-error-unavailable = As páginas não conseguem ler os dados agora. Tente de novo em um minuto.
web-error-failed = Algo deu errado do nosso lado. Tente de novo em um minuto.
web-error-home = Ir para a página inicial

## Cabeçalhos das tabelas
web-col-rank = Posição
web-col-player = Jogador
web-col-rating = Pontuação
web-col-wins = Vitórias
web-col-losses = Derrotas
web-col-streak = Sequência
web-col-game = Jogo
web-col-date = Data
web-col-opponent = Adversário
web-col-result = Resultado
web-col-tournament = Torneio
web-col-format = Formato
web-col-status = Situação
web-col-points = Pontos
web-col-games-won = Partidas vencidas
web-col-buchholz = Bu
web-col-buchholz-long = Buchholz: os pontos dos adversários do jogador
web-col-sb = SB
web-col-sb-long = Sonneborn-Berger: os pontos dos adversários que o jogador venceu ou com quem empatou
web-col-score = Placar

## O ranking
web-leaderboard-title = Ranking · { $game } · temporada { $season }
web-leaderboard-final = Ranking · { $game } · temporada { $season } (final)
web-games-label = Jogos
web-seasons-label = Temporadas
web-season = Temporada { $season }

## O perfil de um membro
web-profile-ratings = Pontuações desta temporada (temporada { $season })
web-profile-unrated = Nenhuma partida ranqueada nesta temporada ainda.
web-record-all-time = No total: { $record }.
web-record-series = Séries: { $won } vencidas, { $lost } perdidas.
web-record-bot = Contra o bot: { $record }, sem ranking.
web-profile-chart = Pontuação nesta temporada
web-profile-chart-figures = Os números
web-profile-matches = Partidas recentes
web-profile-no-matches = Nenhuma partida terminada ainda.
web-replay-link = Reprise
web-result-won = Vitória
web-result-lost = Derrota
web-result-aborted = Interrompida, não conta
web-result-voided = Anulada, não conta
web-result-for-fun = { $result }, por diversão

## A reprise de uma partida
web-replay-start = O começo, antes da primeira jogada
web-replay-move = Depois da jogada { $move } de { $moves }
web-replay-steps-label = Percorrer as jogadas
web-replay-first = « Início
web-replay-previous = ‹ Voltar
web-replay-next = Avançar ›
web-replay-last = Fim »
web-replay-board-label = Os números
web-replay-card-label = O tabuleiro como a ficha do jogo o desenha
web-replay-moves = Todas as jogadas
web-replay-turning-point = Aqui a partida virou.
web-replay-mistake = Erro
web-move-line = { $move }. { $text }
web-cell-owned = de { $player }
web-cell-taken = jogado
web-cell-blocked = não jogável
web-cell-open = jogável
web-cell-never = nunca jogado
web-legend-other = Azul: jogável naquele momento. Cinza-claro: não jogável naquele momento.
web-match-voided = Um moderador anulou esta partida: ela não conta.
web-match-for-fun = As regras decidem este jogo desde o início: ele foi jogado por diversão.

## Os torneios
web-tournaments-title = Torneios
web-tournaments-none = Ainda não há torneios aqui. Um organizador cria um com `/{ -cmd-tournament } { -cmd-tournament-create }`.
web-status-signup = Inscrições abertas
web-status-running = Em andamento
web-status-finished = Terminado
web-status-cancelled = Cancelado
web-tournament-podium = Pódio
web-tournament-table = Tabela
web-tournament-pairings = Emparceiramentos da rodada { $round }
web-rounds-label = Rodadas
web-round = Rodada { $round }
web-withdrawn = saiu
web-pairing-playing = em andamento
web-pairing-bye = folga
web-points = { $points ->
    [0] { $shown } pontos
    [one] { $shown } ponto
   *[other] { $shown } pontos
}

## No Discord: os links para as páginas, e o que dizem os comandos sobre elas.
web-link-leaderboard = [Este ranking na web]({ $url })
web-link-tournament = [Este torneio na web]({ $url })
config-public-pages-on = As páginas públicas estão ativadas: { $url }
config-public-pages-on-no-address = As páginas públicas estão ativadas. Quem hospeda o bot não informou o endereço delas (`WEB_BASE_URL`), então o Discord ainda não mostra links.
config-public-pages-off = As páginas públicas estão desativadas: cada página deste servidor agora diz que não há nada ali.
config-show-public-pages = Páginas públicas
config-show-public-pages-on = ativadas
config-show-public-pages-off = desativadas
privacy-name-hidden = Nas páginas públicas deste servidor, você agora aparece como { $name }.
privacy-name-shown = Nas páginas públicas deste servidor, você agora aparece como { $name }, o nome que o Discord mostra aqui.
