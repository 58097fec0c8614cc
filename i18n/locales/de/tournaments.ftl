# Turniere: /tournament (create, start, cancel, standings, withdraw, export), /notify, die
# Anmeldenachricht mit ihren Buttons Teilnehmen und Abmelden, die Live-Tabelle, zu der sie
# wird, das Siegerpodest, die Zeile über dem Brett jeder Paarung und die Direktnachricht mit
# dem Link dazu. Was alle im Kanal lesen, steht in der Sprache des Servers; Antworten, die
# nur das Mitglied sieht, in seiner.

## Die Formate, wie Spieler sie lesen (Anmeldenachricht, Tabelle, Liste `tournament`).

tournament-format-arena = Arena
tournament-format-swiss = Schweizer System
tournament-format-round-robin = Jeder gegen jeden

# Der Name eines Turniers, wenn der Veranstalter keinen angab: „Zahlenkreis-Duell – Arena“.
# { $game } ist das Spiel (oder die Variante des Servers), { $format } eines der drei oben.
tournament-default-name = { $game } – { $format }

## Die Anmeldenachricht (öffentlich).

# Wie jedes Format paart und wertet: ein Satz auf der Anmeldenachricht.
tournament-rules-arena = Wer frei ist, wird sofort neu gepaart. Jede gewonnene Partie bringt 2 Punkte, nach zwei Siegen in Folge 4.
tournament-rules-swiss = Spieler mit gleich vielen Punkten treffen aufeinander, und niemand trifft zweimal auf denselben Gegner. Die zwei Partien einer Paarung bringen 1, ½ oder 0 Punkte.
tournament-rules-round-robin = Jeder spielt einmal gegen jeden. Die zwei Partien einer Paarung bringen 1, ½ oder 0 Punkte.
tournament-two-games = Jede Paarung spielt zwei Partien: Jeder zieht einmal zuerst.
# Die erste Zeile der Anmeldenachricht und der Tabelle: „**Schweizer System** · 5 Runden ·
# Zahlenkreis-Duell, Größe 12 · 60 Sekunden pro Zug.“ { $format } ist das Format,
# { $length } einer der tournament-length-Texte unten, { $game } das Spiel mit Optionen.
tournament-heading = **{ $format }** · { $length } · { $game } · { $seconds ->
        [one] { $seconds } Sekunde
       *[other] { $seconds } Sekunden
    } pro Zug.
tournament-length-minutes = { $minutes ->
        [one] { $minutes } Minute
       *[other] { $minutes } Minuten
    }
tournament-length-rounds = { $rounds ->
        [one] { $rounds } Runde
       *[other] { $rounds } Runden
    }
tournament-length-round-robin = eine Runde pro Gegner
tournament-length-auto = Rundenzahl nach Spielerzahl
# Das Spiel mit seinen Optionen: „Zahlenkreis-Duell, Größe 12“.
tournament-game-options = { $game }, { $options }
# Eine Variante des Servers: „`weit` (Verbotene Nachbarn, Größe 15)“; { $variant } ihr Name.
tournament-variant = `{ $variant }` ({ $game })
tournament-variant-options = `{ $variant }` ({ $game }, { $options })
# { $time } ist ein Discord-Zeitstempel („in 10 Minuten“); { $organiser } eine Erwähnung.
tournament-signup-starts = Beginnt { $time } oder früher, wenn { $organiser } es mit `/{ -cmd-tournament } { -cmd-tournament-start }` startet.
# Der Name des Spielerfelds.
tournament-players = Spieler ({ $count })
tournament-players-none = Noch niemand. Klicke auf **{ -button-join }**, um mitzuspielen.
# { $players } sind die Erwähnungen der Spieler, verbunden.
tournament-players-list = { $players }.
tournament-players-more = { $players } und { $more } weitere.
tournament-signup-footer = { -button-join } oder { -button-leave } mit den Buttons unten. Jedes deiner Bretter wird hier gepostet, und ich schicke dir einen Link dazu.
# Die Buttons.
tournament-button-join = { -button-join }
tournament-button-leave = { -button-leave }

## Die Tabelle (die Anmeldenachricht wird dazu; /tournament standings).

