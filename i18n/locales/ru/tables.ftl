# Таблицы: /leaderboard, /stats (с графиком рейтинга) и /history, на языке участника,
# который спросил.

## Числа, как их пишут таблицы.

# Итоги игрока: «1 победа, 2 поражения».
table-record = { $wins ->
    [one] { $wins } победа
    [few] { $wins } победы
    [many] { $wins } побед
   *[other] { $wins } победы
}, { $losses ->
    [one] { $losses } поражение
    [few] { $losses } поражения
    [many] { $losses } поражений
   *[other] { $losses } поражения
}
# Серия не меньше 2, после итогов.
table-streak-wins = { $count ->
    [one] { $count } победа подряд
    [few] { $count } победы подряд
    [many] { $count } побед подряд
   *[other] { $count } победы подряд
}
table-streak-losses = { $count ->
    [one] { $count } поражение подряд
    [few] { $count } поражения подряд
    [many] { $count } поражений подряд
   *[other] { $count } поражения подряд
}

## /leaderboard: таблица лидеров сервера, 10 игроков на странице.

# В заголовке вместо названия игры.
table-all-games = все игры
# { $game }: название игры или «все игры».
table-leaderboard-title = 🏆 Лидеры · { $game } · сезон { $season }
# Таблица прошедшего сезона: она больше не меняется.
table-leaderboard-title-final = 🏆 Лидеры · { $game } · сезон { $season } (итог)
table-leaderboard-empty = Рейтинговых партий пока нет. Начни первую через `/{ -cmd-challenge }`!
# Строка: место, игрок, рейтинг, потом победы (В) и поражения (П), как поясняет подпись.
table-leaderboard-row = `#{ $rank }` { $player } · **{ $rating }** · { $wins } В { $losses } П
table-leaderboard-footer = В — победы, П — поражения · страница { $page }/{ $pages }

## /stats: рейтинг и результаты игрока.

table-stats-head = Статистика { $player } · сезон { $season }
table-stats-none = В этом сезоне рейтинговых партий пока нет.
table-stats-overall = Всего
table-stats-rating = Рейтинг **{ $rating }** · { $record }
table-stats-rating-rank = Рейтинг **{ $rating }** · { $record } · место № { $rank }
table-stats-all-games = Все игры
table-stats-all-time = За всё время
table-stats-all-time-record = { $record } за все сезоны.
table-stats-series = Серии
table-stats-series-record = Выиграно: { $won }, проиграно: { $lost }, за все сезоны.
table-stats-against-me = Против меня
table-stats-against-me-record = { $record }, без рейтинга.
table-chart-busy = В этот раз без графика: сейчас у меня много запросов. Попробуй ещё раз чуть позже.

## График рейтинга под /stats (картинка: её заголовок и подписи осей).

table-chart-title = { $player } · рейтинг · сезон { $season }
table-chart-x = рейтинговые партии в этом сезоне
table-chart-y = рейтинг

## /history: последние результаты игрока, 10 на странице, сначала новые.

table-history-title = 📜 История · { $game }
table-history-head = Результаты { $player } на этом сервере, сначала новые.
table-history-empty = Результатов пока нет.
table-history-footer = Страница { $page }/{ $pages }
# Чем закончилась партия для игрока и против кого: «✅ Победа против @bob».
table-history-won = ✅ Победа против { $opponent }
table-history-lost = ❌ Поражение против { $opponent }
table-history-void = ⛔ Аннулирована, против { $opponent }
# Закончилась раньше, чем оба игрока сделали ход: без победителя.
table-history-aborted = ➖ Отменена, против { $opponent }
# Бот как соперник в строках выше («против меня»).
table-history-me = меня
# Как она закончилась.
table-history-no-move-left = ходов не осталось
table-history-resignation = сдача
table-history-out-of-time = время вышло
table-history-ended = завершена
table-history-voided-by = аннулирована модератором { $member }
table-history-tournament = турнир { $tournament }
table-history-series = партия { $game } в серии из { $best_of } партий
table-history-series-won = партия { $game } в серии из { $best_of } партий, серия выиграна
table-history-series-lost = партия { $game } в серии из { $best_of } партий, серия проиграна
# Правила решили партию с самого начала: она нигде не учитывается.
table-history-for-fun = товарищеская
table-history-unrated = без рейтинга
# Ссылка на доску партии.
table-history-board = [доска]({ $url })
table-player-unknown = Не могу найти этого игрока.

## Кнопки под длинной таблицей или историей: предыдущая и следующая страница.

table-page-prev = ◀ Назад
table-page-next = Далее ▶
table-page-newer = ◀ Новее
table-page-older = Старее ▶

## /games: идущие партии этого сервера, сначала свои; видны только читающему.
games-title = Идущие партии
games-players = { $first } против { $second } в { $channel }
games-turn = ход за { $mover }
games-board = [доска]({ $url })
games-empty = Сейчас на этом сервере нет идущих партий. Начни свою с помощью `/{ -cmd-challenge }`: укажи `{ -opt-opponent }` или оставь поле пустым, чтобы вызов мог принять любой здесь.
games-footer = Страница { $page }/{ $pages } · { $count ->
    [one] { $count } идущая партия
    [few] { $count } идущие партии
   *[many] { $count } идущих партий
} · Это видишь только ты
