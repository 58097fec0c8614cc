# O problema do dia (/puzzle): a tarefa embaixo do tabuleiro e a explicação depois de uma
# resposta. Quem resolve é "você"; o outro lado é "seu oponente".
# $moves: quantas jogadas a vitória leva (as dos dois lados, contando a resposta).

puzzle-task = É a sua vez: encontre o único número vencedor. Ele vence em { $moves ->
    [one] { $moves } jogada
   *[other] { $moves } jogadas
}, seja qual for a resposta.
# Num jogo de vários números por turno, $claims: os números que ainda faltam neste turno.
puzzle-task-claims = É a sua vez ({ $claims ->
    [one] você ainda tem { $claims } número para jogar
   *[other] você ainda tem { $claims } números para jogar
}): encontre o único número vencedor. Ele vence em { $moves ->
    [one] { $moves } jogada
   *[other] { $moves } jogadas
}, seja qual for a resposta.

## Depois de uma resposta certa (também depois de "A solução:" quando o problema já fechou).
## $then: as jogadas que seguem com o melhor jogo, como "7, 3, passa, 9".

puzzle-solution = O { $number } é o único número vencedor: você vence em { $moves ->
    [one] { $moves } jogada
   *[other] { $moves } jogadas
}.
puzzle-solution-then = O { $number } é o único número vencedor (depois { $then }): você vence em { $moves ->
    [one] { $moves } jogada
   *[other] { $moves } jogadas
}.
# A palavra de uma sequência de jogadas para um jogador que não podia capturar nada.
puzzle-pass = passa

## Depois de uma resposta errada, após "❌ Não é esse: " (por isso começa em minúscula).
## $number: o número respondido; $reply: a resposta vencedora do oponente; $own: os seus próprios
## números restantes neste turno, com o melhor jogo; $then: o melhor jogo depois.

puzzle-wrong-ends = depois do { $number }, seu oponente vence.
puzzle-wrong = depois do { $number }, seu oponente vence com o { $reply }.
puzzle-wrong-then = depois do { $number }, seu oponente vence com o { $reply } (depois { $then }).
puzzle-wrong-own = depois do { $number } (depois { $own }), seu oponente vence com o { $reply }.
puzzle-wrong-own-then = depois do { $number } (depois { $own }), seu oponente vence com o { $reply } (depois { $then }).
