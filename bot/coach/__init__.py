"""The coach: reviews, hints against the bot, the daily puzzle, and their rows. Nothing here
imports discord."""
