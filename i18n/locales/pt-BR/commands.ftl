# Os comandos de barra como o Discord os lista: nome e descrição de cada comando, opção e
# escolha. Os nomes vêm de terms.ftl. Uma descrição: uma linha curta, no máximo 100
# caracteres; uma escolha no máximo 100 caracteres. Tratamento: você.

# /challenge
cmd-challenge = { -cmd-challenge }
    .description = Desafie alguém (ou a mim) para um duelo de números.
opt-challenge-opponent = { -opt-opponent }
    .description = Contra quem você quer jogar (me escolha para o bot; vazio: qualquer pessoa aqui)
opt-challenge-game = { -opt-game }
    .description = Qual jogo, ou uma variante deste servidor
opt-challenge-first = { -opt-first }
    .description = Quem joga primeiro (padrão: cara ou coroa)
opt-challenge-size = { -opt-size }
    .description = Quantos números (se vazio, o padrão do jogo)
opt-challenge-start = { -opt-start }
    .description = Cadeia de números: o número inicial (aleatório se vazio)
opt-challenge-forbid = { -opt-forbid }
    .description = Sem consecutivos, Vizinhos proibidos: as distâncias que um número proíbe, ex.: 1,3 (padrão 1)
opt-challenge-claims = { -opt-claims }
    .description = Sem consecutivos, Vizinhos proibidos: quantos números por turno (padrão 1)
opt-challenge-level = { -opt-level }
    .description = Contra mim: fácil, normal ou perfeito
opt-challenge-best-of = { -opt-best-of }
    .description = Partidas da série: quem vencer mais da metade leva (padrão: 1)

# /claim
cmd-claim = { -cmd-claim }
    .description = Jogue um número na sua partida deste canal.
opt-claim-number = { -opt-number }
    .description = O número a jogar

# /resign
cmd-resign = { -cmd-resign }
    .description = Desista da sua partida neste canal.
opt-resign-series = { -opt-series }
    .description = Numa série: desistir da série inteira, não só desta partida

# /board
cmd-board = { -cmd-board }
    .description = Mostre de novo a sua partida neste canal.

# /leaderboard
cmd-leaderboard = { -cmd-leaderboard }
    .description = Os melhores jogadores deste servidor.
opt-leaderboard-game = { -opt-game }
    .description = Só um jogo, ou os problemas diários (todos os jogos se vazio)
opt-leaderboard-season = { -opt-season }
    .description = O ranking final de uma temporada passada (esta temporada se vazio)

# /stats
cmd-stats = { -cmd-stats }
    .description = Pontuação e resultados de um jogador.
opt-stats-member = { -opt-member }
    .description = De quem são as estatísticas (as suas se vazio)

# /games
cmd-games = { -cmd-games }
    .description = As partidas em andamento neste servidor, as suas primeiro.

# /history
cmd-history = { -cmd-history }
    .description = Os últimos resultados de um jogador aqui.
opt-history-member = { -opt-member }
    .description = De quem são os resultados (os seus se vazio)
opt-history-game = { -opt-game }
    .description = Só um jogo (todos os jogos se vazio)

# /config
cmd-config = { -cmd-config }
    .description = As configurações deste servidor para os duelos de números (Gerenciar servidor).

# /config show
cmd-config-show = { -cmd-config-show }
    .description = Cada configuração deste servidor e de onde ela vem.

# /config allow-channel
cmd-config-allow-channel = { -cmd-config-allow-channel }
    .description = Permita desafios num canal (nenhum na lista: em todos).
opt-config-allow-channel-channel = { -opt-channel }
    .description = Um canal onde desafios são permitidos

# /config disallow-channel
cmd-config-disallow-channel = { -cmd-config-disallow-channel }
    .description = Tire um canal da lista de canais de desafio.
opt-config-disallow-channel-channel = { -opt-channel }
    .description = Um canal da lista

