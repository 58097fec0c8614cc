# Spieler zurück zu ihren Partien gerufen (cogs/turn_pings.py, cogs/notify.py).
turn-ping = { $member }, du bist am Zug in Partie #{ $match }: { $link }
turn-reminder = { $member }, deine Zeit für den Zug in Partie #{ $match } läuft { $when } ab: { $link }
turn-lost-on-time = { $loser } hat in Partie #{ $match } die Zeit überschritten, also gewinnt { $winner }. { $link }
notify-turns-unknown = Wähle eine der angebotenen Möglichkeiten: im Kanal der Partie, per Direktnachricht oder aus.
notify-turns-channel = Wenn du am Zug bist, erwähne ich dich im Kanal der Partie.
notify-turns-dm = Wenn du am Zug bist, schicke ich dir eine Direktnachricht.
notify-turns-off = Ich sage dir nicht mehr, wann du am Zug bist; das Brett zeigt es weiterhin.
notify-nothing-chosen = Wähle `{ -opt-turns }` (wo ich dir sage, dass du am Zug bist) oder `{ -opt-tournaments }` (ein Link zu jedem Turnierbrett) oder beides.
config-notify-turns-set = Mitglieder, die mit `/{ -cmd-notify }` nichts gewählt haben, erfahren jetzt { $where }, dass sie am Zug sind.
config-show-notify-turns = Hinweise auf den eigenen Zug
notify-where-channel = im Kanal der Partie
notify-where-dm = per Direktnachricht
notify-where-off = gar nicht
