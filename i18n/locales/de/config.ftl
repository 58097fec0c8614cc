# /config: die Einstellungen eines Servers (Mitglieder mit „Server verwalten“), /season start und /void.
# Jede Antwort hier sieht nur die Moderatorin oder der Moderator, außer der Ankündigung der Saison.

## Mengen, wie die Einstellungen sie nennen.

config-hours = { $hours ->
    [one] { $hours } Stunde
   *[other] { $hours } Stunden
}
config-minutes = { $minutes ->
    [one] { $minutes } Minute
   *[other] { $minutes } Minuten
}
# Die Stufen des Bots, wie die Option `level` von /challenge sie anbietet.
config-level-name = { $level ->
    [easy] leicht
    [normal] normal
   *[perfect] perfekt
}
# Der Name einer Spieloption in Backticks (die Optionsnamen aus terms.ftl).
config-option = `{ $option ->
    [size] { -opt-size }
    [start] { -opt-start }
    [forbid] { -opt-forbid }
    [claims] { -opt-claims }
    [level] { -opt-level }
    [first] { -opt-first }
   *[other] { $option }
}`

## /config show: eine Zeile pro Einstellung, „**Bezeichnung:** Wert (woher er kommt)“.

config-show-title = ⚙️ Einstellungen auf diesem Server
config-show-line = **{ $label }:** { $value }
config-show-from-server = { $value } (dieser Server)
config-show-from-default = { $value } (Standard)
config-show-footer = (Standard): die Einstellung des Bots, bis dieser Server eine eigene festlegt. Ändern kannst du sie mit /{ -cmd-config }.
config-show-channels = Kanäle für Herausforderungen
config-show-channels-everywhere = überall
config-show-turn-timeout = Bedenkzeit pro Zug
config-show-challenge-timeout = Wartezeit für Herausforderungen
config-show-bot-level = Meine Standardstufe
config-show-games = Spiele
config-show-games-all-on = alle an
config-show-games-off = aus: { $games }
config-show-rated-limit = Tageslimit für gewertete Partien
config-show-rated-limit-value = { $games ->
    [one] { $games } Partie pro Tag zwischen denselben zwei Personen
   *[other] { $games } Partien pro Tag zwischen denselben zwei Personen
}
config-show-no-limit = kein Limit
config-show-challenge-limit = Neue Herausforderungen
config-show-challenge-limit-both = höchstens { $per_minute } pro Minute und { $per_hour } pro Stunde je Mitglied
config-show-challenge-limit-minute = höchstens { $per_minute } pro Minute je Mitglied
config-show-challenge-limit-hour = höchstens { $per_hour } pro Stunde je Mitglied
config-show-organisers = Turnierveranstalter
# Die Berechtigung, so benannt wie Discord sie auf Deutsch nennt.
config-show-organisers-manage-server = Server verwalten
config-show-organisers-and-role = Server verwalten und { $role }
config-show-language = Sprache
config-show-language-chosen = { $language_name } (festgelegt mit `/{ -cmd-config } { -cmd-config-language }`)
config-show-language-discord = { $language_name } (die Discord-Sprache des Servers)
config-show-season = **Saison:** { $season }
config-show-season-since = **Saison:** { $season } (seit { $date })
config-show-variants = **Varianten:**
config-show-no-variants = Noch keine Varianten. Füge eine mit `/{ -cmd-config } { -cmd-config-variant-add }` hinzu.
config-show-variant = • { $variant }.

## Die Antworten auf die einzelnen /config-Befehle.

