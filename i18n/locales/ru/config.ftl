# /config: настройки сервера (участники с правом «Управлять сервером»), /season start и /void.
# Эти ответы видит только модератор, который спросил, кроме объявления о сезоне.

## Количества, как их называют настройки.

config-hours = { $hours ->
    [one] { $hours } час
    [few] { $hours } часа
    [many] { $hours } часов
   *[other] { $hours } часа
}
config-minutes = { $minutes ->
    [one] { $minutes } минута
    [few] { $minutes } минуты
    [many] { $minutes } минут
   *[other] { $minutes } минуты
}
# Уровни бота, как их предлагает параметр `level` команды /challenge.
config-level-name = { $level ->
    [easy] лёгкий
    [normal] обычный
   *[perfect] идеальный
}
# Название параметра игры в обратных кавычках (названия из terms.ftl).
config-option = `{ $option ->
    [size] { -opt-size }
    [start] { -opt-start }
    [forbid] { -opt-forbid }
    [claims] { -opt-claims }
    [level] { -opt-level }
    [first] { -opt-first }
   *[other] { $option }
}`

## /config show: по строке на настройку, «**название:** значение (откуда оно)».

config-show-title = ⚙️ Настройки этого сервера
config-show-line = **{ $label }:** { $value }
config-show-from-server = { $value } (задано на сервере)
config-show-from-default = { $value } (по умолчанию)
config-show-footer = (по умолчанию): настройка самого бота, пока сервер не задал свою. Изменить их можно через /{ -cmd-config }.
config-show-channels = Каналы для вызовов
config-show-channels-everywhere = везде
config-show-turn-timeout = Время на ход
config-show-challenge-timeout = Ожидание ответа на вызов
config-show-bot-level = Мой уровень по умолчанию
config-show-games = Игры
config-show-games-all-on = все включены
config-show-games-off = выключены: { $games }
config-show-rated-limit = Лимит рейтинговых партий
config-show-rated-limit-value = { $games ->
    [one] { $games } партия в день между одними и теми же двумя игроками
    [few] { $games } партии в день между одними и теми же двумя игроками
    [many] { $games } партий в день между одними и теми же двумя игроками
   *[other] { $games } партии в день между одними и теми же двумя игроками
}
config-show-no-limit = без лимита
config-show-challenge-limit = Новые вызовы
config-show-challenge-limit-both = не больше { $per_minute } в минуту и { $per_hour } в час на участника
config-show-challenge-limit-minute = не больше { $per_minute } в минуту на участника
config-show-challenge-limit-hour = не больше { $per_hour } в час на участника
config-show-organisers = Организаторы турниров
# Право, как его называет Discord по-русски.
config-show-organisers-manage-server = «Управлять сервером»
config-show-organisers-and-role = «Управлять сервером» и { $role }
config-show-language = Язык
config-show-language-chosen = { $language_name } (задан через `/{ -cmd-config } { -cmd-config-language }`)
config-show-language-discord = { $language_name } (язык сервера в Discord)
config-show-season = **Сезон:** { $season }
config-show-season-since = **Сезон:** { $season } (с { $date })
config-show-variants = **Варианты:**
config-show-no-variants = Вариантов пока нет. Добавь вариант через `/{ -cmd-config } { -cmd-config-variant-add }`.
config-show-variant = • { $variant }.

## Ответы на каждую подкоманду /config.

