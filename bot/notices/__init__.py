"""Players called back to their games: your-turn pings, the reminder before a turn's time
runs out, and the choice of where they go (the channel, a DM, or nowhere)."""
