# Jogadores chamados de volta às suas partidas (cogs/turn_pings.py, cogs/notify.py).
turn-ping = { $member }, é a sua vez na partida #{ $match }: { $link }
turn-reminder = { $member }, seu tempo para jogar na partida #{ $match } acaba { $when }: { $link }
turn-lost-on-time = O tempo de { $loser } acabou na partida #{ $match }, então { $winner } vence. { $link }
notify-turns-unknown = Escolha uma das opções oferecidas: no canal da partida, por mensagem direta ou desligado.
notify-turns-channel = Quando for a sua vez, vou mencionar você no canal da partida.
notify-turns-dm = Quando for a sua vez, vou enviar uma mensagem direta.
notify-turns-off = Não vou avisar quando for a sua vez; o tabuleiro continua mostrando.
notify-nothing-chosen = Escolha `{ -opt-turns }` (onde aviso que é a sua vez) ou `{ -opt-tournaments }` (um link para cada tabuleiro de torneio), ou os dois.
config-notify-turns-set = Os membros que não escolheram nada com `/{ -cmd-notify }` agora são avisados { $where } quando for a vez deles.
config-show-notify-turns = Avisos de vez
notify-where-channel = no canal da partida
notify-where-dm = por mensagem direta
notify-where-off = em lugar nenhum