config-channel-allowed = Теперь вызовы разрешены только в { $channels }.
config-channel-disallowed = { $channel } убран из списка. Вызовы разрешены в { $channels }.
config-channel-disallowed-last = { $channel } убран из списка. В списке больше нет каналов, поэтому вызовы разрешены везде.
config-turn-timeout-set = Теперь на ход даётся { $hours }, начиная со следующего хода. Текущие ходы сохраняют свой срок.
config-challenge-timeout-set = Теперь новые вызовы ждут ответа { $minutes }. Открытые вызовы сохраняют свой срок.
config-bot-level-set = Если никто не выбрал уровень, теперь я играю на уровне «**{ $level }**».
config-game-on = **{ $game }**: игра включена.
config-game-off = **{ $game }**: игра выключена, новых вызовов нет. Текущие партии продолжаются.
config-rated-limit-none = Без лимита: каждая партия между двумя игроками рейтинговая.
config-rated-limit = { $games ->
    [1] Рейтинговой будет только первая партия в день между одними и теми же двумя игроками; следующие засчитываются как победы и поражения, но без рейтинга.
    [one] Рейтинговыми будут только первые { $games } партия в день между одними и теми же двумя игроками; следующие засчитываются как победы и поражения, но без рейтинга.
    [few] Рейтинговыми будут только первые { $games } партии в день между одними и теми же двумя игроками; следующие засчитываются как победы и поражения, но без рейтинга.
    [many] Рейтинговыми будут только первые { $games } партий в день между одними и теми же двумя игроками; следующие засчитываются как победы и поражения, но без рейтинга.
   *[other] Рейтинговыми будут только первые { $games } партии в день между одними и теми же двумя игроками; следующие засчитываются как победы и поражения, но без рейтинга.
}
config-challenge-limit-both = Теперь каждый участник может бросить здесь не больше { $per_minute ->
    [one] { $per_minute } нового вызова
    [few] { $per_minute } новых вызовов
    [many] { $per_minute } новых вызовов
   *[other] { $per_minute } нового вызова
} в минуту и { $per_hour } в час (реванши тоже считаются).
config-challenge-limit-minute = Теперь каждый участник может бросить здесь не больше { $per_minute ->
    [one] { $per_minute } нового вызова
    [few] { $per_minute } новых вызовов
    [many] { $per_minute } новых вызовов
   *[other] { $per_minute } нового вызова
} в минуту (реванши тоже считаются).
config-challenge-limit-hour = Теперь каждый участник может бросить здесь не больше { $per_hour ->
    [one] { $per_hour } нового вызова
    [few] { $per_hour } новых вызовов
    [many] { $per_hour } новых вызовов
   *[other] { $per_hour } нового вызова
} в час (реванши тоже считаются).
config-challenge-limit-none = Без лимита: участники могут бросать сколько угодно вызовов.
config-organiser-role-set = Теперь участники с ролью { $role } могут создавать турниры, как и участники с правом «Управлять сервером».
config-variant-saved = Вариант сохранён — { $variant }. Вызвать на него можно так: `/{ -cmd-challenge } { -opt-game }:{ $name }`.
config-variant-no-verdict = Каждая партия разыгрывает начальное число, поэтому единого вердикта нет.
config-variant-removed = Вариант `{ $name }` удалён. Уже начатые с ним партии продолжаются.
config-reset-all = Все настройки снова по умолчанию.
config-reset-one = Настройка «{ $setting ->
    [allowed_channels] каналы для вызовов
    [turn_timeout] время на ход
    [challenge_timeout] ожидание ответа на вызов
    [bot_level] уровень по умолчанию
    [disabled_games] выключенные игры
    [daily_rated_limit] лимит рейтинговых партий
    [challenge_limit] лимит вызовов
    [organiser_role] роль организатора
   *[other] { $setting }
}» снова по умолчанию.
config-reset-language = Доски, вызовы и объявления снова следуют языку этого сервера в Discord: { $language_name }.
config-language-set = Теперь доски, вызовы и объявления на этом сервере на языке: { $language_name }.
config-language-follows-discord = Теперь доски, вызовы и объявления следуют языку этого сервера в Discord: { $language_name }.

## Отказы /config.

config-language-unknown = Этот язык я пока не знаю. Выбери один из этих: { $languages }.
config-turn-timeout-range = Время на ход должно быть от { $low } до { $high } часов.
config-challenge-timeout-range = Ожидание ответа на вызов должно быть от { $low } до { $high } минут.
config-rated-limit-range = Дневной лимит рейтинговых партий должен быть от { $low } до { $high } партий.
config-challenge-limit-minute-range = Лимит вызовов в минуту должен быть от { $low } до { $high }.
config-challenge-limit-hour-range = Лимит вызовов в час должен быть от { $low } до { $high }.
config-role-unknown = Не могу найти эту роль. Выбери роль из списка.
config-role-everyone = Выбери роль, а не @everyone: иначе турниры сможет создавать кто угодно.
config-level-refused = Уровень должен быть таким: { $levels }.
config-challenge-limit-missing = Укажи `{ -opt-per-minute }`, `{ -opt-per-hour }` или оба (0 — без лимита).
config-channel-already-listed = { $channel } уже в списке.
config-channel-list-full = В списке уже { $limit } каналов: сначала убери один.
config-channel-not-listed = { $channel } нет в списке (в списке: { $channels }).
config-channel-not-listed-none = { $channel } нет в списке: список пуст, поэтому вызовы разрешены везде.
config-setting-unknown = Я не знаю настройку `{ $setting }`. Выбери настройку из списка.

