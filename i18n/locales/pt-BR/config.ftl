# /config: as configurações de um servidor (membros com "Gerenciar servidor"), /season start e /void.
# Só o moderador que perguntou vê estas respostas, exceto o anúncio da temporada.

## Quantidades, como as configurações as chamam.

config-hours = { $hours ->
    [one] { $hours } hora
   *[other] { $hours } horas
}
config-minutes = { $minutes ->
    [one] { $minutes } minuto
   *[other] { $minutes } minutos
}
# Os níveis do bot, como a opção `level` de /challenge os oferece.
config-level-name = { $level ->
    [easy] fácil
    [normal] normal
   *[perfect] perfeito
}
# O nome de uma opção de jogo entre crases (os nomes de terms.ftl).
config-option = `{ $option ->
    [size] { -opt-size }
    [start] { -opt-start }
    [forbid] { -opt-forbid }
    [claims] { -opt-claims }
    [level] { -opt-level }
    [first] { -opt-first }
   *[other] { $option }
}`

## /config show: uma linha por configuração, "**nome:** valor (de onde vem)".

config-show-title = ⚙️ Configurações deste servidor
config-show-line = **{ $label }:** { $value }
config-show-from-server = { $value } (este servidor)
config-show-from-default = { $value } (padrão)
config-show-footer = (padrão): a configuração do próprio bot, até este servidor escolher uma. Mude-as com /{ -cmd-config }.
config-show-channels = Canais de desafios
config-show-channels-everywhere = em todos os canais
config-show-turn-timeout = Tempo por turno
config-show-challenge-timeout = Espera dos desafios
config-show-bot-level = Meu nível padrão
config-show-games = Jogos
config-show-games-all-on = todos ativados
config-show-games-off = desativados: { $games }
config-show-rated-limit = Limite diário de partidas ranqueadas
config-show-rated-limit-value = { $games ->
    [one] { $games } partida por dia entre as mesmas duas pessoas
   *[other] { $games } partidas por dia entre as mesmas duas pessoas
}
config-show-no-limit = sem limite
config-show-challenge-limit = Novos desafios
config-show-challenge-limit-both = no máximo { $per_minute } por minuto e { $per_hour } por hora para cada membro
config-show-challenge-limit-minute = no máximo { $per_minute } por minuto para cada membro
config-show-challenge-limit-hour = no máximo { $per_hour } por hora para cada membro
config-show-organisers = Organizadores de torneios
# A permissão, com o nome que o Discord dá a ela em português.
config-show-organisers-manage-server = Gerenciar servidor
config-show-organisers-and-role = Gerenciar servidor e { $role }
config-show-language = Idioma
config-show-language-chosen = { $language_name } (escolhido com `/{ -cmd-config } { -cmd-config-language }`)
config-show-language-discord = { $language_name } (o idioma do Discord do servidor)
config-show-season = **Temporada:** { $season }
config-show-season-since = **Temporada:** { $season } (desde { $date })
config-show-variants = **Variantes:**
config-show-no-variants = Ainda não há variantes. Adicione uma com `/{ -cmd-config } { -cmd-config-variant-add }`.
config-show-variant = • { $variant }.

## As respostas a cada subcomando de /config.

