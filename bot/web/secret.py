"""The key of the pages' player links and "Player 1234" numbers (bot.web.pseudonyms).

WEB_SECRET when set; otherwise 32 random bytes kept in ``web-secret`` next to a SQLite
database (else in ./data), made by whichever process needs it first (the pages or the bot,
which says the number in /privacy's answer) and read by the others. Pages served from
another machine than the bot need WEB_SECRET, the same in both: a new key gives every member
a new link and number.
"""

from __future__ import annotations

import os
import secrets
import time
from pathlib import Path

from bot.process.settings import Settings
from bot.web.pseudonyms import Pseudonyms
from db.urls import is_sqlite, sqlite_file

FILE_NAME = "web-secret"
READ_ATTEMPTS = 50


def secret_path(settings: Settings) -> Path:
    path = sqlite_file(settings.database_url) if is_sqlite(settings.database_url) else None
    folder = path.resolve().parent if path is not None else Path("data").resolve()
    return folder / FILE_NAME


def secret(settings: Settings) -> bytes:
    if settings.web_secret is not None:
        return settings.web_secret.get_secret_value().encode()
    path = secret_path(settings)
    path.parent.mkdir(parents=True, exist_ok=True)
    try:
        handle = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    except FileExistsError:
        for _ in range(READ_ATTEMPTS):  # another process may be writing it this instant
            found = path.read_text(encoding="ascii").strip()
            if found:
                return found.encode()
            time.sleep(0.01)
        raise RuntimeError(f"{path} is empty: delete it, or set WEB_SECRET") from None
    made = secrets.token_hex(32)
    with os.fdopen(handle, "w", encoding="ascii") as out:
        out.write(made + "\n")
    return made.encode()


def pseudonyms(settings: Settings) -> Pseudonyms:
    return Pseudonyms(secret(settings))
