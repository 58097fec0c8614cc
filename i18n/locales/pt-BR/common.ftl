# Palavras comuns: como as listas são unidas.

# Entre os itens de uma lista, menos os dois últimos: “1, 3 e 5”.
list-separator = {", "}
# Os dois últimos itens: { $head } é tudo antes do último, já unido.
list-and = { $head } e { $last }
list-or = { $head } ou { $last }
# Between two sentences of one text ("Blue: you can claim it now. Grey: taken.").
sentence-separator = {" "}
