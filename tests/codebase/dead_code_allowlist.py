"""vulture's allow-list (tests/codebase/test_dead_code.py): names that look unused because a
framework calls or reads them by name. vulture reads this file, nobody runs it. A line here
says which framework uses the name; anything else nothing calls is removed instead."""

# discord.py: the client's hooks and an extension's entry points (load_extension)
setup_hook
on_ready
setup
teardown
# discord.py: Cog.cog_load / cog_unload, DynamicItem.from_custom_id, Translator.translate
cog_load
cog_unload
from_custom_id
translate
# discord.py: Embed.colour is set as an attribute
colour
# inspect.signature reads a function's __signature__ (cogs/options.py game_options)
__signature__
# sqlite3: a connection's isolation_level (db/engine.py, BEGIN left to SQLAlchemy)
isolation_level
# SQLAlchemy: a TypeDecorator's impl, cache_ok and hooks (db/models.py UTCDateTime), and the
# do_connect event's arguments (db/engine.py)
impl
cache_ok
process_bind_param
process_result_value
cargs
cparams
# fluent.syntax: a Visitor's visit_<node> methods (i18n/catalog.py)
visit_SelectExpression
# Columns the tables hold that no statement names on its own (written and read with every
# column of their row, or kept as a record): db/models.py, bot/core/snapshots.py,
# bot/servers/settings_store.py
played_at
answered_at
started_by
updated_by
seen_at
# Migration 0010's columns, for this round's features (notices, pages, reminders)
turn_ping_message_id
reminded_at
notify_turns
puzzle_channel_id
public_pages
dms_refused_until

# SQLAlchemy's before/after_cursor_execute events pass every argument (bot/ops/statements.py)
executemany
# Read by the Jinja2 templates of the public pages (bot/web/templates)
chart_table
mistake
turning
# discord.py's app_commands.Transformer hooks (cogs/channel_option.py)
channel_types
transform
