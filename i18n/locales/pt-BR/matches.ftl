# Mensagens dos comandos de partida: /challenge, /claim, /resign, /board, e as menções
# acima de um tabuleiro.

## Públicas (no idioma do servidor)
match-challenged = { $opponent }, você recebeu um desafio!
match-rematch-ping = { $opponent }, uma revanche!
match-series-next-ping = { $member }, partida { $number } da sua série: é a sua vez.

## Só para o membro
match-played = Você jogou o { $number }.
match-played-claims-left = Você jogou o { $number }. { $count ->
    [one] Você ainda tem { $count } número para jogar.
   *[other] Você ainda tem { $count } números para jogar.
}
match-resigned = Você desistiu.
match-resigned-series = Você desistiu da série.

## A lista de números do /claim (texto simples, no máximo 100 caracteres)
match-claim-in-server = Jogue num canal de servidor.
match-claim-no-match = Você não tem partida neste canal. Comece uma com /{ -cmd-challenge }.
match-claim-not-started = Sua partida não começou: o desafio ainda espera uma resposta.
match-claim-over = Sua partida aqui terminou. Comece outra com /{ -cmd-challenge }.
match-claim-member-to-move = Não é a sua vez: é a vez de { $member }.
match-claim-opponent-to-move = Não é a sua vez: é a vez do seu oponente.
match-claim-none-left = Não sobrou nenhum número para jogar.

# The board's Resign asks first; the question's Resign resigns, Keep playing changes nothing.
match-resign-question = Desistir da partida nº { $match }?
match-resign-kept = Você continua jogando a partida nº { $match }: nada mudou.
match-resigned-match = Você desistiu da partida nº { $match }.
# /claim given no number while some are open (the list's line, or text typed for it).
match-claim-type-number = Digite o número que você joga: { $numbers }.
## Quem desafiou recebe a resposta: uma mensagem nova que menciona a pessoa.
match-challenged-open = Qualquer pessoa daqui pode aceitar o desafio de { $challenger }!
match-notice-accepted = { $challenger }, { $opponent } aceitou seu desafio: a partida começou! { $first ->
    [you] Você joga primeiro.
   *[them] { $opponent } joga primeiro.
}
match-notice-board = [Abrir o tabuleiro]({ $link }).
match-notice-declined = { $challenger }, { $opponent } recusou seu desafio.
match-notice-expired = { $challenger }, seu desafio para { $opponent } expirou: não houve resposta a tempo.
match-notice-expired-open = { $challenger }, seu desafio aberto expirou: ninguém aceitou a tempo.
