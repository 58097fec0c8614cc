# Discord に表示されるスラッシュコマンド: 各コマンド・オプション・選択肢の名前と説明。
# 名前は terms.ftl から。説明は短い1行で 100 文字以内、選択肢も 100 文字以内。です/ます調。

# /challenge
cmd-challenge = { -cmd-challenge }
    .description = 誰か（または私）に数字デュエルを挑みます。
opt-challenge-opponent = { -opt-opponent }
    .description = 対局したい相手（ボットと対局するなら私を選択。空欄なら誰でも受けられます）
opt-challenge-game = { -opt-game }
    .description = ゲーム、またはこのサーバーのバリアント
opt-challenge-first = { -opt-first }
    .description = 先手を決めます（既定: コイントス）
opt-challenge-size = { -opt-size }
    .description = 数字の個数（省略時はゲームの既定値）
opt-challenge-start = { -opt-start }
    .description = 数字チェーン: 最初の数（省略時はランダム）
opt-challenge-forbid = { -opt-forbid }
    .description = 連番禁止・隣接禁止: 指した数字から禁止になる距離。例: 1,3（既定: 1）
opt-challenge-claims = { -opt-claims }
    .description = 連番禁止・隣接禁止: 1手番に指す数字の個数（既定: 1）
opt-challenge-level = { -opt-level }
    .description = 私との対局: かんたん・ふつう・パーフェクト
opt-challenge-best-of = { -opt-best-of }
    .description = シリーズの対局数: 過半数を勝った方がシリーズの勝ち（既定: 1）

# /claim
cmd-claim = { -cmd-claim }
    .description = このチャンネルの自分の対局で数字を指します。
opt-claim-number = { -opt-number }
    .description = 指す数字

# /resign
cmd-resign = { -cmd-resign }
    .description = このチャンネルの自分の対局を投了します。
opt-resign-series = { -opt-series }
    .description = シリーズ中: この対局だけでなくシリーズ全体を投了します

# /board
cmd-board = { -cmd-board }
    .description = このチャンネルの自分の対局をもう一度表示します。

# /leaderboard
cmd-leaderboard = { -cmd-leaderboard }
    .description = このサーバーの上位プレイヤーです。
opt-leaderboard-game = { -opt-game }
    .description = 1つのゲーム、または毎日のパズル（省略時は全ゲーム）
opt-leaderboard-season = { -opt-season }
    .description = 過去のシーズンの最終順位（省略時は今シーズン）

# /stats
cmd-stats = { -cmd-stats }
    .description = プレイヤーのレーティングと成績です。
opt-stats-member = { -opt-member }
    .description = 誰の成績か（省略時はあなた）

# /games
cmd-games = { -cmd-games }
    .description = このサーバーで進行中の対局（あなたの対局が先）。

# /history
cmd-history = { -cmd-history }
    .description = このサーバーでのプレイヤーの最近の結果です。
opt-history-member = { -opt-member }
    .description = 誰の結果か（省略時はあなた）
opt-history-game = { -opt-game }
    .description = 1つのゲームのみ（省略時は全ゲーム）

# /config
cmd-config = { -cmd-config }
    .description = このサーバーの数字デュエルの設定です（「サーバー管理」権限）。

# /config show
cmd-config-show = { -cmd-config-show }
    .description = このサーバーのすべての設定と、その出どころを表示します。

# /config allow-channel
cmd-config-allow-channel = { -cmd-config-allow-channel }
    .description = チャンネルで挑戦を許可します（リストが空ならどこでも可）。
opt-config-allow-channel-channel = { -opt-channel }
    .description = 挑戦できるチャンネル

# /config disallow-channel
cmd-config-disallow-channel = { -cmd-config-disallow-channel }
    .description = 挑戦チャンネルのリストからチャンネルを外します。
opt-config-disallow-channel-channel = { -opt-channel }
    .description = リストにあるチャンネル

