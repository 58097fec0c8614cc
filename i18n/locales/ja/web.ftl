# 公開ページ（python3 manage.py bot web）：サーバーのランキング、メンバーのプロフィール、対局の
# 再生、大会。ブラウザの言語があればその言語で、なければサーバーの言語で表示します。

## すべてのページ
web-site-name = Number Duels
web-skip = 本文へ移動
web-nav-label = このサーバーのページ
web-nav-leaderboard = ランキング
web-nav-tournaments = 大会
web-footer-privacy = 名前は、そのメンバーがこのサーバーで最後に遊んだときに Discord が表示していたものです。自分の名前は `/{ -cmd-privacy }` で隠せます。
web-pages-label = ページ
web-previous = ◀ 前へ
web-next = 次へ ▶
web-page-of = { $page } / { $pages } ページ
web-player-number = プレイヤー{ $number }
web-the-bot = Number Duels（ボット）

## トップページと、どこにもつながらないアドレスへの返事。
web-index-title = Number Duels：公開ページ
web-index-text = 公開ページを有効にしたサーバーのページです。リンクは自分のサーバーで聞いてください。モデレーターが `/{ -cmd-config } { -cmd-config-public-pages }` で有効にできます。
web-error-not-found = このアドレスには何もありません。
web-error-bad-request = このアドレスはページでは扱えません。
web-error-unavailable = いまはデータを読み込めません。1分ほどしてからもう一度お試しください。
web-error-failed = こちらで問題が起きました。1分ほどしてからもう一度お試しください。
web-error-home = トップページへ

## 表の見出し
web-col-rank = 順位
web-col-player = プレイヤー
web-col-rating = レーティング
web-col-wins = 勝ち
web-col-losses = 負け
web-col-streak = 連続
web-col-game = ゲーム
web-col-date = 日付
web-col-opponent = 相手
web-col-result = 結果
web-col-tournament = 大会
web-col-format = 形式
web-col-status = 状況
web-col-points = ポイント
web-col-games-won = 勝った対局
web-col-buchholz = Bu
web-col-buchholz-long = ブッフホルツ：そのプレイヤーの対戦相手のポイント
web-col-sb = SB
web-col-sb-long = ゾンネボーン・ベルガー：そのプレイヤーが勝った相手、または引き分けた相手のポイント
web-col-score = スコア

## ランキング
web-leaderboard-title = ランキング · { $game } · シーズン{ $season }
web-leaderboard-final = ランキング · { $game } · シーズン{ $season }（最終）
web-games-label = ゲーム
web-seasons-label = シーズン
web-season = シーズン{ $season }

## メンバーのプロフィール
web-profile-ratings = 今シーズンのレーティング（シーズン{ $season }）
web-profile-unrated = 今シーズンのレート戦はまだありません。
web-record-all-time = 通算：{ $record }。
web-record-series = シリーズ：{ $won }勝{ $lost }敗。
web-record-bot = ボット戦：{ $record }（レート対象外）。
web-profile-chart = 今シーズンのレーティング
web-profile-chart-figures = 数値
web-profile-matches = 最近の対局
web-profile-no-matches = 終わった対局はまだありません。
web-replay-link = 再生
web-result-won = 勝ち
web-result-lost = 負け
web-result-aborted = 不成立（記録されません）
web-result-voided = 無効（記録されません）
web-result-for-fun = { $result }（お楽しみ対局）

## 対局の再生
web-replay-start = 最初の手の前
web-replay-move = { $moves }手中{ $move }手目のあと
web-replay-steps-label = 手を順にたどる
web-replay-first = « 最初
web-replay-previous = ‹ 戻る
web-replay-next = 進む ›
web-replay-last = 最後 »
web-replay-board-label = 数字
web-replay-card-label = ゲームのカードが描くとおりの盤面
web-replay-moves = すべての手
web-replay-turning-point = ここが勝負の分かれ目でした。
web-replay-mistake = ミス
web-move-line = { $move }. { $text }
web-cell-owned = { $player } のもの
web-cell-taken = 指された数字
web-cell-blocked = 指せない
web-cell-open = 指せる
web-cell-never = 一度も指されなかった
web-legend-other = 青：その時点で指せる数字。薄い灰色：その時点で指せない数字。
web-match-voided = モデレーターがこの対局を無効にしました。記録されません。
web-match-for-fun = このゲームは最初からルールで勝敗が決まっています。この対局はお楽しみ対局です。

## 大会
web-tournaments-title = 大会
web-tournaments-none = ここにはまだ大会がありません。主催者は `/{ -cmd-tournament } { -cmd-tournament-create }` で大会を作れます。
web-status-signup = 参加受付中
web-status-running = 対局中
web-status-finished = 終了
web-status-cancelled = 中止
web-tournament-podium = 表彰台
web-tournament-table = 順位表
web-tournament-pairings = 第{ $round }ラウンドの組み合わせ
web-rounds-label = ラウンド
web-round = 第{ $round }ラウンド
web-withdrawn = 棄権
web-pairing-playing = 対局中
web-pairing-bye = 不戦勝
web-points = { $points ->
   *[other] { $shown }ポイント
}

## Discord で：ページへのリンクと、それについてのコマンドの返事。
web-link-leaderboard = [この表をウェブで見る]({ $url })
web-link-tournament = [この大会をウェブで見る]({ $url })
config-public-pages-on = 公開ページを有効にしました：{ $url }
config-public-pages-on-no-address = 公開ページを有効にしました。ボットの運営者がアドレス（`WEB_BASE_URL`）を設定していないため、Discord にはまだリンクが表示されません。
config-public-pages-off = 公開ページを無効にしました。このサーバーのページはすべて「何もありません」と表示します。
config-show-public-pages = 公開ページ
config-show-public-pages-on = 有効
config-show-public-pages-off = 無効
privacy-name-hidden = このサーバーの公開ページでは、あなたは { $name } と表示されるようになりました。
privacy-name-shown = このサーバーの公開ページでは、あなたは { $name }（Discord がここで表示する名前）と表示されるようになりました。
