# Das Brett einer Partie: die öffentliche Nachricht im Kanal (in der Sprache des Servers).
# Die Kommentare der englischen Datei (en/board.ftl) erklären jede Nachricht.

## Titel
board-title = { $game } · Partie #{ $id }
board-title-variant = { $game } · { $variant } · Partie #{ $id }

## Felder
board-field-series = Serie
board-field-players = Spieler
board-field-expires = Läuft ab
board-field-turn = Zug
board-field-for-fun = Nur zum Spaß
board-field-result = Ergebnis
board-field-last-move = Letzter Zug
board-field-legend = Legende

## Optionen
# Options inside sentences are words of the language (the option names are for commands).
board-option = { $option ->
    [size] Größe { $value }
    [start] Startzahl { $value }
    [forbid] verbotene Abstände { $value }
    [claims] { $value } Zahlen pro Zug
   *[other] { $option } { $value }
}
board-variant-choice = { $name }: { $details }
board-best-of = Best of { $count }

## Herausforderung
board-challenge = { $challenger } fordert { $opponent } zu einer Partie **{ $game }** heraus ({ $options }).
board-challenge-variant = { $challenger } fordert { $opponent } zu einer Partie **{ $variant }** heraus, einer Variante von { $game } auf diesem Server ({ $options }).
board-challenge-question = { $opponent }, nimmst du an?
board-declined = { $opponent } hat die Herausforderung von { $challenger } abgelehnt.
board-cancelled = { $challenger } hat die Herausforderung an { $opponent } zurückgezogen.
board-expired = Diese Herausforderung ist abgelaufen: { $opponent } hat nicht rechtzeitig geantwortet.

## Spieler
board-players-open = { $first } zieht zuerst, { $second } als Zweites.
board-players-done = { $first } hat zuerst gezogen, { $second } als Zweites.
board-bot-level = { $bot } ({ $level ->
    [easy] leicht
    [normal] normal
   *[perfect] perfekt
})

## Zug
board-turn = { $mover } ist am Zug.
board-turn-deadline = { $mover } ist am Zug (Zug endet { $when }).
board-turn-claims = { $mover } ist am Zug: noch { $count ->
    [one] { $count } Zahl
   *[other] { $count } Zahlen
} in diesem Zug.
board-turn-claims-deadline = { $mover } ist am Zug: noch { $count ->
    [one] { $count } Zahl
   *[other] { $count } Zahlen
} in diesem Zug (Zug endet { $when }).

## Sieger steht von Anfang an fest
board-fixed = { $member } zieht { $order ->
    [first] zuerst
   *[second] als Zweites
} und gewinnt { $setup ->
    [size] mit { $size } Zahlen
   *[options] mit diesen Optionen
} immer: Diese Partie ist { $rated ->
    [bot] nur zum Spaß
   *[people] nur zum Spaß und ungewertet
}.
board-fixed-finished = Diese Partie war { $rated ->
    [bot] nur zum Spaß
   *[people] nur zum Spaß und ungewertet
}: { $setup ->
    [size] Mit { $size } Zahlen
   *[options] Mit diesen Optionen
} kann nicht verlieren, wer { $order ->
    [first] zuerst
   *[second] als Zweites
} zieht.

## Ergebnis
board-end-resigned = { $winner } gewinnt! { $loser } hat aufgegeben.
board-end-timeout = { $winner } gewinnt! { $loser } hat die Zeit überschritten.
board-over = Die Partie ist vorbei.
board-unrated = Nicht gewertet: Ihr zwei habt das Limit dieses Servers für gewertete Partien in 24 Stunden erreicht (Sieg und Niederlage zählen trotzdem).
board-aborted = Abgebrochen, bevor beide gezogen hatten: Diese Partie zählt nicht.
board-aborted-resigned = Abgebrochen: { $member } hat aufgegeben, bevor beide gezogen hatten. Diese Partie zählt nicht.
board-aborted-timeout = Abgebrochen: { $member } hat die Zeit überschritten, bevor beide gezogen hatten. Diese Partie zählt nicht.
board-voided = Von { $moderator } annulliert: Diese Partie zählt nicht.
board-voided-had-ended = (Sie war schon zu Ende: { $result })

## Altes Brett
board-moved = Diese Partie ist auf [ein neues Brett]({ $link }) umgezogen.

## Fußzeile
board-hint-play = Klick in deinem Zug auf eine blaue Zahl oder nutze /{ -cmd-claim }.
board-hint-finished = { -button-rematch } startet eine neue Partie, { -button-review } zeigt, wo sie gewonnen und verloren wurde.
board-hint-series-game = { -button-review } zeigt, wo sie gewonnen und verloren wurde.
board-hint-aborted = { -button-rematch } startet sie noch einmal.

## Legende
board-button-accept = { -button-accept }
board-button-decline = { -button-decline }
board-button-cancel = { -button-cancel }
board-button-resign = { -button-resign }
board-button-rules = { -button-rules }
board-button-keep-playing = { -button-keep-playing }
board-button-rematch = { -button-rematch }
board-button-review = { -button-review }
board-button-replay = { -button-replay }

