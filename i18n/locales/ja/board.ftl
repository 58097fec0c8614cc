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
board-field-for-fun = お楽しみ
board-field-result = 結果
board-field-last-move = 直前の手
board-field-legend = ボタン

## オプション
board-option = { $option ->
    [size] { -opt-size }
    [start] { -opt-start }
    [forbid] { -opt-forbid }
    [claims] { -opt-claims }
   *[other] { $option }
} { $value }
board-variant-choice = { $name }: { $details }
board-best-of = { $count }本勝負

## 挑戦
board-challenge = { $challenger } が { $opponent } に **{ $game }** で挑戦しています（{ $options }）。
board-challenge-variant = { $challenger } が { $opponent } に、このサーバーの { $game } のバリアント **{ $variant }** で挑戦しています（{ $options }）。
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
board-turn-claims = { $mover } の番です。この手番の残りは { $count } 手です。
board-turn-claims-deadline = { $mover } の番です。この手番の残りは { $count } 手です（手番の終了: { $when }）。
board-claims-left = この手番の残りは { $count } 手

## 最初から勝者が決まっているとき
board-fixed = { $member } は{ $order ->
    [first] 先手
   *[second] 後手
}で、{ $setup ->
    [size] 数字が { $size } 個なら
   *[options] このオプションなら
}必ず勝ちます。この対局は{ $rated ->
    [bot] お楽しみです
   *[people] お楽しみで、レート対象外です
}。
board-fixed-finished = この対局は{ $rated ->
    [bot] お楽しみでした
   *[people] お楽しみで、レート対象外でした
}。{ $setup ->
    [size] 数字が { $size } 個なら
   *[options] このオプションなら
}、{ $order ->
    [first] 先手
   *[second] 後手
}は負けません。

## 結果
board-end-resigned = { $winner } の勝ちです！{ $loser } が投了しました。
board-end-timeout = { $winner } の勝ちです！{ $loser } の時間切れです。
board-end-normal = { $winner } の勝ちです！{ $loser } には指せる手が残っていません。
board-end-number-capture = { $winner } が最後の数字を獲得して勝ちました！
board-over = 対局は終わりました。
board-unrated = レート対象外: お二人はこのサーバーの 24 時間あたりのレート戦の上限に達しました（勝ち負けは記録されます）。
board-aborted = 両者が指す前に無効になったため、この対局は記録されません。
board-aborted-resigned = 無効: 両者が指す前に { $member } が投了したため、この対局は記録されません。
board-aborted-timeout = 無効: 両者が指す前に { $member } が時間切れになったため、この対局は記録されません。
board-voided = { $moderator } により無効になりました。この対局は記録されません。
board-voided-had-ended = （すでに終わっていました: { $result }）

## 古い盤
board-moved = この対局は[新しい盤]({ $link })に移りました。

## フッター
board-hint-play = 自分の番に青い数字をクリックするか、`/{ -cmd-claim }` を使ってください。
board-no-resign = 25 個の盤には { -button-resign } ボタンを置けません。`/{ -cmd-resign }` を使ってください。
board-hint-finished = { -button-rematch } でもう一局、{ -button-review } で勝敗の分かれ目を確認できます。
board-hint-series-game = { -button-review } で勝敗の分かれ目を確認できます。
board-hint-aborted = { -button-rematch } でもう一度対局できます。

