# Слеш-команды, как их показывает Discord: название и описание каждой команды, параметра и
# варианта выбора. Названия берутся из terms.ftl. Описание — одна короткая строка, не длиннее
# 100 символов; вариант выбора — не длиннее 100 символов. Обращение на «ты».

# /challenge
cmd-challenge = { -cmd-challenge }
    .description = Вызови кого-нибудь (или меня) на числовую дуэль.
opt-challenge-opponent = { -opt-opponent }
    .description = С кем ты хочешь играть (выбери меня для игры с ботом; пусто: любой здесь)
opt-challenge-game = { -opt-game }
    .description = Какая игра или вариант этого сервера
opt-challenge-first = { -opt-first }
    .description = Кто ходит первым (по умолчанию: жребий)
opt-challenge-size = { -opt-size }
    .description = Сколько чисел (если не указано — как в игре)
opt-challenge-start = { -opt-start }
    .description = Цепочка чисел: начальное число (если не указано — случайное)
opt-challenge-forbid = { -opt-forbid }
    .description = Не подряд, Запретные соседи: запрещённые расстояния, напр. 1,3 (по умолчанию 1)
opt-challenge-claims = { -opt-claims }
    .description = Не подряд, Запретные соседи: сколько чисел за ход (по умолчанию 1)
opt-challenge-level = { -opt-level }
    .description = Против меня: лёгкий, обычный или идеальный
opt-challenge-best-of = { -opt-best-of }
    .description = Партий в серии: побеждает тот, кто выиграл больше половины (по умолчанию: 1)

# /claim
cmd-claim = { -cmd-claim }
    .description = Сделай ход в своей партии в этом канале.
opt-claim-number = { -opt-number }
    .description = Число, которым ты ходишь

# /resign
cmd-resign = { -cmd-resign }
    .description = Сдай свою партию в этом канале.
opt-resign-series = { -opt-series }
    .description = В серии: сдать всю серию, а не только эту партию

# /board
cmd-board = { -cmd-board }
    .description = Покажи свою партию в этом канале ещё раз.

# /leaderboard
cmd-leaderboard = { -cmd-leaderboard }
    .description = Лучшие игроки этого сервера.
opt-leaderboard-game = { -opt-game }
    .description = Только одна игра или ежедневные задачи (если не указано — все игры)
opt-leaderboard-season = { -opt-season }
    .description = Итоговая таблица прошлого сезона (если не указано — этот сезон)

# /stats
cmd-stats = { -cmd-stats }
    .description = Рейтинг и результаты игрока.
opt-stats-member = { -opt-member }
    .description = Чья статистика (если не указано — твоя)

# /games
cmd-games = { -cmd-games }
    .description = Идущие партии на этом сервере, сначала твои.

# /history
cmd-history = { -cmd-history }
    .description = Последние результаты игрока здесь.
opt-history-member = { -opt-member }
    .description = Чьи результаты (если не указано — твои)
opt-history-game = { -opt-game }
    .description = Только одна игра (если не указано — все)

# /config
cmd-config = { -cmd-config }
    .description = Настройки числовых дуэлей на этом сервере (право «Управлять сервером»).

# /config show
cmd-config-show = { -cmd-config-show }
    .description = Все настройки этого сервера и откуда они взялись.

# /config allow-channel
cmd-config-allow-channel = { -cmd-config-allow-channel }
    .description = Разреши вызовы в канале (если список пуст — везде).
opt-config-allow-channel-channel = { -opt-channel }
    .description = Канал, где можно бросать вызовы

# /config disallow-channel
cmd-config-disallow-channel = { -cmd-config-disallow-channel }
    .description = Убери канал из списка каналов для вызовов.
opt-config-disallow-channel-channel = { -opt-channel }
    .description = Канал из списка

# /config turn-timeout
cmd-config-turn-timeout = { -cmd-config-turn-timeout }
    .description = Сколько игрок может думать, начиная со следующего хода.
opt-config-turn-timeout-hours = { -opt-hours }
    .description = От 1 до 720 часов

# /config challenge-timeout
cmd-config-challenge-timeout = { -cmd-config-challenge-timeout }
    .description = Сколько вызов ждёт ответа.
opt-config-challenge-timeout-minutes = { -opt-minutes }
    .description = От 1 до 1440 минут

# /config bot-level
cmd-config-bot-level = { -cmd-config-bot-level }
    .description = Мой уровень, если никто его не выбрал.
opt-config-bot-level-level = { -opt-level }
    .description = лёгкий, обычный или идеальный

# /config game
cmd-config-game = { -cmd-config-game }
    .description = Выключи или включи игру на этом сервере.
opt-config-game-game = { -opt-game }
    .description = Какая игра
opt-config-game-enabled = { -opt-enabled }
    .description = Вкл. (true) или выкл. (false)

# /config daily-rated-limit
cmd-config-daily-rated-limit = { -cmd-config-daily-rated-limit }
    .description = Рейтинговых партий в день между одними и теми же двумя людьми (0: без лимита).
