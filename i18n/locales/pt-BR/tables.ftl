# As tabelas: /leaderboard, /stats (com o gráfico de pontuação) e /history, no idioma do
# membro que perguntou.

## Números, como as tabelas os escrevem.

# O histórico de um jogador: "1 vitória, 2 derrotas".
table-record = { $wins ->
    [0] { $wins } vitórias
    [one] { $wins } vitória
   *[other] { $wins } vitórias
}, { $losses ->
    [0] { $losses } derrotas
    [one] { $losses } derrota
   *[other] { $losses } derrotas
}
# Uma sequência de pelo menos 2, depois do histórico.
table-streak-wins = { $count } vitórias seguidas
table-streak-losses = { $count } derrotas seguidas

## /leaderboard: o ranking deste servidor, 10 jogadores por página.

# Em um título, no lugar do nome de um jogo.
table-all-games = todos os jogos
# { $game }: o nome de um jogo, ou "todos os jogos".
table-leaderboard-title = 🏆 Ranking · { $game } · temporada { $season }
# O ranking de uma temporada passada: não muda mais.
table-leaderboard-title-final = 🏆 Ranking · { $game } · temporada { $season } (final)
table-leaderboard-empty = Ainda não há partidas ranqueadas. Comece uma com `/{ -cmd-challenge }`!
# Uma linha: posição, jogador, pontuação, depois vitórias (V) e derrotas (D), como o rodapé explica.
table-leaderboard-row = `#{ $rank }` { $player } · **{ $rating }** · { $wins } V { $losses } D
table-leaderboard-footer = V: vitórias, D: derrotas · página { $page }/{ $pages }

## /stats: as pontuações e resultados de um jogador.

table-stats-head = Estatísticas de { $player } · temporada { $season }
table-stats-none = Ainda não há partidas ranqueadas nesta temporada.
table-stats-overall = Geral
table-stats-rating = Pontuação **{ $rating }** · { $record }
table-stats-rating-rank = Pontuação **{ $rating }** · { $record } · posição nº { $rank }
table-stats-all-games = Todos os jogos
table-stats-all-time = Todas as temporadas
table-stats-all-time-record = { $record } em todas as temporadas.
table-stats-series = Séries
table-stats-series-record = Vencidas: { $won }, perdidas: { $lost }, em todas as temporadas.
table-stats-against-me = Contra mim
table-stats-against-me-record = { $record }, não ranqueadas.
table-chart-busy = Sem gráfico desta vez: estou ocupado agora. Tente de novo daqui a pouco.

## O gráfico de pontuação abaixo de /stats (uma imagem: o título e os nomes dos eixos).

table-chart-title = { $player } · pontuação · temporada { $season }
table-chart-x = partidas ranqueadas nesta temporada
table-chart-y = pontuação

## /history: os últimos resultados de um jogador, 10 por página, os mais recentes primeiro.

table-history-title = 📜 Histórico · { $game }
table-history-head = Resultados de { $player } neste servidor, os mais recentes primeiro.
table-history-empty = Ainda não há resultados.
table-history-footer = Página { $page }/{ $pages }
# Como foi a partida para o jogador, e contra quem: "✅ Vitória contra @bob".
table-history-won = ✅ Vitória contra { $opponent }
table-history-lost = ❌ Derrota contra { $opponent }
table-history-void = ⛔ Anulada contra { $opponent }
# Terminou antes de os dois jogadores jogarem: sem vencedor.
table-history-aborted = ➖ Interrompida contra { $opponent }
# O bot como adversário nas linhas acima ("contra mim").
table-history-me = mim
# Como terminou.
table-history-no-move-left = nenhuma jogada possível
table-history-resignation = desistência
table-history-out-of-time = tempo esgotado
table-history-ended = terminada
table-history-voided-by = anulada por { $member }
table-history-tournament = torneio { $tournament }
table-history-series = partida { $game } de uma série melhor de { $best_of }
table-history-series-won = partida { $game } de uma série melhor de { $best_of }, série vencida
table-history-series-lost = partida { $game } de uma série melhor de { $best_of }, série perdida
# As regras decidiram a partida desde o início: ela não conta em lugar nenhum.
table-history-for-fun = por diversão
table-history-unrated = casual
# Um link para o tabuleiro da partida.
table-history-board = [tabuleiro]({ $url })
table-player-unknown = Não encontrei esse jogador.

## Os botões abaixo de uma tabela ou histórico longo: a página anterior, a seguinte.

table-page-prev = ◀ Anterior
table-page-next = Próxima ▶
table-page-newer = ◀ Mais recentes
table-page-older = Mais antigos ▶

## /games: as partidas em andamento deste servidor, as de quem lê primeiro; só essa pessoa vê.
games-title = Partidas em andamento
games-players = { $first } contra { $second } em { $channel }
games-turn = vez de { $mover }
games-board = [tabuleiro]({ $url })
games-empty = Nenhuma partida está em andamento neste servidor agora. Comece uma com `/{ -cmd-challenge }`: escolha um `{ -opt-opponent }` ou deixe em branco para que qualquer pessoa daqui possa aceitar.
games-footer = Página { $page }/{ $pages } · { $count ->
    [one] 1 partida em andamento
   *[other] { $count } partidas em andamento
} · Só você pode ver isto
