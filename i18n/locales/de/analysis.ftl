# Der Schiedsrichter (/analyze und das Urteil von /config variant-add): wer eine Partie mit
# perfektem Spiel gewinnt, und wie. Nur das fragende Mitglied sieht es. $player: „first“ oder
# „second“, wer zuerst oder als Zweites zieht (eine Auswahl: der Text nennt niemanden).

analysis-over = Die Partie ist vorbei: { $player ->
    [first] Der erste Spieler
   *[second] Der zweite Spieler
} hat gewonnen.
# $size: wie viele Zahlen das Spiel hat.
analysis-fixed = Mit { $size ->
    [one] { $size } Zahl
   *[other] { $size } Zahlen
} gewinnt immer { $player ->
    [first] der erste Spieler
   *[second] der zweite Spieler
}: Kein Zug kann das Ergebnis ändern.
# $how: einer der Satzteile analysis-*-move(s)-* unten.
analysis-perfect-play = { $player ->
    [first] Der erste Spieler
   *[second] Der zweite Spieler
} gewinnt bei perfektem Spiel: { $how }.

## Wie die Züge ausgehen ($how oben): klein geschrieben, ohne Punkt. $first ist „yes“ für den
## ersten Zug der Partie („erste Züge“), „no“ für eine spätere Stellung („Züge“). $total: die
## möglichen Züge; $won: die gewinnenden davon; $numbers: diese, mit „und“ (höchstens 4).

analysis-only-move-wins = { $first ->
    [yes] der einzige erste Zug gewinnt
   *[no] der einzige Zug gewinnt
}
analysis-all-moves-win = { $first ->
    [yes] alle { $total } ersten Züge gewinnen
   *[no] alle { $total } Züge gewinnen
}
analysis-some-moves-win = { $first ->
    [yes] { $won } von { $total } ersten Zügen { $won ->
        [one] gewinnt
       *[other] gewinnen
    } ({ $numbers })
   *[no] { $won } von { $total } Zügen { $won ->
        [one] gewinnt
       *[other] gewinnen
    } ({ $numbers })
}
analysis-some-moves-win-such-as = { $first ->
    [yes] { $won } von { $total } ersten Zügen gewinnen, etwa { $numbers }
   *[no] { $won } von { $total } Zügen gewinnen, etwa { $numbers }
}
analysis-only-move-loses = { $first ->
    [yes] der einzige erste Zug verliert
   *[no] der einzige Zug verliert
}
analysis-all-moves-lose = { $first ->
    [yes] alle { $total } ersten Züge verlieren
   *[no] alle { $total } Züge verlieren
}

## Wie lange eine perfekte Partie dauert.

analysis-length = Eine perfekte Partie dauert { $moves ->
    [one] { $moves } Zug
   *[other] { $moves } Züge
}.
# Aus einer Stellung nach dem ersten Zug.
analysis-length-more = Bei perfektem Spiel dauert die Partie noch { $moves ->
    [one] { $moves } Zug
   *[other] { $moves } Züge
}.
# Ein Spiel mit mehreren Zahlen pro Zug.
analysis-claims = Jede Zahl zählt als ein Zug.

## Die Nachricht von /analyze.

# Die Fußzeile.
analysis-footer = Exakt gelöst: Perfektes Spiel heißt, immer den besten Zug zu spielen · nur du siehst das
# Zahlenkette ohne `start`: Jede Partie zieht ihre eigene, also gibt es keine einzige Antwort.
analysis-start-missing = Bei { $game } steht der Sieger erst fest, wenn die Startzahl gewählt ist: Gib `{ -opt-start }` an, von 1 bis zur Größe.
