"""Matches: the lifecycle of a game between two players (or a player and the bot) over the
database, its writes (optimistic, group-committed), reads and move log. Nothing here imports
discord."""