## Отказы /config variant-add и variant-remove.

config-variant-bad-name = Название варианта — от { $low } до { $high } строчных латинских букв, цифр и дефисов, например `wide-13`.
config-variant-game-name = `{ $name }` — это название игры: выбери для варианта другое название.
config-variant-option-unknown = { $option } не подходит для игры «{ $game }» (её параметры: { $options }).
config-variant-taken = На этом сервере уже есть вариант `{ $name }`: сначала удали его или выбери другое название.
config-variant-too-many = На этом сервере уже { $limit } вариантов: сначала удали один через `/{ -cmd-config } { -cmd-config-variant-remove }`.
config-variant-unknown = На этом сервере нет варианта `{ $name }`. Список вариантов: `/{ -cmd-config } { -cmd-config-show }`.

## /season start: публикуется для всех, на языке сервера.

config-season-started = 🏁 Начался **сезон { $season }**: все начинают заново с рейтингом { $rating }. Итоговая таблица лидеров сезона { $previous } сохраняется: `/{ -cmd-leaderboard } { -opt-season }:{ $previous }`.

## /void: ответ модератору, по предложению.

config-void-done = Партия № { $match } аннулирована.
config-void-no-result = Она закончилась без результата.
config-void-for-fun = Она была товарищеской, поэтому ни рейтинг, ни статистика не меняются.
config-void-uncounted = Она больше не учитывается в рейтинге и статистике.
config-void-board = Это видно на доске: { $link }
config-void-no-board = (Мне не удалось обновить её доску.)

## Confirmations: /season start, /void and /config reset ask first, and act on Confirm.
config-season-confirm = Закрыть этот сезон и начать новый? Его итоговая таблица сохранится, а все начнут заново.
config-season-announced = Начался сезон { $season }: я объявил об этом в канале.
config-void-confirm = { $state ->
    [running] Аннулировать партию № { $match }? Она закончится сейчас без победителя и не будет засчитана.
   *[finished] Аннулировать партию № { $match }? Её результат перестанет учитываться в рейтингах и статистике.
}
config-reset-confirm-all = Вернуть все настройки к значениям по умолчанию?
config-reset-confirm = Вернуть настройку «{ $setting ->
    [allowed_channels] каналы для вызовов
    [turn_timeout] время на ход
    [challenge_timeout] ожидание ответа на вызов
    [bot_level] уровень по умолчанию
    [disabled_games] выключенные игры
    [daily_rated_limit] лимит рейтинговых партий
    [challenge_limit] лимит вызовов
    [organiser_role] роль организатора
    [language] язык
    [public_pages] публичные страницы
    [notify_turns] уведомления о ходе
   *[other] { $setting }
}» к значению по умолчанию?
confirm-button-confirm = { -button-confirm }
confirm-button-cancel = { -button-cancel }
confirm-timed-out = Ничего не изменилось: ты не подтвердил вовремя. Если всё ещё нужно, используй команду снова.
confirm-cancelled = Отменено: ничего не изменилось.
confirm-answered = Ты уже ответил на этот вопрос: больше ничего не изменилось.
confirm-not-yours = Ответить на этот вопрос может только { $member }.
# /config puzzle-channel
config-show-puzzle-channel = Задача дня в канале
config-show-puzzle-channel-none = нигде (участники спрашивают `/{ -cmd-puzzle }`)
config-puzzle-channel-off = Я больше не буду публиковать задачу дня; участники по-прежнему получают её через `/{ -cmd-puzzle }`.
config-puzzle-channel-set = Я буду публиковать задачу каждого дня в { $channel }, начиная с сегодняшней.
config-puzzle-channel-unknown = Этот канал я использовать не могу.
