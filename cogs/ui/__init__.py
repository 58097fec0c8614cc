"""What the bot shows on Discord, drawn without answering anything.

Custom ids (`ids`), slash command choices (`choices`), buttons and their rows (`components`),
the one pager of every paged message (`pager`), and the messages themselves (`render`,
`coach_render`, `history_render`): pure functions of the service's values. The handlers
(the other modules of cogs/) sit above this package and answer commands and clicks;
nothing here imports them (tests/cogs/test_import_layers.py checks it).
"""
