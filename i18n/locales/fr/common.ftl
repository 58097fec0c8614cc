# Mots partagés : comment les listes sont jointes.

# Entre les éléments d'une liste, sauf les deux derniers : « 1, 3 et 5 ».
list-separator = {", "}
# Les deux derniers éléments : { $head } est tout ce qui précède le dernier, déjà joint.
list-and = { $head } et { $last }
list-or = { $head } ou { $last }
# Between two sentences of one text ("Blue: you can claim it now. Grey: taken.").
sentence-separator = {" "}
