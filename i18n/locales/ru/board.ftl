# Доска партии: публичное сообщение в канале (на языке сервера).
# Комментарии в en/board.ftl объясняют каждое сообщение.

## Заголовок
board-title = { $game } · партия № { $id }
board-title-variant = { $game } · { $variant } · партия № { $id }

## Поля
board-field-series = Серия
board-field-players = Игроки
board-field-expires = Истекает
board-field-turn = Ход
board-field-for-fun = Товарищеская партия
board-field-result = Итог
board-field-last-move = Последний ход
board-field-legend = Кнопки

## Параметры
# Options inside sentences are words of the language (the option names are for commands).
board-option = { $option ->
    [size] размер { $value }
    [start] начальное число { $value }
    [forbid] запрещённые расстояния { $value }
    [claims] чисел за ход: { $value }
   *[other] { $option } { $value }
}
board-variant-choice = { $name }: { $details }
board-best-of = серия из { $count }

## Вызов
board-challenge = { $challenger } вызывает { $opponent } на партию: **{ $game }** ({ $options }).
board-challenge-variant = { $challenger } вызывает { $opponent } на партию: **{ $variant }**, вариант игры «{ $game }» на этом сервере ({ $options }).
board-challenge-question = { $opponent }, принимаешь?
board-declined = { $opponent }: вызов от { $challenger } отклонён.
board-cancelled = { $challenger }: вызов для { $opponent } отменён.
board-expired = Этот вызов истёк: ответа от { $opponent } вовремя не пришло.

## Игроки
board-players-open = { $first } ходит первым, { $second } вторым.
board-players-done = Первый ход был у { $first }, второй — у { $second }.
board-bot-level = { $bot } ({ $level ->
    [easy] лёгкий
    [normal] обычный
   *[perfect] идеальный
})

## Ход
board-turn = Ход { $mover }.
board-turn-deadline = Ход { $mover } (ход закончится { $when }).
board-turn-claims = Ход { $mover }: в этом ходу { $count ->
    [one] осталось { $count } число
    [few] осталось { $count } числа
    [many] осталось { $count } чисел
   *[other] осталось { $count } числа
}.
board-turn-claims-deadline = Ход { $mover }: в этом ходу { $count ->
    [one] осталось { $count } число
    [few] осталось { $count } числа
    [many] осталось { $count } чисел
   *[other] осталось { $count } числа
} (ход закончится { $when }).

## Победитель известен заранее
board-fixed = { $member } ходит { $order ->
    [first] первым
   *[second] вторым
} и всегда побеждает { $setup ->
    [size] { $size ->
        [one] с { $size } числом
        [few] с { $size } числами
        [many] с { $size } числами
       *[other] с { $size } числами
    }
   *[options] с этими параметрами
}: эта партия { $rated ->
    [bot] товарищеская
   *[people] товарищеская, без рейтинга
}.
board-fixed-finished = Эта партия была { $rated ->
    [bot] товарищеской
   *[people] товарищеской, без рейтинга
}: { $setup ->
    [size] { $size ->
        [one] с { $size } числом
        [few] с { $size } числами
        [many] с { $size } числами
       *[other] с { $size } числами
    }
   *[options] с этими параметрами
} не может проиграть тот, кто ходит { $order ->
    [first] первым
   *[second] вторым
}.

## Итог
board-end-resigned = { $winner } побеждает! { $loser } сдаётся.
board-end-timeout = { $winner } побеждает! У { $loser } вышло время.
board-over = Партия окончена.
board-unrated = Без рейтинга: вы вдвоём достигли лимита этого сервера на рейтинговые партии за 24 часа (победа и поражение всё равно засчитаны).
board-aborted = Отменена до того, как оба сделали ход, поэтому партия не засчитывается.
board-aborted-resigned = Отменена: { $member } сдаётся до того, как оба сделали ход, поэтому партия не засчитывается.
board-aborted-timeout = Отменена: у { $member } вышло время до того, как оба сделали ход, поэтому партия не засчитывается.
board-voided = Аннулирована модератором { $moderator }: эта партия не засчитывается.
board-voided-had-ended = (Итог до аннулирования: { $result })

## Старая доска
board-moved = Эта партия перенесена на [новую доску]({ $link }).

## Нижняя строка
board-hint-play = В свой ход нажми синее число или используй /{ -cmd-claim }.
board-hint-finished = { -button-rematch } — ещё одна партия, { -button-review } — где решился исход.
board-hint-series-game = { -button-review } — где решился исход.
board-hint-aborted = { -button-rematch } — сыграть её снова.

## Кнопки
board-button-accept = { -button-accept }
board-button-decline = { -button-decline }
board-button-cancel = { -button-cancel }
board-button-resign = { -button-resign }
board-button-rules = { -button-rules }
board-button-keep-playing = { -button-keep-playing }
board-button-rematch = { -button-rematch }
board-button-review = { -button-review }
board-button-replay = { -button-replay }

