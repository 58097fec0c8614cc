# /config: server owners' settings.

config-language-unknown = I don't speak that language yet. Pick one of { $languages }.
