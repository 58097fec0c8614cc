"""Pacing the bot's own posts by what Discord's rate-limit headers say (no discord here)."""
