"""How the pages name a member without their Discord id: a token per server for the profile
link, and "Player 1234" for a member who hides their name (or whose name was never seen).

Both come from a secret (WEB_SECRET, or the file the web process keeps): keyed per server,
so one member's links in two servers can't be matched, and nobody without the secret can
work back from a page to a Discord account (a plain hash of an id could be recomputed for
every member of a server, ids being public inside Discord).

* The token is the member's id enciphered with a four-round Feistel network over its 64
  bits (HMAC-SHA256 as the round function): reversible with the key, so a profile link is
  read back without any table; 16 hex digits.
* The number is 1000 to 9999 from the same key: stable for as long as the secret is. Two
  hidden members of a server may share one (about 1 in 180 for 10 of them); their links,
  and so their profiles, stay apart.
"""

from __future__ import annotations

import hashlib
import hmac
import re

TOKEN = re.compile(r"^[0-9a-f]{16}$")
ROUNDS = 4
_HALF = 0xFFFF_FFFF
#: Tokens and numbers remembered (the members a busy page names again and again).
CAPACITY = 65536


class Pseudonyms:
    def __init__(self, secret: bytes) -> None:
        if len(secret) < 16:
            raise ValueError("the pages' secret must be at least 16 bytes")
        self._secret = secret
        self._keys: dict[int, bytes] = {}
        self._tokens: dict[tuple[int, int], str] = {}
        self._numbers: dict[tuple[int, int], int] = {}

    def _key(self, guild_id: int) -> bytes:
        key = self._keys.get(guild_id)
        if key is None:
            if len(self._keys) >= CAPACITY:
                self._keys.clear()
            key = self._keys[guild_id] = hmac.new(self._secret, b"server:%d" % guild_id,
                                                  hashlib.sha256).digest()
        return key

    @staticmethod
    def _round(key: bytes, number: int, half: int) -> int:
        digest = hmac.new(key, bytes([number]) + half.to_bytes(4, "big"), hashlib.sha256)
        return int.from_bytes(digest.digest()[:4], "big")

    def token(self, guild_id: int, user_id: int) -> str:
        """The member's token in this server (16 hex digits)."""
        found = self._tokens.get((guild_id, user_id))
        if found is None:
            key = self._key(guild_id)
            left, right = (user_id >> 32) & _HALF, user_id & _HALF
            for number in range(ROUNDS):
                left, right = right, left ^ self._round(key, number, right)
            if len(self._tokens) >= CAPACITY:
                self._tokens.clear()
            found = self._tokens[guild_id, user_id] = f"{left:08x}{right:08x}"
        return found

    def user_of(self, guild_id: int, token: str) -> int | None:
        """The member a token names in this server (None: not a token)."""
        if not TOKEN.match(token):
            return None
        key = self._key(guild_id)
        left, right = int(token[:8], 16), int(token[8:], 16)
        for number in reversed(range(ROUNDS)):
            left, right = right ^ self._round(key, number, left), left
        return (left << 32) | right

    def number(self, guild_id: int, user_id: int) -> int:
        """The member's number in this server ("Player 1234")."""
        found = self._numbers.get((guild_id, user_id))
        if found is None:
            digest = hmac.new(self._key(guild_id), b"number:%d" % user_id, hashlib.sha256)
            if len(self._numbers) >= CAPACITY:
                self._numbers.clear()
            found = self._numbers[guild_id, user_id] = 1000 + int.from_bytes(
                digest.digest()[:8], "big") % 9000
        return found
