# Отказы и ошибки вокруг партий; их видит только участник, который нажал кнопку или
# использовал команду (на его языке). Комментарии в en/errors.ftl объясняют каждое сообщение.

## Отказы сервиса партий
error-unknown-game = Я не знаю игру `{ $game }`. Выбери игру из списка.
error-no-such-match = Не могу найти эту партию.
error-no-such-series = Не могу найти эту серию.
error-not-your-match = Это не твоя партия. Начни свою командой `/{ -cmd-challenge }`.
error-not-your-turn = Сейчас не твой ход: дождись хода соперника.
error-match-over = Эта партия окончена. Начни новую командой `/{ -cmd-challenge }`.
error-time-ran-out = Время на этот ход вышло; партия окончена.
error-not-pending = Этот вызов уже не открыт. Отправь новый командой `/{ -cmd-challenge }`.
error-not-accepted-yet = Этот вызов ещё не принят.
error-not-started = Этот вызов ещё не начался: лучше отмени или отклони его.
error-challenge-expired = Этот вызов истёк. Отправь новый командой `/{ -cmd-challenge }`.
error-turn-already-played = Этот ход уже сделан.
error-no-match-here = У тебя нет идущей партии в этом канале. Начни партию командой `/{ -cmd-challenge }`.
error-not-a-series = Твоя партия здесь одиночная, а не серия: чтобы сдаться, используй `/{ -cmd-resign }`.
error-series-still-going = Эта серия ещё идёт: сыграй её следующую партию.

## Ответ на вызов
error-accept-own-challenge = Нельзя принять собственный вызов; дождись { $opponent } (или отмени его).
error-decline-own-challenge = Нельзя отклонить собственный вызов; дождись { $opponent } (или отмени его).
error-challenge-not-for-you = Этот вызов адресован не тебе.
error-only-challenger-cancels = Отменить вызов может только тот, кто его бросил; ты можешь его отклонить.

## Реванш
error-rematch-still-going = Эта партия ещё идёт.
error-rematch-not-finished = Реванш возможен только после законченной партии.
error-rematch-voided = Эта партия аннулирована; начни новую командой `/{ -cmd-challenge }`.

## /challenge и Реванш
error-not-allowed-channel = На этом сервере вызовы в этом канале запрещены. Попробуй в { $channels }.
error-game-switched-off = Игра «{ $game }» отключена на этом сервере.
error-challenge-yourself = Нельзя вызвать самого себя: выбери кого-то другого или меня.
error-challenge-bot = Нельзя вызвать другого бота. Вызови лучше меня!
error-level-choices = `{ -opt-level }` может быть только лёгкий, обычный или идеальный.
error-level-only-bot = `{ -opt-level }` действует, только когда ты вызываешь меня.
error-first-choices = `{ -opt-first }` может быть только я, соперник или жребий.
error-best-of-choices = `{ -opt-best-of }` может быть только 1, 3, 5 или 7.
error-opponent-busy = У { $opponent } уже есть открытая партия в этом канале.
error-you-in-tournament = Ты играешь в турнире этого канала: бросай вызовы в другом канале.
error-member-in-tournament = { $member } играет в турнире этого канала: вызови { $member } в другом канале.
error-busy-ended-meanwhile = Только что у тебя была открытая партия в этом канале. Попробуй ещё раз.
error-busy-decline-first = Сначала отклони вызов от { $opponent } или сыграй его.
error-busy-your-challenge-open = Твой вызов для { $opponent } здесь ещё открыт: сначала отмени его или дождись ответа.
error-busy-finish-first = Сначала закончи здесь партию с { $opponent } или сдайся командой `/{ -cmd-resign }`.
error-challenge-limit-minute = За последнюю минуту у тебя { $count ->
    [one] { $count } вызов
    [few] { $count } вызова
    [many] { $count } вызовов
   *[other] { $count } вызова
} — это лимит сервера. Снова бросить вызов можно { $when }.
error-challenge-limit-hour = За последний час у тебя { $count ->
    [one] { $count } вызов
    [few] { $count } вызова
    [many] { $count } вызовов
   *[other] { $count } вызова
} — это лимит сервера. Снова бросить вызов можно { $when }.
error-player-not-found = Не могу найти этого игрока.
error-not-a-member = { $member } не участник этого сервера, поэтому играть здесь не может.
error-option-not-for-game = Параметр `{ $option }` не подходит к игре «{ $game }» (её параметры: { $accepted }).
error-not-game-or-variant = `{ $name }` — это не игра и не вариант этого сервера: выбери из списка.
error-nothing-game-or-variant = Это не игра и не вариант этого сервера: выбери из списка.
error-variant-keeps-options = У варианта `{ $variant }` свои параметры: убери { $options } или выбери игру `{ $game }`, чтобы задать их самому.

