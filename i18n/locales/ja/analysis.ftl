# 審判（/analyze と /config variant-add の判定）：最善の手を指し続けたとき誰が勝つか、そして
# どう勝つか。尋ねたメンバーだけに表示されます。$player：「first」か「second」、先手か後手
# （選択子：文は誰の名前も出しません）。

analysis-over = 対局は終わっています: { $player ->
    [first] 先手
   *[second] 後手
}の勝ちでした。
# $size：ゲームの数字の個数。
analysis-fixed = 数字が{ $size }個なら、{ $player ->
    [first] 先手
   *[second] 後手
}が必ず勝ちます: どの手も結果を変えられません。
# $how：下の analysis-*-move(s)-* のいずれか。
analysis-perfect-play = 最善を尽くせば{ $player ->
    [first] 先手
   *[second] 後手
}の勝ちです: { $how }。

## 手の結果（上の $how）：文末の句点なし。$first はゲームの最初の手なら「yes」（「初手」）、
## それ以降の局面なら「no」（「手」）。$total：指せる手の数；$won：そのうち勝てる手の数；
## $numbers：その手を「と」でつないだもの（最大 4 つ）。

analysis-only-move-wins = { $first ->
    [yes] 唯一の初手で勝てます
   *[no] 唯一の手で勝てます
}
analysis-all-moves-win = { $first ->
    [yes] { $total }通りの初手すべてで勝てます
   *[no] { $total }通りの手すべてで勝てます
}
analysis-some-moves-win = { $first ->
    [yes] { $total }通りの初手のうち{ $won }通りで勝てます（{ $numbers }）
   *[no] { $total }通りの手のうち{ $won }通りで勝てます（{ $numbers }）
}
analysis-some-moves-win-such-as = { $first ->
    [yes] { $total }通りの初手のうち{ $won }通りで勝てます（{ $numbers }など）
   *[no] { $total }通りの手のうち{ $won }通りで勝てます（{ $numbers }など）
}
analysis-only-move-loses = { $first ->
    [yes] 唯一の初手は負けです
   *[no] 唯一の手は負けです
}
analysis-all-moves-lose = { $first ->
    [yes] { $total }通りの初手はすべて負けです
   *[no] { $total }通りの手はすべて負けです
}

## 最善の対局の長さ。

analysis-length = 最善の対局は{ $moves ->
   *[other] { $moves }手
}で終わります。
# 最初の手より後の局面から。
analysis-length-more = 最善を尽くすと、対局はあと{ $moves ->
   *[other] { $moves }手
}続きます。
# 1 手番に複数の数字があるゲーム。
analysis-claims = 確保する数字1つを1手と数えます。

## /analyze のメッセージ。

# 埋め込みのフッター。
analysis-footer = 厳密に解析済み: 最善の手とは毎回いちばん良い手のことです · あなただけに表示されています
# `start` のない数字チェーン：対局ごとに最初の数を決めるので、答えは 1 つに決まりません。
analysis-start-missing = 「{ $game }」は最初の数が決まるまで判定できません: `{ -opt-start }` を1からサイズまでの範囲で追加してください。
