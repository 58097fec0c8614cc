"""Tournaments: the pure rules (formats, scoring, pairing, standings: no Discord, no database,
no clock; docs/tournaments.md) and the service that stores what they decide and starts the
games (service, store, rows, snapshots, export)."""