# /config turn-timeout
cmd-config-turn-timeout = { -cmd-config-turn-timeout }
    .description = 次の手番から、プレイヤーが考えられる時間です。
opt-config-turn-timeout-hours = { -opt-hours }
    .description = 1〜720時間

# /config challenge-timeout
cmd-config-challenge-timeout = { -cmd-config-challenge-timeout }
    .description = 挑戦が返事を待つ時間です。
opt-config-challenge-timeout-minutes = { -opt-minutes }
    .description = 1〜1440分

# /config bot-level
cmd-config-bot-level = { -cmd-config-bot-level }
    .description = 誰もレベルを選ばないときの私の強さです。
opt-config-bot-level-level = { -opt-level }
    .description = かんたん・ふつう・パーフェクト

# /config game
cmd-config-game = { -cmd-config-game }
    .description = このサーバーでゲームをオフまたはオンにします。
opt-config-game-game = { -opt-game }
    .description = どのゲームか
opt-config-game-enabled = { -opt-enabled }
    .description = オン（true）またはオフ（false）

# /config daily-rated-limit
cmd-config-daily-rated-limit = { -cmd-config-daily-rated-limit }
    .description = 同じ2人の間で1日にできるレート戦の数です（0: 無制限）。
opt-config-daily-rated-limit-games = { -opt-games }
    .description = 0〜50。0は無制限

# /config challenge-limit
cmd-config-challenge-limit = { -cmd-config-challenge-limit }
    .description = 1人のメンバーが1分間と1時間に出せる新しい挑戦の数です（0: 無制限）。
opt-config-challenge-limit-per-minute = { -opt-per-minute }
    .description = 0〜1000。0は無制限
opt-config-challenge-limit-per-hour = { -opt-per-hour }
    .description = 0〜1000。0は無制限

# /config organiser-role
cmd-config-organiser-role = { -cmd-config-organiser-role }
    .description = 大会を作成できるロールです（「サーバー管理」権限のほかに）。
opt-config-organiser-role-role = { -opt-role }
    .description = このロールのメンバーは `/{ -cmd-tournament } { -cmd-tournament-create }` を使えます

# /config variant-add
cmd-config-variant-add = { -cmd-config-variant-add }
    .description = ゲームとオプションを、挑戦で使える名前で保存します。
opt-config-variant-add-name = { -opt-name }
    .description = 半角英小文字・数字・ハイフンで2〜24文字。例: wide-13
opt-config-variant-add-game = { -opt-game }
    .description = 使うゲーム
opt-config-variant-add-size = { -opt-size }
    .description = 数字の個数（省略時はゲームの既定値）
opt-config-variant-add-start = { -opt-start }
    .description = 数字チェーン: 最初の数（省略時はランダム）
opt-config-variant-add-forbid = { -opt-forbid }
    .description = 連番禁止・隣接禁止: 指した数字から禁止になる距離。例: 1,3（既定: 1）
opt-config-variant-add-claims = { -opt-claims }
    .description = 連番禁止・隣接禁止: 1手番に指す数字の個数（既定: 1）
opt-config-variant-add-best-of = { -opt-best-of }
    .description = 1局、または3・5・7本勝負のシリーズ

# /config variant-remove
cmd-config-variant-remove = { -cmd-config-variant-remove }
    .description = このサーバーのバリアントを削除します。
opt-config-variant-remove-name = { -opt-name }
    .description = バリアントの名前

# /config reset
cmd-config-reset = { -cmd-config-reset }
    .description = 設定（またはすべて）を既定値に戻します。
opt-config-reset-setting = { -opt-setting }
    .description = どの設定か（省略時はすべて）

# /config language
cmd-config-language = { -cmd-config-language }
    .description = このサーバーの盤面・挑戦・お知らせの言語です。
opt-config-language-language = { -opt-language }
    .description = 言語、またはこのサーバーのDiscordの言語