# /config turn-timeout
cmd-config-turn-timeout = { -cmd-config-turn-timeout }
    .description = Quanto tempo um jogador pode pensar, a partir do próximo turno.
opt-config-turn-timeout-hours = { -opt-hours }
    .description = De 1 a 720 horas

# /config challenge-timeout
cmd-config-challenge-timeout = { -cmd-config-challenge-timeout }
    .description = Quanto tempo um desafio espera por uma resposta.
opt-config-challenge-timeout-minutes = { -opt-minutes }
    .description = De 1 a 1440 minutos

# /config bot-level
cmd-config-bot-level = { -cmd-config-bot-level }
    .description = Meu nível quando ninguém escolhe um.
opt-config-bot-level-level = { -opt-level }
    .description = fácil, normal ou perfeito

# /config game
cmd-config-game = { -cmd-config-game }
    .description = Desative ou ative um jogo neste servidor.
opt-config-game-game = { -opt-game }
    .description = Qual jogo
opt-config-game-enabled = { -opt-enabled }
    .description = Ativado (true) ou desativado (false)

# /config daily-rated-limit
cmd-config-daily-rated-limit = { -cmd-config-daily-rated-limit }
    .description = Partidas ranqueadas por dia entre as mesmas duas pessoas (0: sem limite).
opt-config-daily-rated-limit-games = { -opt-games }
    .description = De 0 a 50; 0 significa sem limite

# /config challenge-limit
cmd-config-challenge-limit = { -cmd-config-challenge-limit }
    .description = Desafios novos que um membro pode fazer por minuto e por hora (0: sem limite).
opt-config-challenge-limit-per-minute = { -opt-per-minute }
    .description = De 0 a 1000; 0 significa sem limite
opt-config-challenge-limit-per-hour = { -opt-per-hour }
    .description = De 0 a 1000; 0 significa sem limite

# /config organiser-role
cmd-config-organiser-role = { -cmd-config-organiser-role }
    .description = Um cargo cujos membros podem criar torneios (além de Gerenciar servidor).
opt-config-organiser-role-role = { -opt-role }
    .description = Membros com este cargo podem usar `/{ -cmd-tournament } { -cmd-tournament-create }`

# /config variant-add
cmd-config-variant-add = { -cmd-config-variant-add }
    .description = Salve um jogo com suas opções sob um nome para usar nos desafios.
opt-config-variant-add-name = { -opt-name }
    .description = De 2 a 24 letras minúsculas, dígitos e hifens, como largo-13
opt-config-variant-add-game = { -opt-game }
    .description = Qual jogo ela usa
opt-config-variant-add-size = { -opt-size }
    .description = Quantos números (se vazio, o padrão do jogo)
opt-config-variant-add-start = { -opt-start }
    .description = Cadeia de números: o número inicial (aleatório se vazio)
opt-config-variant-add-forbid = { -opt-forbid }
    .description = Sem consecutivos, Vizinhos proibidos: as distâncias que um número proíbe, ex.: 1,3 (padrão 1)
opt-config-variant-add-claims = { -opt-claims }
    .description = Sem consecutivos, Vizinhos proibidos: quantos números por turno (padrão 1)
opt-config-variant-add-best-of = { -opt-best-of }
    .description = Uma partida, ou uma série melhor de 3, 5 ou 7

# /config variant-remove
cmd-config-variant-remove = { -cmd-config-variant-remove }
    .description = Apague uma variante deste servidor.
opt-config-variant-remove-name = { -opt-name }
    .description = O nome da variante

# /config reset
cmd-config-reset = { -cmd-config-reset }
    .description = Volte uma configuração (ou todas) ao padrão.
opt-config-reset-setting = { -opt-setting }
    .description = Qual configuração (todas se vazio)

# /config language
cmd-config-language = { -cmd-config-language }
    .description = O idioma dos tabuleiros, desafios e anúncios aqui.
