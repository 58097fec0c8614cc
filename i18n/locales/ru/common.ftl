# Общие слова: как соединяются списки.

# Между элементами списка, кроме двух последних: «1, 3 и 5».
list-separator = {", "}
# Два последних элемента: { $head } — всё до последнего, уже соединённое.
list-and = { $head } и { $last }
list-or = { $head } или { $last }
# Between two sentences of one text ("Blue: you can claim it now. Grey: taken.").
sentence-separator = {" "}
