# 大会: /tournament (create、start、cancel、standings、withdraw、export)、/notify、参加・退出
# ボタン付きの参加受付メッセージ、それが変わるライブ順位表、表彰台、各組み合わせの盤の上の
# 一文、盤へのリンクを送る DM。チャンネル全員が読むものはサーバーの言語、本人だけに見える
# 返信は本人の言語です。

## 形式名 (参加受付、順位表、`tournament` の一覧)。

tournament-format-arena = アリーナ
tournament-format-swiss = スイス式
tournament-format-round-robin = 総当たり

# 主催者が名前を付けなかった大会の名前: 「サークルデュエル スイス式」。
# { $game } はゲーム (またはサーバーのバリアント)、{ $format } は上の 3 つのどれか。
tournament-default-name = { $game } { $format }

## 参加受付メッセージ (公開)。

# 各形式の組み合わせ方と得点: 参加受付メッセージに 1 文。
tournament-rules-arena = 空いた人はすぐに次の相手と組まれます。勝った対局1つにつき2ポイント、2連勝のあとは4ポイントです。
tournament-rules-swiss = 同じポイントの人同士が対戦し、同じ相手とは二度当たりません。1組の2対局で1、½、0ポイントのいずれかです。
tournament-rules-round-robin = 全員が全員と1回ずつ対戦します。1組の2対局で1、½、0ポイントのいずれかです。
tournament-two-games = 各組は2対局を行い、それぞれ1回ずつ先手を持ちます。
# 参加受付メッセージと順位表の 1 行目: 「**スイス式** · 5 ラウンド · サークルデュエル、
# サイズ 12 · 1 手 60 秒。」{ $format } は形式、{ $length } は下の tournament-length- の
# どれか、{ $game } はゲームとオプション。
tournament-heading = **{ $format }** · { $length } · { $game } · 1手{ $seconds }秒。
tournament-length-minutes = { $minutes }分
tournament-length-rounds = { $rounds }ラウンド
tournament-length-round-robin = 相手1人につき1ラウンド
tournament-length-auto = ラウンド数は参加人数で決定
# ゲームとオプション: 「サークルデュエル、サイズ 12」。
tournament-game-options = { $game }、{ $options }
# サーバーのバリアント: 「`wide` (禁じられた隣、サイズ 15)」。{ $variant } はその名前。
tournament-variant = `{ $variant }`（{ $game }）
tournament-variant-options = `{ $variant }`（{ $game }、{ $options }）
# { $time } は Discord のタイムスタンプ (「10分後」)、{ $organiser } はメンション。
tournament-signup-starts = { $time }に開始します。{ $organiser } が `/{ -cmd-tournament } { -cmd-tournament-start }` を使えばそれより早く始まります。
# 参加者フィールドの名前。
tournament-players = 参加者（{ $count }）
tournament-players-none = まだ誰もいません。**{ -button-join }** をクリックして参加しましょう。
# { $players } は参加者のメンションをつないだもの。
tournament-players-list = { $players }。
tournament-players-more = { $players } ほか{ $more }人。
tournament-signup-footer = 下のボタンで{ -button-join }・{ -button-leave }できます。あなたの盤面はすべてここに投稿され、リンクもお送りします。
# ボタン。
tournament-button-join = { -button-join }
tournament-button-leave = { -button-leave }

## 順位表 (参加受付メッセージが変わったもの、/tournament standings)。

tournament-standings-title = 🏆 { $name } · 順位表
# 古い順位表（1時間を過ぎて Discord が編集させなくなったもの）。
tournament-table-moved = この順位表は[新しいメッセージ]({ $link })に移りました。
# 1 行: { $rank } は順位、{ $player } はメンション、{ $points } はポイント (「2½」)、
# { $won } は勝った対局数。
tournament-row = `{ $rank }.` { $player } · **{ $points }** · { $won }勝
# タイブレーク付き: ブッフホルツ (相手のポイント) と SB (ゾネボーン・ベルガー)。
tournament-row-tiebreaks = `{ $rank }.` { $player } · **{ $points }** · { $won }勝 · ブッフホルツ { $buchholz } · SB { $sb }
# 棄権した参加者: { $row } はその行 (取り消し線付き)。
tournament-row-withdrawn = ~~{ $row }~~（棄権）
tournament-table-empty = まだ結果はありません。
tournament-table-more = …ほか{ $count }人。全行は `/{ -cmd-tournament } { -cmd-tournament-export }` で見られます。
# 見出しの下の、大会の進み具合。
tournament-progress-final = 最終順位表。
tournament-progress-cancelled = 中止。
tournament-progress-starts = { $time }に開始。
tournament-progress-running = 進行中。
tournament-progress-ends = { $time }に終了。
tournament-progress-round-of = 第{ $round }ラウンド（全{ $rounds }ラウンド）。
tournament-progress-round = 第{ $round }ラウンド。
# 順位表のフッター: 並べ方。
tournament-key-table = ポイント順、次にブッフホルツ（相手のポイントの合計）、次にSB（ゾネボーン・ベルガー: 勝った相手のポイントと、引き分けた相手のポイントの半分）、最後にレーティング。
tournament-key-arena = ポイント順、次に勝った対局数、最後にレーティング。

## 終了 (公開): 表彰台、そして最終順位表。

tournament-podium-title = 🏆 { $name } が終了しました
# { $medal } は 🥇、🥈、🥉。{ $shown } は表記どおりのポイント (「4½」)、{ $points } は
# 複数形の選択用の同じ数。
tournament-podium-line = { $medal } { $player }: { $points ->
       *[other] { $shown }ポイント
    }。