## Числа каждого игрока под доской
board-owned-list-default = { $who ->
    [you] Твои числа
    [opponent] Числа соперника
   *[member] Числа { $member }
}: { $numbers }.
board-owned-none-default = { $who ->
    [you] У тебя пока нет чисел.
    [opponent] У соперника пока нет чисел.
   *[member] У { $member } пока нет чисел.
}
board-owned-list-forbidden-adjacent = { $who ->
    [you] Твои занятые числа
    [opponent] Занятые числа соперника
   *[member] Занятые числа { $member }
}: { $numbers }.
board-owned-none-forbidden-adjacent = { $who ->
    [you] У тебя пока нет занятых чисел.
    [opponent] У соперника пока нет занятых чисел.
   *[member] У { $member } пока нет занятых чисел.
}
board-owned-list-number-capture = { $who ->
    [you] Твои захваты
    [opponent] Захваты соперника
   *[member] Захваты { $member }
}: { $numbers }.
board-owned-none-number-capture = { $who ->
    [you] У тебя пока нет захватов.
    [opponent] У соперника пока нет захватов.
   *[member] У { $member } пока нет захватов.
}

## Легенда: что значит каждый цвет
board-legend-open-default = Синие: можно сыграть сейчас.
board-legend-first-default = Зелёные: числа { $member }.
board-legend-second-default = Красные: числа { $member }.
board-legend-done-default = Серые { $mark }: сыграны.
board-legend-blocked-default = Серые: сейчас нельзя.
board-legend-never-default = Серые: так и не сыграны.
# Under the card's board of the line games: who P1 and P2 are (they swap each game of a series).
board-marks-players = В строке выше P1 — числа { $first }, P2 — числа { $second }.
board-legend-open-circle-duel = Синие: можно взять сейчас.
board-legend-done-circle-duel = Серые { $mark }: взяты.
board-legend-blocked-circle-duel = Серые: не рядом с последним числом.
board-legend-never-circle-duel = Серые: так и не взяты.
# Under a Circle Duel board: its numbers in ring order (the last one underlined, its
# neighbours in bold), so that the largest number next to 1 shows.
board-circle = По кругу: { $ring }, и снова { $first }.
board-circle-last = По кругу: { $ring }, и снова { $first }. { $last } стоит между { $left } и { $right }.
board-legend-open-forbidden-adjacent = Синие: можно занять сейчас.
board-legend-first-forbidden-adjacent = Зелёные: заняты { $member }.
board-legend-second-forbidden-adjacent = Красные: заняты { $member }.
board-legend-done-forbidden-adjacent = Серые { $mark }: заняты.
board-legend-blocked-forbidden-adjacent = Серые: запрещены.
board-legend-never-forbidden-adjacent = Серые: так и не заняты.
board-legend-open-non-consecutive = Синие: можно выбрать сейчас.
board-legend-done-non-consecutive = Серые { $mark }: выбраны.
board-legend-blocked-non-consecutive = Серые: слишком близко к выбранному числу.
board-legend-never-non-consecutive = Серые: так и не выбраны.
board-legend-open-number-capture = Синие: можно захватить сейчас.
board-legend-first-number-capture = Зелёные: захвачены { $member }.
board-legend-second-number-capture = Красные: захвачены { $member }.
board-legend-done-number-capture = Серые { $mark }: захвачены.
board-legend-blocked-number-capture = Серые: рядом с последним захваченным числом.
board-legend-never-number-capture = Серые: так и не захвачены.
board-legend-open-number-chain = Синие: можно добавить сейчас.
board-legend-done-number-chain = Серые { $mark }: в цепочке.
board-legend-blocked-number-chain = Серые: не на один больше, не на один меньше, не вдвое больше и не вдвое меньше последнего числа.
board-legend-never-number-chain = Серые: так и не попали в цепочку.

## Серия
board-series-game = Партия { $number } · серия из { $best } · { $score }.
board-series-pairing-game = Партия { $number } из { $games } · { $score }.
board-series-draw = Встреча закончилась вничью.
board-series-won = 🏆 { $winner } выигрывает серию!
board-series-won-resigned = 🏆 { $winner } выигрывает серию: { $member } сдаёт её.
board-series-unfinished = Серия закончилась без победителя.
board-series-replayed = Партия { $number } переигрывается ниже.
board-series-new-game = Ниже начинается новая партия { $number }.
board-series-next = Ниже начинается партия { $number }.

## Страницы
board-pager-prev = ◀ Назад
board-pager-next = Далее ▶

## Открытый вызов (/challenge без соперника): принять его может любой здесь.
board-challenge-open = { $challenger } вызывает любого здесь на партию: **{ $game }** ({ $options }).
board-challenge-open-variant = { $challenger } вызывает любого здесь на партию: **{ $variant }**, вариант игры «{ $game }» на этом сервере ({ $options }).
board-challenge-open-question = Принять вызов может любой здесь: нажми **{ -button-accept }**, чтобы играть.
board-players-open-seat = { $order ->
    [first] { $challenger } ходит первым, принявший вызов — вторым.
   *[second] Принявший вызов ходит первым, { $challenger } — вторым.
}
board-open-seat-member = Принявший вызов
board-cancelled-open = { $challenger }: открытый вызов отменён.
board-expired-open = Этот открытый вызов истёк: его никто не принял вовремя.
