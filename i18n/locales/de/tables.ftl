# Die Tabellen: /leaderboard, /stats (mit seinem Wertungsdiagramm) und /history, in der
# Sprache des Mitglieds, das gefragt hat.

## Zahlen, wie die Tabellen sie schreiben.

# Die Bilanz eines Spielers: „1 Sieg, 2 Niederlagen“.
table-record = { $wins ->
    [one] { $wins } Sieg
   *[other] { $wins } Siege
}, { $losses ->
    [one] { $losses } Niederlage
   *[other] { $losses } Niederlagen
}
# Eine Serie von mindestens 2, nach der Bilanz.
table-streak-wins = { $count } Siege in Folge
table-streak-losses = { $count } Niederlagen in Folge

## /leaderboard: die Rangliste dieses Servers, 10 Spieler pro Seite.

# In einem Titel statt des Namens eines Spiels.
table-all-games = alle Spiele
# { $game }: der Name eines Spiels oder „alle Spiele“.
table-leaderboard-title = 🏆 Rangliste · { $game } · Saison { $season }
# Die Tabelle einer vergangenen Saison: Sie ändert sich nicht mehr.
table-leaderboard-title-final = 🏆 Rangliste · { $game } · Saison { $season } (Endstand)
table-leaderboard-empty = Noch keine gewerteten Partien. Starte eine mit `/{ -cmd-challenge }`!
# Eine Zeile: Rang, Spieler, Wertung, dann Siege (S) und Niederlagen (N), wie die Fußzeile erklärt.
table-leaderboard-row = `#{ $rank }` { $player } · **{ $rating }** · { $wins } S { $losses } N
table-leaderboard-footer = S: Siege, N: Niederlagen · Seite { $page }/{ $pages }

## /stats: Wertungen und Ergebnisse eines Spielers.

table-stats-head = Statistik von { $player } · Saison { $season }
table-stats-none = Diese Saison noch keine gewerteten Partien.
table-stats-overall = Gesamt
table-stats-rating = Wertung **{ $rating }** · { $record }
table-stats-rating-rank = Wertung **{ $rating }** · { $record } · Rang #{ $rank }
table-stats-all-games = Alle Spiele
table-stats-all-time = Alle Saisons
table-stats-all-time-record = { $record } über alle Saisons.
table-stats-series = Serien
table-stats-series-record = { $won } gewonnen, { $lost } verloren, über alle Saisons.
table-stats-against-me = Gegen mich
table-stats-against-me-record = { $record }, nicht gewertet.
table-chart-busy = Diesmal kein Diagramm: Ich habe gerade viel zu tun. Versuch es gleich noch einmal.

## Das Wertungsdiagramm unter /stats (ein Bild: sein Titel und die Namen seiner Achsen).

table-chart-title = { $player } · Wertung · Saison { $season }
table-chart-x = gewertete Partien dieser Saison
table-chart-y = Wertung

## /history: die letzten Ergebnisse eines Spielers, 10 pro Seite, die neuesten zuerst.

table-history-title = 📜 Verlauf · { $game }
table-history-head = Ergebnisse von { $player } auf diesem Server, die neuesten zuerst.
table-history-empty = Noch keine Ergebnisse.
table-history-footer = Seite { $page }/{ $pages }
# Wie eine Partie für den Spieler ausging, und gegen wen: „✅ Gewonnen gegen @bob“.
table-history-won = ✅ Gewonnen gegen { $opponent }
table-history-lost = ❌ Verloren gegen { $opponent }
table-history-void = ⛔ Annulliert gegen { $opponent }
# Beendet, bevor beide Spieler gezogen hatten: kein Sieger.
table-history-aborted = ➖ Abgebrochen gegen { $opponent }
# Der Bot als Gegner in den Zeilen oben („gegen mich“).
table-history-me = mich
# Wie sie endete.
table-history-no-move-left = kein Zug mehr möglich
table-history-resignation = aufgegeben
table-history-out-of-time = Zeit abgelaufen
table-history-ended = beendet
table-history-voided-by = annulliert von { $member }
table-history-tournament = Turnier { $tournament }
table-history-series = Partie { $game } einer Best-of-{ $best_of }-Serie
table-history-series-won = Partie { $game } einer Best-of-{ $best_of }-Serie, Serie gewonnen
table-history-series-lost = Partie { $game } einer Best-of-{ $best_of }-Serie, Serie verloren
# Die Regeln entschieden die Partie von Anfang an: Sie zählt nirgends.
table-history-for-fun = zum Spaß
table-history-unrated = ungewertet
# Ein Link zum Brett der Partie.
table-history-board = [Brett]({ $url })
table-player-unknown = Diesen Spieler finde ich nicht.

## Die Knöpfe unter einer langen Tabelle oder einem Verlauf: die Seite davor, die Seite danach.

table-page-prev = ◀ Zurück
table-page-next = Weiter ▶
table-page-newer = ◀ Neuere
table-page-older = Ältere ▶

## /games: die laufenden Partien dieses Servers, die eigenen zuerst; nur für den Leser sichtbar.
games-title = Laufende Partien
games-players = { $first } gegen { $second } in { $channel }
games-turn = { $mover } ist am Zug
games-board = [Brett]({ $url })
games-empty = Auf diesem Server läuft gerade keine Partie. Starte eine mit `/{ -cmd-challenge }`: Nenne einen `{ -opt-opponent }` oder lass ihn weg, dann kann jeder hier annehmen.
games-footer = Seite { $page }/{ $pages } · { $count ->
    [one] 1 laufende Partie
   *[other] { $count } laufende Partien
} · Nur du siehst das
