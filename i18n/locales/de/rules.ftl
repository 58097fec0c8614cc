# Die Texte der Spiele (rules/): ihre Namen, die Ablehnung eines Zugs oder einer Option, der
# Satz zum letzten Zug, die Beschriftungen des Bretts und was /rules über jedes Spiel sagt.
# Zahlen als Ziffern ({ $number }); Optionsnamen sind die Begriffe aus terms.ftl, in Backticks.

## Die Namen der Spiele (Titel eines Bretts, Spielauswahl, /rules).

rules-title-non-consecutive = Keine Nachbarn
rules-title-forbidden-adjacent = Verbotene Nachbarn
rules-title-number-capture = Zahlenfang
rules-title-circle-duel = Zahlenkreis-Duell
rules-title-number-chain = Zahlenkette
# Ein später hinzugefügtes Spiel ohne Namen in dieser Sprache: sein englischer Name.
rules-title-other = { $title }

## Was /rules (und /help) über jedes Spiel sagt: eine Zeile Zusammenfassung, die Regeln der
## Spielkarte (ein Punkt pro Zeile) und die Hausregeln. N ist die Anzahl der Zahlen.

rules-summary-non-consecutive = Wähle Zahlen, die neben keiner gewählten Zahl liegen. Wer zuletzt wählt, gewinnt.
rules-card-non-consecutive =
    • Die Reihe geht von 1 bis N (20, wenn du `{ -opt-size }` nicht setzt).
    • Wähle in deinem Zug eine freie Zahl. Die beiden Zahlen daneben werden für beide gesperrt (mit `{ -opt-forbid }:1,3` die Zahlen im Abstand 1 und 3).
    • Mit `{ -opt-claims }:2` oder `{ -opt-claims }:3` wählst du pro Zug so viele Zahlen, eine nach der anderen.
    • Kannst du in deinem Zug keine Zahl mehr wählen, verlierst du.
rules-house-non-consecutive = Dieselbe Idee wie bei „{ rules-title-forbidden-adjacent }“ auf einer längeren Reihe, ohne eigene Farben pro Spieler und mit denselben Optionen (`{ -opt-forbid }`, `{ -opt-claims }`). Wer anfängt, entscheidet der Zufall, außer der Herausforderer wählt `{ -opt-first }`.

rules-summary-forbidden-adjacent = Besetze Zahlen; die Nachbarn jeder besetzten Zahl sind verboten. Wer zuletzt besetzt, gewinnt.
rules-card-forbidden-adjacent =
    • Die Reihe geht von 1 bis N (9, wenn du `{ -opt-size }` nicht setzt). Die besetzten Zahlen jedes Spielers haben auf dem Brett ihre eigene Farbe.
    • Besetze in deinem Zug eine Zahl, die weder besetzt noch verboten ist. Die Zahlen daneben werden verboten (mit `{ -opt-forbid }:1,3` die Zahlen im Abstand 1 und 3).
    • Mit `{ -opt-claims }:2` oder `{ -opt-claims }:3` besetzt du pro Zug so viele Zahlen, eine nach der anderen; jede verbietet sofort Zahlen, auch für deine nächste.
    • Kannst du in deinem Zug nichts besetzen, verlierst du.
rules-house-forbidden-adjacent = Die Varianten der Regeln sind Optionen: eine längere Reihe (`{ -opt-size }`, bis 25), deine eigene Verbotsregel (`{ -opt-forbid }`: Abstände von 1 bis 5, etwa `1,2` für die zwei Zahlen auf jeder Seite) und mehrere Zahlen pro Zug (`{ -opt-claims }`). Manche Kombinationen begrenzen `{ -opt-size }`, damit jede Stellung exakt gelöst bleibt; die Ablehnung nennt die Grenze.

rules-summary-number-capture = Erobere Zahlen aus einer gemeinsamen Liste. Wer die letzte Zahl erobert, gewinnt.
rules-card-number-capture =
    • Die gemeinsame Liste enthält die Zahlen von 1 bis N (9, wenn du `{ -opt-size }` nicht setzt).
    • Die erste Eroberung darf jede Zahl sein. Danach darfst du keine Zahl erobern, die neben der zuletzt eroberten Zahl liegt, egal wer sie erobert hat.
    • Wer die letzte verbleibende Zahl erobert, gewinnt.
