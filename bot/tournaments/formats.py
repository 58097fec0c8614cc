"""The tournament formats, as /tournament create's `format` option spells them."""

from __future__ import annotations

ARENA = "arena"
SWISS = "swiss"
ROUND_ROBIN = "round-robin"
FORMATS = (ARENA, SWISS, ROUND_ROBIN)
#: Every pairing plays a series of this many games, the first mover swapped after game 1.
GAMES_PER_PAIRING = 2


def check_format(format: str) -> str:
    """``format`` if it is one of FORMATS; otherwise ValueError."""
    if format not in FORMATS:
        raise ValueError(f"unknown tournament format {format!r}")
    return format
