# 対局まわりのお断りとエラー。ボタンを押した人、コマンドを使った人だけに（その人の言語で）
# 表示されます。各メッセージの説明は en/errors.ftl のコメントにあります。

## 対局サービスのお断り
error-unknown-game = `{ $game }` というゲームは知りません。一覧から選んでください。
error-no-such-match = その対局が見つかりません。
error-no-such-series = そのシリーズが見つかりません。
error-not-your-match = あなたの対局ではありません。`/{ -cmd-challenge }` で自分の対局を始めてください。
error-not-your-turn = あなたの番ではありません。相手の手を待ってください。
error-match-over = その対局は終わりました。`/{ -cmd-challenge }` で新しい対局を始めてください。
error-time-ran-out = この手番は時間切れです。対局は終わりました。
error-not-pending = その挑戦はもう受け付けていません。`/{ -cmd-challenge }` で新しく挑戦してください。
error-not-accepted-yet = その挑戦はまだ承諾されていません。
error-not-started = その挑戦はまだ始まっていません。キャンセルか辞退をしてください。
error-challenge-expired = その挑戦は期限切れです。`/{ -cmd-challenge }` で新しく挑戦してください。
error-turn-already-played = その手番はすでに指されました。
error-no-match-here = このチャンネルで進行中の対局はありません。`/{ -cmd-challenge }` で始めてください。
error-not-a-series = ここでの対局はシリーズではなく1局だけです。投了するには `/{ -cmd-resign }` を使ってください。
error-series-still-going = そのシリーズはまだ続いています。次の対局を指してください。

## 挑戦への返事
error-accept-own-challenge = 自分の挑戦は承諾できません。{ $opponent } の返事を待つか、キャンセルしてください。
error-decline-own-challenge = 自分の挑戦は辞退できません。{ $opponent } の返事を待つか、キャンセルしてください。
error-challenge-not-for-you = その挑戦はあなた宛てではありません。
error-only-challenger-cancels = キャンセルできるのは挑戦者だけです。辞退はできます。

## 再戦
error-rematch-still-going = その対局はまだ続いています。
error-rematch-not-finished = 再戦できるのは終わった対局だけです。
error-rematch-voided = その対局は無効になりました。`/{ -cmd-challenge }` で新しい対局を始めてください。

## /challenge と再戦
error-not-allowed-channel = このサーバーでは、このチャンネルでの挑戦は許可されていません。{ $channels } を使ってください。
error-game-switched-off = このサーバーでは「{ $game }」はオフになっています。
error-challenge-yourself = 自分には挑戦できません。ほかの人か、私を選んでください。
error-challenge-bot = ほかのボットには挑戦できません。代わりに私に挑戦してください！
error-level-choices = `{ -opt-level }` はかんたん、ふつう、パーフェクトのどれかにしてください。
error-level-only-bot = `{ -opt-level }` は私に挑戦するときだけ使えます。
error-first-choices = `{ -opt-first }` は自分、相手、ランダムのどれかにしてください。
error-best-of-choices = `{ -opt-best-of }` は1、3、5、7のどれかにしてください。
error-opponent-busy = { $opponent } はこのチャンネルですでに対局中です。
error-you-in-tournament = あなたはこのチャンネルの大会に参加中です。別のチャンネルで挑戦してください。
error-member-in-tournament = { $member } はこのチャンネルの大会に参加中です。別のチャンネルで { $member } に挑戦してください。
error-busy-ended-meanwhile = ついさっきまで、このチャンネルであなたの対局がありました。もう一度試してください。
error-busy-decline-first = 先に { $opponent } からの挑戦を辞退するか、その対局を指してください。
error-busy-your-challenge-open = { $opponent } へのあなたの挑戦がまだここで保留中です。先にキャンセルするか、返事を待ってください。
error-busy-finish-first = 先にここでの { $opponent } との対局を終えるか、`/{ -cmd-resign }` で投了してください。
error-challenge-limit-minute = 直近1分間に{ $count }回挑戦しました。これがこのサーバーの上限です。次に挑戦できるのは { $when } です。
error-challenge-limit-hour = 直近1時間に{ $count }回挑戦しました。これがこのサーバーの上限です。次に挑戦できるのは { $when } です。
error-player-not-found = そのプレイヤーが見つかりません。
error-not-a-member = { $member } はこのサーバーのメンバーではないため、ここでは対局できません。
error-option-not-for-game = `{ $option }` は「{ $game }」では使えません（使えるのは { $accepted } です）。
error-not-game-or-variant = `{ $name }` はゲームでも、このサーバーのバリアントでもありません。一覧から選んでください。
error-nothing-game-or-variant = ゲームでも、このサーバーのバリアントでもありません。一覧から選んでください。
error-variant-keeps-options = バリアント `{ $variant }` には決まったオプションがあります。{ $options } を外すか、オプションを自分で選ぶならゲーム `{ $game }` を選んでください。

