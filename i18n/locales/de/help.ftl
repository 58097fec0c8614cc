# /help: alle Befehle auf einer Seite, nur für das Mitglied sichtbar, das fragt. Befehls- und
# Optionsnamen kommen aus terms.ftl; die Werte nach einem Doppelpunkt (`number-chain`, `@bob`)
# sind Beispiele, die man so eintippt.

help-title = 📖 Number Duels: alle Befehle
help-intro = Zwei Spieler wählen abwechselnd Zahlen; die Regeln jedes Spiels sagen, welche Zahlen erlaubt sind, und wer den letzten Zug macht, gewinnt.
# { $bot }: der Name des Bots, wie das Mitglied ihn sieht, um ihn herauszufordern.
help-new-here = **Neu hier?** Probier `/{ -cmd-challenge } { -opt-opponent }:@{ $bot } { -opt-game }:forbidden-adjacent`, um gegen mich zu spielen, oder fordere auf dieselbe Weise jemanden heraus.

## Die Abschnitte der Seite: erst die Überschriften, dann die Texte.

help-play = Spielen
help-play-text = `/{ -cmd-challenge }` startet eine Partie: `/{ -cmd-challenge } { -opt-opponent }:@bob { -opt-game }:number-chain`. Wenn du willst, gib `{ -opt-first }`, `{ -opt-size }`, `{ -opt-start }`, `{ -opt-forbid }`, `{ -opt-claims }` oder, gegen mich, `{ -opt-level }` an. `{ -opt-game }` bietet auch die Varianten dieses Servers an.
    Lässt du `{ -opt-opponent }` weg, kann jeder hier deine Herausforderung annehmen. `/{ -cmd-games }` zeigt die laufenden Partien hier, deine zuerst.
    `/{ -cmd-claim }` spielt eine Zahl, `/{ -cmd-claim } { -opt-number }:7`, oder klick sie auf dem Brett an.
    `{ -opt-best-of }:3` (oder 5, 7) spielt eine Serie: Wer mehr als die Hälfte der Partien gewinnt, gewinnt sie.
    `/{ -cmd-resign }` gibt deine Partie in diesem Kanal auf (mit `{ -opt-series }` die ganze Serie), und `/{ -cmd-board }` zeigt sie noch einmal. Wenn du am Zug bist, sage ich es dir im Kanal der Partie; mit `/{ -cmd-notify } { -opt-turns }` wählst du stattdessen eine Direktnachricht oder nichts.
# Auch das Feld unter den Regeln eines Spiels in /rules.
help-learn = Lernen
# { $coach }: wie man eine Partie nachbetrachtet, einen Tipp bekommt und das Tagesrätsel löst (anderswo gesagt).
help-learn-text = `/{ -cmd-rules } { -opt-game }:circle-duel` erklärt ein Spiel. `/{ -cmd-analyze } { -opt-game }:forbidden-adjacent { -opt-forbid }:1,3` sagt, wer es bei perfektem Spiel gewinnt, und wie. { $coach }
help-tournaments = Turniere
help-tournaments-text = Klick auf **{ -button-join }** unter der Anmeldung eines Turniers. Deine Bretter werden mit deinem Namen in seinem Kanal gepostet, und ich schicke dir einen Link (`/{ -cmd-notify } { -opt-tournaments }:False` schaltet das ab). Jede Paarung spielt zwei Partien, jeder zieht einmal zuerst.
    `/{ -cmd-tournament } { -cmd-tournament-standings }` zeigt die Tabelle, `/{ -cmd-tournament } { -cmd-tournament-withdraw }` zieht dich aus einem laufenden Turnier zurück (deine offenen Partien gelten als verloren), und `/{ -cmd-tournament } { -cmd-tournament-export }` gibt alle Partien als CSV-Datei aus.
help-results = Ergebnisse
help-results-text = `/{ -cmd-leaderboard }` zeigt die besten Spieler hier, `/{ -cmd-leaderboard } { -opt-game }:non-consecutive` die eines Spiels. `/{ -cmd-stats }` zeigt deine Wertungen, `/{ -cmd-stats } { -opt-member }:@bob` die von jemand anderem. `/{ -cmd-history }` listet die letzten Ergebnisse. `/{ -cmd-privacy }` verbirgt deinen Namen auf den öffentlichen Seiten dieses Servers.
help-games = Die Spiele
# Eine Zeile pro Spiel: sein Name, der Name zum Eintippen und worum es geht.
help-game-line = **{ $title }** (`{ $slug }`): { $summary }
# Nur für Mitglieder mit „Server verwalten“.
help-owners = Für Server-Admins
help-owners-text = Mit „Server verwalten“: `/{ -cmd-config }` ändert die Einstellungen dieses Servers, `/{ -cmd-config } { -cmd-config-language }` die Sprache seiner Bretter und Ankündigungen, `/{ -cmd-config } { -cmd-config-variant-add }` speichert ein Spiel mit seinen Optionen unter einem Namen, zu dem Mitglieder herausfordern können, `/{ -cmd-season } { -cmd-season-start }` startet eine neue Saison, und `/{ -cmd-void }` annulliert das Ergebnis einer Partie. `/{ -cmd-tournament } { -cmd-tournament-create } { -opt-format }:swiss { -opt-game }:forbidden-adjacent` eröffnet ein Turnier im Kanal (auch für die Rolle aus `/{ -cmd-config } { -cmd-config-organiser-role }`); `/{ -cmd-tournament } { -cmd-tournament-start }` startet es vor der Zeit, `/{ -cmd-tournament } { -cmd-tournament-cancel }` sagt es ab.
help-footer = Nur du siehst das

## /rules: die Regeln eines Spiels (ihre eigenen Texte kommen von der Spielkarte, rules.ftl)
## und der Rahmen darum.

# { $game }: der Name des Spiels.
help-rules-title = { $game } · Regeln
# Die Entscheidungen aus docs/rules.md für dieses Spiel.
help-rules-house = Hausregeln
# Unter der Überschrift help-play. { $options }: die Optionen des Spiels, jede in Backticks.
help-rules-play-text = `/{ -cmd-challenge } { -opt-game }:{ $slug }` mit den Optionen { $options } (`{ -opt-size }` ist { $size }, wenn du nichts angibst). Wenn du am Zug bist, klick eine Zahl an oder nutze `/{ -cmd-claim }`. Alle Befehle: `/{ -cmd-help }`.

# A board's Rules: the /rules page with what this match plays.
help-rules-this-match = Partie #{ $match }
help-rules-match-options = Diese Partie wird so gespielt: { $options }.
help-rules-match-variant = Diese Partie ist die Variante { $variant } dieses Servers: { $options }.
