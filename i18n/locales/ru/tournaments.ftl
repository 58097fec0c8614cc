# Турниры: /tournament (create, start, cancel, standings, withdraw, export), /notify,
# сообщение о регистрации с кнопками «Участвовать» и «Выйти», живая таблица, в которую оно
# превращается, пьедестал, строка над доской каждой пары и личное сообщение со ссылкой на неё.
# То, что читает весь канал, — на языке сервера; ответы, которые видит только участник, — на
# его языке.

## Форматы, как их читают игроки (регистрация, таблица, список `tournament`).

tournament-format-arena = Арена
tournament-format-swiss = Швейцарская система
tournament-format-round-robin = Круговой турнир

# Название турнира, если организатор его не задал: «Дуэль по кругу — Арена».
# { $game } — игра (или вариант сервера), { $format } — один из трёх форматов выше.
tournament-default-name = { $game } — { $format }

## Сообщение о регистрации (публичное).

# Как каждый формат составляет пары и считает очки: одно предложение в сообщении.
tournament-rules-arena = Кто свободен, сразу получает нового соперника. Каждая выигранная партия даёт 2 очка, а после двух побед подряд — 4.
tournament-rules-swiss = Встречаются игроки с равными очками, и никто не встречается дважды. Две партии встречи дают 1, ½ или 0 очков.
tournament-rules-round-robin = Каждый встречается с каждым один раз. Две партии встречи дают 1, ½ или 0 очков.
tournament-two-games = Каждая пара играет две партии: каждый игрок один раз ходит первым.
# Первая строка сообщения о регистрации и таблицы: «**Швейцарская система** · 5 туров ·
# Дуэль по кругу, размер 12 · 60 секунд на ход.» { $format } — формат, { $length } — один
# из текстов tournament-length- ниже, { $game } — игра с параметрами.
tournament-heading = **{ $format }** · { $length } · { $game } · { $seconds ->
        [one] { $seconds } секунда
        [few] { $seconds } секунды
        [many] { $seconds } секунд
       *[other] { $seconds } секунды
    } на ход.
tournament-length-minutes = { $minutes ->
        [one] { $minutes } минута
        [few] { $minutes } минуты
        [many] { $minutes } минут
       *[other] { $minutes } минуты
    }
tournament-length-rounds = { $rounds ->
        [one] { $rounds } тур
        [few] { $rounds } тура
        [many] { $rounds } туров
       *[other] { $rounds } тура
    }
tournament-length-round-robin = по туру на каждого соперника
tournament-length-auto = число туров зависит от числа игроков
# Игра с параметрами: «Дуэль по кругу, размер 12».
tournament-game-options = { $game }, { $options }
# Вариант сервера: «`широкий` (Запретные соседи, размер 15)»; { $variant } — его название.
tournament-variant = `{ $variant }` ({ $game })
tournament-variant-options = `{ $variant }` ({ $game }, { $options })
# { $time } — метка времени Discord («через 10 минут»); { $organiser } — упоминание.
tournament-signup-starts = Начнётся { $time } или раньше, если { $organiser } запустит турнир командой `/{ -cmd-tournament } { -cmd-tournament-start }`.
# Название поля с игроками.
tournament-players = Игроки ({ $count })
tournament-players-none = Пока никого. Нажми **{ -button-join }**, чтобы играть.
# { $players } — упоминания игроков через запятую.
tournament-players-list = { $players }.
tournament-players-more = { $players } и ещё { $more }.
tournament-signup-footer = Кнопки ниже: { -button-join } или { -button-leave }. Каждая твоя доска появится здесь, и я пришлю тебе ссылку на неё.
# Кнопки.
tournament-button-join = { -button-join }
tournament-button-leave = { -button-leave }

## Таблица (в неё превращается сообщение о регистрации; /tournament standings).

tournament-standings-title = 🏆 { $name } · таблица
# Старая таблица, когда Discord больше не даёт её править (старше часа).
tournament-table-moved = Эта таблица перенесена в [новое сообщение]({ $link }).
# Строка: { $rank } — место, { $player } — упоминание, { $points } — очки («2½»),
# { $won } — выигранные партии.
tournament-row = `{ $rank }.` { $player } · **{ $points }** · побед: { $won }
# То же с дополнительными показателями: Бухгольц (очки соперников) и Зоннеборн-Бергер (SB).
tournament-row-tiebreaks = `{ $rank }.` { $player } · **{ $points }** · побед: { $won } · Бухгольц { $buchholz } · SB { $sb }
# Игрок, вышедший из турнира: { $row } — его строка, зачёркнутая.
tournament-row-withdrawn = ~~{ $row }~~ (больше не участвует)
tournament-table-empty = Результатов пока нет.
tournament-table-more = …и ещё { $count }. В `/{ -cmd-tournament } { -cmd-tournament-export }` есть все строки.
# Где сейчас турнир, под заголовком.
tournament-progress-final = Итоговая таблица.
tournament-progress-cancelled = Отменён.
tournament-progress-starts = Начнётся { $time }.
tournament-progress-running = Идёт.
tournament-progress-ends = Закончится { $time }.
tournament-progress-round-of = Тур { $round } из { $rounds }.
tournament-progress-round = Тур { $round }.
# Подвал таблицы: как она упорядочена.
tournament-key-table = Сначала очки, затем Бухгольц (очки соперников), затем SB (Зоннеборн-Бергер: очки побеждённых тобой соперников и половина очков тех, с кем у тебя ничья), затем рейтинг.
tournament-key-arena = Сначала очки, потом выигранные партии, затем рейтинг.

## Финал (публично): пьедестал, затем итоговая таблица.

