# Сообщения команд партии: /challenge, /claim, /resign, /board и упоминания над доской.

## Публичные (на языке сервера)
match-challenged = { $opponent }, тебе бросили вызов!
match-rematch-ping = { $opponent }, реванш!
match-series-next-ping = { $member }, партия { $number } твоей серии: твой ход.

## Только для участника
match-played = Ход сделан: { $number }.
match-played-claims-left = Ход сделан: { $number }. { $count ->
    [one] В этом ходу осталось { $count } число.
    [few] В этом ходу осталось { $count } числа.
    [many] В этом ходу осталось { $count } чисел.
   *[other] В этом ходу осталось { $count } числа.
}
match-resigned = Партия сдана.
match-resigned-series = Серия сдана.

## Список чисел /claim (простой текст, не больше 100 символов)
match-claim-in-server = Играй в канале сервера.
match-claim-no-match = У тебя нет партии в этом канале. Начни её командой /{ -cmd-challenge }.
match-claim-not-started = Твоя партия не началась: вызов ждёт ответа.
match-claim-over = Твоя партия здесь окончена. Начни новую командой /{ -cmd-challenge }.
match-claim-member-to-move = Не твой ход: ходит { $member }.
match-claim-opponent-to-move = Не твой ход: ходит соперник.
match-claim-none-left = Чисел для хода не осталось.

# The board's Resign asks first; the question's Resign resigns, Keep playing changes nothing.
match-resign-question = Сдать партию № { $match }?
match-resign-kept = Партия № { $match } продолжается: ничего не изменилось.
match-resigned-match = Партия № { $match } сдана.
# /claim given no number while some are open (the list's line, or text typed for it).
match-claim-type-number = Введи число для хода: { $numbers }.
## Автор вызова узнаёт ответ: новое сообщение с упоминанием.
match-challenged-open = Вызов от { $challenger } может принять любой здесь!
match-notice-accepted = { $challenger }, { $opponent } принимает твой вызов: партия началась! { $first ->
    [you] Ты ходишь первым.
   *[them] { $opponent } ходит первым.
}
match-notice-board = [Открыть доску]({ $link }).
match-notice-declined = { $challenger }, { $opponent } отклоняет твой вызов.
match-notice-expired = { $challenger }, твой вызов для { $opponent } истёк: ответа вовремя не пришло.
match-notice-expired-open = { $challenger }, твой открытый вызов истёк: его никто не принял вовремя.