## ボタン
board-button-accept = { -button-accept }
board-button-decline = { -button-decline }
board-button-cancel = { -button-cancel }
board-button-resign = { -button-resign }
board-button-rematch = { -button-rematch }
board-button-review = { -button-review }

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
board-legend-open-circle-duel = 青: 今取れます。
board-legend-done-circle-duel = 灰 { $mark }: 取られた数字。
board-legend-blocked-circle-duel = 灰: 最後の数字の隣ではありません。
board-legend-never-circle-duel = 灰: 取られませんでした。
board-legend-open-forbidden-adjacent = 青: 今確保できます。
board-legend-first-forbidden-adjacent = 緑: { $member } が確保。
board-legend-second-forbidden-adjacent = 赤: { $member } が確保。
board-legend-done-forbidden-adjacent = 灰 { $mark }: 確保済み。
board-legend-blocked-forbidden-adjacent = 灰: 禁止。
board-legend-never-forbidden-adjacent = 灰: 確保されませんでした。
board-legend-open-non-consecutive = 青: 今選べます。
board-legend-done-non-consecutive = 灰 { $mark }: 選択済み。
board-legend-blocked-non-consecutive = 灰: 選ばれた数字の隣。
board-legend-never-non-consecutive = 灰: 選ばれませんでした。
board-legend-open-number-capture = 青: 今獲得できます。
board-legend-first-number-capture = 緑: { $member } が獲得。
board-legend-second-number-capture = 赤: { $member } が獲得。
board-legend-done-number-capture = 灰 { $mark }: 獲得済み。
board-legend-blocked-number-capture = 灰: 最後に獲得された数字の隣。
board-legend-never-number-capture = 灰: 獲得されませんでした。
board-legend-open-number-chain = 青: 今つなげます。
board-legend-done-number-chain = 灰 { $mark }: チェーン内。
board-legend-blocked-number-chain = 灰: 最後の数字の 1 つ上、1 つ下、2 倍、半分のどれでもありません。
board-legend-never-number-chain = 灰: チェーンに入りませんでした。

## シリーズ
board-series-game = 第 { $number } 局 · { $best }本勝負 · { $score }。
board-series-pairing-game = 第 { $number } 局（全 { $games } 局） · { $score }。
board-series-draw = この組み合わせは引き分けで終わりました。
board-series-won = 🏆 { $winner } がシリーズに勝ちました！
board-series-won-resigned = 🏆 { $winner } がシリーズに勝ちました。{ $member } がシリーズを投了しました。
board-series-unfinished = シリーズは勝者なしで終わりました。
board-series-replayed = 第 { $number } 局は下で指し直します。
board-series-new-game = 下で新しい第 { $number } 局が始まります。
board-series-next = 下で第 { $number } 局が始まります。

## ページ
board-pager-prev = ◀ 前へ
board-pager-next = 次へ ▶
board-pager-newer = ◀ 新しい順
board-pager-older = 古い順 ▶

## /leaderboard
board-leaderboard-title = 🏆 ランキング · { $table } · シーズン { $season }
board-leaderboard-title-final = 🏆 ランキング · { $table } · シーズン { $season }（確定）
board-leaderboard-empty = まだレート戦がありません。`/{ -cmd-challenge }` で始めましょう！
board-leaderboard-row = `#{ $rank }` { $member } · **{ $rating }** · { $wins }勝 { $losses }敗
board-leaderboard-footer = ページ { $page }/{ $pages }
board-streak-wins = { $count }連勝
board-streak-losses = { $count }連敗
board-record = { $wins }勝 { $losses }敗

## /stats
board-stats-for = { $member } の成績 · シーズン { $season }
board-stats-none = 今シーズンはまだレート戦がありません。
board-stats-overall = 総合
board-stats-all-games = すべてのゲーム
board-stats-rating = レーティング **{ $rating }** · { $record }
board-stats-rank = { $rank } 位
board-stats-all-time = 通算
board-stats-all-time-record = 全シーズン通算で { $record }。
board-stats-series = 全シーズン通算で { $won } 勝 { $lost } 敗。
board-stats-vs-bot = 私との対局
board-stats-vs-bot-record = { $record }（レート対象外）。

## /rules
board-rules-title = { $game } · ルール
board-rules-house = このサーバーの決まり
board-rules-play = 遊び方
board-rules-how = `/{ -cmd-challenge } { -opt-game }:{ $slug }` で、オプションは { $options } です（`{ -opt-size }` を指定しなければ { $size }）。自分の番に数字をクリックするか、`/{ -cmd-claim }` を使ってください。コマンド一覧: `/{ -cmd-help }`。

## 各ゲームのルール

# サークルデュエル
board-rules-circle-duel-summary = 円に並んだ数字を、直前に取られた数字の隣から取っていきます。最後に指した人の勝ちです。
board-rules-circle-duel-text =
    • 1 から N（`{ -opt-size }` を指定しなければ 10）までの数字が円に並びます。1 は 2 と N の隣です。
    • 最初の手はどの数字でも取れます。その後は、直前に取られた数字の隣の空いている数字を取ります。
    • 自分の番に指せなければ負けです。
