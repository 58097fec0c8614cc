# Публичные страницы (python3 manage.py bot web): таблицы лидеров сервера, профиль участника,
# повтор партии, турниры. На языке браузера, если он у нас есть, иначе на языке сервера.

## Все страницы
web-site-name = Number Duels
web-skip = Перейти к содержимому
web-nav-label = Страницы этого сервера
web-nav-leaderboard = Лидеры
web-nav-tournaments = Турниры
web-footer-privacy = Имена показаны так, как их показывал Discord, когда участник в последний раз играл на этом сервере. Скрыть своё можно командой `/{ -cmd-privacy }`.
web-pages-label = Страницы
web-previous = ◀ Назад
web-next = Дальше ▶
web-page-of = Страница { $page } из { $pages }
web-player-number = Игрок { $number }
web-the-bot = Number Duels (бот)

## Главная страница и ответы на адреса, которые никуда не ведут.
web-index-title = Number Duels: публичные страницы
web-index-text = Здесь публичные страницы серверов, которые их включили. Спроси ссылку на своём сервере; модератор включает их командой `/{ -cmd-config } { -cmd-config-public-pages }`.
web-error-not-found = По этому адресу ничего нет.
web-error-bad-request = Страницы не понимают этот адрес.
web-error-unavailable = Страницы сейчас не могут прочитать свои данные. Попробуй ещё раз через минуту.
web-error-failed = У нас что-то пошло не так. Попробуй ещё раз через минуту.
web-error-home = На главную страницу

## Заголовки таблиц
web-col-rank = Место
web-col-player = Игрок
web-col-rating = Рейтинг
web-col-wins = Победы
web-col-losses = Поражения
web-col-streak = Серия
web-col-game = Игра
web-col-date = Дата
web-col-opponent = Соперник
web-col-result = Результат
web-col-tournament = Турнир
web-col-format = Формат
web-col-status = Состояние
web-col-points = Очки
web-col-games-won = Выиграно партий
web-col-buchholz = Бх
web-col-buchholz-long = Бухгольц: очки соперников игрока
web-col-sb = ЗБ
web-col-sb-long = Зоннеборн — Бергер: очки соперников, у которых игрок выиграл или с которыми сыграл вничью
web-col-score = Счёт

## Таблица лидеров
web-leaderboard-title = Лидеры · { $game } · сезон { $season }
web-leaderboard-final = Лидеры · { $game } · сезон { $season } (итог)
web-games-label = Игры
web-seasons-label = Сезоны
web-season = Сезон { $season }

## Профиль участника
web-profile-ratings = Рейтинг в этом сезоне (сезон { $season })
web-profile-unrated = В этом сезоне рейтинговых партий пока нет.
web-record-all-time = За всё время: { $record }.
web-record-series = Серии: выиграно { $won }, проиграно { $lost }.
web-record-bot = Против бота: { $record }, без рейтинга.
web-profile-chart = Рейтинг в этом сезоне
web-profile-chart-figures = Числа
web-profile-matches = Последние партии
web-profile-no-matches = Законченных партий пока нет.
web-replay-link = Повтор
web-result-won = Победа
web-result-lost = Поражение
web-result-aborted = Отменена, не засчитывается
web-result-voided = Аннулирована, не засчитывается
web-result-for-fun = { $result }, товарищеская

## Повтор партии
web-replay-start = Начало, до первого хода
web-replay-move = После хода { $move } из { $moves }
web-replay-steps-label = Пройти по ходам
web-replay-first = « Начало
web-replay-previous = ‹ Назад
web-replay-next = Вперёд ›
web-replay-last = Конец »
web-replay-board-label = Числа
web-replay-card-label = Доска так, как её рисует карточка игры
web-replay-moves = Все ходы
web-replay-turning-point = Здесь случился перелом.
web-replay-mistake = Ошибка
web-move-line = { $move }. { $text }
web-cell-owned = у { $player }
web-cell-taken = сыграно
web-cell-blocked = ходить нельзя
web-cell-open = можно ходить
web-cell-never = не сыграно
web-legend-other = Синий: в этот момент можно ходить. Светло-серый: в этот момент ходить нельзя.
web-match-voided = Модератор аннулировал эту партию: она не засчитывается.
web-match-for-fun = Правила решают исход этой игры с самого начала: эта партия товарищеская.

## Турниры
web-tournaments-title = Турниры
web-tournaments-none = Турниров здесь пока нет. Организатор создаёт турнир командой `/{ -cmd-tournament } { -cmd-tournament-create }`.
web-status-signup = Идёт запись
web-status-running = Идёт игра
web-status-finished = Завершён
web-status-cancelled = Отменён
web-tournament-podium = Призёры
web-tournament-table = Таблица
web-tournament-pairings = Пары { $round }-го тура
web-rounds-label = Туры
web-round = Тур { $round }
web-withdrawn = вышел из турнира
web-pairing-playing = идёт игра
web-pairing-bye = пропуск тура
web-points = { $points ->
    [one] { $shown } очко
    [few] { $shown } очка
    [many] { $shown } очков
   *[other] { $shown } очка
}

## В Discord: ссылки на страницы и ответы команд о них.
web-link-leaderboard = [Эта таблица в вебе]({ $url })
web-link-tournament = [Этот турнир в вебе]({ $url })
config-public-pages-on = Публичные страницы включены: { $url }
config-public-pages-on-no-address = Публичные страницы включены. Владелец бота не указал их адрес (`WEB_BASE_URL`), поэтому в Discord ссылок пока нет.
config-public-pages-off = Публичные страницы выключены: каждая страница этого сервера теперь говорит, что там ничего нет.
config-show-public-pages = Публичные страницы
config-show-public-pages-on = включены
config-show-public-pages-off = выключены
privacy-name-hidden = На публичных страницах этого сервера ты теперь показан как { $name }.
privacy-name-shown = На публичных страницах этого сервера ты теперь показан как { $name } — под именем, которое Discord показывает здесь.