rules-house-number-capture = Kannst du nichts erobern, setzt du aus, und die Einschränkung entfällt für die nächste Eroberung deines Gegners (wie im ersten Zug). So endet jede Partie.

rules-summary-circle-duel = Nimm Zahlen rund um einen Kreis, jede neben der zuletzt genommenen. Wer zuletzt zieht, gewinnt.
rules-card-circle-duel =
    • Die Zahlen von 1 bis N (10, wenn du `{ -opt-size }` nicht setzt) stehen im Kreis: 1 liegt neben 2 und neben N.
    • Der erste Zug darf jede Zahl nehmen; danach musst du eine freie Zahl neben der zuletzt genommenen nehmen.
    • Kannst du in deinem Zug nicht ziehen, verlierst du.
rules-house-circle-duel = Eine genommene Zahl hinterlässt eine Lücke: Der Kreis schließt sich nicht. Deshalb dauert jede Partie genau N Züge, und die Größe allein entscheidet: Bei geradem N gewinnt, wer als Zweites zieht, bei ungeradem, wer zuerst zieht. Ein Kreis-Duell ist also nur zum Spaß: Das Brett zeigt den Sieger, bevor jemand annimmt, und das Ergebnis ändert keine Wertung.

rules-summary-number-chain = Verlängere die Kette um eins mehr, eins weniger, das Doppelte oder die Hälfte der letzten Zahl. Wer zuletzt zieht, gewinnt.
rules-card-number-chain =
    • Die Kette beginnt mit einer Zahl von 1 bis N (9, wenn du `{ -opt-size }` nicht setzt).
    • Hänge in deinem Zug eine unbenutzte Zahl an, die eins mehr, eins weniger, das Doppelte oder die Hälfte der letzten Zahl der Kette ist.
    • Kannst du die Kette in deinem Zug nicht verlängern, verlierst du.
rules-house-number-chain = Die Startzahl wählt der Herausforderer mit `{ -opt-start }`, sonst wird sie zufällig gezogen; sie gilt als benutzt. Wer zuerst zieht, hängt die erste Zahl an.

## Wie eine zu Ende gespielte Partie endet, im Ergebnis des Bretts ($winner, $loser: Erwähnungen).

rules-end-stuck = { $winner } gewinnt! { $loser } hat keinen gültigen Zug mehr.
rules-end-capture = { $winner } erobert die letzte Zahl und gewinnt!

## Die Optionen eines Spiels: ihre Namen und die Ablehnung eines Werts.

# Der Name einer Option in den Sätzen unten: der Begriff, den Discord zeigt.
rules-option-name = { $option ->
    [size] { -opt-size }
    [start] { -opt-start }
    [forbid] { -opt-forbid }
    [claims] { -opt-claims }
   *[other] { $option }
}
rules-option-whole-number = `{ $option }` muss eine ganze Zahl sein.
rules-option-range = `{ $option }` muss eine Zahl von { $low } bis { $high } sein.
# $values: die erlaubten Werte, mit „oder“ verbunden („1, 2 oder 3“).
rules-option-one-of = `{ $option }` muss { $values } sein.
# $game: der Name des Spiels.
rules-option-needed = { $game } braucht die Option `{ $option }`.
rules-unknown-option = { $game } hat keine Option `{ $option }`.
rules-forbid-refusal = `{ -opt-forbid }` nimmt Abstände von 1 bis 5, etwa `1,3`.
# Die größte Größe mit diesen Optionen: $options verbindet die beiden unten mit „und“.
rules-cap-size = Mit { $options } geht `{ -opt-size }` bis { $cap }.
rules-cap-claims = `{ -opt-claims }:{ $claims }`
rules-cap-forbid = `{ -opt-forbid }:{ $forbid }`

## Warum ein Zug abgelehnt wird (an das Mitglied, das ihn versucht hat).