board-rules-circle-duel-decisions = 取られた数字は穴になり、円は閉じません。そのため対局はちょうど N 手で終わり、勝者はサイズだけで決まります。N が偶数なら後手、奇数なら先手の勝ちです。なのでサークルデュエルはお楽しみ用です。挑戦を受ける前に盤が勝者を示し、結果はレーティングを変えません。

# 隣接禁止
board-rules-forbidden-adjacent-summary = 数字を確保していきます。確保した数字の隣は禁止になります。最後に確保した人の勝ちです。
board-rules-forbidden-adjacent-text =
    • 数字は 1 から N（`{ -opt-size }` を指定しなければ 9）まで一列に並びます。各プレイヤーが確保した数字は盤上で色分けされます。
    • 自分の番に、確保も禁止もされていない数字を確保します。その隣の数字は禁止になります（`{ -opt-forbid }:1,3` なら 1 つ隣と 3 つ隣）。
    • `{ -opt-claims }:2` や `{ -opt-claims }:3` なら、1 手番にその数だけ 1 つずつ確保します。確保するたびにすぐ禁止が生じ、自分の次の確保にも効きます。
    • 自分の番に何も確保できなければ負けです。
board-rules-forbidden-adjacent-decisions = カードのバリエーションはオプションで選べます。長い列（`{ -opt-size }`、最大 25）、独自の禁止ルール（`{ -opt-forbid }`: 1 から 5 の距離。たとえば `1,2` で両側 2 つずつ）、1 手番に複数の確保（`{ -opt-claims }`）です。組み合わせによっては、すべての局面を厳密に解けるよう `{ -opt-size }` に上限があります。上限は断るときにお知らせします。

# 連番禁止
board-rules-non-consecutive-summary = 選ばれた数字の隣にない数字を選んでいきます。最後に選んだ人の勝ちです。
board-rules-non-consecutive-text =
    • 数字は 1 から N（`{ -opt-size }` を指定しなければ 20）まで一列に並びます。
    • 自分の番に、使える数字を 1 つ選びます。その両隣は両プレイヤーとも使用不可になります（`{ -opt-forbid }:1,3` なら 1 つ隣と 3 つ隣）。
    • `{ -opt-claims }:2` や `{ -opt-claims }:3` なら、1 手番にその数だけ 1 つずつ選びます。
    • 自分の番に選べる数字がなければ負けです。
board-rules-non-consecutive-decisions = 隣接禁止と同じ考え方を長い列で、プレイヤーごとの色なしで遊びます。オプション（`{ -opt-forbid }`、`{ -opt-claims }`）も同じです。挑戦者が `{ -opt-first }` を選ばなければ、先手はコイントスで決まります。

# 数字取り
board-rules-number-capture-summary = 共有のリストから数字を獲得します。最後の数字を獲得した人の勝ちです。
board-rules-number-capture-text =
    • 共有リストには 1 から N（`{ -opt-size }` を指定しなければ 9）までの数字があります。
    • 最初の獲得はどの数字でも構いません。その後は、誰が獲得したかにかかわらず、直前に獲得された数字の隣は獲得できません。
    • 最後に残った数字を獲得した人の勝ちです。
board-rules-number-capture-decisions = 獲得できる数字がなければパスになり、相手の次の獲得では制限がなくなります（最初の手番と同じ）。そのため対局は必ず終わります。

# 数字チェーン
board-rules-number-chain-summary = 直前の数字の 1 つ上、1 つ下、2 倍、半分のどれかでチェーンを伸ばします。最後に指した人の勝ちです。
board-rules-number-chain-text =
    • チェーンは 1 から N（`{ -opt-size }` を指定しなければ 9）までの数字 1 つから始まります。
    • 自分の番に、チェーンの最後の数字の 1 つ上、1 つ下、2 倍、半分のどれかで、まだ使われていない数字をつなぎます。
    • 自分の番にチェーンを伸ばせなければ負けです。
board-rules-number-chain-decisions = 最初の数は挑戦者の `{ -opt-start }`、指定がなければ抽選です。最初の数は使用済みになります。先手はその次の数字をつなぎます。