config-channel-allowed = Herausforderungen sind jetzt nur noch in { $channels } erlaubt.
config-channel-disallowed = { $channel } ist nicht mehr auf der Liste. Herausforderungen sind in { $channels } erlaubt.
config-channel-disallowed-last = { $channel } ist nicht mehr auf der Liste. Jetzt steht kein Kanal mehr darauf, also sind Herausforderungen überall erlaubt.
config-turn-timeout-set = Ein Zug darf jetzt { $hours } dauern, ab dem nächsten Zug. Laufende Züge behalten ihre Frist.
config-challenge-timeout-set = Neue Herausforderungen warten jetzt { $minutes } auf eine Antwort. Offene Herausforderungen behalten ihre Frist.
config-bot-level-set = Wenn niemand eine Stufe wählt, spiele ich jetzt auf **{ $level }**.
config-game-on = **{ $game }** ist an.
config-game-off = **{ $game }** ist aus: keine neuen Herausforderungen. Laufende Partien gehen weiter.
config-rated-limit-none = Kein Limit: Jede Partie zwischen zwei Personen wird gewertet.
config-rated-limit = { $games ->
    [one] Nur die erste Partie pro Tag zwischen denselben zwei Personen wird gewertet; spätere zählen als Siege und Niederlagen, aber ungewertet.
   *[other] Nur die ersten { $games } Partien pro Tag zwischen denselben zwei Personen werden gewertet; spätere zählen als Siege und Niederlagen, aber ungewertet.
}
config-challenge-limit-both = Jedes Mitglied kann hier jetzt höchstens { $per_minute ->
    [one] { $per_minute } neue Herausforderung
   *[other] { $per_minute } neue Herausforderungen
} pro Minute und { $per_hour } pro Stunde stellen (Revanchen zählen mit).
config-challenge-limit-minute = Jedes Mitglied kann hier jetzt höchstens { $per_minute ->
    [one] { $per_minute } neue Herausforderung
   *[other] { $per_minute } neue Herausforderungen
} pro Minute stellen (Revanchen zählen mit).
config-challenge-limit-hour = Jedes Mitglied kann hier jetzt höchstens { $per_hour ->
    [one] { $per_hour } neue Herausforderung
   *[other] { $per_hour } neue Herausforderungen
} pro Stunde stellen (Revanchen zählen mit).
config-challenge-limit-none = Kein Limit: Mitglieder können so viele Herausforderungen stellen, wie sie möchten.
config-organiser-role-set = Mitglieder mit { $role } können jetzt Turniere erstellen, so wie Mitglieder mit „Server verwalten“.
config-variant-saved = Variante gespeichert – { $variant }. Herausfordern kannst du mit `/{ -cmd-challenge } { -opt-game }:{ $name }`.
config-variant-no-verdict = Jede Partie lost ihre Startzahl aus, deshalb steht der Sieger nicht von vornherein fest.
config-variant-removed = `{ $name }` ist entfernt. Schon begonnene Partien mit dieser Variante gehen weiter.
config-reset-all = Alle Einstellungen sind wieder auf Standard.
config-reset-one = Die Einstellung „{ $setting ->
    [allowed_channels] Kanäle für Herausforderungen
    [turn_timeout] Bedenkzeit pro Zug
    [challenge_timeout] Wartezeit für Herausforderungen
    [bot_level] Standardstufe
    [disabled_games] ausgeschaltete Spiele
    [daily_rated_limit] Tageslimit für gewertete Partien
    [challenge_limit] Limit für neue Herausforderungen
    [organiser_role] Veranstalter-Rolle
   *[other] { $setting }
}“ ist wieder auf Standard.
config-reset-language = Bretter, Herausforderungen und Ankündigungen folgen wieder der Discord-Sprache dieses Servers: { $language_name }.
config-language-set = Bretter, Herausforderungen und Ankündigungen sind auf diesem Server jetzt auf { $language_name }.
config-language-follows-discord = Bretter, Herausforderungen und Ankündigungen folgen jetzt der Discord-Sprache dieses Servers: { $language_name }.

## Ablehnungen bei /config.

config-language-unknown = Diese Sprache spreche ich noch nicht. Wähle eine davon: { $languages }.
config-turn-timeout-range = Die Bedenkzeit pro Zug muss { $low } bis { $high } Stunden betragen.
config-challenge-timeout-range = Die Wartezeit für Herausforderungen muss { $low } bis { $high } Minuten betragen.
config-rated-limit-range = Das Tageslimit für gewertete Partien muss { $low } bis { $high } Partien betragen.
config-challenge-limit-minute-range = Das Limit pro Minute muss { $low } bis { $high } Herausforderungen betragen.
config-challenge-limit-hour-range = Das Limit pro Stunde muss { $low } bis { $high } Herausforderungen betragen.
config-role-unknown = Diese Rolle finde ich nicht. Wähle eine aus der Liste.
config-role-everyone = Wähle eine Rolle, nicht @everyone: Sonst könnte jeder Turniere erstellen.
config-level-refused = Die Stufe muss { $levels } sein.
config-challenge-limit-missing = Gib `{ -opt-per-minute }`, `{ -opt-per-hour }` oder beides an (0 heißt kein Limit).
config-channel-already-listed = { $channel } steht schon auf der Liste.
config-channel-list-full = Es stehen schon { $limit } Kanäle auf der Liste: Entferne zuerst einen.
config-channel-not-listed = { $channel } steht nicht auf der Liste (auf der Liste: { $channels }).
config-channel-not-listed-none = { $channel } steht nicht auf der Liste: Es steht gar kein Kanal darauf, also sind Herausforderungen überall erlaubt.
config-setting-unknown = Die Einstellung `{ $setting }` kenne ich nicht. Wähle eine aus der Liste.

