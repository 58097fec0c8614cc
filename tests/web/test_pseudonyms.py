"""How the pages name members without their Discord ids: a token per server that reads back
to the member with the key only, and a 4-digit number, both stable for one key."""

from __future__ import annotations

import random

import pytest

from bot.web.pseudonyms import Pseudonyms

KEY = b"a-key-of-the-pages-32-bytes-long"
_RNG = random.Random(5)
IDS = [1, 2**22, 700_000_000_000_000_001, 2**63 - 1] + [_RNG.getrandbits(63) for _ in range(200)]


def test_a_token_reads_back_to_its_member_in_its_server_only() -> None:
    names = Pseudonyms(KEY)
    for user_id in IDS:
        token = names.token(7, user_id)
        assert len(token) == 16 and (user_id < 10**6 or str(user_id)[:6] not in token)
        assert names.user_of(7, token) == user_id
        assert names.user_of(8, token) != user_id  # another server's key reads another id
        assert names.token(8, user_id) != token
    assert len({names.token(7, user_id) for user_id in IDS}) == len(IDS)


def test_numbers_are_four_digits_stable_for_a_key_and_new_with_another() -> None:
    first, again, other = Pseudonyms(KEY), Pseudonyms(KEY), Pseudonyms(KEY[::-1])
    numbers = [first.number(7, user_id) for user_id in IDS]
    assert all(1000 <= n <= 9999 for n in numbers)
    assert numbers == [again.number(7, user_id) for user_id in IDS]
    assert numbers != [other.number(7, user_id) for user_id in IDS]
    assert [first.token(7, u) for u in IDS] == [again.token(7, u) for u in IDS]
    assert len(set(numbers)) > len(IDS) * 0.9  # spread, not the id's digits


@pytest.mark.parametrize("token", ["", "0" * 15, "0" * 17, "G" * 16, "0123456789ABCDEF",
                                   " 0123456789abcde"])
def test_anything_else_is_no_token(token: str) -> None:
    assert Pseudonyms(KEY).user_of(7, token) is None


def test_a_short_key_is_refused() -> None:
    with pytest.raises(ValueError, match="at least 16 bytes"):
        Pseudonyms(b"short")
