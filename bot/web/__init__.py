"""The public pages (`python3 manage.py bot web`): a process of its own, aiohttp and Jinja2,
reading the bot's database (never writing game state): a server's leaderboards, a member's
profile, a match's replay with the exact review, a tournament's pairings and table. A server
shows nothing until its owner turns the pages on (/config public-pages on)."""
