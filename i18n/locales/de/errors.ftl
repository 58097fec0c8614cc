# Ablehnungen und Fehler rund um Partien; nur das Mitglied sieht sie, das geklickt oder den
# Befehl genutzt hat (in seiner Sprache). Die Kommentare in en/errors.ftl erklären jede Nachricht.

## Ablehnungen des Partie-Dienstes
error-unknown-game = Das Spiel `{ $game }` kenne ich nicht. Wähle eins aus der Liste.
error-no-such-match = Ich finde diese Partie nicht.
error-no-such-series = Ich finde diese Serie nicht.
error-not-your-match = Das ist nicht deine Partie. Starte deine eigene mit `/{ -cmd-challenge }`.
error-not-your-turn = Du bist nicht am Zug: Warte auf den Zug deines Gegners.
error-match-over = Diese Partie ist vorbei. Starte eine neue mit `/{ -cmd-challenge }`.
error-time-ran-out = Die Zeit für diesen Zug ist abgelaufen; die Partie ist vorbei.
error-not-pending = Diese Herausforderung ist nicht mehr offen. Schick eine neue mit `/{ -cmd-challenge }`.
error-not-accepted-yet = Diese Herausforderung wurde noch nicht angenommen.
error-not-started = Diese Herausforderung hat noch nicht begonnen: Zieh sie zurück oder lehne sie ab.
error-challenge-expired = Diese Herausforderung ist abgelaufen. Schick eine neue mit `/{ -cmd-challenge }`.
error-turn-already-played = Dieser Zug wurde schon gespielt.
error-no-match-here = Du hast in diesem Kanal keine laufende Partie. Starte eine mit `/{ -cmd-challenge }`.
error-not-a-series = Deine Partie hier ist eine einzelne Partie, keine Serie: Gib sie mit `/{ -cmd-resign }` auf.
error-series-still-going = Diese Serie läuft noch: Spiele ihre nächste Partie.

## Eine Herausforderung beantworten
error-accept-own-challenge = Du kannst deine eigene Herausforderung nicht annehmen; warte auf { $opponent } (oder zieh sie zurück).
error-decline-own-challenge = Du kannst deine eigene Herausforderung nicht ablehnen; warte auf { $opponent } (oder zieh sie zurück).
error-challenge-not-for-you = Diese Herausforderung gilt nicht dir.
error-only-challenger-cancels = Nur der Herausforderer kann sie zurückziehen; du kannst sie ablehnen.

## Revanche
error-rematch-still-going = Diese Partie läuft noch.
error-rematch-not-finished = Nur eine beendete Partie kann eine Revanche bekommen.
error-rematch-voided = Diese Partie wurde annulliert; starte eine neue mit `/{ -cmd-challenge }`.

## /challenge und Revanche
error-not-allowed-channel = Herausforderungen sind in diesem Kanal auf diesem Server nicht erlaubt. Versuch es in { $channels }.
error-game-switched-off = { $game } ist auf diesem Server ausgeschaltet.
error-challenge-yourself = Du kannst dich nicht selbst herausfordern: Wähle jemand anderen oder mich.
error-challenge-bot = Du kannst keinen anderen Bot herausfordern. Fordere stattdessen mich heraus!
error-level-choices = `{ -opt-level }` muss leicht, normal oder perfekt sein.
error-level-only-bot = `{ -opt-level }` gilt nur, wenn du mich herausforderst.
error-first-choices = `{ -opt-first }` muss „ich“, „mein Gegner“ oder „zufällig“ sein.
error-best-of-choices = `{ -opt-best-of }` muss 1, 3, 5 oder 7 sein.
error-opponent-busy = { $opponent } hat in diesem Kanal schon eine offene Partie.
error-you-in-tournament = Du spielst im Turnier in diesem Kanal: Fordere in einem anderen Kanal heraus.
error-member-in-tournament = { $member } spielt im Turnier in diesem Kanal: Fordere { $member } in einem anderen Kanal heraus.
error-busy-ended-meanwhile = Du hattest gerade noch eine offene Partie in diesem Kanal. Versuch es noch einmal.
error-busy-decline-first = Lehne zuerst die Herausforderung von { $opponent } ab oder nimm sie an.
error-busy-your-challenge-open = Deine Herausforderung an { $opponent } ist hier noch offen: Zieh sie zuerst zurück oder warte auf eine Antwort.
error-busy-finish-first = Beende zuerst deine Partie mit { $opponent } hier oder gib sie mit `/{ -cmd-resign }` auf.
error-challenge-limit-minute = Du hast in der letzten Minute { $count ->
    [one] { $count } Herausforderung
   *[other] { $count } Herausforderungen
} geschickt, das Limit dieses Servers. Du kannst { $when } wieder herausfordern.
error-challenge-limit-hour = Du hast in der letzten Stunde { $count ->
    [one] { $count } Herausforderung
   *[other] { $count } Herausforderungen
} geschickt, das Limit dieses Servers. Du kannst { $when } wieder herausfordern.
error-player-not-found = Ich finde diesen Spieler nicht.
error-not-a-member = { $member } ist kein Mitglied dieses Servers und kann hier nicht spielen.
error-option-not-for-game = `{ $option }` gibt es im Spiel { $game } nicht (nur { $accepted }).
error-not-game-or-variant = `{ $name }` ist weder ein Spiel noch eine Variante dieses Servers: Wähle eins aus der Liste.
error-nothing-game-or-variant = Das ist weder ein Spiel noch eine Variante dieses Servers: Wähle eins aus der Liste.
error-variant-keeps-options = Die Variante `{ $variant }` hat ihre eigenen Optionen: Lass { $options } weg oder wähle das Spiel `{ $game }`, um sie selbst festzulegen.

