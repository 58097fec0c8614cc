# 対局に呼び戻す通知 (cogs/turn_pings.py, cogs/notify.py)。
turn-ping = { $member } さん、対局 #{ $match } であなたの番です: { $link }
turn-reminder = { $member } さん、対局 #{ $match } の持ち時間は { $when } に切れます: { $link }
turn-lost-on-time = { $loser } さんが対局 #{ $match } で時間切れになったため、{ $winner } さんの勝ちです。{ $link }
notify-turns-unknown = 表示された選択肢から選んでください: 対局のチャンネル、ダイレクトメッセージ、またはオフです。
notify-turns-channel = あなたの番になったら、対局のチャンネルでメンションします。
notify-turns-dm = あなたの番になったら、ダイレクトメッセージを送ります。
notify-turns-off = あなたの番になってもお知らせしません。盤面には引き続き表示されます。
notify-nothing-chosen = `{ -opt-turns }`(あなたの番を知らせる場所)か `{ -opt-tournaments }`(大会の盤面ごとのリンク)、または両方を選んでください。
config-notify-turns-set = `/{ -cmd-notify }` で何も選んでいないメンバーには、今後 { $where } 番をお知らせします。
config-show-notify-turns = 手番のお知らせ
notify-where-channel = 対局のチャンネルで
notify-where-dm = ダイレクトメッセージで
notify-where-off = どこにも送らずに
