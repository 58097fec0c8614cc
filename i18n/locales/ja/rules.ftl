# ゲームのテキスト（rules/）：ゲーム名、手やオプションを受け付けない理由、直前の手の文、
# 盤面の見出し、/rules が各ゲームについて説明する内容。
# 数は数字で（{ $number }）。オプション名は terms.ftl の用語をバッククォートで囲みます。

## ゲーム名（盤面のタイトル、ゲームの選択肢、/rules）。

rules-title-non-consecutive = 連番禁止
rules-title-forbidden-adjacent = 隣接禁止
rules-title-number-capture = 数字取り
rules-title-circle-duel = 数字サークルデュエル
rules-title-number-chain = 数字チェーン
# 後から追加され、この言語の名前がまだないゲーム：英語の名前。
rules-title-other = { $title }

## /rules（と /help）が各ゲームについて表示する内容：1 行の概要、カードのルール（1 行に
## 1 項目）、このボットの決まり。N は使う数字の個数です。

rules-summary-non-consecutive = 選ばれた数字の隣にない数字を選びます。最後に選んだ人の勝ちです。
rules-card-non-consecutive =
    • 数字は1からNまで一列に並びます（`{ -opt-size }` を指定しなければ20）。
    • 自分の手番で使える数字を1つ選びます。その両隣の数字は両者とも使用不可になります（`{ -opt-forbid }:1,3` なら距離1と3の数字）。
    • `{ -opt-claims }:2` や `{ -opt-claims }:3` なら、1手番でその数だけ1つずつ選びます。
    • 自分の手番で選べる数字がなければ負けです。
rules-house-non-consecutive = { rules-title-forbidden-adjacent }と同じ考え方で、列が長く、プレイヤーごとの色はなく、同じオプション（`{ -opt-forbid }`、`{ -opt-claims }`）が使えます。挑戦者が `{ -opt-first }` を選ばなければ、先手はランダムに決まります。

rules-summary-forbidden-adjacent = 数字を確保します。確保した数字の隣は禁止になります。最後に確保した人の勝ちです。
rules-card-forbidden-adjacent =
    • 数字は1からNまで一列に並びます（`{ -opt-size }` を指定しなければ9）。確保した数字は盤上でプレイヤーごとの色になります。
    • 自分の手番で、確保も禁止もされていない数字を1つ確保します。その隣の数字は禁止になります（`{ -opt-forbid }:1,3` なら距離1と3の数字）。
    • `{ -opt-claims }:2` や `{ -opt-claims }:3` なら、1手番でその数だけ1つずつ確保します。確保するたびにすぐ数字が禁止され、次の確保にも効きます。
    • 自分の手番で何も確保できなければ負けです。
rules-house-forbidden-adjacent = カードのバリエーションはオプションです: 長い列（`{ -opt-size }`、25まで）、自分で決める禁止ルール（`{ -opt-forbid }`: 1から5の距離、両側2つずつなら `1,2`）、1手番に複数の数字（`{ -opt-claims }`）。組み合わせによっては、すべての局面を正確に解けるよう `{ -opt-size }` に上限があります。断るときに上限をお伝えします。

rules-summary-number-capture = 共通のリストから数字を獲得します。最後の数字を獲得した人の勝ちです。
rules-card-number-capture =
    • 共通のリストには1からNまでの数字があります（`{ -opt-size }` を指定しなければ9）。
    • 最初の獲得はどの数字でもかまいません。それ以降は、どちらが獲得したかに関係なく、直前に獲得された数字の隣は獲得できません。
    • 残った最後の数字を獲得した人の勝ちです。
rules-house-number-capture = 獲得できる数字がなければパスになり、相手の次の獲得では制限がなくなります（最初の手番と同じ）。そのため、どの対局も必ず終わります。

rules-summary-circle-duel = 円に並んだ数字を、直前に取った数字の隣から取ります。最後に指した人の勝ちです。
rules-card-circle-duel =
    • 1からNまでの数字（`{ -opt-size }` を指定しなければ10）が円に並びます。1は2とNの隣です。
    • 最初の手はどの数字を取ってもかまいません。その後は、直前に取られた数字の隣の空いている数字を取ります。
    • 自分の手番で指せなければ負けです。
rules-house-circle-duel = 取られた数字は穴になり、円はつながりません。そのため、どの対局もちょうどN手で終わり、サイズだけで勝者が決まります: Nが偶数なら後手、奇数なら先手の勝ちです。つまりサークルデュエルはお楽しみ対局です。誰かが受ける前に盤面が勝者を示し、結果はレーティングに影響しません。

rules-summary-number-chain = 直前の数字より1大きい、1小さい、2倍、半分のどれかでチェーンを伸ばします。最後に指した人の勝ちです。
rules-card-number-chain =
    • チェーンは1からNまでの数字1つから始まります（`{ -opt-size }` を指定しなければ9）。
    • 自分の手番で、チェーンの最後の数字より1大きい、1小さい、2倍、半分のいずれかで、まだ使われていない数字をつなぎます。
    • 自分の手番でチェーンを伸ばせなければ負けです。
rules-house-number-chain = 最初の数は挑戦者の `{ -opt-start }` か、ランダムに決まります。これは使用済みとして扱います。先手がその次の数字をつなぎます。

## 最後まで指された対局の終わり方。盤面の結果に表示します（$winner、$loser：メンション）。

rules-end-stuck = { $winner } の勝ちです！{ $loser } には指せる手が残っていません。
rules-end-capture = { $winner } が最後の数字を獲得して勝ちました！

