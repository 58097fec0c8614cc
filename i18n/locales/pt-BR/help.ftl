# /help: todos os comandos em uma página, visível só para o membro que perguntou. Os nomes de
# comandos e opções vêm de terms.ftl; os valores depois dos dois-pontos (`number-chain`,
# `@bob`) são exemplos digitados como estão.

help-title = 📖 Number Duels: todos os comandos
help-intro = Dois jogadores se revezam escolhendo números; as regras de cada jogo dizem quais números são permitidos, e quem faz a última jogada vence.
# { $bot }: o nome do bot como o membro o vê, para desafiá-lo.
help-new-here = **Chegou agora?** Experimente `/{ -cmd-challenge } { -opt-opponent }:@{ $bot } { -opt-game }:forbidden-adjacent` para jogar contra mim, ou desafie um amigo do mesmo jeito.

## As seções da página: os títulos e depois os textos.

help-play = Jogar
help-play-text = `/{ -cmd-challenge }` começa uma partida: `/{ -cmd-challenge } { -opt-opponent }:@bob { -opt-game }:number-chain`. Se quiser, acrescente `{ -opt-first }`, `{ -opt-size }`, `{ -opt-start }`, `{ -opt-forbid }`, `{ -opt-claims }` ou, contra mim, `{ -opt-level }`. `{ -opt-game }` também oferece as variantes deste servidor.
    Sem `{ -opt-opponent }`, qualquer pessoa daqui pode aceitar seu desafio. `/{ -cmd-games }` lista as partidas em andamento aqui, as suas primeiro.
    `/{ -cmd-claim }` joga um número, `/{ -cmd-claim } { -opt-number }:7`, ou clique nele no tabuleiro.
    `{ -opt-best-of }:3` (ou 5, 7) joga uma série: vence quem ganhar mais da metade das partidas.
    `/{ -cmd-resign }` desiste da sua partida neste canal (com `{ -opt-series }`, da série inteira), e `/{ -cmd-board }` mostra a partida de novo. Quando for a sua vez, aviso no canal da partida; `/{ -cmd-notify } { -opt-turns }` escolhe uma mensagem direta ou nada.
# Também o campo abaixo das regras de um jogo em /rules.
help-learn = Aprender
# { $coach }: como revisar uma partida, pedir uma dica e resolver o problema do dia (dito em outro lugar).
help-learn-text = `/{ -cmd-rules } { -opt-game }:circle-duel` explica um jogo. `/{ -cmd-analyze } { -opt-game }:forbidden-adjacent { -opt-forbid }:1,3` diz quem vence com jogo perfeito, e como. { $coach }
help-tournaments = Torneios
help-tournaments-text = Clique em **{ -button-join }** abaixo da mensagem de inscrição de um torneio. Seus tabuleiros são publicados no canal dele com o seu nome, e eu mando um link para você (`/{ -cmd-notify } { -opt-tournaments }:False` desativa isso). Cada confronto tem duas partidas, e cada jogador começa uma vez.
    `/{ -cmd-tournament } { -cmd-tournament-standings }` mostra a classificação, `/{ -cmd-tournament } { -cmd-tournament-withdraw }` tira você de um torneio em andamento (suas partidas não jogadas viram derrotas), e `/{ -cmd-tournament } { -cmd-tournament-export }` dá todas as partidas em um arquivo CSV.
help-results = Resultados
help-results-text = `/{ -cmd-leaderboard }` mostra os melhores jogadores daqui, `/{ -cmd-leaderboard } { -opt-game }:non-consecutive` os de um jogo. `/{ -cmd-stats }` mostra suas pontuações, `/{ -cmd-stats } { -opt-member }:@bob` as de outra pessoa. `/{ -cmd-history }` lista os últimos resultados. `/{ -cmd-privacy }` esconde seu nome nas páginas públicas deste servidor.
help-games = Os jogos
# Uma linha por jogo: o nome, o nome para digitar e do que ele trata.
help-game-line = **{ $title }** (`{ $slug }`): { $summary }
# Só para membros com "Gerenciar servidor".
help-owners = Administradores do servidor
help-owners-text = Com "Gerenciar servidor": `/{ -cmd-config }` muda as configurações deste servidor, `/{ -cmd-config } { -cmd-config-language }` o idioma dos tabuleiros e anúncios, `/{ -cmd-config } { -cmd-config-variant-add }` salva um jogo com suas opções sob um nome para usar nos desafios, `/{ -cmd-season } { -cmd-season-start }` começa uma nova temporada, e `/{ -cmd-void }` anula o resultado de uma partida. `/{ -cmd-tournament } { -cmd-tournament-create } { -opt-format }:swiss { -opt-game }:forbidden-adjacent` abre um torneio no canal (também para o cargo definido com `/{ -cmd-config } { -cmd-config-organiser-role }`); `/{ -cmd-tournament } { -cmd-tournament-start }` começa antes da hora, `/{ -cmd-tournament } { -cmd-tournament-cancel }` cancela.
help-footer = Só você pode ver isto

## /rules: as regras de um jogo (os textos vêm da carta do jogo, rules.ftl) e a moldura em
## volta delas.

# { $game }: o nome do jogo.
help-rules-title = { $game } · regras
# As decisões de docs/rules.md para este jogo.
help-rules-house = Regras da casa
# Abaixo do título help-play. { $options }: as opções do jogo, cada uma entre crases.
help-rules-play-text = `/{ -cmd-challenge } { -opt-game }:{ $slug }` com as opções { $options } (`{ -opt-size }` é { $size } se você não escolher). Na sua vez, clique em um número ou use `/{ -cmd-claim }`. Todos os comandos: `/{ -cmd-help }`.

# A board's Rules: the /rules page with what this match plays.
help-rules-this-match = Partida nº { $match }
help-rules-match-options = Esta partida é jogada com { $options }.
help-rules-match-variant = Esta partida é a variante { $variant } deste servidor: { $options }.