config-channel-allowed = Agora os desafios só são permitidos em { $channels }.
config-channel-disallowed = { $channel } saiu da lista. Os desafios são permitidos em { $channels }.
config-channel-disallowed-last = { $channel } saiu da lista. Não há mais nenhum canal nela, então os desafios são permitidos em todos os canais.
config-turn-timeout-set = Agora cada turno dura no máximo { $hours }, a partir do próximo turno. Os turnos em andamento mantêm o prazo atual.
config-challenge-timeout-set = Agora os novos desafios esperam { $minutes } por uma resposta. Os desafios abertos mantêm o prazo atual.
config-bot-level-set = Quando ninguém escolher um nível, agora eu jogo no nível **{ $level }**.
config-game-on = O jogo **{ $game }** está ativado.
config-game-off = O jogo **{ $game }** está desativado: sem novos desafios. As partidas em andamento continuam.
config-rated-limit-none = Sem limite: toda partida entre duas pessoas é ranqueada.
config-rated-limit = { $games ->
    [one] Só a primeira partida do dia entre as mesmas duas pessoas é ranqueada; as seguintes contam como vitórias e derrotas, mas não são ranqueadas.
   *[other] Só as primeiras { $games } partidas do dia entre as mesmas duas pessoas são ranqueadas; as seguintes contam como vitórias e derrotas, mas não são ranqueadas.
}
config-challenge-limit-both = Agora cada membro pode fazer aqui no máximo { $per_minute ->
    [one] { $per_minute } novo desafio
   *[other] { $per_minute } novos desafios
} por minuto e { $per_hour } por hora (revanches contam).
config-challenge-limit-minute = Agora cada membro pode fazer aqui no máximo { $per_minute ->
    [one] { $per_minute } novo desafio
   *[other] { $per_minute } novos desafios
} por minuto (revanches contam).
config-challenge-limit-hour = Agora cada membro pode fazer aqui no máximo { $per_hour ->
    [one] { $per_hour } novo desafio
   *[other] { $per_hour } novos desafios
} por hora (revanches contam).
config-challenge-limit-none = Sem limite: os membros podem fazer quantos desafios quiserem.
config-organiser-role-set = Agora os membros com { $role } podem criar torneios, como os membros com "Gerenciar servidor".
config-variant-saved = Salva: { $variant }. Desafie com ela usando `/{ -cmd-challenge } { -opt-game }:{ $name }`.
config-variant-no-verdict = Cada partida sorteia o número inicial, então não há um veredito único.
config-variant-removed = `{ $name }` foi removida. As partidas já começadas com ela continuam.
config-reset-all = Todas as configurações voltaram ao padrão.
config-reset-one = A configuração "{ $setting ->
    [allowed_channels] canais de desafios
    [turn_timeout] tempo por turno
    [challenge_timeout] espera dos desafios
    [bot_level] nível padrão
    [disabled_games] jogos desativados
    [daily_rated_limit] limite diário de partidas ranqueadas
    [challenge_limit] limite de desafios
    [organiser_role] cargo de organizador de torneios
   *[other] { $setting }
}" voltou ao padrão.
config-reset-language = Tabuleiros, desafios e anúncios voltam a seguir o idioma do Discord deste servidor: { $language_name }.
config-language-set = Agora os tabuleiros, desafios e anúncios deste servidor estão em { $language_name }.
config-language-follows-discord = Agora os tabuleiros, desafios e anúncios seguem o idioma do Discord deste servidor: { $language_name }.

## Recusas de /config.

config-language-unknown = Ainda não falo esse idioma. Escolha um destes: { $languages }.
config-turn-timeout-range = O tempo por turno precisa ser de { $low } a { $high } horas.
config-challenge-timeout-range = A espera dos desafios precisa ser de { $low } a { $high } minutos.
config-rated-limit-range = O limite diário de partidas ranqueadas precisa ser de { $low } a { $high } partidas.
config-challenge-limit-minute-range = O limite de desafios por minuto precisa ser de { $low } a { $high } desafios.
config-challenge-limit-hour-range = O limite de desafios por hora precisa ser de { $low } a { $high } desafios.
config-role-unknown = Não encontrei esse cargo. Escolha um da lista.
config-role-everyone = Escolha um cargo, não @everyone: senão qualquer pessoa poderia criar torneios.
config-level-refused = O nível precisa ser { $levels }.
config-challenge-limit-missing = Informe `{ -opt-per-minute }`, `{ -opt-per-hour }` ou os dois (0 significa sem limite).
config-channel-already-listed = { $channel } já está na lista.
config-channel-list-full = Já são { $limit } canais: remova um primeiro.
config-channel-not-listed = { $channel } não está na lista (a lista: { $channels }).
config-channel-not-listed-none = { $channel } não está na lista: não há nenhum canal nela, então os desafios são permitidos em todos os canais.
config-setting-unknown = Não conheço a configuração `{ $setting }`. Escolha uma da lista.

