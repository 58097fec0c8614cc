# Recusas e erros das partidas; só o membro que clicou ou usou o comando vê (no idioma
# dele). Os comentários de en/errors.ftl explicam cada mensagem.

## Recusas do serviço de partidas
error-unknown-game = Não conheço o jogo `{ $game }`. Escolha um da lista.
error-no-such-match = Não encontrei essa partida.
error-no-such-series = Não encontrei essa série.
error-not-your-match = Essa partida não é sua. Comece a sua com `/{ -cmd-challenge }`.
error-not-your-turn = Não é a sua vez: espere a jogada do seu oponente.
error-match-over = Essa partida terminou. Comece outra com `/{ -cmd-challenge }`.
error-time-ran-out = O tempo para jogar acabou; a partida terminou.
error-not-pending = Esse desafio não está mais aberto. Envie outro com `/{ -cmd-challenge }`.
error-not-accepted-yet = Esse desafio ainda não foi aceito.
error-not-started = Esse desafio ainda não começou: cancele-o ou recuse-o.
error-challenge-expired = Esse desafio expirou. Envie outro com `/{ -cmd-challenge }`.
error-turn-already-played = Essa jogada já foi feita.
error-no-match-here = Você não tem nenhuma partida em andamento neste canal. Comece uma com `/{ -cmd-challenge }`.
error-not-a-series = Sua partida aqui é avulsa, não uma série: use `/{ -cmd-resign }` para desistir dela.
error-series-still-going = Essa série continua: jogue a próxima partida dela.

## Responder a um desafio
error-accept-own-challenge = Você não pode aceitar o seu próprio desafio; espere a resposta de { $opponent } (ou cancele-o).
error-decline-own-challenge = Você não pode recusar o seu próprio desafio; espere a resposta de { $opponent } (ou cancele-o).
error-challenge-not-for-you = Esse desafio não é para você.
error-only-challenger-cancels = Só quem desafiou pode cancelar; você pode recusar.

## Revanche
error-rematch-still-going = Essa partida ainda está em andamento.
error-rematch-not-finished = Só uma partida terminada pode ter revanche.
error-rematch-voided = Essa partida foi anulada; comece outra com `/{ -cmd-challenge }`.

## /challenge e Revanche
error-not-allowed-channel = Neste servidor, desafios não são permitidos neste canal. Tente em { $channels }.
error-game-switched-off = O jogo { $game } está desativado neste servidor.
error-challenge-yourself = Você não pode se desafiar: escolha outra pessoa ou a mim.
error-challenge-bot = Você não pode desafiar outro bot. Desafie a mim!
error-level-choices = `{ -opt-level }` precisa ser fácil, normal ou perfeito.
error-level-only-bot = `{ -opt-level }` só vale quando você me desafia.
error-first-choices = `{ -opt-first }` precisa ser eu, o oponente ou aleatório.
error-best-of-choices = `{ -opt-best-of }` precisa ser 1, 3, 5 ou 7.
error-opponent-busy = { $opponent } já tem uma partida aberta neste canal.
error-you-in-tournament = Você está jogando no torneio deste canal: faça seu desafio em outro canal.
error-member-in-tournament = { $member } está jogando no torneio deste canal: faça seu desafio em outro canal.
error-busy-ended-meanwhile = Você tinha uma partida aberta neste canal há um instante. Tente de novo.
error-busy-decline-first = Primeiro recuse o desafio de { $opponent }, ou jogue a partida.
error-busy-your-challenge-open = Seu desafio para { $opponent } ainda está aberto aqui: cancele primeiro ou espere uma resposta.
error-busy-finish-first = Primeiro termine sua partida com { $opponent } aqui, ou desista com `/{ -cmd-resign }`.
error-challenge-limit-minute = Você fez { $count ->
    [one] { $count } desafio
   *[other] { $count } desafios
} no último minuto, o limite deste servidor. Você poderá desafiar de novo { $when }.
error-challenge-limit-hour = Você fez { $count ->
    [one] { $count } desafio
   *[other] { $count } desafios
} na última hora, o limite deste servidor. Você poderá desafiar de novo { $when }.
error-player-not-found = Não encontrei esse jogador.
error-not-a-member = { $member } não é membro deste servidor, então não pode jogar aqui.
error-option-not-for-game = `{ $option }` não se aplica a { $game } (opções aceitas: { $accepted }).
error-not-game-or-variant = `{ $name }` não é um jogo nem uma variante deste servidor: escolha um da lista.
error-nothing-game-or-variant = Isso não é um jogo nem uma variante deste servidor: escolha um da lista.
error-variant-keeps-options = A variante `{ $variant }` tem as próprias opções: tire { $options }, ou escolha o jogo `{ $game }` para defini-las.