# /config puzzle-channel
cmd-config-puzzle-channel = { -cmd-config-puzzle-channel }
    .description = 毎日のパズルをチャンネルに毎日投稿します。または投稿をやめます。
opt-config-puzzle-channel-channel = { -opt-channel }
    .description = 今日のパズルを投稿する場所(指定なし: やめる)

# /config notify-turns
cmd-config-notify-turns = { -cmd-config-notify-turns }
    .description = メンバーが /通知 で選んでいない場合に、手番を知らせる場所です。
opt-config-notify-turns-turns = { -opt-turns }
    .description = 対局のチャンネル、ダイレクトメッセージ、または知らせない

# /config public-pages
cmd-config-public-pages = { -cmd-config-public-pages }
    .description = このサーバーのランキング、対局、大会をウェブで公開する（またはやめる）。
opt-config-public-pages-state = { -opt-state }
    .description = オンまたはオフ（オフ：このサーバーのページはすべて404を返します）

# /season
cmd-season = { -cmd-season }
    .description = このサーバーのシーズンです（「サーバー管理」権限）。

# /season start
cmd-season-start = { -cmd-season-start }
    .description = 今シーズンを締めくくり（順位表は残ります）、新しいシーズンを始めます。

# /void
cmd-void = { -cmd-void }
    .description = 進行中の対局を無効にするか、終わった対局を取り消します（「サーバー管理」権限）。
opt-void-match = { -opt-match }
    .description = 対局番号（盤面に表示されています: 対局 #12）

# /help
cmd-help = { -cmd-help }
    .description = すべてのコマンドと、はじめ方です。

# /rules
cmd-rules = { -cmd-rules }
    .description = ゲームの遊び方です。
opt-rules-game = { -opt-game }
    .description = どのゲームか

# /review
cmd-review = { -cmd-review }
    .description = 終わった対局の勝敗の分かれ目を振り返ります。
opt-review-match = { -opt-match }
    .description = 対局番号（省略時はここでのあなたの最後の対局）

# /hint
cmd-hint = { -cmd-hint }
    .description = 私との対局で、自分の手番に指すべき手を教えます。

# /puzzle
cmd-puzzle = { -cmd-puzzle }
    .description = このサーバーの今日のパズルです。

# /analyze
cmd-analyze = { -cmd-analyze }
    .description = 最善手で進めるとどちらが勝つか、その勝ち方を示します。
opt-analyze-game = { -opt-game }
    .description = ゲーム、またはこのサーバーのバリアント
opt-analyze-size = { -opt-size }
    .description = 数字の個数（省略時はゲームの既定値）
opt-analyze-start = { -opt-start }
    .description = 数字チェーン: 最初の数（省略時はランダム）
opt-analyze-forbid = { -opt-forbid }
    .description = 連番禁止・隣接禁止: 指した数字から禁止になる距離。例: 1,3（既定: 1）
opt-analyze-claims = { -opt-claims }
    .description = 連番禁止・隣接禁止: 1手番に指す数字の個数（既定: 1）

# /tournament
cmd-tournament = { -cmd-tournament }
    .description = このチャンネルの大会です: アリーナ、スイス式、総当たり。

# /tournament create
cmd-tournament-create = { -cmd-tournament-create }
    .description = このチャンネルで大会を開きます（「サーバー管理」権限または主催者ロール）。
opt-tournament-create-format = { -opt-format }
    .description = アリーナ、スイス式、総当たり
opt-tournament-create-game = { -opt-game }
    .description = ゲーム、またはこのサーバーのバリアント
opt-tournament-create-name = { -opt-name }
    .description = 大会名（既定: 形式とゲーム）
opt-tournament-create-rounds = { -opt-rounds }
    .description = スイス式: 1〜15ラウンド（既定: 参加人数から）
opt-tournament-create-minutes = { -opt-minutes }
    .description = アリーナ: 開催時間10〜240分（既定: 60）