## /void
error-already-void = 対局 #{ $id }はすでに無効です。
error-void-challenge = 対局 #{ $id }はまだ誰も承諾していない挑戦です。辞退やキャンセルができ、期限が来れば自動で切れます。
error-void-aborted = 対局 #{ $id }は両者が指す前に終わった不成立の対局なので、もともと記録されません。
error-void-never-played = 対局 #{ $id }は指されませんでした（{ $status ->
    [declined] 辞退
    [cancelled] キャンセル
   *[expired] 期限切れ
}）。

## /leaderboard
error-no-such-season = このサーバーにシーズン{ $season }はありません。今はシーズン{ $current }です。

## 大会
error-no-such-tournament = このチャンネルに大会はありません。主催者は `/{ -cmd-tournament } { -cmd-tournament-create }` で始められます。
error-channel-has-tournament = このチャンネルにはすでに大会があります。先に中止するか、別のチャンネルを使ってください。
error-not-organiser = それができるのは大会の主催者かモデレーターだけです。

## ほかに問題が起きたとき
error-apology = 申し訳ありません、こちらで問題が起きました。少ししてからもう一度試してください。
error-stale-command = そのコマンドかオプションを理解できませんでした。少ししてからもう一度試してください（Discordがまだコマンドを更新中かもしれません）。
error-database-down = 今はデータベースを使えません。少ししてからもう一度試してください。
error-not-in-dms = このコマンドはダイレクトメッセージではなく、サーバーのチャンネルで使えます。
error-cant-use-here = ここでは使えません。`/{ -cmd-help }` を試してください。
error-unknown-button = そのボタンはもう使えません。

## モデレーター用コマンド
error-needs-manage-server = それができるのは「サーバー管理」権限を持つメンバーだけです。
error-only-in-servers = サーバーの中でだけ使えます。

## (en/errors.ftl explains this message: the option names of terms.ftl.)
# An option's name in backticks, in a list of them.
error-option-quoted = `{ $option }`
error-option-name = { $option ->
    [opponent] { -opt-opponent }
    [game] { -opt-game }
    [first] { -opt-first }
    [size] { -opt-size }
    [start] { -opt-start }
    [forbid] { -opt-forbid }
    [claims] { -opt-claims }
    [level] { -opt-level }
    [best-of] { -opt-best-of }
    [number] { -opt-number }
    [series] { -opt-series }
    [member] { -opt-member }
    [season] { -opt-season }
    [match] { -opt-match }
    [channel] { -opt-channel }
    [hours] { -opt-hours }
    [minutes] { -opt-minutes }
    [enabled] { -opt-enabled }
    [games] { -opt-games }
    [per-minute] { -opt-per-minute }
    [per-hour] { -opt-per-hour }
    [role] { -opt-role }
    [name] { -opt-name }
    [setting] { -opt-setting }
    [format] { -opt-format }
    [rounds] { -opt-rounds }
    [turn-seconds] { -opt-turn-seconds }
    [starts-in] { -opt-starts-in }
    [tournament] { -opt-tournament }
    [tournaments] { -opt-tournaments }
    [language] { -opt-language }
   *[other] { $option }
}

## コマンドが使えない値のオプション
error-option-whole-number = `{ $option }` は整数にしてください。
error-option-number = `{ $option }` は数値にしてください。
error-option-text = `{ $option }` はテキストにしてください。
error-option-true-false = `{ $option }` はtrueかfalseにしてください。
error-option-member = そのメンバーが見つかりません。`{ $option }` の一覧から選んでください。
error-option-channel = そのチャンネルが見つかりません。`{ $option }` の一覧から選んでください。
error-option-role = そのロールが見つかりません。`{ $option }` の一覧から選んでください。
error-option-choices = `{ $option }` は選択肢のどれかにしてください。一覧から選んでください。
error-option-control-characters = `{ $option }` には制御文字（NUL などの見えない文字）を入れられません。取り除いてもう一度入力してください。

## 誰でも受けられる挑戦：挑戦した本人とボット以外なら誰でも受けられます。
error-accept-own-open-challenge = 自分の挑戦は受けられません。ここにいる誰かが受けるのを待つか、キャンセルしてください。
error-decline-own-open-challenge = 自分の挑戦は辞退できません。対局しないならキャンセルしてください。
error-decline-open-challenge = この挑戦は誰でも受けられるので、辞退する必要はありません。対局するなら受けてください。
error-bot-accepts-open-challenge = ボットは挑戦を受けられません。誰でも受けられる挑戦はメンバーのためのものです。
error-only-challenger-cancels-open = この挑戦をキャンセルできるのは挑戦した人だけです。対局するなら受けてください。
error-busy-your-open-challenge = あなたの誰でも受けられる挑戦がまだここで待っています。先にキャンセルするか、誰かが受けるのを待ってください。
error-accept-in-tournament = あなたはこのチャンネルの大会に参加中なので、ここでは大会の対局しかできません。
