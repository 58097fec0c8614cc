# /help: すべてのコマンドを1ページで。実行したメンバーにだけ表示されます。コマンド名と
# オプション名は terms.ftl から。コロンの後の値（`number-chain`、`@bob`）はそのまま入力する例です。

help-title = 📖 Number Duels: コマンド一覧
help-intro = 2人が交互に数字を選びます。どの数字を選べるかはゲームごとのルールで決まり、最後の手を指した人が勝ちです。
# { $bot }: メンバーから見たボットの名前（ボットに挑戦するため）。
help-new-here = **はじめての方へ:** `/{ -cmd-challenge } { -opt-opponent }:@{ $bot } { -opt-game }:forbidden-adjacent` で私と対局できます。友だちにも同じように挑戦できます。

## ページの各セクション: 見出しと本文。

help-play = 対局する
help-play-text = `/{ -cmd-challenge }` で対局を始めます: `/{ -cmd-challenge } { -opt-opponent }:@bob { -opt-game }:number-chain`。お好みで `{ -opt-first }`、`{ -opt-size }`、`{ -opt-start }`、`{ -opt-forbid }`、`{ -opt-claims }`、私との対局なら `{ -opt-level }` も指定できます。`{ -opt-game }` ではこのサーバーのバリアントも選べます。
    `{ -opt-opponent }` を空欄にすると、ここにいる誰でも挑戦を受けられます。`/{ -cmd-games }` はここで進行中の対局を、あなたの対局から順に表示します。
    `/{ -cmd-claim }` で数字を指します（`/{ -cmd-claim } { -opt-number }:7`）。盤面の数字をクリックしても指せます。
    `{ -opt-best-of }:3`（または5、7）でシリーズを対局します。半分より多く勝った人がシリーズの勝者です。
    `/{ -cmd-resign }` でこのチャンネルの対局を投了します（`{ -opt-series }` でシリーズ全体）。`/{ -cmd-board }` で盤面をもう一度表示します。 あなたの番になると対局のチャンネルでお知らせします。`/{ -cmd-notify } { -opt-turns }` でダイレクトメッセージか通知なしを選べます。
# /rules でゲームのルールの下に出る欄の見出しにも使います。
help-learn = 学ぶ
# { $coach }: 対局の振り返り、ヒント、毎日のパズルの使い方（別の場所で書かれた文）。
help-learn-text = `/{ -cmd-rules } { -opt-game }:circle-duel` でゲームのルールを説明します。`/{ -cmd-analyze } { -opt-game }:forbidden-adjacent { -opt-forbid }:1,3` で、最善を尽くしたときにどちらが勝つか、その勝ち方を示します。{ $coach }
help-tournaments = 大会
help-tournaments-text = 大会の参加受付メッセージの下にある **{ -button-join }** をクリックしてください。あなたの盤面は名前付きで大会のチャンネルに投稿され、私からリンクを送ります（`/{ -cmd-notify } { -opt-tournaments }:False` で送らないようにできます）。各組み合わせは2局ずつ対局し、それぞれ1回ずつ先手になります。
    `/{ -cmd-tournament } { -cmd-tournament-standings }` で順位表を表示し、`/{ -cmd-tournament } { -cmd-tournament-withdraw }` で進行中の大会から棄権し（まだ指していない対局は負けになります）、`/{ -cmd-tournament } { -cmd-tournament-export }` で全対局をCSVファイルで受け取れます。
help-results = 成績
help-results-text = `/{ -cmd-leaderboard }` でこのサーバーの上位プレイヤーを、`/{ -cmd-leaderboard } { -opt-game }:non-consecutive` で1つのゲームの上位を表示します。`/{ -cmd-stats }` で自分のレーティング、`/{ -cmd-stats } { -opt-member }:@bob` で他の人のレーティングを表示します。`/{ -cmd-history }` で最近の結果を一覧します。`/{ -cmd-privacy }`で、このサーバーの公開ページから名前を隠せます。
help-games = ゲーム
# ゲームごとに1行: 名前、入力する名前、内容。
help-game-line = **{ $title }**（`{ $slug }`）: { $summary }
# 「サーバー管理」権限のあるメンバーにだけ表示。
help-owners = サーバー管理者向け
help-owners-text = 「サーバー管理」権限があれば: `/{ -cmd-config }` でこのサーバーの設定を変更、`/{ -cmd-config } { -cmd-config-language }` で盤面やお知らせの言語を変更、`/{ -cmd-config } { -cmd-config-variant-add }` でオプション付きのゲームを名前を付けて保存（メンバーが挑戦に使えます）、`/{ -cmd-season } { -cmd-season-start }` で新しいシーズンを開始、`/{ -cmd-void }` で対局の結果を無効にできます。`/{ -cmd-tournament } { -cmd-tournament-create } { -opt-format }:swiss { -opt-game }:forbidden-adjacent` でチャンネルに大会を開きます（`/{ -cmd-config } { -cmd-config-organiser-role }` で設定したロールも使えます）。`/{ -cmd-tournament } { -cmd-tournament-start }` で予定より早く開始、`/{ -cmd-tournament } { -cmd-tournament-cancel }` で中止します。
help-footer = あなただけに表示されています

## /rules: ゲームのルール（本文はゲームのカード rules.ftl から）と、その周りの枠。

# { $game }: ゲーム名。
help-rules-title = { $game } · ルール
# docs/rules.md にあるこのゲームの取り決め。
help-rules-house = このボットでの取り決め
# 見出し help-play の下。{ $options }: ゲームのオプション（それぞれバッククォート付き）。
help-rules-play-text = `/{ -cmd-challenge } { -opt-game }:{ $slug }` で対局できます。オプションは { $options } です（`{ -opt-size }` は指定しなければ{ $size }）。自分の手番では数字をクリックするか、`/{ -cmd-claim }` を使ってください。コマンド一覧: `/{ -cmd-help }`。

# A board's Rules: the /rules page with what this match plays.
help-rules-this-match = 対局 #{ $match }
help-rules-match-options = この対局の設定: { $options }。
help-rules-match-variant = この対局はこのサーバーのバリアント「{ $variant }」です: { $options }。
