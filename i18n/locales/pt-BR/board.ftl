# O tabuleiro de uma partida: a mensagem pública do canal (no idioma do servidor).
# Os comentários de en/board.ftl explicam cada mensagem.

## Título
board-title = { $game } · partida nº { $id }
board-title-variant = { $game } · { $variant } · partida nº { $id }

## Campos
board-field-series = Série
board-field-players = Jogadores
board-field-expires = Expira
board-field-turn = Vez
board-field-for-fun = Só por diversão
board-field-result = Resultado
board-field-last-move = Última jogada
board-field-legend = Botões

## Opções
# Options inside sentences are words of the language (the option names are for commands).
board-option = { $option ->
    [size] tamanho { $value }
    [start] número inicial { $value }
    [forbid] distâncias proibidas { $value }
    [claims] { $value } números por vez
   *[other] { $option } { $value }
}
board-variant-choice = { $name }: { $details }
board-best-of = melhor de { $count }

## Desafio
board-challenge = { $challenger } desafia { $opponent } para **{ $game }** ({ $options }).
board-challenge-variant = { $challenger } desafia { $opponent } para **{ $variant }**, a variante de { $game } deste servidor ({ $options }).
board-challenge-question = { $opponent }, você aceita?
board-declined = { $opponent } recusou o desafio de { $challenger }.
board-cancelled = { $challenger } cancelou o desafio para { $opponent }.
board-expired = Este desafio expirou: { $opponent } não respondeu a tempo.

## Jogadores
board-players-open = { $first } joga primeiro e { $second }, em segundo.
board-players-done = { $first } jogou primeiro e { $second }, em segundo.
board-bot-level = { $bot } ({ $level ->
    [easy] fácil
    [normal] normal
   *[perfect] perfeito
})

## Vez
board-turn = É a vez de { $mover }.
board-turn-deadline = É a vez de { $mover } (o prazo termina { $when }).
board-turn-claims = É a vez de { $mover }: { $count ->
    [one] ainda tem { $count } número para jogar
   *[other] ainda tem { $count } números para jogar
}.
board-turn-claims-deadline = É a vez de { $mover }: { $count ->
    [one] ainda tem { $count } número para jogar
   *[other] ainda tem { $count } números para jogar
} (o prazo termina { $when }).

## Vencedor definido desde o início
board-fixed = { $member } joga { $order ->
    [first] primeiro
   *[second] em segundo
} e sempre vence { $setup ->
    [size] com { $size } números
   *[options] com estas opções
}: esta partida é { $rated ->
    [bot] só por diversão
   *[people] só por diversão e não é ranqueada
}.
board-fixed-finished = Esta partida foi { $rated ->
    [bot] só por diversão
   *[people] só por diversão e não foi ranqueada
}: { $setup ->
    [size] com { $size } números
   *[options] com estas opções
}, quem joga { $order ->
    [first] primeiro
   *[second] em segundo
} não pode perder.

## Resultado
board-end-resigned = { $winner } venceu! { $loser } desistiu.
board-end-timeout = { $winner } venceu! O tempo de { $loser } acabou.
board-over = A partida terminou.
board-unrated = Não ranqueada: vocês dois já atingiram o limite de partidas ranqueadas em 24 horas deste servidor (a vitória e a derrota contam mesmo assim).
board-aborted = Interrompida antes de os dois jogarem: esta partida não conta.
board-aborted-resigned = Interrompida: { $member } desistiu antes de os dois jogarem, então esta partida não conta.
board-aborted-timeout = Interrompida: o tempo de { $member } acabou antes de os dois jogarem, então esta partida não conta.
board-voided = Anulada por { $moderator }: esta partida não conta.
board-voided-had-ended = (Já tinha terminado: { $result })

## Tabuleiro antigo
board-moved = Esta partida continua em [um novo tabuleiro]({ $link }).

## Rodapé
board-hint-play = Clique em um número azul na sua vez ou use /{ -cmd-claim }.
board-hint-finished = { -button-rematch } para outra partida, { -button-review } para ver onde foi ganha e perdida.
board-hint-series-game = { -button-review } para ver onde foi ganha e perdida.
board-hint-aborted = { -button-rematch } para jogá-la de novo.

## Botões
board-button-accept = { -button-accept }
board-button-decline = { -button-decline }
board-button-cancel = { -button-cancel }
board-button-resign = { -button-resign }
board-button-rules = { -button-rules }
board-button-keep-playing = { -button-keep-playing }
board-button-rematch = { -button-rematch }
board-button-review = { -button-review }
board-button-replay = { -button-replay }

