# Os textos dos jogos (rules/): seus nomes, a recusa de uma jogada ou de uma opção, a frase da
# última jogada, os rótulos do tabuleiro e o que /rules diz de cada jogo.
# Números em algarismos ({ $number }); nomes de opções são os de terms.ftl, entre crases.

## Os nomes dos jogos (título de um tabuleiro, escolha do jogo, /rules).

rules-title-non-consecutive = Sem consecutivos
rules-title-forbidden-adjacent = Vizinhos proibidos
rules-title-number-capture = Captura de números
rules-title-circle-duel = Duelo do círculo
rules-title-number-chain = Cadeia de números
# Um jogo adicionado depois, ainda sem nome neste idioma: seu nome em inglês.
rules-title-other = { $title }

## O que /rules (e /help) diz de cada jogo: um resumo de uma linha, as regras da carta (um
## marcador por linha) e as regras da casa. N é a quantidade de números em jogo.

rules-summary-non-consecutive = Escolha números que não fiquem ao lado de nenhum número escolhido. Quem escolhe por último vence.
rules-card-non-consecutive =
    • A linha vai de 1 a N (20 se você não definir `{ -opt-size }`).
    • Na sua vez, escolha um número disponível. Os dois números ao lado dele ficam indisponíveis para os dois jogadores (com `{ -opt-forbid }:1,3`, os que estão a 1 e a 3 de distância).
    • Com `{ -opt-claims }:2` ou `{ -opt-claims }:3`, na sua vez você escolhe essa quantidade de números, um por um.
    • Se você não tiver mais nenhum número para escolher na sua vez, você perde.
rules-house-non-consecutive = A mesma ideia de { rules-title-forbidden-adjacent } numa linha mais longa, sem cores por jogador e com as mesmas opções (`{ -opt-forbid }`, `{ -opt-claims }`). Quem joga primeiro é sorteado, a não ser que quem desafia escolha `{ -opt-first }`.

rules-summary-forbidden-adjacent = Marque números; os vizinhos de cada número marcado ficam proibidos. Quem marca por último vence.
rules-card-forbidden-adjacent =
    • A linha vai de 1 a N (9 se você não definir `{ -opt-size }`). Os números marcados de cada jogador têm a sua própria cor no tabuleiro.
    • Na sua vez, marque um número que não esteja marcado nem proibido. Os vizinhos dele ficam proibidos (com `{ -opt-forbid }:1,3`, os que estão a 1 e a 3 de distância).
    • Com `{ -opt-claims }:2` ou `{ -opt-claims }:3`, na sua vez você marca essa quantidade de números, um por um; cada um proíbe números na hora, inclusive para o seu próximo número.
    • Se você não puder marcar nada na sua vez, você perde.
rules-house-forbidden-adjacent = As variações destas regras são opções: uma linha mais longa (`{ -opt-size }`, até 25), a sua própria regra de proibição (`{ -opt-forbid }`: distâncias de 1 a 5, como `1,2` para os dois números de cada lado) e vários números por turno (`{ -opt-claims }`). Algumas combinações limitam `{ -opt-size }` para que toda posição continue resolvida com exatidão; se você passar do limite, eu aviso qual é.

rules-summary-number-capture = Capture números de uma lista comum. Quem captura o último número vence.
rules-card-number-capture =
    • A lista comum tem os números de 1 a N (9 se você não definir `{ -opt-size }`).
    • A primeira captura pode ser qualquer número. Depois, você não pode capturar um número ao lado do último número capturado por qualquer um dos jogadores.
    • Quem captura o último número restante vence.
rules-house-number-capture = Se você não tiver nenhuma captura possível, você passa, e a restrição é retirada para a próxima captura do seu oponente (como na primeira jogada), então toda partida termina.

rules-summary-circle-duel = Pegue números em volta de um círculo, cada um ao lado do último pego. Quem joga por último vence.
rules-card-circle-duel =
    • Os números de 1 a N (10 se você não definir `{ -opt-size }`) formam um círculo: o 1 fica ao lado do 2 e do N.
    • A primeira jogada pode pegar qualquer número; depois, você deve pegar um número livre ao lado do último pego.
    • Se você não puder jogar na sua vez, você perde.
rules-house-circle-duel = Um número pego deixa um buraco: o círculo não se fecha. Por isso toda partida dura exatamente N jogadas, e só o tamanho decide quem vence: com N par vence quem joga em segundo; com N ímpar, quem joga primeiro. Assim, um Duelo do círculo é só por diversão: o tabuleiro diz quem vence antes de alguém aceitar, e o resultado não muda nenhuma pontuação.

rules-summary-number-chain = Aumente a cadeia com um a mais, um a menos, o dobro ou a metade do último número. Quem joga por último vence.
rules-card-number-chain =
    • A cadeia começa com um número de 1 a N (9 se você não definir `{ -opt-size }`).
    • Na sua vez, adicione um número não usado que seja um a mais, um a menos, o dobro ou a metade do último número da cadeia.
    • Se você não puder aumentar a cadeia na sua vez, você perde.
rules-house-number-chain = O número inicial é escolhido por quem desafia, com `{ -opt-start }`, ou sorteado; ele conta como usado. Quem joga primeiro adiciona o primeiro número depois dele.

## Como termina uma partida jogada até o fim, no resultado do tabuleiro ($winner, $loser: menções).

rules-end-stuck = { $winner } venceu! { $loser } não tem mais nenhuma jogada válida.
rules-end-capture = { $winner } capturou o último número e venceu!

## As opções de um jogo: seus nomes e a recusa de um valor.

