# Die Slash-Befehle, wie Discord sie auflistet: Name und Beschreibung jedes Befehls, jeder
# Option und jeder Auswahl. Namen kommen aus terms.ftl. Eine Beschreibung: eine kurze Zeile,
# höchstens 100 Zeichen; eine Auswahl höchstens 100 Zeichen. Anrede: du.

# /challenge
cmd-challenge = { -cmd-challenge }
    .description = Fordere jemanden (oder mich) zu einem Zahlenduell heraus.
opt-challenge-opponent = { -opt-opponent }
    .description = Gegen wen du spielen willst (wähle mich für den Bot; leer: jeder hier kann annehmen)
opt-challenge-game = { -opt-game }
    .description = Welches Spiel oder eine Variante dieses Servers
opt-challenge-first = { -opt-first }
    .description = Wer zuerst zieht (Standard: Münzwurf)
opt-challenge-size = { -opt-size }
    .description = Wie viele Zahlen (ohne Angabe: Standard des Spiels)
opt-challenge-start = { -opt-start }
    .description = Zahlenkette: die Startzahl (ohne Angabe: zufällig)
opt-challenge-forbid = { -opt-forbid }
    .description = Keine Nachbarn, Verbotene Nachbarn: die Abstände, die eine Zahl sperrt, z. B. 1,3 (Standard 1)
opt-challenge-claims = { -opt-claims }
    .description = Keine Nachbarn, Verbotene Nachbarn: wie viele Zahlen pro Zug (Standard 1)
opt-challenge-level = { -opt-level }
    .description = Gegen mich: leicht, normal oder perfekt
opt-challenge-best-of = { -opt-best-of }
    .description = Partien der Serie: wer mehr als die Hälfte gewinnt, gewinnt sie (Standard: 1)

# /claim
cmd-claim = { -cmd-claim }
    .description = Spiele eine Zahl in deiner Partie in diesem Kanal.
opt-claim-number = { -opt-number }
    .description = Die Zahl, die du spielst

# /resign
cmd-resign = { -cmd-resign }
    .description = Gib deine Partie in diesem Kanal auf.
opt-resign-series = { -opt-series }
    .description = In einer Serie: die ganze Serie aufgeben, nicht nur diese Partie

# /board
cmd-board = { -cmd-board }
    .description = Zeige deine Partie in diesem Kanal noch einmal.

# /leaderboard
cmd-leaderboard = { -cmd-leaderboard }
    .description = Die besten Spieler dieses Servers.
opt-leaderboard-game = { -opt-game }
    .description = Nur ein Spiel oder die Tagesrätsel (ohne Angabe: alle Spiele)
opt-leaderboard-season = { -opt-season }
    .description = Der Endstand einer früheren Saison (ohne Angabe: diese Saison)

# /stats
cmd-stats = { -cmd-stats }
    .description = Wertungen und Ergebnisse eines Spielers.
opt-stats-member = { -opt-member }
    .description = Wessen Statistik (ohne Angabe: deine)

# /games
cmd-games = { -cmd-games }
    .description = Die laufenden Partien auf diesem Server, deine zuerst.

# /history
cmd-history = { -cmd-history }
    .description = Die letzten Ergebnisse eines Spielers hier.
opt-history-member = { -opt-member }
    .description = Wessen Ergebnisse (ohne Angabe: deine)
opt-history-game = { -opt-game }
    .description = Nur ein Spiel (ohne Angabe: alle Spiele)

# /config
cmd-config = { -cmd-config }
    .description = Die Einstellungen dieses Servers für Zahlenduelle (Server verwalten).

# /config show
cmd-config-show = { -cmd-config-show }
    .description = Jede Einstellung dieses Servers und woher sie kommt.

# /config allow-channel
cmd-config-allow-channel = { -cmd-config-allow-channel }
    .description = Erlaube Herausforderungen in einem Kanal (keiner auf der Liste: überall).
opt-config-allow-channel-channel = { -opt-channel }
    .description = Ein Kanal, in dem Herausforderungen erlaubt sind

# /config disallow-channel
cmd-config-disallow-channel = { -cmd-config-disallow-channel }
    .description = Nimm einen Kanal von der Liste der Herausforderungskanäle.
opt-config-disallow-channel-channel = { -opt-channel }
    .description = Ein Kanal auf der Liste