## ゲームのオプション：名前と、値を受け付けない理由。

# 下の文でのオプション名：Discord に表示される用語。
rules-option-name = { $option ->
    [size] { -opt-size }
    [start] { -opt-start }
    [forbid] { -opt-forbid }
    [claims] { -opt-claims }
   *[other] { $option }
}
rules-option-whole-number = `{ $option }` は整数にしてください。
rules-option-range = `{ $option }` は{ $low }から{ $high }までにしてください。
# $values：使える値を「または」でつないだもの（「1、2または3」）。
rules-option-one-of = `{ $option }` は { $values } にしてください。
# $game：ゲーム名。
rules-option-needed = 「{ $game }」には `{ $option }` オプションが必要です。
rules-unknown-option = 「{ $game }」には `{ $option }` オプションはありません。
rules-forbid-refusal = `{ -opt-forbid }` には1から5の距離を `1,3` のように指定してください。
# これらのオプションでの最大サイズ：$options は下の 2 つを「と」でつないだものです。
rules-cap-size = { $options } の場合、`{ -opt-size }` は{ $cap }までです。
rules-cap-claims = `{ -opt-claims }:{ $claims }`
rules-cap-forbid = `{ -opt-forbid }:{ $forbid }`

## 手を受け付けない理由（その手を試したメンバーに表示）。

rules-move-whole-number = 整数を選んでください。
rules-move-game-over = 対局は終わっています。
rules-move-off-board = { $number }は盤上にありません（1から{ $size }まで）。
rules-move-taken = { $number }はすでに使用済みです。
rules-capture-next-to-last = { $number }は、直前に獲得された数字{ $last }の隣です。
rules-chain-in-chain = { $number }はすでにチェーン内にあります。
rules-chain-not-next = { $number }は{ $last }の次につなげません。{ $last }より1大きいか1小さい数、または2倍か半分の数をつないでください。
rules-circle-not-next = { $number }は円の上で{ $last }の隣ではありません。
# 隣接禁止：確保された数字から禁止の距離にある数字（$distance：3 から 5）。
rules-forbidden-next-to = { $number }は{ $near }の隣なので禁止です。
rules-forbidden-two-away = { $number }は{ $near }から2つ離れているので禁止です。
rules-forbidden-away = { $number }は{ $near }から{ $distance }離れているので禁止です。
# 連番禁止：同じ内容を、このゲームの言葉で。
rules-unavailable-next-to = { $number }は{ $near }の隣なので使用不可です。
rules-unavailable-two-away = { $number }は{ $near }から2つ離れているので使用不可です。
rules-unavailable-away = { $number }は{ $near }から{ $distance }離れているので使用不可です。

## 盤面の下に出る直前の手。$player：メンション。$numbers：「と」でつないだ数字；$count：その個数。

rules-capture-move = { $player } が{ $number }を獲得しました。
rules-capture-pass = { $player } は獲得できる数字がないため、パスします（{ $count ->
   *[other] { $numbers }は{ $number }の隣です
}）。
rules-chain-move = { $player } が{ $number }をつなぎました。
# ターミナルのカードは手の後のチェーンも書きます。
rules-chain-move-card = { $player } が{ $number }をつなぎました: { $chain }。
rules-circle-move = { $player } が{ $number }を取りました。
# ターミナルのカードは誰の手かを書きません。
rules-circle-move-card = 数字{ $number }が取られました。
rules-nonconsec-move = { $player } が{ $number }を選びました。
rules-unavailable-now = { $count ->
   *[other] { $numbers }は使用不可になりました。
}
# ターミナルのカードは列の外にある隣の数字（$beyond）も書きます。
rules-unavailable-now-beyond = { $numbers }は使用不可になりました（{ $beyond_count ->
   *[other] { $beyond } は列の外です
}）。
rules-unavailable-none = 使用不可になる数字はありません。
rules-forbidden-move = { $player } が{ $number }を確保しました。
rules-forbidden-new = { $count ->
   *[other] { $numbers }が禁止になりました。
}
rules-forbidden-none-new = 新たに禁止になる数字はありません。

## 数字サークルデュエル：ルールだけで勝者が決まる理由。振り返りの文の一部です
## （「この対局では、どの選択も結果を変えませんでした：<この部分>。...」）。

rules-circle-fixed-first = 数字が{ $size }個なら、どの対局も{ $size }手で終わるので、先手が勝ちます
rules-circle-fixed-second = 数字が{ $size }個なら、どの対局も{ $size }手で終わるので、後手が勝ちます

## 盤面の見出し（コードブロック）。$numbers：盤面の書き方どおりの数字（「[1, 2, 3]」、
## 「1-8, 12-20」、「3 4 6」）。

rules-board-shared-list = 共通リスト: { $numbers }
rules-board-chain = 現在のチェーン: { $numbers }
rules-board-available = 使える数字: { $numbers }
rules-board-last-number = 最後の数字: { $number }
rules-board-possible-moves = 指せる手: { $numbers }
rules-board-circle-start = 使える数字: { $numbers }
rules-board-circle-last = 直前に取られた数字: { $number }
rules-board-circle-adjacent = 使える隣の数字: { $numbers }
rules-board-circle-adjacent-none = 使える隣の数字: なし
# 選べる数字がもうない。
rules-board-none = なし
# $ranges：「1-8, 12-20」；$numbers：その間にある、誰も選べない数字。
rules-board-available-excluding = { $ranges }（{ $numbers }を除く）
rules-board-number-line = 数字の列: { $numbers }
rules-board-forbidden = 禁止の数字: { $numbers }
