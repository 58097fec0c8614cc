"""The bot's process: settings, start-up and Discord, shards, the database it opens, maintenance
commands."""
