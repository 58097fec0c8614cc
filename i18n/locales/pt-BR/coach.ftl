# O treinador: /review, /hint, /puzzle, as respostas ao problema do dia, o ranking dele e as
# linhas do treinador em /stats. As linhas da revisão e o enunciado e as soluções do
# problema ficam em outro lugar (review.ftl, puzzles.ftl); aqui, o texto em volta.

## Como usar o treinador (/help e /rules, em "Aprender").

coach-help = Depois de uma partida, o botão **{ -button-review }** ou `/{ -cmd-review }` mostra onde ela foi ganha e perdida. Contra mim, use `/{ -cmd-hint }` na sua vez. Todo dia tem `/{ -cmd-puzzle }`; os melhores estão em `/{ -cmd-leaderboard }` com `{ -opt-game }`: Problemas diários.

## A revisão de uma partida terminada (só quem pediu vê).

# O título. { $game } é o nome do jogo, { $id } o número da partida.
coach-review-title = Revisão · { $game } · partida nº { $id }
coach-review-no-moves = Nenhuma jogada foi feita.
# Nomes dos campos.
coach-review-turning-point = Momento decisivo
coach-review-mistakes-name = Erros
coach-review-result = Resultado
coach-review-hints-name = Dicas
# Os erros de cada jogador. { $first } e { $second } são as menções dos jogadores.
coach-review-mistakes = { $first } { $firstCount ->
        [0] não cometeu nenhum erro
        [one] cometeu { $firstCount } erro
       *[other] cometeu { $firstCount } erros
    }; { $second } { $secondCount ->
        [0] não cometeu nenhum erro
        [one] cometeu { $secondCount } erro
       *[other] cometeu { $secondCount } erros
    }.
# { $player } é a menção do membro que jogou contra o bot.
coach-review-hints = { $player } usou { $count ->
        [0] { $count } dicas
        [one] { $count } dica
       *[other] { $count } dicas
    }.
# O rodapé, depois das opções da partida ("tamanho 10").
coach-review-footer = Cada posição resolvida com exatidão · só você pode ver isto
# A última linha de uma revisão longa demais para uma mensagem.
coach-review-more = … e mais { $count ->
        [one] { $count } jogada
       *[other] { $count } jogadas
    }.

## /hint (só quem pede vê). { $number } é o número a jogar; { $hints } quantas dicas o
## membro pediu nesta partida, contando esta.

coach-hint-wins = Dica: { $number } vence. Dicas usadas nesta partida: { $hints }.
coach-hint-holds-out = Não há jogada vencedora aqui: contra jogo perfeito, toda jogada perde; { $number } resiste por mais tempo. Dicas usadas nesta partida: { $hints }.

## O problema do dia (/puzzle), publicado para todo o canal.

coach-puzzle-title = 🧩 Problema do dia · { $game }
# O outro lado no começo de uma frase ("Seu adversário pegou o 4.").
coach-puzzle-opponent-start = Seu oponente
# Your own claim, when you have another one this turn.
coach-puzzle-you-played = Você jogou o { $number }.
# Nome de campo: a jogada que levou à posição do problema.
coach-puzzle-last-move = Última jogada
# O rodapé. { $day } é o dia do problema, { $options } as opções ("tamanho 10").
coach-puzzle-footer = { $day } (UTC) · { $options } · uma resposta por pessoa: clique em um número

## A resposta de um membro (só ele vê). { $explanation } diz o porquê: a solução, ou como o
## oponente vence depois do número errado.

coach-answer-right = ✅ Certo! { $explanation }
coach-answer-wrong = ❌ Não é esse: { $explanation }

## O ranking dos problemas (/leaderboard, jogo "Problemas diários").

coach-puzzles-title = 🧩 Ranking · problemas diários
coach-puzzles-empty = Nenhum problema resolvido ainda. Tente o de hoje com `/{ -cmd-puzzle }`!
# Uma linha: { $rank } a posição, { $player } a menção, { $solved } problemas resolvidos.
coach-puzzles-row = `#{ $rank }` { $player } · { $solved ->
        [0] **{ $solved }** resolvidos
        [one] **{ $solved }** resolvido
       *[other] **{ $solved }** resolvidos
    }
# A mesma linha para quem resolveu o problema { $days } dias seguidos.
coach-puzzles-row-streak = `#{ $rank }` { $player } · { $solved ->
        [0] **{ $solved }** resolvidos
        [one] **{ $solved }** resolvido
       *[other] **{ $solved }** resolvidos
    } · { $days ->
        [one] { $days } dia seguido
       *[other] { $days } dias seguidos
    }
coach-puzzles-page = Página { $page }/{ $pages }

## As linhas do treinador em /stats.

coach-stats-puzzles-name = Problemas diários
coach-stats-puzzles = { $solved ->
        [0] { $solved } resolvidos
        [one] { $solved } resolvido
       *[other] { $solved } resolvidos
    } · sequência atual: { $streak ->
        [0] nenhuma
        [one] { $streak } dia
       *[other] { $streak } dias
    }
coach-stats-hints-name = Dicas
coach-stats-hints = { $count ->
        [0] { $count } dicas usadas
        [one] { $count } dica usada
       *[other] { $count } dicas usadas
    } contra mim.

## Recusas (só o membro que pediu vê).

coach-no-such-match = Não encontrei essa partida neste servidor.
coach-no-such-puzzle = Não encontrei esse problema neste servidor.
coach-no-finished-match = Você não tem nenhuma partida terminada neste canal para revisar.
coach-not-finished = Essa partida ainda não acabou: só reviso partidas terminadas.
coach-aborted = Essa partida foi interrompida antes de os dois jogarem, então não há nada para revisar.
coach-never-played = Esse desafio nunca foi jogado, então não há nada para revisar.
coach-not-against-bot = Desculpe, as dicas são para partidas contra mim, não entre pessoas.
coach-time-ran-out = O tempo para jogar acabou; a partida terminou.
# { $day } é o dia do problema; { $solution } diz o número vencedor e por quê.
coach-puzzle-closed = Desculpe, esse problema está encerrado (era o de { $day }). A solução: { $solution }
# { $number } é a primeira resposta do membro.
coach-already-answered-right = Você já respondeu a este problema: { $number } (certo). Uma resposta por problema; amanhã tem outro!
coach-already-answered-wrong = Você já respondeu a este problema: { $number } (errado). Uma resposta por problema; amanhã tem outro!