## Ablehnungen bei /config variant-add und variant-remove.

config-variant-bad-name = Der Name einer Variante hat { $low } bis { $high } Kleinbuchstaben, Ziffern und Bindestriche, etwa `breit-13`.
config-variant-game-name = `{ $name }` ist der Name eines Spiels: Wähle einen anderen Namen für die Variante.
config-variant-option-unknown = { $option } gibt es im Spiel { $game } nicht (nur { $options }).
config-variant-taken = Dieser Server hat schon eine Variante namens `{ $name }`: Entferne sie zuerst oder wähle einen anderen Namen.
config-variant-too-many = Dieser Server hat schon { $limit } Varianten: Entferne zuerst eine mit `/{ -cmd-config } { -cmd-config-variant-remove }`.
config-variant-unknown = Dieser Server hat keine Variante namens `{ $name }`. Alle Varianten siehst du mit `/{ -cmd-config } { -cmd-config-show }`.

## /season start: für alle gepostet, in der Sprache des Servers.

config-season-started = 🏁 **Saison { $season }** hat begonnen: Alle starten neu bei { $rating }. Die Rangliste von Saison { $previous } bleibt als Endstand: `/{ -cmd-leaderboard } { -opt-season }:{ $previous }`.

## /void: die Antwort an die Moderation, Satz für Satz.

config-void-done = Partie #{ $match } ist annulliert.
config-void-no-result = Sie endete ohne Ergebnis.
config-void-for-fun = Sie war nur zum Spaß, also ändern sich weder Wertung noch Bilanz.
config-void-uncounted = Sie zählt nicht mehr für Wertungen und Bilanzen.
config-void-board = Das Brett zeigt es: { $link }
config-void-no-board = (Ich konnte ihr Brett nicht aktualisieren.)

## Confirmations: /season start, /void and /config reset ask first, and act on Confirm.
config-season-confirm = Diese Saison beenden und eine neue beginnen? Ihre Endtabelle bleibt, und alle fangen neu an.
config-season-announced = Saison { $season } hat begonnen: Ich habe es im Kanal angekündigt.
config-void-confirm = { $state ->
    [running] Partie #{ $match } annullieren? Sie endet jetzt ohne Sieger und zählt nicht.
   *[finished] Partie #{ $match } annullieren? Ihr Ergebnis zählt dann nicht mehr für Wertungen und Bilanzen.
}
config-reset-confirm-all = Alle Einstellungen auf Standard zurücksetzen?
config-reset-confirm = Die Einstellung „{ $setting ->
    [allowed_channels] Kanäle für Herausforderungen
    [turn_timeout] Bedenkzeit pro Zug
    [challenge_timeout] Wartezeit für Herausforderungen
    [bot_level] Standardstufe
    [disabled_games] ausgeschaltete Spiele
    [daily_rated_limit] Tageslimit für gewertete Partien
    [challenge_limit] Limit für neue Herausforderungen
    [organiser_role] Veranstalter-Rolle
    [language] Sprache
    [public_pages] Öffentliche Seiten
    [notify_turns] Hinweise auf den eigenen Zug
   *[other] { $setting }
}“ auf Standard zurücksetzen?
confirm-button-confirm = { -button-confirm }
confirm-button-cancel = { -button-cancel }
confirm-timed-out = Nichts hat sich geändert: Du hast nicht rechtzeitig bestätigt. Führe den Befehl noch einmal aus, wenn du es weiterhin willst.
confirm-cancelled = Abgebrochen: Nichts hat sich geändert.
confirm-answered = Du hast diese Frage schon beantwortet: Sonst hat sich nichts geändert.
confirm-not-yours = Nur { $member } kann diese Frage beantworten.
# /config puzzle-channel
config-show-puzzle-channel = Tagesrätsel im Kanal
config-show-puzzle-channel-none = nirgends (Mitglieder fragen `/{ -cmd-puzzle }`)
config-puzzle-channel-off = Ich poste das Tagesrätsel nicht mehr; Mitglieder bekommen es weiter mit `/{ -cmd-puzzle }`.
config-puzzle-channel-set = Ich poste das Rätsel jedes Tages in { $channel }, angefangen mit dem heutigen.
config-puzzle-channel-unknown = Diesen Kanal kann ich nicht verwenden.
