# Тренер: /review, /hint, /puzzle, ответы на задачу дня, её таблица лидеров и строки тренера в
# /stats. Строки разбора, условие и решения задачи лежат в других файлах (review.ftl,
# puzzles.ftl); здесь — текст вокруг них.

## Как пользоваться тренером (/help и /rules, раздел «Учиться»).

coach-help = После партии кнопка **{ -button-review }** или `/{ -cmd-review }` покажет, где решился исход партии. Против меня в свой ход можно взять `/{ -cmd-hint }`. Каждый день — `/{ -cmd-puzzle }`; таблица лучших — в `/{ -cmd-leaderboard }` с `{ -opt-game }`: «Ежедневные задачи».

## Разбор законченной партии (его видит только тот, кто попросил).

# Заголовок. { $game } — название игры, { $id } — номер партии.
coach-review-title = Разбор · { $game } · партия № { $id }
coach-review-no-moves = Ни одного хода не было сделано.
# Названия полей.
coach-review-turning-point = Перелом
coach-review-mistakes-name = Ошибки
coach-review-result = Результат
coach-review-hints-name = Подсказки
# Ошибки каждого игрока. { $first } и { $second } — упоминания игроков.
coach-review-mistakes = { $first }: { $firstCount ->
        [0] без ошибок
        [one] { $firstCount } ошибка
        [few] { $firstCount } ошибки
        [many] { $firstCount } ошибок
       *[other] { $firstCount } ошибки
    }, { $second }: { $secondCount ->
        [0] без ошибок
        [one] { $secondCount } ошибка
        [few] { $secondCount } ошибки
        [many] { $secondCount } ошибок
       *[other] { $secondCount } ошибки
    }.
# { $player } — упоминание участника, игравшего против бота.
coach-review-hints = { $player }: { $count ->
        [one] { $count } подсказка
        [few] { $count } подсказки
        [many] { $count } подсказок
       *[other] { $count } подсказки
    }.
# Подвал, после параметров партии («размер 10»).
coach-review-footer = Каждая позиция решена точно · это видишь только ты
# Последняя строка разбора, который не помещается в одно сообщение.
coach-review-more = … и ещё { $count ->
        [one] { $count } ход
        [few] { $count } хода
        [many] { $count } ходов
       *[other] { $count } хода
    }.

## /hint (видит только тот, кто спросил). { $number } — число для хода; { $hints } — сколько
## подсказок участник взял в этой партии, включая эту.

coach-hint-wins = Подсказка: { $number } выигрывает. Подсказок в этой партии: { $hints }.
coach-hint-holds-out = Выигрышного хода нет: при идеальной игре проигрывает любой ход; дольше всего продержится { $number }. Подсказок в этой партии: { $hints }.

## Задача дня (/puzzle), публикуется для всего канала.

coach-puzzle-title = 🧩 Задача дня · { $game }
# Другая сторона в начале предложения («Соперник берёт 4.»).
coach-puzzle-opponent-start = Соперник
# Your own claim, when you have another one this turn.
coach-puzzle-you-played = Твой ход: { $number }.
# Название поля: ход, который привёл к позиции задачи.
coach-puzzle-last-move = Последний ход
# Подвал. { $day } — день задачи, { $options } — параметры («размер 10»).
coach-puzzle-footer = { $day } (UTC) · { $options } · один ответ на человека: нажми на число

## Ответ участника (видит только он). { $explanation } объясняет почему: решение или как
## соперник выигрывает после неверного числа.

coach-answer-right = ✅ Верно! { $explanation }
coach-answer-wrong = ❌ Не то: { $explanation }

## Таблица задач (/leaderboard, игра «Ежедневные задачи»).

coach-puzzles-title = 🧩 Лидеры · ежедневные задачи
coach-puzzles-empty = Пока никто не решил ни одной задачи. Попробуй сегодняшнюю: `/{ -cmd-puzzle }`!
# Строка: { $rank } — место, { $player } — упоминание, { $solved } — решено задач.
coach-puzzles-row = `#{ $rank }` { $player } · решено: **{ $solved }**
# Та же строка для того, кто решал задачу { $days } дней подряд.
coach-puzzles-row-streak = `#{ $rank }` { $player } · решено: **{ $solved }** · { $days ->
        [one] { $days } день
        [few] { $days } дня
        [many] { $days } дней
       *[other] { $days } дня
    } подряд
coach-puzzles-page = Страница { $page }/{ $pages }

## Строки тренера в /stats.

coach-stats-puzzles-name = Ежедневные задачи
coach-stats-puzzles = решено: { $solved } · текущая серия: { $streak ->
        [0] нет
        [one] { $streak } день
        [few] { $streak } дня
        [many] { $streak } дней
       *[other] { $streak } дня
    }
coach-stats-hints-name = Подсказки
coach-stats-hints = { $count ->
        [one] { $count } подсказка
        [few] { $count } подсказки
        [many] { $count } подсказок
       *[other] { $count } подсказки
    } в партиях против меня.

## Отказы (видит только тот, кто спросил).

coach-no-such-match = Не могу найти эту партию на этом сервере.
coach-no-such-puzzle = Не могу найти эту задачу на этом сервере.
coach-no-finished-match = У тебя нет законченных партий в этом канале для разбора.
coach-not-finished = Эта партия ещё не закончена: я разбираю только законченные партии.
coach-aborted = Эту партию отменили до того, как оба игрока сделали ход, так что разбирать нечего.
coach-never-played = Этот вызов так и не сыграли, так что разбирать нечего.
coach-not-against-bot = Увы, подсказки есть только в партиях против меня, а не между людьми.
coach-time-ran-out = Время на этот ход вышло; партия окончена.
# { $day } — день задачи; { $solution } называет выигрышное число и объясняет почему.
coach-puzzle-closed = Увы, эта задача уже закрыта (это была задача за { $day }). Её решение: { $solution }
# { $number } — первый ответ участника.
coach-already-answered-right = Твой ответ на эту задачу уже принят: { $number } (верно). Один ответ на задачу; завтра будет новая!
coach-already-answered-wrong = Твой ответ на эту задачу уже принят: { $number } (неверно). Один ответ на задачу; завтра будет новая!
