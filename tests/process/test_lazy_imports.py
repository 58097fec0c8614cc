"""The bot process loads networkx (~20 MiB resident) only when a tournament pairs players."""

from __future__ import annotations

import subprocess
import sys

from bot.tournaments.pairing import SwissEntry, swiss_round


def test_starting_the_bot_does_not_import_networkx() -> None:
    code = ("import sys, bot.process.app, bot.process.runner, bot.process.database; "
            "print('networkx' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True)
    assert out.stdout.strip() == "False"


def test_pairing_still_pairs() -> None:
    entries = [SwissEntry(user_id=u, points=0.0, rating=1500.0, first_moves=0,
                          second_moves=0) for u in (1, 2, 3, 4)]
    pairs = swiss_round(entries, met=frozenset(), byes=frozenset())
    assert sorted(p for pair in pairs for p in pair if p is not None) == [1, 2, 3, 4]
