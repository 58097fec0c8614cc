# /config: サーバーの設定（「サーバー管理」権限のあるメンバー）、/season start と /void。
# ここの返信は、シーズン開始のお知らせを除き、実行したモデレーターにだけ表示されます。

## 設定で使う量の表し方。

config-hours = { $hours }時間
config-minutes = { $minutes }分
# ボットのレベル（/challenge の `level` の選択肢と同じ）。
config-level-name = { $level ->
    [easy] かんたん
    [normal] ふつう
   *[perfect] パーフェクト
}
# ゲームのオプション名をバッククォートで囲んだもの（terms.ftl のオプション名）。
config-option = `{ $option ->
    [size] { -opt-size }
    [start] { -opt-start }
    [forbid] { -opt-forbid }
    [claims] { -opt-claims }
    [level] { -opt-level }
    [first] { -opt-first }
   *[other] { $option }
}`

## /config show: 設定ごとに1行、「**項目:** 値（どこから来たか）」。

config-show-title = ⚙️ このサーバーの設定
config-show-line = **{ $label }:** { $value }
config-show-from-server = { $value }（このサーバーの設定）
config-show-from-default = { $value }（既定）
config-show-footer = （既定）: このサーバーが設定するまで使われるボット自身の設定です。/{ -cmd-config } で変更できます。
config-show-channels = 挑戦できるチャンネル
config-show-channels-everywhere = すべてのチャンネル
config-show-turn-timeout = 1手の持ち時間
config-show-challenge-timeout = 挑戦の待ち時間
config-show-bot-level = 私の既定のレベル
config-show-games = ゲーム
config-show-games-all-on = すべてオン
config-show-games-off = オフ: { $games }
config-show-rated-limit = レート戦の上限
config-show-rated-limit-value = 同じ2人の間で1日{ $games }局まで
config-show-no-limit = 上限なし
config-show-challenge-limit = 新しい挑戦
config-show-challenge-limit-both = メンバーごとに1分間に{ $per_minute }回、1時間に{ $per_hour }回まで
config-show-challenge-limit-minute = メンバーごとに1分間に{ $per_minute }回まで
config-show-challenge-limit-hour = メンバーごとに1時間に{ $per_hour }回まで
config-show-organisers = 大会の主催者
# Discord の日本語での権限名。
config-show-organisers-manage-server = 「サーバー管理」権限
config-show-organisers-and-role = 「サーバー管理」権限と { $role }
config-show-language = 言語
config-show-language-chosen = { $language_name }（`/{ -cmd-config } { -cmd-config-language }` で設定）
config-show-language-discord = { $language_name }（サーバーのDiscordの言語）
config-show-season = **シーズン:** { $season }
config-show-season-since = **シーズン:** { $season }（{ $date } から）
config-show-variants = **バリアント:**
config-show-no-variants = バリアントはまだありません。`/{ -cmd-config } { -cmd-config-variant-add }` で追加できます。
config-show-variant = • { $variant }。

## /config の各サブコマンドへの返信。

config-channel-allowed = 挑戦できるのは { $channels } だけになりました。
config-channel-disallowed = { $channel } をリストから外しました。挑戦できるのは { $channels } です。
config-channel-disallowed-last = { $channel } をリストから外しました。リストにチャンネルがなくなったので、どこでも挑戦できます。
config-turn-timeout-set = 次の手番から、1手の持ち時間は{ $hours }になります。進行中の手番の期限は変わりません。
config-challenge-timeout-set = 新しい挑戦は、返事を{ $minutes }待つようになります。受付中の挑戦の期限は変わりません。
config-bot-level-set = レベルが選ばれなかったときは、**{ $level }**で対局します。
config-game-on = **{ $game }** をオンにしました。
config-game-off = **{ $game }** をオフにしました。新しい挑戦はできません。進行中の対局はそのまま続きます。
config-rated-limit-none = 上限なし: 2人の間の対局はすべてレート戦です。
config-rated-limit = 同じ2人の間でレート戦になるのは1日最初の{ $games }局だけです。それ以降は勝ち負けとしては記録されますが、非レート戦です。
config-challenge-limit-both = 各メンバーがここで送れる新しい挑戦は、1分間に{ $per_minute }回、1時間に{ $per_hour }回までになりました（再戦も数えます）。
config-challenge-limit-minute = 各メンバーがここで送れる新しい挑戦は、1分間に{ $per_minute }回までになりました（再戦も数えます）。
config-challenge-limit-hour = 各メンバーがここで送れる新しい挑戦は、1時間に{ $per_hour }回までになりました（再戦も数えます）。
config-challenge-limit-none = 上限なし: メンバーは好きなだけ挑戦できます。
config-organiser-role-set = { $role } のメンバーも、「サーバー管理」権限のあるメンバーと同じく大会を作れるようになりました。
config-variant-saved = 保存しました: { $variant }。`/{ -cmd-challenge } { -opt-game }:{ $name }` で挑戦できます。
config-variant-no-verdict = 対局ごとに開始の数字を抽選するので、1つの結論はありません。
config-variant-removed = `{ $name }` を削除しました。すでに始まった対局はそのまま続きます。
config-reset-all = すべての設定を既定に戻しました。
config-reset-one = 「{ $setting ->
    [allowed_channels] 挑戦できるチャンネル
    [turn_timeout] 1手の持ち時間
    [challenge_timeout] 挑戦の待ち時間
    [bot_level] 既定のレベル
    [disabled_games] オフにしたゲーム
    [daily_rated_limit] レート戦の上限
    [challenge_limit] 挑戦の上限
    [organiser_role] 主催者ロール
   *[other] { $setting }
}」の設定を既定に戻しました。
config-reset-language = 盤面・挑戦・お知らせは、再びこのサーバーのDiscordの言語（{ $language_name }）に従います。
config-language-set = このサーバーの盤面・挑戦・お知らせは { $language_name } になりました。
config-language-follows-discord = 盤面・挑戦・お知らせは、このサーバーのDiscordの言語（{ $language_name }）に従うようになりました。

