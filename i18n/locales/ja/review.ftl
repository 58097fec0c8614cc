# 対局後の振り返り（振り返りボタン、/review）：1 手ごとの評価、勝負の分かれ目、各プレイヤーの
# ミス。$player、$winner、$loser：プレイヤー（メンション）。$move：対局での手の番号。
# $numbers：「または」でつないだ数字；$count：全部でいくつあるか（4 つを超えると 4 つだけ表示）。

## 対局の 1 手：「7. @alice：4 ― ミス。2 または 6 なら勝っていました」

review-line = { $move }. { $player }: { $number } ― { $verdict }。
# 数字取り：獲得できる数字がないプレイヤーはパスします。
review-line-pass = { $move }. { $player }: パス ― { $verdict }。

## 評価（上の $verdict）：文末の句点なし。

review-verdict-forced = 獲得できる数字がありませんでした
review-verdict-only = 唯一の手
# 対局全体で、どの手も勝敗を変えられなかったとき。
review-verdict-settled = ここでの選択は結果を変えませんでした
review-verdict-only-winning = 唯一の勝ち手
review-verdict-winning = 勝ち手
review-verdict-mistake = { $count ->
   *[other] ミス。{ $numbers }なら勝っていました
}
review-verdict-mistake-many = 悪手。ほかの数字なら勝てました(例: { $numbers })
# どの手も負けだったとき：この手が最も長く粘ったかどうか。
review-verdict-lost = すでに負け
review-verdict-lost-longest = すでに負け。この手が最も長く粘りました
review-verdict-lost-longer = { $count ->
   *[other] すでに負け。{ $numbers }ならもっと長く粘れました
}
review-verdict-lost-longer-many = すでに負け。{ $count ->
   *[other] { $count }通りの手
}（{ $numbers }など）ならもっと長く粘れました

## 勝負の分かれ目、またはそれがなかった理由。

review-not-over = 対局はまだ終わっていません。
review-no-moves = 対局が終わるまでに1手も指されませんでした。
# 投了か時間切れで対局が終わったとき。
review-no-turning-point-on-board = 盤上での分かれ目はありません: 対局が終わった時点では { $loser } が勝っていました。
# $reason：ゲーム自体の理由（例「数字が 10 個なら、どの対局も 10 手で終わるので、後手が勝ちます」）。
review-decided-by-rules = この対局では、どの選択も結果を変えませんでした: { $reason }。{ $winner } の勝ちは最初から決まっていました。
review-decided = この対局では、どの選択も結果を変えませんでした: { $winner } の勝ちは最初から決まっていました。
review-no-turning-point = 分かれ目はありません: 最善を尽くせば { $winner } が1手目から勝っており、最後までその優位を手放しませんでした。
review-turning-point = 勝負の分かれ目は{ $move }手目でした: { $loser } が{ $number }を指しました。{ $count ->
   *[other] { $numbers }なら勝ちを保てました
}。それ以降、{ $winner } の勝ちが確定しました。
review-turning-point-many = 勝負の分かれ目は{ $move }手目でした: { $loser } が{ $number }を指しました。{ $count ->
   *[other] { $count }通りの手
}（{ $numbers }など）なら勝ちを保てました。それ以降、{ $winner } の勝ちが確定しました。

## 各プレイヤーのミス。

review-mistakes = { $first }: { $first_count ->
    [0] なし
   *[other] { $first_count }回
}、{ $second }: { $second_count ->
    [0] なし
   *[other] { $second_count }回
}。
# 手の一覧の下の行。
review-mistakes-line = ミス: { $mistakes }
