# Игроков зовут обратно к их партиям (cogs/turn_pings.py, cogs/notify.py).
turn-ping = { $member }, твой ход в партии #{ $match }: { $link }
turn-reminder = { $member }, твоё время на ход в партии #{ $match } истекает { $when }: { $link }
turn-lost-on-time = У { $loser } вышло время в партии #{ $match }, поэтому побеждает { $winner }. { $link }
notify-turns-unknown = Выбери один из предложенных вариантов: в канале партии, в личных сообщениях или выключено.
notify-turns-channel = Когда будет твой ход, я упомяну тебя в канале партии.
notify-turns-dm = Когда будет твой ход, я пришлю тебе личное сообщение.
notify-turns-off = Я не буду сообщать, когда твой ход; доска по-прежнему это показывает.
notify-nothing-chosen = Выбери `{ -opt-turns }` (где я сообщаю о твоём ходе) или `{ -opt-tournaments }` (ссылка на каждую турнирную доску), или оба.
config-notify-turns-set = Участникам, которые ничего не выбрали в `/{ -cmd-notify }`, теперь сообщается { $where }, что их ход.
config-show-notify-turns = Уведомления о ходе
notify-where-channel = в канале партии
notify-where-dm = в личных сообщениях
notify-where-off = никак