## /config の拒否メッセージ。

config-language-unknown = その言語はまだ話せません。次から選んでください: { $languages }。
config-turn-timeout-range = 1手の持ち時間は{ $low }〜{ $high }時間にしてください。
config-challenge-timeout-range = 挑戦の待ち時間は{ $low }〜{ $high }分にしてください。
config-rated-limit-range = 1日のレート戦の上限は{ $low }〜{ $high }局にしてください。
config-challenge-limit-minute-range = 1分間の挑戦の上限は{ $low }〜{ $high }回にしてください。
config-challenge-limit-hour-range = 1時間の挑戦の上限は{ $low }〜{ $high }回にしてください。
config-role-unknown = そのロールが見つかりません。リストから選んでください。
config-role-everyone = @everyoneではなくロールを選んでください。@everyoneだと誰でも大会を作れてしまいます。
config-level-refused = レベルは{ $levels }のどれかにしてください。
config-challenge-limit-missing = `{ -opt-per-minute }`、`{ -opt-per-hour }`、またはその両方を指定してください（0は上限なし）。
config-channel-already-listed = { $channel } はすでにリストにあります。
config-channel-list-full = すでに{ $limit }チャンネルあります。先に1つ外してください。
config-channel-not-listed = { $channel } はリストにありません（リスト: { $channels }）。
config-channel-not-listed-none = { $channel } はリストにありません。リストにチャンネルがないので、どこでも挑戦できます。
config-setting-unknown = `{ $setting }` という設定は知りません。リストから選んでください。

## /config variant-add と variant-remove の拒否メッセージ。

config-variant-bad-name = バリアントの名前は、半角英小文字・数字・ハイフンで{ $low }〜{ $high }文字です（例: `wide-13`）。
config-variant-game-name = `{ $name }` はゲームの名前です。バリアントには別の名前を付けてください。
config-variant-option-unknown = { $option } は「{ $game }」では使えません（使えるのは { $options } です）。
config-variant-taken = このサーバーにはすでに `{ $name }` というバリアントがあります。先に削除するか、別の名前にしてください。
config-variant-too-many = このサーバーのバリアントはすでに{ $limit }個です。先に `/{ -cmd-config } { -cmd-config-variant-remove }` で1つ削除してください。
config-variant-unknown = このサーバーに `{ $name }` というバリアントはありません。一覧は `/{ -cmd-config } { -cmd-config-show }` で見られます。

## /season start: サーバーの言語で全員に向けて投稿されます。

config-season-started = 🏁 **シーズン{ $season }**が始まりました。全員が{ $rating }から再スタートです。シーズン{ $previous }の最終ランキングは残ります: `/{ -cmd-leaderboard } { -opt-season }:{ $previous }`。

## /void: モデレーターへの返信（1文ずつ）。

config-void-done = 対局 #{ $match } を無効にしました。
config-void-no-result = この対局は結果なしで終わりました。
config-void-for-fun = お楽しみ対局だったので、レーティングも記録も変わりません。
config-void-uncounted = この対局はもうレーティングにも記録にも数えられません。
config-void-board = 盤面にも表示されています: { $link }
config-void-no-board = （盤面を更新できませんでした。）

## Confirmations: /season start, /void and /config reset ask first, and act on Confirm.
config-season-confirm = このシーズンを終えて新しいシーズンを始めますか？最終ランキングは残り、全員が再スタートします。
config-season-announced = シーズン{ $season }が始まりました。チャンネルでお知らせしました。
config-void-confirm = { $state ->
    [running] 対局 #{ $match } を無効にしますか？対局はここで勝者なしで終わり、記録に数えられません。
   *[finished] 対局 #{ $match } を無効にしますか？その結果はレートと戦績に数えられなくなります。
}
config-reset-confirm-all = すべての設定を既定に戻しますか？
config-reset-confirm = 「{ $setting ->
    [allowed_channels] 挑戦できるチャンネル
    [turn_timeout] 1手の持ち時間
    [challenge_timeout] 挑戦の待ち時間
    [bot_level] 既定のレベル
    [disabled_games] オフにしたゲーム
    [daily_rated_limit] レート戦の上限
    [challenge_limit] 挑戦の上限
    [organiser_role] 主催者ロール
    [language] 言語
    [public_pages] 公開ページ
    [notify_turns] 手番のお知らせ
   *[other] { $setting }
}」の設定を既定に戻しますか？
confirm-button-confirm = { -button-confirm }
confirm-button-cancel = { -button-cancel }
confirm-timed-out = 何も変わっていません。時間内に確定されませんでした。必要ならもう一度コマンドを使ってください。
confirm-cancelled = 取り消しました。何も変わっていません。
confirm-answered = この質問にはもう答えています。それ以上は何も変わっていません。
confirm-not-yours = この質問に答えられるのは { $member } だけです。
# /config puzzle-channel
config-show-puzzle-channel = 毎日のパズルの投稿
config-show-puzzle-channel-none = どこにも投稿しない(メンバーは `/{ -cmd-puzzle }` で見られます)
config-puzzle-channel-off = 毎日のパズルの投稿をやめます。メンバーは引き続き `/{ -cmd-puzzle }` で見られます。
config-puzzle-channel-set = 今日の分から、毎日のパズルを { $channel } に投稿します。
config-puzzle-channel-unknown = そのチャンネルは使えません。