# O nome de uma opção nas frases abaixo: o termo que o Discord mostra.
rules-option-name = { $option ->
    [size] { -opt-size }
    [start] { -opt-start }
    [forbid] { -opt-forbid }
    [claims] { -opt-claims }
   *[other] { $option }
}
rules-option-whole-number = `{ $option }` precisa ser um número inteiro.
rules-option-range = `{ $option }` precisa ser de { $low } a { $high }.
# $values: os valores permitidos, unidos com "ou" ("1, 2 ou 3").
rules-option-one-of = `{ $option }` precisa ser { $values }.
# $game: o nome do jogo.
rules-option-needed = { $game } precisa da opção `{ $option }`.
rules-unknown-option = { $game } não tem a opção `{ $option }`.
rules-forbid-refusal = `{ -opt-forbid }` aceita distâncias de 1 a 5, como `1,3`.
# O maior tamanho com estas opções: $options une as duas abaixo com "e".
rules-cap-size = Com { $options }, `{ -opt-size }` vai até { $cap }.
rules-cap-claims = `{ -opt-claims }:{ $claims }`
rules-cap-forbid = `{ -opt-forbid }:{ $forbid }`

## Por que uma jogada é recusada (dito ao membro que tentou).

rules-move-whole-number = Escolha um número inteiro.
rules-move-game-over = A partida acabou.
rules-move-off-board = O { $number } não está no tabuleiro (de 1 a { $size }).
rules-move-taken = O { $number } já está ocupado.
rules-capture-next-to-last = O { $number } fica ao lado do { $last }, o último número capturado.
rules-chain-in-chain = O { $number } já está na cadeia.
rules-chain-not-next = O { $number } não segue o { $last }: adicione um a mais ou um a menos que { $last }, ou o dobro ou a metade dele.
rules-circle-not-next = O { $number } não fica ao lado do { $last } no círculo.
# Vizinhos proibidos: um número a uma distância proibida de um marcado ($distance: de 3 a 5).
rules-forbidden-next-to = O { $number } está proibido: fica ao lado do { $near }.
rules-forbidden-two-away = O { $number } está proibido: fica a dois do { $near }.
rules-forbidden-away = O { $number } está proibido: fica a { $distance } do { $near }.
# Sem consecutivos: o mesmo, com a palavra deste jogo.
rules-unavailable-next-to = O { $number } está indisponível: fica ao lado do { $near }.
rules-unavailable-two-away = O { $number } está indisponível: fica a dois do { $near }.
rules-unavailable-away = O { $number } está indisponível: fica a { $distance } do { $near }.

## A última jogada, embaixo do tabuleiro. $player: uma menção. $numbers: uma lista com "e";
## $count: quantos números ela tem.

rules-capture-move = { $player } capturou o { $number }.
rules-capture-pass = { $player } não pode capturar nada ({ $numbers } { $count ->
    [one] fica
   *[other] ficam
} ao lado do { $number }) e passa.
rules-chain-move = { $player } adicionou o { $number }.
# A carta do terminal escreve a cadeia depois da jogada.
rules-chain-move-card = { $player } adicionou o { $number }: { $chain }.
rules-circle-move = { $player } pegou o { $number }.
# A carta do terminal não nomeia ninguém.
rules-circle-move-card = Número { $number } pego.
rules-nonconsec-move = { $player } escolheu o { $number }.
rules-unavailable-now = { $count ->
    [one] O número { $numbers } agora está indisponível.
   *[other] Os números { $numbers } agora estão indisponíveis.
}
# A carta do terminal também cita os vizinhos além da linha ($beyond).
rules-unavailable-now-beyond = Os números { $numbers } agora estão indisponíveis ({ $beyond } { $beyond_count ->
    [one] fica
   *[other] ficam
} fora da lista).
rules-unavailable-none = Nenhum número fica indisponível.
rules-forbidden-move = { $player } marcou o { $number }.
rules-forbidden-new = { $count ->
    [one] O número { $numbers } fica proibido.
   *[other] Os números { $numbers } ficam proibidos.
}
rules-forbidden-none-new = Nenhum número novo fica proibido.

## Duelo do círculo: por que só as regras decidem quem vence, um trecho de frase da revisão
## ("Nenhuma escolha nesta partida mudou o resultado: <este trecho>. ...").

rules-circle-fixed-first = com { $size } números toda partida dura { $size } jogadas, então vence quem joga primeiro
rules-circle-fixed-second = com { $size } números toda partida dura { $size } jogadas, então vence quem joga em segundo

## Os rótulos do tabuleiro (um bloco de código). $numbers: os números como o tabuleiro os
## escreve ("[1, 2, 3]", "1-8, 12-20", "3 4 6").

rules-board-shared-list = Lista comum: { $numbers }
rules-board-chain = Cadeia atual: { $numbers }
rules-board-available = Números disponíveis: { $numbers }
rules-board-last-number = Último número: { $number }
rules-board-possible-moves = Jogadas possíveis: { $numbers }
rules-board-circle-start = Números disponíveis: { $numbers }
rules-board-circle-last = Último número pego: { $number }
rules-board-circle-adjacent = Vizinhos disponíveis: { $numbers }
rules-board-circle-adjacent-none = Vizinhos disponíveis: nenhum
# Não há mais nenhum número para escolher.
rules-board-none = Nenhum
# $ranges: "1-8, 12-20"; $numbers: os números entre eles que ninguém pode escolher.
rules-board-available-excluding = { $ranges } (exceto { $numbers })
rules-board-number-line = Linha: { $numbers }
rules-board-forbidden = Números proibidos: { $numbers }
