"""What follows a game's end, decided once for every way a game ends. Nothing here imports
discord."""
