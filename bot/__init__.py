"""The Number Duels process: settings, the match service, terminal play and the Discord bot."""
