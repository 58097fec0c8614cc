# Gemeinsame Wörter: wie Listen verbunden werden.

# Zwischen den Einträgen einer Liste außer den letzten beiden: „1, 3 und 5“.
list-separator = {", "}
# Die letzten beiden Einträge: { $head } sind alle Einträge vor dem letzten, schon verbunden.
list-and = { $head } und { $last }
list-or = { $head } oder { $last }
# Between two sentences of one text ("Blue: you can claim it now. Grey: taken.").
sentence-separator = {" "}