# /config turn-timeout
cmd-config-turn-timeout = { -cmd-config-turn-timeout }
    .description = Wie lange ein Spieler nachdenken darf, ab dem nächsten Zug.
opt-config-turn-timeout-hours = { -opt-hours }
    .description = Von 1 bis 720 Stunden

# /config challenge-timeout
cmd-config-challenge-timeout = { -cmd-config-challenge-timeout }
    .description = Wie lange eine Herausforderung auf eine Antwort wartet.
opt-config-challenge-timeout-minutes = { -opt-minutes }
    .description = Von 1 bis 1440 Minuten

# /config bot-level
cmd-config-bot-level = { -cmd-config-bot-level }
    .description = Meine Stärke, wenn niemand eine Stufe wählt.
opt-config-bot-level-level = { -opt-level }
    .description = leicht, normal oder perfekt

# /config game
cmd-config-game = { -cmd-config-game }
    .description = Schalte ein Spiel für diesen Server aus oder ein.
opt-config-game-game = { -opt-game }
    .description = Welches Spiel
opt-config-game-enabled = { -opt-enabled }
    .description = An (true) oder aus (false)

# /config daily-rated-limit
cmd-config-daily-rated-limit = { -cmd-config-daily-rated-limit }
    .description = Gewertete Partien pro Tag zwischen denselben zwei Personen (0: kein Limit).
opt-config-daily-rated-limit-games = { -opt-games }
    .description = Von 0 bis 50; 0 heißt kein Limit

# /config challenge-limit
cmd-config-challenge-limit = { -cmd-config-challenge-limit }
    .description = Neue Herausforderungen pro Mitglied in einer Minute und einer Stunde (0: kein Limit).
opt-config-challenge-limit-per-minute = { -opt-per-minute }
    .description = 0 bis 1000; 0 heißt kein Limit
opt-config-challenge-limit-per-hour = { -opt-per-hour }
    .description = 0 bis 1000; 0 heißt kein Limit

# /config organiser-role
cmd-config-organiser-role = { -cmd-config-organiser-role }
    .description = Eine Rolle, deren Mitglieder Turniere erstellen dürfen (neben Server verwalten).
opt-config-organiser-role-role = { -opt-role }
    .description = Mitglieder mit dieser Rolle dürfen `/{ -cmd-tournament } { -cmd-tournament-create }` nutzen

# /config variant-add
cmd-config-variant-add = { -cmd-config-variant-add }
    .description = Speichere ein Spiel mit Optionen unter einem Namen für Herausforderungen.
opt-config-variant-add-name = { -opt-name }
    .description = 2 bis 24 Kleinbuchstaben, Ziffern und Bindestriche, z. B. breit-13
opt-config-variant-add-game = { -opt-game }
    .description = Welches Spiel sie spielt
opt-config-variant-add-size = { -opt-size }
    .description = Wie viele Zahlen (ohne Angabe: Standard des Spiels)
opt-config-variant-add-start = { -opt-start }
    .description = Zahlenkette: die Startzahl (ohne Angabe: zufällig)
opt-config-variant-add-forbid = { -opt-forbid }
    .description = Keine Nachbarn, Verbotene Nachbarn: die Abstände, die eine Zahl sperrt, z. B. 1,3 (Standard 1)
opt-config-variant-add-claims = { -opt-claims }
    .description = Keine Nachbarn, Verbotene Nachbarn: wie viele Zahlen pro Zug (Standard 1)
opt-config-variant-add-best-of = { -opt-best-of }
    .description = Eine Partie oder eine Serie über 3, 5 oder 7 Partien

# /config variant-remove
cmd-config-variant-remove = { -cmd-config-variant-remove }
    .description = Lösche eine Variante dieses Servers.
opt-config-variant-remove-name = { -opt-name }
    .description = Der Name der Variante

# /config reset
cmd-config-reset = { -cmd-config-reset }
    .description = Setze eine Einstellung (oder alle) auf meinen Standard zurück.
opt-config-reset-setting = { -opt-setting }
    .description = Welche Einstellung (ohne Angabe: alle)

# /config language
cmd-config-language = { -cmd-config-language }
    .description = Die Sprache von Brettern, Herausforderungen und Ankündigungen hier.
opt-config-language-language = { -opt-language }
    .description = Eine Sprache oder die Discord-Sprache dieses Servers