tournament-standings-title = 🏆 { $name } · Tabelle
# Die alte Tabelle, sobald Discord sie nicht mehr bearbeiten lässt (älter als eine Stunde).
tournament-table-moved = Diese Tabelle ist in [eine neue Nachricht]({ $link }) umgezogen.
# Eine Zeile: { $rank } der Platz, { $player } eine Erwähnung, { $points } die Punkte
# („2½“), { $won } die gewonnenen Partien.
tournament-row = `{ $rank }.` { $player } · **{ $points }** · { $won } gewonnen
# Dasselbe mit Feinwertung: Buchholz (die Punkte der Gegner) und SB (Sonneborn-Berger).
tournament-row-tiebreaks = `{ $rank }.` { $player } · **{ $points }** · { $won } gewonnen · Buchholz { $buchholz } · SB { $sb }
# Ein Spieler, der sich zurückgezogen hat: { $row } ist seine Zeile, durchgestrichen.
tournament-row-withdrawn = ~~{ $row }~~ (zurückgezogen)
tournament-table-empty = Noch keine Ergebnisse.
tournament-table-more = …und { $count } weitere. `/{ -cmd-tournament } { -cmd-tournament-export }` enthält jede Zeile.
# Wo das Turnier steht, unter der Kopfzeile.
tournament-progress-final = Endstand.
tournament-progress-cancelled = Abgesagt.
tournament-progress-starts = Beginnt { $time }.
tournament-progress-running = Läuft.
tournament-progress-ends = Endet { $time }.
tournament-progress-round-of = Runde { $round } von { $rounds }.
tournament-progress-round = Runde { $round }.
# Die Fußzeile der Tabelle: wie sie geordnet ist.
tournament-key-table = Zuerst Punkte, dann Buchholz (die Punkte der Gegner), dann SB (Sonneborn-Berger: die Punkte der besiegten Gegner plus die Hälfte der Punkte derer, gegen die du unentschieden gespielt hast), dann die Wertung.
tournament-key-arena = Zuerst Punkte, dann gewonnene Partien, dann die Wertung.

## Das Ende (öffentlich): das Siegerpodest, dann der Endstand.

tournament-podium-title = 🏆 { $name } ist vorbei
# { $medal } ist 🥇, 🥈 oder 🥉; { $shown } die Punkte wie geschrieben („4½“); { $points }
# dieselbe Zahl, für den Plural.
tournament-podium-line = { $medal } { $player } mit { $points ->
        [one] { $shown } Punkt
       *[other] { $shown } Punkten
    }.
tournament-podium-tied = { $medal } { $players }, gleichauf mit je { $points ->
        [one] { $shown } Punkt
       *[other] { $shown } Punkten
    } und denselben Feinwertungen.
tournament-podium-none = Niemand hat das Turnier beendet.
tournament-final-table = Endstand
tournament-podium-footer = /{ -cmd-tournament } { -cmd-tournament-standings } zeigt den Endstand erneut; /{ -cmd-tournament } { -cmd-tournament-export } liefert jede Partie.
# Die Anmeldenachricht, wenn das Turnier abgesagt ist.
tournament-cancelled-by = Abgesagt von { $member }.
tournament-cancelled-no-players = Abgesagt: Weniger als zwei Spieler haben sich angemeldet.

## Über dem Brett einer Paarung (öffentlich): nennt beide Spieler. { $a } und { $b } sind
## Erwähnungen, { $name } der Name des Turniers, { $round } die Runde, { $game } 1 oder 2.

tournament-pairing = { $a } { $b }, eure Partie in **{ $name }**.
tournament-pairing-round = { $a } { $b }, eure Partie in **{ $name }**, Runde { $round }.
tournament-pairing-game = { $a } { $b }, eure Partie in **{ $name }**, Partie { $game } von 2.
tournament-pairing-round-game = { $a } { $b }, eure Partie in **{ $name }**, Runde { $round }, Partie { $game } von 2.

## Die Direktnachricht an jeden Spieler einer neuen Paarung (in der Sprache des Servers).

tournament-bye = { $member }, du hast in Runde { $round } von **{ $name }** spielfrei: ein Punkt ohne Partie. Deine nächste Partie kommt mit der nächsten Runde.
tournament-dm-ready = Deine Partie gegen { $opponent } in **{ $name }** ist bereit: { $link }
tournament-dm-notify-off = Diese Nachrichten schaltest du mit `/{ -cmd-notify } { -opt-tournaments }:False` ab.

