# Play anywhere (see en/anywhere.ftl).
error-server-only = `{ $command }` は私がいるサーバーでのみ使えます。そちらで使うか、このサーバーに私を追加してください。
error-series-outside = シリーズ戦には私がいるサーバーが必要です。ここでは1試合ずつ遊んでください。**{ -button-rematch }** で次の試合を始められます。
error-forced-private = このチャンネルでは外部アプリが使えないため、ここで挑戦してもあなたにしか見えません。代わりにDMで友達に挑戦してください。
anywhere-ran-out = { $member } の持ち時間が切れました。
anywhere-challenge-expired = この挑戦は返事がないまま期限切れになりました。
anywhere-board-later = 次のクリックで盤面に反映されます。
anywhere-leaderboard = 私がいないサーバーやDMでの試合はレーティング対象外なので、ここにランキングはありません。私がいるサーバーで `/{ -cmd-leaderboard }` を使ってください。
anywhere-history-own = ここでは `/{ -cmd-history }` はあなた自身の試合だけを表示します。他のプレイヤーの結果は私がいるサーバーで見られます。
anywhere-history-head = { $player } のすべての結果（新しい順）。私がいるサーバー以外での試合はレーティング対象外です。
anywhere-games-empty = いま進行中の試合はありません。`/{ -cmd-challenge }` で始めましょう。
help-anywhere = どこでも
help-anywhere-text = 私をあなたのアカウントに追加（**アプリを追加**）すると、DM・グループDM・私のいないサーバーでも `/{ -cmd-challenge }` が使え、盤面のボタン、`/{ -cmd-claim }`、`/{ -cmd-resign }`、**{ -button-rematch }**、**{ -button-review }** も動きます。これらの試合はレーティング対象外で、そこでは `/{ -cmd-history }` と `/{ -cmd-games }` があなたの試合を表示します。そこには投稿できないため、あなたの手番はDiscordが許す場合にDMで知らせ、そうでなければ知らせません。時間切れは次のクリックで反映されます。
