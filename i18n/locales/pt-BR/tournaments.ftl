# Torneios: /tournament (create, start, cancel, standings, withdraw, export), /notify, a
# mensagem de inscrição com os botões Participar e Sair, a classificação ao vivo em que ela se
# transforma, o pódio, a linha acima do tabuleiro de cada confronto e a mensagem direta
# com o link. O que todo o canal lê fica no idioma do servidor; as respostas que só o membro
# vê, no idioma dele.

## Os formatos, como os jogadores os leem (inscrição, classificação, lista `tournament`).

tournament-format-arena = Arena
tournament-format-swiss = Suíço
tournament-format-round-robin = Todos contra todos

# O nome de um torneio quando o organizador não deu nenhum: "Duelo do círculo – Suíço".
# { $game } é o jogo (ou a variante do servidor), { $format } um dos três acima.
tournament-default-name = { $game } – { $format }

## A mensagem de inscrição (pública).

# Como cada formato emparelha e pontua: uma frase na mensagem de inscrição.
tournament-rules-arena = Quem está livre é emparelhado de novo na hora. Cada partida vencida vale 2 pontos, 4 depois de duas vitórias seguidas.
tournament-rules-swiss = Jogadores com os mesmos pontos se enfrentam, e ninguém se enfrenta duas vezes. As duas partidas de um confronto valem 1, ½ ou 0 pontos.
tournament-rules-round-robin = Todos enfrentam todos uma vez. As duas partidas de um confronto valem 1, ½ ou 0 pontos.
tournament-two-games = Cada confronto tem duas partidas: cada jogador começa uma vez.
# A primeira linha da mensagem de inscrição e da classificação: "**Suíço** · 5 rodadas ·
# Duelo do círculo, tamanho 12 · 60 segundos por jogada." { $format } é o formato,
# { $length } um dos textos tournament-length- abaixo, { $game } o jogo com as opções.
tournament-heading = **{ $format }** · { $length } · { $game } · { $seconds ->
        [one] { $seconds } segundo
       *[other] { $seconds } segundos
    } por jogada.
tournament-length-minutes = { $minutes ->
        [one] { $minutes } minuto
       *[other] { $minutes } minutos
    }
tournament-length-rounds = { $rounds ->
        [one] { $rounds } rodada
       *[other] { $rounds } rodadas
    }
tournament-length-round-robin = uma rodada por oponente
tournament-length-auto = rodadas conforme o número de jogadores
# O jogo com as opções: "Duelo do círculo, tamanho 12".
tournament-game-options = { $game }, { $options }
# Uma variante do servidor: "`largo` (Vizinhos proibidos, tamanho 15)"; { $variant } o nome.
tournament-variant = `{ $variant }` ({ $game })
tournament-variant-options = `{ $variant }` ({ $game }, { $options })
# { $time } é um carimbo de tempo do Discord ("em 10 minutos"); { $organiser } uma menção.
tournament-signup-starts = Começa { $time }, ou antes se { $organiser } iniciar com `/{ -cmd-tournament } { -cmd-tournament-start }`.
# O nome do campo de jogadores.
tournament-players = Jogadores ({ $count })
tournament-players-none = Ninguém ainda. Clique em **{ -button-join }** para jogar.
# { $players } são as menções dos jogadores, juntas.
tournament-players-list = { $players }.
tournament-players-more = { $players } e mais { $more }.
tournament-signup-footer = { -button-join } ou { -button-leave } com os botões abaixo. Cada tabuleiro seu é publicado aqui, e eu envio um link para você.
# Os botões.
tournament-button-join = { -button-join }
tournament-button-leave = { -button-leave }

## A classificação (a mensagem de inscrição editada; /tournament standings).

tournament-standings-title = 🏆 { $name } · classificação
# A classificação antiga, quando o Discord não deixa mais editá-la (mais de uma hora).
tournament-table-moved = Esta classificação continua em [uma nova mensagem]({ $link }).
# Uma linha: { $rank } a posição, { $player } uma menção, { $points } os pontos ("2½"),
# { $won } as partidas vencidas.
tournament-row = `{ $rank }.` { $player } · **{ $points }** · { $won ->
        [0] { $won } vitórias
        [one] { $won } vitória
       *[other] { $won } vitórias
    }
# A mesma com os desempates: Buchholz (os pontos dos oponentes) e SB (Sonneborn-Berger).
tournament-row-tiebreaks = `{ $rank }.` { $player } · **{ $points }** · { $won ->
        [0] { $won } vitórias
        [one] { $won } vitória
       *[other] { $won } vitórias
    } · Buchholz { $buchholz } · SB { $sb }
# Um jogador que saiu: { $row } é a linha dele, riscada.
tournament-row-withdrawn = ~~{ $row }~~ (saiu)
tournament-table-empty = Nenhum resultado ainda.
tournament-table-more = …e mais { $count }. `/{ -cmd-tournament } { -cmd-tournament-export }` tem todas as linhas.
# Em que ponto está o torneio, abaixo do cabeçalho.
tournament-progress-final = Classificação final.
tournament-progress-cancelled = Cancelado.
tournament-progress-starts = Começa { $time }.
tournament-progress-running = Em andamento.
tournament-progress-ends = Termina { $time }.
tournament-progress-round-of = Rodada { $round } de { $rounds }.
tournament-progress-round = Rodada { $round }.
# O rodapé da classificação: como ela é ordenada.
tournament-key-table = Primeiro os pontos, depois Buchholz (os pontos dos oponentes), depois SB (Sonneborn-Berger: os pontos dos oponentes que você venceu e metade dos de quem empatou com você) e por fim a pontuação.
tournament-key-arena = Primeiro os pontos, depois as partidas vencidas e por fim a pontuação.

## O fim (público): o pódio e depois a classificação final.