opt-tournament-create-turn-seconds = { -opt-turn-seconds }
    .description = 1手の持ち時間10〜600秒（既定: 60）
opt-tournament-create-starts-in = { -opt-starts-in }
    .description = 開始までの分数0〜10080（既定: 10）
opt-tournament-create-size = { -opt-size }
    .description = 数字の個数（省略時はゲームの既定値）
opt-tournament-create-start = { -opt-start }
    .description = 数字チェーン: 最初の数（省略時はランダム）
opt-tournament-create-forbid = { -opt-forbid }
    .description = 連番禁止・隣接禁止: 指した数字から禁止になる距離。例: 1,3（既定: 1）
opt-tournament-create-claims = { -opt-claims }
    .description = 連番禁止・隣接禁止: 1手番に指す数字の個数（既定: 1）

# /tournament start
cmd-tournament-start = { -cmd-tournament-start }
    .description = このチャンネルの大会を今すぐ始めます（主催者）。

# /tournament cancel
cmd-tournament-cancel = { -cmd-tournament-cancel }
    .description = このチャンネルの大会を中止します（主催者）。

# /tournament standings
cmd-tournament-standings = { -cmd-tournament-standings }
    .description = 大会の順位表です（省略時はこのチャンネルの大会）。
opt-tournament-standings-tournament = { -opt-tournament }
    .description = どの大会か（省略時はこのチャンネルの大会）

# /tournament withdraw
cmd-tournament-withdraw = { -cmd-tournament-withdraw }
    .description = このチャンネルの進行中の大会を棄権します。まだ指していない対局は負けになります。

# /tournament export
cmd-tournament-export = { -cmd-tournament-export }
    .description = 大会の対局と最終順位表をCSVファイルで出力します。
opt-tournament-export-tournament = { -opt-tournament }
    .description = どの大会か（省略時はこのチャンネルの大会）

# /notify
cmd-notify = { -cmd-notify }
    .description = 対局のお知らせの受け取り方を選びます。
opt-notify-turns = { -opt-turns }
    .description = あなたの番を知らせる場所
opt-notify-tournaments = { -opt-tournaments }
    .description = あなたの大会の盤面それぞれへのリンク

# /privacy
cmd-privacy = { -cmd-privacy }
    .description = このサーバーの公開ページで自分の名前を表示するか隠すかを選びます。
opt-privacy-name = { -opt-display-name }
    .description = 表示：ここでの名前、非表示：「プレイヤー」と番号

# 上のオプションの選択肢（ゲーム、レベル、設定など）。値ごと。
choice-random = ランダム（コイントス）
choice-me = 自分
choice-them = 相手
choice-easy = かんたん
choice-normal = ふつう
choice-perfect = パーフェクト
choice-non-consecutive = 連番禁止
choice-forbidden-adjacent = 隣接禁止
choice-number-capture = 数字取り
choice-circle-duel = 数字サークルデュエル
choice-number-chain = 数字チェーン
choice-puzzles = 毎日のパズル
choice-all = すべて
choice-allowed_channels = 挑戦チャンネル
choice-turn_timeout = 手番の時間
choice-challenge_timeout = 挑戦の期限
choice-bot_level = 私の既定レベル
choice-disabled_games = オフにしたゲーム
choice-daily_rated_limit = 1日のレート戦上限
choice-challenge_limit = 挑戦の上限
choice-organiser_role = 大会主催者ロール
choice-language = 言語
choice-public_pages = 公開ページ
choice-on = オン
choice-channel = 対局のチャンネル
choice-dm = ダイレクトメッセージ
choice-puzzle_channel = パズルチャンネル
choice-notify_turns = 手番のお知らせ
choice-off = オフ
choice-shown = 表示
choice-hidden = 非表示
choice-server = このサーバーのDiscordの言語
choice-arena = アリーナ
choice-swiss = スイス式
choice-round-robin = 総当たり