tournament-podium-title = 🏆 { $name } завершён
# { $medal } — 🥇, 🥈 или 🥉; { $shown } — очки, как они записаны («4½»); { $points } — то же
# число, для выбора формы.
tournament-podium-line = { $medal } { $player } — { $points ->
        [one] { $shown } очко
        [few] { $shown } очка
        [many] { $shown } очков
       *[other] { $shown } очка
    }.
tournament-podium-tied = { $medal } { $players } — поровну: по { $shown } { $points ->
        [one] очку
        [few] очка
        [many] очков
       *[other] очка
    } и одинаковые дополнительные показатели.
tournament-podium-none = Никто не дошёл до конца.
tournament-final-table = Итоговая таблица
tournament-podium-footer = /{ -cmd-tournament } { -cmd-tournament-standings } покажет её снова; /{ -cmd-tournament } { -cmd-tournament-export } выдаст все партии.
# Сообщение о регистрации после отмены турнира.
tournament-cancelled-by = Отменён участником { $member }.
tournament-cancelled-no-players = Отменён: записалось меньше двух игроков.

## Над доской пары (публично): называет обоих игроков. { $a } и { $b } — упоминания,
## { $name } — название турнира, { $round } — тур, { $game } — 1 или 2.

tournament-pairing = { $a } { $b }, ваша партия в турнире **{ $name }**.
tournament-pairing-round = { $a } { $b }, ваша партия в турнире **{ $name }**, тур { $round }.
tournament-pairing-game = { $a } { $b }, ваша партия в турнире **{ $name }**, партия { $game } из 2.
tournament-pairing-round-game = { $a } { $b }, ваша партия в турнире **{ $name }**, тур { $round }, партия { $game } из 2.

## Личное сообщение каждому игроку новой пары (на языке сервера).

tournament-bye = { $member }, в туре { $round } турнира **{ $name }** у тебя свободный тур: очко без игры. Следующая партия будет в следующем туре.
tournament-dm-ready = Твоя партия против { $opponent } в турнире **{ $name }** готова: { $link }
tournament-dm-notify-off = Отключить эти сообщения: `/{ -cmd-notify } { -opt-tournaments }:False`.

## Турнир в списке параметра `tournament`: «12 · Весенний турнир · Арена · завершён».

tournament-status-signup = регистрация
tournament-status-running = идёт
tournament-status-over = завершён
tournament-status-cancelled = отменён

## Ответы, которые видит только участник.

# «Участвовать» и «Выйти».
tournament-joined = Ты в турнире **{ $name }**. Я буду публиковать твои доски в { $channel } и присылать ссылку.
tournament-left = Тебя больше нет в списке турнира **{ $name }**.
tournament-started = Турнир **{ $name }** начался.
tournament-cancelled = Турнир **{ $name }** отменён.
tournament-withdrew = Ты больше не участвуешь в турнире **{ $name }**. Несыгранные партии засчитаны как поражения.
# Над CSV-файлом (публично). Названия столбцов в файле остаются английскими: это данные.
tournament-export = Все партии турнира { $id }, затем его таблица.
tournament-notify-on = Я буду присылать тебе ссылку на каждую твою турнирную доску.
tournament-notify-off = Ссылок на турнирные доски больше не будет: ищи их в канале турнира.

## Отказы (видит только участник).

# «Управлять сервером» — так Discord называет это право.
tournament-needs-organiser = Создавать турниры могут только участники с правом **Управлять сервером**.
# { $role } — роль организатора на сервере, упоминанием.
tournament-needs-organiser-role = Создавать турниры могут только участники с правом **Управлять сервером** или с ролью { $role }.
tournament-unknown-format = Параметр `{ -opt-format }` должен быть: арена, швейцарская система или круговой турнир.
tournament-rounds-swiss-only = `{ -opt-rounds }` бывает только у турнира по швейцарской системе.
tournament-minutes-arena-only = `{ -opt-minutes }` бывает только у арены.
tournament-rounds-range = Значение `{ -opt-rounds }` должно быть от { $low } до { $high }.
tournament-minutes-range = Значение `{ -opt-minutes }` должно быть от { $low } до { $high }.
tournament-turn-seconds-range = Значение `{ -opt-turn-seconds }` должно быть от { $low } до { $high }.
tournament-starts-in-range = Значение `{ -opt-starts-in }` должно быть от { $low } до { $high }.
# { $channels } перечисляет каналы, где разрешены партии.
tournament-channel-not-allowed = На этом сервере партии в этом канале не разрешены. Попробуй { $channels }.
tournament-game-off = Игра «{ $game }» на этом сервере отключена.
tournament-game-decided = С этими настройками игра «{ $game }» решена правилами с первого хода: что бы ни делали игроки, победитель не изменится, так что турнир был бы делом случая. Выбери другую игру или другие настройки.
tournament-not-found = Не могу найти этот турнир.
tournament-no-tournament-here = В этом канале ещё не было турниров. Укажи турнир в `{ -opt-tournament }`.
tournament-already-signed-up = Ты уже в списке участников этого турнира.
tournament-not-signed-up = Тебя нет в списке участников этого турнира.
tournament-signup-closed = Турнир уже начался: регистрация закрыта.
tournament-over = Турнир завершён.
tournament-was-cancelled = Турнир отменён.
tournament-leave-use-withdraw = Турнир уже начался: чтобы выйти, используй `/{ -cmd-tournament } { -cmd-tournament-withdraw }`.
tournament-already-started = Турнир уже начался.
tournament-too-few-players = Для начала турнира нужно хотя бы два игрока.
tournament-withdraw-use-leave = Турнир ещё не начался: нажми **{ -button-leave }** в сообщении о регистрации.
tournament-not-playing = Ты не играешь в этом турнире.
