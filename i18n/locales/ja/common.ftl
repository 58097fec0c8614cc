# 共通の語: リストのつなぎ方。

# 最後の二つ以外の項目の間: 「1、3と5」。
list-separator = 、
# 最後の二つ: { $head } は最後の項目より前のすべて（つないだもの）。
list-and = { $head }と{ $last }
list-or = { $head }または{ $last }
# 一つの文章の中の文と文の間（「青: 今選べます。灰: 選択済み。」）。日本語では空白なし。
sentence-separator = {""}
