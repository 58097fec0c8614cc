# /help: все команды на одной странице, видна только спросившему участнику. Названия команд и
# параметров берутся из terms.ftl; значения после двоеточия (`number-chain`, `@bob`) — примеры,
# которые вводятся как есть.

help-title = 📖 Number Duels: все команды
help-intro = Два игрока по очереди выбирают числа; правила каждой игры говорят, какие числа можно брать, а побеждает тот, кто сделает последний ход.
# { $bot }: имя бота, как его видит участник, чтобы вызвать его.
help-new-here = **Впервые здесь?** Попробуй `/{ -cmd-challenge } { -opt-opponent }:@{ $bot } { -opt-game }:forbidden-adjacent`, чтобы сыграть со мной, или так же вызови друга.

## Разделы страницы: сначала заголовки, потом тексты.

help-play = Игра
help-play-text = `/{ -cmd-challenge }` начинает партию: `/{ -cmd-challenge } { -opt-opponent }:@bob { -opt-game }:number-chain`. Если хочешь, добавь `{ -opt-first }`, `{ -opt-size }`, `{ -opt-start }`, `{ -opt-forbid }`, `{ -opt-claims }` или, против меня, `{ -opt-level }`. В `{ -opt-game }` есть и варианты этого сервера.
    Без `{ -opt-opponent }` твой вызов может принять любой здесь. `/{ -cmd-games }` показывает идущие здесь партии, сначала твои.
    `/{ -cmd-claim }` делает ход: `/{ -cmd-claim } { -opt-number }:7` (или нажми на число на доске).
    `{ -opt-best-of }:3` (или 5, 7) — это серия: побеждает тот, кто выиграет больше половины партий.
    `/{ -cmd-resign }` сдаёт твою партию в этом канале (с `{ -opt-series }` — всю серию), а `/{ -cmd-board }` снова показывает её. Когда твой ход, я сообщаю об этом в канале партии; `/{ -cmd-notify } { -opt-turns }` выбирает вместо этого личное сообщение или ничего.
# Также поле под правилами игры в /rules.
help-learn = Обучение
# { $coach }: как сделать разбор партии, взять подсказку и решить задачу дня (сказано в другом месте).
help-learn-text = `/{ -cmd-rules } { -opt-game }:circle-duel` объясняет игру. `/{ -cmd-analyze } { -opt-game }:forbidden-adjacent { -opt-forbid }:1,3` говорит, кто в ней побеждает при идеальной игре и как. { $coach }
help-tournaments = Турниры
help-tournaments-text = Нажми **{ -button-join }** под сообщением о записи на турнир. Твои доски публикуются в его канале с твоим именем, а я присылаю тебе ссылку (`/{ -cmd-notify } { -opt-tournaments }:False` это отключает). Каждая пара играет две партии, и каждый игрок один раз ходит первым.
    `/{ -cmd-tournament } { -cmd-tournament-standings }` показывает таблицу, `/{ -cmd-tournament } { -cmd-tournament-withdraw }` выводит тебя из идущего турнира (несыгранные партии засчитываются как поражения), а `/{ -cmd-tournament } { -cmd-tournament-export }` выдаёт все партии файлом CSV.
help-results = Результаты
help-results-text = `/{ -cmd-leaderboard }` показывает лучших игроков здесь, `/{ -cmd-leaderboard } { -opt-game }:non-consecutive` — лучших в одной игре. `/{ -cmd-stats }` показывает твой рейтинг, `/{ -cmd-stats } { -opt-member }:@bob` — чужой. `/{ -cmd-history }` показывает последние результаты. `/{ -cmd-privacy }` скрывает твоё имя на публичных страницах этого сервера.
help-games = Игры
# По строке на игру: название, что вводить и в чём суть.
help-game-line = **{ $title }** (`{ $slug }`): { $summary }
# Только для участников с правом «Управлять сервером».
help-owners = Для владельцев сервера
help-owners-text = С правом «Управлять сервером»: `/{ -cmd-config }` меняет настройки этого сервера, `/{ -cmd-config } { -cmd-config-language }` — язык его досок и объявлений, `/{ -cmd-config } { -cmd-config-variant-add }` сохраняет игру с параметрами под названием, на которое участники могут вызывать, `/{ -cmd-season } { -cmd-season-start }` начинает новый сезон, а `/{ -cmd-void }` аннулирует результат партии. `/{ -cmd-tournament } { -cmd-tournament-create } { -opt-format }:swiss { -opt-game }:forbidden-adjacent` открывает турнир в канале (также для роли, заданной через `/{ -cmd-config } { -cmd-config-organiser-role }`); `/{ -cmd-tournament } { -cmd-tournament-start }` начинает его раньше срока, `/{ -cmd-tournament } { -cmd-tournament-cancel }` отменяет.
help-footer = Это видишь только ты

## /rules: правила игры (их собственные тексты берутся из карточки игры, rules.ftl) и рамка
## вокруг них.

# { $game }: название игры.
help-rules-title = { $game } · правила
# Решения из docs/rules.md для этой игры.
help-rules-house = Местные правила
# Под заголовком help-play. { $options }: параметры игры, каждый в обратных кавычках.
help-rules-play-text = `/{ -cmd-challenge } { -opt-game }:{ $slug }` с параметрами { $options } (`{ -opt-size }` — { $size }, если не задать). В свой ход нажми на число или используй `/{ -cmd-claim }`. Все команды: `/{ -cmd-help }`.

# A board's Rules: the /rules page with what this match plays.
help-rules-this-match = Партия № { $match }
help-rules-match-options = Эта партия играется так: { $options }.
help-rules-match-variant = Эта партия — вариант { $variant } этого сервера: { $options }.
