# Messages des commandes de partie : /challenge, /claim, /resign, /board, et les mentions
# au-dessus d'un plateau.

## Public (dans la langue du serveur)
match-challenged = { $opponent }, on te lance un défi !
match-rematch-ping = { $opponent }, une revanche !
match-series-next-ping = { $member }, partie { $number } de ta série : à toi de jouer.

## Pour le membre seul
match-played = Tu as joué { $number }.
match-played-claims-left = Tu as joué { $number }. { $count ->
    [one] Encore { $count } nombre ce tour-ci.
   *[other] Encore { $count } nombres ce tour-ci.
}
match-resigned = Tu as abandonné.
match-resigned-series = Tu as abandonné la série.

## La liste de nombres de /claim (texte brut, 100 caractères au plus)
match-claim-in-server = Joue dans un salon d'un serveur.
match-claim-no-match = Tu n'as aucune partie dans ce salon. Lances-en une avec /{ -cmd-challenge }.
match-claim-not-started = Ta partie n'a pas commencé : le défi attend une réponse.
match-claim-over = Ta partie ici est terminée. Lances-en une nouvelle avec /{ -cmd-challenge }.
match-claim-member-to-move = Ce n'est pas ton tour : à { $member } de jouer.
match-claim-opponent-to-move = Ce n'est pas ton tour : à ton adversaire de jouer.
match-claim-none-left = Il ne reste aucun nombre à jouer.

# The board's Resign asks first; the question's Resign resigns, Keep playing changes nothing.
match-resign-question = Abandonner la partie n° { $match } ?
match-resign-kept = Tu continues la partie n° { $match } : rien n'a changé.
match-resigned-match = Tu as abandonné la partie n° { $match }.
# /claim given no number while some are open (the list's line, or text typed for it).
match-claim-type-number = Tape le nombre que tu joues : { $numbers }.
## L'auteur du défi reçoit la réponse : un nouveau message qui le mentionne.
match-challenged-open = N'importe qui ici peut accepter le défi de { $challenger } !
match-notice-accepted = { $challenger }, { $opponent } a accepté ton défi : la partie commence ! { $first ->
    [you] Tu joues en premier.
   *[them] { $opponent } joue en premier.
}
match-notice-board = [Voir le plateau]({ $link }).
match-notice-declined = { $challenger }, { $opponent } a refusé ton défi.
match-notice-expired = { $challenger }, ton défi à { $opponent } a expiré : pas de réponse à temps.
match-notice-expired-open = { $challenger }, ton défi ouvert a expiré : personne ne l'a accepté à temps.