## Ein Turnier in der Liste der Option `tournament`: „12 · Frühlingsturnier · Arena · beendet“.

tournament-status-signup = Anmeldung
tournament-status-running = läuft
tournament-status-over = beendet
tournament-status-cancelled = abgesagt

## Antworten, die nur das Mitglied sieht.

# Teilnehmen und Abmelden.
tournament-joined = Du bist bei **{ $name }** dabei. Ich poste deine Bretter in { $channel } und schicke dir einen Link.
tournament-left = Du hast dich von **{ $name }** abgemeldet.
tournament-started = **{ $name }** hat begonnen.
tournament-cancelled = **{ $name }** ist abgesagt.
tournament-withdrew = Du hast dich aus **{ $name }** zurückgezogen. Deine ungespielten Partien zählen als verloren.
# Über der CSV-Datei (öffentlich). Die Spaltennamen der Datei bleiben Englisch: Es sind Daten.
tournament-export = Jede Partie von Turnier { $id }, dann die Tabelle.
tournament-notify-on = Ich schicke dir einen Link zu jedem deiner Turnierbretter.
tournament-notify-off = Keine Links mehr zu deinen Turnierbrettern: Du findest sie im Kanal des Turniers.

## Ablehnungen (nur das Mitglied sieht sie).

# „Server verwalten“ ist Discords Name der Berechtigung.
tournament-needs-organiser = Nur Mitglieder mit der Berechtigung **Server verwalten** können ein Turnier erstellen.
# { $role } ist die Veranstalter-Rolle des Servers, als Erwähnung.
tournament-needs-organiser-role = Nur Mitglieder mit der Berechtigung **Server verwalten** oder der Rolle { $role } können ein Turnier erstellen.
tournament-unknown-format = `{ -opt-format }` muss Arena, Schweizer System oder Jeder gegen jeden sein.
tournament-rounds-swiss-only = `{ -opt-rounds }` gilt nur für ein Turnier im Schweizer System.
tournament-minutes-arena-only = `{ -opt-minutes }` gilt nur für eine Arena.
tournament-rounds-range = `{ -opt-rounds }` muss eine Zahl von { $low } bis { $high } sein.
tournament-minutes-range = `{ -opt-minutes }` muss eine Zahl von { $low } bis { $high } sein.
tournament-turn-seconds-range = `{ -opt-turn-seconds }` muss eine Zahl von { $low } bis { $high } sein.
tournament-starts-in-range = `{ -opt-starts-in }` muss eine Zahl von { $low } bis { $high } sein.
# { $channels } nennt die Kanäle, in denen Partien erlaubt sind.
tournament-channel-not-allowed = Partien sind in diesem Kanal auf diesem Server nicht erlaubt. Versuch es in { $channels }.
tournament-game-off = { $game } ist auf diesem Server ausgeschaltet.
tournament-game-decided = { $game } ist mit diesen Optionen durch die Regeln ab dem ersten Zug entschieden: Nichts, was ein Spieler tut, ändert den Sieger, ein Turnier wäre also Glückssache. Wähle ein anderes Spiel oder andere Optionen.
tournament-not-found = Ich finde dieses Turnier nicht.
tournament-no-tournament-here = In diesem Kanal gab es noch kein Turnier. Nenne eines mit `{ -opt-tournament }`.
tournament-already-signed-up = Du bist für dieses Turnier schon angemeldet.
tournament-not-signed-up = Du bist für dieses Turnier nicht angemeldet.
tournament-signup-closed = Das Turnier hat schon begonnen: Die Anmeldung ist geschlossen.
tournament-over = Das Turnier ist vorbei.
tournament-was-cancelled = Das Turnier wurde abgesagt.
tournament-leave-use-withdraw = Das Turnier hat begonnen: Mit `/{ -cmd-tournament } { -cmd-tournament-withdraw }` ziehst du dich zurück.
tournament-already-started = Das Turnier hat schon begonnen.
tournament-too-few-players = Ein Turnier braucht mindestens zwei Spieler, um zu beginnen.
tournament-withdraw-use-leave = Das Turnier hat noch nicht begonnen: Nutze **{ -button-leave }** auf der Anmeldenachricht.
tournament-not-playing = Du spielst in diesem Turnier nicht mit.
