"""Tournaments, pure: formats, scoring, pairing and standings (docs/tournaments.md).

No Discord, no database, no clock (times are given). bot.service's tournament service stores
what these decide and starts the games.
"""
