# 今日のパズル（/puzzle）：盤面の下の問題と、回答後の解説。解く人は「あなた」、もう一方は「相手」です。
# $moves：勝つまでの手数（両者の手、答えの手も含む）。

puzzle-task = あなたの手番です: 唯一の勝ちになる数字を見つけてください。相手がどう応じても{ $moves ->
   *[other] { $moves }手
}で勝てます。
# 1 手番に複数の数字があるゲームで、$claims：この手番に残っている数字の数。
puzzle-task-claims = あなたの手番です（この手番の残りは{ $claims ->
   *[other] { $claims }個
}）: 唯一の勝ちになる数字を見つけてください。相手がどう応じても{ $moves ->
   *[other] { $moves }手
}で勝てます。

## 正解のあと（パズルが締め切られたあとの「解答：」のあとにも表示）。
## $then：最善の進行で続く手、例「7、3、パス、9」。

puzzle-solution = 唯一の勝ちになる数字は{ $number }です: { $moves ->
   *[other] { $moves }手
}で勝てます。
puzzle-solution-then = 唯一の勝ちになる数字は{ $number }です（続いて{ $then }）: { $moves ->
   *[other] { $moves }手
}で勝てます。
# 獲得できる数字がなかったプレイヤーの、手順の中での言葉。
puzzle-pass = パス

## 不正解のあと、「❌ 違います：」のあとに表示します。
## $number：答えた数字；$reply：相手の勝ちになる応手；$own：この手番に残る自分の数字（最善の
## 進行）；$then：その後の最善の進行。

puzzle-wrong-ends = { $number }を指すと、相手の勝ちです。
puzzle-wrong = { $number }を指すと、相手が{ $reply }で勝ちます。
puzzle-wrong-then = { $number }を指すと、相手が{ $reply }で勝ちます（続いて{ $then }）。
puzzle-wrong-own = { $number }を指すと（続いて{ $own }）、相手が{ $reply }で勝ちます。
puzzle-wrong-own-then = { $number }を指すと（続いて{ $own }）、相手が{ $reply }で勝ちます（続いて{ $then }）。
