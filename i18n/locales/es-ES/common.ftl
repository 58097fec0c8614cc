# Palabras comunes: cómo se unen las listas.

# Entre los elementos de una lista, salvo los dos últimos: «1, 3 y 5».
list-separator = {", "}
# Los dos últimos elementos: { $head } es todo lo anterior al último, ya unido.
list-and = { $head } y { $last }
list-or = { $head } o { $last }
# Between two sentences of one text ("Blue: you can claim it now. Grey: taken.").
sentence-separator = {" "}