opt-config-language-language = { -opt-language }
    .description = Um idioma, ou o idioma do Discord deste servidor

# /config puzzle-channel
cmd-config-puzzle-channel = { -cmd-config-puzzle-channel }
    .description = Publica o problema diário em um canal todo dia, ou para.
opt-config-puzzle-channel-channel = { -opt-channel }
    .description = Onde o problema do dia é publicado (sem indicar: parar)

# /config notify-turns
cmd-config-notify-turns = { -cmd-config-notify-turns }
    .description = Onde os membros são avisados de que é a vez deles, se não escolheram com /notificações.
opt-config-notify-turns-turns = { -opt-turns }
    .description = No canal da partida, por mensagem direta ou não avisar

# /config public-pages
cmd-config-public-pages = { -cmd-config-public-pages }
    .description = Mostrar na web os rankings, partidas e torneios deste servidor, ou parar.
opt-config-public-pages-state = { -opt-state }
    .description = ativar ou desativar (desativadas: cada página deste servidor responde 404)

# /season
cmd-season = { -cmd-season }
    .description = As temporadas deste servidor (Gerenciar servidor).

# /season start
cmd-season-start = { -cmd-season-start }
    .description = Encerre esta temporada (o ranking dela fica salvo) e comece uma nova.

# /void
cmd-void = { -cmd-void }
    .description = Anule uma partida em andamento, ou desfaça uma encerrada (Gerenciar servidor).
opt-void-match = { -opt-match }
    .description = O número da partida (no tabuleiro dela: partida nº 12)

# /help
cmd-help = { -cmd-help }
    .description = Todos os comandos, e por onde começar.

# /rules
cmd-rules = { -cmd-rules }
    .description = Como jogar um dos jogos.
opt-rules-game = { -opt-game }
    .description = Qual jogo

# /review
cmd-review = { -cmd-review }
    .description = Onde uma partida encerrada foi ganha e perdida.
opt-review-match = { -opt-match }
    .description = O número da partida (sua última partida encerrada aqui se vazio)

# /hint
cmd-hint = { -cmd-hint }
    .description = Contra mim, na sua vez: uma jogada para fazer.

# /puzzle
cmd-puzzle = { -cmd-puzzle }
    .description = O problema de hoje deste servidor.

# /analyze
cmd-analyze = { -cmd-analyze }
    .description = Quem vence um jogo com jogadas perfeitas, e como.
opt-analyze-game = { -opt-game }
    .description = Qual jogo, ou uma variante deste servidor
opt-analyze-size = { -opt-size }
    .description = Quantos números (se vazio, o padrão do jogo)
opt-analyze-start = { -opt-start }
    .description = Cadeia de números: o número inicial (aleatório se vazio)
opt-analyze-forbid = { -opt-forbid }
    .description = Sem consecutivos, Vizinhos proibidos: as distâncias que um número proíbe, ex.: 1,3 (padrão 1)
opt-analyze-claims = { -opt-claims }
    .description = Sem consecutivos, Vizinhos proibidos: quantos números por turno (padrão 1)

# /tournament
cmd-tournament = { -cmd-tournament }
    .description = Torneios neste canal: arena, suíço ou todos contra todos.

# /tournament create
cmd-tournament-create = { -cmd-tournament-create }
    .description = Abra um torneio neste canal (Gerenciar servidor ou o cargo de organizador).
opt-tournament-create-format = { -opt-format }
    .description = arena, suíço ou todos contra todos
opt-tournament-create-game = { -opt-game }
    .description = Qual jogo, ou uma variante deste servidor
opt-tournament-create-name = { -opt-name }
    .description = Como chamá-lo (padrão: o formato e o jogo)
opt-tournament-create-rounds = { -opt-rounds }
    .description = Suíço: de 1 a 15 rodadas (padrão: pelo número de jogadores)
opt-tournament-create-minutes = { -opt-minutes }
    .description = Arena: quanto dura, de 10 a 240 minutos (padrão: 60)