## /void
error-already-void = Partie #{ $id } ist schon annulliert.
error-void-challenge = Partie #{ $id } ist eine Herausforderung, die noch niemand angenommen hat: Sie kann abgelehnt oder zurückgezogen werden und läuft von selbst ab.
error-void-aborted = Partie #{ $id } wurde abgebrochen, bevor beide gezogen hatten: Sie zählt ohnehin nicht.
error-void-never-played = Partie #{ $id } wurde nie gespielt ({ $status ->
    [declined] abgelehnt
    [cancelled] zurückgezogen
   *[expired] abgelaufen
}).

## /leaderboard
error-no-such-season = Auf diesem Server gibt es keine Saison { $season }: Gerade läuft Saison { $current }.

## Turniere
error-no-such-tournament = In diesem Kanal gibt es kein Turnier. Ein Veranstalter kann eins mit `/{ -cmd-tournament } { -cmd-tournament-create }` starten.
error-channel-has-tournament = Dieser Kanal hat schon ein Turnier: Brich es zuerst ab oder nimm einen anderen Kanal.
error-not-organiser = Das kann nur der Veranstalter des Turniers oder ein Moderator.

## Wenn etwas anderes schiefgeht
error-apology = Entschuldigung, bei mir ist etwas schiefgelaufen. Versuch es gleich noch einmal.
error-stale-command = Ich habe diesen Befehl oder seine Optionen nicht verstanden. Versuch es gleich noch einmal (Discord aktualisiert vielleicht noch meine Befehle).
error-database-down = Die Datenbank ist gerade nicht erreichbar; versuch es gleich noch einmal.
error-not-in-dms = Dieser Befehl funktioniert in einem Serverkanal, nicht in Direktnachrichten.
error-cant-use-here = Das kannst du hier nicht nutzen. Versuch `/{ -cmd-help }`.
error-unknown-button = Dieser Button gilt nicht mehr.

## Befehle für Moderatoren
error-needs-manage-server = Das können nur Mitglieder mit der Berechtigung **Server verwalten**.
error-only-in-servers = Das geht nur auf einem Server.

## Der Name einer Option, wie Discord ihn zeigt (in jeder Sprache gleich aufgebaut).
# An option's name in backticks, in a list of them.
error-option-quoted = `{ $option }`
error-option-name = { $option ->
    [opponent] { -opt-opponent }
    [game] { -opt-game }
    [first] { -opt-first }
    [size] { -opt-size }
    [start] { -opt-start }
    [forbid] { -opt-forbid }
    [claims] { -opt-claims }
    [level] { -opt-level }
    [best-of] { -opt-best-of }
    [number] { -opt-number }
    [series] { -opt-series }
    [member] { -opt-member }
    [season] { -opt-season }
    [match] { -opt-match }
    [channel] { -opt-channel }
    [hours] { -opt-hours }
    [minutes] { -opt-minutes }
    [enabled] { -opt-enabled }
    [games] { -opt-games }
    [per-minute] { -opt-per-minute }
    [per-hour] { -opt-per-hour }
    [role] { -opt-role }
    [name] { -opt-name }
    [setting] { -opt-setting }
    [format] { -opt-format }
    [rounds] { -opt-rounds }
    [turn-seconds] { -opt-turn-seconds }
    [starts-in] { -opt-starts-in }
    [tournament] { -opt-tournament }
    [tournaments] { -opt-tournaments }
    [language] { -opt-language }
   *[other] { $option }
}

## Eine Option mit einem Wert, den der Befehl nicht nutzen kann
error-option-whole-number = `{ $option }` muss eine ganze Zahl sein.
error-option-number = `{ $option }` muss eine Zahl sein.
error-option-text = `{ $option }` muss Text sein.
error-option-true-false = `{ $option }` muss wahr oder falsch sein.
error-option-member = Ich finde dieses Mitglied nicht: Wähle eins aus der Liste in `{ $option }`.
error-option-channel = Ich finde diesen Kanal nicht: Wähle einen aus der Liste in `{ $option }`.
error-option-role = Ich finde diese Rolle nicht: Wähle eine aus der Liste in `{ $option }`.
error-option-choices = `{ $option }` muss einer der Vorschläge sein: Wähle einen aus der Liste.
error-option-control-characters = `{ $option }` darf keine Steuerzeichen enthalten (unsichtbare Zeichen wie NUL): Gib es ohne sie noch einmal ein.

## Eine offene Herausforderung: jeder hier außer dem Herausforderer, und kein Bot, kann sie annehmen.
error-accept-own-open-challenge = Du kannst deine eigene Herausforderung nicht annehmen; warte, bis jemand hier sie annimmt (oder zieh sie zurück).
error-decline-own-open-challenge = Du kannst deine eigene Herausforderung nicht ablehnen; zieh sie zurück, wenn du nicht mehr spielen willst.
error-decline-open-challenge = Diese Herausforderung gilt für alle hier, niemand muss sie ablehnen; nimm sie an, um zu spielen.
error-bot-accepts-open-challenge = Ein Bot kann keine Herausforderung annehmen; offene Herausforderungen sind für Mitglieder.
error-only-challenger-cancels-open = Nur wer herausgefordert hat, kann diese Herausforderung zurückziehen; nimm sie an, um zu spielen.
error-busy-your-open-challenge = Deine offene Herausforderung wartet hier noch: Zieh sie erst zurück oder warte, bis jemand sie annimmt.
error-accept-in-tournament = Du spielst im Turnier in diesem Kanal und spielst hier nur dessen Partien.