# /config puzzle-channel
cmd-config-puzzle-channel = { -cmd-config-puzzle-channel }
    .description = Das Tagesrätsel jeden Tag in einem Kanal posten, oder aufhören.
opt-config-puzzle-channel-channel = { -opt-channel }
    .description = Wo das Rätsel des Tages erscheint (ohne Angabe: aufhören)

# /config notify-turns
cmd-config-notify-turns = { -cmd-config-notify-turns }
    .description = Wo Mitglieder erfahren, dass sie am Zug sind, falls sie mit /benachrichtigungen nichts wählten.
opt-config-notify-turns-turns = { -opt-turns }
    .description = Im Kanal der Partie, per Direktnachricht oder gar nicht

# /config public-pages
cmd-config-public-pages = { -cmd-config-public-pages }
    .description = Die Tabellen, Partien und Turniere dieses Servers im Web zeigen, oder nicht mehr.
opt-config-public-pages-state = { -opt-state }
    .description = an oder aus (aus: jede Seite dieses Servers antwortet mit 404)

# /season
cmd-season = { -cmd-season }
    .description = Die Saisons dieses Servers (Server verwalten).

# /season start
cmd-season-start = { -cmd-season-start }
    .description = Schließe diese Saison ab (ihre Rangliste bleibt) und starte eine neue.

# /void
cmd-void = { -cmd-void }
    .description = Annulliere eine laufende Partie oder mache eine beendete rückgängig (Server verwalten).