opt-tournament-create-turn-seconds = { -opt-turn-seconds }
    .description = Tempo por jogada, de 10 a 600 segundos (padrão: 60)
opt-tournament-create-starts-in = { -opt-starts-in }
    .description = Minutos até começar, de 0 a 10080 (padrão: 10)
opt-tournament-create-size = { -opt-size }
    .description = Quantos números (se vazio, o padrão do jogo)
opt-tournament-create-start = { -opt-start }
    .description = Cadeia de números: o número inicial (aleatório se vazio)
opt-tournament-create-forbid = { -opt-forbid }
    .description = Sem consecutivos, Vizinhos proibidos: as distâncias que um número proíbe, ex.: 1,3 (padrão 1)
opt-tournament-create-claims = { -opt-claims }
    .description = Sem consecutivos, Vizinhos proibidos: quantos números por turno (padrão 1)

# /tournament start
cmd-tournament-start = { -cmd-tournament-start }
    .description = Comece agora o torneio deste canal (só o organizador dele).

# /tournament cancel
cmd-tournament-cancel = { -cmd-tournament-cancel }
    .description = Cancele o torneio deste canal (só o organizador dele).

# /tournament standings
cmd-tournament-standings = { -cmd-tournament-standings }
    .description = A classificação de um torneio (a deste canal se vazio).
opt-tournament-standings-tournament = { -opt-tournament }
    .description = Qual torneio (o deste canal se vazio)

# /tournament withdraw
cmd-tournament-withdraw = { -cmd-tournament-withdraw }
    .description = Saia do torneio em andamento deste canal: você perde as partidas não jogadas.

# /tournament export
cmd-tournament-export = { -cmd-tournament-export }
    .description = As partidas e a classificação final de um torneio em arquivo CSV.
opt-tournament-export-tournament = { -opt-tournament }
    .description = Qual torneio (o deste canal se vazio)

# /notify
cmd-notify = { -cmd-notify }
    .description = Escolha como chamo você de volta às suas partidas.
opt-notify-turns = { -opt-turns }
    .description = Onde aviso que é a sua vez
opt-notify-tournaments = { -opt-tournaments }
    .description = Um link para cada um dos seus tabuleiros de torneio

# /privacy
cmd-privacy = { -cmd-privacy }
    .description = Mostrar ou esconder seu nome nas páginas públicas deste servidor.
opt-privacy-name = { -opt-display-name }
    .description = visível: seu nome aqui; oculto: "Jogador" e um número

# As escolhas das opções acima (um jogo, um nível, uma configuração...), por valor.
choice-random = aleatório (cara ou coroa)
choice-me = eu
choice-them = o oponente
choice-easy = fácil
choice-normal = normal
choice-perfect = perfeito
choice-non-consecutive = Sem consecutivos
choice-forbidden-adjacent = Vizinhos proibidos
choice-number-capture = Captura de números
choice-circle-duel = Duelo do círculo
choice-number-chain = Cadeia de números
choice-puzzles = Problemas diários
choice-all = tudo
choice-allowed_channels = canais de desafios
choice-turn_timeout = tempo por turno
choice-challenge_timeout = espera dos desafios
choice-bot_level = meu nível padrão
choice-disabled_games = jogos desativados
choice-daily_rated_limit = limite diário de partidas ranqueadas
choice-challenge_limit = limite de desafios
choice-organiser_role = cargo de organizador de torneios
choice-language = idioma
choice-public_pages = páginas públicas
choice-on = ativar
choice-channel = no canal da partida
choice-dm = por mensagem direta
choice-puzzle_channel = canal de problemas
choice-notify_turns = avisos de vez
choice-off = desativar
choice-shown = visível
choice-hidden = oculto
choice-server = o idioma do Discord deste servidor
choice-arena = Arena
choice-swiss = Suíço
choice-round-robin = Todos contra todos
