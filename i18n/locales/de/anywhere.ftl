# Play anywhere (see en/anywhere.ftl).
error-server-only = `{ $command }` funktioniert nur auf einem Server, auf dem ich bin. Nutze es dort, oder füge mich diesem Server hinzu.
error-series-outside = Eine Serie braucht einen Server, auf dem ich bin. Spielt hier einzelne Partien: **{ -button-rematch }** startet die nächste.
error-forced-private = Dieser Kanal erlaubt keine externen Apps, deshalb sähest nur du hier eine Herausforderung. Fordere deinen Freund stattdessen in einer Direktnachricht heraus.
anywhere-ran-out = { $member } hat die Zeit überschritten.
anywhere-challenge-expired = Diese Herausforderung ist abgelaufen, bevor sie beantwortet wurde.
anywhere-board-later = Das Brett zeigt es beim nächsten Klick.
anywhere-leaderboard = Partien außerhalb meiner Server werden nicht gewertet, deshalb gibt es hier keine Rangliste. Nutze `/{ -cmd-leaderboard }` auf einem Server, auf dem ich bin.
anywhere-history-own = Hier zeigt `/{ -cmd-history }` nur deine eigenen Partien. Die Ergebnisse anderer findest du auf einem Server, auf dem ich bin.
anywhere-history-head = Ergebnisse von { $player } überall, neueste zuerst. Partien außerhalb meiner Server werden nicht gewertet.
anywhere-games-empty = Du hast gerade nirgends eine laufende Partie. Starte eine mit `/{ -cmd-challenge }`.
help-anywhere = Überall
help-anywhere-text = Füge mich deinem Konto hinzu (**App hinzufügen**), dann funktioniert `/{ -cmd-challenge }` in Direktnachrichten, Gruppen-DMs und auf Servern ohne mich, ebenso die Knöpfe des Bretts, `/{ -cmd-claim }`, `/{ -cmd-resign }`, **{ -button-rematch }** und **{ -button-review }**. Diese Partien werden nicht gewertet; `/{ -cmd-history }` und `/{ -cmd-games }` zeigen dort deine. Ich kann dort nichts posten: Bist du am Zug, schicke ich eine Direktnachricht, wo Discord es erlaubt, sonst nichts, und eine abgelaufene Zugzeit zählt beim nächsten Klick.
