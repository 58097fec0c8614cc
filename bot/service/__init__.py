"""The match service: the match lifecycle over the database, the values it returns, ratings,
seasons, standings, server settings. Nothing here imports discord."""
