# Nachrichten der Partie-Befehle: /challenge, /claim, /resign, /board, und die Erwähnungen
# über einem Brett.

## Öffentlich (in der Sprache des Servers)
match-challenged = { $opponent }, du wirst herausgefordert!
match-rematch-ping = { $opponent }, eine Revanche!
match-series-next-ping = { $member }, Partie { $number } deiner Serie: Du bist am Zug.

## Nur für das Mitglied
match-played = Du hast { $number } gespielt.
match-played-claims-left = Du hast { $number } gespielt. { $count ->
    [one] Noch { $count } Zahl in diesem Zug.
   *[other] Noch { $count } Zahlen in diesem Zug.
}
match-resigned = Du hast aufgegeben.
match-resigned-series = Du hast die Serie aufgegeben.

## Die Zahlenliste von /claim (reiner Text, höchstens 100 Zeichen)
match-claim-in-server = Spiele in einem Serverkanal.
match-claim-no-match = Du hast in diesem Kanal keine Partie. Starte eine mit /{ -cmd-challenge }.
match-claim-not-started = Deine Partie hat noch nicht begonnen: Die Herausforderung wartet auf eine Antwort.
match-claim-over = Deine Partie hier ist vorbei. Starte eine neue mit /{ -cmd-challenge }.
match-claim-member-to-move = Du bist nicht am Zug: { $member } ist dran.
match-claim-opponent-to-move = Du bist nicht am Zug: Dein Gegner ist dran.
match-claim-none-left = Es ist keine Zahl mehr übrig.

# The board's Resign asks first; the question's Resign resigns, Keep playing changes nothing.
match-resign-question = Partie #{ $match } aufgeben?
match-resign-kept = Du spielst Partie #{ $match } weiter: Nichts hat sich geändert.
match-resigned-match = Du hast Partie #{ $match } aufgegeben.
# /claim given no number while some are open (the list's line, or text typed for it).
match-claim-type-number = Gib die Zahl ein, die du spielst: { $numbers }.
## Wer herausfordert, erfährt die Antwort: eine neue Nachricht mit Erwähnung.
match-challenged-open = Jeder hier kann die Herausforderung von { $challenger } annehmen!
match-notice-accepted = { $challenger }, { $opponent } hat deine Herausforderung angenommen: Die Partie läuft! { $first ->
    [you] Du ziehst zuerst.
   *[them] { $opponent } zieht zuerst.
}
match-notice-board = [Zum Brett]({ $link }).
match-notice-declined = { $challenger }, { $opponent } hat deine Herausforderung abgelehnt.
match-notice-expired = { $challenger }, deine Herausforderung an { $opponent } ist abgelaufen: Es kam keine Antwort rechtzeitig.
match-notice-expired-open = { $challenger }, deine offene Herausforderung ist abgelaufen: Niemand hat sie rechtzeitig angenommen.
