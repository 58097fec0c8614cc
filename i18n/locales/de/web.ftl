# Die öffentlichen Seiten (python3 manage.py bot web): Ranglisten eines Servers, das Profil
# eines Mitglieds, das Nachspielen einer Partie, die Turniere. In der Sprache des Browsers,
# wo wir sie haben, sonst in der des Servers.

## Jede Seite
web-site-name = Number Duels
web-skip = Zum Inhalt springen
web-nav-label = Die Seiten dieses Servers
web-nav-leaderboard = Rangliste
web-nav-tournaments = Turniere
web-footer-privacy = Namen stehen hier so, wie Discord sie zeigte, als das Mitglied zuletzt auf diesem Server gespielt hat. Deinen verbirgst du mit `/{ -cmd-privacy }`.
web-pages-label = Seiten
web-previous = ◀ Zurück
web-next = Weiter ▶
web-page-of = Seite { $page } von { $pages }
web-player-number = Spieler { $number }
web-the-bot = Number Duels (der Bot)

## Die Startseite, und Antworten auf Adressen, die nirgendwohin führen.
web-index-title = Number Duels: öffentliche Seiten
web-index-text = Hier stehen die öffentlichen Seiten der Server, die sie eingeschaltet haben. Frag auf deinem Server nach dem Link; ein Moderator schaltet sie mit `/{ -cmd-config } { -cmd-config-public-pages }` ein.
web-error-not-found = Unter dieser Adresse gibt es nichts.
web-error-bad-request = Mit dieser Adresse können die Seiten nichts anfangen.
web-error-unavailable = Die Seiten kommen gerade nicht an ihre Daten. Versuch es in einer Minute noch einmal.
web-error-failed = Bei uns ist etwas schiefgegangen. Versuch es in einer Minute noch einmal.
web-error-home = Zur Startseite

## Tabellenköpfe
web-col-rank = Platz
web-col-player = Spieler
web-col-rating = Wertung
web-col-wins = Siege
web-col-losses = Niederlagen
web-col-streak = Serie
web-col-game = Spiel
web-col-date = Datum
web-col-opponent = Gegner
web-col-result = Ergebnis
web-col-tournament = Turnier
web-col-format = Modus
web-col-status = Stand
web-col-points = Punkte
web-col-games-won = Gewonnene Partien
web-col-buchholz = Bu
web-col-buchholz-long = Buchholz: die Punkte der Gegner des Spielers
web-col-sb = SB
web-col-sb-long = Sonneborn-Berger: die Punkte der Gegner, die der Spieler besiegt oder gegen die er remis gespielt hat
web-col-score = Ergebnis

## Die Rangliste
web-leaderboard-title = Rangliste · { $game } · Saison { $season }
web-leaderboard-final = Rangliste · { $game } · Saison { $season } (Endstand)
web-games-label = Spiele
web-seasons-label = Saisons
web-season = Saison { $season }

## Das Profil eines Mitglieds
web-profile-ratings = Wertungen dieser Saison (Saison { $season })
web-profile-unrated = In dieser Saison noch keine gewertete Partie.
web-record-all-time = Insgesamt: { $record }.
web-record-series = Serien: { $won } gewonnen, { $lost } verloren.
web-record-bot = Gegen den Bot: { $record }, ungewertet.
web-profile-chart = Wertung in dieser Saison
web-profile-chart-figures = Die Zahlen
web-profile-matches = Letzte Partien
web-profile-no-matches = Noch keine beendete Partie.
web-replay-link = Nachspielen
web-result-won = Gewonnen
web-result-lost = Verloren
web-result-aborted = Abgebrochen, zählt nicht
web-result-voided = Annulliert, zählt nicht
web-result-for-fun = { $result }, zum Spaß

## Eine Partie nachspielen
web-replay-start = Der Anfang, vor dem ersten Zug
web-replay-move = Nach Zug { $move } von { $moves }
web-replay-steps-label = Durch die Züge gehen
web-replay-first = « Anfang
web-replay-previous = ‹ Zurück
web-replay-next = Weiter ›
web-replay-last = Ende »
web-replay-board-label = Die Zahlen
web-replay-card-label = Das Brett, wie die Spielkarte es zeichnet
web-replay-moves = Alle Züge
web-replay-turning-point = Hier kippte die Partie.
web-replay-mistake = Fehler
web-move-line = { $move }. { $text }
web-cell-owned = von { $player }
web-cell-taken = gespielt
web-cell-blocked = nicht spielbar
web-cell-open = spielbar
web-cell-never = nie gespielt
web-legend-other = Blau: an dieser Stelle spielbar. Hellgrau: an dieser Stelle nicht spielbar.
web-match-voided = Ein Moderator hat diese Partie annulliert: Sie zählt nicht.
web-match-for-fun = Bei diesem Spiel stehen die Regeln von Anfang an fest: Es wurde zum Spaß gespielt.

## Turniere
web-tournaments-title = Turniere
web-tournaments-none = Hier gibt es noch keine Turniere. Ein Organisator startet eins mit `/{ -cmd-tournament } { -cmd-tournament-create }`.
web-status-signup = Anmeldung läuft
web-status-running = Wird gespielt
web-status-finished = Beendet
web-status-cancelled = Abgesagt
web-tournament-podium = Podest
web-tournament-table = Tabelle
web-tournament-pairings = Paarungen der Runde { $round }
web-rounds-label = Runden
web-round = Runde { $round }
web-withdrawn = zurückgezogen
web-pairing-playing = läuft
web-pairing-bye = Freilos
web-points = { $points ->
    [one] { $shown } Punkt
   *[other] { $shown } Punkte
}

## In Discord: die Links auf die Seiten, und was die Befehle dazu sagen.
web-link-leaderboard = [Diese Tabelle im Web]({ $url })
web-link-tournament = [Dieses Turnier im Web]({ $url })
config-public-pages-on = Die öffentlichen Seiten sind eingeschaltet: { $url }
config-public-pages-on-no-address = Die öffentlichen Seiten sind eingeschaltet. Der Betreiber des Bots hat ihre Adresse (`WEB_BASE_URL`) nicht angegeben, deshalb zeigt Discord noch keine Links.
config-public-pages-off = Die öffentlichen Seiten sind ausgeschaltet: Jede Seite dieses Servers sagt jetzt, dass es dort nichts gibt.
config-show-public-pages = Öffentliche Seiten
config-show-public-pages-on = an
config-show-public-pages-off = aus
privacy-name-hidden = Auf den öffentlichen Seiten dieses Servers erscheinst du jetzt als { $name }.
privacy-name-shown = Auf den öffentlichen Seiten dieses Servers erscheinst du jetzt als { $name }, mit dem Namen, den Discord hier zeigt.
