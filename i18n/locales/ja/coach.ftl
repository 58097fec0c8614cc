# コーチ: /review、/hint、/puzzle、今日のパズルへの回答、そのランキング、/stats のコーチの行。
# 振り返りの各行、パズルの問題文と解答は別のファイル (review.ftl、puzzles.ftl) にあります。
# ここにあるのはその周りの文です。

## コーチの使い方 (/help と /rules の「学ぶ」)。

coach-help = 対局のあと、**{ -button-review }** ボタンか `/{ -cmd-review }` で、どこで勝敗が分かれたかを確認できます。私との対局では、自分の手番に `/{ -cmd-hint }` を使えます。毎日 `/{ -cmd-puzzle }` があり、上位の解答者は `/{ -cmd-leaderboard }` の `{ -opt-game }`「毎日のパズル」で見られます。

## 終わった対局の振り返り (頼んだ本人だけに表示)。

# タイトル。{ $game } はゲーム名、{ $id } は対局番号。
coach-review-title = 振り返り · { $game } · 対局 #{ $id }
coach-review-no-moves = 一手も指されませんでした。
# フィールド名。
coach-review-turning-point = 分かれ目
coach-review-mistakes-name = ミス
coach-review-result = 結果
coach-review-hints-name = ヒント
# 各プレイヤーのミスの数。{ $first } と { $second } はメンション。
coach-review-mistakes = { $first }: { $firstCount ->
        [0] ミスなし
       *[other] ミス{ $firstCount }回
    }、{ $second }: { $secondCount ->
        [0] ミスなし
       *[other] ミス{ $secondCount }回
    }。
# { $player } は bot と対局したメンバーのメンション。
coach-review-hints = { $player } はヒントを{ $count }回使いました。
# フッター。対局のオプション (「サイズ 10」) のあとに続きます。
coach-review-footer = すべての局面を正確に解析済み · あなただけに表示されています
# 1 つのメッセージに収まらない振り返りの最後の行。
coach-review-more = … ほか{ $count }手。

## /hint (頼んだ本人だけに表示)。{ $number } は指す数字、{ $hints } はこの対局で
## 使ったヒントの回数 (今回を含む)。

coach-hint-wins = ヒント: { $number }で勝てます。この対局で使ったヒント: { $hints }回。
coach-hint-holds-out = ここには勝ち手がありません。最善を尽くされるとどの手も負けますが、{ $number }が最も長く粘れます。この対局で使ったヒント: { $hints }回。

## 今日のパズル (/puzzle)。チャンネル全体に投稿されます。

coach-puzzle-title = 🧩 今日のパズル · { $game }
# 文頭での相手側の呼び方 (「相手が 4 を取りました。」)。
coach-puzzle-opponent-start = 相手
# Your own claim, when you have another one this turn.
coach-puzzle-you-played = { $number }を指しました。
# フィールド名: パズルの局面につながった手。
coach-puzzle-last-move = 直前の手
# フッター。{ $day } はパズルの日付、{ $options } はオプション (「サイズ 10」)。
coach-puzzle-footer = { $day }（UTC） · { $options } · 回答は1人1回: 数字をクリック

## メンバーの回答 (本人だけに表示)。{ $explanation } が理由を説明します: 解答、または
## 間違った数字のあと相手がどう勝つか。

coach-answer-right = ✅ 正解！{ $explanation }
coach-answer-wrong = ❌ 不正解: { $explanation }

## パズルのランキング (/leaderboard のゲーム「毎日のパズル」)。

coach-puzzles-title = 🧩 ランキング · 毎日のパズル
coach-puzzles-empty = まだ誰もパズルを解いていません。今日のパズルに `/{ -cmd-puzzle }` で挑戦しましょう！
# 1 行: { $rank } は順位、{ $player } はメンション、{ $solved } は解いた数。
coach-puzzles-row = `#{ $rank }` { $player } · **{ $solved }**問正解
# { $days } 日連続で解いたメンバーの同じ行。
coach-puzzles-row-streak = `#{ $rank }` { $player } · **{ $solved }**問正解 · { $days }日連続
coach-puzzles-page = { $page }/{ $pages }ページ

## /stats のコーチの行。

coach-stats-puzzles-name = 毎日のパズル
coach-stats-puzzles = { $solved }問正解 · 現在の連続正解: { $streak ->
        [0] なし
       *[other] { $streak }日
    }
coach-stats-hints-name = ヒント
coach-stats-hints = 私との対局でヒントを{ $count }回使いました。

## お断り (頼んだ本人だけに表示)。

coach-no-such-match = このサーバーでその対局が見つかりません。
coach-no-such-puzzle = このサーバーでそのパズルが見つかりません。
coach-no-finished-match = このチャンネルには振り返れる終わった対局がありません。
coach-not-finished = その対局はまだ終わっていません。振り返りは終わった対局だけです。
coach-aborted = その対局は両者が指す前に終わった不成立の対局なので、振り返るものがありません。
coach-never-played = その挑戦は一度も指されなかったので、振り返るものがありません。
coach-not-against-bot = ごめんなさい、ヒントは私との対局専用で、人同士の対局では使えません。
coach-time-ran-out = この手番の時間が切れました。対局は終了です。
# { $day } はパズルの日付、{ $solution } は勝ちの数字とその理由。
coach-puzzle-closed = ごめんなさい、そのパズルは締め切られています（{ $day } のパズルでした）。解答: { $solution }
# { $number } はメンバーの最初の回答。
coach-already-answered-right = このパズルにはもう回答済みです: { $number }（正解）。回答は1問1回です。明日また新しいパズルが出ます！
coach-already-answered-wrong = このパズルにはもう回答済みです: { $number }（不正解）。回答は1問1回です。明日また新しいパズルが出ます！
