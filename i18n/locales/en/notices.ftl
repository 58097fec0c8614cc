# Players called back to their games (cogs/turn_pings.py, cogs/notify.py).
turn-ping = { $member }, your move in match #{ $match }: { $link }
turn-reminder = { $member }, your time to move in match #{ $match } runs out { $when }: { $link }
turn-lost-on-time = { $loser } ran out of time in match #{ $match }, so { $winner } wins. { $link }
notify-turns-unknown = Pick one of the offered choices: in the match's channel, by direct message, or off.
notify-turns-channel = When it is your move, I'll mention you in the match's channel.
notify-turns-dm = When it is your move, I'll send you a direct message.
notify-turns-off = I won't tell you when it is your move; the board still shows it.
notify-nothing-chosen = Choose `{ -opt-turns }` (where I tell you it is your move) or `{ -opt-tournaments }` (a link to each tournament board), or both.
config-notify-turns-set = Members who chose nothing with `/{ -cmd-notify }` are now told it is their move { $where }.
config-show-notify-turns = Your-move notices
notify-where-channel = in the match's channel
notify-where-dm = by direct message
notify-where-off = nowhere