tournament-podium-tied = { $medal } { $players } は同点です(それぞれ { $points ->
       *[other] { $shown }ポイント
    }、タイブレークも同じ)。
tournament-podium-none = 最後まで残った人はいません。
tournament-final-table = 最終順位表
tournament-podium-footer = /{ -cmd-tournament } { -cmd-tournament-standings } でもう一度表示、/{ -cmd-tournament } { -cmd-tournament-export } で全対局を取得できます。
# 大会が中止されたときの参加受付メッセージ。
tournament-cancelled-by = { $member } が中止しました。
tournament-cancelled-no-players = 中止: 参加者が2人に届きませんでした。

## 組み合わせの盤の上 (公開): 2 人の名前を呼びます。{ $a } と { $b } はメンション、
## { $name } は大会名、{ $round } はラウンド、{ $game } は 1 か 2。

tournament-pairing = { $a } { $b }、**{ $name }** でのお二人の対局です。
tournament-pairing-round = { $a } { $b }、**{ $name }** 第{ $round }ラウンドでのお二人の対局です。
tournament-pairing-game = { $a } { $b }、**{ $name }** でのお二人の対局（2局中{ $game }局目）です。
tournament-pairing-round-game = { $a } { $b }、**{ $name }** 第{ $round }ラウンドでのお二人の対局（2局中{ $game }局目）です。

## 新しい組み合わせの各プレイヤーへの DM (サーバーの言語)。

tournament-bye = { $member } さん、**{ $name }** の第{ $round }ラウンドは不戦勝です。対局なしで1ポイントです。次の対局は次のラウンドで始まります。
tournament-dm-ready = **{ $name }** での { $opponent } との対局の準備ができました: { $link }
tournament-dm-notify-off = このメッセージは `/{ -cmd-notify } { -opt-tournaments }:False` で止められます。

## `tournament` オプションの一覧での大会: 「12 · 春の大会 · スイス式 · 終了」。

tournament-status-signup = 受付中
tournament-status-running = 進行中
tournament-status-over = 終了
tournament-status-cancelled = 中止

## 本人だけに見える返信。

# 参加と退出。
tournament-joined = **{ $name }** に参加しました。あなたの盤面は { $channel } に投稿し、リンクもお送りします。
tournament-left = **{ $name }** から退出しました。
tournament-started = **{ $name }** が始まりました。
tournament-cancelled = **{ $name }** を中止しました。
tournament-withdrew = **{ $name }** を棄権しました。まだ指していない対局は負けになります。
# CSV ファイルの上の一文 (公開)。ファイルの列名はデータなので英語のままです。
tournament-export = 大会{ $id }の全対局と順位表です。
tournament-notify-on = 大会のあなたの盤面ごとにリンクをお送りします。
tournament-notify-off = 大会の盤面へのリンクはもう送りません。大会のチャンネルで確認してください。

## お断り (本人だけに表示)。

# 「サーバー管理」は Discord でのこの権限の名前です。
tournament-needs-organiser = 大会を作成できるのは「サーバー管理」権限を持つメンバーだけです。
# { $role } はサーバーの主催者ロール (メンション)。
tournament-needs-organiser-role = 大会を作成できるのは「サーバー管理」権限か { $role } ロールを持つメンバーだけです。
tournament-unknown-format = `{ -opt-format }` はアリーナ、スイス式、総当たりのいずれかにしてください。
tournament-rounds-swiss-only = `{ -opt-rounds }` はスイス式の大会でだけ使えます。
tournament-minutes-arena-only = `{ -opt-minutes }` はアリーナでだけ使えます。
tournament-rounds-range = `{ -opt-rounds }` は{ $low }から{ $high }の間にしてください。
tournament-minutes-range = `{ -opt-minutes }` は{ $low }から{ $high }の間にしてください。
tournament-turn-seconds-range = `{ -opt-turn-seconds }` は{ $low }から{ $high }の間にしてください。
tournament-starts-in-range = `{ -opt-starts-in }` は{ $low }から{ $high }の間にしてください。
# { $channels } は対局ができるチャンネルの一覧。
tournament-channel-not-allowed = このサーバーでは、このチャンネルで対局できません。{ $channels } でお試しください。
tournament-game-off = このサーバーでは「{ $game }」はオフになっています。
tournament-game-decided = この設定の「{ $game }」は、ルールにより最初の手から勝敗が決まっています。どちらが何を選んでも勝者は変わらないため、大会は運任せになります。別のゲームか別の設定を選んでください。
tournament-not-found = その大会が見つかりません。
tournament-no-tournament-here = このチャンネルでは大会が開かれたことがありません。`{ -opt-tournament }` で大会を指定してください。
tournament-already-signed-up = この大会にはもう参加登録しています。
tournament-not-signed-up = この大会には参加登録していません。
tournament-signup-closed = 大会はもう始まっています。参加受付は終了しました。
tournament-over = 大会は終了しました。
tournament-was-cancelled = 大会は中止されました。
tournament-leave-use-withdraw = 大会は始まっています。抜けるには `/{ -cmd-tournament } { -cmd-tournament-withdraw }` を使ってください。
tournament-already-started = 大会はもう始まっています。
tournament-too-few-players = 大会を始めるには2人以上の参加者が必要です。
tournament-withdraw-use-leave = 大会はまだ始まっていません。参加受付メッセージの **{ -button-leave }** を使ってください。
tournament-not-playing = あなたはこの大会に参加していません。
