# Das Tagesrätsel (/puzzle): die Aufgabe unter dem Brett und die Erklärung nach einer Antwort.
# Wer es löst, ist „du“; die andere Seite ist „dein Gegner“.
# $moves: wie viele Züge der Sieg dauert (die Züge beider Seiten, die Antwort mitgezählt).

puzzle-task = Du bist am Zug: Finde die einzige Gewinnzahl. Sie gewinnt in { $moves ->
    [one] { $moves } Zug
   *[other] { $moves } Zügen
}, egal wie dein Gegner antwortet.
# In einem Spiel mit mehreren Zahlen pro Zug, $claims: die Zahlen, die in diesem Zug noch fehlen.
puzzle-task-claims = Du bist am Zug (noch { $claims ->
    [one] { $claims } Zahl
   *[other] { $claims } Zahlen
} in diesem Zug): Finde die einzige Gewinnzahl. Sie gewinnt in { $moves ->
    [one] { $moves } Zug
   *[other] { $moves } Zügen
}, egal wie dein Gegner antwortet.

## Nach einer richtigen Antwort (auch nach „Die Lösung:“, wenn das Rätsel geschlossen ist).
## $then: die Züge, die mit bestem Spiel folgen, etwa „7, 3, aussetzen, 9“.

puzzle-solution = { $number } ist die einzige Gewinnzahl: Du gewinnst in { $moves ->
    [one] { $moves } Zug
   *[other] { $moves } Zügen
}.
puzzle-solution-then = { $number } ist die einzige Gewinnzahl (dann { $then }): Du gewinnst in { $moves ->
    [one] { $moves } Zug
   *[other] { $moves } Zügen
}.
# Das Wort einer Zugfolge für einen Spieler, der nichts erobern konnte.
puzzle-pass = aussetzen

## Nach einer falschen Antwort, hinter „❌ Nicht diese: “.
## $number: die geantwortete Zahl; $reply: die Gewinnantwort des Gegners; $own: deine eigenen
## restlichen Zahlen in diesem Zug, mit bestem Spiel; $then: das beste Spiel danach.

puzzle-wrong-ends = Nach { $number } gewinnt dein Gegner.
puzzle-wrong = Nach { $number } gewinnt dein Gegner mit { $reply }.
puzzle-wrong-then = Nach { $number } gewinnt dein Gegner mit { $reply } (dann { $then }).
puzzle-wrong-own = Nach { $number } (dann { $own }) gewinnt dein Gegner mit { $reply }.
puzzle-wrong-own-then = Nach { $number } (dann { $own }) gewinnt dein Gegner mit { $reply } (dann { $then }).