rules-move-whole-number = Wähle eine ganze Zahl.
rules-move-game-over = Die Partie ist vorbei.
rules-move-off-board = { $number } ist nicht auf dem Brett (1 bis { $size }).
rules-move-taken = { $number } ist schon vergeben.
rules-capture-next-to-last = { $number } liegt neben { $last }, der zuletzt eroberten Zahl.
rules-chain-in-chain = { $number } ist schon in der Kette.
rules-chain-not-next = { $number } passt nicht zu { $last }: Hänge eins mehr oder eins weniger als { $last } an oder das Doppelte oder die Hälfte.
rules-circle-not-next = { $number } liegt im Kreis nicht neben { $last }.
# Verbotene Nachbarn: eine Zahl in verbotenem Abstand zu einer besetzten ($distance: 3 bis 5).
rules-forbidden-next-to = { $number } ist verboten, weil sie neben { $near } liegt.
rules-forbidden-two-away = { $number } ist verboten, weil sie im Abstand 2 zu { $near } liegt.
rules-forbidden-away = { $number } ist verboten, weil sie im Abstand { $distance } zu { $near } liegt.
# Keine Nachbarn: dasselbe, mit dem Wort dieses Spiels.
rules-unavailable-next-to = { $number } ist gesperrt, weil sie neben { $near } liegt.
rules-unavailable-two-away = { $number } ist gesperrt, weil sie im Abstand 2 zu { $near } liegt.
rules-unavailable-away = { $number } ist gesperrt, weil sie im Abstand { $distance } zu { $near } liegt.

## Der letzte Zug, unter dem Brett. $player: eine Erwähnung. $numbers: eine Liste mit „und“;
## $count: wie viele Zahlen sie enthält.

rules-capture-move = { $player } hat { $number } erobert.
rules-capture-pass = { $player } kann nichts erobern ({ $numbers } { $count ->
    [one] liegt
   *[other] liegen
} neben { $number }) und setzt aus.
rules-chain-move = { $player } hat { $number } angehängt.
# Die Spielkarte des Terminals schreibt die Kette nach dem Zug dazu.
rules-chain-move-card = { $player } hat { $number } angehängt: { $chain }.
rules-circle-move = { $player } hat { $number } genommen.
# Die Spielkarte des Terminals nennt niemanden.
rules-circle-move-card = Zahl { $number } genommen.
rules-nonconsec-move = { $player } hat { $number } gewählt.
rules-unavailable-now = { $count ->
    [one] Die Zahl { $numbers } ist jetzt gesperrt.
   *[other] Die Zahlen { $numbers } sind jetzt gesperrt.
}
# Die Spielkarte des Terminals nennt auch die Nachbarn jenseits der Reihe ($beyond).
rules-unavailable-now-beyond = Die Zahlen { $numbers } sind jetzt gesperrt ({ $beyond } { $beyond_count ->
    [one] liegt
   *[other] liegen
} außerhalb der Liste).
rules-unavailable-none = Keine Zahl wird gesperrt.
rules-forbidden-move = { $player } hat { $number } besetzt.
rules-forbidden-new = { $count ->
    [one] Die Zahl { $numbers } ist jetzt verboten.
   *[other] Die Zahlen { $numbers } sind jetzt verboten.
}
rules-forbidden-none-new = Keine neue Zahl wird verboten.

## Zahlenkreis-Duell: warum die Regeln allein den Sieger bestimmen, ein Satzteil des
## Rückblicks („Keine Wahl in dieser Partie änderte das Ergebnis: <dieser Teil>. ...“).

rules-circle-fixed-first = mit { $size } Zahlen dauert jede Partie { $size } Züge, also gewinnt, wer zuerst zieht
rules-circle-fixed-second = mit { $size } Zahlen dauert jede Partie { $size } Züge, also gewinnt, wer als Zweites zieht

## Die Beschriftungen des Bretts (ein Codeblock). $numbers: die Zahlen, wie das Brett sie
## schreibt („[1, 2, 3]“, „1-8, 12-20“, „3 4 6“).

rules-board-shared-list = Gemeinsame Liste: { $numbers }
rules-board-chain = Aktuelle Kette: { $numbers }
rules-board-available = Freie Zahlen: { $numbers }
rules-board-last-number = Letzte Zahl: { $number }
rules-board-possible-moves = Mögliche Züge: { $numbers }
rules-board-circle-start = Freie Zahlen: { $numbers }
rules-board-circle-last = Zuletzt genommen: { $number }
rules-board-circle-adjacent = Freie Nachbarn: { $numbers }
rules-board-circle-adjacent-none = Freie Nachbarn: keine
# Keine Zahl mehr zu wählen.
rules-board-none = keine
# $ranges: „1-8, 12-20“; $numbers: die Zahlen dazwischen, die niemand wählen darf.
rules-board-available-excluding = { $ranges } (außer { $numbers })
rules-board-number-line = Zahlenreihe: { $numbers }
rules-board-forbidden = Verbotene Zahlen: { $numbers }