## Os números de cada jogador, abaixo do tabuleiro
board-owned-list-default = { $who ->
    [you] Seus números
    [opponent] Os números do seu oponente
   *[member] Números de { $member }
}: { $numbers }.
board-owned-none-default = { $who ->
    [you] Você ainda não tem números.
    [opponent] Seu oponente ainda não tem números.
   *[member] { $member } ainda não tem números.
}
board-owned-list-forbidden-adjacent = { $who ->
    [you] Seus números marcados
    [opponent] Os números marcados do seu oponente
   *[member] Números marcados de { $member }
}: { $numbers }.
board-owned-none-forbidden-adjacent = { $who ->
    [you] Você ainda não marcou nenhum número.
    [opponent] Seu oponente ainda não marcou nenhum número.
   *[member] { $member } ainda não marcou nenhum número.
}
board-owned-list-number-capture = { $who ->
    [you] Suas capturas
    [opponent] As capturas do seu oponente
   *[member] Capturas de { $member }
}: { $numbers }.
board-owned-none-number-capture = { $who ->
    [you] Você ainda não capturou nada.
    [opponent] Seu oponente ainda não capturou nada.
   *[member] { $member } ainda não capturou nada.
}

## Legenda: o que cada cor significa
board-legend-open-default = Azul: você pode jogá-lo agora.
board-legend-first-default = Verde: números de { $member }.
board-legend-second-default = Vermelho: os de { $member }.
board-legend-done-default = Cinza { $mark }: jogado.
board-legend-blocked-default = Cinza: não permitido agora.
board-legend-never-default = Cinza: nunca jogado.
# Under the card's board of the line games: who P1 and P2 are (they swap each game of a series).
board-marks-players = Na linha acima, P1 marca os números de { $first } e P2 os de { $second }.
board-legend-open-circle-duel = Azul: você pode pegá-lo agora.
board-legend-done-circle-duel = Cinza { $mark }: pego.
board-legend-blocked-circle-duel = Cinza: não está ao lado do último número.
board-legend-never-circle-duel = Cinza: nunca pego.
# Under a Circle Duel board: its numbers in ring order (the last one underlined, its
# neighbours in bold), so that the largest number next to 1 shows.
board-circle = Ao redor do círculo: { $ring } e de novo { $first }.
board-circle-last = Ao redor do círculo: { $ring } e de novo { $first }. O { $last } fica entre o { $left } e o { $right }.
board-legend-open-forbidden-adjacent = Azul: você pode marcá-lo agora.
board-legend-first-forbidden-adjacent = Verde: marcados por { $member }.
board-legend-second-forbidden-adjacent = Vermelho: marcados por { $member }.
board-legend-done-forbidden-adjacent = Cinza { $mark }: marcado.
board-legend-blocked-forbidden-adjacent = Cinza: proibido.
board-legend-never-forbidden-adjacent = Cinza: nunca marcado.
board-legend-open-non-consecutive = Azul: você pode escolhê-lo agora.
board-legend-done-non-consecutive = Cinza { $mark }: escolhido.
board-legend-blocked-non-consecutive = Cinza: perto demais de um número escolhido.
board-legend-never-non-consecutive = Cinza: nunca escolhido.
board-legend-open-number-capture = Azul: você pode capturá-lo agora.
board-legend-first-number-capture = Verde: capturados por { $member }.
board-legend-second-number-capture = Vermelho: capturados por { $member }.
board-legend-done-number-capture = Cinza { $mark }: capturado.
board-legend-blocked-number-capture = Cinza: ao lado do último número capturado.
board-legend-never-number-capture = Cinza: nunca capturado.
board-legend-open-number-chain = Azul: você pode adicioná-lo agora.
board-legend-done-number-chain = Cinza { $mark }: na cadeia.
board-legend-blocked-number-chain = Cinza: não é um a mais, um a menos, o dobro nem a metade do último número.
board-legend-never-number-chain = Cinza: nunca esteve na cadeia.

## Série
board-series-game = Partida { $number } · melhor de { $best } · { $score }.
board-series-pairing-game = Partida { $number } de { $games } · { $score }.
board-series-draw = O confronto terminou empatado.
board-series-won = 🏆 { $winner } venceu a série!
board-series-won-resigned = 🏆 { $winner } venceu a série: { $member } desistiu dela.
board-series-unfinished = A série terminou sem vencedor.
board-series-replayed = A partida { $number } é jogada de novo abaixo.
board-series-new-game = Uma nova partida { $number } começa abaixo.
board-series-next = A partida { $number } começa abaixo.

## Páginas
board-pager-prev = ◀ Anterior
board-pager-next = Próxima ▶

## Um desafio aberto (/challenge sem oponente): qualquer pessoa daqui pode aceitar.
board-challenge-open = { $challenger } desafia qualquer pessoa daqui para **{ $game }** ({ $options }).
board-challenge-open-variant = { $challenger } desafia qualquer pessoa daqui para **{ $variant }**, a variante de { $game } deste servidor ({ $options }).
board-challenge-open-question = Qualquer pessoa daqui pode aceitar: clique em **{ -button-accept }** para jogar.
board-players-open-seat = { $order ->
    [first] { $challenger } joga primeiro e quem aceitar, em segundo.
   *[second] Quem aceitar joga primeiro e { $challenger }, em segundo.
}
board-open-seat-member = Quem aceitar
board-cancelled-open = { $challenger } cancelou o desafio aberto.
board-expired-open = Este desafio aberto expirou: ninguém aceitou a tempo.