opt-config-daily-rated-limit-games = { -opt-games }
    .description = От 0 до 50; 0 — без лимита

# /config challenge-limit
cmd-config-challenge-limit = { -cmd-config-challenge-limit }
    .description = Сколько новых вызовов участник может бросить за минуту и за час (0: без лимита).
opt-config-challenge-limit-per-minute = { -opt-per-minute }
    .description = От 0 до 1000; 0 — без лимита
opt-config-challenge-limit-per-hour = { -opt-per-hour }
    .description = От 0 до 1000; 0 — без лимита

# /config organiser-role
cmd-config-organiser-role = { -cmd-config-organiser-role }
    .description = Роль, участники которой могут создавать турниры (помимо «Управлять сервером»).
opt-config-organiser-role-role = { -opt-role }
    .description = Участники с этой ролью могут использовать `/{ -cmd-tournament } { -cmd-tournament-create }`

# /config variant-add
cmd-config-variant-add = { -cmd-config-variant-add }
    .description = Сохрани игру с параметрами под именем, которое можно выбрать в вызове.
opt-config-variant-add-name = { -opt-name }
    .description = От 2 до 24 строчных латинских букв, цифр и дефисов, например wide-13
opt-config-variant-add-game = { -opt-game }
    .description = Какая это игра
opt-config-variant-add-size = { -opt-size }
    .description = Сколько чисел (если не указано — как в игре)
opt-config-variant-add-start = { -opt-start }
    .description = Цепочка чисел: начальное число (если не указано — случайное)
opt-config-variant-add-forbid = { -opt-forbid }
    .description = Не подряд, Запретные соседи: запрещённые расстояния, напр. 1,3 (по умолчанию 1)
opt-config-variant-add-claims = { -opt-claims }
    .description = Не подряд, Запретные соседи: сколько чисел за ход (по умолчанию 1)
opt-config-variant-add-best-of = { -opt-best-of }
    .description = Одна партия или серия из 3, 5 или 7 партий

# /config variant-remove
cmd-config-variant-remove = { -cmd-config-variant-remove }
    .description = Удали вариант этого сервера.
opt-config-variant-remove-name = { -opt-name }
    .description = Название варианта

# /config reset
cmd-config-reset = { -cmd-config-reset }
    .description = Верни настройку (или все) к значению по умолчанию.
opt-config-reset-setting = { -opt-setting }
    .description = Какая настройка (если не указано — все)

# /config language
cmd-config-language = { -cmd-config-language }
    .description = Язык досок, вызовов и объявлений здесь.
opt-config-language-language = { -opt-language }
    .description = Язык или язык Discord этого сервера

# /config puzzle-channel
cmd-config-puzzle-channel = { -cmd-config-puzzle-channel }
    .description = Публиковать задачу дня в канале каждый день или перестать.
opt-config-puzzle-channel-channel = { -opt-channel }
    .description = Где публикуется задача дня (без указания: перестать)

# /config notify-turns
cmd-config-notify-turns = { -cmd-config-notify-turns }
    .description = Где участникам сообщают об их ходе, если они ничего не выбрали в /уведомления.
opt-config-notify-turns-turns = { -opt-turns }
    .description = В канале партии, в личных сообщениях или никак

# /config public-pages
cmd-config-public-pages = { -cmd-config-public-pages }
    .description = Показывать в вебе таблицы, партии и турниры этого сервера или перестать.
opt-config-public-pages-state = { -opt-state }
    .description = включить или выключить (выключены: каждая страница сервера отвечает 404)

# /season
cmd-season = { -cmd-season }
    .description = Сезоны этого сервера (право «Управлять сервером»).

# /season start
cmd-season-start = { -cmd-season-start }
    .description = Закрой этот сезон (его таблица останется) и начни новый.

# /void
cmd-void = { -cmd-void }
    .description = Аннулируй идущую партию или отмени итог завершённой (право «Управлять сервером»).
opt-void-match = { -opt-match }
    .description = Номер партии (он на её доске: партия № 12)

# /help
cmd-help = { -cmd-help }
    .description = Все команды и с чего начать.

# /rules
cmd-rules = { -cmd-rules }
    .description = Как играть в одну из игр.
opt-rules-game = { -opt-game }
    .description = Какая игра

# /review
cmd-review = { -cmd-review }
    .description = Где решился исход завершённой партии.
opt-review-match = { -opt-match }
    .description = Номер партии (если не указано — твоя последняя завершённая партия здесь)

# /hint
cmd-hint = { -cmd-hint }
    .description = Против меня, в твой ход: какой ход сделать.

# /puzzle
cmd-puzzle = { -cmd-puzzle }
    .description = Сегодняшняя задача этого сервера.

# /analyze
cmd-analyze = { -cmd-analyze }
    .description = Кто выигрывает при идеальной игре и как.
opt-analyze-game = { -opt-game }
    .description = Какая игра или вариант этого сервера
opt-analyze-size = { -opt-size }
    .description = Сколько чисел (если не указано — как в игре)
opt-analyze-start = { -opt-start }
    .description = Цепочка чисел: начальное число (если не указано — случайное)