## /void
error-already-void = Партия № { $id } уже аннулирована.
error-void-challenge = Партия № { $id } — это вызов, который ещё никто не принял: его можно отклонить или отменить, и он истечёт сам.
error-void-aborted = Партия № { $id } отменена до того, как оба сделали ход: она и так не засчитывается.
error-void-never-played = Партия № { $id } так и не была сыграна ({ $status ->
    [declined] вызов отклонён
    [cancelled] вызов отменён
   *[expired] вызов истёк
}).

## /leaderboard
error-no-such-season = На этом сервере нет сезона { $season }: сейчас идёт сезон { $current }.

## Турниры
error-no-such-tournament = В этом канале нет турнира. Организатор может начать его командой `/{ -cmd-tournament } { -cmd-tournament-create }`.
error-channel-has-tournament = В этом канале уже есть турнир: сначала отмени его или выбери другой канал.
error-not-organiser = Это может только организатор турнира или модератор.

## Если что-то пошло не так
error-apology = Извини, у меня что-то сломалось. Попробуй ещё раз чуть позже.
error-stale-command = Мне не удалось понять эту команду или её параметры. Попробуй ещё раз чуть позже (возможно, Discord ещё обновляет мои команды).
error-database-down = База данных сейчас недоступна; попробуй ещё раз чуть позже.
error-not-in-dms = Эта команда работает в канале сервера, а не в личных сообщениях.
error-cant-use-here = Здесь это использовать нельзя. Попробуй `/{ -cmd-help }`.
error-unknown-button = Эта кнопка больше не действует.

## Команды модераторов
error-needs-manage-server = Это могут только участники с правом **Управлять сервером**.
error-only-in-servers = Это работает только на сервере.

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

## Параметр со значением, которое команда не может использовать
error-option-whole-number = Параметр `{ $option }` должен быть целым числом.
error-option-number = Параметр `{ $option }` должен быть числом.
error-option-text = Параметр `{ $option }` должен быть текстом.
error-option-true-false = Параметр `{ $option }` должен быть True или False.
error-option-member = Не могу найти этого участника: выбери из списка в `{ $option }`.
error-option-channel = Не могу найти этот канал: выбери из списка в `{ $option }`.
error-option-role = Не могу найти эту роль: выбери из списка в `{ $option }`.
error-option-choices = Параметр `{ $option }` должен быть одним из вариантов: выбери из списка.
error-option-control-characters = Параметр `{ $option }` не может содержать управляющие символы (невидимые символы вроде NUL): введи его ещё раз без них.

## Открытый вызов: принять его может любой здесь, кроме автора, и не бот.
error-accept-own-open-challenge = Нельзя принять свой собственный вызов; подожди, пока его примет кто-то здесь (или отмени его).
error-decline-own-open-challenge = Нельзя отклонить свой собственный вызов; отмени его, если больше не хочешь играть.
error-decline-open-challenge = Этот вызов открыт для всех здесь, отклонять его не нужно; прими его, чтобы играть.
error-bot-accepts-open-challenge = Бот не может принять вызов; открытые вызовы — для участников сервера.
error-only-challenger-cancels-open = Отменить этот вызов может только его автор; прими его, чтобы играть.
error-busy-your-open-challenge = Твой открытый вызов ещё ждёт здесь: сначала отмени его или подожди, пока его кто-нибудь примет.
error-accept-in-tournament = Ты играешь в турнире этого канала, поэтому здесь играешь только его партии.
