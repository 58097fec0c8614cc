# Shared words: how lists are joined. Kept short; every other file builds on these.

# Between the items of a list but the last two: "1, 3 and 5".
list-separator = {", "}
# The last two items of a list: { $head } is every item before the last, joined.
list-and = { $head } and { $last }
list-or = { $head } or { $last }
# Between two sentences of one text ("Blue: you can claim it now. Grey: taken.").
sentence-separator = {" "}
