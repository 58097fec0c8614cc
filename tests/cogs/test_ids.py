"""Custom ids: what the buttons carry must parse back exactly, and nothing else may."""

from __future__ import annotations

import re

import pytest

from cogs.ui import ids


@pytest.mark.parametrize(
    ("action", "number", "expected"),
    [
        ("play", 7, "nd:play:42:7"),
        ("accept", None, "nd:accept:42"),
        ("decline", None, "nd:decline:42"),
        ("cancel", None, "nd:cancel:42"),
        ("resign", None, "nd:resign:42"),
        ("rematch", None, "nd:rematch:42"),
        ("rules", None, "nd:rules:42"),
        ("resign-yes", None, "nd:resign-yes:42"),
        ("resign-no", None, "nd:resign-no:42"),
    ],
)
def test_match_ids_round_trip(action: str, number: int | None, expected: str) -> None:
    custom_id = ids.match_id(action, 42, number)
    assert custom_id == expected
    assert ids.parse_match(custom_id) == ids.MatchAction(action, 42, number)


def test_biggest_ids_fit_discord_limit() -> None:
    assert len(ids.match_id("rematch", 2**63 - 1)) <= 100
    assert len(ids.match_id("play", 2**63 - 1, 25)) <= 100
    assert len(ids.page_id(999_999, "forbidden-adjacent")) <= 100


@pytest.mark.parametrize(
    "custom_id",
    ["nd:play:42", "nd:accept:42:3", "nd:hack:42", "nd:play:x:1", "xnd:play:1:2", "nd:lb:1:all"],
)
def test_malformed_match_ids_are_refused(custom_id: str) -> None:
    assert ids.parse_match(custom_id) is None


def test_match_id_rejects_bad_combinations() -> None:
    with pytest.raises(ValueError):
        ids.match_id("play", 1)
    with pytest.raises(ValueError):
        ids.match_id("resign", 1, 3)
    with pytest.raises(ValueError):
        ids.match_id("explode", 1)


def test_page_ids_round_trip() -> None:
    assert ids.parse_page(ids.page_id(3, None)) == ids.PageTurn(3, None)
    assert ids.parse_page(ids.page_id(2, "circle-duel")) == ids.PageTurn(2, "circle-duel")
    assert ids.parse_page("nd:lb:0:all") == ids.PageTurn(1, None)  # clamps to the first page
    assert ids.parse_page("nd:play:1:2") is None


def test_templates_do_not_overlap() -> None:
    """A click must reach exactly one DynamicItem class."""
    match_re, page_re = re.compile(ids.MATCH_TEMPLATE), re.compile(ids.PAGE_TEMPLATE)
    for custom_id in ("nd:play:1:2", "nd:accept:9", "nd:lb:2:all", "nd:lb:1:number-chain"):
        assert bool(match_re.fullmatch(custom_id)) != bool(page_re.fullmatch(custom_id))


def test_confirmation_ids_round_trip_and_fit() -> None:
    template = re.compile(ids.CONFIRM_TEMPLATE)
    for what, yes, arg in (("season", True, None), ("void", False, "42"),
                           ("reset", True, "daily_rated_limit")):
        custom_id = ids.confirm_id(what, yes, 123456789012345678, 1767225600000, arg)
        found = template.fullmatch(custom_id)
        assert found is not None and ids.is_known(custom_id) and len(custom_id) <= 100
        assert ids.confirmation_from_groups(found.groupdict()) == ids.Confirmation(
            what, yes, 123456789012345678, 1767225600000, arg)
        # Nothing else answers it: not a match button.
        assert ids.parse_match(custom_id) is None
    for forged in ("nd:sure:explode:yes:1:2", "nd:sure:void:maybe:1:2", "nd:sure:void:yes:1",
                   "nd:sure:reset:yes:1:2:Bad-Name"):
        assert template.fullmatch(forged) is None and not ids.is_known(forged)
    with pytest.raises(ValueError):
        ids.confirm_id("explode", True, 1, 2)
