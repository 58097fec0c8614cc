"""Alembic environment and versions of the Number Duels schema (see db/migrate.py)."""
