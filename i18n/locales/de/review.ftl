# Der Rückblick nach einer Partie (Knopf Rückblick, /review): eine Zeile pro Zug mit ihrer
# Bewertung, der Wendepunkt und die Fehler jedes Spielers. $player, $winner, $loser: die
# Spieler (Erwähnungen). $move: die Nummer des Zugs. $numbers: Zahlen mit „oder“; $count:
# wie viele es insgesamt sind (bei mehr als 4 werden nur 4 gezeigt).

## Ein Zug der Partie: „7. @alice spielte 4: ein Fehler; 2 oder 6 hätten gewonnen.“

review-line = { $move }. { $player } spielte { $number }: { $verdict }.
# Zahlenfang: Wer nichts erobern kann, setzt aus.
review-line-pass = { $move }. { $player } setzte aus: { $verdict }.

## Die Bewertungen ($verdict oben): klein geschrieben, ohne Punkt.

review-verdict-forced = es gab nichts zu erobern
review-verdict-only = der einzige mögliche Zug
# Wenn kein Zug der ganzen Partie den Sieger ändern konnte.
review-verdict-settled = hier änderte keine Wahl etwas am Ergebnis
review-verdict-only-winning = der einzige Gewinnzug
review-verdict-winning = ein Gewinnzug
review-verdict-mistake = { $count ->
    [one] ein Fehler; { $numbers } hätte gewonnen
   *[other] ein Fehler; { $numbers } hätten gewonnen
}
review-verdict-mistake-many = ein Fehler; andere Zahlen hätten gewonnen, etwa { $numbers }
# Jeder Zug verlor: Die Bewertung sagt, ob dieser am längsten standhielt.
review-verdict-lost = schon verloren
review-verdict-lost-longest = schon verloren; dieser Zug hielt am längsten stand
review-verdict-lost-longer = { $count ->
    [one] schon verloren; { $numbers } hätte länger standgehalten
   *[other] schon verloren; { $numbers } hätten länger standgehalten
}
review-verdict-lost-longer-many = schon verloren; { $count ->
    [one] { $count } Zug hätte
   *[other] { $count } Züge hätten
} länger standgehalten, etwa { $numbers }

## Der Wendepunkt der Partie, oder warum es keinen gab.

review-not-over = Die Partie ist noch nicht vorbei.
review-no-moves = Vor dem Ende der Partie wurde kein Zug gespielt.
# Aufgabe oder Zeitüberschreitung beendete die Partie.
review-no-turning-point-on-board = Kein Wendepunkt auf dem Brett: { $loser } stand noch auf Gewinn, als die Partie endete.
# $reason: der Grund des Spiels selbst (etwa „mit 10 Zahlen dauert jede Partie 10 Züge, also
# gewinnt, wer als Zweites zieht“).
review-decided-by-rules = In dieser Partie änderte keine Wahl etwas am Ergebnis: { $reason }. { $winner } gewann in jedem Fall.
review-decided = In dieser Partie änderte keine Wahl etwas am Ergebnis: { $winner } gewann in jedem Fall.
review-no-turning-point = Kein Wendepunkt: { $winner } stand mit bestem Spiel ab Zug 1 auf Gewinn und gab den Sieg nie aus der Hand.
review-turning-point = Die Partie kippte in Zug { $move }: { $loser } spielte { $number }; { $count ->
    [one] { $numbers } hätte den Sieg gehalten
   *[other] { $numbers } hätten den Sieg gehalten
}. Ab da stand { $winner } sicher auf Gewinn.
review-turning-point-many = Die Partie kippte in Zug { $move }: { $loser } spielte { $number }; { $count ->
    [one] { $count } Zug hätte
   *[other] { $count } Züge hätten
} den Sieg gehalten, etwa { $numbers }. Ab da stand { $winner } sicher auf Gewinn.

## Die Fehler jedes Spielers.

review-mistakes = { $first } machte { $first_count ->
    [0] keinen Fehler
    [one] { $first_count } Fehler
   *[other] { $first_count } Fehler
}, { $second } machte { $second_count ->
    [0] keinen Fehler
    [one] { $second_count } Fehler
   *[other] { $second_count } Fehler
}.
# Die Zeile unter den Zügen.
review-mistakes-line = Fehler: { $mistakes }