## Recusas de /config variant-add e variant-remove.

config-variant-bad-name = O nome de uma variante tem de { $low } a { $high } letras minúsculas, algarismos e hifens, como `largo-13`.
config-variant-game-name = `{ $name }` é o nome de um jogo: escolha outro nome para a variante.
config-variant-option-unknown = { $option } não se aplica a { $game } (opções aceitas: { $options }).
config-variant-taken = Este servidor já tem uma variante chamada `{ $name }`: remova-a primeiro ou escolha outro nome.
config-variant-too-many = Este servidor já tem { $limit } variantes: remova uma com `/{ -cmd-config } { -cmd-config-variant-remove }` primeiro.
config-variant-unknown = Este servidor não tem nenhuma variante chamada `{ $name }`. `/{ -cmd-config } { -cmd-config-show }` lista todas.

## /season start: publicado para todos, no idioma do servidor.

config-season-started = 🏁 A **temporada { $season }** começou: todo mundo recomeça com { $rating }. O ranking final da temporada { $previous } continua disponível: `/{ -cmd-leaderboard } { -opt-season }:{ $previous }`.

## /void: a resposta ao moderador, frase por frase.

config-void-done = A partida nº { $match } foi anulada.
config-void-no-result = Terminou sem resultado.
config-void-for-fun = Era só por diversão, então nenhuma pontuação ou histórico muda.
config-void-uncounted = Não conta mais nas pontuações nem nos históricos.
config-void-board = O tabuleiro mostra isso: { $link }
config-void-no-board = (Não consegui atualizar o tabuleiro dela.)

## Confirmations: /season start, /void and /config reset ask first, and act on Confirm.
config-season-confirm = Encerrar esta temporada e começar uma nova? O ranking final dela continua, e todo mundo recomeça.
config-season-announced = A temporada { $season } começou: avisei no canal.
config-void-confirm = { $state ->
    [running] Anular a partida nº { $match }? Ela termina agora sem vencedor e não conta.
   *[finished] Anular a partida nº { $match }? O resultado dela deixa de contar nos ratings e nos históricos.
}
config-reset-confirm-all = Voltar todas as configurações ao padrão?
config-reset-confirm = Voltar a configuração “{ $setting ->
    [allowed_channels] canais de desafios
    [turn_timeout] tempo por turno
    [challenge_timeout] espera dos desafios
    [bot_level] nível padrão
    [disabled_games] jogos desativados
    [daily_rated_limit] limite diário de partidas ranqueadas
    [challenge_limit] limite de desafios
    [organiser_role] cargo de organizador de torneios
    [language] idioma
    [public_pages] páginas públicas
    [notify_turns] avisos de vez
   *[other] { $setting }
}” ao padrão?
confirm-button-confirm = { -button-confirm }
confirm-button-cancel = { -button-cancel }
confirm-timed-out = Nada mudou: você não confirmou a tempo. Use o comando de novo se ainda quiser.
confirm-cancelled = Cancelado: nada mudou.
confirm-answered = Você já respondeu a esta pergunta: nada mais mudou.
confirm-not-yours = Só { $member } pode responder a esta pergunta.
# /config puzzle-channel
config-show-puzzle-channel = Problema diário publicado
config-show-puzzle-channel-none = em lugar nenhum (os membros usam `/{ -cmd-puzzle }`)
config-puzzle-channel-off = Não vou mais publicar o problema diário; os membros continuam vendo com `/{ -cmd-puzzle }`.
config-puzzle-channel-set = Vou publicar o problema de cada dia em { $channel }, começando pelo de hoje.
config-puzzle-channel-unknown = Não posso usar esse canal.
