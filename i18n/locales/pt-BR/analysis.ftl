# O árbitro (/analyze e o veredito de /config variant-add): quem vence uma partida com jogo
# perfeito, e como. Só o membro que pediu vê. $player: "first" ou "second", quem joga primeiro
# ou em segundo (um seletor: o texto não nomeia ninguém).

analysis-over = A partida acabou: { $player ->
    [first] o primeiro jogador
   *[second] o segundo jogador
} venceu.
# $size: quantos números o jogo tem.
analysis-fixed = Com { $size ->
    [one] { $size } número
   *[other] { $size } números
}, { $player ->
    [first] o primeiro jogador
   *[second] o segundo jogador
} sempre vence: nenhuma jogada pode mudar o resultado.
# $how: um dos trechos analysis-*-move(s)-* abaixo.
analysis-perfect-play = { $player ->
    [first] O primeiro jogador
   *[second] O segundo jogador
} vence com jogo perfeito: { $how }.

## Como as jogadas se saem ($how acima): em minúsculas, sem ponto final. $first é "yes" para
## a primeira jogada da partida ("primeiras jogadas"), "no" para uma posição mais adiante
## ("jogadas"). $total: as jogadas possíveis; $won: as vencedoras entre elas; $numbers: essas,
## unidas com "e" (no máximo 4).

analysis-only-move-wins = { $first ->
    [yes] a única primeira jogada possível vence
   *[no] a única jogada possível vence
}
analysis-all-moves-win = { $first ->
    [yes] todas as { $total } opções de primeira jogada vencem
   *[no] todas as { $total } jogadas possíveis vencem
}
analysis-some-moves-win = { $first ->
    [yes] { $won ->
        [one] { $won } das { $total } opções de primeira jogada vence
       *[other] { $won } das { $total } opções de primeira jogada vencem
    } ({ $numbers })
   *[no] { $won ->
        [one] { $won } das { $total } jogadas possíveis vence
       *[other] { $won } das { $total } jogadas possíveis vencem
    } ({ $numbers })
}
analysis-some-moves-win-such-as = { $first ->
    [yes] { $won } das { $total } opções de primeira jogada vencem, como { $numbers }
   *[no] { $won } das { $total } jogadas possíveis vencem, como { $numbers }
}
analysis-only-move-loses = { $first ->
    [yes] a única primeira jogada possível perde
   *[no] a única jogada possível perde
}
analysis-all-moves-lose = { $first ->
    [yes] todas as { $total } opções de primeira jogada perdem
   *[no] todas as { $total } jogadas possíveis perdem
}

## Quanto dura uma partida perfeita.

analysis-length = Uma partida perfeita dura { $moves ->
    [one] { $moves } jogada
   *[other] { $moves } jogadas
}.
# A partir de uma posição depois da primeira jogada.
analysis-length-more = Com jogo perfeito, a partida dura mais { $moves ->
    [one] { $moves } jogada
   *[other] { $moves } jogadas
}.
# Um jogo de vários números por turno.
analysis-claims = Cada número marcado conta como uma jogada.

## A mensagem de /analyze.

# O rodapé do embed.
analysis-footer = Resolvido com exatidão: jogo perfeito é fazer sempre a melhor jogada · só você pode ver isto
# Cadeia de números sem `start`: cada partida sorteia o seu, então não há uma resposta única.
analysis-start-missing = { $game } não tem um veredito único enquanto o número inicial não for escolhido: adicione `{ -opt-start }`, de 1 até o tamanho.
