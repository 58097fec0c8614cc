# A revisão depois de uma partida (botão Revisar, /review): uma linha por jogada com o seu
# veredito, a virada e os erros de cada jogador. $player, $winner, $loser: os jogadores
# (menções). $move: o número da jogada. $numbers: números unidos com "ou"; $count: quantos são
# no total (acima de 4, só 4 aparecem).

## Uma jogada da partida: "7. @alice jogou o 4: um erro; o 2 ou o 6 teriam vencido."

review-line = { $move }. { $player } jogou o { $number }: { $verdict }.
# Captura de números: quem não pode capturar nada passa.
review-line-pass = { $move }. { $player } passou: { $verdict }.

## Os vereditos ($verdict acima): em minúsculas, sem ponto final.

review-verdict-forced = não havia nada para capturar
review-verdict-only = a única jogada possível
# Quando nenhuma jogada da partida inteira podia mudar quem venceu.
review-verdict-settled = nenhuma escolha aqui mudou o resultado
review-verdict-only-winning = a única jogada vencedora
review-verdict-winning = uma jogada vencedora
review-verdict-mistake = { $count ->
    [one] um erro; { $numbers } teria vencido
   *[other] um erro; { $numbers } teriam vencido
}
review-verdict-mistake-many = um erro; outros números teriam vencido, como { $numbers }
# Todas as jogadas perdiam: o veredito diz se esta resistiu mais que todas.
review-verdict-lost = já perdida
review-verdict-lost-longest = já perdida; esta resistiu mais que todas
review-verdict-lost-longer = { $count ->
    [one] já perdida; { $numbers } teria resistido mais
   *[other] já perdida; { $numbers } teriam resistido mais
}
review-verdict-lost-longer-many = já perdida; { $count ->
    [one] { $count } jogada teria
   *[other] { $count } jogadas teriam
} resistido mais, como { $numbers }

## A virada da partida, ou por que não houve.

review-not-over = A partida ainda não acabou.
review-no-moves = Nenhuma jogada foi feita antes de a partida acabar.
# Uma desistência ou o tempo esgotado encerrou a partida.
review-no-turning-point-on-board = Sem virada no tabuleiro: { $loser } ainda estava ganhando quando a partida acabou.
# $reason: o motivo do próprio jogo (por exemplo "com 10 números toda partida dura 10 jogadas,
# então vence quem joga em segundo").
review-decided-by-rules = Nenhuma escolha nesta partida mudou o resultado: { $reason }. { $winner } ia vencer de qualquer jeito.
review-decided = Nenhuma escolha nesta partida mudou o resultado: { $winner } ia vencer de qualquer jeito.
review-no-turning-point = Sem virada: com jogo perfeito, { $winner } estava ganhando desde a jogada 1 e nunca largou a vitória.
review-turning-point = A partida virou na jogada { $move }: { $loser } jogou o { $number }; { $count ->
    [one] { $numbers } teria mantido a vitória
   *[other] { $numbers } teriam mantido a vitória
}. Daí em diante, a vitória de { $winner } estava garantida.
review-turning-point-many = A partida virou na jogada { $move }: { $loser } jogou o { $number }; { $count ->
    [one] { $count } jogada teria
   *[other] { $count } jogadas teriam
} mantido a vitória, como { $numbers }. Daí em diante, a vitória de { $winner } estava garantida.

## Os erros de cada jogador.

review-mistakes = { $first } { $first_count ->
    [0] não cometeu nenhum erro
    [one] cometeu { $first_count } erro
   *[other] cometeu { $first_count } erros
}, { $second } { $second_count ->
    [0] não cometeu nenhum erro
    [one] cometeu { $second_count } erro
   *[other] cometeu { $second_count } erros
}.
# A linha abaixo das jogadas.
review-mistakes-line = Erros: { $mistakes }
