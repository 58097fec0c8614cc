"""Standings: ratings, seasons, the results ledger, the leaderboard, stats and history reads.
Nothing here imports discord."""