opt-analyze-forbid = { -opt-forbid }
    .description = Не подряд, Запретные соседи: запрещённые расстояния, напр. 1,3 (по умолчанию 1)
opt-analyze-claims = { -opt-claims }
    .description = Не подряд, Запретные соседи: сколько чисел за ход (по умолчанию 1)

# /tournament
cmd-tournament = { -cmd-tournament }
    .description = Турниры в этом канале: арена, швейцарская система или круговой.

# /tournament create
cmd-tournament-create = { -cmd-tournament-create }
    .description = Открой турнир в этом канале (право «Управлять сервером» или роль организатора).
opt-tournament-create-format = { -opt-format }
    .description = арена, швейцарская система или круговой
opt-tournament-create-game = { -opt-game }
    .description = Какая игра или вариант этого сервера
opt-tournament-create-name = { -opt-name }
    .description = Как его назвать (по умолчанию: формат и игра)
opt-tournament-create-rounds = { -opt-rounds }
    .description = Швейцарская система: от 1 до 15 туров (по умолчанию: по числу игроков)
opt-tournament-create-minutes = { -opt-minutes }
    .description = Арена: длительность, от 10 до 240 минут (по умолчанию: 60)
opt-tournament-create-turn-seconds = { -opt-turn-seconds }
    .description = Время на ход, от 10 до 600 секунд (по умолчанию: 60)
opt-tournament-create-starts-in = { -opt-starts-in }
    .description = Минут до начала, от 0 до 10080 (по умолчанию: 10)
opt-tournament-create-size = { -opt-size }
    .description = Сколько чисел (если не указано — как в игре)
opt-tournament-create-start = { -opt-start }
    .description = Цепочка чисел: начальное число (если не указано — случайное)
opt-tournament-create-forbid = { -opt-forbid }
    .description = Не подряд, Запретные соседи: запрещённые расстояния, напр. 1,3 (по умолчанию 1)
opt-tournament-create-claims = { -opt-claims }
    .description = Не подряд, Запретные соседи: сколько чисел за ход (по умолчанию 1)

# /tournament start
cmd-tournament-start = { -cmd-tournament-start }
    .description = Начни турнир этого канала сейчас (его организатор).

# /tournament cancel
cmd-tournament-cancel = { -cmd-tournament-cancel }
    .description = Отмени турнир этого канала (его организатор).

# /tournament standings
cmd-tournament-standings = { -cmd-tournament-standings }
    .description = Таблица турнира (если не указано — турнира этого канала).
opt-tournament-standings-tournament = { -opt-tournament }
    .description = Какой турнир (если не указано — этого канала)

# /tournament withdraw
cmd-tournament-withdraw = { -cmd-tournament-withdraw }
    .description = Выйди из идущего турнира этого канала: несыгранные партии будут проиграны.

# /tournament export
cmd-tournament-export = { -cmd-tournament-export }
    .description = Партии и итоговая таблица турнира в файле CSV.
opt-tournament-export-tournament = { -opt-tournament }
    .description = Какой турнир (если не указано — этого канала)

# /notify
cmd-notify = { -cmd-notify }
    .description = Выбери, как я зову тебя обратно к партиям.
opt-notify-turns = { -opt-turns }
    .description = Где я сообщаю, что твой ход
opt-notify-tournaments = { -opt-tournaments }
    .description = Ссылка на каждую твою турнирную доску

# /privacy
cmd-privacy = { -cmd-privacy }
    .description = Показать или скрыть своё имя на публичных страницах этого сервера.
opt-privacy-name = { -opt-display-name }
    .description = показывать: твоё имя здесь; скрыть: «Игрок» и число

# Варианты выбора для параметров выше (игра, уровень, настройка...), по значению.
choice-random = случайно (жребий)
choice-me = я
choice-them = соперник
choice-easy = лёгкий
choice-normal = обычный
choice-perfect = идеальный
choice-non-consecutive = Не подряд
choice-forbidden-adjacent = Запретные соседи
choice-number-capture = Захват чисел
choice-circle-duel = Дуэль по кругу
choice-number-chain = Цепочка чисел
choice-puzzles = Ежедневные задачи
choice-all = всё
choice-allowed_channels = каналы для вызовов
choice-turn_timeout = время на ход
choice-challenge_timeout = ожидание ответа на вызов
choice-bot_level = мой уровень по умолчанию
choice-disabled_games = выключенные игры
choice-daily_rated_limit = дневной лимит рейтинговых партий
choice-challenge_limit = лимит вызовов
choice-organiser_role = роль организатора турниров
choice-language = язык
choice-public_pages = публичные страницы
choice-on = включить
choice-channel = в канале партии
choice-dm = в личных сообщениях
choice-puzzle_channel = канал задач
choice-notify_turns = уведомления о ходе
choice-off = выключить
choice-shown = показывать
choice-hidden = скрыть
choice-server = язык Discord этого сервера
choice-arena = Арена
choice-swiss = Швейцарская система
choice-round-robin = Круговой турнир