tournament-podium-title = 🏆 { $name } terminou
# { $medal } é 🥇, 🥈 ou 🥉; { $shown } os pontos como escritos ("4½"); { $points } o mesmo
# número, para o plural.
tournament-podium-line = { $medal } { $player } com { $points ->
        [0] { $shown } pontos
        [one] { $shown } ponto
       *[other] { $shown } pontos
    }.
tournament-podium-tied = { $medal } { $players }, empatados com { $points ->
        [one] { $shown } ponto
       *[other] { $shown } pontos
    } cada um e os mesmos desempates.
tournament-podium-none = Ninguém terminou.
tournament-final-table = Classificação final
tournament-podium-footer = /{ -cmd-tournament } { -cmd-tournament-standings } mostra a classificação de novo; /{ -cmd-tournament } { -cmd-tournament-export } traz todas as partidas.
# A mensagem de inscrição quando o torneio é cancelado.
tournament-cancelled-by = Cancelado por { $member }.
tournament-cancelled-no-players = Cancelado: menos de dois jogadores se inscreveram.

## Acima do tabuleiro de um confronto (público): nomeia os dois jogadores. { $a } e { $b }
## são menções, { $name } o nome do torneio, { $round } a rodada, { $game } 1 ou 2.

tournament-pairing = { $a } { $b }, a partida de vocês em **{ $name }**.
tournament-pairing-round = { $a } { $b }, a partida de vocês em **{ $name }**, rodada { $round }.
tournament-pairing-game = { $a } { $b }, a partida de vocês em **{ $name }**, partida { $game } de 2.
tournament-pairing-round-game = { $a } { $b }, a partida de vocês em **{ $name }**, rodada { $round }, partida { $game } de 2.

## A mensagem direta para cada jogador de um novo confronto (no idioma do servidor).

tournament-bye = { $member }, você folga na rodada { $round } de **{ $name }**: um ponto sem jogar. Sua próxima partida vem com a próxima rodada.
tournament-dm-ready = Sua partida contra { $opponent } em **{ $name }** está pronta: { $link }
tournament-dm-notify-off = Desative estas mensagens com `/{ -cmd-notify } { -opt-tournaments }:False`.

## Um torneio na lista da opção `tournament`: "12 · Torneio de primavera · Suíço · encerrado".

tournament-status-signup = inscrições
tournament-status-running = em andamento
tournament-status-over = encerrado
tournament-status-cancelled = cancelado

## Respostas que só o membro vê.

# Participar e Sair.
tournament-joined = Você está em **{ $name }**. Vou publicar seus tabuleiros em { $channel } e enviar um link para você.
tournament-left = Você saiu de **{ $name }**.
tournament-started = **{ $name }** começou.
tournament-cancelled = **{ $name }** foi cancelado.
tournament-withdrew = Você saiu de **{ $name }**. Suas partidas não jogadas contam como derrotas.
# Acima do arquivo CSV (público). Os nomes das colunas do arquivo ficam em inglês: são dados.
tournament-export = Todas as partidas do torneio { $id } e depois a classificação.
tournament-notify-on = Vou enviar um link para cada tabuleiro seu nos torneios.
tournament-notify-off = Não vou mais enviar links para seus tabuleiros de torneio: procure-os no canal do torneio.

## Recusas (só o membro vê).

# "Gerenciar servidor" é o nome que o Discord dá a essa permissão.
tournament-needs-organiser = Só membros com a permissão **Gerenciar servidor** podem criar um torneio.
# { $role } é o cargo de organizador do servidor, como menção.
tournament-needs-organiser-role = Só membros com a permissão **Gerenciar servidor** ou o cargo { $role } podem criar um torneio.
tournament-unknown-format = `{ -opt-format }` precisa ser arena, suíço ou todos contra todos.
tournament-rounds-swiss-only = `{ -opt-rounds }` só vale para um torneio suíço.
tournament-minutes-arena-only = `{ -opt-minutes }` só vale para uma arena.
tournament-rounds-range = `{ -opt-rounds }` precisa ser de { $low } a { $high }.
tournament-minutes-range = `{ -opt-minutes }` precisa ser de { $low } a { $high }.
tournament-turn-seconds-range = `{ -opt-turn-seconds }` precisa ser de { $low } a { $high }.
tournament-starts-in-range = `{ -opt-starts-in }` precisa ser de { $low } a { $high }.
# { $channels } lista os canais onde partidas são permitidas.
tournament-channel-not-allowed = Neste servidor, partidas não são permitidas neste canal. Tente em { $channels }.
tournament-game-off = O jogo { $game } está desativado neste servidor.
tournament-game-decided = Com essas opções, { $game } é decidido pelas regras desde o primeiro lance: nada do que os jogadores façam muda quem vence, então um torneio seria sorte. Escolha outro jogo ou outras opções.
tournament-not-found = Não encontrei esse torneio.
tournament-no-tournament-here = Este canal nunca teve um torneio. Indique um com `{ -opt-tournament }`.
tournament-already-signed-up = Você já se inscreveu neste torneio.
tournament-not-signed-up = Você não se inscreveu neste torneio.
tournament-signup-closed = O torneio já começou: as inscrições estão encerradas.
tournament-over = O torneio terminou.
tournament-was-cancelled = O torneio foi cancelado.
tournament-leave-use-withdraw = O torneio já começou: use `/{ -cmd-tournament } { -cmd-tournament-withdraw }` para sair dele.
tournament-already-started = O torneio já começou.
tournament-too-few-players = Um torneio precisa de pelo menos dois jogadores para começar.
tournament-withdraw-use-leave = O torneio ainda não começou: use **{ -button-leave }** na mensagem de inscrição.
tournament-not-playing = Você não está jogando neste torneio.
