# 対局の盤: チャンネルに公開されるメッセージ（サーバーの言語）。
# 各メッセージの説明は en/board.ftl のコメントにあります。

## タイトル
board-title = { $game } · 対局 #{ $id }
board-title-variant = { $game } · { $variant } · 対局 #{ $id }

## フィールド
board-field-series = シリーズ
board-field-players = プレイヤー
board-field-expires = 期限
board-field-turn = 手番
board-field-for-fun = お楽しみ対局
board-field-result = 結果
board-field-last-move = 直前の手
board-field-legend = ボタン

## オプション
# Options inside sentences are words of the language (the option names are for commands).
board-option = { $option ->
    [size] サイズ { $value }
    [start] 最初の数 { $value }
    [forbid] 禁止する距離 { $value }
    [claims] 1手に{ $value }個
   *[other] { $option } { $value }
}
board-variant-choice = { $name }: { $details }
board-best-of = { $count }本勝負

## 挑戦
board-challenge = { $challenger } が { $opponent } に **{ $game }** で挑戦しています（{ $options }）。
board-challenge-variant = { $challenger } が { $opponent } に、このサーバーの「{ $game }」のバリアント **{ $variant }** で挑戦しています（{ $options }）。
board-challenge-question = { $opponent } さん、受けますか？
board-declined = { $opponent } が { $challenger } の挑戦を辞退しました。
board-cancelled = { $challenger } が { $opponent } への挑戦をキャンセルしました。
board-expired = この挑戦は期限切れです。{ $opponent } から時間内に返事がありませんでした。

## プレイヤー
board-players-open = 先手は { $first }、後手は { $second } です。
board-players-done = 先手は { $first }、後手は { $second } でした。
board-bot-level = { $bot }（{ $level ->
    [easy] かんたん
    [normal] ふつう
   *[perfect] パーフェクト
}）

## 手番
board-turn = { $mover } の番です。
board-turn-deadline = { $mover } の番です（手番の終了: { $when }）。
board-turn-claims = { $mover } の番です。この手番の残りは{ $count }手です。
board-turn-claims-deadline = { $mover } の番です。この手番の残りは{ $count }手です（手番の終了: { $when }）。

## 最初から勝者が決まっているとき
board-fixed = { $member } は{ $order ->
    [first] 先手
   *[second] 後手
}で、{ $setup ->
    [size] 数字が{ $size }個なら
   *[options] このオプションなら
}必ず勝ちます。この対局は{ $rated ->
    [bot] お楽しみ対局です
   *[people] お楽しみ対局で、レート対象外です
}。
board-fixed-finished = この対局は{ $rated ->
    [bot] お楽しみ対局でした
   *[people] お楽しみ対局で、レート対象外でした
}。{ $setup ->
    [size] 数字が{ $size }個なら
   *[options] このオプションなら
}、{ $order ->
    [first] 先手
   *[second] 後手
}は負けません。

## 結果
board-end-resigned = { $winner } の勝ちです！{ $loser } が投了しました。
board-end-timeout = { $winner } の勝ちです！{ $loser } の時間切れです。
board-over = 対局は終わりました。
board-unrated = レート対象外: お二人はこのサーバーの24時間あたりのレート戦の上限に達しました（勝ち負けは記録されます）。
board-aborted = 両者が指す前に終わったため、この対局は不成立で、記録されません。
board-aborted-resigned = 不成立: 両者が指す前に { $member } が投了したため、この対局は記録されません。
board-aborted-timeout = 不成立: 両者が指す前に { $member } が時間切れになったため、この対局は記録されません。
board-voided = { $moderator } により無効になりました。この対局は記録されません。
board-voided-had-ended = （すでに終わっていました: { $result }）

## 古い盤
board-moved = この対局は[新しい盤面]({ $link })に移りました。

## フッター
board-hint-play = 自分の番に青い数字をクリックするか、/{ -cmd-claim } を使ってください。
board-hint-finished = 「{ -button-rematch }」でもう一局、「{ -button-review }」で勝敗の分かれ目を確認できます。
board-hint-series-game = 「{ -button-review }」で勝敗の分かれ目を確認できます。
board-hint-aborted = 「{ -button-rematch }」でもう一度対局できます。

## ボタン
board-button-accept = { -button-accept }
board-button-decline = { -button-decline }
board-button-cancel = { -button-cancel }
board-button-resign = { -button-resign }
board-button-rules = { -button-rules }
board-button-keep-playing = { -button-keep-playing }
board-button-rematch = { -button-rematch }
board-button-review = { -button-review }
board-button-replay = { -button-replay }

