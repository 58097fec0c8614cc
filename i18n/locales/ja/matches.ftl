# 対局コマンドのメッセージ: /challenge、/claim、/resign、/board と、盤の上のメンション。

## 公開（サーバーの言語）
match-challenged = { $opponent } さん、挑戦が届きました！
match-rematch-ping = { $opponent } さん、再戦の申し込みです！
match-series-next-ping = { $member } さん、シリーズの第{ $number }局です。あなたの番です。

## 本人だけに表示
match-played = { $number }を指しました。
match-played-claims-left = { $number }を指しました。この手番の残りは{ $count }手です。
match-resigned = 投了しました。
match-resigned-series = シリーズを投了しました。

## /claim の数字の一覧（書式なしのテキスト、100 文字まで）
match-claim-in-server = サーバーのチャンネルで指してください。
match-claim-no-match = このチャンネルに対局はありません。/{ -cmd-challenge } で始めてください。
match-claim-not-started = 対局はまだ始まっていません。挑戦への返事を待っています。
match-claim-over = ここでの対局は終わりました。/{ -cmd-challenge } で新しく始めてください。
match-claim-member-to-move = あなたの番ではありません。{ $member } の番です。
match-claim-opponent-to-move = あなたの番ではありません。相手の番です。
match-claim-none-left = 指せる数字は残っていません。

# The board's Resign asks first; the question's Resign resigns, Keep playing changes nothing.
match-resign-question = 対局 #{ $match } を投了しますか？
match-resign-kept = 対局 #{ $match } を続けます。何も変わっていません。
match-resigned-match = 対局 #{ $match } を投了しました。
# /claim given no number while some are open (the list's line, or text typed for it).
match-claim-type-number = 指す数字を入力してください: { $numbers }。
## 挑戦した人への返事：その人をメンションする新しいメッセージ。
match-challenged-open = { $challenger } の挑戦は、ここにいる誰でも受けられます！
match-notice-accepted = { $challenger } さん、{ $opponent } が挑戦を受けました。対局開始です！{ $first ->
    [you] 先手はあなたです。
   *[them] 先手は { $opponent } です。
}
match-notice-board = [盤面を開く]({ $link })。
match-notice-declined = { $challenger } さん、{ $opponent } が挑戦を辞退しました。
match-notice-expired = { $challenger } さん、{ $opponent } への挑戦は期限切れです。時間内に返事がありませんでした。
match-notice-expired-open = { $challenger } さん、誰でも受けられる挑戦は期限切れです。時間内に受けた人はいませんでした。
