# Разбор после партии (кнопка «Разбор», /review): строка на каждый ход с оценкой, переломный
# момент и ошибки каждого игрока. $player, $winner, $loser: игроки (упоминания). $move: номер
# хода в партии. $numbers: числа через «или»; $count: сколько их всего (если больше 4,
# показаны только 4).

## Ход партии: «7. @alice: 4 — ошибка; 2 или 6 выиграли бы.»

review-line = { $move }. { $player }: { $number } — { $verdict }.
# Захват чисел: игрок, которому нечего захватить, пропускает ход.
review-line-pass = { $move }. { $player }: пропуск хода — { $verdict }.

## Оценки ($verdict выше): со строчной буквы, без точки.

review-verdict-forced = захватить было нечего
review-verdict-only = единственный возможный ход
# Когда ни один ход за всю партию не мог изменить победителя.
review-verdict-settled = здесь никакой выбор не менял результат
review-verdict-only-winning = единственный выигрышный ход
review-verdict-winning = выигрышный ход
review-verdict-mistake = { $count ->
    [one] ошибка; { $numbers } выиграло бы
    [few] ошибка; { $numbers } выиграли бы
    [many] ошибка; { $numbers } выиграли бы
   *[other] ошибка; { $numbers } выиграли бы
}
review-verdict-mistake-many = ошибка; выиграли бы другие числа, например { $numbers }
# Все ходы проигрывали: оценка говорит, продержался ли этот дольше всех.
review-verdict-lost = партия уже проиграна
review-verdict-lost-longest = партия уже проиграна; этот ход продержался дольше всех
review-verdict-lost-longer = { $count ->
    [one] партия уже проиграна; { $numbers } продержалось бы дольше
    [few] партия уже проиграна; { $numbers } продержались бы дольше
    [many] партия уже проиграна; { $numbers } продержались бы дольше
   *[other] партия уже проиграна; { $numbers } продержались бы дольше
}
review-verdict-lost-longer-many = партия уже проиграна; { $count ->
    [one] дольше продержался бы { $count } ход
    [few] дольше продержались бы { $count } хода
    [many] дольше продержались бы { $count } ходов
   *[other] дольше продержались бы { $count } хода
}, например { $numbers }

## Переломный момент партии, или почему его не было.

review-not-over = Партия ещё не окончена.
review-no-moves = До конца партии не было сделано ни одного хода.
# Партию закончили сдача или истёкшее время.
review-no-turning-point-on-board = Переломного момента на доске не было: когда партия закончилась, выигрыш ещё был у { $loser }.
# $reason: собственная причина игры (например «при размере 10 каждая партия длится ровно
# столько ходов, поэтому побеждает тот, кто ходит вторым»).
review-decided-by-rules = Никакой выбор в этой партии не изменил результат: { $reason }. Победа { $winner } была предрешена.
review-decided = Никакой выбор в этой партии не изменил результат: победа { $winner } была предрешена.
review-no-turning-point = Переломного момента не было: при лучшей игре выигрыш был у { $winner } с 1-го хода и до конца.
review-turning-point = Перелом случился на ходу { $move }: { $loser } — { $number }; { $count ->
    [one] { $numbers } сохранило бы победу
    [few] { $numbers } сохранили бы победу
    [many] { $numbers } сохранили бы победу
   *[other] { $numbers } сохранили бы победу
}. С этого момента выигрыш был у { $winner } окончательно.
review-turning-point-many = Перелом случился на ходу { $move }: { $loser } — { $number }; { $count ->
    [one] победу сохранил бы { $count } ход
    [few] победу сохранили бы { $count } хода
    [many] победу сохранили бы { $count } ходов
   *[other] победу сохранили бы { $count } хода
}, например { $numbers }. С этого момента выигрыш был у { $winner } окончательно.

## Ошибки каждого игрока.

review-mistakes = { $first }: { $first_count ->
    [0] ошибок нет
    [one] { $first_count } ошибка
    [few] { $first_count } ошибки
    [many] { $first_count } ошибок
   *[other] { $first_count } ошибки
}, { $second }: { $second_count ->
    [0] ошибок нет
    [one] { $second_count } ошибка
    [few] { $second_count } ошибки
    [many] { $second_count } ошибок
   *[other] { $second_count } ошибки
}.
# Строка под ходами.
review-mistakes-line = Ошибки: { $mistakes }