## 盤の下: 各プレイヤーの数字
board-owned-list-default = { $who ->
    [you] あなたの数字
    [opponent] 相手の数字
   *[member] { $member } の数字
}: { $numbers }。
board-owned-none-default = { $who ->
    [you] あなたの数字はまだありません。
    [opponent] 相手の数字はまだありません。
   *[member] { $member } の数字はまだありません。
}
board-owned-list-forbidden-adjacent = { $who ->
    [you] あなたが確保した数字
    [opponent] 相手が確保した数字
   *[member] { $member } が確保した数字
}: { $numbers }。
board-owned-none-forbidden-adjacent = { $who ->
    [you] あなたはまだ数字を確保していません。
    [opponent] 相手はまだ数字を確保していません。
   *[member] { $member } はまだ数字を確保していません。
}
board-owned-list-number-capture = { $who ->
    [you] あなたが獲得した数字
    [opponent] 相手が獲得した数字
   *[member] { $member } が獲得した数字
}: { $numbers }。
board-owned-none-number-capture = { $who ->
    [you] あなたはまだ何も獲得していません。
    [opponent] 相手はまだ何も獲得していません。
   *[member] { $member } はまだ何も獲得していません。
}

## 凡例: 色の意味
board-legend-open-default = 青: 今指せます。
board-legend-first-default = 緑: { $member } の数字。
board-legend-second-default = 赤: { $member } の数字。
board-legend-done-default = 灰 { $mark }: 使用済み。
board-legend-blocked-default = 灰: 今は指せません。
board-legend-never-default = 灰: 使われませんでした。
# Under the card's board of the line games: who P1 and P2 are (they swap each game of a series).
board-marks-players = 上の行の P1 は { $first } さんの数字、P2 は { $second } さんの数字です。
board-legend-open-circle-duel = 青: 今取れます。
board-legend-done-circle-duel = 灰 { $mark }: 取られた数字。
board-legend-blocked-circle-duel = 灰: 最後の数字の隣ではありません。
board-legend-never-circle-duel = 灰: 取られませんでした。
# Under a Circle Duel board: its numbers in ring order (the last one underlined, its
# neighbours in bold), so that the largest number next to 1 shows.
board-circle = 円の並び：{ $ring }、そしてまた { $first }。
board-circle-last = 円の並び：{ $ring }、そしてまた { $first }。{ $last } は { $left } と { $right } の間にあります。
board-legend-open-forbidden-adjacent = 青: 今確保できます。
board-legend-first-forbidden-adjacent = 緑: { $member } が確保。
board-legend-second-forbidden-adjacent = 赤: { $member } が確保。
board-legend-done-forbidden-adjacent = 灰 { $mark }: 確保済み。
board-legend-blocked-forbidden-adjacent = 灰: 禁止。
board-legend-never-forbidden-adjacent = 灰: 確保されませんでした。
board-legend-open-non-consecutive = 青: 今選べます。
board-legend-done-non-consecutive = 灰 { $mark }: 選択済み。
board-legend-blocked-non-consecutive = 灰: 選ばれた数字に近すぎる。
board-legend-never-non-consecutive = 灰: 選ばれませんでした。
board-legend-open-number-capture = 青: 今獲得できます。
board-legend-first-number-capture = 緑: { $member } が獲得。
board-legend-second-number-capture = 赤: { $member } が獲得。
board-legend-done-number-capture = 灰 { $mark }: 獲得済み。
board-legend-blocked-number-capture = 灰: 最後に獲得された数字の隣。
board-legend-never-number-capture = 灰: 獲得されませんでした。
board-legend-open-number-chain = 青: 今つなげます。
board-legend-done-number-chain = 灰 { $mark }: チェーン内。
board-legend-blocked-number-chain = 灰: 最後の数字の1つ上、1つ下、2倍、半分のどれでもありません。
board-legend-never-number-chain = 灰: チェーンに入りませんでした。

## シリーズ
board-series-game = 第{ $number }局 · { $best }本勝負 · { $score }。
board-series-pairing-game = 第{ $number }局（全{ $games }局） · { $score }。
board-series-draw = この組み合わせは引き分けで終わりました。
board-series-won = 🏆 { $winner } がシリーズに勝ちました！
board-series-won-resigned = 🏆 { $winner } がシリーズに勝ちました。{ $member } がシリーズを投了しました。
board-series-unfinished = シリーズは勝者なしで終わりました。
board-series-replayed = 第{ $number }局は下で指し直します。
board-series-new-game = 下で新しい第{ $number }局が始まります。
board-series-next = 下で第{ $number }局が始まります。

## ページ
board-pager-prev = ◀ 前へ
board-pager-next = 次へ ▶

## 誰でも受けられる挑戦（相手を指定しない /challenge）。
board-challenge-open = { $challenger } がここにいる誰にでも **{ $game }** で挑戦しています（{ $options }）。
board-challenge-open-variant = { $challenger } がここにいる誰にでも、このサーバーの「{ $game }」のバリアント **{ $variant }** で挑戦しています（{ $options }）。
board-challenge-open-question = ここにいる誰でも受けられます。**{ -button-accept }** を押すと対局が始まります。
board-players-open-seat = { $order ->
    [first] 先手は { $challenger }、後手は受けた人です。
   *[second] 先手は受けた人、後手は { $challenger } です。
}
board-open-seat-member = 受けた人
board-cancelled-open = { $challenger } が誰でも受けられる挑戦をキャンセルしました。
board-expired-open = この誰でも受けられる挑戦は期限切れです。時間内に受けた人はいませんでした。
