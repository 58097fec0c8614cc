# 表: /leaderboard、/stats（レーティングのグラフ付き）、/history。実行したメンバーの言語で表示。

## 表での数の書き方。

# プレイヤーの戦績: 「1勝2敗」。
table-record = { $wins }勝{ $losses }敗
# 2以上の連続記録。戦績の後に付きます。
table-streak-wins = { $count }連勝中
table-streak-losses = { $count }連敗中

## /leaderboard: このサーバーのランキング、1ページ10人。

# タイトルでゲーム名の代わりに使います。
table-all-games = 全ゲーム
# { $game }: ゲーム名、または「全ゲーム」。
table-leaderboard-title = 🏆 ランキング · { $game } · シーズン{ $season }
# 過去のシーズンのランキング: もう変わりません。
table-leaderboard-title-final = 🏆 ランキング · { $game } · シーズン{ $season }（最終）
table-leaderboard-empty = まだレート戦がありません。`/{ -cmd-challenge }` で始めましょう！
# 1行: 順位、プレイヤー、レーティング、勝ち数と負け数。
table-leaderboard-row = `#{ $rank }` { $player } · **{ $rating }** · { $wins }勝{ $losses }敗
table-leaderboard-footer = 勝: 勝ち、敗: 負け · { $page }/{ $pages }ページ

## /stats: プレイヤーのレーティングと成績。

table-stats-head = { $player } の成績 · シーズン{ $season }
table-stats-none = 今シーズンはまだレート戦がありません。
table-stats-overall = 総合
table-stats-rating = レーティング **{ $rating }** · { $record }
table-stats-rating-rank = レーティング **{ $rating }** · { $record } · { $rank }位
table-stats-all-games = 全ゲーム
table-stats-all-time = 通算
table-stats-all-time-record = 全シーズン通算で{ $record }です。
table-stats-series = シリーズ
table-stats-series-record = 全シーズン通算で{ $won }勝{ $lost }敗です。
table-stats-against-me = 私との対局
table-stats-against-me-record = { $record }（レート対象外）です。
table-chart-busy = 今は混み合っているため、グラフはありません。少ししてからもう一度お試しください。

## /stats の下のレーティンググラフ（画像のタイトルと軸の名前）。

table-chart-title = { $player } · レーティング · シーズン{ $season }
table-chart-x = 今シーズンのレート戦
table-chart-y = レーティング

## /history: プレイヤーの最近の結果、1ページ10件、新しい順。

table-history-title = 📜 履歴 · { $game }
table-history-head = このサーバーでの { $player } の結果です（新しい順）。
table-history-empty = まだ結果がありません。
table-history-footer = { $page }/{ $pages }ページ
# プレイヤーにとっての対局の結果と相手: 「✅ @bob に勝ち」。
table-history-won = ✅ { $opponent } に勝ち
table-history-lost = ❌ { $opponent } に負け
table-history-void = ⛔ { $opponent } との対局は無効
# 両者が指す前に終わった対局: 勝者なし。
table-history-aborted = ➖ { $opponent } との対局は不成立
# 上の行で、相手がボットのとき。
table-history-me = 私
# 終わり方。
table-history-no-move-left = 指せる手がなくなった
table-history-resignation = 投了
table-history-out-of-time = 時間切れ
table-history-ended = 終了
table-history-voided-by = { $member } が無効化
table-history-tournament = 大会 { $tournament }
table-history-series = { $best_of }本勝負の第{ $game }局
table-history-series-won = { $best_of }本勝負の第{ $game }局、シリーズ勝ち
table-history-series-lost = { $best_of }本勝負の第{ $game }局、シリーズ負け
# ルールで最初から勝敗が決まっていた対局: どこにも数えられません。
table-history-for-fun = お楽しみ対局
table-history-unrated = 非レート戦
# 対局の盤面へのリンク。
table-history-board = [盤面]({ $url })
table-player-unknown = そのプレイヤーが見つかりません。

## 長い表や履歴の下のボタン: 前のページ、次のページ。

table-page-prev = ◀ 前へ
table-page-next = 次へ ▶
table-page-newer = ◀ 新しい方
table-page-older = 古い方 ▶

## /games：このサーバーで進行中の対局（読む人の対局が先）。本人にだけ表示。
games-title = 進行中の対局
games-players = { $channel } で { $first } 対 { $second }
games-turn = { $mover } の手番
games-board = [盤面]({ $url })
games-empty = このサーバーでは今、進行中の対局はありません。`/{ -cmd-challenge }` で始めましょう。`{ -opt-opponent }` を指定するか、空欄にすればここにいる誰でも受けられます。
games-footer = { $page }/{ $pages } ページ · 進行中の対局 { $count } 件 · あなただけに表示されています
