# Der Coach: /review, /hint, /puzzle, die Antworten auf das Tagesrätsel, seine Rangliste und
# die Zeilen des Coachs in /stats. Die Zeilen des Rückblicks und die Aufgabe und Lösungen
# des Rätsels stehen anderswo (review.ftl, puzzles.ftl); hier steht der Text drumherum.

## Wie man den Coach nutzt (/help und /rules, unter „Lernen“).

coach-help = Nach einer Partie zeigt der Button **{ -button-review }** oder `/{ -cmd-review }`, wo sie gewonnen und verloren wurde. Gegen mich hilft `/{ -cmd-hint }`, wenn du am Zug bist. Jeden Tag gibt es `/{ -cmd-puzzle }`; die besten Rätsellöser zeigt `/{ -cmd-leaderboard }` mit `{ -opt-game }` „Tagesrätsel“.

## Der Rückblick auf eine beendete Partie (nur wer ihn anfragt, sieht ihn).

# Der Titel. { $game } ist der Name des Spiels, { $id } die Nummer der Partie.
coach-review-title = Rückblick · { $game } · Partie #{ $id }
coach-review-no-moves = Es wurden keine Züge gespielt.
# Feldnamen.
coach-review-turning-point = Wendepunkt
coach-review-mistakes-name = Fehler
coach-review-result = Ergebnis
coach-review-hints-name = Tipps
# Wie viele Fehler jeder gemacht hat. { $first } und { $second } sind die Erwähnungen.
coach-review-mistakes = { $first } hat { $firstCount ->
        [0] keinen Fehler
        [one] { $firstCount } Fehler
       *[other] { $firstCount } Fehler
    } gemacht, { $second } { $secondCount ->
        [0] keinen Fehler
        [one] { $secondCount } Fehler
       *[other] { $secondCount } Fehler
    }.
# { $player } ist die Erwähnung des Mitglieds, das gegen den Bot gespielt hat.
coach-review-hints = { $player } hat { $count ->
        [one] { $count } Tipp
       *[other] { $count } Tipps
    } genutzt.
# Die Fußzeile, nach den Optionen der Partie („Größe 10“).
coach-review-footer = Jede Stellung exakt gelöst · nur du siehst das
# Die letzte Zeile eines Rückblicks, der nicht in eine Nachricht passt.
coach-review-more = … und { $count ->
        [one] { $count } weiterer Zug
       *[other] { $count } weitere Züge
    }.

## /hint (nur wer fragt, sieht es). { $number } ist die Zahl; { $hints } wie viele Tipps
## das Mitglied in dieser Partie bisher bekam, diesen eingeschlossen.

coach-hint-wins = Tipp: { $number } gewinnt. Tipps in dieser Partie: { $hints }.
coach-hint-holds-out = Hier gibt es keinen Gewinnzug: Bei perfektem Spiel verliert jeder Zug; mit { $number } hältst du am längsten durch. Tipps in dieser Partie: { $hints }.

## Das Tagesrätsel (/puzzle), für alle im Kanal gepostet.

coach-puzzle-title = 🧩 Tagesrätsel · { $game }
# Die andere Seite am Satzanfang („Dein Gegner hat 4 genommen.“).
coach-puzzle-opponent-start = Dein Gegner
# Your own claim, when you have another one this turn.
coach-puzzle-you-played = Du hast { $number } gespielt.
# Feldname: der Zug, der zur Stellung des Rätsels führte.
coach-puzzle-last-move = Letzter Zug
# Die Fußzeile. { $day } ist der Tag des Rätsels, { $options } die Optionen („Größe 10“).
coach-puzzle-footer = { $day } (UTC) · { $options } · eine Antwort pro Person: klicke auf eine Zahl

## Die Antwort eines Mitglieds (nur es sieht sie). { $explanation } sagt, warum: die Lösung
## oder wie der Gegner nach der falschen Zahl gewinnt.

coach-answer-right = ✅ Richtig! { $explanation }
coach-answer-wrong = ❌ Nicht diese: { $explanation }

## Die Rätsel-Rangliste (/leaderboard mit dem Spiel „Tagesrätsel“).

coach-puzzles-title = 🧩 Rangliste · Tagesrätsel
coach-puzzles-empty = Noch kein Rätsel gelöst. Versuch das heutige mit `/{ -cmd-puzzle }`!
# Eine Zeile: { $rank } der Platz, { $player } die Erwähnung, { $solved } gelöste Rätsel.
coach-puzzles-row = `#{ $rank }` { $player } · **{ $solved }** gelöst
# Dieselbe Zeile für jemanden, der { $days } Tage in Folge gelöst hat.
coach-puzzles-row-streak = `#{ $rank }` { $player } · **{ $solved }** gelöst · { $days ->
        [one] { $days } Tag
       *[other] { $days } Tage
    } in Folge
coach-puzzles-page = Seite { $page }/{ $pages }

## Die Zeilen des Coachs in /stats.

coach-stats-puzzles-name = Tagesrätsel
coach-stats-puzzles = { $solved } gelöst · aktuelle Serie: { $streak ->
        [0] keine
        [one] { $streak } Tag
       *[other] { $streak } Tage
    }
coach-stats-hints-name = Tipps
coach-stats-hints = { $count ->
        [one] { $count } Tipp
       *[other] { $count } Tipps
    } gegen mich genutzt.

## Ablehnungen (nur das fragende Mitglied sieht sie).

coach-no-such-match = Ich finde diese Partie auf diesem Server nicht.
coach-no-such-puzzle = Ich finde dieses Rätsel auf diesem Server nicht.
coach-no-finished-match = Du hast in diesem Kanal keine beendete Partie für einen Rückblick.
coach-not-finished = Diese Partie läuft noch: Einen Rückblick gibt es erst, wenn sie beendet ist.
coach-aborted = Diese Partie wurde abgebrochen, bevor beide gezogen hatten: Es gibt keinen Rückblick.
coach-never-played = Diese Herausforderung wurde nie gespielt: Es gibt keinen Rückblick.
coach-not-against-bot = Tipps gibt es leider nur in Partien gegen mich, nicht zwischen Menschen.
coach-time-ran-out = Die Zeit für diesen Zug ist abgelaufen; die Partie ist vorbei.
# { $day } ist der Tag des Rätsels; { $solution } nennt die Gewinnzahl und warum.
coach-puzzle-closed = Dieses Rätsel ist leider geschlossen (es war das Rätsel vom { $day }). Die Lösung: { $solution }
# { $number } ist die erste Antwort des Mitglieds.
coach-already-answered-right = Du hast dieses Rätsel schon beantwortet: { $number } (richtig). Eine Antwort pro Rätsel; morgen kommt ein neues!
coach-already-answered-wrong = Du hast dieses Rätsel schon beantwortet: { $number } (falsch). Eine Antwort pro Rätsel; morgen kommt ein neues!