## /void
error-already-void = A partida nº { $id } já foi anulada.
error-void-challenge = A partida nº { $id } é um desafio que ninguém aceitou ainda: ele pode ser recusado ou cancelado, e expira sozinho.
error-void-aborted = A partida nº { $id } foi interrompida antes de os dois jogarem: já não conta.
error-void-never-played = A partida nº { $id } nunca foi jogada ({ $status ->
    [declined] recusada
    [cancelled] cancelada
   *[expired] expirada
}).

## /leaderboard
error-no-such-season = Não existe temporada { $season } neste servidor: a atual é a { $current }.

## Torneios
error-no-such-tournament = Não há torneio neste canal. Um organizador pode criar um com `/{ -cmd-tournament } { -cmd-tournament-create }`.
error-channel-has-tournament = Este canal já tem um torneio: cancele-o primeiro ou use outro canal.
error-not-organiser = Só o organizador do torneio ou um moderador pode fazer isso.

## Quando outra coisa dá errado
error-apology = Desculpe, algo deu errado do meu lado. Tente de novo daqui a pouco.
error-stale-command = Não entendi esse comando ou as opções dele. Tente de novo daqui a pouco (o Discord talvez ainda esteja atualizando meus comandos).
error-database-down = O banco de dados está indisponível agora; tente de novo daqui a pouco.
error-not-in-dms = Este comando funciona num canal de servidor, não em mensagens diretas.
error-cant-use-here = Você não pode usar isso aqui. Tente `/{ -cmd-help }`.
error-unknown-button = Esse botão não vale mais.

## Comandos de moderação
error-needs-manage-server = Só membros com a permissão **Gerenciar servidor** podem fazer isso.
error-only-in-servers = Isso só funciona num servidor.

## (en/errors.ftl explains this message: the option names of terms.ftl.)
# An option's name in backticks, in a list of them.
error-option-quoted = `{ $option }`
error-option-name = { $option ->
    [opponent] { -opt-opponent }
    [game] { -opt-game }
    [first] { -opt-first }
    [size] { -opt-size }
    [start] { -opt-start }
    [forbid] { -opt-forbid }
    [claims] { -opt-claims }
    [level] { -opt-level }
    [best-of] { -opt-best-of }
    [number] { -opt-number }
    [series] { -opt-series }
    [member] { -opt-member }
    [season] { -opt-season }
    [match] { -opt-match }
    [channel] { -opt-channel }
    [hours] { -opt-hours }
    [minutes] { -opt-minutes }
    [enabled] { -opt-enabled }
    [games] { -opt-games }
    [per-minute] { -opt-per-minute }
    [per-hour] { -opt-per-hour }
    [role] { -opt-role }
    [name] { -opt-name }
    [setting] { -opt-setting }
    [format] { -opt-format }
    [rounds] { -opt-rounds }
    [turn-seconds] { -opt-turn-seconds }
    [starts-in] { -opt-starts-in }
    [tournament] { -opt-tournament }
    [tournaments] { -opt-tournaments }
    [language] { -opt-language }
   *[other] { $option }
}

## Uma opção com um valor que o comando não pode usar
error-option-whole-number = `{ $option }` precisa ser um número inteiro.
error-option-number = `{ $option }` precisa ser um número.
error-option-text = `{ $option }` precisa ser texto.
error-option-true-false = `{ $option }` precisa ser verdadeiro ou falso.
error-option-member = Não encontrei esse membro: escolha um da lista em `{ $option }`.
error-option-channel = Não encontrei esse canal: escolha um da lista em `{ $option }`.
error-option-role = Não encontrei esse cargo: escolha um da lista em `{ $option }`.
error-option-choices = `{ $option }` precisa ser uma das opções dele: escolha uma da lista.
error-option-control-characters = `{ $option }` não pode ter caracteres de controle (caracteres invisíveis como NUL): digite de novo sem eles.

## Um desafio aberto: qualquer pessoa daqui, menos quem desafiou e nenhum bot, pode aceitar.
error-accept-own-open-challenge = Você não pode aceitar seu próprio desafio; espere alguém daqui aceitar (ou cancele).
error-decline-own-open-challenge = Você não pode recusar seu próprio desafio; cancele se não quiser mais jogar.
error-decline-open-challenge = Este desafio está aberto a qualquer pessoa daqui, então ninguém precisa recusá-lo; aceite para jogar.
error-bot-accepts-open-challenge = Um bot não pode aceitar um desafio; desafios abertos são para os membros.
error-only-challenger-cancels-open = Só quem fez o desafio pode cancelá-lo; aceite para jogar.
error-busy-your-open-challenge = Seu desafio aberto ainda está esperando aqui: cancele primeiro ou espere alguém aceitar.
error-accept-in-tournament = Você está jogando no torneio deste canal, então aqui só joga as partidas dele.