opt-void-match = { -opt-match }
    .description = Die Nummer der Partie (steht auf ihrem Brett: Partie #12)

# /help
cmd-help = { -cmd-help }
    .description = Alle Befehle und wo du anfängst.

# /rules
cmd-rules = { -cmd-rules }
    .description = Wie man eines der Spiele spielt.
opt-rules-game = { -opt-game }
    .description = Welches Spiel

# /review
cmd-review = { -cmd-review }
    .description = Wo eine beendete Partie gewonnen und verloren wurde.
opt-review-match = { -opt-match }
    .description = Die Nummer der Partie (ohne Angabe: deine letzte beendete Partie hier)

# /hint
cmd-hint = { -cmd-hint }
    .description = Gegen mich, wenn du am Zug bist: ein Zugvorschlag.

# /puzzle
cmd-puzzle = { -cmd-puzzle }
    .description = Das heutige Rätsel dieses Servers.

# /analyze
cmd-analyze = { -cmd-analyze }
    .description = Wer eine Partie bei perfektem Spiel gewinnt, und wie.
opt-analyze-game = { -opt-game }
    .description = Welches Spiel oder eine Variante dieses Servers
opt-analyze-size = { -opt-size }
    .description = Wie viele Zahlen (ohne Angabe: Standard des Spiels)
opt-analyze-start = { -opt-start }
    .description = Zahlenkette: die Startzahl (ohne Angabe: zufällig)
opt-analyze-forbid = { -opt-forbid }
    .description = Keine Nachbarn, Verbotene Nachbarn: die Abstände, die eine Zahl sperrt, z. B. 1,3 (Standard 1)
opt-analyze-claims = { -opt-claims }
    .description = Keine Nachbarn, Verbotene Nachbarn: wie viele Zahlen pro Zug (Standard 1)

# /tournament
cmd-tournament = { -cmd-tournament }
    .description = Turniere in diesem Kanal: Arena, Schweizer System oder Jeder gegen jeden.

# /tournament create
cmd-tournament-create = { -cmd-tournament-create }
    .description = Eröffne ein Turnier in diesem Kanal (Server verwalten oder Veranstalter-Rolle).
opt-tournament-create-format = { -opt-format }
    .description = Arena, Schweizer System oder Jeder gegen jeden
opt-tournament-create-game = { -opt-game }
    .description = Welches Spiel oder eine Variante dieses Servers
opt-tournament-create-name = { -opt-name }
    .description = Wie es heißen soll (Standard: Format und Spiel)
opt-tournament-create-rounds = { -opt-rounds }
    .description = Schweizer System: 1 bis 15 Runden (Standard: nach Zahl der Spieler)
opt-tournament-create-minutes = { -opt-minutes }
    .description = Arena: wie lange es dauert, 10 bis 240 Minuten (Standard: 60)
opt-tournament-create-turn-seconds = { -opt-turn-seconds }
    .description = Zeit pro Zug, 10 bis 600 Sekunden (Standard: 60)
opt-tournament-create-starts-in = { -opt-starts-in }
    .description = Minuten bis zum Start, 0 bis 10080 (Standard: 10)
opt-tournament-create-size = { -opt-size }
    .description = Wie viele Zahlen (ohne Angabe: Standard des Spiels)
opt-tournament-create-start = { -opt-start }
    .description = Zahlenkette: die Startzahl (ohne Angabe: zufällig)
opt-tournament-create-forbid = { -opt-forbid }
    .description = Keine Nachbarn, Verbotene Nachbarn: die Abstände, die eine Zahl sperrt, z. B. 1,3 (Standard 1)
opt-tournament-create-claims = { -opt-claims }
    .description = Keine Nachbarn, Verbotene Nachbarn: wie viele Zahlen pro Zug (Standard 1)

# /tournament start
cmd-tournament-start = { -cmd-tournament-start }
    .description = Starte das Turnier dieses Kanals jetzt (sein Veranstalter).

# /tournament cancel
cmd-tournament-cancel = { -cmd-tournament-cancel }
    .description = Brich das Turnier dieses Kanals ab (sein Veranstalter).

# /tournament standings
cmd-tournament-standings = { -cmd-tournament-standings }
    .description = Die Tabelle eines Turniers (ohne Angabe: das dieses Kanals).
opt-tournament-standings-tournament = { -opt-tournament }
    .description = Welches Turnier (ohne Angabe: das dieses Kanals)

# /tournament withdraw
cmd-tournament-withdraw = { -cmd-tournament-withdraw }
    .description = Zieh dich aus dem laufenden Turnier dieses Kanals zurück: offene Partien sind verloren.

# /tournament export
cmd-tournament-export = { -cmd-tournament-export }
    .description = Die Partien und der Endstand eines Turniers als CSV-Datei.
opt-tournament-export-tournament = { -opt-tournament }
    .description = Welches Turnier (ohne Angabe: das dieses Kanals)

# /notify
cmd-notify = { -cmd-notify }
    .description = Wähle, wie ich dich zu deinen Partien zurückrufe.
opt-notify-turns = { -opt-turns }
    .description = Wo ich dir sage, dass du am Zug bist
opt-notify-tournaments = { -opt-tournaments }
    .description = Ein Link zu jedem deiner Turnierbretter

# /privacy
cmd-privacy = { -cmd-privacy }
    .description = Deinen Namen auf den öffentlichen Seiten dieses Servers zeigen oder verbergen.
opt-privacy-name = { -opt-display-name }
    .description = sichtbar: dein Name hier; verborgen: „Spieler“ und eine Zahl

# Die Auswahlen der Optionen oben (ein Spiel, eine Stufe, eine Einstellung ...), nach Wert.
choice-random = zufällig (Münzwurf)
choice-me = ich
choice-them = mein Gegner
choice-easy = leicht
choice-normal = normal
choice-perfect = perfekt
choice-non-consecutive = Keine Nachbarn
choice-forbidden-adjacent = Verbotene Nachbarn
choice-number-capture = Zahlenfang
choice-circle-duel = Zahlenkreis-Duell
choice-number-chain = Zahlenkette
choice-puzzles = Tagesrätsel
choice-all = alles
choice-allowed_channels = Kanäle für Herausforderungen
choice-turn_timeout = Bedenkzeit pro Zug
choice-challenge_timeout = Wartezeit für Herausforderungen
choice-bot_level = meine Standardstufe
choice-disabled_games = ausgeschaltete Spiele
choice-daily_rated_limit = Tageslimit für gewertete Partien
choice-challenge_limit = Limit für Herausforderungen
choice-organiser_role = Veranstalter-Rolle
choice-language = Sprache
choice-public_pages = öffentliche Seiten
choice-on = an
choice-channel = im Kanal der Partie
choice-dm = per Direktnachricht
choice-puzzle_channel = Rätsel-Kanal
choice-notify_turns = Hinweise auf den eigenen Zug
choice-off = aus
choice-shown = sichtbar
choice-hidden = verborgen
choice-server = die Discord-Sprache dieses Servers
choice-arena = Arena
choice-swiss = Schweizer System
choice-round-robin = Jeder gegen jeden