## Die Zahlen jedes Spielers unter dem Brett
board-owned-list-default = { $who ->
    [you] Deine Zahlen
    [opponent] Die Zahlen deines Gegners
   *[member] Zahlen von { $member }
}: { $numbers }.
board-owned-none-default = { $who ->
    [you] Du hast noch keine Zahlen.
    [opponent] Dein Gegner hat noch keine Zahlen.
   *[member] { $member } hat noch keine Zahlen.
}
board-owned-list-forbidden-adjacent = { $who ->
    [you] Deine besetzten Zahlen
    [opponent] Die besetzten Zahlen deines Gegners
   *[member] Besetzte Zahlen von { $member }
}: { $numbers }.
board-owned-none-forbidden-adjacent = { $who ->
    [you] Du hast noch keine Zahl besetzt.
    [opponent] Dein Gegner hat noch keine Zahl besetzt.
   *[member] { $member } hat noch keine Zahl besetzt.
}
board-owned-list-number-capture = { $who ->
    [you] Deine Eroberungen
    [opponent] Die Eroberungen deines Gegners
   *[member] Eroberungen von { $member }
}: { $numbers }.
board-owned-none-number-capture = { $who ->
    [you] Du hast noch nichts erobert.
    [opponent] Dein Gegner hat noch nichts erobert.
   *[member] { $member } hat noch nichts erobert.
}

## Legende: was jede Farbe bedeutet
board-legend-open-default = Blau: Du kannst sie jetzt spielen.
board-legend-first-default = Grün: Zahlen von { $member }.
board-legend-second-default = Rot: die von { $member }.
board-legend-done-default = Grau { $mark }: gespielt.
board-legend-blocked-default = Grau: gerade nicht erlaubt.
board-legend-never-default = Grau: nie gespielt.
# Under the card's board of the line games: who P1 and P2 are (they swap each game of a series).
board-marks-players = In der Zeile oben steht P1 für die Zahlen von { $first } und P2 für die von { $second }.
board-legend-open-circle-duel = Blau: Du kannst sie jetzt nehmen.
board-legend-done-circle-duel = Grau { $mark }: genommen.
board-legend-blocked-circle-duel = Grau: nicht neben der letzten Zahl.
board-legend-never-circle-duel = Grau: nie genommen.
# Under a Circle Duel board: its numbers in ring order (the last one underlined, its
# neighbours in bold), so that the largest number next to 1 shows.
board-circle = Im Kreis: { $ring }, dann wieder { $first }.
board-circle-last = Im Kreis: { $ring }, dann wieder { $first }. { $last } liegt zwischen { $left } und { $right }.
board-legend-open-forbidden-adjacent = Blau: Du kannst sie jetzt besetzen.
board-legend-first-forbidden-adjacent = Grün: besetzt von { $member }.
board-legend-second-forbidden-adjacent = Rot: besetzt von { $member }.
board-legend-done-forbidden-adjacent = Grau { $mark }: besetzt.
board-legend-blocked-forbidden-adjacent = Grau: verboten.
board-legend-never-forbidden-adjacent = Grau: nie besetzt.
board-legend-open-non-consecutive = Blau: Du kannst sie jetzt wählen.
board-legend-done-non-consecutive = Grau { $mark }: gewählt.
board-legend-blocked-non-consecutive = Grau: zu nah an einer gewählten Zahl.
board-legend-never-non-consecutive = Grau: nie gewählt.
board-legend-open-number-capture = Blau: Du kannst sie jetzt erobern.
board-legend-first-number-capture = Grün: erobert von { $member }.
board-legend-second-number-capture = Rot: erobert von { $member }.
board-legend-done-number-capture = Grau { $mark }: erobert.
board-legend-blocked-number-capture = Grau: neben der zuletzt eroberten Zahl.
board-legend-never-number-capture = Grau: nie erobert.
board-legend-open-number-chain = Blau: Du kannst sie jetzt anhängen.
board-legend-done-number-chain = Grau { $mark }: in der Kette.
board-legend-blocked-number-chain = Grau: nicht eins mehr, eins weniger, das Doppelte oder die Hälfte der letzten Zahl.
board-legend-never-number-chain = Grau: nie in der Kette.

## Serie
board-series-game = Partie { $number } · Best of { $best } · { $score }.
board-series-pairing-game = Partie { $number } von { $games } · { $score }.
board-series-draw = Die Paarung endet unentschieden.
board-series-won = 🏆 { $winner } gewinnt die Serie!
board-series-won-resigned = 🏆 { $winner } gewinnt die Serie: { $member } hat sie aufgegeben.
board-series-unfinished = Die Serie endet ohne Sieger.
board-series-replayed = Partie { $number } wird unten noch einmal gespielt.
board-series-new-game = Unten beginnt eine neue Partie { $number }.
board-series-next = Unten beginnt Partie { $number }.

## Blättern
board-pager-prev = ◀ Zurück
board-pager-next = Weiter ▶

## Eine offene Herausforderung (/challenge ohne Gegner): jeder hier kann sie annehmen.
board-challenge-open = { $challenger } fordert alle hier zu einer Partie **{ $game }** heraus ({ $options }).
board-challenge-open-variant = { $challenger } fordert alle hier zu einer Partie **{ $variant }** heraus, einer Variante von { $game } auf diesem Server ({ $options }).
board-challenge-open-question = Jeder hier kann annehmen: Klick auf **{ -button-accept }**, um zu spielen.
board-players-open-seat = { $order ->
    [first] { $challenger } zieht zuerst, wer annimmt, als Zweites.
   *[second] Wer annimmt, zieht zuerst, { $challenger } als Zweites.
}
# Steht vor „zieht …“ (board-fixed), daher das Komma.
board-open-seat-member = Wer annimmt,
board-cancelled-open = { $challenger } hat die offene Herausforderung zurückgezogen.
board-expired-open = Diese offene Herausforderung ist abgelaufen: Niemand hat sie rechtzeitig angenommen.
